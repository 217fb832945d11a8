// Part D, profiles and stat pages: Kitsu (dark, every anime in order of release, reached 1987), Simkl (a film
// fan who only rewatches, JPEG downscaled), Grouvee (a six-year railway with no trains, a banner), JEFIT
// (a leg day of calf raises, saved twice), Insight Timer (dark, patient within the hour, cropped).
import { avatar, icon } from "./icons";
import { cmt, head, pageCss, paras, statGrid, tabs } from "./blocks";
import { say } from "./kit";
import type { ScreenSpec } from "./screen-type";
import { ui } from "./shell";

const sec = (t: string) => `<div class="sec" data-role="ui">${t}</div>`;
const tile = (title: string, meta: string, c: string) =>
  `<div class="row li" data-role="ui"><span class="cv" style="background:${c}"></span><div style="flex:1;min-width:0">${ui(title, "lt")}${ui(meta, "mt")}</div></div>`;
const extra = (bg: string) =>
  `.pf{align-items:center;padding:14px 16px 12px;text-align:center;background:${bg}}.pf b{font-size:19px;margin-top:8px}.pf small{font-size:12.5px;opacity:.7}
.sec{padding:12px 16px 4px;font-size:12.5px;font-weight:700;letter-spacing:.4px;opacity:.7}.li{gap:12px;padding:6px 16px}.cv{width:34px;height:46px;border-radius:4px;flex:none}.lt{font-size:14px;font-weight:600}.bio{padding:4px 16px 10px;background:${bg}}`;

export const kitsu: ScreenSpec = {
  id: "kitsu-currently-in-1987",
  app: "Kitsu",
  kind: "profile",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "Ysoline", handle: "ysoline_wick" },
  time: "23:14",
  battery: 31,
  replies: true,
  cutLines: 1,
  css: `${pageCss({ bg: "#2b1f2e", card: "#332538", fg: "#f1e9f3", sub: "#b7a6bd", line: "#45334b", accent: "#f75239", soft: "#3c2c42", size: 14 })}${extra("#332538")}
.fill>*{flex-shrink:0}.hero{height:58px;background:linear-gradient(120deg,#f75239,#8b3a7a)}.pf{margin-top:-34px;background:transparent}`,
  html: `${head("ysoline_wick", "", icon.moreV(20))}
<div class="fill">
<div class="hero"></div>
<div class="col pf" data-role="ui">${avatar(64, "#6f8fc9")}<b>Ysoline</b><small>@ysoline_wick · Joined 2019</small></div>
<div class="bio">${paras("owner", ["Watching every anime in order of release, starting from 1963. Currently in 1987."])}</div>
${statGrid([
  ["9,412", "Episodes"],
  ["151.2", "Days watched"],
  ["318", "Series"],
])}
${sec("RECENT ACTIVITY")}
${tile("Harbour Lantern Club", "Completed · Aired 1986 · 3h ago", "#d9a441")}
${tile("Moth Radio Season 2", "Watched episode 24 of 24 · Aired 1987", "#5c8f7a")}
${sec("COMMENTS")}
${cmt("Tuomas", "2d", "#8f6ac9", "at this rate you reach this year’s shows in about 2041", "Tuomas")}
${cmt("ysoline_wick", "2d", "#6f8fc9", "Speeding up now. I skip the openings.", "owner", true)}
${cmt("Valtteri", "1d", "#c96a8f", "you skipped them but rewatched the 1979 robot one four times, I saw your", "Valtteri")}
</div>
${tabs([icon.home(24), icon.search(24), icon.bell(24), icon.person(24)], true)}`,
};

export const simkl: ScreenSpec = {
  id: "simkl-new-ones-stress-me-out",
  app: "Simkl",
  kind: "profile",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 72,
  downscaleTo: 828,
  owner: { name: "Wilfreda Vanterpool", handle: "wilfreda.v" },
  time: "20:47",
  battery: 64,
  replies: true,
  css: `${pageCss({ bg: "#eef1f4", card: "#fff", fg: "#1b2430", sub: "#6a7685", line: "#dde3ea", accent: "#0d8bdc", soft: "#eef1f4", size: 14.5 })}${extra("#fff")}
.pf{background:#fff}.st b{color:#0d8bdc}`,
  html: `${head("Profile", "", icon.share(20))}
<div class="fill">
<div class="col pf" data-role="ui">${avatar(66, "#c9876a")}<b>Wilfreda Vanterpool</b><small>@wilfreda.v · Member since 2017</small></div>
<div class="bio">${paras("owner", ["I only watch films I’ve already seen. New ones stress me out because I don’t know how they end."])}</div>
${statGrid([
  ["640", "Movies"],
  ["588", "Rewatches"],
  ["1,214 h", "Time spent"],
])}
${sec("WATCHED RECENTLY")}
${tile("The Ferryman’s Dog", "Movie · 2004 · watched for the 31st time", "#4d7da8")}
${tile("Seven Gardens", "Movie · 1998 · watched for the 19th time", "#9bbf6a")}
${sec("COMMENTS")}
${cmt("Zuleika", "3d", "#6ab0c9", "So 52 new films in nine years?", "Zuleika")}
${cmt("wilfreda.v", "3d", "#c9876a", "51. One was an accident on a plane.", "owner", true)}
</div>
${tabs([icon.home(24), icon.search(24), icon.play(24), icon.person(24)])}`,
};

export const grouvee: ScreenSpec = {
  id: "grouvee-year-six-no-trains",
  app: "Grouvee",
  kind: "profile",
  dark: false,
  device: "iphone-max",
  format: "png",
  owner: { name: "Sixten", handle: "sixten_plays" },
  time: "12:05",
  battery: 88,
  replies: true,
  banner: { app: "Messages", color: "#34c759", title: "Ulrica", body: "are you still bringing the folding chairs on sunday", author: "Ulrica", age: "now" },
  css: `${pageCss({ bg: "#f4f5f7", card: "#fff", fg: "#222", sub: "#707782", line: "#e3e5e9", accent: "#2e9e6a", soft: "#f4f5f7", size: 14.5 })}${extra("#fff")}
.shelf{gap:8px;padding:8px 16px;background:#fff;flex-wrap:wrap}.shelf span{font-size:12px;border-radius:12px;padding:3px 10px;background:#e7f4ed;color:#2e9e6a}`,
  html: `${head("sixten_plays", "", icon.more(22))}
<div class="fill">
<div class="col pf" data-role="ui">${avatar(66, "#7a9c5a")}<b>Sixten</b><small>@sixten_plays · 214 games</small></div>
<div class="bio">${paras("owner", ["Backlog: 214 games. Currently playing: the same railway game since 2019 (year six, still no trains)."])}</div>
<div class="row shelf" data-role="ui"><span>Played 96</span><span>Playing 1</span><span>Backlog 214</span><span>Wish list 40</span></div>
${sec("PLAYING")}
${tile("Cinderford Junction", "Started 14 March 2019 · 1,880 hours", "#c9a86a")}
${sec("WALL")}
${cmt("Wendel", "5h", "#6a8fc9", "1,880 hours and the trains are still a rumour", "Wendel")}
${cmt("sixten_plays", "4h", "#7a9c5a", "I’m building them a very nice station first. It’s on its third roof.", "owner", true)}
${cmt("Xenia", "1h", "#c96a6a", "the station has had more upgrades than my flat", "Xenia")}
</div>
${tabs([icon.home(24), icon.search(24), icon.grid(24), icon.person(24)])}`,
};

export const jefit: ScreenSpec = {
  id: "jefit-a-very-thorough-calf",
  app: "JEFIT",
  kind: "profile",
  dark: false,
  device: "android",
  format: "jpeg",
  generations: [{ quality: 78 }, { width: 900, quality: 66 }],
  owner: { name: "Thorsten Wilmot", handle: null },
  time: "19:32",
  battery: 47,
  replies: true,
  statusBarDark: true,
  statusBarBackground: "#1565c0",
  css: `${pageCss({ bg: "#eceff3", card: "#fff", fg: "#1a1a1a", sub: "#6b7380", line: "#dfe3e8", accent: "#1565c0", soft: "#eceff3", size: 14.5 })}${extra("#fff")}
.hd{background:#1565c0;color:#fff;border:none}.hd small{color:#cfe0f7}.ex{font-size:13.5px;padding:2px 0;color:#444}.wt{font-size:16px;font-weight:700;margin-top:6px}`,
  html: `${head("Thorsten Wilmot", "Level 12 · 388 workouts", icon.moreV(20))}
<div class="fill">
${statGrid([
  ["388", "Workouts"],
  ["41", "Friends"],
  ["6", "Week streak"],
])}
<div class="cd gap">${ui("Thorsten Wilmot · Yesterday", "nm")}${say("owner", "Leg day", "wt")}
<div data-role="ui">${ui("Calf Raise (Standing) · 12 sets", "ex")}${ui("Squat · skipped", "ex")}${ui("Leg Press · skipped", "ex")}</div>
${paras("owner", ["Skipped squats, leg press and lunges, but I did a very thorough calf raise. Legs feel great. Well, the bottom of them."])}
<div class="row acts" data-role="ui"><span class="row" style="gap:5px">${icon.thumbUp(15)}<span>14</span></span><span class="row" style="gap:5px">${icon.comment(15)}<span>3</span></span></div></div>
${cmt("Sorrel", "20h", "#c98f6a", "12 sets of calf raises is a lot of standing on tiptoe", "Sorrel")}
${cmt("Ulrik", "18h", "#6ac98f", "tomorrow is arm day so you’ll just wave", "Ulrik")}
${cmt("Thorsten Wilmot", "17h", "#5a7ab0", "Tomorrow is rest day. I’ve earned it.", "owner", true)}
</div>
${tabs([icon.home(24), icon.grid(24), icon.chat(24), icon.person(24)], true)}`,
};

export const insight: ScreenSpec = {
  id: "insighttimer-reply-within-the-hour",
  app: "Insight Timer",
  kind: "profile",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "Ysmay", handle: null },
  time: "07:58",
  battery: 92,
  replies: true,
  crop: { top: 50 },
  cutLines: 1,
  css: `${pageCss({ bg: "#121620", card: "#1b2130", fg: "#eef0f5", sub: "#9aa3b5", line: "#28304a", accent: "#d9b45a", soft: "#232a3d", size: 14.5 })}${extra("#1b2130")}
.st b{color:#d9b45a}.fill>*{flex-shrink:0}.top{margin-top:-12px;padding:0 16px 10px 58px;background:#1b2130}`,
  html: `<div class="fill">
<div class="top">${paras("Sølvi", ["Your talk at the library on stillness was lovely, thank you again"], "tx cutp")}</div>
<div class="col pf" data-role="ui" style="margin-top:8px">${avatar(64, "#8a6ac9")}<b>Ysmay</b><small>Meditating since 2021 · Olomouc</small></div>
<div class="bio">${paras("owner", ["Patience is everything. Sit with what comes. (If you message me, please reply within the hour.)"])}</div>
${statGrid([
  ["1,006", "Days in a row"],
  ["43,120", "Minutes"],
  ["212", "Friends"],
])}
${sec("MESSAGES ON YOUR PROFILE")}
${cmt("Waltraud", "2d", "#6a9cc9", "I replied after four hours and you sent me a breathing exercise", "Waltraud")}
${cmt("Ysmay", "2d", "#8a6ac9", "A short one. You kept me waiting.", "owner", true)}
${cmt("Stig", "1d", "#c9b06a", "1,006 days in a row and still checks her phone during the bell", "Stig")}
</div>
${tabs([icon.home(24), icon.search(24), icon.play(24), icon.person(24)])}`,
};
