// Part C's own pieces (v22), in the shape of v20 part C's kit: a forum post (avatar, name, up to two meta labels, a
// post number, an optional quote of an earlier post, then paragraphs in one voice), a forum page's CSS, a comment row
// with an indent, a bottom bar of icons over the page, and Safari's bottom address bar.
import { pageCss } from "./blocks";
import { avatar } from "./icons";
import { say, type Who } from "./kit";
import { esc, ui } from "./shell";

export interface Quote {
  /** The label over the quoted words, as the forum prints it ("Radley said:"). */
  label: string;
  who: Who;
  text: string;
}

export interface Post {
  name: string;
  meta?: string;
  meta2?: string;
  color: string;
  text: string[];
  who: Who;
  num?: string;
  quote?: Quote;
  foot?: string;
  cls?: string;
  size?: number;
}

/** A quoted earlier post inside a post: its label (ui), then the quoted words in their author's voice. */
export const quoteBox = (q: Quote) => `<div class="fq">${ui(q.label, "fql")}${say(q.who, q.text, "fqx")}</div>`;

/** A forum post: avatar, the name (one label) and up to two meta labels, an optional number, a quote, then the words. */
export const fpost = (p: Post) =>
  `<div class="fp ${p.cls ?? ""}"><div class="row" style="gap:9px">${avatar(p.size ?? 34, p.color)}<div style="flex:1;min-width:0">${ui(p.name, "fn")}${p.meta ? ui(p.meta, "fm") : ""}${
    p.meta2 ? ui(p.meta2, "fm") : ""
  }</div>${p.num ? ui(p.num, "pn") : ""}</div>${p.quote ? quoteBox(p.quote) : ""}${p.text.map((t) => say(p.who, t, "fx")).join("")}${p.foot ?? ""}</div>`;

export const forumCss = (bg: string, card: string, fg: string, sub: string, line: string, accent: string, size: number, quoteBg = bg) =>
  `${pageCss({ bg, card, fg, sub, line, accent, soft: bg, size })}
.tp{flex:none;padding:10px 14px;background:${card};border-bottom:1px solid ${line};position:relative;z-index:3}.tp b{font-size:16px;line-height:21px;display:block}.tp small{font-size:12px;color:${sub};display:block;margin-top:3px}
.fill>*{flex:none}.fp{background:${card};margin-top:6px;padding:10px 14px;border-top:1px solid ${line};border-bottom:1px solid ${line}}.fn{font-size:14px;font-weight:700;color:${accent}}.fm{font-size:11.5px;color:${sub};line-height:15px}.pn{font-size:11.5px;color:${sub};align-self:flex-start}.fx{font-size:${size}px;line-height:${Math.round(size * 1.42)}px;margin-top:7px}.ft{font-size:12px;color:${sub};margin-top:8px}
.fq{margin-top:8px;padding:7px 10px;background:${quoteBg};border-left:3px solid ${accent};border-radius:3px}.fql{font-size:12px;font-weight:700;color:${accent}}.fqx{font-size:${size - 1}px;line-height:${Math.round((size - 1) * 1.4)}px;margin-top:2px}`;

/** A comment row: avatar, a name-and-meta label, the words, a foot label; depth indents a reply. */
export const crow = (name: string, meta: string, color: string, text: string | string[], who: Who, depth = 0, foot = "", size = 30) =>
  `<div class="row cr" style="padding-left:${14 + depth * 30}px">${avatar(depth ? size - 4 : size, color)}<div style="flex:1;min-width:0">${ui(meta ? `${name} · ${meta}` : name, "crn")}${(Array.isArray(
    text,
  )
    ? text
    : [text]
  )
    .map((t) => say(who, t, "crx"))
    .join("")}${foot ? ui(foot, "crf") : ""}</div></div>`;

/** A bottom bar of icons over the page (z-index), so a line under it is cut. */
export const bottomIcons = (icons: string[], bg: string, line: string, fg: string, android = false) =>
  `<div class="row" data-role="ui" style="flex:none;justify-content:space-around;height:${android ? 56 : 74}px;padding-bottom:${android ? 4 : 22}px;color:${fg};background:${bg};border-top:1px solid ${line};position:relative;z-index:3">${icons.join("")}</div>`;

/** Safari's bottom address bar (iOS), over the page. */
export const safariBar = (host: string, dark = false) =>
  `<div data-role="ui" style="flex:none;position:relative;z-index:3;background:${dark ? "#1c1c1e" : "#f7f7f8"};border-top:1px solid ${dark ? "#333" : "#d8d8dc"};padding:8px 14px 30px"><div style="background:${dark ? "#2c2c2e" : "#fff"};border-radius:12px;padding:9px 12px;text-align:center;font-size:15px;color:${dark ? "#eee" : "#222"};box-shadow:0 1px 3px rgba(0,0,0,.12)">${esc(host)}</div></div>`;
