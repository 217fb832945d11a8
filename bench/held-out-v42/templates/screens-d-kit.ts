// Part D's own pieces (v42, v41 part D's kit written again): a comment or question row (avatar, a name label, an optional meta
// label, the words in one voice; depth indents a reply), a bar drawn over the bottom of the page (so a line under its top edge is cut),
// tag chips, one absolutely placed shape for the drawn pictures, and a review card with its styles.
import { avatar } from "./icons";
import { say, type Who } from "./kit";
import { stars } from "./parts";
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

export interface Rev {
  name: string;
  meta: string;
  color: string;
  n: number;
  date: string;
  title?: string;
  text: string[];
  who: Who;
  foot?: string;
  reply?: { label: string; who: Who; text: string[] };
  starColor: string;
  starEmpty: string;
}

/** A review card. Classes .rv .rvn .rvm .rvd .rvdd .rvt .rvx .rvf .rpb .rpl .rpx (revCss). */
export const rev = (r: Rev) =>
  `<div class="rv"><div class="row" style="gap:10px">${avatar(34, r.color)}<div style="flex:1;min-width:0">${ui(r.name, "rvn")}${ui(r.meta, "rvm")}</div></div>
<div class="row rvd" style="gap:8px">${stars(r.n, r.starColor, r.starEmpty, 14)}${ui(r.date, "rvdd")}</div>
${r.title ? say(r.who, r.title, "rvt") : ""}${r.text.map((t) => say(r.who, t, "rvx")).join("")}${r.foot ? ui(r.foot, "rvf") : ""}${
  r.reply ? `<div class="rpb">${ui(r.reply.label, "rpl")}${r.reply.text.map((t) => say(r.reply!.who, t, "rpx")).join("")}</div>` : ""
}</div>`;

/** The review card's styles in one screen's colours. */
export const revCss = (line: string, muted: string, replyBg: string, accent: string) =>
  `.rv{padding:10px 16px 8px;border-bottom:1px solid ${line}}.rvn{font-size:14px;font-weight:700}.rvm{font-size:12px;color:${muted}}
.rvd{margin-top:7px}.rvdd{font-size:12px;color:${muted}}.rvt{font-size:15px;font-weight:700;margin-top:5px;line-height:20px}.rvx{font-size:14px;line-height:20px;margin-top:4px}.rvf{font-size:12px;color:${muted};margin-top:6px}
.rpb{margin-top:8px;background:${replyBg};border-left:3px solid ${accent};border-radius:4px;padding:7px 10px}.rpl{font-size:12px;font-weight:700;color:${accent}}.rpx{font-size:13.5px;line-height:19px;margin-top:2px}`;
