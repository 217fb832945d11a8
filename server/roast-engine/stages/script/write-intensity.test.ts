import { describe, expect, it } from "vitest";
import { INTENSITIES } from "../../../../common/intensity";
import type { NormalizedImage } from "../../infrastructure/image";
import { checkScriptSafety } from "./check-script-safety";
import { buildLlmRequest } from "./llm-prompt";
import { HEAT_CLOSERS, lineHeat } from "./room/heat";
import { isSafeRoastText } from "./safe-roast";
import { makeVariedAnalysis } from "./test-support/make-test-analysis";
import { fitsWordBudget } from "./word-budget";
import { writeOfflineDrafts, writeOfflineScript } from "./write-offline-script";

const PROFILES = 24;
const isCloser = (id: string) => id.startsWith("heat.");

describe("mild, medium and spicy in the writers' room", () => {
  it("writes each level differently for the same upload and seed, every draft within the budget and the safety filter", () => {
    for (let i = 0; i < PROFILES; i++) {
      const analysis = makeVariedAnalysis(i);
      const byLevel = INTENSITIES.map((intensity) => writeOfflineDrafts(analysis, `seed-${i}`, 3, { intensity }));
      // Medium is the one-click roast, unchanged.
      expect(byLevel[1][0].script).toEqual(writeOfflineScript(analysis, `seed-${i}`));
      const firsts = byLevel.map((drafts) => drafts[0].script.text);
      expect(new Set(firsts).size, `profile ${i}: ${firsts.join(" | ")}`).toBe(3);
      for (const [level, drafts] of byLevel.entries()) {
        expect(drafts).toHaveLength(3);
        expect(new Set(drafts.map((d) => d.script.text)).size).toBe(3);
        // The jokes' lines are never shared; a closer (the level's sign-off) may be when only the shortest fits.
        const lines = drafts.flatMap((d) => d.script.lineIds.filter((id) => !isCloser(id)));
        expect(new Set(lines).size, `profile ${i}, ${INTENSITIES[level]}: a line is in two drafts`).toBe(lines.length);
        for (const { script } of drafts) {
          expect(fitsWordBudget(script.text), script.text).toBe(true);
          expect(checkScriptSafety(script.text).safe, script.text).toBe(true);
          // A closer of its own level, last, at mild and spicy; none at medium.
          const closer = script.lineIds.at(-1) ?? "";
          expect(isCloser(closer) ? closer.split(":")[0] : "medium").toBe(INTENSITIES[level] === "medium" ? "medium" : `heat.${INTENSITIES[level]}`);
          expect(script.lineIds.slice(0, -1).some(isCloser)).toBe(false);
        }
      }
    }
  });

  it("leans spicy toward the room's sharper jokes and mild toward its warmer ones", () => {
    const heatOf = (intensity: (typeof INTENSITIES)[number]) => {
      let sum = 0;
      for (let i = 0; i < PROFILES; i++) {
        for (const { script } of writeOfflineDrafts(makeVariedAnalysis(i), `lean-${i}`, 3, { intensity })) {
          // The joke's own words, without the level's closer.
          const closer = HEAT_CLOSERS.mild.concat(HEAT_CLOSERS.spicy).find((c) => c.id === script.lineIds.at(-1));
          sum += lineHeat(closer ? script.text.slice(0, -closer.text.length) : script.text);
        }
      }
      return sum;
    };
    const [mild, medium, spicy] = INTENSITIES.map(heatOf);
    expect(spicy).toBeGreaterThan(medium);
    expect(medium).toBeGreaterThan(mild);
  });

  it("keeps a safe roast safe at every level: nothing about a body, a face or clothes", () => {
    for (let i = 0; i < PROFILES; i++) {
      for (const intensity of INTENSITIES) {
        for (const { script } of writeOfflineDrafts(makeVariedAnalysis(i), `safe-${i}`, 3, { safe: true, intensity })) {
          expect(isSafeRoastText(script.text), script.text).toBe(true);
          expect(checkScriptSafety(script.text).safe).toBe(true);
        }
      }
    }
  });

  it("tells the language model the level when one is chosen, after the rules it keeps", async () => {
    const ask = async (intensity?: (typeof INTENSITIES)[number]) => {
      const request = await buildLlmRequest(makeVariedAnalysis(0), {} as NormalizedImage, "s", "m", { intensity, preview: Promise.resolve(Buffer.from("x")) });
      return String(request.messages[0].content);
    };
    expect(await ask()).not.toContain("Intensity:");
    const spicy = await ask("spicy");
    expect(spicy).toContain("Intensity: spicy.");
    expect(spicy.indexOf("Intensity: spicy.")).toBeGreaterThan(spicy.indexOf("never at identity"));
    expect(spicy.indexOf("never at identity")).toBeGreaterThan(0);
    expect(await ask("mild")).toContain("Intensity: mild.");
  });
});
