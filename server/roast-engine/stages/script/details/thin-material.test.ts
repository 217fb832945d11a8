import { describe, expect, it } from "vitest";
import type { Box, ScreenLine } from "../../../types";
import { makeTestAnalysis } from "../test-support/make-test-analysis";
import { writeOfflineScript } from "../write-offline-script";
import { type Detail, lineQuoteDetail } from "./detail";
import { isStoryLine, isThinMaterial } from "./thin-material";

const at = (y: number): Box => ({ x: 40, y, w: 700, h: 40 });
const quote = (text: string, extra: Partial<Detail> = {}): Detail => ({ ...lineQuoteDetail(text, { role: "bio", box: at(0) }, 1), ...extra });

describe("story lines and thin material", () => {
  it("calls a whole line of five words or more of the person's own a story line", () => {
    expect(isStoryLine(quote("Six weeks of research went into the circle"))).toBe(true);
    expect(isStoryLine(quote("leg day"))).toBe(false);
    // Another person's words, or words of a writer the reader could not tell, are not the person's story.
    expect(isStoryLine(quote("Six weeks of research went into the circle", { by: "Ola" }))).toBe(false);
    expect(isStoryLine(quote("Six weeks of research went into the circle", { unowned: true }))).toBe(false);
    // A line cut at a wrap is no story.
    expect(isStoryLine(quote("better than the last one which was also"))).toBe(false);
  });
  it("calls labels, titles, counts, handles and tags thin", () => {
    expect(isThinMaterial(quote("leg day"))).toBe(true);
    expect(isThinMaterial(quote("Brand Designer - Milan"))).toBe(true);
    expect(isThinMaterial({ ...quote("212"), kind: "count", label: "followers", value: 212 })).toBe(true);
    expect(isThinMaterial(quote("They went with Comic Sans in the end"))).toBe(false);
  });
  it("roasts the story line before a joke written for a label beside it", () => {
    const lines: ScreenLine[] = [
      { text: "Jules Marchetti", role: "name", owner: "self", box: at(200), confidence: 0.9 },
      { text: "Brand Designer - Milan", role: "headline", owner: "self", box: at(260), confidence: 0.9 },
      { text: "Six weeks of research went into the circle. They went with Comic Sans in the end", role: "bio", owner: "self", box: at(400), confidence: 0.9 },
    ];
    const analysis = {
      ...makeTestAnalysis({ kind: "profile", lines: lines.map((l) => l.text) }),
      lines,
      quotes: lines.slice(1).map((l) => ({ text: l.text, role: l.role, box: l.box })),
    };
    for (const seed of ["a", "b", "c", "d"]) {
      const script = writeOfflineScript(analysis, seed);
      expect(script.text, seed).not.toContain("Brand Designer");
      expect(script.text, seed).toMatch(/circle|Comic Sans/);
    }
  });
});
