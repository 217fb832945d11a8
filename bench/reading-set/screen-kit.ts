import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";

const require = createRequire(import.meta.url);
const fontFile = (pkg: string, file: string) => pathToFileURL(path.join(path.dirname(require.resolve(`${pkg}/package.json`)), "files", file)).href;

/** Fonts the machine has plus the two the web app ships: screenshots from many apps look different. */
export const FONTS = {
  inter: "'Inter Variable', sans-serif",
  grotesque: "'Bricolage Grotesque Variable', sans-serif",
  liberation: "'Liberation Sans', Arial, sans-serif",
  dejavu: "'DejaVu Sans', sans-serif",
  nimbus: "'Nimbus Sans', sans-serif",
  narrow: "'Liberation Sans Narrow', sans-serif",
  gothic: "'URW Gothic', sans-serif",
  serif: "'Liberation Serif', serif",
} as const;

export interface Theme {
  bg: string;
  fg: string;
  muted: string;
  line: string;
  accent: string;
  card: string;
  dark: boolean;
}

export const light = (accent: string, extra: Partial<Theme> = {}): Theme => ({
  bg: "#ffffff",
  fg: "#111111",
  muted: "#6b6b6b",
  line: "#e4e4e4",
  card: "#f2f2f3",
  accent,
  dark: false,
  ...extra,
});
export const dark = (accent: string, extra: Partial<Theme> = {}): Theme => ({
  bg: "#000000",
  fg: "#f5f5f5",
  muted: "#a0a0a0",
  line: "#2c2c2c",
  card: "#1c1c1e",
  accent,
  dark: true,
  ...extra,
});

/** A whole HTML document: fonts, theme colours, and the body. */
export function page(theme: Theme, font: string, body: string, css = ""): string {
  return `<!doctype html><html><head><meta charset="utf-8"><style>
@font-face{font-family:'Inter Variable';src:url(${fontFile("@fontsource-variable/inter", "inter-latin-wght-normal.woff2")})}
@font-face{font-family:'Bricolage Grotesque Variable';src:url(${fontFile("@fontsource-variable/bricolage-grotesque", "bricolage-grotesque-latin-wght-normal.woff2")})}
*{box-sizing:border-box;margin:0;padding:0}
html,body{background:${theme.bg};color:${theme.fg};font-family:${font};font-size:15px;line-height:1.35;overflow:hidden}
.muted{color:${theme.muted}} .b{font-weight:700} .sb{font-weight:600}
.row{display:flex;align-items:center} .between{justify-content:space-between} .center{justify-content:center}
.col{display:flex;flex-direction:column} .grow{flex:1}
.pad{padding:0 16px} .hr{border-top:1px solid ${theme.line}}
.btn{border-radius:8px;padding:7px 0;text-align:center;font-weight:600;background:${theme.card};flex:1}
.btn.primary{background:${theme.accent};color:#fff}
.avatar{border-radius:50%;flex:none}
${css}</style></head><body>${body}</body></html>`;
}

/** The phone's status bar: time on the left, signal, wifi and battery on the right. */
export function statusBar(theme: Theme, time = "9:41", battery = ""): string {
  const c = theme.fg;
  return `<div class="row between" style="height:44px;padding:0 26px;font-weight:600;font-size:15px">
<span>${time}</span><span class="row" style="gap:6px">
<svg width="18" height="11"><rect x="0" y="7" width="3" height="4" fill="${c}"/><rect x="5" y="5" width="3" height="6" fill="${c}"/><rect x="10" y="2" width="3" height="9" fill="${c}"/><rect x="15" y="0" width="3" height="11" fill="${c}"/></svg>
<svg width="16" height="11"><path d="M1 4 Q8 -2 15 4 M4 7 Q8 3 12 7" stroke="${c}" stroke-width="2" fill="none"/><circle cx="8" cy="10" r="1.5" fill="${c}"/></svg>
${battery ? `<span style="font-size:12px">${battery}</span>` : ""}
<svg width="26" height="12"><rect x="0.5" y="0.5" width="22" height="11" rx="3" stroke="${c}" fill="none"/><rect x="2" y="2" width="16" height="8" rx="2" fill="${c}"/><rect x="23.5" y="4" width="2" height="4" fill="${c}"/></svg>
</span></div>`;
}

const ICONS: Record<string, (c: string) => string> = {
  home: (c) => `<path d="M4 12 L13 4 L22 12 V22 H4 Z" stroke="${c}" stroke-width="2" fill="none"/>`,
  search: (c) => `<circle cx="11" cy="11" r="7" stroke="${c}" stroke-width="2" fill="none"/><path d="M16 16 L22 22" stroke="${c}" stroke-width="2"/>`,
  plus: (c) =>
    `<rect x="4" y="4" width="18" height="18" rx="5" stroke="${c}" stroke-width="2" fill="none"/><path d="M13 8 V18 M8 13 H18" stroke="${c}" stroke-width="2"/>`,
  reels: (c) => `<rect x="4" y="4" width="18" height="18" rx="5" stroke="${c}" stroke-width="2" fill="none"/><path d="M11 10 L16 13 L11 16 Z" fill="${c}"/>`,
  heart: (c) => `<path d="M13 21 C4 14 3 10 5 7 C7 4 11 5 13 8 C15 5 19 4 21 7 C23 10 22 14 13 21 Z" stroke="${c}" stroke-width="2" fill="none"/>`,
  bubble: (c) => `<path d="M4 12 C4 6 9 4 13 4 C18 4 22 7 22 12 C22 17 18 20 13 20 L6 22 L8 18 C5 16 4 14 4 12 Z" stroke="${c}" stroke-width="2" fill="none"/>`,
  send: (c) => `<path d="M3 12 L22 4 L15 22 L12 14 Z" stroke="${c}" stroke-width="2" fill="none"/>`,
  bookmark: (c) => `<path d="M6 3 H20 V23 L13 17 L6 23 Z" stroke="${c}" stroke-width="2" fill="none"/>`,
  user: (c) =>
    `<circle cx="13" cy="9" r="5" stroke="${c}" stroke-width="2" fill="none"/><path d="M3 24 C5 16 21 16 23 24" stroke="${c}" stroke-width="2" fill="none"/>`,
  bell: (c) => `<path d="M6 18 V11 C6 7 9 4 13 4 C17 4 20 7 20 11 V18 L22 20 H4 Z" stroke="${c}" stroke-width="2" fill="none"/>`,
  menu: (c) => `<path d="M4 7 H22 M4 13 H22 M4 19 H22" stroke="${c}" stroke-width="2"/>`,
  dots: (c) => `<circle cx="6" cy="13" r="2" fill="${c}"/><circle cx="13" cy="13" r="2" fill="${c}"/><circle cx="20" cy="13" r="2" fill="${c}"/>`,
  back: (c) => `<path d="M16 4 L7 13 L16 22" stroke="${c}" stroke-width="2.5" fill="none"/>`,
  cross: (c) => `<path d="M6 6 L20 20 M20 6 L6 20" stroke="${c}" stroke-width="3"/>`,
  star: (c) => `<path d="M13 3 L16 10 L23 10 L17 15 L19 22 L13 18 L7 22 L9 15 L3 10 L10 10 Z" fill="${c}"/>`,
  camera: (c) =>
    `<rect x="3" y="7" width="20" height="14" rx="3" stroke="${c}" stroke-width="2" fill="none"/><circle cx="13" cy="14" r="4" stroke="${c}" stroke-width="2" fill="none"/>`,
};

/** A line drawing icon from simple SVG shapes (no logos). */
export function icon(name: keyof typeof ICONS, color: string, size = 26): string {
  return `<svg width="${size}" height="${size}" viewBox="0 0 26 26">${ICONS[name](color)}</svg>`;
}

/** A bottom tab bar: icons only (Instagram-like) or icons with words (LinkedIn-, TikTok-like). */
export function tabBar(theme: Theme, tabs: Array<[keyof typeof ICONS, string?]>, fontSize = 11): string {
  return `<div class="row hr" style="position:absolute;left:0;right:0;bottom:0;height:78px;padding:8px 10px 26px;background:${theme.bg};justify-content:space-around">
${tabs.map(([name, label]) => `<div class="col" style="align-items:center;gap:2px;font-size:${fontSize}px">${icon(name, theme.fg, 24)}${label ? `<span>${label}</span>` : ""}</div>`).join("")}</div>`;
}

/** A round avatar drawn from a gradient and a simple face, seeded by two colours. */
export function avatar(size: number, from: string, to: string, ring = ""): string {
  const ringCss = ring ? `box-shadow:0 0 0 2px #fff,0 0 0 4px ${ring};` : "";
  return `<div class="avatar" style="width:${size}px;height:${size}px;${ringCss}background:linear-gradient(135deg,${from},${to});position:relative;overflow:hidden">
<div style="position:absolute;left:32%;top:22%;width:36%;height:36%;border-radius:50%;background:#f1c7a5"></div>
<div style="position:absolute;left:15%;top:62%;width:70%;height:60%;border-radius:50% 50% 0 0;background:rgba(255,255,255,.75)"></div></div>`;
}

/** A grid of coloured tiles standing in for a profile's posts. */
export function tileGrid(colors: string[], columns = 3, height = 128): string {
  return `<div style="display:grid;grid-template-columns:repeat(${columns},1fr);gap:2px">${colors
    .map((c, i) => `<div style="height:${height}px;background:linear-gradient(${i * 40}deg,${c},${colors[(i + 2) % colors.length]})"></div>`)
    .join("")}</div>`;
}

export const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
