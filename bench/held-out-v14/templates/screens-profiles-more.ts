// More profiles: RateYourMusic (3,104 albums rated since 2008, and the highest rated still the CD that
// came free with the car), parkrun (a tail walker 48 times, officially last more than anyone at her
// parkrun, saved twice), Exercism (dark, a Bash mentor who looks up how to write a for loop every time,
// downscaled).
import { avatar, icon } from "./icons";
import { head, pageCss, paras, statGrid, tabs } from "./blocks";
import type { ScreenSpec } from "./screen-type";
import { ui } from "./shell";

const rows = (items: [string, string][]) =>
  `<div class="cd" data-role="ui">${items.map(([a, b]) => `<div class="row" style="justify-content:space-between;padding:7px 0;font-size:14px"><span>${a}</span><span style="opacity:.7">${b}</span></div>`).join("")}</div>`;

const top = (name: string, sub: string, color: string) =>
  `<div class="row cd" style="gap:14px">${avatar(64, color)}<div style="flex:1">${ui(name, "tt")}${ui(sub, "mt")}</div></div>`;

export const rateYourMusic: ScreenSpec = {
  id: "rateyourmusic-free-with-the-car",
  app: "RateYourMusic",
  kind: "profile",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "gramophone_gaspard", handle: null },
  time: "14:12",
  battery: 63,
  replies: false,
  css: `${pageCss({ bg: "#eceae4", card: "#fff", fg: "#1f1d1a", sub: "#67625a", line: "#dcd8cf", accent: "#2e5e9c", soft: "#eceae4", size: 14 })}.cd{margin:8px 12px 0;border-radius:8px;border:none}.st{margin:8px 12px 0;border-radius:8px;border:none}.st b{color:#2e5e9c}.h2{font-size:13px;font-weight:700;color:#67625a;padding:12px 16px 0}.hd{background:#2c2a26;color:#fff}.hd small{color:#cfcac0}`,
  html: `${head("Profile", "rateyourmusic.com", icon.moreV(20))}
<div class="fill">
${top("gramophone_gaspard", "Wolverhampton · Joined Mar 2008", "#7a6a4a")}
${statGrid([
  ["3,104", "Ratings"],
  ["212", "Reviews"],
  ["48", "Lists"],
])}
<div class="cd">${ui("About", "mt")}${paras("owner", ["Rating albums since 2008. Mostly post-punk, some krautrock, a lot of long walks. My highest rated album is still the CD that came free with the car."])}</div>
${ui("Top genres", "h2")}
${rows([
  ["Post-Punk", "412"],
  ["Krautrock", "188"],
  ["Dub", "131"],
  ["Northern Soul", "97"],
])}
</div>
${tabs([icon.home(24), icon.search(24), icon.grid(24), icon.person(24)], true)}`,
};

export const parkrun: ScreenSpec = {
  id: "parkrun-last-more-than-anyone",
  app: "parkrun",
  kind: "profile",
  dark: false,
  device: "iphone",
  format: "jpeg",
  owner: { name: "Dorothea Blackwood", handle: null },
  time: "11:06",
  battery: 86,
  generations: [{ quality: 89 }, { width: 828, quality: 67 }],
  replies: false,
  css: `${pageCss({ bg: "#f1eef6", card: "#fff", fg: "#221c30", sub: "#6a6278", line: "#e2dcea", accent: "#ffa300", soft: "#f1eef6" })}.cd{margin:8px 12px 0;border-radius:12px;border:none}.st{margin:8px 12px 0;border-radius:12px;border:none}.st b{color:#3c1053}.h2{font-size:13px;font-weight:700;color:#6a6278;padding:14px 16px 0}.hd{background:#3c1053;color:#fff}.hd small{color:#d8c8e6}`,
  html: `${head("My parkrun", "A2741186", icon.share(20))}
<div class="fill">
${top("Dorothea Blackwood", "Home parkrun: Marple · 250 club", "#ffa300")}
${statGrid([
  ["256", "parkruns"],
  ["48", "Volunteer days"],
  ["31:47", "Best time"],
])}
<div class="cd">${ui("About me", "mt")}${paras("owner", ["Saturday mornings since 2014. I love volunteering, especially as tail walker. I’ve done it 48 times, so I’ve officially come last at Marple more often than anyone."])}</div>
${ui("Volunteer roles", "h2")}
${rows([
  ["Tail walker", "48"],
  ["Marshal", "31"],
  ["Timekeeper", "12"],
  ["Barcode scanning", "9"],
])}
</div>
${tabs([icon.home(24), icon.search(24), icon.grid(24), icon.person(24)])}`,
};

export const exercism: ScreenSpec = {
  id: "exercism-every-single-time",
  app: "Exercism",
  kind: "profile",
  dark: true,
  device: "android",
  format: "png",
  downscaleTo: 720,
  owner: { name: "tawny_at_teatime", handle: null },
  time: "23:31",
  battery: 28,
  replies: false,
  css: `${pageCss({ bg: "#1c1a2e", card: "#26233d", fg: "#e8e6f4", sub: "#a39fbf", line: "#34304f", accent: "#8c7af0", soft: "#26233d", size: 14 })}.cd{margin:8px 12px 0;border-radius:8px;border:none}.st{margin:8px 12px 0;border-radius:8px;border:none}.st b{color:#b3a6ff}.h2{font-size:13px;font-weight:700;color:#a39fbf;padding:12px 16px 0}.tt{color:#e8e6f4}`,
  html: `${head("Exercism", "", icon.search(22), icon.menu(22))}
<div class="fill">
${top("tawny_at_teatime", "Mentor · Joined 2019", "#8c7af0")}
${statGrid([
  ["318", "Solutions"],
  ["1,290", "Reputation"],
  ["94", "Students mentored"],
])}
<div class="cd">${ui("Bio", "mt")}${paras("owner", ["Mentor on the Bash track since 2020. I’ve solved 318 exercises, and I still look up how to write a for loop in Bash every single time."])}</div>
${ui("Tracks", "h2")}
${rows([
  ["Bash", "96 exercises"],
  ["Python", "81 exercises"],
  ["Go", "44 exercises"],
  ["Elixir", "12 exercises"],
])}
</div>`,
};
