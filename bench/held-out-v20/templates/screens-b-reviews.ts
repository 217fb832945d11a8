// Part B's reviews (v20): Wine-Searcher (blackberry, leather and cedar according to the back label; he got
// red; cropped at the top), TrustRadius (a project tool that now needs a weekly meeting about where things are
// in it, the vendor's response, a colleague's banner, the next review cut by the bar), ConsumerAffairs
// (movers who packed half a sandwich, the company's response, saved twice), Vitals (the drinking number he
// gives his mother, the last review cut by the tab bar), Zagat (twelve courses, then a slice on the way home,
// JPEG downscaled).

import { head, pageCss, tabs } from "./blocks";
import { avatar, icon, picture } from "./icons";
import { say } from "./kit";
import { stars } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { score, scoreCss } from "./screens-b-kit";
import { esc, ui } from "./shell";

/** A Wine-Searcher user review: name and date (labels), stars, the note. */
const wsReview = (o: { name: string; date: string; n: number; text: string; who: string; color: string }) =>
  `<div class="wr"><div class="row" style="gap:10px">${avatar(30, o.color)}<div style="flex:1;min-width:0">${ui(o.name, "nm")}${ui(o.date, "mt")}</div>${stars(o.n, "#8c1c3c", "#ddd3d6", 14)}</div>${say(o.who, o.text, "tx")}</div>`;

export const wineSearcher: ScreenSpec = {
  id: "winesearcher-i-got-red",
  app: "Wine-Searcher",
  kind: "review",
  dark: false,
  device: "android",
  format: "png",
  crop: { top: 30 },
  owner: { name: "Irving K.", handle: null },
  time: "20:49",
  battery: 47,
  replies: true,
  cutLines: 0,
  css: `${pageCss({ bg: "#f6f2f0", card: "#fff", fg: "#2a1c20", sub: "#76666a", line: "#eadfe0", accent: "#8c1c3c", soft: "#f8ecef", size: 14.5 })}
.hd{background:#8c1c3c;color:#fff;border:0;min-height:54px}.hd b{font-size:19px;font-weight:700;font-family:Georgia,serif}
.wn{gap:14px;padding:12px 16px;background:#fff;border-bottom:1px solid #eadfe0;align-items:flex-start}.wn b{font-size:17px;line-height:22px;display:block}.wn small{font-size:12.5px;color:#76666a;display:block;margin-top:3px}
.bo{flex:none;width:26px;height:96px;border-radius:8px 8px 4px 4px;background:linear-gradient(#3b0d1b,#5c1628);position:relative;margin:0 6px}.bo:before{content:"";position:absolute;left:8px;top:-16px;width:10px;height:20px;border-radius:3px;background:#3b0d1b}.bo:after{content:"";position:absolute;left:3px;top:46px;width:20px;height:26px;background:#efe6d8;border-radius:2px}
.sc{display:grid;grid-template-columns:1fr 1fr 1fr;gap:4px;padding:10px 12px;background:#fff;border-bottom:1px solid #eadfe0;text-align:center}.sc b{display:block;font-size:19px;color:#8c1c3c}.sc small{display:block;font-size:11.5px;color:#76666a}
.tz{gap:20px;padding:10px 16px 0;background:#fff;font-size:13.5px;color:#76666a;border-bottom:1px solid #eadfe0}.tz span{padding-bottom:8px}.tz span.on{color:#8c1c3c;border-bottom:2px solid #8c1c3c;font-weight:700}
.wr{margin-top:6px;background:#fff;padding:12px 16px}.tx{margin-top:8px}
.tb{background:#fff;color:#9d8d91}`,
  html: `${head("Wine-Searcher", "", icon.search(22), icon.menu(22))}
<div class="row wn" data-role="ui"><span class="bo"></span><div style="min-width:0"><b>Sierra Corvina Rioja Reserva 2019</b><small>Tempranillo · Rioja, Spain</small><small>Avg. price (ex-tax) $24 / 750ml</small></div></div>
<div class="sc" data-role="ui"><div><b>91</b><small>Critic score</small></div><div><b>4.1 ★</b><small>User rating (38)</small></div><div><b>212</b><small>Offers</small></div></div>
<div class="row tz" data-role="ui"><span>Offers</span><span>Critic reviews</span><span class="on">User reviews</span></div>
<div class="fill">
${wsReview({ name: "Hortensia P.", date: "Nov 28, 2026", n: 4, text: "Dark cherry, vanilla and tobacco leaf, with a long, dusty finish. Lovely with lamb.", who: "Hortensia P.", color: "#b08a7a" })}
${wsReview({ name: "Irving K.", date: "Nov 21, 2026", n: 4, text: "Blackberry, leather and a little cedar, according to the back label. I got red. Very nice red, though.", who: "owner", color: "#7a8ab0" })}
${wsReview({ name: "Jerzy W.", date: "Nov 12, 2026", n: 5, text: "Opened an hour ahead. Ripe plum, clove and wet stone, softening into cocoa by the second glass.", who: "Jerzy W.", color: "#8ab09a" })}
${wsReview({ name: "Gennaro F.", date: "Nov 3, 2026", n: 3, text: "Fine, but a touch too oaky for me at this price.", who: "Gennaro F.", color: "#b0a07a" })}
</div>
${tabs([icon.home(24), icon.search(24), icon.bookmark(24), icon.person(24)], true)}`,
};

/** A TrustRadius review: reviewer and role (labels), the rating, a title, the answers under their headings, and a vendor response. */
const trReview = (o: {
  name: string;
  role: string;
  rating: string;
  date: string;
  title: string;
  parts: [string, string][];
  who: string;
  reply?: string;
  color: string;
}) =>
  `<div class="tr2"><div class="row" style="gap:10px">${avatar(34, o.color)}<div style="min-width:0">${ui(o.name, "nm")}${ui(o.role, "mt")}</div></div>
<div class="row" style="gap:10px;margin-top:8px">${ui(o.rating, "rt")}${ui(o.date, "mt")}</div>${say(o.who, o.title, "tt")}${o.parts.map(([h, t]) => `${ui(h, "th")}${say(o.who, t, "tx")}`).join("")}${
    o.reply ? `<div class="rp">${ui("Plotline responded", "rl")}${say("Plotline", o.reply, "tx")}</div>` : ""
  }</div>`;

export const trustRadius: ScreenSpec = {
  id: "trustradius-where-things-are-in-plotline",
  app: "TrustRadius",
  kind: "review",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Janneke V.", handle: null },
  time: "14:41",
  battery: 69,
  banner: { app: "Messages", color: "#34c759", title: "Hilario", body: "the plotline meeting is moved to 3:30, same room", author: "Hilario", age: "now" },
  replies: true,
  cutLines: 1,
  css: `${pageCss({ bg: "#f3f5f9", card: "#fff", fg: "#17223b", sub: "#5d6780", line: "#e0e5ee", accent: "#2563d9", soft: "#edf3fd", size: 14.5 })}${scoreCss("#fff", "#17223b", "#5d6780", "#e0e5ee")}
.hd{background:#fff}.hd b{font-size:19px;font-weight:800;color:#2563d9;letter-spacing:-.3px}
.pd{gap:12px;padding:8px 16px;background:#fff;border-bottom:1px solid #e0e5ee}.pd b{font-size:17px;display:block}.pd small{font-size:12.5px;color:#5d6780;display:block;margin-top:2px}
.tr2{margin-top:15px;background:#fff;padding:12px 16px}.rt{font-size:12.5px;font-weight:700;color:#fff;background:#2563d9;border-radius:4px;padding:2px 7px}.tt{font-size:16px;margin-top:8px}
.th{font-size:12.5px;font-weight:700;color:#5d6780;text-transform:uppercase;letter-spacing:.4px;margin-top:9px}.tx{margin-top:3px}
.rp{border-left:3px solid #2563d9;border-radius:4px}
.bt{background:#fff}.bt span{background:#2563d9}`,
  html: `${head("TrustRadius", "", icon.search(22), icon.menu(22))}
<div class="row pd" data-role="ui">${picture(50, 50, ["#f2a93b", "#d0662a"])}<div style="min-width:0"><b>Plotline</b><small>Project Management Software</small></div></div>
${score("8.1", "trScore out of 10 · 164 reviews and ratings")}
<div class="fill">
${trReview({
  name: "Janneke V.",
  role: "Operations Manager · Hospitality, 51-200 employees",
  rating: "7 out of 10",
  date: "November 18, 2026",
  title: "Everything in one place",
  parts: [
    ["Use cases", "We moved every team’s projects into Plotline in March, from three different tools."],
    ["Cons", "Finding things. There’s now a weekly meeting about where things are in Plotline."],
  ],
  who: "owner",
  reply: "Thanks, Janneke! Pinned views in the left sidebar should help. We’d be glad to join one of those meetings.",
  color: "#8a9fc0",
})}
${trReview({
  name: "Jurgis P.",
  role: "IT Manager · Logistics, 201-500 employees",
  rating: "8 out of 10",
  date: "November 9, 2026",
  title: "Solid Gantt, pricey add-ons",
  parts: [
    ["Pros", "The Gantt view handles dependencies well and the mobile app is quick enough for site visits."],
    [
      "Cons",
      "Every useful feature is an add-on, and the add-ons are priced per seat, so our bill doubled in a year without anyone noticing until the renewal.",
    ],
  ],
  who: "Jurgis P.",
  color: "#a0b08a",
})}
</div>
<div class="bt" data-role="ui"><span>Write a review</span></div>`,
};

/** A ConsumerAffairs review: name and place (labels), stars, a verified label, the date, the words, and the company's response. */
const caReview = (o: { name: string; place: string; n: number; date: string; text: string; who: string; reply?: string; color: string }) =>
  `<div class="cr"><div class="row" style="gap:10px">${avatar(34, o.color)}<div style="min-width:0">${ui(o.name, "nm")}${ui(o.place, "mt")}</div></div>
<div class="row" style="gap:8px;margin-top:8px">${stars(o.n, "#f4a51c", "#dcdfe3", 15)}${ui("Verified Reviewer", "vr")}</div>${ui(`Original review: ${o.date}`, "od")}${say(o.who, o.text, "tx")}${
    o.reply ? `<div class="rp">${ui("Hollowell Moving & Storage response", "rl")}${say("Hollowell Moving & Storage", o.reply, "tx")}</div>` : ""
  }</div>`;

export const consumerAffairs: ScreenSpec = {
  id: "consumeraffairs-half-a-sandwich",
  app: "ConsumerAffairs",
  kind: "review",
  dark: false,
  device: "iphone-max",
  format: "jpeg",
  generations: [{ quality: 90 }, { width: 828, quality: 66 }],
  owner: { name: "Godfrey T.", handle: null },
  time: "10:12",
  battery: 76,
  replies: true,
  cutLines: 0,
  css: `${pageCss({ bg: "#f2f4f7", card: "#fff", fg: "#1b2431", sub: "#5e6877", line: "#e1e5eb", accent: "#1462a8", soft: "#eaf2fa", size: 15 })}${scoreCss("#fff", "#1b2431", "#5e6877", "#e1e5eb")}
.hd{background:#0f3d6e;color:#fff;border:0}.hd b{font-size:19px;font-weight:800;letter-spacing:-.2px}
.bz{gap:12px;padding:12px 16px;background:#fff;border-bottom:1px solid #e1e5eb}.bz b{font-size:18px;display:block;line-height:23px}.bz small{font-size:12.5px;color:#5e6877;display:block;margin-top:2px}
.ac{display:inline-block;margin-top:6px;font-size:11.5px;font-weight:700;color:#1462a8;border:1.5px solid #1462a8;border-radius:4px;padding:2px 7px}
.cr{margin-top:6px;background:#fff;padding:12px 16px}.vr{font-size:12px;font-weight:600;color:#2f8a4c}.od{font-size:12px;color:#5e6877;margin-top:6px}.tx{margin-top:6px}
.rp{border-left:3px solid #1462a8;border-radius:4px}
.tb{background:#fff;color:#8a93a0}`,
  statusBarDark: true,
  statusBarBackground: "#0f3d6e",
  html: `${head("ConsumerAffairs", "", icon.search(22), icon.menu(22))}
<div class="row bz" data-role="ui">${picture(54, 54, ["#4c7fb8", "#1f3f66"])}<div style="min-width:0"><b>Hollowell Moving &amp; Storage</b><small>Moving Companies · Raleigh, NC</small><span class="ac">Accredited Brand</span></div></div>
${score("4.3", "★★★★☆ · 641 reviews")}
<div class="fill" style="display:flex;flex-direction:column;justify-content:center">
${caReview({ name: "Lidwina S.", place: "Cary, NC", n: 5, date: "Nov. 24, 2026", text: "Crew of three, on time, and they wrapped every table leg. Fair price for a same-day move.", who: "Lidwina S.", color: "#b08aa0" })}
${caReview({ name: "Godfrey T.", place: "Savannah, GA", n: 5, date: "Nov. 17, 2026", text: "Moved us from Raleigh to Savannah in two days. Nothing broken, nothing lost. They packed everything, including half a sandwich I had put down for a minute. It arrived in Savannah in bubble wrap.", who: "owner", reply: "Thanks for choosing Hollowell, Godfrey! We treat every item like it’s our own.", color: "#8aa6b0" })}
${caReview({ name: "Kobina A.", place: "Durham, NC", n: 4, date: "Nov. 6, 2026", text: "Good crew. The estimate was a little low, but they explained the difference.", who: "Kobina A.", color: "#a0a08a" })}
</div>
${tabs([icon.home(24), icon.search(24), icon.bookmark(24), icon.person(24)])}`,
};

/** A Vitals review: stars and date, the reviewer (a label), the words. */
const vtReview = (o: { name: string; n: number; date: string; text: string; who: string }) =>
  `<div class="vr2"><div class="row" style="gap:8px">${stars(o.n, "#e8a33d", "#dcdfe3", 14)}${ui(o.date, "mt")}</div>${ui(o.name, "vn")}${say(o.who, o.text, "tx")}</div>`;

export const vitals: ScreenSpec = {
  id: "vitals-the-number-i-give-my-mother",
  app: "Vitals",
  kind: "review",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Hallvard B.", handle: null },
  time: "12:33",
  battery: 58,
  replies: true,
  cutLines: 1,
  css: `${pageCss({ bg: "#f2f6f7", card: "#fff", fg: "#17282e", sub: "#5b6f76", line: "#dfe8ea", accent: "#0b8ea0", soft: "#e6f4f6", size: 14.5 })}
.hd{background:#0b8ea0;color:#fff;border:0}.hd b{font-size:19px;font-weight:800;letter-spacing:.2px}
.dr{gap:12px;padding:12px 16px;background:#fff;border-bottom:1px solid #dfe8ea}.dr b{font-size:17px;display:block}.dr small{font-size:12.5px;color:#5b6f76;display:block;margin-top:2px}
.rt2{padding:8px 16px;background:#fff;border-bottom:1px solid #dfe8ea;font-size:12px;color:#5b6f76}.rt2 div{flex:1}.rt2 b{display:block;font-size:18px;color:#17282e}
.sh{padding:12px 16px 2px;font-size:15px;font-weight:700}
.vr2{margin-top:6px;background:#fff;padding:12px 16px}.vn{font-size:12.5px;font-weight:600;color:#0b8ea0;margin-top:5px}.tx{margin-top:4px}
.tb{background:#fff;color:#8a9aa0}`,
  statusBarDark: true,
  statusBarBackground: "#0b8ea0",
  html: `${head("Vitals", "", icon.search(22), icon.menu(22))}
<div class="row dr" data-role="ui">${avatar(58, "#9a8070")}<div style="min-width:0"><b>Dr. Hendrika Osterhout, MD</b><small>Family Medicine · Wichita, KS</small><small>22 years experience</small></div></div>
<div class="row rt2" data-role="ui"><div><b>4.6 ★</b>89 ratings</div><div><b>12 min</b>Avg. wait</div><div><b>Yes</b>New patients</div></div>
<div class="fill">
${ui("Patient reviews", "sh")}
${vtReview({ name: "Jolanda M.", n: 5, date: "Nov 26, 2026", text: "Never rushed, and her front desk actually returns calls.", who: "Jolanda M." })}
${vtReview({ name: "Hallvard B.", n: 5, date: "Nov 18, 2026", text: "Very thorough and easy to talk to. She asked how much I drink, and I gave her the number I give my mother. She wrote it down and doubled it.", who: "owner" })}
${vtReview({ name: "Itzel R.", n: 4, date: "Nov 2, 2026", text: "Waited forty minutes past my appointment time, but she explained my blood work line by line and printed it all out for me to take home, which nobody had done before.", who: "Itzel R." })}
${vtReview({ name: "Kealoha N.", n: 5, date: "Oct 21, 2026", text: "Got me in the same week for a sinus infection and followed up with a phone call two days later to check on me.", who: "Kealoha N." })}
</div>
${tabs([icon.home(24), icon.search(24), icon.heart(24), icon.person(24)], true)}`,
};

/** A Zagat review: name and date (labels), the words. */
const zgReview = (o: { name: string; date: string; text: string; who: string; color: string }) =>
  `<div class="zr"><div class="row" style="gap:10px">${avatar(30, o.color)}${ui(o.name, "nm")}${ui(o.date, "mt")}</div>${say(o.who, o.text, "tx")}</div>`;

export const zagat: ScreenSpec = {
  id: "zagat-a-slice-on-the-way-home",
  app: "Zagat",
  kind: "review",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 70,
  downscaleTo: 720,
  owner: { name: "Gerrit D.", handle: null },
  time: "22:51",
  battery: 31,
  replies: true,
  cutLines: 0,
  css: `${pageCss({ bg: "#f5f3ef", card: "#fff", fg: "#221d18", sub: "#6f675e", line: "#e8e2d9", accent: "#b3242c", soft: "#f9ecec", size: 14.5 })}
.hd{background:#fff}.hd b{font-size:21px;font-weight:900;color:#b3242c;letter-spacing:2px}
.rs2{gap:12px;padding:12px 16px;background:#fff;border-bottom:1px solid #e8e2d9;align-items:flex-start}.rs2 b{font-size:20px;display:block}.rs2 small{font-size:12.5px;color:#6f675e;display:block;margin-top:2px}
.zs{display:grid;grid-template-columns:repeat(4,1fr);padding:10px 12px;background:#fff;border-bottom:1px solid #e8e2d9;text-align:center}.zs b{display:block;font-size:20px;color:#b3242c}.zs small{display:block;font-size:11.5px;color:#6f675e}
.zy{padding:12px 16px;background:#fff;border-bottom:1px solid #e8e2d9}.zl{font-size:12px;font-weight:800;color:#b3242c;letter-spacing:.6px}.zt{font-size:14.5px;line-height:21px;margin-top:5px;font-style:italic}
.sh{padding:12px 16px 2px;font-size:15px;font-weight:700}
.zr{margin-top:6px;background:#fff;padding:12px 16px}.tx{margin-top:7px}
.tb{background:#fff;color:#9d958b}`,
  html: `${head("ZAGAT", "", icon.bookmark(22), icon.back(22))}
<div class="row rs2" data-role="ui">${picture(64, 64, ["#a77b52", "#3d2a1c"])}<div style="min-width:0"><b>Veltri</b><small>Italian · Tasting Menu · $$$$</small><small>Walker’s Point, Milwaukee</small></div></div>
<div class="zs" data-role="ui"><div><b>4.7</b><small>Food</small></div><div><b>4.5</b><small>Decor</small></div><div><b>4.6</b><small>Service</small></div><div><b>$185</b><small>Cost</small></div></div>
<div class="zy">${ui("ZAGAT SAYS", "zl")}${say("Zagat", "“Worth every penny” say fans of this Walker’s Point tasting room, where the “agnolotti alone justify the drive” and the staff “make a weeknight feel like an anniversary”.", "zt")}</div>
<div class="fill">
${ui("Reviews", "sh")}
${zgReview({ name: "Isabeau L.", date: "Nov 29, 2026", text: "The agnolotti alone is worth the drive from Madison. Sit at the counter.", who: "Isabeau L.", color: "#b09a8a" })}
${zgReview({ name: "Gerrit D.", date: "Nov 22, 2026", text: "Our anniversary. Twelve courses, all of them beautiful, with a wine pairing to match. We stopped for a slice on the way home.", who: "owner", color: "#8a9ab0" })}
${zgReview({ name: "Jyoti S.", date: "Nov 15, 2026", text: "Warm, unhurried service. They remembered my sister’s allergy from a call two weeks before.", who: "Jyoti S.", color: "#9ab08a" })}
</div>
${tabs([icon.home(24), icon.search(24), icon.bookmark(24), icon.person(24)])}`,
};
