// The phone around an app screen (v3's, unchanged but for innerStatusBar, new in v4: the status bar of
// an earlier screenshot drawn inside this one, for screenshots of screenshots): fonts, status bar,
// home indicator, and the overlays (keyboard, notification banner) a real screenshot catches. Text nodes carry their role through data-role
// attributes (ui by default on <body>), which draw-held-out-v4.ts reads back after rendering.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { keyboard } from "./keyboard";
import { DEVICES, type ScreenSpec } from "./screen-type";

const require = createRequire(import.meta.url);

function fontFace(): string {
  const inter = readFileSync(require.resolve("@fontsource-variable/inter/files/inter-latin-wght-normal.woff2")).toString("base64");
  return `@font-face{font-family:"Inter";font-weight:100 900;src:url(data:font/woff2;base64,${inter}) format("woff2");}`;
}

const EMOJI = `"Noto Color Emoji"`;

export function esc(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** Owner's words. */
export const own = (text: string, cls = "") => `<div data-role="owner" class="${cls}">${esc(text)}</div>`;
/** Someone else's words. */
export const other = (author: string, text: string, cls = "") => `<div data-role="other" data-author="${esc(author)}" class="${cls}">${esc(text)}</div>`;
/** App chrome, labels, counts. */
export const ui = (text: string, cls = "") => `<div class="${cls}">${esc(text)}</div>`;
export const span = (text: string, cls = "") => `<span class="${cls}">${esc(text)}</span>`;

const signal = `<svg width="18" height="12" viewBox="0 0 18 12"><rect x="0" y="8" width="3" height="4" rx="1" fill="currentColor"/><rect x="5" y="5.5" width="3" height="6.5" rx="1" fill="currentColor"/><rect x="10" y="3" width="3" height="9" rx="1" fill="currentColor"/><rect x="15" y="0" width="3" height="12" rx="1" fill="currentColor"/></svg>`;
const wifi = `<svg width="17" height="12" viewBox="0 0 17 12"><path d="M8.5 12 5.8 9a3.8 3.8 0 0 1 5.4 0zM3.6 6.8a7 7 0 0 1 9.8 0l-1.4 1.5a5 5 0 0 0-7 0zM1 4.2a10.7 10.7 0 0 1 15 0l-1.4 1.5a8.7 8.7 0 0 0-12.2 0z" fill="currentColor"/></svg>`;

function battery(level: number): string {
  const fill = level <= 20 ? "#ff3b30" : "currentColor";
  return `<svg width="27" height="13" viewBox="0 0 27 13"><rect x=".5" y=".5" width="23" height="12" rx="3.5" fill="none" stroke="currentColor" opacity=".4"/><rect x="2" y="2" width="${(20 * level) / 100}" height="9" rx="2" fill="${fill}"/><path d="M25 4.5v4a2 2 0 0 0 0-4z" fill="currentColor" opacity=".4"/></svg>`;
}

function statusBar(spec: ScreenSpec): string {
  const light = spec.dark || spec.statusBarDark;
  const color = light ? "#fff" : "#000";
  const bg = spec.statusBarBackground ?? "transparent";
  if (spec.device === "android") {
    const androidBattery = `<svg width="9" height="15" viewBox="0 0 9 15"><rect x="2.5" y="0" width="4" height="2" fill="currentColor"/><rect x="0" y="2" width="9" height="13" rx="1.5" fill="currentColor" opacity=".35"/><rect x="0" y="${2 + 13 * (1 - spec.battery / 100)}" width="9" height="${(13 * spec.battery) / 100}" rx="1.5" fill="currentColor"/></svg>`;
    return `<div class="sb" style="height:30px;display:flex;align-items:center;justify-content:space-between;padding:0 16px 0 22px;color:${color};background:${bg};font:500 14px Roboto,sans-serif;flex:none">
<span>${esc(spec.time)}</span><span style="display:flex;gap:6px;align-items:center">${wifi}${signal}<span>${spec.battery}%</span>${androidBattery}</span></div>`;
  }
  const top = spec.device === "iphone-max" ? 54 : 50;
  return `<div class="sb" style="height:${top}px;position:relative;display:flex;align-items:center;justify-content:space-between;padding:4px 26px 0 38px;color:${color};background:${bg};font:600 17px Inter,sans-serif;flex:none">
<span style="letter-spacing:-.2px">${esc(spec.time)}</span><span style="position:absolute;left:50%;top:11px;width:124px;height:36px;margin-left:-62px;border-radius:20px;background:#000"></span><span style="display:flex;gap:6px;align-items:center">${signal}${wifi}${battery(spec.battery)}</span></div>`;
}

/** A second status bar, of the phone that took the screenshot shown inside this one (v4). */
export function innerStatusBar(device: ScreenSpec["device"], time: string, batteryLevel: number, dark: boolean): string {
  return statusBar({ device, time, battery: batteryLevel, dark } as ScreenSpec);
}

function homeIndicator(spec: ScreenSpec): string {
  // Only the pill itself: a full-width strip would hide the text under it from the hit test.
  const color = spec.dark ? "#fff" : "#000";
  if (spec.device === "android") {
    return `<span style="position:absolute;left:50%;bottom:7px;width:108px;margin-left:-54px;height:4px;border-radius:3px;background:${color};opacity:.55;z-index:30"></span>`;
  }
  return `<span style="position:absolute;left:50%;bottom:8px;width:134px;margin-left:-67px;height:5px;border-radius:3px;background:${color};z-index:30"></span>`;
}

function banner(spec: ScreenSpec): string {
  const b = spec.banner;
  if (!b) return "";
  const dark = spec.dark;
  if (spec.device === "android") {
    // Android heads-up notification: app name and age on a small first row, then title and body.
    const bg = dark ? "rgb(41,42,46)" : "rgb(250,250,252)";
    const fg = dark ? "#e8eaed" : "#1f1f1f";
    const sub = dark ? "#a8abb0" : "#5f6368";
    return `<div data-area="notification" style="position:absolute;left:8px;right:8px;top:6px;z-index:50;background:${bg};color:${fg};border-radius:18px;box-shadow:0 4px 18px rgba(0,0,0,.3);padding:10px 14px 12px;font-family:Roboto,${EMOJI},sans-serif">
<div style="display:flex;gap:6px;align-items:center;font-size:12px;color:${sub}"><span style="flex:none;width:16px;height:16px;border-radius:50%;background:${b.color}"></span><span>${esc(b.app)}</span><span>· ${esc(b.age)}</span></div>
<div style="display:flex;gap:12px;align-items:center;margin-top:4px"><div style="flex:1;min-width:0"><div style="font-weight:500;font-size:15px">${esc(b.title)}</div>
<div data-role="other" data-author="${esc(b.author)}" style="font-size:14px;line-height:19px;color:${sub}">${esc(b.body)}</div></div><span style="flex:none;width:36px;height:36px;border-radius:50%;background:${b.color};opacity:.7"></span></div></div>`;
  }
  const bg = dark ? "rgb(52,52,54)" : "rgb(244,244,246)";
  const fg = dark ? "#fff" : "#000";
  const sub = dark ? "#b5b5ba" : "#6e6e73";
  const shadow = "0 8px 30px rgba(0,0,0,.25)";
  return `<div data-area="notification" style="position:absolute;left:8px;right:8px;top:12px;z-index:50;background:${bg};color:${fg};border-radius:22px;box-shadow:${shadow};padding:12px 14px;display:flex;gap:11px;align-items:center;font-family:Inter,Roboto,${EMOJI},sans-serif">
<span style="flex:none;width:38px;height:38px;border-radius:9px;background:${b.color}"></span>
<div style="flex:1;min-width:0"><div style="display:flex;justify-content:space-between"><span style="font-weight:600;font-size:15px">${esc(b.title)}</span><span style="font-size:13px;color:${sub}">${esc(b.age)}</span></div>
<div data-role="other" data-author="${esc(b.author)}" style="font-size:15px;line-height:20px">${esc(b.body)}</div></div></div>`;
}

export function page(spec: ScreenSpec): string {
  const { width, height } = DEVICES[spec.device];
  const bg = spec.dark ? "#000" : "#fff";
  const family = spec.device === "android" ? "Roboto" : "Inter";
  return `<!doctype html><html><head><meta charset="utf-8"><style>
${fontFace()}
*{box-sizing:border-box;margin:0;padding:0}
html,body{width:${width}px;height:${height}px;overflow:hidden}
body{position:relative;display:flex;flex-direction:column;background:${bg};color:${spec.dark ? "#fff" : "#000"};font-family:${family},${EMOJI},"Noto Sans CJK JP","DejaVu Sans","DejaVu Math TeX Gyre",sans-serif;-webkit-font-smoothing:antialiased}
.fill{flex:1;min-height:0;overflow:hidden;position:relative}
.row{display:flex;align-items:center}
.col{display:flex;flex-direction:column}
svg{display:block;flex:none}
${spec.css}
</style></head><body data-role="ui">
${statusBar(spec)}
${spec.html}
${spec.keyboard ? keyboard(spec) : ""}
${homeIndicator(spec)}
${banner(spec)}
</body></html>`;
}
