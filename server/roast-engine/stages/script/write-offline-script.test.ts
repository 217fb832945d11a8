import { describe, expect, it } from "vitest";
import { makeTestAnalysis, makeVariedAnalysis } from "./test-support/make-test-analysis";
import { checkScriptSafety } from "./check-script-safety";
import { countSpokenWords, splitWords, WORD_BUDGET } from "./word-budget";
import { writeOfflineScript } from "./write-offline-script";

const analyses = Array.from({ length: 50 }, (_, i) => makeVariedAnalysis(i));

describe("writeOfflineScript", () => {
  it("keeps every roast inside the word budget, in 1–5 beats (a whole joke's sentences), safe, ending on an emphasised word", () => {
    for (const [i, analysis] of analyses.entries()) {
      const script = writeOfflineScript(analysis, `seed-${i}`);
      expect(script.source).toBe("offline");
      expect(script.words.length).toBeGreaterThanOrEqual(WORD_BUDGET.min);
      expect(countSpokenWords(script.text)).toBeLessThanOrEqual(WORD_BUDGET.max);
      expect(script.beats.length).toBeGreaterThanOrEqual(1);
      expect(script.beats.length).toBeLessThanOrEqual(5);
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

  it("gives 50 different profiles different roasts, the same one only for the very same words, with no stock opener", () => {
    const scripts = analyses.map((a) => writeOfflineScript(a, "same-seed"));
    const quotedBy = new Map<string, string>();
    for (const s of scripts) {
      // Two profiles with the same bio line may get the same joke about it; never two different lines.
      const quoted = s.quoted.join(" / ");
      expect(quotedBy.get(s.text) ?? quoted, s.text).toBe(quoted);
      quotedBy.set(s.text, quoted);
    }
    expect(new Set(scripts.map((s) => s.text)).size).toBeGreaterThanOrEqual(40);
    // No stock opener: the same joke opens roasts of at most two different lines (the numbers said
    // before a line, lead-numbers.ts, are no line of their own).
    const openers = new Map<string, Set<string>>();
    const lines = (s: (typeof scripts)[number]) => s.quoted.filter((q) => /\p{L}/u.test(q)).join(" / ");
    for (const s of scripts) openers.set(s.lineIds[0], (openers.get(s.lineIds[0]) ?? new Set()).add(lines(s)));
    expect(Math.max(...[...openers.values()].map((quotes) => quotes.size))).toBeLessThanOrEqual(2);
  });

  it("is deterministic for a seed and varies when re-rolled", () => {
    const analysis = analyses[7];
    expect(writeOfflineScript(analysis, "roast-1")).toEqual(writeOfflineScript(analysis, "roast-1"));
    // Seeds alone, with no history: whole jokes are fewer than glued lines, so half the rolls may
    // repeat one; a re-roast in the product also avoids its parent's lines and always differs
    // (compose-script.test.ts, "gives a re-roast a different roast").
    const rerolls = new Set(Array.from({ length: 8 }, (_, i) => writeOfflineScript(analysis, `roast-${i}`).text));
    expect(rerolls.size).toBeGreaterThanOrEqual(4);
  });

  it("chooses beats by what analysis found", () => {
    const ratio = makeTestAnalysis({ counts: { followers: 300, following: 900 }, lines: ["900 following 300 followers"] });
    const rolls = Array.from({ length: 12 }, (_, i) => writeOfflineScript(ratio, `r${i}`));
    // Nothing but counts on it: every roll is about a count, said as shown.
    for (const roll of rolls)
      expect(
        roll.quoted.some((q) => q === "900" || q === "300"),
        roll.text,
      ).toBe(true);

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
