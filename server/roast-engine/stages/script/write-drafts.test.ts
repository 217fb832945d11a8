import { describe, expect, it } from "vitest";
import { checkScriptSafety } from "./check-script-safety";
import { makeVariedAnalysis } from "./test-support/make-test-analysis";
import { fitsWordBudget } from "./word-budget";
import { writeOfflineDrafts, writeOfflineScript } from "./write-offline-script";

describe("the writers' room drafts an upload three ways", () => {
  it("starts with the one-click roast, then two more about other material, none sharing a line", () => {
    for (let i = 0; i < 24; i++) {
      const analysis = makeVariedAnalysis(i);
      const drafts = writeOfflineDrafts(analysis, `seed-${i}`, 3);
      expect(drafts).toHaveLength(3);
      expect(drafts[0].script).toEqual(writeOfflineScript(analysis, `seed-${i}`));
      const lines = drafts.flatMap((d) => d.script.lineIds);
      expect(new Set(lines).size, `profile ${i}: a line is in two drafts`).toBe(lines.length);
      for (const [a, b] of [
        [0, 1],
        [0, 2],
        [1, 2],
      ]) {
        const [x, y] = [drafts[a].angle, drafts[b].angle];
        // Another angle: another detail of the upload, or another family of jokes.
        expect(x.detail !== y.detail || x.family !== y.family, `profile ${i}: drafts ${a} and ${b} take one angle`).toBe(true);
      }
      for (const { script } of drafts) {
        expect(fitsWordBudget(script.text)).toBe(true);
        expect(checkScriptSafety(script.text).safe).toBe(true);
      }
    }
  });

  it("mostly finds both a new detail and a new family for each draft of a rich profile", () => {
    let fresh = 0;
    for (let i = 0; i < 24; i++) {
      const [first, ...rest] = writeOfflineDrafts(makeVariedAnalysis(i), `s${i}`, 3);
      fresh += rest.filter((d) => d.angle.detail !== first.angle.detail && d.angle.family !== first.angle.family).length;
    }
    expect(fresh / 48).toBeGreaterThan(0.75);
  });

  it("keeps its distance from what the user heard lately, as the one-click roast does", () => {
    const analysis = makeVariedAnalysis(5);
    const heard = writeOfflineDrafts(analysis, "a", 3).flatMap((d) => d.script.lineIds);
    const next = writeOfflineDrafts(analysis, "a", 3, { avoidLineIds: heard });
    expect(next.map((d) => d.script.text)).not.toEqual(writeOfflineDrafts(analysis, "a", 3).map((d) => d.script.text));
  });
});
