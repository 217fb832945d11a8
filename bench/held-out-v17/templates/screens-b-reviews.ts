// Part B's reviews: Foursquare (an armchair asked for every morning for eleven months, saved twice),
// BeerAdvocate (a tulip glass that was a vase, JPEG), Capterra (212 reminder emails and a task to read
// them, the vendor's response), Reviews.io (a theory test passed first time before a fifth practical, the
// firm's reply, the last review cut under the button), Parfumo (dark, nine compliments all from the woman
// who sold it, comments under it, downscaled JPEG).
import { avatar, icon, picture } from "./icons";
import { cmt, head, pageCss, tabs, whoRow } from "./blocks";
import { stars } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { score, scoreCss } from "./screens-b-kit";
import { esc, other, own, ui } from "./shell";

/** A Foursquare tip: avatar, name and date (one label), the words, a row of votes. */
const tip = (name: string, date: string, color: string, text: string, who: string, up: string) =>
  `<div class="row tp" style="align-items:flex-start">${avatar(36, color)}<div style="flex:1;min-width:0">${ui(`${name} · ${date}`, "tn")}${who === "owner" ? own(text, "tt2") : other(who, text, "tt2")}<div class="row tv" data-role="ui">${icon.thumbUp(14)}<span>${esc(up)}</span>${icon.thumbDown(14)}</div></div></div>`;

export const foursquare: ScreenSpec = {
  id: "foursquare-always-taken-i-hear",
  app: "Foursquare",
  kind: "review",
  dark: false,
  device: "iphone",
  format: "jpeg",
  generations: [{ quality: 90 }, { width: 828, quality: 66 }],
  owner: { name: "Honora Greville", handle: null },
  time: "09:26",
  battery: 58,
  replies: true,
  cutLines: 0,
  css: `${pageCss({ bg: "#fff", card: "#fff", fg: "#1f2430", sub: "#6f7684", line: "#ececf0", accent: "#f94877", soft: "#fff", size: 14.5 })}
.vh{padding:6px 16px 12px;gap:12px;border-bottom:1px solid #ececf0}.vh b{font-size:21px;display:block}.vh small{font-size:13px;color:#6f7684;display:block;margin-top:2px}.bd{flex:none;width:44px;height:44px;border-radius:8px;background:#00b551;color:#fff;font-weight:700;font-size:18px;display:flex;align-items:center;justify-content:center}
.tbz{gap:22px;padding:10px 16px 0;font-size:14px;color:#6f7684;border-bottom:1px solid #ececf0}.tbz span{padding-bottom:9px}.tbz span.on{color:#f94877;border-bottom:2px solid #f94877;font-weight:600}
.tp{gap:11px;padding:12px 16px;border-bottom:1px solid #ececf0}.tn{font-size:13px;font-weight:600}.tt2{font-size:14.5px;line-height:20px;margin-top:3px}.tv{gap:6px;margin-top:7px;font-size:12.5px;color:#6f7684}.tv svg:last-child{margin-left:10px}`,
  html: `${head("", "", `${icon.share(22)}${icon.bookmark(22)}`)}
<div class="row vh" data-role="ui"><div style="flex:1;min-width:0"><b>Greystone Coffee</b><small>Coffee Shop · Hebden Bridge · ££</small></div><span class="bd">8.9</span></div>
<div class="row tbz" data-role="ui"><span class="on">Tips (64)</span><span>Photos</span><span>Info</span></div>
<div class="fill">
${tip("Gaius Hartle", "Oct 30, 2026", "#7a8fb0", "Flat white is excellent. Pastries usually gone by ten.", "Gaius Hartle", "12")}
${tip("Honora Greville", "Oct 21, 2026", "#b08a6a", "Ask for the big armchair by the fire. I’ve asked every morning for eleven months and it’s always taken, but I hear it’s very comfy.", "owner", "31")}
${tip("Lettice Marr", "Oct 2, 2026", "#8ab07a", "Good wifi, and there are plugs under the bench by the door.", "Lettice Marr", "7")}
${tip("Kiran Pelly", "Sep 14, 2026", "#a07ab0", "Oat milk is 40p extra but they don’t charge for the dog biscuits.", "Kiran Pelly", "5")}
</div>
${tabs([icon.home(24), icon.search(24), icon.pin(24), icon.person(24)])}`,
};

/** A BeerAdvocate review: score and rDev, the part scores (ui), the words, then user and date. */
const baReview = (user: string, date: string, color: string, total: string, rdev: string, parts: string, text: string, who: string) =>
  `<div class="br"><div class="row" style="gap:10px;align-items:flex-start">${avatar(34, color)}<div style="flex:1;min-width:0"><div class="row" data-role="ui" style="gap:8px"><b class="bs">${esc(total)}</b><span class="rd">${esc(rdev)}</span></div>${ui(parts, "bp")}</div></div>${who === "owner" ? own(text, "bx") : other(who, text, "bx")}${ui(`${user}, ${date}`, "bu")}</div>`;

export const beerAdvocate: ScreenSpec = {
  id: "beeradvocate-floral-which-now-makes-sense",
  app: "BeerAdvocate",
  kind: "review",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 72,
  owner: { name: "GodricAles", handle: "GodricAles" },
  time: "20:14",
  battery: 45,
  statusBarDark: true,
  statusBarBackground: "#000",
  replies: true,
  cutLines: 0,
  css: `body{background:#f4f4f1;color:#222}.top{flex:none;height:50px;background:#000;color:#fff;gap:12px;padding:0 14px}.top b{flex:1;font-size:18px;font-weight:800;letter-spacing:-.3px}.top b i{color:#f0b400;font-style:normal}
.bh{background:#fff;padding:12px 16px;border-bottom:1px solid #ddd;gap:12px}.bh b{font-size:18px;display:block}.bh small{font-size:12.5px;color:#555;display:block;margin-top:2px}.bh a{color:#2a6496;text-decoration:none}
.sc{background:#fff;padding:8px 16px;border-bottom:1px solid #ddd;font-size:12.5px;color:#444;gap:14px}.sc b{color:#222}
.rh{padding:10px 16px 4px;font-size:13px;font-weight:700;color:#555;text-transform:uppercase;letter-spacing:.4px}
.br{background:#fff;margin:0 0 8px;padding:11px 16px;border-top:1px solid #e4e4e0;border-bottom:1px solid #e4e4e0}.bs{font-size:16px}.rd{font-size:12px;color:#2e8b2e}.bp{font-size:12px;color:#666;margin-top:2px}.bx{font-size:14px;line-height:20px;margin-top:8px}.bu{font-size:12px;color:#2a6496;margin-top:7px}`,
  html: `<div class="row top" data-role="ui">${icon.menu(22)}<b>Beer<i>Advocate</i></b>${icon.search(22)}</div>
<div class="row bh" data-role="ui">${picture(48, 60, ["#e8c870", "#b08830"])}<div style="flex:1;min-width:0"><b>Hollowfield Saison</b><small><a>Ivel Valley Brewing</a> · Bedfordshire</small><small>Saison · 6.2% ABV</small></div></div>
<div class="row sc" data-role="ui"><span>Avg: <b>3.94</b></span><span>pDev: 7.1%</span><span>Reviews: 48</span><span>Ratings: 211</span></div>
<div class="rh" data-role="ui">Reviews</div>
<div class="fill">
${baReview("Inigo_T", "Nov 18, 2026", "#7a90a8", "3.88/5", "rDev -1.5%", "look: 4 | smell: 3.75 | taste: 4 | feel: 3.75 | overall: 3.75", "Hazy gold with a loose white head. Lemon peel, white pepper, hay. Very drinkable on a warm evening.", "Inigo_T")}
${baReview("GodricAles", "Nov 12, 2026", "#a8907a", "4.06/5", "rDev +3%", "look: 4 | smell: 4.25 | taste: 4 | feel: 4 | overall: 4", "Poured into a tulip glass that was actually my wife’s vase. Floral nose, which now makes sense. Dry finish, lively carbonation, gone too fast.", "owner")}
${baReview("JolyneBrews", "Nov 3, 2026", "#90a87a", "3.91/5", "rDev -0.8%", "look: 3.75 | smell: 4 | taste: 4 | feel: 3.75 | overall: 4", "Farmhouse funk, bit of clove. Carbonation a touch high for me but a solid example.", "JolyneBrews")}
</div>`,
};

/** A Capterra review: reviewer block, stars, title, then labelled sections. */
const sec = (label: string, text: string, who: string) =>
  `<div class="cs">${ui(label, "cl")}${who === "owner" ? own(text, "cx2") : other(who, text, "cx2")}</div>`;

export const capterra: ScreenSpec = {
  id: "capterra-a-task-to-read-them",
  app: "Capterra",
  kind: "review",
  dark: false,
  device: "iphone-max",
  format: "png",
  owner: { name: "Leocadia M.", handle: null },
  time: "11:52",
  battery: 83,
  replies: true,
  cutLines: 0,
  css: `${pageCss({ bg: "#f5f7fa", card: "#fff", fg: "#1a2b49", sub: "#5b6b83", line: "#e1e6ee", accent: "#044d80", soft: "#eef4fa", size: 14.5 })}${scoreCss("#fff", "#1a2b49", "#5b6b83", "#e1e6ee")}
.hd{background:#044d80;color:#fff;border:0}.hd small{color:#bcd3e8}.cv{background:#fff;margin-top:8px;padding:14px 16px;border-top:1px solid #e1e6ee;border-bottom:1px solid #e1e6ee}
.rm{font-size:12.5px;color:#5b6b83;line-height:17px}.ctt{font-size:17px;font-weight:700;line-height:23px;margin-top:8px}.cs{margin-top:8px}.cl{font-size:13px;font-weight:700;color:#1a2b49}.cx2{font-size:14.5px;line-height:20px;margin-top:1px}
.vr{margin-top:10px;padding:10px 12px;background:#eef4fa;border-left:3px solid #ff9d28;border-radius:4px}.vl{font-size:12.5px;font-weight:700;color:#044d80}`,
  html: `${head("Taskwell Reviews", "Project Management Software", icon.share(22))}
${score("4.5", "Overall rating · 1,204 reviews")}
<div class="fill">
<div class="cv">${whoRow("Gustav H.", "Owner · Construction, 2-10 employees", "#6a8ab0", 36)}<div class="row" style="gap:8px;margin-top:8px">${stars(5, "#ff9d28", "#d6d6d6", 14)}${ui("October 28, 2026", "mt")}</div>${other("Gustav H.", "Cheap and simple", "ctt")}${sec("Overall:", "Does what we need for a small crew, and the phone app works on site.", "Gustav H.")}</div>
<div class="cv">${whoRow("Leocadia M.", "Office Manager · Architecture & Planning, 11-50 employees", "#b07a8a", 36)}${ui("Used the software for: 1-2 years", "rm")}<div class="row" style="gap:8px;margin-top:8px">${stars(4, "#ff9d28", "#d6d6d6", 14)}${ui("October 19, 2026", "mt")}</div>${own("Keeps us on track, loudly", "ctt")}
${sec("Overall:", "The whole office finally uses one tool and the timeline view is great.", "owner")}
${sec("Pros:", "Quick setup, fast mobile app, good templates.", "owner")}
${sec("Cons:", "It emails a reminder for every overdue task. I now get 212 emails each morning, so I made a task to read them.", "owner")}
<div class="vr">${ui("Taskwell Response", "vl")}${other("Taskwell", "Hi Leocadia, glad the whole office is on board! You can switch reminders to one daily digest under Settings > Notifications.", "cx2")}</div></div>
</div>
${tabs([icon.home(24), icon.search(24), icon.grid(24), icon.person(24)])}`,
};

/** A Reviews.io review: stars and a Verified Buyer badge, name and date, the words, an optional reply. */
const rioReview = (o: { name: string; date: string; n: number; text: string; who: string; answer?: string }) =>
  `<div class="ar"><div class="row" style="gap:8px">${stars(o.n, "#1ec28b", "#d6d6d6", 15)}<span class="vb" data-role="ui">✓ Verified Buyer</span></div>${ui(`${o.name} · ${o.date}`, "an")}${o.who === "owner" ? own(o.text, "ax") : other(o.who, o.text, "ax")}${
    o.answer ? `<div class="ap">${ui("Reply from Roadwise Theory", "al")}${other("Roadwise Theory", o.answer, "ax")}</div>` : ""
  }</div>`;

export const reviewsIo: ScreenSpec = {
  id: "reviewsio-my-fifth-practical",
  app: "Reviews.io",
  kind: "review",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Lucan D.", handle: null },
  time: "15:47",
  battery: 63,
  replies: true,
  cutLines: 1,
  css: `${pageCss({ bg: "#f4f6f8", card: "#fff", fg: "#1e2a36", sub: "#5f6c78", line: "#e1e6eb", accent: "#12a575", soft: "#eef8f4", size: 14 })}${scoreCss("#fff", "#1e2a36", "#5f6c78", "#e1e6eb")}
.fill{flex:1;overflow:hidden}.co{gap:12px;padding:26px 16px;background:#fff;border-bottom:1px solid #e1e6eb}.co b{font-size:17px;display:block}.co small{font-size:12.5px;color:#5f6c78;display:block}.lg{flex:none;width:44px;height:44px;border-radius:10px;background:#1e3a5f;color:#fff;font-weight:800;font-size:18px;display:flex;align-items:center;justify-content:center}
.ar{background:#fff;margin-top:8px;padding:12px 16px;border-top:1px solid #e1e6eb;border-bottom:1px solid #e1e6eb}.vb{font-size:11.5px;font-weight:600;color:#12a575;background:#eef8f4;border-radius:10px;padding:2px 8px}
.an{font-size:13px;font-weight:600;margin-top:7px}.ax{font-size:14px;line-height:20px;margin-top:5px}.ap{margin-top:10px;padding:9px 12px;border-radius:8px;background:#f4f6f8;border-left:3px solid #1e3a5f}.al{font-size:12px;font-weight:700;color:#1e3a5f}
.bt{flex:none;padding:10px 16px 14px;background:#fff;border-top:1px solid #e1e6eb;position:relative;z-index:3}.bt span{display:block;text-align:center;background:#1e2a36;color:#fff;border-radius:22px;padding:11px;font-weight:600;font-size:15px}`,
  html: `${head("REVIEWS.io", "roadwisetheory.co.uk", icon.share(22))}
<div class="row co" data-role="ui"><span class="lg">R</span><div style="flex:1;min-width:0"><b>Roadwise Theory</b><small>Driving theory test app</small></div></div>
${score("4.8", "★★★★★ · 2,316 reviews")}
<div class="fill">
${rioReview({ name: "Isidore P.", date: "3 days ago", n: 5, text: "The hazard perception clips were just like the real ones. Passed with 61 out of 75.", who: "Isidore P." })}
${rioReview({ name: "Lucan D.", date: "1 week ago", n: 5, text: "Brilliant app, passed my theory test first time with 49 out of 50. The practical is on Thursday. It is my fifth practical.", who: "owner", answer: "Congratulations Lucan! We only do the theory, but we’re rooting for you on Thursday." })}
${rioReview({ name: "Jethro W.", date: "12 days ago", n: 4, text: "Used it on the bus every morning for three weeks and passed with 47. The mock tests are the best part, laid out just like the real test, and the explanations after each wrong answer actually stick.", who: "Jethro W." })}
</div>
<div class="bt" data-role="ui"><span>Write a review</span></div>`,
};

/** A Parfumo review: handle and date (labels), the part scores, the words, awards and a comment. */
export const parfumo: ScreenSpec = {
  id: "parfumo-all-from-the-woman-at-the-counter",
  app: "Parfumo",
  kind: "review",
  dark: true,
  device: "iphone",
  format: "jpeg",
  quality: 70,
  downscaleTo: 828,
  owner: { name: "Jakobine", handle: "Jakobine" },
  time: "22:03",
  battery: 31,
  replies: true,
  cutLines: 0,
  css: `${pageCss({ bg: "#121214", card: "#1c1c20", fg: "#ecebef", sub: "#9d9ba6", line: "#2b2a31", accent: "#c9a35b", soft: "#25242b", size: 14.5 })}
.pf{gap:12px;padding:12px 16px;background:#1c1c20;border-bottom:1px solid #2b2a31}.pf b{font-size:17px;display:block}.pf small{font-size:12.5px;color:#9d9ba6;display:block;margin-top:2px}
.rt{display:grid;grid-template-columns:repeat(4,1fr);gap:4px;padding:10px 16px;background:#1c1c20;border-bottom:1px solid #2b2a31;text-align:center}.rt b{font-size:18px;color:#c9a35b;display:block}.rt small{font-size:11px;color:#9d9ba6;display:block}
.rv{background:#1c1c20;margin-top:8px;padding:12px 16px}.ps{font-size:12px;color:#c9a35b;margin-top:6px}.rx{font-size:14.5px;line-height:21px;margin-top:7px}.aw2{font-size:12px;color:#9d9ba6;margin-top:8px}.cm{padding-left:16px;background:#1c1c20}`,
  html: `${head("Reviews", "", icon.more(22))}
<div class="row pf" data-role="ui">${picture(46, 60, ["#8a6a3a", "#2a1e10"])}<div style="flex:1;min-width:0"><b>Velours Ilvane</b><small>Maison Orvalle · Eau de Parfum · 2024</small></div></div>
<div class="rt" data-role="ui"><div><b>8.1</b><small>Scent</small></div><div><b>8.7</b><small>Longevity</small></div><div><b>7.9</b><small>Sillage</small></div><div><b>7.4</b><small>Bottle</small></div></div>
<div class="fill">
<div class="rv">${whoRow("Leontine", "Nov 20, 2026", "#7a6a9a", 32)}${ui("Scent 8 · Longevity 8 · Sillage 7 · Bottle 7", "ps")}${other("Leontine", "Suede and iris, a little powdery in the drydown. Smells expensive without shouting about it.", "rx")}</div>
<div class="rv">${whoRow("Jakobine", "Nov 16, 2026", "#9a7a5a", 32)}${ui("Scent 8 · Longevity 10 · Sillage 8 · Bottle 7", "ps")}${own("Warm amber, suede, something like toasted bread. A compliment magnet: nine compliments so far, all from the woman at the counter who sold it to me.", "rx")}${ui("🏆 14 awards · 2 comments", "aw2")}</div>
${cmt("Galen", "Nov 17", "#5a7a8a", "She’s on commission, but nine is nine.", "Galen")}
${cmt("Jakobine", "Nov 17", "#9a7a5a", "She knows my name now. That counts.", "owner", true)}
</div>
${tabs([icon.home(24), icon.search(24), icon.heart(24), icon.person(24)])}`,
};
