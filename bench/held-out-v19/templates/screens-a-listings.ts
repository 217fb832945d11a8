// Part A's listings (v19): Zumper (an apartment "flooded with natural light" for sixteen minutes a day, the
// lister's chat with a would-be renter, a day label cut under the listing card), StreetEasy (dark, a home
// office that is a windowsill, a renter's message arriving as a StreetEasy banner), Purplebricks (a house
// whose apple tree grew one apple, the seller's answers to buyers, the last question cut by the bottom bar,
// downscaled), Apartments.com (dark, JPEG, a landlord who has named every appliance and fixes the furnace
// only when it is asked after by name, with reviews and his response), Idealista (a village house sold with a mural starring the seller,
// the seller's chat with a buyer, saved twice).
import { pageCss, paras, whoRow } from "./blocks";
import { avatar, icon, picture } from "./icons";
import { stars } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { other, own, ui } from "./shell";

/** A chat bubble in a listing's chat: the owner's (the phone's user) on the right, the other person's on the left. */
const bb = (side: "me" | "them", text: string, who: string) =>
  `<div class="bb ${side === "me" ? "r" : "l"}">${side === "me" ? own(text) : other(who, text)}</div>`;

export const zumper: ScreenSpec = {
  id: "zumper-flooded-between-two-ten-and-two-twenty-five",
  app: "Zumper",
  kind: "listing",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Florentyna", handle: null },
  time: "09:31",
  battery: 82,
  cutLines: 1,
  replies: true,
  css: `body{background:#fff;color:#1c1c28}.fill{display:flex;flex-direction:column;justify-content:flex-end;padding:0 12px 10px;gap:6px}.fill>*{flex-shrink:0}
.bb{max-width:270px;border-radius:18px;padding:8px 13px;font-size:15.5px;line-height:21px}.bb.l{background:#f0f0f5;align-self:flex-start;border-bottom-left-radius:4px}.bb.r{background:#4a3aff;color:#fff;align-self:flex-end;border-bottom-right-radius:4px}
.tm{align-self:center;font-size:11.5px;color:#8b8b99;margin:8px 0 2px}.seen{align-self:flex-end;font-size:11px;color:#8b8b99}
.hd{flex:none;height:54px;padding:0 14px 0 8px;gap:10px;border-bottom:1px solid #ececf2;color:#1c1c28}.hd b{font-size:16.5px;font-weight:600;display:block}.hd small{font-size:12px;color:#8b8b99;display:block}
.it{flex:none;gap:12px;padding:10px 14px;border-bottom:1px solid #ececf2;background:#fafaff;position:relative;z-index:3;box-shadow:0 2px 6px rgba(0,0,0,.06)}.it .th{width:56px;height:56px;border-radius:8px;background:linear-gradient(160deg,#d9c9b0,#a88d6c);flex:none;position:relative;overflow:hidden}.it b{font-size:15px;font-weight:700;display:block}.it .d{font-size:13px;color:#3b3b4a}.it small{font-size:12px;color:#8b8b99;display:block}.it .bd{margin-left:auto;font-size:11.5px;font-weight:600;color:#4a3aff;background:#ecebff;border-radius:10px;padding:4px 8px;flex:none;align-self:flex-start}
.in{flex:none;gap:10px;padding:8px 12px 30px;border-top:1px solid #ececf2;color:#4a3aff}.in .box{flex:1;min-height:38px;border-radius:19px;background:#f0f0f5;display:flex;align-items:center;padding:6px 14px;font-size:15.5px;color:#9a9aa8}`,
  html: `<div class="row hd" data-role="ui">${icon.back(24)}${avatar(36, "#5a8ab0")}<div style="flex:1;min-width:0"><b>Cato</b><small>Interested in your listing</small></div>${icon.phone(21)}${icon.more(21)}</div>
<div class="row it" data-role="ui"><span class="th"><span style="position:absolute;left:10px;top:12px;width:16px;height:20px;background:#f5e6b8"></span><span style="position:absolute;left:32px;top:12px;width:16px;height:20px;background:#f5e6b8"></span></span><div style="min-width:0"><b>$1,150/mo</b><div class="d">2 bd · 1 ba · Apartment</div><small>Benson, Omaha, NE</small></div><span class="bd">By owner</span></div>
<div class="fill">
${ui("Yesterday", "tm")}
${bb("them", "Hi Florentyna, which rooms are “flooded with natural light”?", "Cato")}
${bb("me", "The living room! It’s flooded between 2:10 and 2:25 every afternoon.", "")}
${bb("them", "fifteen minutes?", "Cato")}
${bb("me", "Sixteen on a clear day. I’ve timed it since March.", "")}
${bb("me", "Longer if the neighbor’s van isn’t parked out front.", "")}
${ui("Today 9:07 AM", "tm")}
${bb("them", "and the bedrooms?", "Cato")}
${bb("me", "The bedrooms are cozy and restful. Very good for sleeping.", "")}
${bb("them", "so no light", "Cato")}
${bb("me", "They’re flooded with restfulness.", "")}
${ui("Read 9:24 AM", "seen")}
</div>
<div class="row in" data-role="ui">${icon.plus(24)}<span class="box">Reply to Cato</span>${icon.send(22)}</div>`,
};

export const streetEasy: ScreenSpec = {
  id: "streeteasy-nobody-has-seen-my-legs",
  app: "StreetEasy",
  kind: "listing",
  dark: true,
  device: "iphone-max",
  format: "png",
  owner: { name: "Dimitra", handle: null },
  time: "18:05",
  battery: 57,
  banner: {
    app: "StreetEasy",
    color: "#0041d9",
    title: "New message from Eilert",
    body: "Hi! Is the desk by the window in photo 6 the home office?",
    author: "Eilert",
    age: "now",
  },
  replies: true,
  css: `${pageCss({ bg: "#121417", card: "#121417", fg: "#eef0f3", sub: "#959ba3", line: "#25292e", accent: "#3d7bff", soft: "#1b2a44", size: 15.5 })}
.fill>*{flex-shrink:0}.hd{border:none;background:#121417}
.pc{padding:12px 18px 6px}.pc .p{font-size:25px;font-weight:700}.pc .p small{font-size:14px;font-weight:500;color:#959ba3;display:inline}.pc b{font-size:15px;font-weight:500;display:block;margin-top:4px}.pc .a{font-size:13px;color:#959ba3;margin-top:3px}
.tags{gap:6px;padding:6px 18px 4px}.tags span{font-size:12px;font-weight:600;border-radius:4px;padding:3px 8px;background:#1b2a44;color:#8fb3ff}
.h2{font-size:17px;font-weight:700;padding:16px 18px 2px}.ds{padding:0 18px}.ds .tx{margin-top:9px}
.am{padding:4px 18px 0;font-size:14px;color:#c9cdd2}.am div{padding:6px 0;border-bottom:1px solid #25292e}
.bar{flex:none;gap:10px;padding:10px 16px 32px;border-top:1px solid #25292e;background:#121417;position:relative;z-index:3}.bar span{flex:1;text-align:center;border-radius:6px;padding:12px;font-weight:600;font-size:15px}.bar .o{border:1.5px solid #3d7bff;color:#8fb3ff}.bar .c{background:#3d7bff;color:#fff}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<div class="h"></div>${icon.heart(22)}${icon.share(22)}</div>
<div class="fill">
${picture("100%", 190, ["#3b4a5c", "#1d2630"], `<div style="position:absolute;left:40px;top:30px;width:120px;height:130px;background:#7d93ab;opacity:.6"></div><div style="position:absolute;left:40px;top:118px;width:120px;height:10px;background:#c9b08a"></div><div style="position:absolute;left:70px;top:96px;width:44px;height:24px;border-radius:3px;background:#2a2f36"></div><span style="position:absolute;right:12px;bottom:10px;font-size:12px;color:#fff;background:rgba(0,0,0,.55);border-radius:10px;padding:2px 8px">6 of 19</span>`)}
<div class="pc" data-role="ui"><div class="p">$2,650 <small>base rent</small></div><b>1 bed · 1 bath · 520 ft²</b><div class="a">612 Isham Street #4B · Inwood</div></div>
<div class="row tags" data-role="ui"><span>NO FEE</span><span>BY OWNER</span><span>AVAILABLE JAN 1</span></div>
${ui("Description", "h2")}
<div class="ds">${paras("owner", [
    "Bright one-bedroom with a dedicated home office.",
    "The office is the windowsill. I have taken over 300 video calls from it and nobody has seen my legs since 2021.",
    "Great light for calls, a view of the park, and a radiator under it that warms your feet whether you want it to or not.",
    "Quiet building. The super lives on site and answers on the second ring.",
  ])}</div>
${ui("Amenities", "h2")}
<div class="am" data-role="ui"><div>Laundry in building</div><div>Elevator</div><div>Pets allowed</div></div>
</div>
<div class="row bar" data-role="ui"><span class="o">Message owner</span><span class="c">Request a tour</span></div>`,
};

/** A Purplebricks question and the seller's answer. */
const pbQ = (name: string, age: string, q: string, a?: string) =>
  `<div class="qa">${ui(`${name} asked · ${age}`, "qm")}${other(name, q, "qq")}${a ? `<div class="qr">${ui("Seller’s answer", "rl")}${own(a, "tx")}</div>` : ""}</div>`;

export const purplebricks: ScreenSpec = {
  id: "purplebricks-a-big-year-since-2019",
  app: "Purplebricks",
  kind: "listing",
  dark: false,
  device: "android",
  format: "png",
  downscaleTo: 720,
  owner: { name: "Aneurin", handle: null },
  time: "14:26",
  battery: 88,
  cutLines: 1,
  replies: true,
  css: `${pageCss({ bg: "#fff", card: "#fff", fg: "#1f1b2d", sub: "#6f6a7d", line: "#ece9f2", accent: "#6a2c91", soft: "#f6f1fa", size: 14.5 })}
.fill>*{flex-shrink:0}.hd{border:none;min-height:50px}
.pc{padding:10px 16px 4px}.pc .g{font-size:12px;color:#6f6a7d}.pc .p{font-size:22px;font-weight:700;color:#1f1b2d}.pc b{font-size:15px;font-weight:600;display:block;margin-top:3px}.pc small{font-size:12.5px;color:#6f6a7d;display:block;margin-top:2px}
.ft{gap:16px;padding:8px 16px;font-size:13px;color:#3b3648;border-bottom:1px solid #ece9f2}
.h2{font-size:15px;font-weight:700;padding:12px 16px 0;color:#6a2c91}.ds{padding:0 16px 4px}
.qa{padding:9px 16px;border-top:1px solid #ece9f2}.qm{font-size:12px;color:#6f6a7d}.qq{font-size:14.5px;line-height:20px;font-weight:600;margin-top:2px}.qr{margin-top:6px;padding:7px 11px;border-radius:8px;background:#f6f1fa}.qr .tx{margin-top:2px}.rl{font-size:12px;font-weight:600;color:#6a2c91}
.bar{flex:none;gap:10px;padding:10px 14px 14px;border-top:1px solid #ece9f2;background:#fff;position:relative;z-index:3}.bar span{flex:1;text-align:center;border-radius:6px;padding:11px;font-weight:600;font-size:14.5px}.bar .o{border:1.5px solid #6a2c91;color:#6a2c91}.bar .c{background:#6a2c91;color:#fff}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<div class="h"></div>${icon.heart(22)}${icon.share(22)}</div>
<div class="fill">
${picture("100%", 100, ["#c9d9e6", "#9fb7a0"], `<div style="position:absolute;left:110px;top:30px;width:140px;height:82px;background:#b48a6a"></div><div style="position:absolute;left:100px;top:8px;width:0;height:0;border-left:80px solid transparent;border-right:80px solid transparent;border-bottom:30px solid #6b4b3a"></div><div style="position:absolute;left:276px;top:34px;width:54px;height:54px;border-radius:50%;background:#5f8a4a"></div><div style="position:absolute;left:298px;top:84px;width:8px;height:30px;background:#6b4b3a"></div>`)}
<div class="pc" data-role="ui"><div class="g">Guide price</div><div class="p">£285,000</div><b>Semi-detached family home · 3 bedrooms</b><small>Tarrow Close, Market Harborough</small></div>
<div class="row ft" data-role="ui"><span>3 beds</span><span>1 bath</span><span>Garden</span><span>Driveway</span></div>
${ui("About this home", "h2")}
<div class="ds">${paras("owner", [
    "A much-loved family home on a quiet cul-de-sac.",
    "The garden has a mature apple tree. In 2025 it produced one apple, which was excellent, and we shared it four ways.",
    "New boiler (2024), boarded loft, and a shed I have rebuilt twice after the same storm.",
  ])}</div>
${ui("Questions from buyers", "h2")}
${pbQ("Fabrizio", "3 days ago", "Hi Aneurin, is the apple tree staying with the house?", "Yes. We’re told it’s having a big year next year. It has been having a big year next year since 2019.")}
${pbQ("Flavia", "5 hours ago", "Could we come on Saturday morning? We are chain free and have our mortgage in principle sorted")}
</div>
<div class="row bar" data-role="ui"><span class="o">Make an offer</span><span class="c">Book a viewing</span></div>`,
};

/** An Apartments.com review: name and date (labels), stars, the text, and the owner's response under its label. */
const acReview = (name: string, date: string, n: number, text: string[], answer?: string) =>
  `<div class="cd gap">${whoRow(name, date, "#5a6a8a", 30)}<div style="margin-top:6px">${stars(n, "#f5b400", "#4a4f57", 13)}</div>${paras(name, text)}${
    answer ? `<div class="rp">${ui("Owner’s response", "rl")}${own(answer, "tx")}</div>` : ""
  }</div>`;

export const apartmentsCom: ScreenSpec = {
  id: "apartmentscom-cornelius-is-unwell",
  app: "Apartments.com",
  kind: "listing",
  dark: true,
  device: "android",
  format: "jpeg",
  quality: 70,
  owner: { name: "Anatole Kessock", handle: null },
  time: "20:39",
  battery: 34,
  replies: true,
  css: `${pageCss({ bg: "#0f1113", card: "#181b1f", fg: "#e9ecef", sub: "#9aa1a9", line: "#262a30", accent: "#7cc242", soft: "#20262b", size: 14.5 })}
.fill>*{flex-shrink:0}.hd{background:#181b1f}
.pc{padding:10px 16px 10px;background:#181b1f;border-bottom:1px solid #262a30}.pc .p{font-size:21px;font-weight:700}.pc b{font-size:14.5px;font-weight:500;display:block;margin-top:2px}.pc small{font-size:12.5px;color:#9aa1a9;display:block;margin-top:3px}
.h2{font-size:16px;font-weight:700;padding:14px 16px 2px;background:#181b1f}.ds{padding:0 16px 12px;background:#181b1f}
.rs{gap:8px;padding:2px 16px 10px;background:#181b1f;font-size:13px;color:#9aa1a9}
.bar{flex:none;gap:10px;padding:10px 14px 14px;border-top:1px solid #262a30;background:#181b1f;position:relative;z-index:3}.bar span{flex:1;text-align:center;border-radius:4px;padding:11px;font-weight:600;font-size:14.5px}.bar .o{border:1.5px solid #7cc242;color:#9bd86a}.bar .c{background:#5aa02c;color:#fff}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<div class="h"><b>Property details</b></div>${icon.heart(22)}${icon.share(22)}</div>
<div class="fill">
<div class="pc" data-role="ui"><div class="p">$1,340/mo</div><b>2 Beds · 1 Bath · 910 Sq Ft · House</b><small>1107 S Kenosha Ave, Tulsa, OK 74120</small><small>Rented by owner: Anatole Kessock</small></div>
${ui("About this property", "h2")}
<div class="ds">${paras("owner", [
    "Charming 2 bed bungalow with new carpet, a big backyard and off-street parking.",
    "Every room and appliance has a name, listed in the welcome binder. The furnace is Cornelius.",
  ])}</div>
${ui("Reviews", "h2")}
<div class="row rs" data-role="ui">${stars(4, "#f5b400", "#4a4f57", 14)}<span>3.5 · 4 reviews</span></div>
${acReview("Brigida H.", "Oct 2026", 3, ["Good house, fair rent. Repairs go faster if you use the names. “The heat is out” got nothing. “Cornelius is unwell” got a man within the hour."], "Cornelius is 31 years old and deserves respect.")}
${acReview("Delphina R.", "Jun 2026", 4, ["Quick repairs, quiet street. Six months in, still not sure which one is Florrie."])}
</div>
<div class="row bar" data-role="ui"><span class="o">Call</span><span class="c">Send message</span></div>`,
};

export const idealista: ScreenSpec = {
  id: "idealista-the-man-in-the-boat-is-me",
  app: "Idealista",
  kind: "listing",
  dark: false,
  device: "iphone",
  format: "jpeg",
  generations: [{ quality: 90 }, { width: 828, quality: 66 }],
  owner: { name: "Faustine", handle: null },
  time: "11:48",
  battery: 61,
  replies: true,
  css: `body{background:#f5f5f2;color:#272727}.fill{display:flex;flex-direction:column;justify-content:flex-end;padding:0 12px 10px;gap:6px}.fill>*{flex-shrink:0}
.bb{max-width:272px;border-radius:14px;padding:8px 12px;font-size:15.5px;line-height:21px}.bb.l{background:#fff;align-self:flex-start;border-top-left-radius:3px;box-shadow:0 1px 1px rgba(0,0,0,.08)}.bb.r{background:#e1f56e;color:#272727;align-self:flex-end;border-top-right-radius:3px}
.tm{align-self:center;font-size:11.5px;color:#8a8a85;margin:8px 0 2px}.seen{align-self:flex-end;font-size:11px;color:#8a8a85}
.hd{flex:none;height:54px;padding:0 14px 0 8px;gap:10px;background:#fff;border-bottom:1px solid #e6e6e0;color:#272727}.hd b{font-size:16.5px;font-weight:600;display:block}.hd small{font-size:12px;color:#8a8a85;display:block}
.it{flex:none;gap:12px;padding:10px 14px;background:#fff;border-bottom:1px solid #e6e6e0}.it .th{width:64px;height:52px;border-radius:6px;background:linear-gradient(160deg,#f4efe4,#c9b79a);flex:none;position:relative;overflow:hidden}.it b{font-size:16px;font-weight:700;display:block}.it .d{font-size:13px;color:#4a4a48}.it small{font-size:12px;color:#8a8a85;display:block}
.in{flex:none;gap:10px;padding:8px 12px 30px;background:#fff;border-top:1px solid #e6e6e0;color:#272727}.in .box{flex:1;min-height:38px;border-radius:19px;border:1px solid #d6d6d0;display:flex;align-items:center;padding:6px 14px;font-size:15.5px;color:#9a9a94}`,
  html: `<div class="row hd" data-role="ui">${icon.back(24)}${avatar(36, "#8a6a9a")}<div style="flex:1;min-width:0"><b>Dorotea</b><small>About your ad</small></div>${icon.more(21)}</div>
<div class="row it" data-role="ui"><span class="th"><span style="position:absolute;left:8px;top:16px;width:48px;height:30px;background:#fff"></span><span style="position:absolute;left:26px;top:28px;width:10px;height:18px;background:#5a7ea8"></span></span><div style="min-width:0"><b>€189,000</b><div class="d">Terraced house · 3 bed. · 124 m²</div><small>Calle Alta, Frigiliana (Málaga)</small></div></div>
<div class="fill">
${ui("Monday", "tm")}
${bb("them", "Buenos días! We are in Frigiliana in January. Could we see the house?", "Dorotea")}
${bb("me", "Of course. Any morning except Thursday, when I paint.", "")}
${ui("Tuesday", "tm")}
${bb("them", "Hello again, we loved the photos. Is the mural in the dining room original?", "Dorotea")}
${bb("me", "Original, yes. I painted it in 2008, the winter we moved in.", "")}
${bb("them", "It’s very striking. Would you mind if we painted over it?", "Dorotea")}
${bb("me", "Legally I can’t stop you.", "")}
${bb("me", "The man rowing the little boat is me, though. He has been crossing that wall since 2008.", "")}
${ui("Today", "tm")}
${bb("them", "We talked about it. We would keep the boat", "Dorotea")}
${bb("me", "Then I think we have a deal.", "")}
${ui("Seen", "seen")}
</div>
<div class="row in" data-role="ui">${icon.plus(24)}<span class="box">Write a reply</span>${icon.send(22)}</div>`,
};

export const LISTINGS_A: ScreenSpec[] = [zumper, streetEasy, purplebricks, apartmentsCom, idealista];
