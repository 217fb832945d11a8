// Profiles: Ourtime (a retired bus driver late once, on a Tuesday in 1994, screenshotted, opened in
// Google Photos and saved twice), Parship (a project manager whose Crete itinerary scheduled
// "Spontaneity (15:00–15:30)", JPEG), Dil Mil (dark, an accountant who splits the bill to the penny with
// two calculators); Superprof, Speedrun.com and Slopes are in screens-profiles-more.ts.
import { icon, picture } from "./icons";
import { shapes } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { slopes, speedrun, superprof } from "./screens-profiles-more";
import { own, span, ui } from "./shell";
import { googlePhotos, shot } from "./viewer";

const prompt = (q: string, a: string, cls = "pr") => `<div class="${cls}">${ui(q, "pq")}${own(a, "pa")}</div>`;
const photo = (h: number, colors: [string, string], name: string, sub: string, x = 110) =>
  `<div class="ph" style="position:relative">${picture(
    "100%",
    h,
    colors,
    shapes([
      [x, 80, 150, h - 80, "rgba(40,38,50,.55)", "75px 75px 0 0"],
      [x + 40, 45, 70, 72, "rgba(210,168,140,.92)"],
    ]),
  )}<span class="n">${name}</span><span class="l">${sub}</span></div>`;
const photoCss = `.ph .n{position:absolute;left:14px;bottom:30px;font-size:26px;font-weight:700;color:#fff;text-shadow:0 1px 4px rgba(0,0,0,.5)}.ph .l{position:absolute;left:14px;bottom:10px;font-size:13px;color:#fff;text-shadow:0 1px 4px rgba(0,0,0,.5)}`;

const ourtimeInner = `<style>.ot .hd2{height:48px;padding:0 14px;gap:14px;background:#fff}.ot .hd2 b{flex:1;font-size:18px;font-weight:700;color:#c8102e}${photoCss}.ot .on{gap:8px;padding:8px 14px;background:#fff;font-size:13px;color:#6a6270}.ot .on i{width:9px;height:9px;border-radius:50%;background:#2eb872;display:block}
.ot .pr{background:#fff;margin:8px 10px 0;border-radius:10px;padding:10px 14px}.ot .pq{font-size:13px;font-weight:700;color:#8b7f86}.ot .pa{font-size:15px;line-height:21px;margin-top:3px;color:#2a2226}</style>
<div class="ot" style="flex:1;background:#f5efef">
<div class="row hd2" data-role="ui">${icon.back(22)}<b>ourtime</b>${icon.moreV(20)}</div>
${photo(210, ["#c7d3e0", "#5d6f84"], "Bernard, 67", "Worthing · Retired bus driver")}
<div class="row on" data-role="ui"><i></i><span>Online today</span></div>
${prompt("About me", "Grandad of four, allotment man, makes a good crumble.")}
${prompt("Something I’m proud of", "38 years on the buses and late once. It was a Tuesday in 1994 and I still think about it.")}
${prompt("My ideal first date", "A walk on the pier then fish and chips. My treat, I have a voucher.")}
${prompt("I’m looking for", "A kind lady who enjoys a walk and an early night.")}
</div>`;

export const ourtime: ScreenSpec = {
  id: "ourtime-late-once",
  app: "Ourtime",
  kind: "profile",
  dark: true,
  device: "android",
  format: "jpeg",
  owner: { name: "Bernard", handle: null },
  time: "21:15",
  battery: 52,
  generations: [{ quality: 92 }, { width: 828, quality: 69 }],
  replies: false,
  css: ``,
  html: googlePhotos({ body: shot({ device: "android", time: "20:48", battery: 70, dark: false, background: "#f5efef", html: ourtimeInner }, 0.84, 690) }),
};

export const parship: ScreenSpec = {
  id: "parship-spontaneity",
  app: "Parship",
  kind: "profile",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 70,
  owner: { name: "Annika", handle: null },
  time: "22:31",
  battery: 63,
  replies: false,
  css: `body{background:#f4f2f0;color:#2b2422}.hd{flex:none;height:48px;padding:0 14px;gap:14px;background:#fff}.hd b{flex:1;font-size:18px;font-weight:700;color:#b3123d}${photoCss}
.mp{gap:10px;padding:10px 16px;background:#fff;font-size:13px;color:#6e6360;border-bottom:1px solid #ece7e3}.mp b{font-size:20px;color:#b3123d}
.pr{background:#fff;margin:8px 12px 0;border-radius:12px;padding:11px 14px}.pq{font-size:13px;font-weight:700;color:#8f8380}.pa{font-size:15px;line-height:21px;margin-top:3px}
.ac{flex:none;gap:14px;padding:10px 16px 30px;background:#fff;border-top:1px solid #ece7e3}.ac span{flex:1;text-align:center;border-radius:22px;padding:11px;font-size:15px;font-weight:600}.ac .a{border:1px solid #b3123d;color:#b3123d}.ac .b{background:#b3123d;color:#fff}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>Parship</b>${icon.more(22)}</div>
<div class="fill">
${photo(250, ["#d8c8b0", "#6a7a5a"], "Annika, 41", "Hamburg · Project manager", 150)}
<div class="row mp" data-role="ui"><b>112</b><span>matching points · You’re both “Planners”</span></div>
${prompt("About me", "Project manager, cyclist, aunt of three. I like a plan.")}
${prompt("My friends say I’m", "Organised. We went to Crete with a 14-page itinerary. It had a section called “Spontaneity (15:00–15:30)”.")}
${prompt("I can’t live without", "Coffee, my bike and a good map.")}
${prompt("My ideal Sunday", "Lake swim, bakery, nap. In that order, ideally by 11.")}
</div>
<div class="row ac" data-role="ui"><span class="a">Send a smile</span><span class="b">Message</span></div>`,
};

export const dilMil: ScreenSpec = {
  id: "dilmil-two-calculators",
  app: "Dil Mil",
  kind: "profile",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "Rohan", handle: null },
  time: "23:04",
  battery: 29,
  replies: false,
  css: `body{background:#141114;color:#f3eef2}.hd{flex:none;height:46px;padding:0 14px;gap:14px}.hd b{flex:1;font-size:18px;font-weight:700;color:#ff5a6e}${photoCss}
.pr{margin:8px 12px 0;border-radius:14px;padding:11px 14px;background:#231d23}.pq{font-size:13px;font-weight:600;color:#b8a9b6}.pa{font-size:15px;line-height:21px;margin-top:4px}.tg{gap:6px;flex-wrap:wrap;padding:10px 12px}.tg span{font-size:13px;background:#231d23;border-radius:14px;padding:4px 10px;color:#ddd0da}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>Dil Mil</b>${icon.more(22)}</div>
<div class="fill">
${photo(250, ["#e0a86a", "#5a3a5a"], "Rohan, 32", "Leicester · Accountant", 130)}
${prompt("A bit about me", "Accountant, cricket fan, makes a very good chai.")}
${prompt("My simple pleasures", "A spreadsheet that balances first time. Also rain.")}
${prompt("I’ll fall for you if", "You let me split the bill to the penny. I’ll bring my calculator, and the other calculator.")}
${prompt("My mum would describe me as", "“Settled, financially.” She says it before my name.")}
<div class="row tg" data-role="ui">${span("🏏 Cricket")}${span("📊 Spreadsheets")}${span("☕ Chai")}${span("🌧️ Rain walks")}</div>
</div>`,
};

export const PROFILES: ScreenSpec[] = [ourtime, parship, dilMil, superprof, speedrun, slopes];
