import type { ScreenLine } from "../../types";
import { PERSONAL } from "./meta-lines";

/**
 * A shop's rating row: a score, then how many rated or bought it ("4.5 ★ · 1,164 reviews",
 * "4.6 (2,318)", "4.8 · 2,1 rb rating · 846 ulasan", "4.9 · 37 items shared"), maybe after its price
 * ("£8.49 · 4.6 · 20K+ sold"), or the share of its feedback that is positive ("98% positive · 212 reviews").
 */
const RATING_ROW =
  /^(?:[$£€]\s?\d[\d.,]*\s*[-·•|]\s*)?(?:\d{1,3}% positive\b|(?:★\s*)?\d[.,]\d\s*★?\s*(?:[-·•|]\s*)?(?:\(\s*\d[\d.,]*\s*(?:k|rb)?\+?\s*(?:reviews?|ratings?)?\s*\)|\d[\d.,]*\s*(?:k|rb|mil)?\+?\s*\p{L}{3,}))/iu;
/** A name is a few words; a title over two lines at most. */
const NAME_WORDS = 12;
const NAME_LINES = 2;
/** Lines of one block sit in one column: their left edges within this share of the screen's width. */
const COLUMN = 0.05;
/** …and one right under the other: no more than this many of its heights of space between them. */
const GAP = 1.2;
/** Roles a name of a thing never has: a person's own name, title or handle. */
const PEOPLES = new Set(["name", "handle", "headline"]);

export const isRatingRow = (text: string) => RATING_ROW.test(text.trim());

/** A price alone on its line ("£410", "$1,250", "€ 35"): a listing's, under the name of what it sells. */
const PRICE_ROW = /^[$£€¥₹]\s?\d[\d.,]*$/u;
/** Where people write (a message, a comment): a price there is someone's answer, and the line over it theirs too. */
const SAID = new Set(["chat_message", "comment"]);
const isPriceRow = (line: ScreenLine) => PRICE_ROW.test(line.text.trim()) && !SAID.has(line.role);

/** A feedback's own row: what the job was, and the verdict the app files it under ("New decking Positive"). */
const VERDICT_ROW = /^(?:\S+\s+){1,7}(?:Positive|Negative|Neutral)$/u;

/**
 * A product's name, over the row that rates it or its price alone ("Leather crossbody bag,
 * burgundy" over "£410"): what a shop calls the thing it sells (the sofa, the ceiling fan "with
 * LED Light Kit and Remote"), never anyone's words about it. The row and
 * the name over it (a line or two, with a variant's row between them) are the app's. A name
 * says nothing of its own: a few words, no sentence's end, no "I" or "my". A feedback's row of the
 * job and its verdict ("New decking Positive") is the app's too.
 */
export function markItemNames(lines: ScreenLine[], width: number): ScreenLine[] {
  const app = new Set<number>();
  lines.forEach((line, index) => {
    if (VERDICT_ROW.test(line.text.trim()) && !PERSONAL.test(line.text.toLowerCase())) app.add(index);
    if (!isRatingRow(line.text) && !isPriceRow(line)) return;
    app.add(index);
    let above = index - 1;
    let under = line;
    // A variant's row the reader already gave the app ("180° · Hitam") may sit between them.
    if (lines[above]?.owner === "ui") under = lines[above--];
    for (let taken = 0; taken < NAME_LINES && isNameOfAThing(lines[above], under, width); taken++) {
      app.add(above);
      under = lines[above--];
    }
  });
  if (!app.size) return lines;
  return lines.map((line, index) => (app.has(index) ? { ...line, role: "ui", owner: "ui", author: undefined } : line));
}

/** Whether a line is a thing's name set right over the line under it (the rating row, or the name's own wrap). */
function isNameOfAThing(line: ScreenLine | undefined, under: ScreenLine, width: number): boolean {
  if (!line || line.owner === "ui" || PEOPLES.has(line.role)) return false;
  const text = line.text.trim();
  return (
    Math.abs(line.box.x - under.box.x) <= width * COLUMN &&
    under.box.y - (line.box.y + line.box.h) <= line.box.h * GAP &&
    text.split(/\s+/).length <= NAME_WORDS &&
    !/[.!?…]$/u.test(text) &&
    !PERSONAL.test(text.toLowerCase())
  );
}
