// Part D's own pieces (v25): a comment row (avatar, a name label, an optional meta label, the words in one
// voice, a foot label; depth indents a reply), a bottom bar of icons over the page, tag chips, and a person
// drawn as shapes (a mirror selfie: phone, head, coat, trousers, shoes).
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

/** A bottom bar of icons over the page (z-index), so a line under its top edge is cut. */
export const iconBar = (icons: string[], bg: string, line: string, fg: string, android = false) =>
  `<div class="row" style="flex:none;justify-content:space-around;height:${android ? 56 : 78}px;padding-bottom:${android ? 4 : 26}px;color:${fg};background:${bg};border-top:1px solid ${line};position:relative;z-index:3">${icons.join("")}</div>`;

/** Tag chips (labels). */
export const tagRow = (items: string[], cls = "tg") => `<div class="row ${cls}" data-role="ui">${items.map((t) => `<span>${esc(t)}</span>`).join("")}</div>`;

/** A person as shapes at (x, y), about 90 px wide and h tall: head, hair, top, bottom, shoes, an arm holding a phone. */
export const figure = (o: { x: number; y: number; h: number; skin: string; hair: string; top: string; bottom: string; shoes: string; phone?: string }) => {
  const { x, y, h } = o;
  const head = h * 0.13;
  const topH = h * 0.36;
  const botH = h * 0.42;
  const abs = (l: number, t: number, w: number, hh: number, bg: string, r = "0") =>
    `<div style="position:absolute;left:${l}px;top:${t}px;width:${w}px;height:${hh}px;background:${bg};border-radius:${r}"></div>`;
  return [
    abs(x + 30, y, head * 0.85, head, o.hair, "50% 50% 40% 40%"),
    abs(x + 33, y + head * 0.25, head * 0.7, head * 0.8, o.skin, "45%"),
    abs(x + 20, y + head + 2, 60, topH, o.top, "18px 18px 6px 6px"),
    abs(x + 24, y + head + topH, 24, botH, o.bottom, "4px"),
    abs(x + 52, y + head + topH, 24, botH, o.bottom, "4px"),
    abs(x + 18, y + head + topH + botH - 2, 32, 10, o.shoes, "6px 10px 4px 4px"),
    abs(x + 50, y + head + topH + botH - 2, 32, 10, o.shoes, "6px 10px 4px 4px"),
    abs(x + 66, y + head + 8, 16, topH * 0.55, o.top, "8px"),
    abs(x + 62, y + head - 14, 22, 36, o.phone ?? "#222", "4px"),
  ].join("");
};
