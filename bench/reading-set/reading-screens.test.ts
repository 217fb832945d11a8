import { existsSync, statSync } from "node:fs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { readScreenImage, SCREEN_TRUTHS, screenImagePath } from "./index";
import { READING_SCREENS } from "./reading-screens";

describe("realistic screenshot set", () => {
  it("has a committed image and ground truth for every drawn screen", () => {
    expect(SCREEN_TRUTHS.map((t) => t.id)).toEqual(READING_SCREENS.map((s) => s.truth.id));
    for (const truth of SCREEN_TRUTHS) expect(existsSync(screenImagePath(truth)), truth.file).toBe(true);
    const bytes = SCREEN_TRUTHS.reduce((sum, t) => sum + statSync(screenImagePath(t)).size, 0);
    expect(bytes).toBeLessThan(10 * 1024 * 1024);
  });

  it("covers every kind, the platforms, dark mode, JPEGs, small phones and desktops", async () => {
    expect(SCREEN_TRUTHS.length).toBeGreaterThanOrEqual(30);
    expect(new Set(SCREEN_TRUTHS.map((t) => t.kind))).toEqual(new Set(["profile", "post", "story", "dating", "chat", "comment", "photo"]));
    expect(new Set(SCREEN_TRUTHS.map((t) => t.platform))).toEqual(new Set(["instagram", "tiktok", "linkedin", "twitter", "facebook", "dating", "generic"]));
    expect(SCREEN_TRUTHS.filter((t) => t.dark).length).toBeGreaterThanOrEqual(8);
    expect(SCREEN_TRUTHS.filter((t) => t.file.endsWith(".jpg")).length).toBeGreaterThanOrEqual(8);
    const widths = await Promise.all(SCREEN_TRUTHS.map(async (t) => (await sharp(await readScreenImage(t)).metadata()).width ?? 0));
    expect(widths.filter((w) => w <= 640).length).toBeGreaterThanOrEqual(3);
    expect(widths.filter((w) => w >= 1300).length).toBeGreaterThanOrEqual(3);
  });

  it("keeps the person's words, the app's words and other people's words apart", () => {
    for (const truth of SCREEN_TRUTHS) {
      const others = truth.others.flatMap((o) => o.words);
      for (const words of truth.ownWords) {
        expect(truth.uiWords, truth.id).not.toContain(words);
        expect(others, truth.id).not.toContain(words);
      }
      if (truth.kind !== "photo") expect(truth.ownWords.length, truth.id).toBeGreaterThan(0);
    }
  });
});
