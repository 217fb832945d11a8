import type { Box, TimedWord } from "../types";
import { type AssStyle, dialogue, escapeAssText, toAssColor } from "./ass-format";
import type { Layout } from "./compose-layout";
import { CHAR_EM, chooseCaptionY } from "./place-captions";

export const CAPTION_COLORS = { text: "#FFFFFF", current: "#FFD23F", punch: "#FF5A36" };
const PUNCH_SCALE = 118;
/** How long a new word stays "popped" (enlarged) before it settles: three frames. */
export const POP_MS = 100;

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
    const text = escapeAssText(word.text);
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
 * How word `j` of a line looks while word `i` is being spoken, popped or settled. The pop is
 * two steady states rather than a \t animation: an animated scale is a new bitmap on every
 * frame, which libass caches (~75 MB more per 1080x1920 render) and redraws.
 */
function formatWord(word: TimedWord, j: number, i: number, popped: boolean, size = ""): string {
  const text = escapeAssText(word.text);
  const reset = `{\\r${size}}`;
  const punch = word.emphasis === true;
  const rest = punch ? `\\fscx${PUNCH_SCALE}\\fscy${PUNCH_SCALE}` : "";
  if (j > i) return `{\\alpha&HFF&${rest}}${text}${reset}`;
  if (j < i) return punch ? `{\\c${toAssColor(CAPTION_COLORS.punch)}${rest}}${text}${reset}` : text;
  const color = toAssColor(punch ? CAPTION_COLORS.punch : CAPTION_COLORS.current);
  const scale = popped ? (punch ? 145 : 122) : punch ? PUNCH_SCALE : 100;
  return `{\\c${color}\\fscx${scale}\\fscy${scale}}${text}${reset}`;
}

/**
 * The type size for one group: the layout's size, shrunk only when the group's longest word
 * (at its popped size) would not fit the safe width, since a single word cannot wrap.
 */
export function fitGroupFontSize(group: TimedWord[], fontSize: number, safeWidth: number): number {
  const widest = Math.max(...group.map((w) => escapeAssText(w.text).length * (w.emphasis ? 1.45 : 1.22)));
  return Math.min(fontSize, Math.floor(safeWidth / (widest * CHAR_EM)));
}

/**
 * Captions in groups of 2–3 words: each group shows its words as they are spoken (later words
 * are laid out but invisible, so the group does not jump); the spoken word pops in yellow, then
 * settles; the punchline pops bigger, in red. A group whose usual place would cover the quoted
 * detail on screen during it (`focusDuring`, frame pixels) goes to the layout's other place.
 * Returns the style and events of the caption layer.
 */
export function buildCaptionLayer(options: {
  words: TimedWord[];
  offsetMs: number;
  endMs: number;
  layout: Layout;
  focusDuring?: (fromMs: number, toMs: number) => Box | undefined;
}): { style: AssStyle; events: string[] } {
  const { layout, offsetMs, endMs } = options;
  const c = layout.captions;
  const style: AssStyle = {
    name: "Caption",
    fontSize: c.fontSize,
    color: CAPTION_COLORS.text,
    outline: Math.max(2, Math.round(c.fontSize * 0.08)),
    shadow: Math.max(1, Math.round(c.fontSize * 0.04)),
    marginL: c.marginL,
    marginR: c.marginR,
  };
  const chunks = chunkWords(options.words, c.maxChars, c.maxWords);
  const events: string[] = [];
  chunks.forEach((chunk, k) => {
    const chunkEnd = k + 1 < chunks.length ? offsetMs + chunks[k + 1][0].startMs : endMs;
    const size = fitGroupFontSize(chunk, c.fontSize, layout.safe.width);
    const sizeTag = size < c.fontSize ? `\\fs${size}` : "";
    const focus = options.focusDuring?.(offsetMs + chunk[0].startMs, Math.min(chunkEnd, endMs));
    const y = chooseCaptionY({ group: chunk, fontSize: size, layout, focus });
    chunk.forEach((word, i) => {
      const startMs = offsetMs + word.startMs;
      const wordEnd = i + 1 < chunk.length ? offsetMs + chunk[i + 1].startMs : chunkEnd;
      const end = Math.min(wordEnd, endMs);
      if (end <= startMs) return;
      const settleAt = Math.min(end, startMs + POP_MS);
      const line = (popped: boolean) => `{\\an5\\pos(${c.x},${y})${sizeTag}}${chunk.map((w, j) => formatWord(w, j, i, popped, sizeTag)).join(" ")}`;
      events.push(dialogue({ layer: 2, startMs, endMs: settleAt, style: "Caption", text: line(true) }));
      if (settleAt < end) events.push(dialogue({ layer: 2, startMs: settleAt, endMs: end, style: "Caption", text: line(false) }));
    });
  });
  return { style, events };
}
