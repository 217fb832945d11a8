import { describe, expect, it } from "vitest";
import { isSentence, isTitleCase } from "./line-form";

describe("isTitleCase", () => {
  it("reads the names of things as titles", () => {
    for (const title of ["Eye of the Tiger", "Tower of Hell", "He Looked At Me (Again)", "Here's What I Earned in Month One", "Synergy Lead"]) {
      expect(isTitleCase(title), title).toBe(true);
    }
  });

  it("reads a log's row led by its date as no title, and a title with a month-like word as one", () => {
    expect(isTitleCase("Nov 21 Loaf & Ladle")).toBe(false);
    expect(isTitleCase("21 Nov Corner Shop")).toBe(false);
    expect(isTitleCase("Marathon 26 Training Plan")).toBe(true);
    expect(isTitleCase("Mayhem At The Manor")).toBe(true);
  });

  it("reads sentences, shouting and single words as no title", () => {
    for (const line of ["Perfect for the buyer with vision", "felt good", "NEW TIERS ARE LIVE", "Babe", "Only here to play with my kids", "I Did It."]) {
      expect(isTitleCase(line), line).toBe(false);
    }
  });

  it("reads a sentence as three words or more that are no title", () => {
    expect(isSentence("felt good today")).toBe(true);
    expect(isSentence("Babe")).toBe(false);
    expect(isSentence("felt good")).toBe(false);
    expect(isSentence("Eye of the Tiger")).toBe(false);
  });
});
