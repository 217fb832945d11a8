// More profiles: Setlist.fm (412 gigs since 1983, Status Quo seen 41 times and still waiting for the
// fourth chord, saved three times), Codewars (dark, a senior developer told at work that his functions
// are too long, who writes them here in one line of 340 characters, downscaled), Nomad List (31
// countries worked from, mostly from the hotel lobby: forty co-working spaces and three beaches).
import { avatar, icon } from "./icons";
import { head, pageCss, paras, statGrid, tabs } from "./blocks";
import type { ScreenSpec } from "./screen-type";
import { ui } from "./shell";

const rows = (items: [string, string][]) =>
  `<div class="cd" data-role="ui">${items.map(([a, b]) => `<div class="row" style="justify-content:space-between;padding:7px 0;font-size:14px"><span>${a}</span><span style="opacity:.7">${b}</span></div>`).join("")}</div>`;

const top = (name: string, sub: string, color: string) =>
  `<div class="row cd" style="gap:14px">${avatar(64, color)}<div style="flex:1">${ui(name, "tt")}${ui(sub, "mt")}</div></div>`;

export const setlistFm: ScreenSpec = {
  id: "setlistfm-the-fourth-chord",
  app: "Setlist.fm",
  kind: "profile",
  dark: false,
  device: "android",
  format: "jpeg",
  owner: { name: "Leighton Fairbrother", handle: null },
  time: "12:38",
  battery: 59,
  generations: [{ quality: 92 }, { width: 1000, quality: 78 }, { width: 828, quality: 67 }],
  replies: false,
  css: `${pageCss({ bg: "#eef0ee", card: "#fff", fg: "#1d221f", sub: "#616a64", line: "#dde2de", accent: "#8fc13e", soft: "#eef0ee", size: 14 })}.cd{margin:8px 12px 0;border-radius:10px;border:none}.st{margin:8px 12px 0;border-radius:10px;border:none}.st b{color:#5a8a1e}.h2{font-size:13px;font-weight:700;color:#616a64;padding:12px 16px 0}.hd{background:#2c3a2f;color:#fff}.hd small{color:#c8d6cb}`,
  html: `${head("Profile", "setlist.fm", icon.moreV(20))}
<div class="fill">
${top("Leighton Fairbrother", "Scunthorpe · Member since 2009", "#6a8a4a")}
${statGrid([
  ["412", "Concerts"],
  ["187", "Artists"],
  ["96", "Venues"],
])}
<div class="cd">${ui("About", "mt")}${paras("owner", ["Going to gigs since 1983. I’ve seen Status Quo 41 times and I’m still waiting for the fourth chord."])}</div>
${ui("Most seen artists", "h2")}
${rows([
  ["Status Quo", "41"],
  ["Saxon", "22"],
  ["Magnum", "17"],
  ["The Wildhearts", "9"],
])}
</div>
${tabs([icon.home(24), icon.search(24), icon.grid(24), icon.person(24)], true)}`,
};

export const codewars: ScreenSpec = {
  id: "codewars-three-hundred-and-forty",
  app: "Codewars",
  kind: "profile",
  dark: true,
  device: "android",
  format: "png",
  downscaleTo: 720,
  owner: { name: "kiln_and_compile", handle: null },
  time: "23:55",
  battery: 24,
  replies: false,
  css: `${pageCss({ bg: "#1d1e22", card: "#26282e", fg: "#e4e6eb", sub: "#9a9ea8", line: "#33363e", accent: "#b1361e", soft: "#26282e", size: 14 })}.cd{margin:8px 12px 0;border-radius:8px;border:none}.st{margin:8px 12px 0;border-radius:8px;border:none}.st b{color:#e05a3a}.h2{font-size:13px;font-weight:700;color:#9a9ea8;padding:12px 16px 0}.tt{color:#e4e6eb}`,
  html: `${head("Codewars", "", icon.search(22), icon.menu(22))}
<div class="fill">
${top("kiln_and_compile", "Clan: Meridian Labs · Member since 2017", "#b1361e")}
${statGrid([
  ["3 kyu", "Rank"],
  ["8,412", "Honor"],
  ["1,206", "Kata solved"],
])}
<div class="cd">${ui("About", "mt")}${paras("owner", ["Senior developer, 15 years. Code review at work says my functions are too long, so I come here to write them in one line. My best one is 340 characters."])}</div>
${ui("Languages", "h2")}
${rows([
  ["Python", "2 kyu"],
  ["JavaScript", "4 kyu"],
  ["SQL", "6 kyu"],
  ["Rust", "8 kyu"],
])}
</div>`,
};

export const nomadList: ScreenSpec = {
  id: "nomadlist-three-beaches",
  app: "Nomad List",
  kind: "profile",
  dark: false,
  device: "iphone-max",
  format: "png",
  owner: { name: "Tancredi Brandvold", handle: "@tancredi" },
  time: "10:07",
  battery: 88,
  replies: false,
  css: `${pageCss({ bg: "#f5f5f7", card: "#fff", fg: "#1c1c20", sub: "#6b6b75", line: "#e4e4ea", accent: "#ff4742", soft: "#f5f5f7" })}.cd{margin:8px 12px 0;border-radius:12px;border:none}.st{margin:8px 12px 0;border-radius:12px;border:none}.st b{color:#ff4742}.h2{font-size:13px;font-weight:700;color:#6b6b75;padding:14px 16px 0}`,
  html: `${head("Profile", "", icon.share(20))}
<div class="fill">
${top("Tancredi Brandvold", "@tancredi · Currently in Ljubljana", "#4a7ab0")}
${statGrid([
  ["31", "Countries"],
  ["88", "Cities"],
  ["1,412", "Days traveling"],
])}
<div class="cd">${ui("Bio", "mt")}${paras("owner", ["Digital nomad since 2021. I’ve worked from 31 countries, mostly from the hotel lobby. So far I’ve seen forty co-working spaces and three beaches."])}</div>
${ui("Recent trips", "h2")}
${rows([
  ["Ljubljana, Slovenia", "Now"],
  ["Tbilisi, Georgia", "5 weeks"],
  ["Medellín, Colombia", "6 weeks"],
  ["Kotor, Montenegro", "2 months"],
  ["Split, Croatia", "3 weeks"],
])}
</div>
${tabs([icon.home(24), icon.search(24), icon.globe(24), icon.chat(24), icon.person(24)])}`,
};
