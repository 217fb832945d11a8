// Part A's listings: Vestiaire Collective (a bag worn to a wedding and to the argument after it, with
// buyers' questions, the last cut under the bottom bar), OpenRent (a room whose shared garden comes with
// a tortoise on the tenancy, with questions, saved twice), Motors.co.uk (dark, an estate car whose sat-nav
// still sends every trip to a former address), Badi (a flat whose house rule is for one flatmate, with
// messages, JPEG), HomeExchange (dark, a home whose cat is included and unreviewed, with guests' reviews).
import { icon, picture } from "./icons";
import { button, cmt, head, pageCss, paras, review, statGrid, whoRow } from "./blocks";
import type { ScreenSpec } from "./screen-type";
import { ui } from "./shell";

export const vestiaire: ScreenSpec = {
  id: "vestiaire-worn-to-the-argument",
  app: "Vestiaire Collective",
  kind: "listing",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "celeste.holcombe", handle: "celeste.holcombe" },
  time: "13:09",
  battery: 71,
  cutLines: 1,
  replies: true,
  css: `${pageCss({ bg: "#fff", card: "#fff", fg: "#111", sub: "#6d6d6d", line: "#ececec", accent: "#111", soft: "#f5f5f5", size: 14 })}
.pc{padding:10px 16px 0}.br{font-size:13px;font-weight:700;letter-spacing:.5px}.tl{font-size:15px;line-height:20px}.pc b{font-size:18px;display:block;margin-top:4px}.h2{font-size:14px;font-weight:700;padding:12px 16px 2px}.bt span{background:#111;border-radius:4px}.fill>*{flex-shrink:0}`,
  html: `${head("", "", `${icon.heart(22)}${icon.share(22)}`)}
<div class="fill">
${picture("100%", 98, ["#efe9e2", "#d9cfc4"], `<div style="position:absolute;left:120px;top:40px;width:150px;height:110px;border-radius:14px;background:#7a3b2e"></div><div style="position:absolute;left:150px;top:18px;width:90px;height:40px;border:7px solid #5a2a20;border-bottom:none;border-radius:45px 45px 0 0"></div>`)}
<div class="pc" data-role="ui"><div class="br">Mulberry</div><div class="tl">Leather crossbody bag, burgundy</div><b>£410</b></div>
${ui("Seller’s description", "h2")}
<div class="cd" style="border:none;padding-top:0;padding-bottom:4px">${paras("owner", ["Lovely bag in excellent condition, dust bag included. Worn twice: once to my cousin’s wedding and once to the family meeting about what I said at my cousin’s wedding. Small mark inside the lining, see photo 6."])}</div>
<div class="cd" style="padding:4px 16px 8px">${whoRow("celeste.holcombe", "Seller · 38 items sold · Replies within a day", "#b07a8a", 32)}</div>
${ui("Questions (4)", "h2")}
${cmt("fionnuala.b", "2d", "#6a8ab0", "Is the strap adjustable?", "fionnuala.b")}
${cmt("celeste.holcombe", "2d", "#b07a8a", "Yes, three holes. I used the middle one, it’s been through a lot.", "owner", true)}
${cmt("bramwell.d", "5h", "#8aa06a", "Would you take £350? I could collect in person", "bramwell.d")}
${cmt("celeste.holcombe", "4h", "#b07a8a", "Sorry, £390 is my lowest. It was a very expensive wedding, for everyone involved.", "owner", true)}
${cmt("dinah.calder", "1h", "#a06a8a", "Hi, is the mark inside the lining very visible in daylight or only up close? Thanks so much", "dinah.calder")}
</div>
${button("Buy now · £410")}`,
};

export const openRent: ScreenSpec = {
  id: "openrent-the-tortoise-on-the-tenancy",
  app: "OpenRent",
  kind: "listing",
  dark: false,
  device: "android",
  format: "jpeg",
  generations: [{ quality: 90 }, { width: 828, quality: 67 }],
  owner: { name: "Ebele Probert", handle: null },
  time: "11:36",
  battery: 83,
  replies: true,
  css: `${pageCss({ bg: "#f4f6f8", card: "#fff", fg: "#20262d", sub: "#5d6873", line: "#e1e5ea", accent: "#e8413c", soft: "#f4f6f8", size: 14 })}
.pc{padding:10px 16px 4px;background:#fff}.pc b{font-size:20px;display:block}.pc small{font-size:13px;color:#5d6873;display:block}.h2{font-size:15px;font-weight:700;padding:12px 16px 2px;background:#fff}`,
  html: `${head("1 bed in a shared house", "Tanyard Road · Bexley", icon.heart(22))}
<div class="fill">
${picture("100%", 130, ["#cfe0c8", "#7fa070"], `<div style="position:absolute;left:210px;top:80px;width:44px;height:26px;border-radius:22px 22px 6px 6px;background:#6b5a3a"></div><div style="position:absolute;left:250px;top:88px;width:12px;height:10px;border-radius:50%;background:#8a7a5a"></div>`)}
<div class="pc" data-role="ui"><b>£695 pcm</b><small>Available 1 November · Bills included</small></div>
${statGrid([
  ["1", "Bedroom"],
  ["2", "Bathrooms"],
  ["3", "Tenants"],
])}
${ui("Description", "h2")}
<div class="cd">${paras("owner", ["Sunny double bedroom, quiet four-bed house, five minutes from the bus station. The garden is shared with Delyth, a tortoise who came with the house and is named on the tenancy agreement as a permitted occupant. She does not pay rent and has never been late with it."])}</div>
${ui("Questions from tenants", "h2")}
${cmt("Ciaran", "3 days ago", "#6a8ab0", "Is the tortoise ok with cats?", "Ciaran")}
${cmt("Ebele Probert", "Landlord", "#a07a5a", "She has outlived two. Yes.", "owner", true)}
${cmt("Blessing", "1 day ago", "#8a6ab0", "Is there parking on the street?", "Blessing")}
${cmt("Ebele Probert", "Landlord", "#a07a5a", "Permit parking, £40 a year from the council.", "owner", true)}
</div>
${button("Request a viewing", true)}`,
};

export const motors: ScreenSpec = {
  id: "motors-the-satnav-goes-to-dawlish",
  app: "Motors.co.uk",
  kind: "listing",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "Ansgar", handle: null },
  time: "21:03",
  battery: 29,
  replies: false,
  css: `${pageCss({ bg: "#121417", card: "#1b1e22", fg: "#eceff2", sub: "#9aa3ad", line: "#2b3036", accent: "#ff5a1f", soft: "#24282d", size: 14 })}
.pc{padding:10px 16px 4px;background:#1b1e22}.pc b{font-size:21px;display:block}.pc small{font-size:13px;color:#9aa3ad;display:block}.h2{font-size:15px;font-weight:700;padding:12px 16px 2px;background:#1b1e22}`,
  html: `${head("2015 Kia Ceed Sportswagon 1.6 CRDi", "Private seller", `${icon.heart(22)}${icon.share(22)}`)}
<div class="fill">
${picture("100%", 150, ["#3a4450", "#20252b"], `<div style="position:absolute;left:60px;top:62px;width:240px;height:52px;border-radius:18px 30px 8px 8px;background:#8c949c"></div><div style="position:absolute;left:90px;top:104px;width:34px;height:34px;border-radius:50%;background:#111"></div><div style="position:absolute;left:236px;top:104px;width:34px;height:34px;border-radius:50%;background:#111"></div>`)}
<div class="pc" data-role="ui"><b>£6,450</b><small>Chepstow · 14 miles away</small></div>
${statGrid([
  ["98,412", "Miles"],
  ["Diesel", "Fuel"],
  ["Manual", "Gearbox"],
])}
${ui("Seller’s description", "h2")}
<div class="cd">${paras("owner", [
    "Reliable family estate, full service history, cambelt done at 90,000. Two keys, MOT until August.",
    "The sat-nav’s home button still goes to the previous owner’s house in Dawlish. I’ve never been, but after three years I feel like I know the road.",
    "Small scuff on the rear bumper, priced accordingly. No timewasters please.",
  ])}</div>
<div class="cd">${whoRow("Ansgar", "Private seller · Member since 2019", "#5a7ab0", 34)}</div>
</div>
${button("Message seller", true)}`,
};

export const badi: ScreenSpec = {
  id: "badi-this-rule-is-for-one-flatmate",
  app: "Badi",
  kind: "listing",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 68,
  owner: { name: "Amaia", handle: null },
  time: "10:14",
  battery: 90,
  replies: true,
  css: `${pageCss({ bg: "#fff", card: "#fff", fg: "#1f1f2b", sub: "#6f6f7e", line: "#ececf2", accent: "#24b27a", soft: "#f1f9f5", size: 14 })}
.pc{padding:10px 16px 0}.pc b{font-size:19px;display:block}.pc small{font-size:13px;color:#6f6f7e;display:block}.h2{font-size:15px;font-weight:700;padding:12px 16px 2px}.bt span{background:#24b27a}`,
  html: `${head("", "", `${icon.heart(22)}${icon.share(22)}`)}
<div class="fill">
${picture("100%", 150, ["#f3e6d0", "#c9b08a"], `<div style="position:absolute;left:40px;top:70px;width:160px;height:50px;border-radius:8px;background:#f4f1ea"></div><div style="position:absolute;left:250px;top:20px;width:70px;height:90px;background:#9fd0e8;border:5px solid #fff"></div>`)}
<div class="pc" data-role="ui"><b>€520/month</b><small>Double room · Delicias, Zaragoza · Available now</small></div>
${ui("About the flat", "h2")}
<div class="cd" style="border:none;padding-top:0">${paras("owner", ["Sunny room with a balcony in a flat of three. We are tidy, friendly and mostly quiet. House rules: no shoes inside and no singing after 11 (this rule is for Faustyna, she has been told, she sings anyway). Fibre internet and a washing machine."])}</div>
<div class="cd" style="padding:4px 16px 8px">${whoRow("Amaia", "Lister · Lives here · 29", "#b07a5a", 34)}</div>
${ui("Messages", "h2")}
${cmt("Dafydd", "Yesterday", "#5a8ab0", "Hi! Is the room still free from the 1st? I work from home most days", "Dafydd")}
${cmt("Amaia", "Yesterday", "#b07a5a", "Yes, it is! You would hear Faustyna, but she is good.", "owner", true)}
${cmt("Dafydd", "Today", "#5a8ab0", "what does she sing", "Dafydd")}
${cmt("Amaia", "Today", "#b07a5a", "The same song since March. Nobody knows its name and we are too scared to ask.", "owner", true)}
</div>
${button("Send request")}`,
};

export const homeExchange: ScreenSpec = {
  id: "homeexchange-the-cat-has-no-reviews",
  app: "HomeExchange",
  kind: "listing",
  dark: true,
  device: "iphone-max",
  format: "png",
  owner: { name: "Eilidh & Ferran", handle: null },
  time: "18:27",
  battery: 58,
  replies: true,
  css: `${pageCss({ bg: "#101214", card: "#181b1e", fg: "#eef0f2", sub: "#a0a7ae", line: "#2a2f34", accent: "#f5a623", soft: "#22262a", size: 14.5 })}
.pc{padding:10px 16px 4px;background:#181b1e}.pc b{font-size:19px;display:block}.pc small{font-size:13px;color:#a0a7ae;display:block}.h2{font-size:15px;font-weight:700;padding:12px 16px 2px;background:#181b1e}.bt span{background:#f5a623;color:#111}`,
  html: `${head("Stone cottage with garden", "Home · 2 bedrooms · 4 guests", `${icon.heart(22)}${icon.share(22)}`)}
<div class="fill">
${picture("100%", 150, ["#5a6a52", "#2a332a"], `<div style="position:absolute;left:100px;top:50px;width:220px;height:90px;background:#8a8070"></div><div style="position:absolute;left:90px;top:24px;width:240px;height:34px;background:#3a3a40;clip-path:polygon(8% 0,92% 0,100% 100%,0 100%)"></div>`)}
<div class="pc" data-role="ui"><b>Kirkcudbright, Scotland</b><small>Hosted by Eilidh & Ferran · 190 GuestPoints a night</small></div>
${ui("About our home", "h2")}
<div class="cd">${paras("owner", ["A quiet cottage ten minutes’ walk from the harbour, with a wood burner and a big kitchen table. Our cat Cadwallader comes with the house and needs feeding twice a day. He has never had a bad review, mostly because nobody has reviewed him."])}</div>
${ui("Reviews (12)", "h2")}
${review({ name: "Bérénice D.", meta: "Exchanged in August", color: "#8a6ab0", n: 5, star: "#f5a623", text: ["Beautiful home, very clean. Cadwallader slept on our son every night and we have reviewed him now: five stars, would be sat on again."], who: "Bérénice D." })}
${review({ name: "Arvid L.", meta: "Exchanged in May", color: "#5a9ab0", n: 5, star: "#f5a623", text: ["Great hosts, easy key handover, lovely walks nearby."], who: "Arvid L." })}
</div>
${button("Request an exchange")}`,
};

export const LISTINGS_A: ScreenSpec[] = [vestiaire, openRent, motors, badi, homeExchange];
