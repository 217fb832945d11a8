import type { TimedWord } from "../../types";
import { cleanCaptionWord } from "./caption-text";

/** Bold DejaVu Sans advances about this many ems per character (capitals and wide letters included). */
export const CHAR_EM = 0.68;
/** The biggest a word grows while it pops: the punchline's (see stages/render/build-captions.ts). */
export const LARGEST_POP = 1.45;
/** A spoken word pops to this size; a spoken punchline word settles at PUNCH_SCALE. */
export const POP_SCALE = 1.22;
export const PUNCH_SCALE = 1.18;

/**
 * Groups words into captions of at most `maxWords` (2–3 words read at a glance): a group breaks
 * when it would get too long, after a sentence or a phrase (comma, colon, dash), and before the
 * punchline so the punch lands on its own.
 */
export function chunkWords(words: TimedWord[], maxChars: number, maxWords = 3): TimedWord[][] {
  const chunks: TimedWord[][] = [];
  let current: TimedWord[] = [];
  let chars = 0;
  for (const word of words) {
    const text = cleanCaptionWord(word.text);
    const previous = current[current.length - 1];
    const endsSentence = previous && /[.!?…]["'”’)]*$/.test(previous.text);
    const endsPhrase = previous && /[,;:—–]["'”’)]*$/.test(previous.text);
    const punchStarts = word.emphasis && previous && !previous.emphasis;
    if (current.length > 0 && (chars + 1 + text.length > maxChars || current.length >= maxWords || endsSentence || endsPhrase || punchStarts)) {
      chunks.push(current);
      current = [];
      chars = 0;
    }
    current.push(word);
    chars += (chars > 0 ? 1 : 0) + text.length;
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}

/**
 * The type size for one group: the layout's size, shrunk only when the group's longest word
 * (at its popped size) would not fit the safe width, since a single word cannot wrap.
 */
export function fitGroupFontSize(group: TimedWord[], fontSize: number, safeWidth: number): number {
  const widest = Math.max(...group.map((w) => cleanCaptionWord(w.text).length * (w.emphasis ? LARGEST_POP : POP_SCALE)));
  return Math.min(fontSize, Math.floor(safeWidth / (widest * CHAR_EM)));
}
