// Part B's own pieces (v42), v41 part B's kit copied: a comment row (avatar, name, optional meta, the words in
// one voice, a foot label; depth indents a reply), a bottom bar of icons drawn over the page, and a comment box.
import { avatar } from "./icons";
import { say, type Who } from "./kit";
import { esc, ui } from "./shell";

export interface Row {
  name: string;
  meta?: string;
  color: string;
  text: string[];
  who: Who;
  depth?: number;
  foot?: string;
  size?: number;
  joined?: boolean;
}

/** A comment row. Classes .cr .crn .crm .crx .crf. */
export const crow = (r: Row) => {
  const size = r.size ?? 32;
  const head = r.joined && r.meta ? ui(`${r.name} · ${r.meta}`, "crn") : `${ui(r.name, "crn")}${r.meta ? ui(r.meta, "crm") : ""}`;
  return `<div class="row cr" style="padding-left:${14 + (r.depth ?? 0) * 40}px">${avatar(r.depth ? size - 6 : size, r.color)}<div style="flex:1;min-width:0">${head}${r.text
    .map((t) => say(r.who, t, "crx"))
    .join("")}${r.foot ? ui(r.foot, "crf") : ""}</div></div>`;
};

/** A bottom bar of icons over the page (z-index), so a line under its top edge is cut. */
export const iconBar = (icons: string[], bg: string, line: string, fg: string, android = false) =>
  `<div class="row" style="flex:none;justify-content:space-around;height:${android ? 56 : 78}px;padding-bottom:${android ? 4 : 26}px;color:${fg};background:${bg};border-top:1px solid ${line};position:relative;z-index:3">${icons.join("")}</div>`;

/** A comment box at the bottom: an avatar, a placeholder (ui) or words the uploader typed (You), an icon. */
export const commentBox = (o: {
  text: string;
  typed?: boolean;
  color: string;
  bg: string;
  box: string;
  fg: string;
  sub: string;
  line: string;
  right: string;
  bottom?: number;
}) =>
  `<div class="row" style="flex:none;gap:10px;padding:8px 12px ${o.bottom ?? 10}px;background:${o.bg};border-top:1px solid ${o.line};position:relative;z-index:3">${avatar(30, o.color)}<span style="flex:1;min-width:0;background:${o.box};border-radius:18px;padding:8px 14px;font-size:15px;color:${
    o.typed ? o.fg : o.sub
  }"${o.typed ? ` data-role="other" data-author="You"` : ""}>${esc(o.text)}${o.typed ? `<span style="display:inline-block;width:2px;height:17px;margin-left:1px;vertical-align:-3px;background:#3b82f6"></span>` : ""}</span><span style="color:${o.sub}">${o.right}</span></div>`;

/** The shared post-and-thread CSS, coloured per app: header .ph, post card .pp (.pn name, .pm meta, .px caption),
 *  action row .pa, comments heading .pc, comment rows .cr. */
export const postCss = (t: {
  bg: string;
  card: string;
  fg: string;
  sub: string;
  line: string;
  name: string;
  accent: string;
  head: string;
  headFg: string;
  font?: string;
  size?: number;
}) => {
  const z = t.size ?? 14.5;
  return `body{background:${t.bg};color:${t.fg};${t.font ? `font-family:${t.font};` : ""}}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.ph{flex:none;height:52px;padding:0 12px;gap:16px;background:${t.head};color:${t.headFg};border-bottom:1px solid ${t.line};position:relative;z-index:3}.ph b{flex:1;font-size:19px;font-weight:700}
.pp{background:${t.card};padding:10px 14px 8px}.pn{font-size:15px;font-weight:700;color:${t.name}}.pm{font-size:12px;color:${t.sub};margin-top:1px}.px{font-size:${z}px;line-height:${z + 5.5}px;margin-top:8px}
.pa{gap:16px;margin-top:10px;font-size:13px;color:${t.sub}}.pa span{gap:5px}.pa .r{margin-left:auto;color:${t.accent};font-weight:700}
.pc{background:${t.card};margin-top:8px;padding:10px 14px 2px;font-size:13.5px;font-weight:700;color:${t.sub}}
.cr{gap:10px;align-items:flex-start;padding-top:8px;padding-right:14px;padding-bottom:5px;background:${t.card}}.crn{font-size:13.5px;font-weight:700;color:${t.name}}.crm{font-size:11.5px;color:${t.sub}}.crx{font-size:${z - 0.5}px;line-height:${z + 4.5}px;margin-top:2px}.crf{font-size:11.5px;color:${t.sub};margin-top:3px}`;
};
