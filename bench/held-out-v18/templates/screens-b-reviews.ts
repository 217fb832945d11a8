// Part B's reviews: ProductReview.com.au (a massage chair a husband has only left for meals since the Grand
// Final, the brand's response, saved twice), Niche (four majors, graduating in May with the one chosen in March, a
// banner from Luz, the last review cut by the tab bar), HomeAdvisor (a squeak fixed that told her the kids were home,
// the pro's response, cropped at the top), Influenster (a lip balm lost before the review was written,
// comments, keyboard open), Which? (dark, a locksmith who found the spare key under the plant pot, the
// trader's response, downscaled JPEG, the last review cut by the tab bar).
import { avatar, icon, picture } from "./icons";
import { cmt, head, pageCss, review, tabs } from "./blocks";
import { stars } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { score, scoreCss } from "./screens-b-kit";
import { esc, other, own, ui } from "./shell";

export const productReview: ScreenSpec = {
  id: "productreview-only-got-up-for-meals",
  app: "ProductReview.com.au",
  kind: "review",
  dark: false,
  device: "iphone",
  format: "jpeg",
  generations: [{ quality: 90 }, { width: 828, quality: 66 }],
  owner: { name: "Ilona K.", handle: null },
  time: "07:52",
  battery: 69,
  replies: true,
  cutLines: 0,
  css: `${pageCss({ bg: "#f2f4f7", card: "#fff", fg: "#1c2430", sub: "#667085", line: "#e4e7ec", accent: "#0b6bcb", soft: "#eef4fb", size: 14 })}${scoreCss("#fff", "#1c2430", "#667085", "#e4e7ec")}
.hd{background:#0b3b6f;color:#fff;border:0}.hd b{font-size:17px;font-weight:800}
.pd{gap:12px;padding:12px 16px;background:#fff;border-bottom:1px solid #e4e7ec}.pd b{font-size:16px;display:block;line-height:21px}.pd small{font-size:12.5px;color:#667085;display:block;margin-top:2px}
.tt{font-size:15.5px;line-height:21px}.rp{border-left:3px solid #0b6bcb;border-radius:4px}`,
  statusBarDark: true,
  statusBarBackground: "#0b3b6f",
  html: `${head("productreview.com.au", "", icon.search(22), icon.menu(22))}
<div class="row pd" data-role="ui">${picture(56, 56, ["#8a7a6a", "#2e2620"])}<div style="min-width:0"><b>Restwell Shiatsu Massage Chair</b><small>Massage Chairs · RRP $2,399</small></div></div>
${score("4.2", "★★★★☆ · 276 reviews")}
<div class="fill">
${review({ name: "Janek S.", meta: "Penrith, NSW · 2 reviews", color: "#7a8fb0", n: 5, star: "#f5a623", date: "14 Nov 2026", title: "Worth every cent", text: ["Rollers are firm without being painful and the heat setting is lovely after a long shift."], who: "Janek S." })}
${review({ name: "Ilona K.", meta: "Ballarat, VIC · 1 review", color: "#b08a6a", n: 4, star: "#f5a623", date: "9 Nov 2026", title: "Great for the back", text: ["Strong rollers, the heat works well and the remote is simple. My husband tried it during the Grand Final in September and has only got up for meals since."], who: "owner", answer: { label: "Response from Restwell Australia", author: "Restwell Australia", text: "Hi Ilona, glad you’re both enjoying it! Our two-seat RS-9 might help keep the peace." } })}
${review({ name: "Hiram T.", meta: "Toowoomba, QLD · 6 reviews", color: "#8ab07a", n: 3, star: "#f5a623", date: "2 Nov 2026", title: "Good, but heavy", text: ["It took two of us to get it up the stairs. The heat could be stronger, but the neck rollers are great."], who: "Hiram T." })}
</div>`,
};

/** A Niche review: stars and the reviewer's year (a label), the words, the date. */
const nicheReview = (n: number, who: string, role: string, date: string, text: string) =>
  `<div class="nr"><div class="row" style="gap:8px">${stars(n, "#1f8a70", "#d4dbd8", 15)}${ui(role, "nrl")}</div>${who === "owner" ? own(text, "nrt") : other(who, text, "nrt")}${ui(date, "nrd")}</div>`;

export const niche: ScreenSpec = {
  id: "niche-the-one-i-chose-in-march",
  app: "Niche",
  kind: "review",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Ismay", handle: null },
  time: "16:38",
  battery: 52,
  banner: { app: "Messages", color: "#1a73e8", title: "Luz", body: "did you want groceries after your 4 o’clock", author: "Luz", age: "now" },
  replies: true,
  cutLines: 1,
  css: `${pageCss({ bg: "#fff", card: "#fff", fg: "#1b1f23", sub: "#5c6670", line: "#e6e9ec", accent: "#1f8a70", soft: "#f3f7f6", size: 14 })}
.hd{background:#fff}.sc2{padding:10px 16px 12px;border-bottom:1px solid #e6e9ec}.sc2 b{font-size:20px;display:block;line-height:25px}.sc2 small{font-size:12.5px;color:#5c6670;display:block;margin-top:3px}
.gr{gap:12px;padding:10px 16px;border-bottom:1px solid #e6e9ec}.gd{flex:none;width:46px;height:46px;border-radius:50%;background:#1f8a70;color:#fff !important;font-weight:800;font-size:18px;display:flex;align-items:center;justify-content:center}.gr span{font-size:13px;color:#5c6670}
.tz{gap:18px;padding:10px 16px 0;font-size:13.5px;color:#5c6670;border-bottom:1px solid #e6e9ec}.tz span{padding-bottom:8px}.tz span.on{color:#1f8a70;border-bottom:2px solid #1f8a70;font-weight:700}
.nr{padding:12px 16px;border-bottom:1px solid #e6e9ec}.nrl{font-size:12.5px;font-weight:600;color:#5c6670}.nrt{font-size:14.5px;line-height:21px;margin-top:6px}.nrd{font-size:12px;color:#8a939c;margin-top:6px}
.tb{background:#fff}`,
  html: `${head("", "", `${icon.share(22)}${icon.heart(22)}`)}
<div class="sc2" data-role="ui"><b>Lomax State University</b><small>Public university · Durango, CO · 4-year</small></div>
<div class="row gr" data-role="ui"><span class="gd">B+</span><div><div style="font-size:14px;font-weight:700;color:#1b1f23">Overall Niche Grade</div><span>3.9 ★ · 1,862 reviews</span></div></div>
<div class="row tz" data-role="ui"><span>Overview</span><span class="on">Reviews</span><span>Admissions</span><span>Cost</span></div>
<div class="fill">
${nicheReview(4, "Sophomore", "Sophomore", "Nov 21, 2026", "Professors actually know your name. Parking is a nightmare after 9am, get a bike.")}
${nicheReview(5, "owner", "Senior", "Nov 12, 2026", "Great campus, friendly people. The advising is excellent: I’ve changed my major four times, and I’m graduating in May with the one I chose in March.")}
${nicheReview(3, "Alum", "Alum", "Oct 30, 2026", "Good value for in-state students. Dorms are fine but the heating in Ponderosa Hall runs all summer.")}
${nicheReview(4, "Junior", "Junior", "Oct 24, 2026", "Small classes, and the outdoor program is great. Signed up for a rafting trip my first week and made most of my friends on that bus, honestly the best decision I made all year. The dining hall closes at seven though, so plan ahead.")}
</div>
${tabs([icon.home(24), icon.search(24), icon.bookmark(24), icon.person(24)], true)}`,
};

export const homeAdvisor: ScreenSpec = {
  id: "homeadvisor-how-i-knew-they-were-home",
  app: "HomeAdvisor",
  kind: "review",
  dark: false,
  device: "iphone-max",
  format: "png",
  owner: { name: "Gilda R.", handle: null },
  time: "10:41",
  battery: 88,
  crop: { top: 56 },
  replies: true,
  cutLines: 0,
  css: `${pageCss({ bg: "#f5f6f7", card: "#fff", fg: "#1d2226", sub: "#63707a", line: "#e3e6e8", accent: "#f68a1f", soft: "#fff4e8", size: 14.5 })}${scoreCss("#fff", "#1d2226", "#63707a", "#e3e6e8")}
.hd{background:#fff}.hd b{font-size:17px}
.pro{gap:12px;padding:12px 16px;background:#fff;border-bottom:1px solid #e3e6e8}.pro b{font-size:17px;display:block}.pro small{font-size:12.5px;color:#63707a;display:block;margin-top:2px}.sl{display:inline-block;margin-top:5px;font-size:11.5px;font-weight:700;color:#fff;background:#2e7d32;border-radius:4px;padding:2px 7px}
.tt{font-size:16px}.rp{border-left:3px solid #f68a1f;border-radius:4px}
.bt{background:#fff}.bt span{background:#f68a1f}`,
  html: `${head("Reviews", "", icon.share(22))}
<div class="row pro" data-role="ui">${avatar(56, "#c08a50")}<div style="min-width:0"><b>Guido’s Handyman Co.</b><small>Handyman Services · Modesto, CA</small><span class="sl">Screened &amp; Approved</span></div></div>
${score("4.8", "★★★★★ · 206 verified reviews")}
<div class="fill">
${review({ name: "Gunilla D.", meta: "Ceres, CA · Verified", color: "#7ab0a0", n: 5, star: "#f68a1f", date: "Nov 21, 2026", text: ["Hung three shelves and a mirror, swept up after himself. Fair price."], who: "Gunilla D." })}
${review({ name: "Gilda R.", meta: "Modesto, CA · Verified", color: "#a07ab0", n: 5, star: "#f68a1f", date: "Nov 18, 2026", title: "Quick, tidy, and very polite", text: ["He fixed the squeak in our back door in five minutes flat.", "Only afterwards did I realise the squeak was how I knew the kids were home."], who: "owner", answer: { label: "Response from Guido’s Handyman Co.", author: "Guido’s Handyman Co.", text: "Thanks Gilda! We can always pop back and put the squeak back in, no charge." } })}
${review({ name: "Isidro M.", meta: "Turlock, CA · Verified", color: "#b0a07a", n: 4, star: "#f68a1f", date: "Nov 2, 2026", text: ["Replaced two fence boards and fixed the gate latch. On time both days."], who: "Isidro M." })}
</div>
<div class="bt" data-role="ui"><span>Request a Quote</span></div>`,
};

export const influenster: ScreenSpec = {
  id: "influenster-the-two-days-we-had",
  app: "Influenster",
  kind: "review",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "giselle.m", handle: "giselle.m" },
  time: "12:16",
  battery: 44,
  keyboard: true,
  suggestions: ["in", "it’s", "the"],
  replies: true,
  cutLines: 0,
  css: `${pageCss({ bg: "#fff", card: "#fff", fg: "#1f1a24", sub: "#6f6878", line: "#eee9f0", accent: "#e0218a", soft: "#fdf0f7", size: 14 })}
.hd{background:#fff}.pd{gap:12px;padding:8px 16px 10px;border-bottom:1px solid #eee9f0}.pd b{font-size:15px;display:block;line-height:20px}.pd small{font-size:12px;color:#6f6878;display:block;margin-top:2px}
.rv{padding:10px 16px 6px}.rn{font-size:13.5px;font-weight:700}.rm{font-size:12px;color:#6f6878}.rt{font-size:14.5px;line-height:20px;margin-top:6px}
.hl{gap:14px;padding:6px 16px 8px;font-size:12.5px;color:#6f6878;border-bottom:1px solid #eee9f0}
.cm{padding:7px 16px}.cn{font-size:12.5px}
.fill{display:flex;flex-direction:column;justify-content:flex-end}
.in{flex:none;gap:10px;padding:8px 12px;background:#fff;border-top:1px solid #eee9f0;color:#e0218a;position:relative;z-index:2}.in .box{flex:1;min-height:36px;border-radius:18px;background:#f4f1f5;display:flex;align-items:center;padding:6px 14px;font-size:15px;color:#1f1a24}`,
  html: `${head("Reviews", "", icon.share(22))}
<div class="row pd" data-role="ui">${picture(48, 48, ["#f3a6c8", "#c0457e"])}<div style="min-width:0"><b>Glowberry Tinted Lip Balm SPF 15</b><small>Glowberry · 4.4 ★ · 2,907 reviews</small></div></div>
<div class="fill">
<div class="rv"><div class="row" style="gap:9px">${avatar(34, "#c08aa8")}<div>${ui("giselle.m", "rn")}${ui("Nov 19, 2026", "rm")}</div></div><div style="margin-top:6px">${stars(4, "#e0218a", "#e3dbe6", 14)}</div>${own("Smooth, not sticky, lovely sheer pink. I have lost eleven of these over the years. I bought this one to review and it’s already gone, so this is based on the two days we had together.", "rt")}</div>
<div class="row hl" data-role="ui">${icon.thumbUp(14)}<span>Helpful (41)</span>${icon.comment(14)}<span>2 comments</span></div>
${cmt("lupe_does_lips", "Nov 19", "#8ab0c0", "check the coat pockets", "lupe_does_lips")}
${cmt("giselle.m", "Nov 20", "#c08aa8", "checked all of them. it has left me", "owner")}
</div>
<div class="row in">${icon.smile(22)}<span class="box" data-role="other" data-author="You">${esc("it’s in the car. it’s always in the car")}</span>${icon.send(22)}</div>`,
};

/** A Which? Trusted Traders review: the reviewer and place, the scores (ui), the words, a trader's response. */
const whichReview = (o: { name: string; place: string; date: string; scores: string; title: string; text: string; who: string; answer?: string }) =>
  `<div class="wr">${ui(`${o.name} · ${o.place}`, "wn")}${ui(o.date, "wd")}${ui(o.scores, "ws")}${o.who === "owner" ? own(o.title, "wt") : other(o.who, o.title, "wt")}${o.who === "owner" ? own(o.text, "wx") : other(o.who, o.text, "wx")}${
    o.answer ? `<div class="wa">${ui("Trader response", "wal")}${other("Kestle Locks & Security", o.answer, "wx")}</div>` : ""
  }</div>`;

export const which: ScreenSpec = {
  id: "which-under-the-plant-pot",
  app: "Which?",
  kind: "review",
  dark: true,
  device: "android",
  format: "jpeg",
  quality: 70,
  downscaleTo: 720,
  owner: { name: "Jasmine W.", handle: null },
  time: "08:19",
  battery: 31,
  replies: true,
  cutLines: 1,
  css: `${pageCss({ bg: "#111315", card: "#1b1e21", fg: "#eceff1", sub: "#a1a9b0", line: "#2a2e33", accent: "#ff5a36", soft: "#22262a", size: 14 })}
.hd{background:#1b1e21}.hd b{font-size:18px;font-weight:800}
.tr{padding:7px 16px 8px;background:#1b1e21;border-bottom:1px solid #2a2e33}.tr b{font-size:18px;display:block}.tr small{font-size:12.5px;color:#a1a9b0;display:block;margin-top:3px}.tt3{display:inline-block;margin-top:7px;font-size:11.5px;font-weight:700;color:#111315;background:#ff5a36;border-radius:3px;padding:3px 8px}
.sg{gap:0;padding:6px 16px;background:#1b1e21;border-bottom:1px solid #2a2e33;font-size:12.5px;color:#a1a9b0}.sg div{flex:1}.sg b{display:block;font-size:19px;color:#eceff1}
.wr{margin-top:5px;background:#1b1e21;padding:12px 16px}.wn{font-size:13.5px;font-weight:700}.wd{font-size:12px;color:#a1a9b0;margin-top:1px}.ws{font-size:12px;color:#ff8a6a;margin-top:6px}.wt{font-size:15.5px;font-weight:700;margin-top:6px}.wx{font-size:14px;line-height:20px;margin-top:4px}
.wa{margin-top:10px;padding:9px 12px;border-radius:6px;background:#22262a}.wal{font-size:12px;font-weight:700;color:#ff8a6a}
.tb{background:#1b1e21}`,
  html: `${head("Which?", "Trusted Traders", icon.search(22))}
<div class="tr" data-role="ui"><b>Kestle Locks &amp; Security</b><small>Locksmith · Grimsby, North East Lincolnshire</small><span class="tt3">Which? Trusted Trader</span></div>
<div class="row sg" data-role="ui"><div><b>9.8</b>Score</div><div><b>97%</b>Recommend</div><div><b>143</b>Reviews</div></div>
<div class="fill">
${whichReview({ name: "Ivor T.", place: "Cleethorpes", date: "Reviewed 21 November 2026", scores: "Quality 10 · Value 9 · Timeliness 10", title: "New locks on the shed", text: "Arrived on the dot and talked me through every step.", who: "Ivor T." })}
${whichReview({ name: "Jasmine W.", place: "Grimsby", date: "Reviewed 16 November 2026", scores: "Quality 10 · Value 10 · Timeliness 10", title: "Fast, kind and discreet", text: "Locked out at 11pm in the rain. He arrived in 20 minutes, had a quick look round and found the spare key under the plant pot, where I’d put it in 2019. Only charged the call-out.", who: "owner", answer: "Thanks Jasmine, happens more than you’d think. Maybe move the pot." })}
${whichReview({ name: "Gwynne A.", place: "Immingham", date: "Reviewed 9 November 2026", scores: "Quality 10 · Value 10 · Timeliness 9", title: "Sorted our uPVC door", text: "The mechanism had gone in the front door and it would not lock at all. He had the part in the van, fitted it and oiled the hinges on the back gate while he was there, which he did not have to do.", who: "Gwynne A." })}
</div>
${tabs([icon.home(24), icon.search(24), icon.bookmark(24), icon.person(24)], true)}`,
};
