// Profiles: SilverSingles (a retired headteacher who arrives before the actors, screenshotted, opened in
// Google Photos and saved twice), Jaumo (dark, an architect who is good at parking but not driving),
// Meetic (an engineer who has labelled his label maker, under a banner from Maman, JPEG); PeoplePerHour,
// HowLongToBeat and MyAnimeList are in screens-profiles-more.ts.
import { icon, picture } from "./icons";
import { shapes } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { howLongToBeat, myAnimeList, peoplePerHour } from "./screens-profiles-more";
import { own, span, ui } from "./shell";
import { googlePhotos, shot } from "./viewer";

const prompt = (q: string, a: string, cls = "pr") => `<div class="${cls}">${ui(q, "pq")}${own(a, "pa")}</div>`;
const photo = (h: number, colors: [string, string], name: string, sub: string) =>
  `<div class="ph" style="position:relative">${picture(
    "100%",
    h,
    colors,
    shapes([
      [110, 80, 150, h - 80, "rgba(40,38,50,.55)", "75px 75px 0 0"],
      [150, 45, 70, 72, "rgba(210,168,140,.92)"],
    ]),
  )}<span class="n">${name}</span><span class="l">${sub}</span></div>`;
const photoCss = `.ph .n{position:absolute;left:14px;bottom:30px;font-size:26px;font-weight:700;color:#fff;text-shadow:0 1px 4px rgba(0,0,0,.5)}.ph .l{position:absolute;left:14px;bottom:10px;font-size:13px;color:#fff;text-shadow:0 1px 4px rgba(0,0,0,.5)}`;

const silverInner = `<style>.ss .hd2{height:48px;padding:0 14px;gap:14px;background:#fff}.ss .hd2 b{flex:1;font-size:17px;font-weight:600;color:#7a2f6b}${photoCss}.ss .mt{gap:8px;padding:8px 14px;background:#fff;font-size:13px;color:#6a6270}.ss .mt b{color:#7a2f6b}
.ss .pr{background:#fff;margin:8px 10px 0;border-radius:10px;padding:10px 14px}.ss .pq{font-size:13px;font-weight:700;color:#7d7585}.ss .pa{font-size:15px;line-height:21px;margin-top:3px;color:#2a2330}</style>
<div class="ss" style="flex:1;background:#f4f0f3">
<div class="row hd2" data-role="ui">${icon.back(22)}<b>SilverSingles</b>${icon.heart(22)}</div>
${photo(210, ["#b9c9a8", "#55664a"], "Malcolm, 63", "Harrogate · Retired headteacher")}
<div class="row mt" data-role="ui"><b>84%</b><span>compatibility</span></div>
${prompt("About me", "Retired headteacher, keen gardener, proud grandad of three.")}
${prompt("My friends would say I’m", "Very punctual. I arrive at the theatre before the actors.")}
${prompt("I’m looking for", "Someone to share walks, theatre trips and the crossword with.")}
${prompt("My perfect weekend", "A National Trust house and its café. Mostly the café.")}
</div>`;

export const silverSingles: ScreenSpec = {
  id: "silversingles-punctual",
  app: "SilverSingles",
  kind: "profile",
  dark: true,
  device: "android",
  format: "jpeg",
  owner: { name: "Malcolm", handle: null },
  time: "20:52",
  battery: 47,
  generations: [{ quality: 90 }, { width: 720, quality: 65 }],
  replies: false,
  css: ``,
  html: googlePhotos({ body: shot({ device: "android", time: "20:17", battery: 62, dark: false, background: "#f4f0f3", html: silverInner }, 0.84, 744) }),
};

export const jaumo: ScreenSpec = {
  id: "jaumo-parking",
  app: "Jaumo",
  kind: "profile",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "Leonie", handle: null },
  time: "23:19",
  battery: 38,
  replies: false,
  css: `body{background:#121015;color:#f2eff5}.hd{flex:none;height:46px;padding:0 14px;gap:14px}.hd b{flex:1;font-size:17px;color:#ff6a5c}${photoCss}.vf{gap:6px;padding:8px 16px;font-size:13px;color:#ff6a5c}
.pr{margin:8px 12px 0;border-radius:14px;padding:11px 14px;background:#1f1b24}.pq{font-size:13px;font-weight:600;color:#b3a9bf}.pa{font-size:15px;line-height:21px;margin-top:4px}.tg{gap:6px;flex-wrap:wrap;padding:10px 12px}.tg span{font-size:13px;background:#1f1b24;border-radius:14px;padding:4px 10px;color:#d6cfe0}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>Jaumo</b>${icon.more(22)}</div>
<div class="fill">
${photo(270, ["#c9a27a", "#4a5a7a"], "Leonie, 27", "Leipzig · 4 km away")}
<div class="row vf" data-role="ui">${icon.check(16)}${span("Verified · Active today")}</div>
${prompt("About me", "Architect. I love old buildings, new plants and long bike rides.")}
${prompt("I’m weirdly good at", "Parallel parking. Not driving, just the parking.")}
${prompt("My most controversial opinion", "Tomatoes go in the fridge.")}
${prompt("We’ll get along if", "You don’t mind me explaining every building we walk past.")}
<div class="row tg" data-role="ui">${span("🏛️ Architecture")}${span("🚲 Cycling")}${span("🪴 Plants")}${span("☕ Coffee")}</div>
</div>`,
};

export const meetic: ScreenSpec = {
  id: "meetic-label-maker",
  app: "Meetic",
  kind: "profile",
  dark: false,
  device: "iphone-max",
  format: "jpeg",
  quality: 70,
  owner: { name: "Hugo", handle: null },
  time: "21:38",
  battery: 64,
  banner: { app: "Messages", color: "#34c759", title: "Maman", body: "tu viens dimanche\u00a0? je fais le gratin", author: "Maman", age: "now" },
  replies: false,
  css: `body{background:#f6f4f8;color:#24202c}.hd{flex:none;height:92px;padding:0 14px 10px;gap:14px;background:#fff;align-items:flex-end}.hd b{flex:1;font-size:19px;font-weight:700;color:#d4145a}${photoCss}
.pr{background:#fff;margin:8px 12px 0;border-radius:12px;padding:11px 14px}.pq{font-size:13px;font-weight:700;color:#8a8296}.pa{font-size:16px;line-height:22px;margin-top:3px}.ac{flex:none;gap:40px;justify-content:center;padding:10px 0 30px;background:#f6f4f8}.ac span{width:58px;height:58px;border-radius:50%;background:#fff;box-shadow:0 2px 8px rgba(0,0,0,.12);display:flex;align-items:center;justify-content:center;color:#d4145a}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>meetic</b>${icon.sliders(22)}</div>
<div class="fill">
${photo(280, ["#a8c0d8", "#3a4a6a"], "Hugo, 38", "Lyon · Software engineer")}
${prompt("In a few words", "Engineer, Sunday cook, reluctant runner.")}
${prompt("My love language", "Sending you an article, then asking if you’ve read it.")}
${prompt("A red flag about me", "I own a label maker. I have labelled the label maker.")}
${prompt("Looking for", "Someone curious and kind who replies within the week.")}
</div>
<div class="row ac" data-role="ui"><span>${icon.close(26)}</span><span>${icon.heart(26)}</span></div>`,
};

export const PROFILES: ScreenSpec[] = [silverSingles, jaumo, meetic, peoplePerHour, howLongToBeat, myAnimeList];
