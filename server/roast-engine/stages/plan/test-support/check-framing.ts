import type { Box } from "../../../types";
import { cameraAt } from "../camera-at";
import { findFocusInFrame } from "../find-focus";
import { SHARP_SCALE, contains } from "../frame-region";
import { overlapArea, padBox } from "../geometry";
import type { RenderPlan } from "../render-plan";

/**
 * Issue 40's plan-level rules, read off one render plan, each offence named: the framing
 * integration test (frame-every-sample.int.test.ts) asserts there are none on every sample, and
 * `npm run eval:frames` (bench/eval-frames.ts) counts them on uploads the engine was never tested on.
 * - each quoted line whole in view, with a margin, from its first word said until its mark ends;
 * - no view past the source's sharp scale (unless the whole upload is larger already);
 * - no caption box over the quoted line's box while both show;
 * - no caption group shown alone that is one function word, nor one that ends on a word leading
 *   into the next ("counting the", "proud of"): a group that stops mid-phrase does not belong together;
 * - on a phone screenshot, no line beside the quote cut by the view while the camera is on it.
 */
export interface FramingFindings {
  /** Shots whose mark is a quoted line. */
  quoteShots: number;
  /** Those whose line left the view while spoken: the shot's label and the moment. */
  quoteCut: string[];
  pastSharp: string[];
  captionsOverQuote: string[];
  loneWords: string[];
  /** Caption groups ending on a word that leads into the next, mid-sentence. */
  openEnds: string[];
  /** Lines beside the quote that a view cut, with the shot's label. */
  linesCutBeside: string[];
}

/** Words that mean nothing shown alone as a caption. */
const FUNCTION_WORDS = new Set(
  "a an the of to in on at by for from with and or but so if as than then that this these those it its is are was were be been am i you he she we they my your his her our their me him us them not no".split(
    " ",
  ),
);

/** Words that lead into the next one: an article, a preposition, a conjunction, a possessive. */
const LEADS_ON = new Set("a an the of to in into on onto at by for from with and or but than my your his her our their its".split(" "));

export function checkFraming(plan: RenderPlan, upload: { width: number; height: number }, textBoxes: readonly Box[]): FramingFindings {
  const found: FramingFindings = { quoteShots: 0, quoteCut: [], pastSharp: [], captionsOverQuote: [], loneWords: [], openEnds: [], linesCutBeside: [] };
  const opening = plan.shots[0]?.focus;
  for (const shot of plan.shots) {
    const scale = plan.layout.viewport.width / shot.focus.w;
    // A whole pixel of rounding in a view hundreds of pixels wide: under 0.5 %.
    if (opening && shot.focus.w < opening.w - 1 && scale > SHARP_SCALE * 1.005) found.pastSharp.push(`${shot.label} at ${scale.toFixed(3)}x`);
    const mark = shot.mark;
    if (mark?.style !== "text") continue;
    found.quoteShots++;
    const lineHeight = mark.lines?.[0]?.h ?? mark.box.h;
    // A quarter of a line height all round (the framing keeps more; rounding to whole pixels takes one).
    const margin = padBox(mark.box, 0.25 * lineHeight - 1, 0.25 * lineHeight - 1);
    for (let ms = mark.saidFromMs ?? mark.fromMs; ms <= mark.toMs; ms += 20) {
      if (contains(cameraAt(plan.shots, ms), margin)) continue;
      found.quoteCut.push(`"${shot.label}" cut at ${ms} ms`);
      break;
    }
    // A phone's screen only: a desktop page in portrait is read closer than its lines are wide.
    if (upload.height > upload.width && shot.kind !== "punch") {
      const view = shot.focus;
      for (const l of textBoxes.filter((l) => l.h <= lineHeight * 2.5 && l.y + l.h / 2 > view.y && l.y + l.h / 2 < view.y + view.h)) {
        if (l.x < view.x - 1 || l.x + l.w > view.x + view.w + 1)
          found.linesCutBeside.push(`"${shot.label}" cuts ${JSON.stringify(l)} in ${JSON.stringify(view)}`);
      }
    }
  }
  for (const caption of plan.captions) {
    const quote = findFocusInFrame(plan.shots, plan.layout, caption.startMs, caption.endMs);
    if (quote && overlapArea(caption.box, quote) > 0) found.captionsOverQuote.push(caption.text);
    const words = caption.text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}'\s]/gu, "")
      .split(/\s+/)
      .filter(Boolean);
    if (words.length === 1 && FUNCTION_WORDS.has(words[0])) found.loneWords.push(caption.text);
    // Mid-sentence: no stop, comma or dash after the last word, and the roast goes on after it.
    const midSentence = !/[.,!?;:\u2014\u2013-]["'\u201d\u2019)]*$/u.test(caption.text.trim()) && caption !== plan.captions.at(-1);
    if (words.length > 1 && midSentence && LEADS_ON.has(words[words.length - 1])) found.openEnds.push(caption.text);
  }
  return found;
}
