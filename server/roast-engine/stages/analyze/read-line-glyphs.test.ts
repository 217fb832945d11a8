import { describe, expect, it } from "vitest";
import { type GlyphWord, readLineGlyphs } from "./read-line-glyphs";

/** Words left to right; each [text, y, h, w?, confidence?] with the line's letters 29 px tall from y=476. */
function words(...specs: Array<[string, number, number, number?, number?]>): GlyphWord[] {
  let x = 0;
  return specs.map(([text, y, h, w = text.length * 14, confidence = 0.96]) => {
    const word = { text, box: { x, y, w, h }, confidence };
    x += w + 10;
    return word;
  });
}
const textOf = (line: GlyphWord[]) =>
  readLineGlyphs(line)
    .words.map((w) => w.text)
    .join(" ");

describe("readLineGlyphs", () => {
  it("drops an emoji read as a digit when it reaches past the letters' top and bottom", () => {
    const line = words(["Sourdough", 476, 29], ["evangelist", 476, 29], ["0", 472, 37, 10, 0.82], ["and", 476, 23], ["part-time", 476, 29]);
    expect(textOf(line)).toBe("Sourdough evangelist and part-time");
  });

  it("keeps a digit people wrote, which sits within the letters", () => {
    expect(textOf(words(["38", 559, 27], ["countries,", 558, 32], ["0", 559, 26, 18, 0.94], ["chill", 558, 27]))).toBe("38 countries, 0 chill");
    expect(textOf(words(["Farmers", 1144, 40], ["market", 1141, 43], ["at", 1149, 35], ["8,", 1143, 49], ["nap", 1155, 41], ["by", 1141, 55]))).toBe(
      "Farmers market at 8, nap by",
    );
  });

  it("drops an unsure lone digit ending a sentence (an emoji), and keeps a sure one", () => {
    const unsure = words(["Gym", 519, 28], ["so", 524, 17], ["you", 524, 23], ["don't", 518, 23], ["0", 520, 21, 9, 0.71]);
    expect(readLineGlyphs(unsure)).toMatchObject({ iconAfter: true });
    expect(textOf(unsure)).toBe("Gym so you don't");
    expect(textOf(words(["existential", 1, 30], ["dread", 1, 30], ["by", 1, 30], ["4", 1, 28, 14, 0.96]))).toBe("existential dread by 4");
  });

  it("says an icon ended the line, even with a full stop after it, and not when words follow it", () => {
    expect(readLineGlyphs(words(["Spreadsheet", 512, 35], ["for", 512, 27], ["vacation", 512, 27], ["»", 514, 24, 26, 0.4]))).toMatchObject({
      iconAfter: true,
    });
    expect(readLineGlyphs(words(["Coffee", 1, 30], ["first", 1, 30], ["©", 1, 30], [".", 20, 5]))).toMatchObject({ iconAfter: true });
    expect(readLineGlyphs(words(["©", 1, 30], ["Lives", 1, 30], ["in", 1, 30], ["Porto", 1, 30]))).toMatchObject({ iconAfter: false });
  });

  it("reads a small mark between words as a bullet, a full-size one as what it is", () => {
    const bullets = words(
      ["Leader", 340, 12, 48],
      ["»", 344, 4, 4, 0.25],
      ["Web3", 340, 12, 40],
      ["+", 344, 4, 4, 0.67],
      ["Al", 340, 12, 13],
      ["e", 344, 4, 4],
      ["Also", 340, 12, 31],
    );
    expect(textOf(bullets)).toBe("Leader · Web3 · Al · Also");
    expect(textOf(words(["Manager", 1, 30], ["at", 5, 22], ["Cloudnine", 1, 30], ["+", 4, 26, 26], ["Follow", 1, 30]))).toBe("Manager at Cloudnine + Follow");
    expect(textOf(words(["Reply", 1, 26], ["-", 12, 5, 4], ["312", 3, 20], ["likes", 3, 20]))).toBe("Reply - 312 likes");
    expect(textOf(words(["Founder", 1, 20], ["|", 0, 48, 6], ["Investor", 1, 20]))).toBe("Founder | Investor");
    // Small type: the article is as short as a bullet, and still a word.
    expect(textOf(words(["just", 340, 12, 26], ["a", 343, 5, 6], ["yes", 343, 9, 20], ["waiting", 340, 12, 44]))).toBe("just a yes waiting");
  });
});
