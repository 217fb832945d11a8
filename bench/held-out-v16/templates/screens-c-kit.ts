// Part C's own pieces: a forum post (name and meta as one label row, then the words) and a forum page's CSS.
import { pageCss } from "./blocks";
import { say, type Who } from "./kit";
import { ui } from "./shell";

export const post = (name: string, meta: string, text: string[], who: Who, cls = "") =>
  `<div class="fp ${cls}"><div class="row" style="gap:8px">${ui(name, "fn")}${ui(meta, "fm")}</div>${text.map((t) => say(who, t, "fx")).join("")}</div>`;

export const forumCss = (bg: string, card: string, fg: string, sub: string, line: string, accent: string, size: number) =>
  `${pageCss({ bg, card, fg, sub, line, accent, soft: bg, size })}
.hd{background:${accent};color:#fff}.hd small{color:rgba(255,255,255,.8)}.tp{flex:none;padding:10px 16px;background:${card};border-bottom:1px solid ${line};position:relative;z-index:3}.tp b{font-size:16px;line-height:21px;display:block}.tp small{font-size:12px;color:${sub};display:block;margin-top:3px}
.fp{background:${card};margin-top:4px;padding:10px 16px;border-top:1px solid ${line};border-bottom:1px solid ${line}}.fn{font-size:13.5px;font-weight:700;color:${accent}}.fm{font-size:12px;color:${sub}}.fx{font-size:${size}px;line-height:${Math.round(size * 1.42)}px;margin-top:5px}`;

/** A bottom bar of icons, drawn over the page (z-index) so a line under it is cut. */
export const bottomIcons = (icons: string[], bg: string, line: string, fg: string, android = false) =>
  `<div class="row" style="flex:none;justify-content:space-around;height:${android ? 56 : 74}px;padding-bottom:${android ? 4 : 22}px;color:${fg};background:${bg};border-top:1px solid ${line};position:relative;z-index:3">${icons.join("")}</div>`;
