// More posts: Skool (a "first $1,000 month" after $2,397 of costs, in a solopreneurs' community,
// cropped at the top with the status bar gone), Pixelfed (a reservoir at golden hour, a £2,300 lens and
// three hours of editing beaten by a phone, downscaled), Wikiloc (a ridge walk rated Easy by a man who
// has done it 41 times, its walkers' comments, saved twice).
import { avatar, icon, picture } from "./icons";
import { comment, counts, shapes } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { other, own, span, ui } from "./shell";

const cCss = (sub: string) =>
  `.c{gap:10px;padding:8px 16px}.cn{font-size:13px;font-weight:600}.cm{font-size:12px;color:${sub}}.ct{font-size:14px;line-height:20px}.acts{gap:18px;padding:8px 16px;font-size:13px;color:${sub}}`;

const sk = (name: string, color: string, level: string, age: string, text: string, who: "owner" | string, badge = "") =>
  `<div class="row kc" style="align-items:flex-start"><span style="position:relative">${avatar(32, color)}<span class="lvl">${level}</span></span><div style="flex:1;min-width:0"><div class="row" style="gap:6px">${ui(name, "kn")}${badge ? ui(badge, "kb") : ""}${ui(age, "ka")}</div>${who === "owner" ? own(text, "kx") : other(who, text, "kx")}</div></div>`;

export const skool: ScreenSpec = {
  id: "skool-first-1000",
  app: "Skool",
  kind: "post",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Brayden Kirk", handle: null },
  time: "06:12",
  battery: 94,
  crop: { top: 50 },
  replies: true,
  css: `body{background:#f8f7f5;color:#202124}.hd{flex:none;height:50px;padding:0 14px;gap:12px;background:#fff;border-bottom:1px solid #e8e6e1}.hd b{flex:1;font-size:15px;font-weight:700}.hd i{width:28px;height:28px;border-radius:7px;background:#f8d247;flex:none}
.pc{background:#fff;margin:8px 8px 0;border-radius:10px;border:1px solid #e8e6e1;padding:12px 14px}.au{gap:10px}.au b{font-size:14px;display:block}.au small{font-size:12px;color:#757575;display:block}.tt{font-size:17px;font-weight:800;margin-top:10px}.tx{font-size:15px;line-height:22px;margin-top:6px}
.lk{gap:16px;margin-top:10px;font-size:13px;color:#757575}.kc{gap:10px;padding:8px 14px}.kn{font-size:13px;font-weight:700}.kb{font-size:10px;font-weight:700;color:#fff;background:#2e7bd6;border-radius:3px;padding:0 5px}.ka{font-size:12px;color:#757575}.kx{font-size:14px;line-height:20px;margin-top:1px}
.lvl{position:absolute;right:-4px;bottom:-3px;width:16px;height:16px;border-radius:50%;background:#2e7bd6;color:#fff;font-size:10px;font-weight:700;display:flex;align-items:center;justify-content:center;border:2px solid #fff}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<i></i><b>Six-Figure Solopreneurs</b>${icon.bell(20)}</div>
<div class="fill"><div class="pc">
<div class="row au" data-role="ui"><span style="position:relative">${avatar(40, "#d0693b")}<span class="lvl">2</span></span><div><b>Brayden Kirk</b><small>5h · 🏆 Wins</small></div></div>
${own("FIRST $1,000 MONTH 🚀", "tt")}
${own("Hit $1,000 in revenue this month!! (Spent $1,400 on ads and $997 on this course.) Mindset is everything. Don’t let the numbers tell you who you are.", "tx")}
<div class="row lk" data-role="ui">${icon.thumbUp(16)}${span("48")}${icon.comment(16)}${span("23")}</div>
</div>
<div class="pc" style="padding:6px 0">
${sk("Mireille Dufresne", "#8a5ab0", "4", "4h", "congrats!! what did you sell?", "Mireille Dufresne")}
${sk("Brayden Kirk", "#d0693b", "2", "4h", "The course. To my cousin.", "owner")}
${sk("Obi Nnaji", "#3a7fb5", "5", "3h", "so you’re down $1,397", "Obi Nnaji")}
${sk("Brayden Kirk", "#d0693b", "2", "3h", "In revenue I’m up $1,000. The rest is an investment in me.", "owner")}
${sk("Dane Valdez", "#2f2f2f", "9", "2h", "THIS is the energy 🔥 Level 3 unlocked", "Dane Valdez", "Admin")}
${sk("Sunny Gill", "#6b8f5a", "1", "1h", "following for tips", "Sunny Gill")}
</div></div>
<div class="row" data-role="ui" style="flex:none;height:82px;justify-content:space-around;padding-bottom:28px;background:#fff;border-top:1px solid #e8e6e1;color:#757575">${icon.home(24)}${icon.grid(24)}${icon.chat(24)}${icon.bell(24)}</div>`,
};

export const pixelfed: ScreenSpec = {
  id: "pixelfed-golden-hour",
  app: "Pixelfed",
  kind: "post",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Ivo Hedgeland", handle: "@hedgeland" },
  time: "21:26",
  battery: 44,
  downscaleTo: 720,
  replies: true,
  css: `body{background:#fff;color:#1e1e24}.hd{flex:none;height:52px;padding:0 14px;gap:14px;border-bottom:1px solid #eee}.hd b{flex:1;font-size:17px;font-weight:700;color:#6d3de0}
.au{gap:10px;padding:10px 16px}.au b{font-size:14px;display:block}.au small{font-size:12px;color:#777;display:block}${cCss("#777")}.tx{font-size:14px;line-height:20px;padding:4px 16px}.tx b{font-weight:600}.li{font-size:13px;font-weight:600;padding:6px 16px 0}.ag{font-size:12px;color:#888;padding:2px 16px 8px;border-bottom:1px solid #eee}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>Pixelfed</b>${icon.moreV(20)}</div>
<div class="fill">
<div class="row au" data-role="ui">${avatar(36, "#6d3de0")}<div><b>Ivo Hedgeland</b><small>@hedgeland · Ladybower Reservoir</small></div></div>
${picture(
  "100%",
  250,
  ["#f5b46a", "#6b4a7a"],
  shapes([
    [0, 170, 360, 80, "#3e5a78", "0"],
    [150, 120, 70, 70, "#ffd98a"],
    [0, 140, 140, 50, "#2e3b2e", "60% 60% 0 0"],
    [220, 130, 160, 60, "#2a352a", "70% 50% 0 0"],
  ]),
)}
${counts(
  [
    [icon.heart(20), "318"],
    [icon.comment(20), "24"],
    [icon.repost(20), "12"],
  ],
  20,
)}
${own("Golden hour at Ladybower. 40 minutes on a tripod, a £2,300 lens and 3 hours in Lightroom. My phone got a better one from the car park, so I won’t be posting that. #landscape #photography", "tx")}
${ui("View all 24 comments", "li")}
${comment("#d0693b", "tove_k", "2h", "can we see the phone one", false)}
${comment("#6d3de0", "hedgeland", "2h", "No.", true)}
${comment("#3a7fb5", "tjalling", "1h", "it’s lovely! what filter", false)}
${comment("#6d3de0", "hedgeland", "1h", "No filter. Three hours of no filter.", true)}
</div>`,
};

export const wikiloc: ScreenSpec = {
  id: "wikiloc-easy",
  app: "Wikiloc",
  kind: "post",
  dark: false,
  device: "android",
  format: "jpeg",
  owner: { name: "fellside_ken", handle: null },
  time: "17:48",
  battery: 36,
  generations: [{ quality: 90 }, { width: 828, quality: 68 }],
  replies: true,
  css: `body{background:#f5f6f4;color:#1f2a1f}.hd{flex:none;height:52px;padding:0 14px;gap:14px;background:#fff;border-bottom:1px solid #e4e7e2}.hd b{flex:1;font-size:16px;font-weight:500}
.tt{font-size:18px;font-weight:700;line-height:24px;padding:10px 16px 2px;background:#fff}.au{gap:8px;padding:4px 16px 10px;font-size:13px;color:#66705f;background:#fff}
.sg{display:grid;grid-template-columns:repeat(3,1fr);gap:6px;padding:10px 12px;background:#fff;border-top:1px solid #e4e7e2}.sg div{background:#f1f4ee;border-radius:6px;padding:6px 8px;font-size:11px;color:#66705f}.sg b{display:block;font-size:16px;color:#1f2a1f}
.ds{background:#fff;padding:4px 16px 12px;font-size:14px;line-height:20px}.sec{padding:10px 16px 4px;font-size:14px;font-weight:700}${cCss("#66705f")}.c{background:#fff;border-bottom:1px solid #eef0ec}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>Trail</b>${icon.download(22)}${icon.share(20)}</div>
<div class="fill">
${picture(
  "100%",
  112,
  ["#cfe0c3", "#8fae7c"],
  `<svg width="360" height="112" viewBox="0 0 360 150" preserveAspectRatio="none" style="position:absolute;left:0;top:0"><path d="M30 120 C80 40 120 110 170 60 S260 20 320 90" fill="none" stroke="#e0452b" stroke-width="4"/><circle cx="30" cy="120" r="6" fill="#2d8a3e"/><circle cx="320" cy="90" r="6" fill="#e0452b"/></svg>`,
)}
${own("Helvellyn via Striding Edge (Easy)", "tt")}
<div class="row au" data-role="ui">${avatar(22, "#2d8a3e")}<span>fellside_ken · Hiking · 41 times</span></div>
<div class="sg" data-role="ui"><div><b>13.8 km</b>Distance</div><div><b>950 m</b>Elevation gain</div><div><b>Easy</b>Difficulty</div><div><b>6h 10m</b>Time</div><div><b>Loop</b>Trail type</div><div><b>1,126</b>Downloads</div></div>
${own("Rated it Easy because it is easy. I’ve done it 41 times. My brother-in-law did it once and asked me to add that he disagrees.", "ds")}
${ui("Comments (38)", "sec")}
${comment("#b05a3a", "Bryony Lowe", "3d", "took my parents on this because it said easy", false)}
${comment("#2d8a3e", "fellside_ken", "3d", "How did they get on?", true)}
${comment("#b05a3a", "Bryony Lowe", "3d", "they enjoyed the car park", false)}
${comment("#3a7fb5", "Kieran D", "2d", "Striding Edge in a wind is not easy mate", false)}
${comment("#2d8a3e", "fellside_ken", "2d", "It’s easy once you stop looking down. Which you can’t.", true)}
</div>`,
};
