// More profiles: Board Game Arena (dark, a player who taught the family Azul to have someone to beat and
// no longer discusses her mother's ranking), eBird (six years of Sundays in one reed bed without a
// bittern, saved three times), Monkeytype (dark, 127 wpm announced at the Christmas party, during the
// speeches, downscaled).
import { avatar, icon } from "./icons";
import { head, pageCss, paras, statGrid, tabs } from "./blocks";
import type { ScreenSpec } from "./screen-type";
import { ui } from "./shell";

const rows = (items: [string, string][]) =>
  `<div class="cd" data-role="ui">${items.map(([a, b]) => `<div class="row" style="justify-content:space-between;padding:7px 0;font-size:14px"><span>${a}</span><span style="opacity:.7">${b}</span></div>`).join("")}</div>`;

const top = (name: string, sub: string, color: string) =>
  `<div class="row cd" style="gap:14px">${avatar(64, color)}<div style="flex:1">${ui(name, "tt")}${ui(sub, "mt")}</div></div>`;

export const boardGameArena: ScreenSpec = {
  id: "boardgamearena-we-no-longer-discuss-it",
  app: "Board Game Arena",
  kind: "profile",
  dark: true,
  device: "iphone-max",
  format: "png",
  owner: { name: "Pernille Storm", handle: null },
  time: "21:19",
  battery: 49,
  replies: false,
  css: `${pageCss({ bg: "#16202b", card: "#1f2b38", fg: "#eef3f7", sub: "#a3b2c0", line: "#2b3a4a", accent: "#4bb3e6", soft: "#26384a" })}.cd{margin:8px 12px 0;border-radius:12px;border:none}.st{margin:8px 12px 0;border-radius:12px;border:none}.h2{font-size:13px;font-weight:700;color:#a3b2c0;padding:14px 16px 0}`,
  html: `${head("Player profile", "", icon.more(22))}
<div class="fill">
${top("Pernille Storm", "Member since 2020 · Elite player", "#4bb3e6")}
${statGrid([
  ["2,418", "Games played"],
  ["54%", "Victories"],
  ["98%", "Karma"],
])}
<div class="cd">${ui("About me", "mt")}${paras("owner", ["Taught my whole family Azul so I’d have someone to beat. My mum is now ranked higher than me and we no longer discuss it."])}</div>
${ui("Recent games", "h2")}
${rows([
  ["Azul · vs. Ingrid_S", "2nd of 2"],
  ["Azul · vs. Ingrid_S", "2nd of 2"],
  ["Carcassonne · 3 players", "1st of 3"],
  ["Azul · vs. Ingrid_S", "2nd of 2"],
  ["Kingdomino · 4 players", "2nd of 4"],
])}
</div>
${tabs([icon.home(24), icon.grid(24), icon.chat(24), icon.person(24)])}`,
};

export const eBird: ScreenSpec = {
  id: "ebird-the-bittern-knows",
  app: "eBird",
  kind: "profile",
  dark: false,
  device: "android",
  format: "jpeg",
  owner: { name: "Geoffrey Pell", handle: null },
  time: "16:05",
  battery: 58,
  generations: [{ quality: 92 }, { width: 1000, quality: 78 }, { width: 828, quality: 66 }],
  replies: false,
  css: `${pageCss({ bg: "#eef1ee", card: "#fff", fg: "#1f2a22", sub: "#657169", line: "#dde3de", accent: "#2e7d32", soft: "#eef1ee", size: 14 })}.cd{margin:8px 12px 0;border-radius:10px;border:none}.st{margin:8px 12px 0;border-radius:10px;border:none}.h2{font-size:13px;font-weight:700;color:#2e7d32;padding:12px 16px 0}.hd{background:#1f4d2b;color:#fff}.hd small{color:#cfe3d3}`,
  html: `${head("Profile", "eBird", icon.moreV(20))}
<div class="fill">
${top("Geoffrey Pell", "Norfolk, England · eBirder since 2019", "#5a8a5a")}
${statGrid([
  ["212", "Species"],
  ["1,408", "Checklists"],
  ["6", "Years"],
])}
<div class="cd">${ui("About", "mt")}${paras("owner", ["Birding since I retired. 212 species in Norfolk so far. Still no bittern, despite standing in the same reed bed every Sunday for six years. The bittern knows."])}</div>
${ui("Recent checklists", "h2")}
${rows([
  ["Hickling Broad · Sun 9 Nov", "23 species"],
  ["Hickling Broad · Sun 2 Nov", "19 species"],
  ["Cley Marshes · Wed 29 Oct", "31 species"],
  ["Hickling Broad · Sun 26 Oct", "21 species"],
])}
</div>
${tabs([icon.home(24), icon.search(24), icon.plus(24), icon.person(24)], true)}`,
};

export const monkeytype: ScreenSpec = {
  id: "monkeytype-during-the-speeches",
  app: "Monkeytype",
  kind: "profile",
  dark: true,
  device: "android",
  format: "png",
  downscaleTo: 720,
  owner: { name: "nilsachterberg", handle: null },
  time: "13:33",
  battery: 74,
  replies: false,
  css: `${pageCss({ bg: "#323437", card: "#2c2e31", fg: "#d1d0c5", sub: "#8a8c8e", line: "#3b3d40", accent: "#e2b714", soft: "#2c2e31", size: 14 })}.cd{margin:8px 12px 0;border-radius:10px;border:none}.st{margin:8px 12px 0;border-radius:10px;border:none}.st b{color:#e2b714}.h2{font-size:13px;font-weight:700;color:#8a8c8e;padding:12px 16px 0}.tt{color:#d1d0c5}.kb2{margin-top:10px}`,
  html: `${head("monkeytype", "", icon.person(22), icon.menu(22))}
<div class="fill">
${top("nilsachterberg", "Joined 14 Mar 2021 · streak 3 days", "#e2b714")}
${statGrid([
  ["8,412", "tests started"],
  ["3,906", "tests completed"],
  ["214:37", "time typing"],
])}
${ui("personal bests (wpm)", "h2")}
${statGrid([
  ["141", "15 seconds"],
  ["133", "30 seconds"],
  ["127", "60 seconds"],
])}
<div class="cd">${ui("bio", "mt")}${paras("owner", ["Fastest typist in the office at 127 wpm. Nobody asked, so I told them at the Christmas party, during the speeches."])}${ui("keyboard", "mt kb2")}${paras("owner", ["The one from work."])}</div>
${ui("recent tests", "h2")}
${rows([
  ["60s · english", "118 wpm · 96%"],
  ["15s · english", "131 wpm · 94%"],
  ["60s · english", "incomplete"],
  ["60s · english", "incomplete"],
])}
</div>`,
};
