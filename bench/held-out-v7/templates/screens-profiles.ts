// Profiles: EliteSingles (an actuary with a spreadsheet of his friends' opinions, screenshotted, opened
// in Google Photos and saved twice), Lovoo (dark, two truths and a lie, and the lie is most of it),
// Clover (a nurse who has counted the carveries, JPEG); Freelancer, Beli and Discogs are in
// screens-profiles-more.ts.
import { icon, picture } from "./icons";
import { shapes } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { beli, discogs, freelancer } from "./screens-profiles-more";
import { own, span, ui } from "./shell";
import { googlePhotos, shot } from "./viewer";

const prompt = (q: string, a: string, cls = "pr") => `<div class="${cls}">${ui(q, "pq")}${own(a, "pa")}</div>`;
const photo = (h: number, colors: [string, string], name: string, sub: string) =>
  `<div class="ph" style="position:relative">${picture(
    "100%",
    h,
    colors,
    shapes([
      [120, 70, 140, h - 70, "rgba(35,35,45,.55)", "70px 70px 0 0"],
      [155, 40, 70, 70, "rgba(214,170,140,.9)"],
    ]),
  )}<span class="n">${name}</span><span class="l">${sub}</span></div>`;
const photoCss = `.ph .n{position:absolute;left:14px;bottom:30px;font-size:26px;font-weight:700;color:#fff;text-shadow:0 1px 4px rgba(0,0,0,.5)}.ph .l{position:absolute;left:14px;bottom:10px;font-size:13px;color:#fff;text-shadow:0 1px 4px rgba(0,0,0,.5)}`;

const eliteInner = `<style>.es .hd2{height:48px;padding:0 14px;gap:14px;background:#fff}.es .hd2 b{flex:1;font-size:17px;font-weight:500;color:#0f8b7d}${photoCss}.es .mt{gap:8px;padding:8px 14px;background:#fff;font-size:13px;color:#5f6b6a}.es .mt b{color:#0f8b7d}
.es .pr{background:#fff;margin:8px 10px 0;border-radius:10px;padding:10px 14px}.es .pq{font-size:13px;font-weight:700;color:#6d7877}.es .pa{font-size:15px;line-height:21px;margin-top:3px;color:#1f2a29}</style>
<div class="es" style="flex:1;background:#eef3f2">
<div class="row hd2" data-role="ui">${icon.back(22)}<b>EliteSingles</b>${icon.heart(22)}</div>
${photo(220, ["#9fb8c9", "#3d4f5c"], "Rupert, 46", "Reading · Actuary")}
<div class="row mt" data-role="ui"><b>87%</b><span>personality match</span></div>
${prompt("What I’m looking for", "Someone who enjoys walks, good wine and long conversations.")}
${prompt("My friends would describe me as", "Organised. I keep a spreadsheet of their birthdays, and one of their opinions of me.")}
${prompt("My ideal first date", "Coffee, 45 minutes, with the option to extend.")}
${prompt("The last thing I read", "The terms and conditions. All of them.")}
</div>`;

export const eliteSingles: ScreenSpec = {
  id: "elitesingles-spreadsheet",
  app: "EliteSingles",
  kind: "profile",
  dark: true,
  device: "android",
  format: "jpeg",
  owner: { name: "Rupert", handle: null },
  time: "22:31",
  battery: 29,
  generations: [{ quality: 90 }, { width: 720, quality: 64 }],
  replies: false,
  css: ``,
  html: googlePhotos({ body: shot({ device: "android", time: "21:58", battery: 44, dark: false, background: "#eef3f2", html: eliteInner }, 0.84, 740) }),
};

export const lovoo: ScreenSpec = {
  id: "lovoo-two-truths",
  app: "Lovoo",
  kind: "profile",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "Jannik", handle: null },
  time: "00:37",
  battery: 41,
  replies: false,
  css: `body{background:#0f0f14;color:#f1f1f5}.hd{flex:none;height:46px;padding:0 14px;gap:14px}.hd b{flex:1}${photoCss}.vf{gap:6px;padding:8px 16px;font-size:13px;color:#ff4f7b}
.pr{margin:8px 12px 0;border-radius:14px;padding:11px 14px;background:#1c1c24}.pq{font-size:12px;font-weight:700;letter-spacing:.4px;text-transform:uppercase;color:#ff4f7b}.pa{font-size:15px;line-height:21px;margin-top:4px}.tg{gap:6px;flex-wrap:wrap;padding:10px 12px}.tg span{font-size:13px;background:#1c1c24;border-radius:14px;padding:4px 10px;color:#d2d2dc}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b></b>${icon.more(22)}</div>
<div class="fill">
${photo(280, ["#3b4a6b", "#e26d5a"], "Jannik, 29", "Hamburg · 3 km away")}
<div class="row vf" data-role="ui">${icon.check(16)}${span("Verified · Online now")}</div>
${prompt("About me", "Gym, cooking, travel. Honestly very down to earth.")}
${prompt("Two truths and a lie", "I’ve run a marathon. I speak four languages. I’ve never lost at Monopoly.")}
${prompt("The lie", "The marathon. Also two of the languages.")}
${prompt("Perfect Sunday", "Brunch, gym, brunch.")}
<div class="row tg" data-role="ui">${span("🏋️ Fitness")}${span("🍳 Cooking")}${span("✈️ Travel")}${span("🎲 Board games")}</div>
</div>`,
};

export const clover: ScreenSpec = {
  id: "clover-carveries",
  app: "Clover",
  kind: "profile",
  dark: false,
  device: "iphone-max",
  format: "jpeg",
  quality: 70,
  owner: { name: "Solange", handle: null },
  time: "19:09",
  battery: 68,
  replies: false,
  css: `body{background:#f5f3fa;color:#2b2540}.hd{flex:none;height:50px;padding:0 14px;gap:14px;background:#fff}.hd b{flex:1;font-size:18px;font-weight:700;color:#6c4bd1}${photoCss}
.pr{background:#fff;margin:8px 12px 0;border-radius:12px;padding:11px 14px}.pq{font-size:13px;font-weight:700;color:#8a80a8}.pa{font-size:16px;line-height:22px;margin-top:3px}.ac{flex:none;gap:40px;justify-content:center;padding:10px 0 28px;background:#f5f3fa}.ac span{width:58px;height:58px;border-radius:50%;background:#fff;box-shadow:0 2px 8px rgba(0,0,0,.12);display:flex;align-items:center;justify-content:center;color:#6c4bd1}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>clover</b>${icon.sliders(22)}</div>
<div class="fill">
${photo(300, ["#f3c6a5", "#7a5c9e"], "Solange, 41", "Exeter · 5 miles away")}
${prompt("About me", "Nurse, runner, aunt of four.")}
${prompt("Fun fact", "I have eaten at every carvery in Devon. There are 38.")}
${prompt("Looking for", "Someone kind who likes dogs.")}
${prompt("Dealbreaker", "Not liking dogs.")}
${prompt("Sunday", "Long run, roast, early night.")}
</div>
<div class="row ac" data-role="ui"><span>${icon.close(26)}</span><span>${icon.heart(26)}</span></div>`,
};

export const PROFILES: ScreenSpec[] = [eliteSingles, lovoo, clover, freelancer, beli, discogs];
