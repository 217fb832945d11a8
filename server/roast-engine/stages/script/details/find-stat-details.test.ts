import { describe, expect, it } from "vitest";
import type { ScreenLine } from "../../../types";
import { makeLinesAnalysis } from "../test-support/make-test-analysis";
import { findStatDetails } from "./find-stat-details";

const row = (text: string, y: number): ScreenLine => ({ text, role: "ui", owner: "ui", box: { x: 40, y, w: 600, h: 30 }, confidence: 0.95 });
const stats = (...texts: string[]) => findStatDetails(makeLinesAnalysis(texts.map((t, i) => row(t, 100 + i * 60)))).map((d) => d.text);

describe("findStatDetails", () => {
  it("takes the person's numbers from the app's rows", () => {
    expect(stats("38 books", "412-day streak")).toEqual(["38 books", "412-day streak"]);
  });

  it("takes no when, no where and no range's end for what the person did (v42's Selency: 'Ships in 5-10 days')", () => {
    expect(stats("Lyon, France - Ships in 5-10 days - Private seller", "Arriving in 4 min", "2 days ago")).toEqual([]);
    expect(stats("Lyon, France - Ships in 10 days")).toEqual([]);
  });
});
