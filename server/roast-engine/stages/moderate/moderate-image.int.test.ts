import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { normalizeImage } from "../../infrastructure/image";
import { drawSample } from "../../../features/gallery/showcase";
import { PHOTO_TRUTHS, readPhotoImage } from "../../../../bench/photo-set";
import { readScreenImage, SCREEN_TRUTHS } from "../../../../bench/reading-set";
import { MODERATION_CLASSES } from "./moderation-scores";
import { closeModerationModel, createImageModerator, getModerationModel, moderateImage } from "./index";

/**
 * The real model (nsfwjs MobileNetV2Mid on tfjs wasm, in its thread) on benign images of the
 * repo, normalised as uploads are: every one is allowed. The refusal path is tested through HTTP
 * with a moderator that answers as told (features/roasts/moderation/upload-moderation.int.test.ts): no
 * explicit image is ever committed. Every sample is measured by `npm run bench:moderation`.
 */
const still = async (bytes: Buffer) => (await normalizeImage(bytes)).jpeg;
// The ordinary photos the model scores highest (a beach, a close-up face), a selfie-style drawn photo and two screenshots.
const photos = ["beach-sitting", "face-close-up", "three-friends"].map((id) => PHOTO_TRUTHS.find((t) => t.id === id)!);
const screens = SCREEN_TRUTHS.slice(0, 2);

describe("the moderation model on benign uploads", () => {
  afterAll(() => closeModerationModel());

  it("allows real photos, a drawn photo post and screenshots", async () => {
    const images = [
      ...(await Promise.all(photos.map(async (t) => ({ id: t.id, image: await still(await readPhotoImage(t)) })))),
      { id: "photo-outfit-fitcheck", image: await still(await drawSample("photo-outfit-fitcheck")) },
      ...(await Promise.all(screens.map(async (t) => ({ id: t.id, image: await still(await readScreenImage(t)) })))),
    ];
    for (const { id, image } of images) {
      const verdict = await moderateImage(image);
      expect({ id, decision: verdict.decision }).toEqual({ id, decision: "allow" });
      const scores = verdict.scores!;
      expect(Object.keys(scores).sort()).toEqual([...MODERATION_CLASSES]);
      // Probabilities of five classes: together, one.
      expect(Object.values(scores).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 2);
    }
  });

  it("reads any image sharp decodes: grey, with alpha, tiny, very tall", async () => {
    const grey = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#787878" } })
      .toColourspace("b-w")
      .png()
      .toBuffer();
    expect((await sharp(grey).metadata()).channels).toBe(1);
    const alpha = await sharp({ create: { width: 64, height: 64, channels: 4, background: { r: 10, g: 200, b: 30, alpha: 0.5 } } })
      .png()
      .toBuffer();
    const tall = await sharp({ create: { width: 100, height: 1000, channels: 3, background: "#fafafa" } })
      .jpeg()
      .toBuffer();
    for (const image of [grey, alpha, tall]) expect((await moderateImage(image)).decision).toBe("allow");
  });

  it("is one warm model per process, and a moderator switched off allows without loading one", async () => {
    expect(getModerationModel()).toBe(getModerationModel());
    const off = createImageModerator({ enabled: false });
    await off.ready;
    expect(await off.moderate(Buffer.from("anything"))).toEqual({ decision: "allow" });
    const on = createImageModerator({ enabled: true });
    await on.ready;
    expect((await on.moderate(await still(await readPhotoImage(photos[0])))).decision).toBe("allow");
  });

  it("refuses to classify what is not a 224x224 RGB image", async () => {
    await expect(getModerationModel().classify(new Uint8Array(10))).rejects.toThrow(/224x224/);
  });
});
