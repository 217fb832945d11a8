import type { Box } from "../../types";

/** A key's own label, as the reader reads it on a phone keyboard's bottom row. */
const KEY_LABEL = /^(?:space|return|123|send|go|search|done|enter|next|abc|@#&|#\+=)$/i;
/** A letter row, read whole or with its keys apart ("qwertyuiop", "a s d f g h j k l"). */
const LETTER_ROW = /q\s?w\s?e\s?r\s?t|a\s?s\s?d\s?f\s?g|z\s?x\s?c\s?v\s?b/i;
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
 * from its bottom row (two key labels side by side, "123 space return") or a letter row
 * ("qwertyuiop") in the screen's lower half, its top where a keyboard's four rows and its strip of
 * suggestions put it. It is the app's, never anyone's writing, and a view of a screen that shows
 * half of it was judged blind as "an unedited screenshot" (bench/judging/README.md). Pure.
 */
export function findKeyboard(lines: ReadonlyArray<{ text: string; box: Box }>, image: { width: number; height: number }): Box | undefined {
  const low = lines.filter((l) => l.box.y + l.box.h / 2 > image.height * 0.5);
  const centre = (b: Box) => b.y + b.h / 2;
  const pitch = ROW_PITCH * image.width;
  const tops: number[] = [];
  const keys = low.filter((l) => KEY_LABEL.test(l.text.replace(/[^\p{L}\p{N}@#&+=]/gu, "")));
  for (const key of keys) {
    const row = keys.filter((k) => Math.abs(centre(k.box) - centre(key.box)) < Math.max(key.box.h, k.box.h));
    if (row.length >= 2) tops.push(centre(key.box) - 3.5 * pitch - SUGGESTIONS * image.width);
  }
  for (const row of low.filter((l) => LETTER_ROW.test(l.text))) {
    // Which letter row it is: the first sits under the suggestions, the others one and two rows lower.
    const rank = /q\s?w\s?e/i.test(row.text) ? 0 : /a\s?s\s?d/i.test(row.text) ? 1 : 2;
    tops.push(centre(row.box) - (rank + 0.5) * pitch - SUGGESTIONS * image.width);
  }
  if (tops.length === 0) return undefined;
  const top = Math.round(Math.max(image.height * (1 - MOST_SHARE), Math.min(...tops)));
  return { x: 0, y: top, w: image.width, h: image.height - top };
}
