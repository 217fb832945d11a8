import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readScreenImage, SCREEN_TRUTHS } from "../../../../bench/reading-set";
import { INTENSITIES } from "../../../../common/intensity";
import { normalizeImage } from "../../infrastructure/image";
import { type Analyzer, createAnalyzer } from "../analyze/create-analyzer";
import type { Analysis } from "../../types";
import { checkScriptSafety } from "./check-script-safety";
import { isSafeRoastText } from "./safe-roast";
import { fitsWordBudget } from "./word-budget";
import { writeOfflineDrafts } from "./write-offline-script";

/**
 * Every sample screen of the reading set read once with real OCR and the photo model, then
 * drafted at each level (issue 44): the levels differ and every draft passes the safety filter.
 */
let analyzer: Analyzer;
const analyses = new Map<string, Analysis>();

beforeAll(async () => {
  analyzer = createAnalyzer({ workers: 2 });
  for (const truth of SCREEN_TRUTHS) analyses.set(truth.id, await analyzer.analyze(await normalizeImage(await readScreenImage(truth))));
}, 600_000);
afterAll(() => analyzer?.close());

describe("mild, medium and spicy on every sample screen", () => {
  it("writes each level's roast differently for the same seed, every draft safe and within the budget", () => {
    expect(analyses.size).toBe(SCREEN_TRUTHS.length);
    for (const [id, analysis] of analyses) {
      for (const safe of [false, true]) {
        const byLevel = INTENSITIES.map((intensity) => writeOfflineDrafts(analysis, "levels", 3, { intensity, safe }));
        const firsts = byLevel.map((drafts) => drafts[0].script.text);
        expect(new Set(firsts).size, `${id}: ${firsts.join(" | ")}`).toBe(3);
        for (const drafts of byLevel) {
          expect(drafts).toHaveLength(3);
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
