import type { Box } from "../../types";
import { findKeyboard } from "./find-keyboard";
import type { Draft } from "./line-draft";

/** How far over the keyboard's top the composer's last line may end: the box's padding and border. */
const COMPOSER_GAP = 0.08;
/** Lines of one text box sit closer than this share of a line's height. */
const WRAP_GAP = 0.8;
/** A composer grows to a few lines at most before it scrolls. */
const MOST_LINES = 4;

/**
 * A phone keyboard and the text box over it: the keys and the strip of suggested words are the
 * app's, and what is typed in the box is a message not sent, written by whoever holds the phone.
 * Neither is the person's posted words (every set's ground truth gives a draft to "You"), yet a
 * reader that sees a left-aligned line under the last message takes it for one more ("Also
 * bought a small fire extinguisher, just / in case" quoted as the post's). Marks them the
 * interface's, so no joke quotes them as anyone's. Pure, on the drafts in place.
 */
export function markKeyboardDraft(drafts: Draft[], image: { width: number; height: number }): void {
  const keyboard = findKeyboard(drafts, image);
  if (!keyboard) return;
  const centre = (b: Box) => b.y + b.h / 2;
  for (const d of drafts) if (centre(d.box) >= keyboard.y) setInterface(d);
  const above = drafts.filter((d) => centre(d.box) < keyboard.y).sort((a, b) => a.box.y - b.box.y);
  const last = above[above.length - 1];
  if (!last || last.box.y + last.box.h < keyboard.y - COMPOSER_GAP * image.width) return;
  // The box's lines, bottom up: each close over the next and starting where it starts.
  const box = [last];
  for (let i = above.length - 2; i >= 0 && box.length < MOST_LINES; i--) {
    const upper = above[i];
    const lower = box[box.length - 1];
    const gap = lower.box.y - (upper.box.y + upper.box.h);
    if (gap > WRAP_GAP * Math.min(upper.box.h, lower.box.h) || Math.abs(upper.box.x - lower.box.x) > image.width * 0.04) break;
    box.push(upper);
  }
  for (const d of box) setInterface(d);
}

function setInterface(d: Draft): void {
  d.role = "ui";
  d.owner = "ui";
  d.author = undefined;
}
