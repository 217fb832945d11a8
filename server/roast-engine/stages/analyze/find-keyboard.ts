import type { Box } from "../../types";

/** A key's own label, as the reader reads it on a phone keyboard's bottom row. */
const KEY_LABEL = /^(?:space|return|123|send|go|search|done|enter|next|abc|@#&|#\+=)$/i;
/** The three letter rows, top to bottom. */
const ROWS = ["qwertyuiop", "asdfghjkl", "zxcvbnm"];

/**
 * Which letter row a line is (0, 1, 2), read whole, with its keys apart or as OCR reads small keys
 * ("qwertyuiop", "a s d f g h j k l", "qwe rr ty ui op"): most of the row's letters in its order,
 * and hardly any other letter. Undefined for anything else.
 */
export function letterRow(text: string): number | undefined {
  const letters = text.toLowerCase().replace(/[^\p{L}]/gu, "");
  const at = ROWS.findIndex((row) => {
    if (letters.length < 5 || letters.length > row.length + 3) return false;
    const shared = inOrder(letters, row);
    return shared >= Math.ceil(row.length * 0.7) && shared >= letters.length - 2;
  });
  return at < 0 ? undefined : at;
}

/** The longest run of `a`'s letters found in `b` in the same order (a common subsequence). */
function inOrder(a: string, b: string): number {
  const best = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) best[i][j] = a[i - 1] === b[j - 1] ? best[i - 1][j - 1] + 1 : Math.max(best[i - 1][j], best[i][j - 1]);
  return best[a.length][b.length];
}
/**
 * The strip of suggested words over the keys, read as one line: two or three forms of one word
 * split by the strip's bars, which OCR may read as "I" ("review I reviews | Review"). A sentence
 * never says one word's forms side by side with a bar between them.
 */
export function isSuggestionStrip(text: string): boolean {
  if (!/\||\sI\s/.test(text)) return false;
  const words = text
    .split(/[\s|¦]+/)
    .map((w) => w.replace(/[^\p{L}']/gu, ""))
    .filter((w) => w !== "" && w !== "I" && w !== "l");
  if (words.length < 2 || words.length > 3 || new Set(words).size < 2) return false;
  const stem = (w: string) => w.toLowerCase().replace(/(?:es|s|ed|ing)$/, "");
  return stem(words[0]).length >= 2 && words.every((w) => stem(w) === stem(words[0]));
}

/**
 * A phone keyboard's rows, as shares of the screen's width (iOS and Gboard alike): a row of keys
 * about 0.135 of the width apart, and a strip of word suggestions above the letters.
 */
const ROW_PITCH = 0.135;
const SUGGESTIONS = 0.11;
/** A keyboard takes the screen's lower part: never more than this share of its height. */
const MOST_SHARE = 0.6;

/**
 * The on-screen keyboard of a screenshot, from its top to the screen's foot, or undefined: found
 * from its bottom row (two key labels side by side, "123 space return"), a letter row
 * ("qwertyuiop") or its strip of suggestions ("review | reviews | Review") in the screen's lower
 * half, its top where a keyboard's four rows and its strip of suggestions put it. It is the app's,
 * never anyone's writing, and a view of a screen that shows half of it was judged blind as "an
 * unedited screenshot" (bench/judging/README.md). Pure.
 */
export function findKeyboard(lines: ReadonlyArray<{ text: string; box: Box }>, image: { width: number; height: number }): Box | undefined {
  const low = lines.filter((l) => l.box.y + l.box.h / 2 > image.height * 0.5);
  const centre = (b: Box) => b.y + b.h / 2;
  const pitch = ROW_PITCH * image.width;
  const tops: number[] = [];
  const keys = low.filter((l) => KEY_LABEL.test(l.text.replace(/[^\p{L}\p{N}@#&+=]/gu, "")));
  for (const key of keys) {
    const row = keys.filter((k) => Math.abs(centre(k.box) - centre(key.box)) < Math.max(key.box.h, k.box.h));
    // The number key alone at the foot's left corner ("123", the rest of its row unread) is one too.
    const corner = /^\??123$/.test(key.text.trim()) && key.box.x < image.width * 0.15 && key.box.y > image.height * 0.85;
    if (row.length >= 2 || corner) tops.push(centre(key.box) - 3.5 * pitch - SUGGESTIONS * image.width);
  }
  // The suggestions strip alone, its keys unread (OCR often reads none on a busy screenshot): its top is the keyboard's.
  for (const row of low) if (row.box.y > image.height * 0.55 && isSuggestionStrip(row.text)) tops.push(centre(row.box) - (SUGGESTIONS / 2) * image.width);
  const strip = suggestionsAtThirds(low, image);
  if (strip !== undefined) tops.push(strip - (SUGGESTIONS / 2) * image.width);
  for (const row of low) {
    // Which letter row it is: the first sits under the suggestions, the others one and two rows lower.
    const rank = letterRow(row.text);
    if (rank === undefined) continue;
    tops.push(centre(row.box) - (rank + 0.5) * pitch - SUGGESTIONS * image.width);
  }
  if (tops.length === 0) return undefined;
  const top = Math.round(Math.max(image.height * (1 - MOST_SHARE), Math.min(...tops)));
  return { x: 0, y: top, w: image.width, h: image.height - top };
}

/** Where a strip's suggestions are centred, as shares of the width: in thirds, on iOS and Gboard alike. */
const STRIP_THIRDS = [1 / 6, 1 / 2, 5 / 6];
/** How far above the screen's foot a strip sits, in widths: four rows of keys and the bar under them. */
const STRIP_HEIGHT = { least: 0.45, most: 0.85 };

/**
 * The centre of a strip of suggestions read as separate words ("he", "the", "Yes"), its keys
 * unread: two or three single words on one row, each centred on a third of the width, a
 * keyboard's height above the screen's foot, and nothing under them but what keys read as. A tab
 * bar sits at the foot, and a post's row of actions has its comments under it. Undefined for any other screen.
 */
function suggestionsAtThirds(lines: ReadonlyArray<{ text: string; box: Box }>, image: { width: number; height: number }): number | undefined {
  const centre = (b: Box) => b.y + b.h / 2;
  const third = (b: Box) => STRIP_THIRDS.findIndex((share) => Math.abs(b.x + b.w / 2 - share * image.width) < 0.06 * image.width);
  const single = lines.filter((l) => /^[\p{L}'’]{1,12}$/u.test(l.text.trim()) && third(l.box) >= 0);
  for (const word of single) {
    const row = single.filter((l) => Math.abs(centre(l.box) - centre(word.box)) < Math.max(l.box.h, word.box.h) / 2);
    const thirds = new Set(row.map((l) => third(l.box)));
    const above = image.height - centre(word.box);
    if (row.length < 2 || thirds.size !== row.length || above < STRIP_HEIGHT.least * image.width || above > STRIP_HEIGHT.most * image.width) continue;
    const under = lines.filter((l) => l.box.y > word.box.y + word.box.h);
    if (
      under.every(
        (l) =>
          l.text.trim().split(/\s+/).length <= 3 &&
          (KEY_LABEL.test(l.text.replace(/[^\p{L}\p{N}@#&+=]/gu, "")) || letterRow(l.text) !== undefined || l.text.trim().length <= 2),
      )
    )
      return centre(word.box);
  }
  return undefined;
}
