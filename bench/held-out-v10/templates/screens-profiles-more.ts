// More profiles: GeoGuessr (dark, Brazil from a single bollard and a car lost in a Tesco car park,
// downscaled), RetroAchievements (dark, Super Mario Bros. 3 mastered at 51 and laundry not, saved three
// times), Smashrun (a 211-day streak that ended on a 10 km run the watch thinks was the sofa).
import { avatar, icon } from "./icons";
import { head, pageCss, paras, statGrid, tabs } from "./blocks";
import type { ScreenSpec } from "./screen-type";
import { ui } from "./shell";

const rows = (items: [string, string][]) =>
  `<div class="cd" data-role="ui">${items.map(([a, b]) => `<div class="row" style="justify-content:space-between;padding:7px 0;font-size:14px"><span>${a}</span><span style="opacity:.7">${b}</span></div>`).join("")}</div>`;

const top = (name: string, sub: string, color: string) =>
  `<div class="row cd" style="gap:14px">${avatar(64, color)}<div style="flex:1">${ui(name, "tt")}${ui(sub, "mt")}</div></div>`;

export const geoGuessr: ScreenSpec = {
  id: "geoguessr-bollard",
  app: "GeoGuessr",
  kind: "profile",
  dark: true,
  device: "iphone",
  format: "png",
  downscaleTo: 828,
  owner: { name: "Gideon Marsh", handle: null },
  time: "22:51",
  battery: 38,
  replies: false,
  css: `${pageCss({ bg: "#10093a", card: "#1a1150", fg: "#fff", sub: "#b5aee0", line: "#2a2070", accent: "#6cb928", soft: "#231a60" })}.cd{margin:8px 12px 0;border-radius:12px;border:none}.st{margin:8px 12px 0;border-radius:12px;border:none}.h2{font-size:13px;font-weight:700;color:#b5aee0;padding:14px 16px 0}`,
  html: `${head("Profile", "", icon.sliders(22))}
<div class="fill">
${top("Gideon Marsh", "Level 87 · Member since 2019", "#6cb928")}
${statGrid([
  ["3,412", "Games played"],
  ["4,102", "Average score"],
  ["9", "Perfect rounds"],
])}
<div class="cd">${ui("Bio", "mt")}${paras("owner", ["Can identify Brazil from a single bollard. Cannot find my car in the Tesco car park. Ask me about Kenyan road lines, or don’t, I’ll tell you anyway."])}</div>
${ui("Recent games", "h2")}
${rows([
  ["World · Moving", "24,871 pts"],
  ["A Diverse World", "19,230 pts"],
  ["Famous Places", "8,115 pts"],
  ["United Kingdom", "6,402 pts"],
])}
</div>
${tabs([icon.home(24), icon.globe(24), icon.grid(24), icon.person(24)])}`,
};

export const retroAchievements: ScreenSpec = {
  id: "retroachievements-laundry",
  app: "RetroAchievements",
  kind: "profile",
  dark: true,
  device: "android",
  format: "jpeg",
  owner: { name: "PixelPauline", handle: null },
  time: "22:30",
  battery: 63,
  generations: [{ quality: 92 }, { width: 1000, quality: 78 }, { width: 828, quality: 66 }],
  replies: false,
  css: `${pageCss({ bg: "#1a1a1a", card: "#222", fg: "#e6e6e6", sub: "#a0a0a0", line: "#2e2e2e", accent: "#cc9900", soft: "#2a2a2a", size: 14 })}.tt{color:#cc9900}.h2{font-size:13px;font-weight:700;color:#cc9900;padding:12px 16px 2px}`,
  html: `${head("RetroAchievements", "User profile", icon.moreV(20), icon.menu(22))}
<div class="fill">
${top("PixelPauline", "Member since 12 Mar 2022 · Last seen 2 hours ago", "#b07a4a")}
<div class="cd">${paras("owner", ["Mum of three. Mastered Super Mario Bros. 3 at 51. Did not master laundry in the same period. If my husband asks, this is a fitness app."])}</div>
${statGrid([
  ["18,240", "Hardcore points"],
  ["4.21", "Retro ratio"],
  ["37", "Mastered"],
])}
${ui("Recently played", "h2")}
${rows([
  ["Super Mario Bros. 3 (NES)", "Mastered · 88/88"],
  ["Kirby’s Dream Land (GB)", "31/39"],
  ["Tetris (GB)", "22/40"],
  ["Spyro the Dragon (PS1)", "12/81"],
])}
</div>
${tabs([icon.home(24), icon.search(24), icon.bell(24), icon.person(24)], true)}`,
};

export const smashrun: ScreenSpec = {
  id: "smashrun-the-sofa",
  app: "Smashrun",
  kind: "profile",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Ngozi Adeyemi", handle: null },
  time: "06:48",
  battery: 97,
  replies: false,
  css: `${pageCss({ bg: "#eef2f5", card: "#fff", fg: "#20303c", sub: "#667785", line: "#dde4ea", accent: "#3f9fd8", soft: "#eef2f5" })}.cd{margin:8px 12px 0;border-radius:12px;border:none}.st{margin:8px 12px 0;border-radius:12px;border:none}.h2{font-size:13px;font-weight:700;color:#667785;padding:14px 16px 0}`,
  html: `${head("Ngozi Adeyemi", "Runner since 2021", icon.share(20))}
<div class="fill">
${top("Ngozi Adeyemi", "Lagos → Bristol · 1,311 runs", "#3f9fd8")}
${statGrid([
  ["4,208 km", "Total"],
  ["211 days", "Longest streak"],
  ["6:12 /km", "Avg pace"],
])}
<div class="cd">${ui("About", "mt")}${paras("owner", ["Running every day since 2021. The streak ended at 211 days because I forgot to press start. I ran 10 km that day. According to my watch I sat on the sofa, quite fast."])}</div>
${ui("This week", "h2")}
${rows([
  ["Mon · Easy run", "8.1 km · 6:20"],
  ["Tue · Intervals", "9.4 km · 5:41"],
  ["Wed · Easy run", "7.9 km · 6:24"],
  ["Thu · Rest day (planned)", "0.0 km"],
])}
</div>
${tabs([icon.home(24), icon.grid(24), icon.flame(24), icon.person(24)])}`,
};
