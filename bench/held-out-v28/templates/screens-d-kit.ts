// Part D's own pieces (v28): a comment or question row (avatar, a name label, an optional meta label, the words in
// one voice, a foot label; depth indents a reply), a bar drawn over the bottom of the page (so a line under its top
// edge is cut), tag chips, and one absolutely placed shape for the drawn pictures. The same shapes as v27 part D's
// kit, written again here.
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
}

/** A comment row. Classes .cr .crn .crm .crx .crf. */
export const crow = (r: Row) => {
  const size = r.size ?? 32;
  return `<div class="row cr" style="padding-left:${14 + (r.depth ?? 0) * 40}px">${avatar(r.depth ? size - 6 : size, r.color)}<div style="flex:1;min-width:0"><div class="row" style="gap:6px;align-items:baseline">${ui(r.name, "crn")}${r.meta ? ui(r.meta, "crm") : ""}</div>${r.text
    .map((t) => say(r.who, t, "crx"))
    .join("")}${r.foot ? ui(r.foot, "crf") : ""}</div></div>`;
};

/** A bar over the bottom of the page (z-index), so a line under its top edge is cut. */
export const overBar = (inner: string, cls: string) => `<div class="row ${cls}" data-role="ui" style="flex:none;position:relative;z-index:3">${inner}</div>`;

/** Tag chips (labels). */
export const tagRow = (items: string[], cls = "tg") => `<div class="row ${cls}" data-role="ui">${items.map((t) => `<span>${esc(t)}</span>`).join("")}</div>`;

/** One absolutely placed block. */
export const abs = (l: number, t: number, w: number, h: number, bg: string, r = "0", extra = "") =>
  `<div style="position:absolute;left:${l}px;top:${t}px;width:${w}px;height:${h}px;background:${bg};border-radius:${r};${extra}"></div>`;
