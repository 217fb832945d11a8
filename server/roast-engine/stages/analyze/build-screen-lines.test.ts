import { describe, expect, it } from "vitest";
import { buildScreenLines, withoutLeadingGlyphs } from "./build-screen-lines";
import type { OcrLine } from "./ocr-engine";

const word = (text: string, x: number, y: number, h = 26, w = text.length * 14) => ({ text, box: { x, y, w, h }, confidence: 0.95 });
const line = (words: OcrLine["words"], paragraph: number): OcrLine => ({
  text: words.map((w) => w.text).join(" "),
  box: words[0].box,
  confidence: 0.95,
  paragraph,
  words,
});

describe("a line's box is as high as its words", () => {
  it("leaves out an avatar read as a glyph before the words, and keeps a line of glyphs whole", () => {
    const avatar = word("@&", 30, 1496, 91);
    const words = [avatar, word("which", 135, 1549), word("model", 233, 1549)];
    expect(withoutLeadingGlyphs(words).map((w) => w.text)).toEqual(["which", "model"]);
    expect(withoutLeadingGlyphs([word("®", 30, 10), word("3h", 80, 10)]).map((w) => w.text)).toEqual(["3h"]);
    expect(withoutLeadingGlyphs([word("«@", 30, 10)])).toHaveLength(1);
    expect(withoutLeadingGlyphs([word("Sending", 136, 10), word("’", 400, 10)])).toHaveLength(2);
  });

  it("orders a comment under its author line when the avatar beside both was read with the comment (a BandLab thread)", () => {
    // Tesseract's reading of held-out v38's BandLab comments: the avatar, as tall as the author line
    // and the comment, was read as the comment's first word, so the comment's box began above the author.
    const lines = buildScreenLines(
      [
        line([word("®", 34, 1388, 76, 80), word("gopika_m", 135, 1391), word("2h", 302, 1392)], 1),
        line([word("chorus", 136, 1436), word("is", 247, 1437), word("so", 281, 1443), word("good,", 325, 1436)], 1),
        line([word("@&", 30, 1496, 91, 91), word("which", 135, 1549), word("model", 233, 1549), word("is", 335, 1550), word("it,", 369, 1550)], 2),
        line([word("jagdish.beats", 133, 1504), word("1h", 359, 1504)], 3),
      ],
      1,
    );
    expect(lines.map((l) => l.text)).toEqual(["gopika_m 2h", "chorus is so good,", "jagdish.beats 1h", "which model is it,"]);
    // Its box keeps the row's left edge, where the words under an avatar are set, and is only as high as its words.
    expect(lines[3].box).toMatchObject({ x: 30, y: 1549, h: 27 });
  });
});
