import type { ScreenLine } from "../../types";

/**
 * A stat tile's label: a line of one to three words with no sentence in it ("Avg pace /mi",
 * "User score", "Calories") set directly over or under a bare figure in larger type ("112",
 * "1,840", "4.6 km"), the two sharing a column. That is how any app draws a number and what it
 * counts, so the label is the app's, never the person's words. A figure in smaller type beside a
 * line (a reaction's count under a message) or a clock time (a message's time) makes no tile.
 */
export function markStatLabels(lines: ScreenLine[]): ScreenLine[] {
  const figures = lines.filter((l) => FIGURE.test(l.text.trim()) && !CLOCK.test(l.text.trim()));
  if (figures.length === 0) return lines;
  return lines.map((line) => {
    if (line.owner === "ui" || !isLabelShape(line.text)) return line;
    const tile = figures.some(
      (f) => f !== line && f.box.h >= LARGER * line.box.h && f.box.h <= AT_MOST * line.box.h && stacked(line, f) && sharesColumn(line, f),
    );
    if (!tile) return line;
    const { author: _author, ...label } = line;
    return { ...label, role: "ui", owner: "ui" };
  });
}

/** A figure alone on its line: digits with separators, a unit in lower case ("km", "/mi"), a percent or a thousands' K at most. */
const FIGURE = /^[$£€]?\d[\d.,]*\s?(?:%|[KM]|[a-z]{1,3}|\/[a-z]{1,3})?$/;
const CLOCK = /^\d{1,2}:\d{2}(?:\s?[ap]m)?$/i;
/** How much larger a tile's figure is set than its label, and at most (a taller box is no line of type: an avatar read as "2 DDD"). */
const LARGER = 1.15;
const AT_MOST = 3;

function isLabelShape(text: string): boolean {
  const words = text.trim().split(/\s+/);
  return words.length <= 3 && /\p{L}{2}/u.test(text) && !/[.!?,:;…]$/.test(text.trim()) && !/\d/.test(text);
}

/** Directly over or under: the gap between them under one figure's height. */
function stacked(a: ScreenLine, b: ScreenLine): boolean {
  const gap = Math.max(a.box.y, b.box.y) - Math.min(a.box.y + a.box.h, b.box.y + b.box.h);
  return gap <= b.box.h;
}

/** One's horizontal centre inside the other's span. */
function sharesColumn(a: ScreenLine, b: ScreenLine): boolean {
  const centre = (l: ScreenLine) => l.box.x + l.box.w / 2;
  const inside = (x: number, l: ScreenLine) => x >= l.box.x - l.box.h && x <= l.box.x + l.box.w + l.box.h;
  return inside(centre(a), b) || inside(centre(b), a);
}
