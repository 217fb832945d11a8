import { describe, expect, it } from "vitest";
import { makeTestAnalysis, makeVariedAnalysis } from "./test-support/make-test-analysis";
import { checkScriptSafety } from "./check-script-safety";
import { countSpokenWords, splitWords, WORD_BUDGET } from "./word-budget";
import { writeOfflineScript } from "./write-offline-script";

const analyses = Array.from({ length: 50 }, (_, i) => makeVariedAnalysis(i));

describe("writeOfflineScript", () => {
  it("keeps every roast inside the word budget, in 2–3 beats, safe, ending on an emphasised word", () => {
    for (const [i, analysis] of analyses.entries()) {
      const script = writeOfflineScript(analysis, `seed-${i}`);
      expect(script.source).toBe("offline");
      expect(script.words.length).toBeGreaterThanOrEqual(WORD_BUDGET.min);
      expect(countSpokenWords(script.text)).toBeLessThanOrEqual(WORD_BUDGET.max);
      expect(script.beats.length).toBeGreaterThanOrEqual(2);
      expect(script.beats.length).toBeLessThanOrEqual(3);
      expect(script.beats.join(" ")).toBe(script.text);
      expect(script.words.map((w) => w.text)).toEqual(splitWords(script.text));
      expect(script.words.filter((w) => w.emphasis)).toEqual([script.words.at(-1)]);
      expect(checkScriptSafety(script.text)).toEqual({ safe: true, reasons: [] });
    }
  });

  it("quotes something read from the image in every roast", () => {
    for (const [i, analysis] of analyses.entries()) {
      const script = writeOfflineScript(analysis, `seed-${i}`);
      expect(script.quoted.length).toBeGreaterThan(0);
      for (const quote of script.quoted) {
        expect(script.text).toContain(quote);
        expect(analysis.text.join("\n")).toContain(quote);
      }
    }
  });

  it("gives 50 different profiles 50 different roasts without a stock opener", () => {
    const scripts = analyses.map((a) => writeOfflineScript(a, "same-seed"));
    expect(new Set(scripts.map((s) => s.text)).size).toBe(50);
    const openers = new Map<string, number>();
    for (const s of scripts) {
      // The writers' opening line, not the person's words: two profiles may share a title like
      // 'Chief Vibes Officer', and a roast may rightly open on it.
      const opener = s.lineIds[0];
      openers.set(opener, (openers.get(opener) ?? 0) + 1);
    }
    expect(Math.max(...openers.values())).toBeLessThanOrEqual(3);
  });

  it("is deterministic for a seed and varies when re-rolled", () => {
    const analysis = analyses[7];
    expect(writeOfflineScript(analysis, "roast-1")).toEqual(writeOfflineScript(analysis, "roast-1"));
    const rerolls = new Set(Array.from({ length: 8 }, (_, i) => writeOfflineScript(analysis, `roast-${i}`).text));
    expect(rerolls.size).toBeGreaterThanOrEqual(6);
  });

  it("chooses beats by what analysis found", () => {
    const ratio = makeTestAnalysis({ counts: { followers: 300, following: 900 }, lines: ["900 following 300 followers"] });
    const rolls = Array.from({ length: 12 }, (_, i) => writeOfflineScript(ratio, `r${i}`));
    expect(rolls.some((s) => s.quoted.includes("900") && s.quoted.includes("300"))).toBe(true);

    const linkedin = makeTestAnalysis({
      platform: "linkedin",
      lines: ["Founder & CEO | Visionary | Keynote Speaker"],
      jobTitles: ["Founder & CEO", "Visionary", "Keynote Speaker"],
    });
    for (let i = 0; i < 6; i++) expect(writeOfflineScript(linkedin, `l${i}`).text).toMatch(/Founder & CEO|Visionary|Keynote Speaker/);

    const travel = makeTestAnalysis({ bioPhrases: ["Chasing sunsets"] });
    const travelRolls = Array.from({ length: 6 }, (_, i) => writeOfflineScript(travel, `t${i}`).text);
    expect(travelRolls.every((t) => t.includes("'Chasing sunsets'"))).toBe(true);
  });

  it("never quotes a bio line the safety filter would stop", () => {
    const analysis = makeTestAnalysis({ bioPhrases: ["Proud Christian mom", "Coffee addict"] });
    for (let i = 0; i < 10; i++) {
      const script = writeOfflineScript(analysis, `s${i}`);
      expect(script.text).not.toMatch(/christian/i);
      expect(script.quoted).toEqual(["Coffee addict"]);
    }
  });

  it("still says something true about a photo with no text", () => {
    const photo = makeTestAnalysis({
      visual: { isScreenshot: false, brightness: 0.2, blurriness: 0.5, colorNames: ["teal"] } as never,
    });
    const script = writeOfflineScript(photo, "x");
    expect(script.words.length).toBeGreaterThanOrEqual(WORD_BUDGET.min);
    expect(countSpokenWords(script.text)).toBeLessThanOrEqual(WORD_BUDGET.max);
    expect(script.quoted).toEqual([]);
  });
});
