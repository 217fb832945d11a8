import { describe, expect, it } from "vitest";
import { findHoles } from "./build-screen-lines";
import { scoreQuote } from "./score-quote";

/** Words laid out left to right, ~0.5 em per letter and one space between, a wider gap where `gaps` says. */
function layout(text: string, gaps: Record<number, number> = {}, h = 30) {
  let cursor = 40;
  return text.split(" ").map((word, i) => {
    cursor += gaps[i] ?? 0;
    const box = { x: cursor, y: 100, w: Math.round(word.length * h * 0.5), h };
    cursor += box.w + Math.round(h * 0.3);
    return { text: word, box, confidence: 0.95 };
  });
}

describe("a word missing inside a line is never quoted across", () => {
  it("finds the gap a dropped narrow word leaves, not an ordinary space nor an emoji's wide gap", () => {
    // "I've been told [I] need a bath": the "I" and its space, about 0.7 em, unread.
    const dropped = layout("I've been told need a bath", { 3: 22 });
    expect([...findHoles(dropped)]).toEqual([dropped[3].box.x]);
    expect(findHoles(layout("I've been told I need a bath")).size).toBe(0);
    // An emoji tesseract did not read at all is wider than a word's gap: a quote may skip it.
    expect(findHoles(layout("Coffee first and then chaos", { 1: 50 })).size).toBe(0);
  });

  it("leaves out the sentence with the hole and keeps the whole ones around it", () => {
    const words = layout("My dog is judging me. I've been told need a bath. Worth it.", { 8: 22 });
    const holes = findHoles(words);
    const quoteWords = words.map((w) => ({ ...w, ...(holes.has(w.box.x) ? { afterHole: true } : {}) }));
    const parts = scoreQuote(quoteWords, "caption");
    expect(parts.join(" ")).not.toMatch(/told need/);
    expect(parts[0]).toBe("My dog is judging me.");
  });
});
