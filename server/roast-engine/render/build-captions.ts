import type { TimedWord } from "../types";
import { type AssStyle, buildAssDocument, dialogue, escapeAssText, toAssColor } from "./ass-format";
import type { Layout } from "./compose-layout";

export const CAPTION_COLORS = { text: "#FFFFFF", current: "#FFD23F", punch: "#FF5A36" };
const PUNCH_SCALE = 118;
/** How long a new word stays "popped" (enlarged) before it settles: three frames. */
export const POP_MS = 100;

/**
 * Groups words into caption lines: a line breaks when it would get too long, after a sentence
 * or a phrase (comma, colon, dash), and before the punchline so the punch lands on its own.
 */
export function chunkWords(words: TimedWord[], maxChars: number): TimedWord[][] {
  const chunks: TimedWord[][] = [];
  let current: TimedWord[] = [];
  let chars = 0;
  for (const word of words) {
    const text = escapeAssText(word.text);
    const previous = current[current.length - 1];
    const endsSentence = previous && /[.!?…]["'”’)]*$/.test(previous.text);
    const endsPhrase = previous && /[,;:—–]["'”’)]*$/.test(previous.text);
    const punchStarts = word.emphasis && previous && !previous.emphasis;
    if (current.length > 0 && (chars + 1 + text.length > maxChars || endsSentence || endsPhrase || punchStarts)) {
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
function formatWord(word: TimedWord, j: number, i: number, popped: boolean): string {
  const text = escapeAssText(word.text);
  const punch = word.emphasis === true;
  const rest = punch ? `\\fscx${PUNCH_SCALE}\\fscy${PUNCH_SCALE}` : "";
  if (j > i) return `{\\alpha&HFF&${rest}}${text}{\\r}`;
  if (j < i) return punch ? `{\\c${toAssColor(CAPTION_COLORS.punch)}${rest}}${text}{\\r}` : text;
  const color = toAssColor(punch ? CAPTION_COLORS.punch : CAPTION_COLORS.current);
  const scale = popped ? (punch ? 145 : 122) : punch ? PUNCH_SCALE : 100;
  return `{\\c${color}\\fscx${scale}\\fscy${scale}}${text}{\\r}`;
}

/**
 * Word-by-word captions: each line shows its words as they are spoken (later words are laid out
 * but invisible, so the line does not jump); the spoken word pops in yellow, then settles; the
 * punchline pops bigger, in red.
 */
export function buildCaptionsAss(options: { words: TimedWord[]; offsetMs: number; endMs: number; layout: Layout }): string {
  const { layout, offsetMs, endMs } = options;
  const c = layout.captions;
  const style: AssStyle = {
    name: "Caption",
    fontSize: c.fontSize,
    color: CAPTION_COLORS.text,
    outline: Math.max(2, Math.round(c.fontSize * 0.07)),
    shadow: Math.max(1, Math.round(c.fontSize * 0.04)),
    marginL: c.marginL,
    marginR: c.marginR,
  };
  const chunks = chunkWords(options.words, c.maxChars);
  const events: string[] = [];
  chunks.forEach((chunk, k) => {
    const chunkEnd = k + 1 < chunks.length ? offsetMs + chunks[k + 1][0].startMs : endMs;
    chunk.forEach((word, i) => {
      const startMs = offsetMs + word.startMs;
      const wordEnd = i + 1 < chunk.length ? offsetMs + chunk[i + 1].startMs : chunkEnd;
      const end = Math.min(wordEnd, endMs);
      if (end <= startMs) return;
      const settleAt = Math.min(end, startMs + POP_MS);
      const line = (popped: boolean) => `{\\an5\\pos(${c.x},${c.y})}${chunk.map((w, j) => formatWord(w, j, i, popped)).join(" ")}`;
      events.push(dialogue({ layer: 1, startMs, endMs: settleAt, style: "Caption", text: line(true) }));
      if (settleAt < end) events.push(dialogue({ layer: 1, startMs: settleAt, endMs: end, style: "Caption", text: line(false) }));
    });
  });
  return buildAssDocument(layout, [style], events);
}
