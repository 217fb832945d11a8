import { describe, expect, it } from "vitest";
import { joinSplitInitials } from "./join-split-initial";

const word = (text: string, x: number, w: number, h = 40, y = 100) => ({ text, box: { x, y, w, h }, confidence: 0.9 });

describe("joinSplitInitials", () => {
  it("joins a name OCR split after its first capital ('M aya' set 5 px apart at 40 px)", () => {
    expect(joinSplitInitials([word("M", 39, 41), word("aya", 85, 95, 43, 98), word("29", 300, 40)])).toEqual([
      { text: "Maya", box: { x: 39, y: 98, w: 141, h: 43 }, confidence: 0.9 },
      word("29", 300, 40),
    ]);
  });

  it("leaves words spaced as words, and capitals that are words of their own", () => {
    const spaced = [word("B", 10, 30), word("side", 55, 80)];
    expect(joinSplitInitials(spaced)).toEqual(spaced);
    for (const capital of ["I", "A", "O"]) {
      const tight = [word(capital, 10, 12), word("was", 25, 60)];
      expect(joinSplitInitials(tight)).toEqual(tight);
    }
    const notSmall = [word("M", 10, 30), word("AYA", 42, 80)];
    expect(joinSplitInitials(notSmall)).toEqual(notSmall);
    const longer = [word("Mr", 10, 30), word("aya", 42, 80)];
    expect(joinSplitInitials(longer)).toEqual(longer);
  });
});
