import { describe, expect, it } from "vitest";
import { makeTestAnalysis } from "../test-support/make-test-analysis";
import type { Box, ScreenLine } from "../../../types";
import { findDetails } from "./find-details";
import { isWeakDetail } from "./rank-detail-line";

const box: Box = { x: 0, y: 0, w: 100, h: 20 };

describe("ranking an app field against the person's own words", () => {
  it("calls a bare place, an age-like number, a distance or a height weak", () => {
    for (const text of [
      "Brooklyn",
      "29",
      "5'7\"",
      "📏 6'1\"",
      "📍 3 miles away",
      "12 km away",
      "🏠 Lives in Denver",
      "Austin, Texas, United States",
      "Madrid, Community of Madrid, Spain",
    ]) {
      expect(isWeakDetail(text), text).toBe(true);
    }
  });

  it("keeps a job or a workplace as material", () => {
    for (const text of ["Fitness coach", "Barista", "Marketing manager", "Senior Product Manager at Cloudnine", "Works at Finch Family Hardware"]) {
      expect(isWeakDetail(text), text).toBe(false);
    }
  });

  it("ranks a prompt answer, a bio line and a caption above the location, age and distance shown first", () => {
    const fields = ["Brooklyn", "29", "📍 3 miles away"];
    const job = "Barista";
    const own = [
      { text: "Finding a parking spot on the first try", role: "answer" as const },
      { text: "Professional overthinker", role: "bio" as const },
      { text: "Made pizza from scratch", role: "caption" as const },
    ];
    // The app's fields come first on the screen, as on a dating card.
    const quotes = [...[...fields, job].map((text) => ({ text, role: "detail" as const, box })), ...own.map((q) => ({ ...q, box }))];
    const lines: ScreenLine[] = quotes.map((q) => ({ text: q.text, role: q.role, owner: "self", box, confidence: 1 }));
    const analysis = { ...makeTestAnalysis({ kind: "dating", platform: "dating" }), lines, quotes };
    const details = findDetails(analysis);
    const weightOf = (text: string) => details.find((d) => d.text.includes(text.replace(/^📍 /, "")))!.weight;
    for (const mine of own) for (const field of fields) expect(weightOf(mine.text), `${mine.text} over ${field}`).toBeGreaterThan(weightOf(field));
    for (const field of fields) expect(weightOf(job), `${job} over ${field}`).toBeGreaterThan(weightOf(field));
  });
});
