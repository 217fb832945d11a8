import { describe, expect, it } from "vitest";
import { countSpokenWords, fitsWordBudget, numberWords, splitWords } from "./word-budget";

describe("word budget", () => {
  it.each([
    [7, 1],
    [40, 1],
    [87, 2],
    [300, 2],
    [412, 4],
    [1000, 2],
    [1204, 6],
    [2987, 7],
    [2_000_000, 2],
  ])("says %d in %d words", (n, words) => {
    expect(numberWords(n)).toBe(words);
  });

  it("counts words as they are spoken", () => {
    expect(splitWords("'Wanderlust'. Bold - really.")).toEqual(["'Wanderlust'.", "Bold", "really."]);
    expect(countSpokenWords("1,204 followers")).toBe(7);
    expect(countSpokenWords("18.4K followers")).toBe(5);
    expect(countSpokenWords("500+ connections")).toBe(4);
    expect(countSpokenWords("#blessed")).toBe(2);
    // Four plain digits read as a year; with a comma they are a count.
    expect(countSpokenWords("since 1998")).toBe(4);
    expect(countSpokenWords("my 2004 Saab")).toBe(5);
    expect(countSpokenWords("1,998 steps")).toBe(8);
    expect(countSpokenWords("9000 steps")).toBe(3);
    expect(countSpokenWords("'@sunset.chaser_22'.")).toBe(4);
  });

  it("accepts 16 to 22 spoken words and nothing outside", () => {
    const words = (n: number) => Array.from({ length: n }, () => "roast").join(" ");
    expect(fitsWordBudget(words(15))).toBe(false);
    expect(fitsWordBudget(words(16))).toBe(true);
    expect(fitsWordBudget(words(22))).toBe(true);
    expect(fitsWordBudget(words(23))).toBe(false);
    // Seventeen written words, but the number alone takes seven to say.
    expect(fitsWordBudget(`2,987 ${words(16)}`)).toBe(false);
  });
});
