import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SCREEN_TRUTHS, readScreenImage } from "../../../../bench/reading-set";
import { createRoastEngine, type RoastEngine } from "../../index";
import { INTENSITIES } from "../../../../common/intensity";
import type { Analysis, Box, Orientation } from "../../types";
import { checkScriptSafety } from "../script/check-script-safety";
import { isSafeRoastText } from "../script/safe-roast";
import { fitsWordBudget } from "../script/word-budget";
import { writeOfflineDrafts } from "../script/write-offline-script";
import { contains } from "./frame-region";
import { findFocusInFrame } from "./find-focus";
import { overlapArea } from "./geometry";
import { ON_CARD, pictureInFrame } from "./plan-watermark";
import type { RenderPlan } from "./render-plan";
import { checkFraming } from "./test-support/check-framing";

const rectBox = (r: { x: number; y: number; width: number; height: number }) => ({ x: r.x, y: r.y, w: r.width, h: r.height });

/**
 * Every sample screen, planned as a free roast (720p, the tightest sharp scale) in both
 * orientations with real OCR, script and voice: the framing rules hold in every plan.
 */
const ORIENTATIONS: Orientation[] = ["portrait", "landscape"];
const plans: Record<string, Partial<Record<Orientation, RenderPlan>>> = {};
const images: Record<string, { width: number; height: number }> = {};
const analyses = new Map<string, Analysis>();
const textBoxes: Record<string, Box[]> = {};
let engine: RoastEngine;
let workDir: string;

beforeAll(async () => {
  engine = createRoastEngine({ shareModels: true });
  workDir = await mkdtemp(join(tmpdir(), "rr-frame-every-"));
  for (const truth of SCREEN_TRUTHS) {
    const image = await readScreenImage(truth);
    const dir = await mkdtemp(join(workDir, "plan-"));
    const result = await engine.runRoast({ image, seed: "frame", tier: "free", watermark: true, orientations: ORIENTATIONS, workDir: dir, planOnly: true });
    plans[truth.id] = result.plans ?? {};
    analyses.set(truth.id, result.analysis);
    if (result.renderInput) images[truth.id] = result.renderInput.image;
    textBoxes[truth.id] = result.renderInput?.direction?.textBoxes ?? [];
  }
}, 900_000);

afterAll(async () => {
  await engine?.close();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

describe.each(ORIENTATIONS)("every sample screen, %s", (orientation) => {
  it("shows each quoted line whole, with a margin, from its first word said until its mark ends: 100 % of shots", () => {
    let marked = 0;
    for (const truth of SCREEN_TRUTHS) {
      const found = checkFraming(plans[truth.id][orientation]!, images[truth.id], textBoxes[truth.id]);
      marked += found.quoteShots;
      expect(found.quoteCut, truth.id).toEqual([]);
    }
    expect(marked).toBeGreaterThan(SCREEN_TRUTHS.length);
  });

  it("cuts no line of a phone screenshot beside the quote while the camera is on it (a chat's other side, a review's margins)", () => {
    let checked = 0;
    for (const truth of SCREEN_TRUTHS) {
      const image = images[truth.id];
      // A phone's screen: taller than wide. A desktop page in portrait is read closer than its lines are wide.
      if (!image || image.height <= image.width) continue;
      const plan = plans[truth.id][orientation]!;
      checked += plan.shots.filter((s) => s.mark?.style === "text" && s.kind !== "punch").length;
      expect(checkFraming(plan, image, textBoxes[truth.id]).linesCutBeside, truth.id).toEqual([]);
    }
    expect(checked).toBeGreaterThan(10);
  });

  it("sets no caption over the quoted line, and no group that is a lone function word or stops mid-phrase", () => {
    for (const truth of SCREEN_TRUTHS) {
      const found = checkFraming(plans[truth.id][orientation]!, images[truth.id], textBoxes[truth.id]);
      expect({ over: found.captionsOverQuote, lone: found.loneWords, open: found.openEnds }, truth.id).toEqual({ over: [], lone: [], open: [] });
    }
  });

  it("never magnifies the upload past the sharp scale (unless the whole upload is already larger than that)", () => {
    for (const truth of SCREEN_TRUTHS) {
      expect(checkFraming(plans[truth.id][orientation]!, images[truth.id], textBoxes[truth.id]).pastSharp, truth.id).toEqual([]);
    }
  });

  it("marks the free roast from a corner of the picture or across its card's edge on every frame before the end card, never over the quoted line or a caption", () => {
    for (const truth of SCREEN_TRUTHS) {
      const plan = plans[truth.id][orientation]!;
      const moments = plan.watermark!.moments;
      expect(moments[0].fromMs).toBe(0);
      for (let i = 1; i < moments.length; i++) expect(moments[i].fromMs).toBe(moments[i - 1].toMs);
      expect(moments.at(-1)!.toMs).toBe(plan.timeline.endCardStartMs);
      for (const m of moments) {
        const at = `${truth.id} at ${m.fromMs}–${m.toMs} ms`;
        // In a corner of the picture, or across the card's bottom edge, at least a quarter on it (cardEdgeBox).
        if (m.corner === "card-edge")
          expect(overlapArea(m.box, rectBox(plan.layout.viewport)) / (m.box.w * m.box.h), `${at}: off the card`).toBeGreaterThanOrEqual(ON_CARD);
        else expect(contains(pictureInFrame(plan.shots, plan.layout, images[truth.id], m.fromMs, m.toMs), m.box), `${at}: outside the picture`).toBe(true);
        const quote = findFocusInFrame(plan.shots, plan.layout, m.fromMs, m.toMs);
        expect(quote ? overlapArea(m.box, quote) : 0, `${at}: over the quote`).toBe(0);
        for (const c of plan.captions.filter((c) => c.startMs < m.toMs && c.endMs > m.fromMs))
          expect(overlapArea(m.box, c.box), `${at}: over "${c.text}"`).toBe(0);
      }
    }
  });
});

// The same readings, drafted at each level of the director's chair (issue 44): read once here
// rather than in a file of their own, as every sample's OCR is the cost.
describe("mild, medium and spicy on every sample screen", () => {
  it("writes each level's roast differently for the same seed, every draft safe and within the budget", () => {
    expect(analyses.size).toBe(SCREEN_TRUTHS.length);
    for (const [id, analysis] of analyses) {
      for (const safe of [false, true]) {
        const byLevel = INTENSITIES.map((intensity) => writeOfflineDrafts(analysis, "levels", 3, { intensity, safe }));
        const firsts = byLevel.map((drafts) => drafts[0].script.text);
        expect(new Set(firsts).size, `${id}: ${firsts.join(" | ")}`).toBe(3);
        for (const drafts of byLevel) {
          expect(
            drafts.map((d) => d.script.text),
            `${id}${safe ? ", safe" : ""}`,
          ).toHaveLength(3);
          expect(new Set(drafts.map((d) => d.script.text)).size, id).toBe(3);
          for (const { script } of drafts) {
            expect(checkScriptSafety(script.text).safe, `${id}: ${script.text}`).toBe(true);
            expect(fitsWordBudget(script.text), `${id}: ${script.text}`).toBe(true);
            if (safe) expect(isSafeRoastText(script.text), `${id}: ${script.text}`).toBe(true);
          }
        }
      }
    }
  });
});
