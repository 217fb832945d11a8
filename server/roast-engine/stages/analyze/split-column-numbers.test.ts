import { describe, expect, it } from "vitest";
import type { Box } from "../../types";
import { splitColumnNumbers } from "./split-column-numbers";

/** A line of words laid out from `x`, each word `width` px a letter, one space (`space` px) apart unless a gap is given before it. */
function line(y: number, x: number, tokens: Array<string | [string, number]>, width = 12, space = 8) {
  let at = x;
  const words = tokens.map((token) => {
    const [text, gap] = typeof token === "string" ? [token, space] : token;
    const box: Box = { x: at === x ? at : at + gap, y, w: text.length * width, h: 26 };
    at = box.x + box.w;
    return { text, confidence: 0.9, box };
  });
  const last = words[words.length - 1].box;
  return { text: words.map((w) => w.text).join(" "), box: { x, y, w: last.x + last.w - x, h: 26 }, words, confidence: 0.9, paragraph: 1 };
}

describe("splitColumnNumbers", () => {
  it("splits a vote tally off a comment whose next line starts where its text does", () => {
    const comment = line(943, 81, ["88", ["I", 20], "tried", "that", "for", "a", "week."]);
    const next = line(980, comment.words[1].box.x + 2, ["emails."]);
    const [tally, words] = splitColumnNumbers([comment, next]);
    expect(tally.text).toBe("88");
    expect(words.text).toBe("I tried that for a week.");
    expect(words.box.x).toBe(comment.words[1].box.x);
  });

  it("finds where the text starts when OCR gave its first word no box (a thin 'I' mended from '|')", () => {
    const comment = line(943, 81, ["88", ["I", 20], "tried", "that", "for", "a", "week."]);
    const start = comment.words[1].box.x;
    const unboxed = { ...comment, words: comment.words.map((w, i) => (i === 1 ? { text: w.text, confidence: w.confidence } : w)) };
    const next = line(980, start + 2, ["emails."]);
    const [tally, words] = splitColumnNumbers([unboxed, next]);
    expect([tally.text, words.text]).toEqual(["88", "I tried that for a week."]);
    expect(Math.abs(words.box.x - start)).toBeLessThanOrEqual(12);
  });

  it("splits a log's figure off a row when other rows' figures end at the same edge", () => {
    const row = line(1291, 212, ["round", "two", ["240", 160]]);
    const edge = row.words[2].box.x + row.words[2].box.w;
    const other = line(1136, edge - 36, ["62"]);
    const split = splitColumnNumbers([other, row]).map((l) => l.text);
    expect(split).toEqual(["62", "round two", "240"]);
  });

  it("keeps a person's number that is part of what they wrote", () => {
    // A number in the run of the sentence, no gap, no column beside it.
    const sentence = line(400, 30, ["12", "days", "without", "coffee"]);
    const below = line(440, 30, ["and", "counting"]);
    expect(splitColumnNumbers([sentence, below]).map((l) => l.text)).toEqual(["12 days without coffee", "and counting"]);
    // A figure at the end of a sentence, no other figure ends there.
    const spent = line(500, 30, ["I", "spent", ["240", 40]]);
    expect(splitColumnNumbers([spent]).map((l) => l.text)).toEqual(["I spent 240"]);
  });
});
