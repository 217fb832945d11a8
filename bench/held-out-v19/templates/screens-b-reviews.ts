// Part B's reviews (v19): G2 (a time tracker that showed her manager her Tuesday afternoons, the vendor's
// reply, the last review cut by the button bar), Avvo (a hedge dispute won in fourteen months while the hedge
// grew four feet, the attorney's response, saved twice), Better Business Bureau (a paint stain hidden under a
// rug for six years, the business's response, cropped at the top), MakeupAlley (a brow pencil drawn a bit
// high, surprised in every wedding photo, JPEG), Consumer Reports (dark, a dishwasher so quiet it gets opened
// mid-cycle, downscaled JPEG, the last review cut by the tab bar).

import { head, pageCss, review, tabs } from "./blocks";
import { avatar, icon, picture } from "./icons";
import { say } from "./kit";
import { stars } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { score, scoreCss } from "./screens-b-kit";
import { ui } from "./shell";

/** A G2 review: reviewer and role (labels), stars and date, a quoted title, and the two questions with answers. */
const g2Review = (o: {
  name: string;
  role: string;
  size: string;
  color: string;
  n: number;
  date: string;
  title: string;
  best: string;
  worst: string;
  who: string;
  reply?: string;
}) =>
  `<div class="gr2"><div class="row" style="gap:10px">${avatar(36, o.color)}<div style="min-width:0">${ui(o.name, "nm")}${ui(`${o.role} · ${o.size}`, "mt")}</div></div>
<div class="row" style="gap:8px;margin-top:9px">${stars(o.n, "#ff492c", "#e3dfe0", 15)}${ui(o.date, "mt")}</div>${say(o.who, o.title, "gt")}
${ui("What do you like best about Tallyhour?", "gq")}${say(o.who, o.best, "tx")}${ui("What do you dislike about Tallyhour?", "gq")}${say(o.who, o.worst, "tx")}${
  o.reply ? `<div class="rp">${ui("Response from Tallyhour", "rl")}${say("Tallyhour", o.reply, "tx")}</div>` : ""
}</div>`;

export const g2: ScreenSpec = {
  id: "g2-what-my-tuesday-afternoons-were",
  app: "G2",
  kind: "review",
  dark: false,
  device: "iphone-max",
  format: "png",
  owner: { name: "Keeley R.", handle: null },
  time: "13:26",
  battery: 81,
  replies: true,
  cutLines: 1,
  css: `${pageCss({ bg: "#f4f2f3", card: "#fff", fg: "#1b1a1f", sub: "#6a6670", line: "#e6e2e4", accent: "#ff492c", soft: "#fff1ee", size: 14.5 })}${scoreCss("#fff", "#1b1a1f", "#6a6670", "#e6e2e4")}
.hd{background:#fff}.hd b{font-size:19px;font-weight:900;color:#ff492c}
.pd{gap:12px;padding:6px 16px;background:#fff;border-bottom:1px solid #e6e2e4}.pd b{font-size:17px;display:block}.pd small{font-size:12.5px;color:#6a6670;display:block;margin-top:2px}
.gr2{margin-top:6px;background:#fff;padding:12px 16px}.gt{font-size:16px;font-weight:700;line-height:22px;margin-top:7px}.gq{font-size:13px;font-weight:700;color:#5c2e91;margin-top:9px}.tx{margin-top:3px}
.rp{border-left:3px solid #ff492c;border-radius:4px}
.bt{background:#fff}.bt span{background:#ff492c}`,
  html: `${head("G2", "", icon.search(22), icon.menu(22))}
<div class="row pd" data-role="ui">${picture(52, 52, ["#3d7ef0", "#1b3f8a"])}<div style="min-width:0"><b>Tallyhour</b><small>Time Tracking Software · by Tallyhour Inc.</small></div></div>
${score("4.5", "★★★★½ · 812 reviews")}
<div class="fill">
${g2Review({ name: "Josefine A.", role: "Account Manager", size: "Small-Business (50 or fewer emp.)", color: "#b08a9a", n: 5, date: "Nov 24, 2026", title: "“Our whole team was on it in a week”", best: "The weekly summary lands in my inbox every Friday.", worst: "The mobile app logs me out more than I would like.", who: "Josefine A." })}
${g2Review({ name: "Keeley R.", role: "Operations Coordinator", size: "Small-Business (50 or fewer emp.)", color: "#7a9ab0", n: 4, date: "Nov 19, 2026", title: "“Accurate to the minute”", best: "Setup took under ten minutes. The timer runs in the background without slowing anything down.", worst: "It is very accurate. My manager can now see exactly what my Tuesday afternoons were.", who: "owner", reply: "Hi Keeley, we do like to be accurate! Try Focus Mode." })}
${g2Review({ name: "Imre V.", role: "IT Director", size: "Mid-Market (51-1000 emp.)", color: "#8ab08a", n: 4, date: "Nov 11, 2026", title: "“Solid reports, clunky invoicing”", best: "Reports export cleanly to our payroll system and the audit log has saved us twice during client disputes.", worst: "Invoicing takes too many clicks.", who: "Imre V." })}
</div>
<div class="bt" data-role="ui"><span>Write a Review</span></div>`,
};

/** An Avvo review: stars, a title, who posted it, a hired-attorney label, the words, and the attorney's response. */
const avvoReview = (o: { n: number; title: string; by: string; date: string; text: string; who: string; reply?: string }) =>
  `<div class="ar"><div class="row" style="gap:8px">${stars(o.n, "#f2a900", "#dcdfe3", 15)}${ui(o.date, "mt")}</div>${say(o.who, o.title, "at")}${ui(`Posted by ${o.by} · Hired attorney`, "ab")}${say(o.who, o.text, "tx")}${
    o.reply ? `<div class="rp">${ui("Attorney response", "rl")}${say("Lenore Quillfield", o.reply, "tx")}</div>` : ""
  }</div>`;

export const avvo: ScreenSpec = {
  id: "avvo-the-hedge-has-grown-four-feet",
  app: "Avvo",
  kind: "review",
  dark: false,
  device: "iphone",
  format: "jpeg",
  generations: [{ quality: 90 }, { width: 828, quality: 66 }],
  owner: { name: "Lucius P.", handle: null },
  time: "09:14",
  battery: 64,
  replies: true,
  cutLines: 1,
  css: `${pageCss({ bg: "#f3f5f7", card: "#fff", fg: "#1a2633", sub: "#5f6d7a", line: "#e1e6eb", accent: "#0a7a9c", soft: "#eaf5f8", size: 14.5 })}
.hd{background:#0a2f4a;color:#fff;border:0}.hd b{font-size:19px;font-weight:800;letter-spacing:.3px}
.at2{gap:12px;padding:12px 16px;background:#fff;border-bottom:1px solid #e1e6eb}.at2 b{font-size:17px;display:block}.at2 small{font-size:12.5px;color:#5f6d7a;display:block;margin-top:2px}
.rt2{gap:0;padding:8px 16px;background:#fff;border-bottom:1px solid #e1e6eb;font-size:12px;color:#5f6d7a}.rt2 div{flex:1}.rt2 b{display:block;font-size:18px;color:#1a2633}
.sh{padding:12px 16px 2px;font-size:15px;font-weight:700}
.ar{margin-top:5px;background:#fff;padding:12px 16px}.at{font-size:16px;font-weight:700;margin-top:7px}.ab{font-size:12px;color:#5f6d7a;margin-top:2px}
.rp{border-left:3px solid #0a7a9c;border-radius:4px}`,
  statusBarDark: true,
  statusBarBackground: "#0a2f4a",
  html: `${head("avvo", "", icon.search(22), icon.menu(22))}
<div class="row at2" data-role="ui">${avatar(58, "#a38a74")}<div style="min-width:0"><b>Lenore Quillfield</b><small>Real Estate Attorney · Salem, OR</small><small>Licensed for 17 years</small></div></div>
<div class="row rt2" data-role="ui"><div><b>9.6</b>Avvo Rating</div><div><b>4.9 ★</b>37 reviews</div><div><b>Free</b>Consultation</div></div>
<div class="fill">
${ui("Client reviews", "sh")}
${avvoReview({ n: 5, title: "Made our closing painless", by: "Ksenia D.", date: "Nov 27, 2026", text: "Explained every page of the closing documents and answered my emails the same afternoon.", who: "Ksenia D." })}
${avvoReview({ n: 5, title: "Patient and thorough", by: "Lucius P.", date: "Nov 15, 2026", text: "Lenore handled our boundary dispute with the neighbor over the hedge. It was settled in only fourteen months. The hedge has grown four feet since we started.", who: "owner", reply: "Thank you, Lucius. Please do call me before anyone trims it." })}
${avvoReview({ n: 4, title: "Knows zoning inside out", by: "Hedley G.", date: "Oct 30, 2026", text: "Got our garage conversion approved on the second try.", who: "Hedley G." })}
</div>
${tabs([icon.home(24), icon.search(24), icon.chat(24), icon.person(24)])}`,
};

export const bbb: ScreenSpec = {
  id: "bbb-why-there-was-a-rug-there",
  app: "Better Business Bureau",
  kind: "review",
  dark: false,
  device: "iphone-max",
  format: "png",
  owner: { name: "Ingmar H.", handle: null },
  time: "17:03",
  battery: 48,
  crop: { top: 56 },
  replies: true,
  cutLines: 0,
  css: `${pageCss({ bg: "#f2f5f8", card: "#fff", fg: "#17212b", sub: "#5a6773", line: "#dfe5eb", accent: "#005a78", soft: "#eaf2f6", size: 14.5 })}${scoreCss("#fff", "#17212b", "#5a6773", "#dfe5eb")}
.hd{background:#005a78;color:#fff;border:0}.hd b{font-size:18px;font-weight:800}
.bz{gap:12px;padding:12px 16px;background:#fff;border-bottom:1px solid #dfe5eb}.bz b{font-size:18px;display:block;line-height:23px}.bz small{font-size:12.5px;color:#5a6773;display:block;margin-top:2px}
.ac{display:inline-block;margin-top:6px;font-size:11.5px;font-weight:700;color:#005a78;border:1.5px solid #005a78;border-radius:4px;padding:2px 7px}.gd2{flex:none;margin-left:auto;text-align:center}.gd2 b{font-size:28px;color:#005a78}.gd2 small{font-size:11px}
.tz{gap:20px;padding:10px 16px 0;background:#fff;font-size:13.5px;color:#5a6773;border-bottom:1px solid #dfe5eb}.tz span{padding-bottom:8px}.tz span.on{color:#005a78;border-bottom:2px solid #005a78;font-weight:700}
.rp{border-left:3px solid #005a78;border-radius:4px}
.bt{background:#fff}.bt span{background:#005a78}`,
  statusBarDark: true,
  statusBarBackground: "#005a78",
  html: `${head("BBB", "", icon.search(22), icon.menu(22))}
<div class="row bz" data-role="ui"><div style="min-width:0"><b>Everclean Carpet &amp; Upholstery</b><small>Carpet &amp; Rug Cleaners · Lyndhurst, OH</small><span class="ac">BBB Accredited Business</span></div><div class="gd2"><b>A+</b><small>BBB Rating</small></div></div>
<div class="row tz" data-role="ui"><span>Overview</span><span class="on">Customer Reviews</span><span>Complaints</span></div>
${score("4.6/5", "★★★★★ · Average of 58 Customer Reviews")}
<div class="fill">
${review({ name: "Lovisa T.", meta: "Customer review", color: "#a08ab0", n: 5, star: "#005a78", date: "11/28/2026", text: ["Booked online for Tuesday and they came Tuesday. The sofa looks new and was dry by dinner."], who: "Lovisa T." })}
${review({ name: "Ingmar H.", meta: "Customer review", color: "#8aa0b0", n: 5, star: "#005a78", date: "11/21/2026", text: ["Two guys, on time, very careful with the furniture. They got out a paint stain I had been hiding under a rug for six years. Now I have to explain to my wife why there was a rug there."], who: "owner", answer: { label: "Business Response", author: "Everclean Carpet & Upholstery", text: "Glad we could help, Ingmar. We clean rugs too, in case you need to hide something else." } })}
${review({ name: "Karin B.", meta: "Customer review", color: "#b0a08a", n: 4, star: "#005a78", date: "11/09/2026", text: ["Good work on the stairs. Running twenty minutes late, but they called ahead."], who: "Karin B." })}
</div>
<div class="bt" data-role="ui"><span>Write a Review</span></div>`,
};

/** A MakeupAlley review: the member's handle and date, her details, the rating and repurchase labels, the words. */
const maReview = (o: { handle: string; date: string; details: string; rating: string; again: string; text: string; who: string }) =>
  `<div class="mr"><div class="row" style="gap:8px">${ui(o.handle, "mh")}${ui(o.date, "md")}</div>${ui(o.details, "mdt")}<div class="row" style="gap:10px;margin-top:6px">${ui(o.rating, "mrt")}${ui(o.again, "mag")}</div>${say(o.who, o.text, "mx")}</div>`;

export const makeupAlley: ScreenSpec = {
  id: "makeupalley-surprised-in-every-wedding-photo",
  app: "MakeupAlley",
  kind: "review",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 72,
  owner: { name: "iolanthe_w", handle: "iolanthe_w" },
  time: "11:48",
  battery: 53,
  replies: true,
  cutLines: 0,
  css: `${pageCss({ bg: "#fbf6f8", card: "#fff", fg: "#2a1f26", sub: "#7a6872", line: "#efe2e8", accent: "#b2246b", soft: "#fbeaf2", size: 14 })}
.hd{background:#b2246b;color:#fff;border:0;min-height:48px}.hd b{font-size:19px;font-weight:800;font-style:italic}
.pd{gap:12px;padding:10px 16px;background:#fff;border-bottom:1px solid #efe2e8}.pd b{font-size:16px;display:block;line-height:21px}.pd small{font-size:12.5px;color:#7a6872;display:block;margin-top:2px}
.sm{gap:0;padding:8px 16px;background:#fff;border-bottom:1px solid #efe2e8;font-size:11.5px;color:#7a6872}.sm div{flex:1}.sm b{display:block;font-size:18px;color:#b2246b}
.mr{margin-top:7px;background:#fff;padding:11px 16px}.mh{font-size:14px;font-weight:700;color:#b2246b}.md{font-size:12px;color:#7a6872}.mdt{font-size:11.5px;color:#7a6872;margin-top:2px;line-height:16px}
.mrt{font-size:12px;font-weight:700;background:#fbeaf2;color:#b2246b;border-radius:4px;padding:2px 7px}.mag{font-size:12px;color:#7a6872}.mx{font-size:14.5px;line-height:21px;margin-top:6px}
.tb{background:#fff;color:#a8949e}`,
  html: `${head("MakeupAlley", "", icon.search(22), icon.menu(22))}
<div class="row pd" data-role="ui">${picture(50, 50, ["#6b4e3d", "#2a1c14"])}<div style="min-width:0"><b>Kohlwell Waterproof Brow Pencil</b><small>Brows · Shade: Soft Brown</small></div></div>
<div class="row sm" data-role="ui"><div><b>4.1</b>Avg rating</div><div><b>126</b>Reviews</div><div><b>78%</b>Would repurchase</div></div>
<div class="fill">
${maReview({ handle: "gisela_glam", date: "11/26/2026", details: "Age 30-35 · Skin Oily, Medium · Hair Black, Straight · Eyes Brown", rating: "4.0", again: "Repurchase: Yes", text: "Good colour range and a spoolie on the end. Needs sharpening more often than I would like.", who: "gisela_glam" })}
${maReview({ handle: "iolanthe_w", date: "11/17/2026", details: "Age 36-43 · Skin Normal, Light · Hair Brown, Wavy · Eyes Green", rating: "5.0", again: "Repurchase: Yes", text: "It does not budge. Rain, dancing and a good cry at the ceremony, and nothing moved. My only mistake was drawing them a bit high, so I look surprised in every single wedding photo.", who: "owner" })}
${maReview({ handle: "jorun_b", date: "11/09/2026", details: "Age 25-29 · Skin Combination, Tan · Hair Brown, Straight · Eyes Hazel", rating: "4.0", again: "Repurchase: Yes", text: "Fine tip, easy to do hair-like strokes. Lasted through a 10k in August.", who: "jorun_b" })}
${maReview({ handle: "halina.k", date: "11/03/2026", details: "Age 44-55 · Skin Dry, Fair · Hair Grey, Curly · Eyes Blue", rating: "3.0", again: "Repurchase: No", text: "Lasts well but the shade runs warm on me.", who: "halina.k" })}
</div>
${tabs([icon.home(24), icon.search(24), icon.bookmark(24), icon.person(24)])}`,
};

/** A Consumer Reports member review: name and ownership (a label), stars, a title and the words. */
const crReview = (o: { name: string; meta: string; n: number; date: string; title: string; text: string; who: string }) =>
  `<div class="cr">${ui(`${o.name} · ${o.meta}`, "cn2")}<div class="row" style="gap:8px;margin-top:5px">${stars(o.n, "#2fbf71", "#3a3f45", 14)}${ui(o.date, "mt")}</div>${say(o.who, o.title, "ct2")}${say(o.who, o.text, "tx")}</div>`;

export const consumerReports: ScreenSpec = {
  id: "consumerreports-to-make-sure-it-was-running",
  app: "Consumer Reports",
  kind: "review",
  dark: true,
  device: "android",
  format: "jpeg",
  quality: 70,
  downscaleTo: 720,
  owner: { name: "Giles M.", handle: null },
  time: "20:21",
  battery: 35,
  replies: true,
  cutLines: 1,
  css: `${pageCss({ bg: "#0f1113", card: "#1a1d20", fg: "#eceef0", sub: "#a2a9b0", line: "#2a2e33", accent: "#2fbf71", soft: "#22262a", size: 14 })}
.hd{background:#1a1d20}.hd b{font-size:17px;font-weight:800}
.pd{gap:12px;padding:10px 16px;background:#1a1d20;border-bottom:1px solid #2a2e33}.pd b{font-size:16px;display:block;line-height:21px}.pd small{font-size:12.5px;color:#a2a9b0;display:block;margin-top:2px}
.os{gap:14px;padding:10px 16px;background:#1a1d20;border-bottom:1px solid #2a2e33;font-size:12.5px;color:#a2a9b0}.os .ring{flex:none;width:52px;height:52px;border-radius:50%;border:4px solid #2fbf71;display:flex;align-items:center;justify-content:center;font-size:19px;font-weight:800;color:#eceef0}
.sh{padding:12px 16px 2px;font-size:15px;font-weight:700}
.cr{margin-top:6px;background:#1a1d20;padding:11px 16px}.cn2{font-size:13px;font-weight:700}.ct2{font-size:15.5px;font-weight:700;margin-top:6px}
.tb{background:#1a1d20}`,
  html: `${head("Consumer Reports", "", icon.search(22))}
<div class="row pd" data-role="ui">${picture(52, 52, ["#c9ced3", "#6f767d"])}<div style="min-width:0"><b>Tidemark TD-450 24-inch Dishwasher</b><small>Dishwashers · $749</small></div></div>
<div class="row os" data-role="ui"><span class="ring">84</span><div><div style="font-size:14px;font-weight:700;color:#eceef0">Overall Score</div><div>Member reviews 4.4 ★ (212)</div></div></div>
<div class="fill">
${ui("Member reviews", "sh")}
${crReview({ name: "Lamar J.", meta: "Owned 6 months", n: 4, date: "Nov 22, 2026", title: "Great on glasses", text: "No spots on the wine glasses and the third rack fits all the cutlery.", who: "Lamar J." })}
${crReview({ name: "Giles M.", meta: "Owned 3 months", n: 5, date: "Nov 14, 2026", title: "Very quiet", text: "Cleans well, even baked-on lasagna. It’s so quiet that twice I’ve opened it mid-cycle to make sure it was running. It was. Both times I got a faceful of steam.", who: "owner" })}
${crReview({ name: "Kendrick O.", meta: "Owned 1 year", n: 3, date: "Oct 29, 2026", title: "Slow but thorough", text: "The normal cycle takes almost three hours, which nobody mentions in the store, and the eco cycle is longer still. Dishes come out spotless, though, and the racks slide well. The cutlery basket is on the flimsy side for the price.", who: "Kendrick O." })}
</div>
${tabs([icon.home(24), icon.search(24), icon.bookmark(24), icon.person(24)], true)}`,
};
