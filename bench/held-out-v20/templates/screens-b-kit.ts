// Part B's own pieces (v20): words printed on a dating photo (ui), a labelled card (a prompt and its
// answer, an "About" text), a score row for the review pages, a jigsaw overlay of puzzle pieces over a
// photo, and hashtag chips.
import { say, type Who } from "./kit";
import { esc, ui } from "./shell";

/** Name, age and a line printed on the photo: ui. */
export const onPhoto = (name: string, line: string, size = 26) =>
  `<div style="position:absolute;left:16px;bottom:14px;color:#fff;text-shadow:0 1px 4px rgba(0,0,0,.55)" data-role="ui"><div style="font-size:${size}px;font-weight:700">${esc(name)}</div><div style="font-size:14px">${esc(line)}</div></div>`;

/** A card with a label (ui) and words in one voice. */
export const card = (label: string, who: Who, text: string, cls = "bc") => `<div class="${cls}">${ui(label, "bl")}${say(who, text, "bt2")}</div>`;

export const cardCss = (bg: string, label: string, fg: string, size = 15.5, radius = 14) =>
  `.bc{background:${bg};margin:8px 12px 0;border-radius:${radius}px;padding:12px 16px}.bl{font-size:12.5px;font-weight:600;color:${label}}.bt2{font-size:${size}px;line-height:${Math.round(size * 1.4)}px;margin-top:5px;color:${fg}}`;

/** A score and its label, read as one line. */
export const score = (value: string, label: string) => `<div class="row rs" data-role="ui"><b>${esc(value)}</b><span>${esc(label)}</span></div>`;

export const scoreCss = (bg: string, fg: string, sub: string, line: string) =>
  `.rs{gap:10px;padding:10px 16px;background:${bg};border-bottom:1px solid ${line};font-size:13px;color:${sub}}.rs b{font-size:22px;color:${fg}}`;

/** Puzzle pieces covering a photo, `open` (row-major indices) already revealed: cols × rows tiles of w × h. */
export const jigsaw = (cols: number, rows: number, w: number, h: number, open: number[], cover: string, edge: string) =>
  Array.from({ length: cols * rows }, (_, i) => {
    if (open.includes(i)) return "";
    const x = (i % cols) * w;
    const y = Math.floor(i / cols) * h;
    const knobR =
      i % cols < cols - 1
        ? `<span style="position:absolute;right:-9px;top:${h / 2 - 9}px;width:18px;height:18px;border-radius:50%;background:${cover};z-index:2"></span>`
        : "";
    const knobB =
      Math.floor(i / cols) < rows - 1
        ? `<span style="position:absolute;bottom:-9px;left:${w / 2 - 9}px;width:18px;height:18px;border-radius:50%;background:${cover};z-index:2"></span>`
        : "";
    return `<div style="position:absolute;left:${x}px;top:${y}px;width:${w}px;height:${h}px;background:${cover};box-shadow:inset 0 0 0 1px ${edge}">${knobR}${knobB}</div>`;
  }).join("");

/** Hashtag or interest chips (one label each). */
export const tags = (items: string[], cls = "tg") => `<div class="row ${cls}" data-role="ui">${items.map((t) => `<span>${esc(t)}</span>`).join("")}</div>`;
