// Part A's listings (v20): HotPads (rooftop access through a neighbour's bedroom window, the landlord's chat
// with a would-be renter under the listing card), Chairish (a brass chandelier hung at forehead height, the
// seller's description and answers, downscaled, the last question cut by the bottom bar), 1stDibs (dark,
// JPEG, a dealer's portrait of "Uncle Someone", the dealer's answer), Bayut (a flat let with a fibreglass
// camel concreted to the balcony, a would-be tenant's message arriving as a banner, downscaled, the last
// line cut by the bottom bar), ImmoScout24 (a Berlin landlord taking the kitchen with him, his chat with a
// would-be tenant under the listing card, a day label cut under the card).
import { pageCss, paras } from "./blocks";
import { avatar, icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { other, own, ui } from "./shell";

/** A chat bubble in a listing's chat: the owner's (the phone's user) on the right, the other person's on the left. */
const bb = (side: "me" | "them", text: string, who = "") =>
  `<div class="bb ${side === "me" ? "r" : "l"}">${side === "me" ? own(text) : other(who, text)}</div>`;

const listingChatCss = (o: { bg: string; fg: string; sub: string; line: string; left: string; right: string; rightFg: string; accent: string; card: string }) =>
  `body{background:${o.bg};color:${o.fg}}.fill{display:flex;flex-direction:column;justify-content:flex-end;padding:0 12px 10px;gap:6px}.fill>*{flex-shrink:0}
.bb{max-width:264px;border-radius:16px;padding:8px 12px;font-size:15px;line-height:20.5px}.bb.l{background:${o.left};align-self:flex-start;border-bottom-left-radius:4px}.bb.r{background:${o.right};color:${o.rightFg};align-self:flex-end;border-bottom-right-radius:4px}
.tm{align-self:center;font-size:11.5px;color:${o.sub};margin:8px 0 2px}.seen{align-self:flex-end;font-size:11px;color:${o.sub}}
.hd{flex:none;height:54px;padding:0 14px 0 8px;gap:10px;border-bottom:1px solid ${o.line};background:${o.bg};color:${o.accent}}.hd b{font-size:16px;font-weight:600;display:block;color:${o.fg}}.hd small{font-size:12px;color:${o.sub};display:block}
.it{flex:none;gap:12px;padding:10px 14px;border-bottom:1px solid ${o.line};background:${o.card};position:relative;z-index:3;box-shadow:0 2px 6px rgba(0,0,0,.07)}.it .th{width:58px;height:58px;border-radius:8px;flex:none;position:relative;overflow:hidden}.it b{font-size:15px;font-weight:700;display:block}.it .d{font-size:13px}.it small{font-size:12px;color:${o.sub};display:block}
.in{flex:none;gap:10px;padding:8px 12px 26px;border-top:1px solid ${o.line};color:${o.accent};background:${o.bg}}.in .box{flex:1;min-height:38px;border-radius:19px;background:${o.left};display:flex;align-items:center;padding:6px 14px;font-size:15px;color:${o.sub}}`;

export const hotpads: ScreenSpec = {
  id: "hotpads-through-the-window-of-3b",
  app: "HotPads",
  kind: "listing",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Demelza", handle: null },
  time: "09:52",
  battery: 67,
  replies: true,
  css: `${listingChatCss({ bg: "#fff", fg: "#1e2430", sub: "#7b8494", line: "#e7eaef", left: "#eff2f6", right: "#f16d2a", rightFg: "#fff", accent: "#f16d2a", card: "#fbfcfd" })}
.it .bd{margin-left:auto;font-size:11px;font-weight:700;color:#2f8a3e;background:#e6f4e8;border-radius:4px;padding:3px 6px;flex:none;align-self:flex-start}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}${avatar(36, "#7a63b8")}<div style="flex:1;min-width:0"><b>Bogdana</b><small>Interested in 1022 Christian St #2F</small></div>${icon.phone(20)}${icon.moreV(20)}</div>
<div class="row it" data-role="ui"><span class="th" style="background:linear-gradient(160deg,#c9a98a,#8d6b52)"><span style="position:absolute;left:8px;top:14px;width:12px;height:16px;background:#f3e3c3"></span><span style="position:absolute;left:26px;top:14px;width:12px;height:16px;background:#f3e3c3"></span><span style="position:absolute;left:0;right:0;top:0;height:8px;background:#5a4a40"></span></span><div style="min-width:0"><b>$1,695/mo</b><div class="d">2bd · 1ba · 880 sqft</div><small>Passyunk Square, Philadelphia, PA</small></div><span class="bd">Rooftop</span></div>
<div class="fill">
${ui("Tue 4:12 PM", "tm")}
${bb("them", "Hi Demelza! The listing says rooftop access. How do we get up there?", "Bogdana")}
${bb("me", "Through the window of 3B. Dovid is fine with it before 10pm.")}
${bb("them", "who is Dovid", "Bogdana")}
${bb("me", "3B. He’s lovely. He usually waves.")}
${bb("them", "so we walk through his apartment", "Bogdana")}
${bb("me", "Only the bedroom. He keeps it very tidy for that reason.")}
${ui("Today 9:40 AM", "tm")}
${bb("them", "does the rent include Dovid", "Bogdana")}
${bb("me", "Dovid has his own lease. But he’s very much part of the rooftop experience.")}
${ui("Seen", "seen")}
</div>
<div class="row in" data-role="ui">${icon.paperclip(22)}<span class="box">Write a reply…</span>${icon.send(22)}</div>`,
};

/** A question on a Chairish listing and the seller's answer. */
const chQ = (name: string, q: string, a?: string) =>
  `<div class="qa">${ui(`${name} asked`, "qm")}${other(name, q, "qq")}${a ? `<div class="qr">${ui("Seller’s reply", "rl")}${own(a, "tx")}</div>` : ""}</div>`;

export const chairish: ScreenSpec = {
  id: "chairish-the-heights-of-all-our-friends",
  app: "Chairish",
  kind: "listing",
  dark: false,
  device: "iphone",
  format: "png",
  downscaleTo: 1000,
  owner: { name: "Eulalia", handle: null },
  time: "13:08",
  battery: 54,
  cutLines: 1,
  replies: true,
  css: `${pageCss({ bg: "#fff", card: "#fff", fg: "#222", sub: "#767676", line: "#ececec", accent: "#e0457b", soft: "#fbf3f6", size: 14.5 })}
.fill>*{flex-shrink:0}.hd{border:none;min-height:48px}
.pc{padding:12px 16px 4px}.pc .t{font-size:18px;line-height:24px;font-family:Georgia,serif}.pc .p{font-size:20px;font-weight:700;margin-top:6px}.pc .p small{font-size:13px;font-weight:400;color:#767676;text-decoration:line-through;margin-left:6px}.pc .s{font-size:12.5px;color:#767676;margin-top:4px}
.sl{gap:10px;padding:10px 16px;border-top:1px solid #ececec;border-bottom:1px solid #ececec;margin-top:8px}.sl b{font-size:14px;display:block}.sl small{font-size:12px;color:#767676;display:block}
.h2{font-size:13px;font-weight:700;letter-spacing:.8px;text-transform:uppercase;padding:14px 16px 0}.ds{padding:0 16px 4px}
.dm{padding:6px 16px 0;font-size:13px;color:#444}.dm div{padding:3px 0}
.qa{padding:10px 16px 4px;border-top:1px solid #ececec;margin-top:8px}.qm{font-size:12px;color:#767676}.qq{font-size:14.5px;line-height:20px;margin-top:2px;font-weight:500}.qr{margin-top:8px;padding:8px 12px;border-radius:6px;background:#fbf3f6}.qr .tx{margin-top:2px}
.bar{flex:none;gap:10px;padding:10px 16px 30px;border-top:1px solid #ececec;background:#fff;position:relative;z-index:3}.bar span{flex:1;text-align:center;border-radius:4px;padding:12px;font-weight:600;font-size:14.5px}.bar .o{border:1.5px solid #222}.bar .c{background:#222;color:#fff}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<div class="h"></div>${icon.heart(22)}${icon.share(22)}${icon.cart(22)}</div>
<div class="fill">
${picture("100%", 180, ["#efe7dc", "#dccbb4"], `<div style="position:absolute;left:50%;top:0;width:2px;height:40px;background:#8a6a2e"></div><div style="position:absolute;left:calc(50% - 70px);top:40px;width:140px;height:26px;border-radius:0 0 70px 70px;background:#c9a24a"></div><div style="position:absolute;left:calc(50% - 50px);top:70px;width:100px;height:22px;border-radius:0 0 50px 50px;background:#b8913c"></div><div style="position:absolute;left:calc(50% - 30px);top:96px;width:60px;height:18px;border-radius:0 0 30px 30px;background:#a67f30"></div>`)}
<div class="pc" data-role="ui"><div class="t">Mid-Century Brass Five-Tier Chandelier</div><div class="p">$1,250 <small>$1,600</small></div><div class="s">Sold by Eulalia’s Good Things · Savannah, GA</div></div>
${ui("Description", "h2")}
<div class="ds">${paras("owner", [
    "Gorgeous 1960s brass chandelier, five tiers, rewired in 2023. Lovely warm light.",
    "Taken down from our dining room after every guest over 5′10″ walked into it. We now know the heights of all our friends.",
    "Hangs 38 inches from the ceiling, or about forehead height on a tall man.",
  ])}</div>
${ui("Questions", "h2")}
${chQ("Azadeh", "Would this work over a kitchen island?", "Only if nobody stands at the island.")}
${chQ("Boris", "Is the dent on the bottom tier original to the piece, or did it happen in your dining room?")}
</div>
<div class="row bar" data-role="ui"><span class="o">Make Offer</span><span class="c">Add to Cart</span></div>`,
};

export const firstDibs: ScreenSpec = {
  id: "1stdibs-started-to-stand-like-him",
  app: "1stDibs",
  kind: "listing",
  dark: true,
  device: "iphone-max",
  format: "jpeg",
  quality: 70,
  owner: { name: "Cyrille Vautrin", handle: null },
  time: "22:47",
  battery: 29,
  replies: true,
  css: `${pageCss({ bg: "#111", card: "#111", fg: "#f1f1f1", sub: "#9a9a9a", line: "#2a2a2a", accent: "#d7b36a", soft: "#1d1d1d", size: 15 })}
.fill>*{flex-shrink:0}.hd{border:none;min-height:50px;background:#111}
.pc{padding:14px 18px 4px}.pc .k{font-size:11.5px;letter-spacing:1.2px;text-transform:uppercase;color:#9a9a9a}.pc .t{font-size:21px;line-height:27px;font-family:Georgia,serif;margin-top:4px}.pc .p{font-size:18px;font-weight:600;margin-top:8px}.pc .s{font-size:12.5px;color:#9a9a9a;margin-top:4px}
.h2{font-size:12px;font-weight:700;letter-spacing:1.2px;text-transform:uppercase;padding:16px 18px 0;color:#9a9a9a}.ds{padding:0 18px 4px}
.dl{gap:10px;padding:12px 18px;border-top:1px solid #2a2a2a;border-bottom:1px solid #2a2a2a;margin-top:12px}.dl b{font-size:14.5px;display:block}.dl small{font-size:12px;color:#9a9a9a;display:block}
.qa{padding:12px 18px 4px}.qm{font-size:12px;color:#9a9a9a}.qq{font-size:15px;line-height:21px;margin-top:3px}.qr{margin-top:9px;padding:9px 12px;border-left:2px solid #d7b36a;background:#1d1d1d}.qr .tx{margin-top:2px}
.bar{flex:none;gap:10px;padding:10px 16px 32px;border-top:1px solid #2a2a2a;background:#111;position:relative;z-index:3}.bar span{flex:1;text-align:center;padding:13px;font-weight:600;font-size:14.5px}.bar .o{border:1px solid #f1f1f1}.bar .c{background:#f1f1f1;color:#111}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<div class="h"></div>${icon.heart(22)}${icon.share(22)}</div>
<div class="fill">
${picture("100%", 160, ["#2b241c", "#171310"], `<div style="position:absolute;left:calc(50% - 66px);top:14px;width:132px;height:172px;border:7px solid #a8843e;background:linear-gradient(#3a3026,#231c15)"></div><div style="position:absolute;left:calc(50% - 22px);top:46px;width:44px;height:54px;border-radius:50%;background:#b89477"></div><div style="position:absolute;left:calc(50% - 46px);top:104px;width:92px;height:76px;border-radius:40px 40px 0 0;background:#1b1712"></div>`)}
<div class="pc" data-role="ui"><div class="k">Paintings · Portrait</div><div class="t">19th-Century Oil Portrait of a Gentleman</div><div class="p">$4,800</div><div class="s">Hudson, NY · Ships worldwide</div></div>
${ui("About the item", "h2")}
<div class="ds">${paras("owner", [
    "Oil on canvas, circa 1870, in its original giltwood frame. Sitter unknown.",
    "Provenance: hung in my grandmother’s hallway from 1961, where it frightened three generations of children. The family called him Uncle Someone. Nobody could say whose uncle.",
    "Selling because my husband now looks like him. He has also started to stand like him.",
  ])}</div>
<div class="row dl" data-role="ui">${avatar(38, "#6b5a3e")}<div style="flex:1;min-width:0"><b>Cyrille Vautrin</b><small>Vautrin Fine Antiques · 1stDibs dealer since 2016</small></div></div>
${ui("Questions for the seller", "h2")}
<div class="qa">${ui("Evadne · Nov 29", "qm")}${other("Evadne", "Has it been professionally cleaned?", "qq")}<div class="qr">${ui("Dealer’s answer", "rl")}${own("Yes, in 1998. He looked more disappointed afterwards.", "tx")}</div></div>
</div>
<div class="row bar" data-role="ui"><span class="o">Make Offer</span><span class="c">Purchase</span></div>`,
};

export const bayut: ScreenSpec = {
  id: "bayut-concreted-to-the-floor",
  app: "Bayut",
  kind: "listing",
  dark: false,
  device: "android",
  format: "png",
  downscaleTo: 720,
  owner: { name: "Fausto", handle: null },
  time: "16:03",
  battery: 76,
  cutLines: 1,
  banner: {
    app: "Bayut",
    color: "#28b16d",
    title: "Agapi",
    body: "Hello, does the camel come with the flat or is it extra?",
    author: "Agapi",
    age: "now",
  },
  replies: true,
  css: `${pageCss({ bg: "#fff", card: "#fff", fg: "#1f2a30", sub: "#6b7780", line: "#e8ecee", accent: "#28b16d", soft: "#eef8f2", size: 14 })}
.fill>*{flex-shrink:0}.hd{border:none;min-height:50px}
.pc{padding:10px 16px 4px}.pc .p{font-size:12px;color:#6b7780}.pc .p b{font-size:21px;color:#1f2a30;margin:0 4px}.pc .t{font-size:15px;font-weight:600;margin-top:4px}.pc .a{font-size:12.5px;color:#6b7780;margin-top:3px}
.ft{gap:16px;padding:8px 16px;font-size:13px;color:#3b4650;border-bottom:1px solid #e8ecee}
.h2{font-size:15.5px;font-weight:700;padding:12px 16px 0}.ds{padding:0 16px 4px}
.bar{flex:none;gap:8px;padding:8px 12px 14px;border-top:1px solid #e8ecee;background:#fff;position:relative;z-index:3}.bar span{flex:1;text-align:center;border-radius:6px;padding:10px;font-weight:600;font-size:14px;background:#eef8f2;color:#28b16d}.bar .c{background:#28b16d;color:#fff}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<div class="h"></div>${icon.heart(22)}${icon.share(22)}</div>
<div class="fill">
${picture("100%", 262, ["#cfe3ee", "#e8d8bf"], `<div style="position:absolute;left:20px;top:60px;width:320px;height:8px;background:#9aa7ad"></div><div style="position:absolute;left:150px;top:78px;width:70px;height:30px;border-radius:35px 35px 10px 10px;background:#d8a35c"></div><div style="position:absolute;left:208px;top:56px;width:12px;height:34px;background:#d8a35c"></div><div style="position:absolute;left:204px;top:50px;width:22px;height:12px;border-radius:6px;background:#d8a35c"></div><div style="position:absolute;left:160px;top:106px;width:7px;height:34px;background:#c48f4a"></div><div style="position:absolute;left:202px;top:106px;width:7px;height:34px;background:#c48f4a"></div><div style="position:absolute;left:20px;top:140px;width:320px;height:30px;background:#b9b2a6"></div><span style="position:absolute;right:10px;bottom:8px;font-size:11px;color:#fff;background:rgba(0,0,0,.55);border-radius:10px;padding:2px 8px">4 / 17</span>`)}
<div class="pc" data-role="ui"><div class="p">AED<b>48,000</b>Yearly</div><div class="t">Spacious 2BR | Balcony | Corniche View</div><div class="a">Al Khan, Sharjah</div></div>
<div class="row ft" data-role="ui"><span>2 Beds</span><span>2 Baths</span><span>1,140 sqft</span></div>
${ui("Description", "h2")}
<div class="ds">${paras("owner", [
    "Bright two-bedroom apartment, three minutes from the Al Khan corniche. Landlord direct, no commission.",
    "The balcony comes with a full-size fibreglass camel from a 2019 shopping festival. It cannot be removed. We tried. It has been concreted to the floor.",
    "Every taxi driver in Sharjah knows this as the camel building, so you will never get lost.",
    "Chiller free. Covered parking. Gym and pool on level 2. Family building, quiet neighbours, no pets please except the camel.",
    "Viewings any day after 5pm. Call or chat, I usually answer within the hour.",
  ])}</div>
</div>
<div class="row bar" data-role="ui"><span>Email</span><span>Call</span><span class="c">Chat</span></div>`,
};

export const immoscout: ScreenSpec = {
  id: "immoscout24-a-room-with-pipes",
  app: "ImmoScout24",
  kind: "listing",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Bartosz", handle: null },
  time: "19:26",
  battery: 44,
  cutLines: 1,
  replies: true,
  css: `${listingChatCss({ bg: "#fff", fg: "#333", sub: "#7a7a7a", line: "#e5e5e5", left: "#f2f2f2", right: "#00d9b1", rightFg: "#0c2d28", accent: "#333", card: "#fafafa" })}
.it .pr{font-size:12px;color:#7a7a7a}.fill{padding-bottom:27px}`,
  html: `<div class="row hd" data-role="ui">${icon.back(24)}${avatar(36, "#c98d5a")}<div style="flex:1;min-width:0"><b>Elva</b><small>Contact request · 2-room flat, Neukölln</small></div>${icon.more(22)}</div>
<div class="row it" data-role="ui"><span class="th" style="background:linear-gradient(160deg,#e9e2d6,#b7a995)"><span style="position:absolute;left:9px;top:10px;width:14px;height:26px;background:#fff"></span><span style="position:absolute;left:30px;top:10px;width:14px;height:26px;background:#fff"></span></span><div style="min-width:0"><b>€1,180 warm</b><div class="d">2 rooms · 61 m² · 3rd floor</div><small>Weserstraße, 12047 Berlin</small></div></div>
<div class="fill">
${ui("Yesterday", "tm")}
${bb("them", "Hello Bartosz, the flat looks lovely. The ad says “Fitted kitchen: no”, but there is a kitchen in photo 5?", "Elva")}
${bb("me", "Hi Elva! Yes, that is my kitchen. I am taking it with me to the new flat.")}
${bb("them", "the whole kitchen?", "Elva")}
${bb("me", "Cupboards, oven, worktop and the sink. I have a good relationship with the sink.")}
${ui("Today 18:55", "tm")}
${bb("them", "so what will I see at the viewing", "Elva")}
${bb("me", "There is a kitchen until 31 January. Then there is a room with pipes.")}
${bb("them", "could I buy the kitchen from you?", "Elva")}
${bb("me", "Make me an offer. Not the sink.")}
</div>
<div class="row in" data-role="ui">${icon.paperclip(22)}<span class="box">Write a message</span>${icon.send(22)}</div>`,
};

export const LISTINGS_A: ScreenSpec[] = [hotpads, chairish, firstDibs, bayut, immoscout];
