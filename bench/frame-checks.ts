import type { Box } from "../server/roast-engine/types";
import { cameraAt } from "../server/roast-engine/stages/plan/camera-at";
import { findFocusInFrame } from "../server/roast-engine/stages/plan/find-focus";
import { SHARP_SCALE, contains } from "../server/roast-engine/stages/plan/frame-region";
import { overlapArea, padBox } from "../server/roast-engine/stages/plan/geometry";
import type { RenderPlan } from "../server/roast-engine/stages/plan/render-plan";

/**
 * Issue 40's plan-level targets, read off one render plan (the checks of
 * server/roast-engine/stages/plan/frame-every-sample.int.test.ts, counted instead of asserted, so
 * that they can be measured on uploads the engine was never tested on):
 * - each quoted line whole in view, with a margin, from its first word said until its mark ends;
 * - no view past the source's sharp scale (unless the whole upload is larger already);
 * - no caption box over the quoted line's box while both show;
 * - no caption group shown alone that is one function word;
 * - on a phone screenshot, no line beside the quote cut by the view while the camera is on it.
 */
export interface FrameFindings {
  quoteShots: number;
  quoteShotsWhole: number;
  pastSharp: number;
  captionsOverQuote: number;
  loneWords: string[];
  linesCutBeside: number;
}

/** Words that mean nothing shown alone as a caption. */
const FUNCTION_WORDS = new Set(
  "a an the of to in on at by for from with and or but so if as than then that this these those it its is are was were be been am i you he she we they my your his her our their me him us them not no".split(
    " ",
  ),
);

export function checkFraming(plan: RenderPlan, upload: { width: number; height: number }, textBoxes: readonly Box[]): FrameFindings {
  const findings: FrameFindings = { quoteShots: 0, quoteShotsWhole: 0, pastSharp: 0, captionsOverQuote: 0, loneWords: [], linesCutBeside: 0 };
  const opening = plan.shots[0]?.focus;
  for (const shot of plan.shots) {
    if (opening) {
      const scale = plan.layout.viewport.width / shot.focus.w;
      if (shot.focus.w < opening.w - 1 && scale > SHARP_SCALE * 1.005) findings.pastSharp++;
    }
    const mark = shot.mark;
    if (mark?.style !== "text") continue;
    findings.quoteShots++;
    const lineHeight = mark.lines?.[0]?.h ?? mark.box.h;
    const margin = padBox(mark.box, 0.25 * lineHeight - 1, 0.25 * lineHeight - 1);
    let whole = true;
    for (let ms = mark.saidFromMs ?? mark.fromMs; ms <= mark.toMs && whole; ms += 20) whole = contains(cameraAt(plan.shots, ms), margin);
    if (whole) findings.quoteShotsWhole++;
    // A phone's screen only: a desktop page in portrait is read closer than its lines are wide.
    if (upload.height > upload.width && shot.kind !== "punch") {
      const view = shot.focus;
      findings.linesCutBeside += textBoxes
        .filter((l) => l.h <= lineHeight * 2.5 && l.y + l.h / 2 > view.y && l.y + l.h / 2 < view.y + view.h)
        .filter((l) => l.x < view.x - 1 || l.x + l.w > view.x + view.w + 1).length;
    }
  }
  for (const caption of plan.captions) {
    const quote = findFocusInFrame(plan.shots, plan.layout, caption.startMs, caption.endMs);
    if (quote && overlapArea(caption.box, quote) > 0) findings.captionsOverQuote++;
    const words = caption.text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}'\s]/gu, "")
      .split(/\s+/)
      .filter(Boolean);
    if (words.length === 1 && FUNCTION_WORDS.has(words[0])) findings.loneWords.push(caption.text);
  }
  return findings;
}
