import { describe, expect, it } from "vitest";
import { countCredits, generateLabel, isImageFile, portraitPollDelay } from "./studio-rules";

describe("studio rules", () => {
  it("accepts only image/ types", () => {
    expect(isImageFile({ type: "image/png" })).toBe(true);
    expect(isImageFile({ type: "image/heic" })).toBe(true);
    expect(isImageFile({ type: "application/pdf" })).toBe(false);
    expect(isImageFile({ type: "" })).toBe(false);
  });

  it("labels the generate button", () => {
    expect(generateLabel({ unlimitedMode: true, credits: 0, isSubmitting: false })).toBe("Get Roasted (FREE)");
    expect(generateLabel({ unlimitedMode: false, credits: 1, isSubmitting: false })).toBe("Get Roasted · 1 credit left");
    expect(generateLabel({ unlimitedMode: false, credits: 4, isSubmitting: false })).toBe("Get Roasted · 4 credits left");
    expect(generateLabel({ unlimitedMode: false, credits: 0, isSubmitting: false })).toBe("Get Roasted · no credits left");
    expect(generateLabel({ unlimitedMode: false, credits: 4, isSubmitting: true })).toBe("Roasting…");
    // A battle costs one credit like a roast: the same counts, its own words.
    expect(generateLabel({ unlimitedMode: false, credits: 1, isSubmitting: false, battle: true })).toBe("Start the Battle · 1 credit left");
    expect(generateLabel({ unlimitedMode: true, credits: 0, isSubmitting: false, battle: true })).toBe("Start the Battle (FREE)");
  });

  it("adds free and paid credits", () => {
    expect(countCredits({ freeRoastsRemaining: 1, paidCredits: 3 })).toBe(4);
    expect(countCredits(undefined)).toBe(0);
  });

  it("polls the portrait after 5 s, then every 10 s", () => {
    expect([0, 1, 2].map(portraitPollDelay)).toEqual([5000, 10_000, 10_000]);
  });
});
