// More profiles: Sporcle (dark, 612 plays of the Roman emperors quiz, a best of 78 of 79 and a refusal
// to look up the missing one), Ultimate Guitar (six years practising one song, which a daughter learned
// just from hearing him try, saved three times), AniList (dark, 110 days of anime to learn Japanese and
// two phrases that have not come up at work, downscaled).
import { avatar, icon } from "./icons";
import { head, pageCss, paras, statGrid, tabs } from "./blocks";
import type { ScreenSpec } from "./screen-type";
import { ui } from "./shell";

const rows = (items: [string, string][]) =>
  `<div class="cd" data-role="ui">${items.map(([a, b]) => `<div class="row" style="justify-content:space-between;padding:7px 0;font-size:14px"><span>${a}</span><span style="opacity:.7">${b}</span></div>`).join("")}</div>`;

const top = (name: string, sub: string, color: string) =>
  `<div class="row cd" style="gap:14px">${avatar(64, color)}<div style="flex:1">${ui(name, "tt")}${ui(sub, "mt")}</div></div>`;

export const sporcle: ScreenSpec = {
  id: "sporcle-seventy-eight-of-seventy-nine",
  app: "Sporcle",
  kind: "profile",
  dark: true,
  device: "iphone-max",
  format: "png",
  owner: { name: "Barnaby Attwater", handle: null },
  time: "21:58",
  battery: 55,
  replies: false,
  css: `${pageCss({ bg: "#111a24", card: "#1a2532", fg: "#eef3f8", sub: "#9fb0c2", line: "#273545", accent: "#f5a623", soft: "#223043" })}.cd{margin:8px 12px 0;border-radius:12px;border:none}.st{margin:8px 12px 0;border-radius:12px;border:none}.st b{color:#f5a623}.h2{font-size:13px;font-weight:700;color:#9fb0c2;padding:14px 16px 0}`,
  html: `${head("Profile", "", icon.more(22))}
<div class="fill">
${top("Barnaby Attwater", "Member since 2016 · Level 58", "#3a7ac0")}
${statGrid([
  ["11,204", "Quizzes played"],
  ["87%", "Avg. score"],
  ["412", "Badges"],
])}
<div class="cd">${ui("About", "mt")}${paras("owner", ["Quizzes are how I relax. I’ve played Roman Emperors 612 times and my best is 78 of 79. I will never look up the one I’m missing."])}</div>
${ui("Recently played", "h2")}
${rows([
  ["Roman Emperors", "78/79"],
  ["Roman Emperors", "77/79"],
  ["Capitals of Africa", "54/54"],
  ["Roman Emperors", "78/79"],
  ["Chemical Elements", "112/118"],
])}
</div>
${tabs([icon.home(24), icon.search(24), icon.play(24), icon.person(24)])}`,
};

export const ultimateGuitar: ScreenSpec = {
  id: "ultimateguitar-from-hearing-me-try",
  app: "Ultimate Guitar",
  kind: "profile",
  dark: false,
  device: "android",
  format: "jpeg",
  owner: { name: "Tavish Moncrieff", handle: null },
  time: "15:44",
  battery: 62,
  generations: [{ quality: 92 }, { width: 1000, quality: 78 }, { width: 828, quality: 67 }],
  replies: false,
  css: `${pageCss({ bg: "#eff1f3", card: "#fff", fg: "#1b1f24", sub: "#626a73", line: "#dde1e5", accent: "#ffc600", soft: "#eff1f3", size: 14 })}.cd{margin:8px 12px 0;border-radius:10px;border:none}.st{margin:8px 12px 0;border-radius:10px;border:none}.h2{font-size:13px;font-weight:700;color:#626a73;padding:12px 16px 0}.hd{background:#1b1f24;color:#fff}.hd small{color:#c3c8ce}`,
  html: `${head("Profile", "Ultimate Guitar", icon.moreV(20))}
<div class="fill">
${top("Tavish Moncrieff", "Aberdeen · Member since 2011", "#c0903a")}
${statGrid([
  ["1,214", "Tabs saved"],
  ["3", "Tabs learned"],
  ["14", "Years playing"],
])}
<div class="cd">${ui("About", "mt")}${paras("owner", ["Playing since 2011. I’ve been practising Wish You Were Here since 2019, and my daughter can now play it better than me, just from hearing me try."])}</div>
${ui("My tabs", "h2")}
${rows([
  ["Layla (Unplugged)", "Saved"],
  ["Blackbird", "Saved"],
  ["Wish You Were Here", "Practising since 2019"],
  ["Stand By Me", "Learned"],
])}
</div>
${tabs([icon.home(24), icon.search(24), icon.bookmark(24), icon.person(24)], true)}`,
};

export const aniList: ScreenSpec = {
  id: "anilist-final-form",
  app: "AniList",
  kind: "profile",
  dark: true,
  device: "android",
  format: "png",
  downscaleTo: 720,
  owner: { name: "paperlantern_k", handle: null },
  time: "00:42",
  battery: 18,
  replies: false,
  css: `${pageCss({ bg: "#0b1622", card: "#151f2e", fg: "#d3dce6", sub: "#8ba0b2", line: "#1f2b3c", accent: "#3db4f2", soft: "#151f2e", size: 14 })}.cd{margin:8px 12px 0;border-radius:10px;border:none}.st{margin:8px 12px 0;border-radius:10px;border:none}.st b{color:#3db4f2}.h2{font-size:13px;font-weight:700;color:#8ba0b2;padding:12px 16px 0}.tt{color:#d3dce6}`,
  html: `${head("AniList", "", icon.search(22), icon.menu(22))}
<div class="fill">
${top("paperlantern_k", "Joined Jan 2021 · 48 following", "#3db4f2")}
${statGrid([
  ["6,412", "Episodes watched"],
  ["110.3", "Days watched"],
  ["8.4", "Mean score"],
])}
<div class="cd">${ui("About", "mt")}${paras("owner", ["Started watching anime to learn Japanese. 110 days later I can say “I will protect everyone” and “this isn’t even my final form”. Neither has come up at work yet."])}</div>
${ui("Recent activity", "h2")}
${rows([
  ["Watched ep. 212 of Lanternfall", "2h ago"],
  ["Completed Spring Garden Diaries", "1d ago"],
  ["Watched ep. 211 of Lanternfall", "1d ago"],
  ["Added Tide Clock to Planning", "3d ago"],
])}
</div>`,
};
