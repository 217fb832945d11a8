import { createRequire } from "node:module";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { normalizeImage } from "../../../infrastructure/image";
import { NO_PHOTO_FACTS } from "../../../types";
import { createAnalyzer } from "../create-analyzer";
import { detectPhotoFacts } from "./detect-photo-facts";
import { closePhotoModel, getPhotoModel } from "./photo-model";
import { findIdentityKeys } from "./test-support/photo-test-kit";

// No third-party photo is committed: these tests crop the sample strip that ships inside the
// installed @vladmandic/human package (assets/samples.jpg), at test time.
const SAMPLES = path.join(path.dirname(path.dirname(createRequire(import.meta.url).resolve("@vladmandic/human"))), "assets/samples.jpg");
const cropSample = async (left: number, width: number) =>
  normalizeImage(await sharp(SAMPLES).extract({ left, top: 0, width, height: 145 }).resize({ height: 600 }).jpeg().toBuffer());
/** A man at a dinner table with a glass; a person standing, seen head to toe. */
const dinner = () => cropSample(290, 195);
const standing = () => cropSample(0, 145);

afterAll(() => closePhotoModel());

describe("photo facts from the real model", () => {
  it("finds the face, the person and the glass of a dinner photo, in the image's pixels", async () => {
    const image = await dinner();
    const facts = await detectPhotoFacts({ image, isPhoto: true });
    expect(facts.people).toBe(1);
    expect(facts.faces).toHaveLength(1);
    const face = facts.faces[0].box;
    // The face is in the upper right part of the picture (measured box ≈ 436,46 185x184 of 805x600).
    expect(face.x).toBeGreaterThan(image.width * 0.4);
    expect(face.y + face.h).toBeLessThan(image.height * 0.5);
    expect(facts.objects.map((o) => o.label)).toContain("cup");
    // Seated at the table down to the hips: someone else took it, not an arm's-length selfie.
    expect(facts.pose.selfie).toBe(false);
    expect(findIdentityKeys(facts)).toEqual([]);
  });

  it("reads a standing person's pose down to the ankles and names no identity", async () => {
    const facts = await detectPhotoFacts({ image: await standing(), isPhoto: true });
    expect(facts.people).toBe(1);
    expect(facts.pose).toEqual({ mirrorSelfie: false, selfie: false, phoneInHand: false });
    expect(findIdentityKeys(facts)).toEqual([]);
  });

  it("skips the model on a screen with no photo, and finds nothing in a blank picture", async () => {
    const screen = await sharp({ create: { width: 390, height: 844, channels: 3, background: "#ffffff" } })
      .composite([{ input: Buffer.from('<svg width="390" height="844"><rect x="20" y="60" width="350" height="40" fill="#1d9bf0"/></svg>') }])
      .jpeg()
      .toBuffer();
    expect(await detectPhotoFacts({ image: await normalizeImage(screen), isPhoto: false })).toEqual(NO_PHOTO_FACTS);
    const blank = await sharp({ create: { width: 400, height: 400, channels: 3, background: "#808080" } })
      .jpeg()
      .toBuffer();
    expect(await detectPhotoFacts({ image: await normalizeImage(blank), isPhoto: true })).toEqual(NO_PHOTO_FACTS);
  });

  it("answers a bad request with an error, and a roast goes on without photo facts", async () => {
    await expect(getPhotoModel().detect({ data: new Uint8Array(10), width: 100, height: 100 })).rejects.toThrow(/photo model failed/);
    const broken = { jpeg: Buffer.from("not a jpeg"), width: 100, height: 100 };
    expect(await detectPhotoFacts({ image: broken, isPhoto: true })).toEqual(NO_PHOTO_FACTS);
  });

  it("fills the analysis' photo facts, with no identity key anywhere", async () => {
    const analyzer = createAnalyzer();
    try {
      const analysis = await analyzer.analyze(await dinner());
      expect(analysis.photo.faces).toHaveLength(1);
      expect(findIdentityKeys(analysis)).toEqual([]);
    } finally {
      await analyzer.close();
    }
  });
});
