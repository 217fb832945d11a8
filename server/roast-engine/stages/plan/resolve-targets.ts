import type { Analysis, Box, Script, ScreenLine } from "../../types";
import { overlapArea, unionBox } from "./geometry";
import { fragmentLines } from "./fragment-lines";
import { narrowToText, ONE_LINE } from "./narrow-to-text";
import type { DirectedTarget, FragmentLine } from "./shot-types";

const words = (text: string) =>
  text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^\p{L}\p{N}\s]/gu, " ")
    .split(/\s+/)
    .filter(Boolean);

/** The median height of the screen lines inside a box: the height of one line of its text. */
function lineHeightIn(box: Box, lines: ScreenLine[]): number {
  const inside = lines
    .filter((l) => overlapArea(l.box, box) > 0.5 * l.box.w * l.box.h)
    .map((l) => l.box.h)
    .sort((a, b) => a - b);
  return inside.length > 0 ? inside[Math.floor(inside.length / 2)] : box.h;
}

/** Where a run of words starts in the script's words (word-wise, punctuation ignored), or -1. */
function findRun(scriptWords: string[][], run: string[]): number {
  const flat = scriptWords.flatMap((ws, i) => ws.map((w) => ({ w, i })));
  for (let k = 0; k + run.length <= flat.length; k++) {
    if (run.every((w, j) => flat[k + j].w === w)) return flat[k].i;
  }
  return -1;
}

/** The screen lines (own words first, never the app's) that hold a quoted fragment, joined into one box. */
function findQuotedBox(fragment: string[], analysis: Pick<Analysis, "lines" | "quotes">): Box | undefined {
  const text = fragment.join(" ");
  const quote = analysis.quotes.find((q) => words(q.text).join(" ").includes(text));
  if (quote) {
    const lines = analysis.lines.filter((l) => overlapArea(l.box, quote.box) > 0 && words(l.text).some((w) => fragment.includes(w)));
    return lines.length > 0 ? lines.map((l) => l.box).reduce(unionBox) : quote.box;
  }
  const line = analysis.lines.find((l) => l.owner !== "ui" && words(l.text).join(" ").includes(text));
  return line?.box;
}

/**
 * A fragment in a box of several lines: the box around just its words, and when it wraps, each
 * line's part of it (marked line by line). Undefined for a box of one line (narrowed by
 * `narrowToText`) or words not found line by line.
 */
function byLine(box: Box, text: string, lines: ScreenLine[]): { box: Box; lines?: FragmentLine[] } | undefined {
  const parts = fragmentLines(box, text, lines);
  if (parts.length > 1) return { box: parts.map((p) => p.box).reduce(unionBox), lines: parts };
  return parts.length === 1 && box.h > ONE_LINE * parts[0].box.h ? { box: parts[0].box } : undefined;
}

/** A "region" this large is the whole upload (a detail found without a box of its own): nothing to move to. */
const MAX_REGION_SHARE = 0.5;

/**
 * The camera's targets. The script's own targets when it has them (given the height of one line
 * of their text, and text that is only part of its line narrowed to where it sits, so the camera
 * shows the "2,940" it is roasting, not the line's start; a target boxing most of the upload is
 * no region and is dropped); otherwise each fragment of `script.quoted` found both on screen (its OCR box)
 * and in the spoken words. Plus a push-in hint for a script that points at nothing: the biggest
 * face, else the biggest object; and the box of every quoted fragment on screen.
 */
export function resolveTargets(
  script: Pick<Script, "words" | "quoted" | "targets">,
  analysis: Pick<Analysis, "lines" | "quotes" | "photo"> & { visual: { width: number; height: number } },
): { targets: DirectedTarget[]; focusHint?: Box; quoted: Box[] } {
  const isText = (kind: string) => kind === "quote" || kind === "count";
  const imageArea = analysis.visual.width * analysis.visual.height;
  let targets: DirectedTarget[] = script.targets
    .filter((t) => t.box.w > 0 && t.box.h > 0 && t.wordEnd > t.wordStart && t.box.w * t.box.h <= MAX_REGION_SHARE * imageArea)
    .map((t) => {
      if (!isText(t.kind)) return { ...t, lineHeight: undefined };
      const lineHeight = lineHeightIn(t.box, analysis.lines);
      const wrapped = t.kind === "quote" ? byLine(t.box, t.text, analysis.lines) : undefined;
      return wrapped
        ? { ...t, ...wrapped, lineHeight }
        : { ...t, box: narrowToText(t.box, t.text, analysis.lines, { withNextWord: t.kind === "count" }), lineHeight };
    });
  if (targets.length === 0) {
    const spoken = script.words.map((w) => words(w.text));
    for (const quoted of script.quoted) {
      const fragment = words(quoted);
      if (fragment.length === 0) continue;
      const box = findQuotedBox(fragment, analysis);
      const at = findRun(spoken, fragment);
      if (!box || at < 0) continue;
      const end = findRun(spoken.slice(at), fragment.slice(-1)) + at + 1;
      const target = {
        kind: "quote" as const,
        text: quoted,
        box,
        wordStart: at,
        wordEnd: Math.max(at + 1, end),
        lineHeight: lineHeightIn(box, analysis.lines),
      };
      targets.push({ ...target, ...byLine(box, quoted, analysis.lines) });
    }
    targets = targets.filter((t, i) => targets.findIndex((o) => o.wordStart === t.wordStart) === i);
  }
  const biggest = <T extends { box: Box }>(items: T[]) => [...items].sort((a, b) => b.box.w * b.box.h - a.box.w * a.box.h)[0]?.box;
  // Every fragment the roast quotes that is on screen, a camera's target or not (the other side's
  // question an answer is quoted after): what the free tier's mark keeps off (plan-watermark.ts).
  const quoted = script.quoted.flatMap((q) => {
    const fragment = words(q);
    const box = fragment.length > 0 ? findQuotedBox(fragment, analysis) : undefined;
    return box && box.w * box.h <= MAX_REGION_SHARE * imageArea ? [box] : [];
  });
  return { targets, focusHint: biggest(analysis.photo.faces) ?? biggest(analysis.photo.objects), quoted };
}
