// Pieces several screens share (v2's, copied unchanged into v4): star rows, a comment with its author, a row of counts;
// and v4's own: a chat bubble, and the shapes a busy picture is drawn with.
import { avatar, icon } from "./icons";
import { other, own, span } from "./shell";

export const stars = (n: number, color: string, empty: string, size = 16) =>
  `<span class="row" style="gap:2px">${Array.from({ length: 5 }, (_, i) => (i < n ? icon.star(size, color) : icon.starEmpty(size, empty))).join("")}</span>`;

/** A comment: avatar, name (and meta) as labels, then the words, the owner's or the commenter's. */
export const comment = (color: string, name: string, meta: string, text: string, mine: boolean, cls = "c") =>
  `<div class="row ${cls}" style="align-items:flex-start">${avatar(32, color)}<div style="flex:1;min-width:0"><div class="row" style="gap:6px">${span(name, "cn")}${meta ? span(meta, "cm") : ""}</div>${mine ? own(text, "ct") : other(name, text, "ct")}</div></div>`;

export const counts = (items: [string, string][], gap = 18, cls = "acts") =>
  `<div class="row ${cls}" style="gap:${gap}px">${items.map(([svg, n]) => `<span class="row" style="gap:5px">${svg}${n ? span(n) : ""}</span>`).join("")}</div>`;

/** A bubble: the owner's words or someone else's, left or right. */
export const bubble = (side: "l" | "r", text: string, whose: "owner" | string, cls = "bb") =>
  `<div class="${cls} ${side}">${whose === "owner" ? own(text) : other(whose, text)}</div>`;

/** Absolutely placed shapes, each [left, top, width, height, colour, radius (a disc by default)]: a busy picture. */
export const shapes = (list: [number, number, number, number, string, string?][]) =>
  list
    .map(
      ([l, t, w, h, c, r]) =>
        `<div style="position:absolute;left:${l}px;top:${t}px;width:${w}px;height:${h}px;background:${c};border-radius:${r ?? "50%"}"></div>`,
    )
    .join("");
