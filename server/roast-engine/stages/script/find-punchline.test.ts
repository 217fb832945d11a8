import { describe, expect, it } from "vitest";
import { findPunchline } from "./find-punchline";

const said = (...marks: boolean[]) => marks.map((emphasis, i) => ({ text: `w${i}`, startMs: i * 100, endMs: i * 100 + 80, ...(emphasis ? { emphasis } : {}) }));

describe("findPunchline", () => {
  it("is the last run of emphasised words, from its first word's start to its last word's end", () => {
    expect(findPunchline(said(false, false, true, true))).toEqual({ first: 2, last: 3, startMs: 200, endMs: 380 });
  });

  it("ignores an earlier emphasised word: a stress on the way is not the punch", () => {
    expect(findPunchline(said(true, false, false, true, false))).toEqual({ first: 3, last: 3, startMs: 300, endMs: 380 });
    expect(findPunchline(said(true, true, false, true, true))).toMatchObject({ first: 3, last: 4 });
  });

  it("is the last word when nothing is emphasised, and nothing without words", () => {
    expect(findPunchline(said(false, false, false))).toEqual({ first: 2, last: 2, startMs: 200, endMs: 280 });
    expect(findPunchline(said(true))).toEqual({ first: 0, last: 0, startMs: 0, endMs: 80 });
    expect(findPunchline([])).toBeUndefined();
  });

  it("starts at an emphasised word followed by plain ones, else at the last word", () => {
    expect(
      findPunchline([
        { text: "a", startMs: 0, endMs: 5 },
        { text: "b", startMs: 5, endMs: 9, emphasis: true },
        { text: "c", startMs: 9, endMs: 12 },
      ])?.startMs,
    ).toBe(5);
    expect(
      findPunchline([
        { text: "a", startMs: 0, endMs: 5 },
        { text: "b", startMs: 7, endMs: 9 },
      ])?.startMs,
    ).toBe(7);
  });
});
