import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { normalizeImage } from "../../infrastructure/image";
import { PHOTO_TRUTHS, readPhotoImage } from "../../../../bench/photo-set";
import { readScreenImage, SCREEN_TRUTHS } from "../../../../bench/reading-set";
import { measureVisualFacts } from "./measure-visual-facts";
import { isPhotoLike } from "./screen-or-photo";

const flatRunsOf = async (bytes: Buffer) => (await measureVisualFacts(await normalizeImage(bytes))).flatRuns;

// The sample screens' drawn "photos" are drawings, flat as any screen: only app screens are asked.
const SCREENS = SCREEN_TRUTHS.filter((t) => t.kind !== "photo");

describe("a photo or a screenshot, from its pixels", () => {
  it("sends every real photo, dark and smooth ones too, to the photo model whole", async () => {
    const found = await Promise.all(PHOTO_TRUTHS.map(async (t) => ({ id: t.id, photo: isPhotoLike(await flatRunsOf(await readPhotoImage(t))) })));
    expect(found.filter((f) => !f.photo)).toEqual([]);
  });

  it("keeps every sample screen a screen, as drawn and recompressed small", async () => {
    const found = await Promise.all(
      SCREENS.map(async (t) => {
        const bytes = await readScreenImage(t);
        const { width = 0 } = await sharp(bytes).metadata();
        const worn = await sharp(bytes)
          .flatten({ background: "#ffffff" })
          .resize({ width: Math.round(width * 0.6) })
          .jpeg({ quality: 55 })
          .toBuffer();
        return { id: t.id, photo: isPhotoLike(await flatRunsOf(bytes)), wornPhoto: isPhotoLike(await flatRunsOf(worn)) };
      }),
    );
    expect(found.filter((f) => f.photo || f.wornPhoto)).toEqual([]);
  });
});
