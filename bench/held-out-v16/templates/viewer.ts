// Screenshots of screenshots (new in v4): an earlier screenshot, its own status bar and all, shown in
// a phone's photo viewer and screenshotted again. The inner screen is drawn at its own phone's size
// and scaled down into the viewer, so its words are read back where they are painted.
import { icon } from "./icons";
import type { Device } from "./screen-type";
import { DEVICES } from "./screen-type";
import { innerStatusBar } from "./shell";

export interface Inner {
  device: Device;
  time: string;
  battery: number;
  dark: boolean;
  /** Background of the inner screen. */
  background: string;
  /** The inner screen below its status bar. */
  html: string;
}

/** The inner screenshot, scaled by k, with its status bar and its bottom cut at `height` (CSS px before scaling). */
export function shot(inner: Inner, k: number, height = DEVICES[inner.device].height): string {
  const { width } = DEVICES[inner.device];
  const family = inner.device === "android" ? "Roboto" : "Inter";
  return `<div style="flex:none;width:${width * k}px;height:${height * k}px;overflow:hidden;position:relative;margin:0 auto">
<div class="inner" style="position:absolute;left:0;top:0;width:${width}px;height:${height}px;transform:scale(${k});transform-origin:0 0;display:flex;flex-direction:column;overflow:hidden;background:${inner.background};color:${inner.dark ? "#fff" : "#000"};font-family:${family},"Noto Color Emoji",sans-serif">
${innerStatusBar(inner.device, inner.time, inner.battery, inner.dark)}${inner.html}</div></div>`;
}

/** iOS Photos: date and time over the picture, Edit, and the toolbar under it. */
export function iosPhotos(opts: { dark: boolean; day: string; time: string; body: string }): string {
  const fg = opts.dark ? "#fff" : "#000";
  const bg = opts.dark ? "#000" : "#fff";
  return `<div class="row" style="flex:none;height:46px;padding:0 14px;color:#0a84ff;background:${bg}">${icon.back(24)}<div style="flex:1;text-align:center;color:${fg}"><div style="font-size:15px;font-weight:600">${opts.day}</div><div style="font-size:12px;opacity:.6">${opts.time}</div></div><span style="font-size:17px">Edit</span></div>
<div class="fill" style="display:flex;align-items:center;justify-content:center;background:${bg}">${opts.body}</div>
<div class="row" style="flex:none;height:84px;padding:0 22px 30px;justify-content:space-between;color:#0a84ff;background:${bg}">${icon.share(24)}${icon.heart(24)}${icon.sliders(24)}${icon.close(24)}</div>`;
}

/** Google Photos on Android: a thin bar, the picture on black, and its action row. */
export function googlePhotos(opts: { body: string; actions?: boolean }): string {
  return `<div class="row" style="flex:none;height:48px;padding:0 14px;gap:18px;color:#e3e3e3;background:#000">${icon.back(22)}<span style="flex:1"></span>${icon.heart(20)}${icon.moreV(20)}</div>
<div class="fill" style="display:flex;align-items:center;justify-content:center;background:#000">${opts.body}</div>
${opts.actions === false ? "" : `<div class="row" style="flex:none;height:74px;padding:0 20px 20px;justify-content:space-around;color:#e3e3e3;background:#000;font-size:12px">${["Share", "Edit", "Lens", "Delete"].map((a) => `<span class="col" style="align-items:center;gap:4px">${icon.grid(20)}${a}</span>`).join("")}</div>`}`;
}
