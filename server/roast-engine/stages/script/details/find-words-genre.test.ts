import { describe, expect, it } from "vitest";
import type { LineOwner, ScreenLine } from "../../../types";
import { findWordsGenre } from "./find-words-genre";

const lines = (...texts: Array<[string, LineOwner]>): Pick<{ lines: ScreenLine[] }, "lines"> => ({
  lines: texts.map(([text, owner]) => ({ text, owner, role: owner === "ui" ? "ui" : "bio", box: { x: 0, y: 0, w: 1, h: 1 }, confidence: 0.9 })),
});

describe("findWordsGenre", () => {
  it("knows a review and a listing by the interface around the words, whatever the app", () => {
    const review = lines(
      ["Overview Reviews Photos About", "ui"],
      ["Local Guide · 41 reviews · 212 photos", "ui"],
      ["Ordered a flat white and got a life lesson", "self"],
      ["Helpful Share", "ui"],
    );
    expect(findWordsGenre(review)).toBe("review");
    const listing = lines(["Vintage armchair, slightly haunted", "self"], ["Listed 2 days ago in Brooklyn, NY", "ui"], ["Message seller", "ui"]);
    expect(findWordsGenre(listing)).toBe("listing");
  });

  it("leaves a profile or a post alone, and never reads the person's own words as the app's cue", () => {
    expect(findWordsGenre(lines(["Five stars, no notes. 41 reviews of my cooking", "self"], ["Helpful tips daily", "self"], ["Follow", "ui"]))).toBeUndefined();
    expect(findWordsGenre(lines(["Reviews", "ui"], ["Edit profile", "ui"]))).toBeUndefined();
  });
});
