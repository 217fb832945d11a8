// More posts: 500px (dark, "Solitude" after a hike, and a parking lot in the comments, downscaled),
// MapMyRun (a mile with a coffee in it, JPEG), Tapatalk (dark, a van forum thread about kettle noises,
// cropped at the top with the status bar gone).
import { avatar, icon, picture } from "./icons";
import { comment, counts, shapes } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { other, own, ui } from "./shell";

const cCss = (sub: string) =>
  `.c{gap:10px;padding:8px 16px}.cn{font-size:13px;font-weight:600}.cm{font-size:12px;color:${sub}}.ct{font-size:14px;line-height:20px}.acts{gap:18px;padding:8px 16px;font-size:13px;color:${sub}}`;

export const px500: ScreenSpec = {
  id: "500px-solitude",
  app: "500px",
  kind: "post",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "Lukas Brandl", handle: null },
  time: "06:48",
  battery: 93,
  downscaleTo: 828,
  replies: true,
  css: `body{background:#0f0f10;color:#eee}.hd{flex:none;height:46px;padding:0 14px;gap:14px}.hd b{flex:1}.au{gap:10px;padding:10px 16px 4px}.au b{font-size:15px;display:block}.au small{font-size:12px;color:#999;display:block}.fo{margin-left:auto;font-size:13px;color:#0870d1;font-weight:600}
.tt{font-size:20px;font-weight:700;padding:6px 16px 2px}.tx{font-size:14px;line-height:20px;padding:2px 16px;color:#ccc}.pu{gap:14px;padding:8px 16px;font-size:13px;color:#999}.pu b{color:#fff}.ex{padding:0 16px 6px;font-size:12px;color:#888}${cCss("#999")}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b></b>${icon.share(20)}${icon.more(22)}</div>
<div class="fill">
${picture(
  "100%",
  250,
  ["#f7b267", "#2d3a5a"],
  shapes([
    [0, 170, 390, 80, "#1b2233", "0"],
    [0, 150, 160, 40, "#2a3347", "0 60px 0 0"],
    [18, 205, 56, 16, "#44506b", "3px"],
    [84, 207, 44, 14, "#50607d", "3px"],
    [300, 60, 40, 40, "#ffd79a"],
  ]),
)}
<div class="row au" data-role="ui">${avatar(34, "#546e7a")}<div><b>Lukas Brandl</b><small>2,140 followers</small></div><span class="fo">Follow</span></div>
${own("Solitude", "tt")}
${own("Shot at 5am after a 3 hour hike. Tripod, 30s exposure, no one around for miles.", "tx")}
<div class="row pu" data-role="ui"><span>Pulse <b>84.2</b></span><span>${"♥"} 312</span><span>Views 4.9K</span></div>
${ui("Sony A7 IV · 16–35mm · f/11 · 30s · ISO 100", "ex")}
${comment("#8e24aa", "mirela.k", "3h", "stunning light", false)}
${comment("#546e7a", "Lukas Brandl", "3h", "Thank you!", true)}
${comment("#00897b", "jpeg_jones", "2h", "is that a car park on the left", false)}
${comment("#546e7a", "Lukas Brandl", "2h", "It’s a viewpoint.", true)}
${comment("#ef6c00", "sunny.lens", "1h", "what filter did you use?", false)}
</div>`,
};

export const mapMyRun: ScreenSpec = {
  id: "mapmyrun-coffee",
  app: "MapMyRun",
  kind: "post",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 71,
  owner: { name: "Karthik Subramaniam", handle: null },
  time: "09:14",
  battery: 67,
  replies: true,
  css: `body{background:#f0f2f4;color:#1c2530}.hd{flex:none;height:54px;padding:0 14px;gap:14px;background:#fff}.hd b{flex:1;font-size:17px;font-weight:500}.card{background:#fff;margin:8px 0;padding:0 0 4px}.au{gap:10px;padding:12px 16px 4px}.au b{font-size:15px;display:block}.au small{font-size:12px;color:#6b7580;display:block}
.tx{font-size:15px;line-height:21px;padding:4px 16px}.st{gap:0;padding:8px 16px}.st div{flex:1;font-size:12px;color:#6b7580}.st b{display:block;font-size:20px;color:#1c2530}.map{position:relative;height:150px;margin:4px 0;background:linear-gradient(135deg,#e3ecd9,#d5e4f0)}${cCss("#6b7580")}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>Workout</b>${icon.share(20)}</div>
<div class="fill"><div class="card">
<div class="row au" data-role="ui">${avatar(40, "#1565c0")}<div><b>Karthik Subramaniam</b><small>Today at 7:02 AM · Run</small></div></div>
${own("Back at it. Stopped for a coffee at mile 1. Finished the coffee.", "tx")}
<div class="row st" data-role="ui"><div><b>1.02 mi</b>Distance</div><div><b>31:47</b>Duration</div><div><b>31:09</b>Avg pace /mi</div></div>
<div class="map">${shapes([
    [40, 40, 90, 6, "#0d6efd", "3px"],
    [126, 40, 6, 70, "#0d6efd", "3px"],
    [126, 104, 60, 6, "#0d6efd", "3px"],
    [182, 100, 14, 14, "#d32f2f"],
  ])}</div>
<div class="row st" data-role="ui"><div><b>112</b>Calories</div><div><b>3 ft</b>Elevation</div><div><b>1,840</b>Steps</div></div>
${counts(
  [
    [icon.thumbUp(16), "12"],
    [icon.comment(16), "3"],
  ],
  18,
)}
${comment("#e91e63", "Lena Fairbairn", "2h", "pace check 😬", false)}
${comment("#1565c0", "Karthik Subramaniam", "2h", "The coffee was hot.", true)}
${comment("#4caf50", "Dev Chaudhry", "1h", "which place", false)}
${comment("#1565c0", "Karthik Subramaniam", "1h", "The one by the park, oat flat white", true)}
</div></div>`,
};

const fp = (name: string, meta: string, color: string, text: string, who: "owner" | string, n: string) =>
  `<div class="fp"><div class="row" style="gap:10px">${avatar(30, color)}<div style="flex:1">${ui(name, "fn")}${ui(meta, "fm")}</div>${ui(n, "fm")}</div>${who === "owner" ? own(text, "ft") : other(who, text, "ft")}</div>`;

export const tapatalk: ScreenSpec = {
  id: "tapatalk-kettle",
  app: "Tapatalk",
  kind: "post",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "vandweller_paul", handle: null },
  time: "21:20",
  battery: 40,
  crop: { top: 30 },
  cutLines: 1,
  replies: true,
  css: `body{background:#121416;color:#e8e8e8}.hd{flex:none;height:54px;padding:0 14px;gap:14px;background:#1c1f22}.hd b{font-size:16px;font-weight:500;display:block}.hd small{font-size:12px;color:#9aa0a6;display:block}
.tt{font-size:18px;font-weight:500;line-height:24px;padding:10px 16px;border-bottom:1px solid #2a2d31}.fp{padding:10px 16px;border-bottom:1px solid #2a2d31}.fn{font-size:14px;font-weight:500;color:#6fb3ff}.fm{font-size:12px;color:#8a9096}.ft{font-size:15px;line-height:21px;margin-top:6px;color:#dcdcdc}
.pg{flex:none;justify-content:space-between;padding:10px 16px 18px;background:#1c1f22;font-size:13px;color:#9aa0a6;position:relative;z-index:3}.fill{padding-top:0}/*tune*/`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<div style="flex:1"><b>T4 Owners Club</b><small>Engine &amp; Gearbox</small></div>${icon.moreV(20)}</div>
<div class="fill">
${own("Strange noise from the back over 40mph", "tt")}
${fp("vandweller_paul", "Oct 11 · Member", "#8d6e63", "Started last week. Sounds like a kettle boiling, but only above 40. Below 40 it sounds like a different kettle. 2001 2.5 TDI, 212k miles. Any ideas before I take it in?", "owner", "#1")}
${fp("syncro_steve", "Oct 11 · Senior Member", "#43a047", "check the rear wheel bearings first, classic T4 noise", "syncro_steve", "#2")}
${fp("vandweller_paul", "Oct 12 · Member", "#8d6e63", "Done that. Still kettles.", "owner", "#3")}
${fp("maggie_campervan", "Oct 12 · Member", "#ab47bc", "is there a kettle in the van", "maggie_campervan", "#4")}
${fp("vandweller_paul", "Oct 12 · Member", "#8d6e63", "Yes but it’s not on.", "owner", "#5")}
${fp("maggie_campervan", "Oct 12 · Member", "#ab47bc", "is it strapped down", "maggie_campervan", "#6")}
${fp("vandweller_paul", "Oct 13 · Member", "#8d6e63", "Checking tomorrow.", "owner", "#7")}
</div>
<div class="row pg" data-role="ui"><span>‹ Prev</span><span>Page 1 of 3</span><span>Next ›</span></div>`,
};
