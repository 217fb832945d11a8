import type { ScreenLine } from "../../../types";
import { toMatchText } from "./match-text";

/** Lines a quote may run over: one line and the lines that continue it below, in its column. */
export interface ScreenRun {
  /** The lines' match texts joined by a space. */
  text: string;
  /** For each character of `text`: which of `lines` it is in and where in that line's own text. */
  line: number[];
  at: number[];
  lines: ScreenLine[];
}

/** How many lines a wrapped quote may run over. */
const MAX_RUN_LINES = 4;

/** The next line of the same paragraph: just below, overlapping it across, in a text of about its size. */
function findContinuation(lines: readonly ScreenLine[], i: number): number | undefined {
  const a = lines[i].box;
  let found: number | undefined;
  for (let j = 0; j < lines.length; j++) {
    const b = lines[j].box;
    if (j === i || b.y < a.y + 0.5 * a.h) continue;
    const gap = b.y - (a.y + a.h);
    const overlap = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
    if (gap > 1.2 * Math.max(a.h, b.h) || overlap <= 0 || b.h < 0.6 * a.h || b.h > 1.6 * a.h) continue;
    if (found === undefined || b.y < lines[found].box.y || (b.y === lines[found].box.y && Math.abs(b.x - a.x) < Math.abs(lines[found].box.x - a.x))) found = j;
  }
  return found;
}

/**
 * Every stretch of screen text a quote may be found in: each line, followed by up to three
 * lines that continue it (a wrapped bio, a caption's second line), whatever role the reader gave
 * them. A quote that starts on a line is in that line's run.
 */
export function buildScreenRuns(lines: readonly ScreenLine[]): ScreenRun[] {
  const next = lines.map((_, i) => findContinuation(lines, i));
  const texts = lines.map((l) => toMatchText(l.text));
  return lines.map((_, first) => {
    const run: ScreenRun = { text: "", line: [], at: [], lines: [] };
    let i: number | undefined = first;
    const seen = new Set<number>();
    while (i !== undefined && run.lines.length < MAX_RUN_LINES && !seen.has(i)) {
      seen.add(i);
      const { text, from } = texts[i];
      if (text !== "") {
        if (run.text !== "") {
          run.text += " ";
          run.line.push(run.lines.length);
          run.at.push(0);
        }
        run.text += text;
        for (const at of from) {
          run.line.push(run.lines.length);
          run.at.push(at);
        }
      }
      run.lines.push(lines[i]);
      i = next[i];
    }
    return run;
  });
}
