// Part C's own pieces (v17): a forum post (avatar, name and meta as labels, then the words), a forum page's
// CSS, and a bottom bar of icons drawn over the page (z-index) so a line under it is cut.
import { pageCss } from "./blocks";
import { avatar } from "./icons";
import { say, type Who } from "./kit";
import { ui } from "./shell";

/** A forum post: avatar, the name (one label) and a meta row (one label), then paragraphs in one voice. */
export const fpost = (name: string, meta: string, color: string, text: string[], who: Who, extra = "") =>
  `<div class="fp"><div class="row" style="gap:9px">${avatar(30, color)}<div style="flex:1;min-width:0">${ui(name, "fn")}${meta ? ui(meta, "fm") : ""}</div>${extra}</div>${text.map((t) => say(who, t, "fx")).join("")}</div>`;

export const forumCss = (bg: string, card: string, fg: string, sub: string, line: string, accent: string, size: number) =>
  `${pageCss({ bg, card, fg, sub, line, accent, soft: bg, size })}
.tp{flex:none;padding:10px 16px;background:${card};border-bottom:1px solid ${line};position:relative;z-index:3}.tp b{font-size:16px;line-height:21px;display:block}.tp small{font-size:12px;color:${sub};display:block;margin-top:3px}
.fill>*{flex:none}.fp{background:${card};margin-top:6px;padding:10px 14px;border-top:1px solid ${line};border-bottom:1px solid ${line}}.fn{font-size:14px;font-weight:700;color:${accent}}.fm{font-size:11.5px;color:${sub}}.fx{font-size:${size}px;line-height:${Math.round(size * 1.42)}px;margin-top:7px}`;

/** A bottom bar of icons over the page. */
export const bottomIcons = (icons: string[], bg: string, line: string, fg: string, android = false) =>
  `<div class="row" style="flex:none;justify-content:space-around;height:${android ? 56 : 74}px;padding-bottom:${android ? 4 : 22}px;color:${fg};background:${bg};border-top:1px solid ${line};position:relative;z-index:3">${icons.join("")}</div>`;
