// Part C's own pieces (v19): a forum post (avatar, name, up to two meta labels and a post number, then
// paragraphs in one voice), a forum page's CSS, a comment row with an indent, a Discourse-style post, and a
// bottom bar of icons drawn over the page (z-index) so a line under it is cut.
import { pageCss } from "./blocks";
import { avatar } from "./icons";
import { say, type Who } from "./kit";
import { esc, ui } from "./shell";

export interface Post {
  name: string;
  meta?: string;
  meta2?: string;
  color: string;
  text: string[];
  who: Who;
  num?: string;
  foot?: string;
  cls?: string;
}

/** A forum post: avatar, the name (one label) and up to two meta labels, an optional number, then the words. */
export const fpost = (p: Post) =>
  `<div class="fp ${p.cls ?? ""}"><div class="row" style="gap:9px">${avatar(34, p.color)}<div style="flex:1;min-width:0">${ui(p.name, "fn")}${p.meta ? ui(p.meta, "fm") : ""}${
    p.meta2 ? ui(p.meta2, "fm") : ""
  }</div>${p.num ? ui(p.num, "pn") : ""}</div>${p.text.map((t) => say(p.who, t, "fx")).join("")}${p.foot ?? ""}</div>`;

export const forumCss = (bg: string, card: string, fg: string, sub: string, line: string, accent: string, size: number) =>
  `${pageCss({ bg, card, fg, sub, line, accent, soft: bg, size })}
.tp{flex:none;padding:10px 14px;background:${card};border-bottom:1px solid ${line};position:relative;z-index:3}.tp b{font-size:16px;line-height:21px;display:block}.tp small{font-size:12px;color:${sub};display:block;margin-top:3px}
.fill>*{flex:none}.fp{background:${card};margin-top:6px;padding:10px 14px;border-top:1px solid ${line};border-bottom:1px solid ${line}}.fn{font-size:14px;font-weight:700;color:${accent}}.fm{font-size:11.5px;color:${sub};line-height:15px}.pn{font-size:11.5px;color:${sub};align-self:flex-start}.fx{font-size:${size}px;line-height:${Math.round(size * 1.42)}px;margin-top:7px}.ft{font-size:12px;color:${sub};margin-top:8px}`;

/** A comment row: avatar, a name-and-meta label, the words (one or more paragraphs), a foot label; depth indents a reply. */
export const crow = (name: string, meta: string, color: string, text: string | string[], who: Who, depth = 0, foot = "", size = 30) =>
  `<div class="row cr" style="padding-left:${14 + depth * 30}px">${avatar(depth ? size - 4 : size, color)}<div style="flex:1;min-width:0">${ui(meta ? `${name} · ${meta}` : name, "crn")}${(Array.isArray(
    text,
  )
    ? text
    : [text]
  )
    .map((t) => say(who, t, "crx"))
    .join("")}${foot ? ui(foot, "crf") : ""}</div></div>`;

/** A bottom bar of icons over the page. */
export const bottomIcons = (icons: string[], bg: string, line: string, fg: string, android = false) =>
  `<div class="row" style="flex:none;justify-content:space-around;height:${android ? 56 : 74}px;padding-bottom:${android ? 4 : 22}px;color:${fg};background:${bg};border-top:1px solid ${line};position:relative;z-index:3">${icons.join("")}</div>`;

/** A small pill label. */
export const pill = (text: string, bg: string, fg: string) =>
  `<span style="display:inline-block;font-size:10.5px;font-weight:700;letter-spacing:.2px;padding:2px 7px;border-radius:4px;background:${bg};color:${fg}">${esc(text)}</span>`;
