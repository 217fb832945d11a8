import { describe, expect, it } from "vitest";
import { quotesWritersLine } from "./writers-line";

describe("quotesWritersLine", () => {
  it("counts a quote that is the reference's line, or part of it", () => {
    expect(quotesWritersLine(["It was me."], ["It was me."])).toBe(true);
    expect(quotesWritersLine(["the soup from March"], ["Whose is the soup from March"])).toBe(true);
  });
  it("counts a line quoted with most of its words, cut at another clause", () => {
    expect(quotesWritersLine(["Fell asleep before I could tell if it worked"], ["Fell asleep before I could tell if it worked. Four nights"])).toBe(true);
  });
  it("does not count another line of the screen, or a quote of no words", () => {
    expect(quotesWritersLine(["Plant committee sync"], ["Nobody else water it, it's on a schedule"])).toBe(false);
    expect(quotesWritersLine(["47"], ["47 min"])).toBe(false);
    expect(quotesWritersLine([], ["anything"])).toBe(false);
  });
});
