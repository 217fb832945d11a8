import { describe, expect, it } from "vitest";
import { countCredits, generateLabel, isImageFile, portraitPollDelay } from "./studio-rules";

describe("studio rules", () => {
  it("accepts a file by its bytes, not its name or type", async () => {
    const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
    expect(await isImageFile(new File([new Uint8Array(png)], "photo.png", { type: "image/png" }))).toBe(true);
    expect(await isImageFile(new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2])], "photo.txt", { type: "" }))).toBe(true);
    // Named and typed as an image, but text, a PDF or a format the server refuses.
    expect(await isImageFile(new File(["just some notes"], "fake.png", { type: "image/png" }))).toBe(false);
    expect(await isImageFile(new File(["%PDF-1.7"], "scan.png", { type: "image/png" }))).toBe(false);
    expect(
      await isImageFile(new File([new Uint8Array([0, 0, 0, 24, 0x66, 0x74, 0x79, 0x70, 0x68, 0x65, 0x69, 0x63])], "IMG_1.heic", { type: "image/heic" })),
    ).toBe(false);
    expect(await isImageFile(new File([], "empty.png", { type: "image/png" }))).toBe(false);
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
