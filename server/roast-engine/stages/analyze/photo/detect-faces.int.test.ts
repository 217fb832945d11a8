import { createRequire } from "node:module";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { normalizeImage } from "../../../infrastructure/image";
import type { Box, Expression } from "../../../types";
import { detectPhotoFacts } from "./detect-photo-facts";
import { closePhotoModel } from "./photo-model";
import { findIdentityKeys } from "./test-support/photo-test-kit";

// Real faces without committing anyone's photo: the close-up tiles of a screenshot that ships inside
// the installed @vladmandic/human package (assets/screenshot-facedetect.jpg), cropped at test time.
const SHOT = path.join(path.dirname(path.dirname(createRequire(import.meta.url).resolve("@vladmandic/human"))), "assets/screenshot-facedetect.jpg");
/** Left edges of the tiles in that screenshot: a man looking at the camera, a woman smiling. */
const MAN = 8;
const SMILING_WOMAN = 164;
const TILE = 240;
const MARGIN = 120;
const STEP = 320;

const EXPRESSIONS: Expression[] = ["smiling", "neutral", "surprised", "angry", "sad", "disgusted", "fearful"];

/** The tiles side by side on a plain background, as one photo; also where each tile landed. */
async function photoOf(tiles: number[]) {
  const inputs = await Promise.all(tiles.map((left) => sharp(SHOT).extract({ left, top: 345, width: 150, height: 152 }).resize({ height: TILE }).toBuffer()));
  const jpeg = await sharp({
    create: { width: 2 * MARGIN + tiles.length * STEP - (STEP - TILE), height: 2 * MARGIN + TILE, channels: 3, background: "#9aa7b0" },
  })
    .composite(inputs.map((input, i) => ({ input, left: MARGIN + i * STEP, top: MARGIN })))
    .jpeg()
    .toBuffer();
  const placed: Box[] = tiles.map((_, i) => ({ x: MARGIN + i * STEP, y: MARGIN, w: Math.round((150 / 152) * TILE), h: TILE }));
  return { image: await normalizeImage(jpeg), placed };
}

const centreOf = (b: Box) => ({ x: b.x + b.w / 2, y: b.y + b.h / 2 });
const holds = (outer: Box, point: { x: number; y: number }) =>
  point.x >= outer.x && point.x <= outer.x + outer.w && point.y >= outer.y && point.y <= outer.y + outer.h;

afterAll(() => closePhotoModel());

describe("faces and expressions on real photos", () => {
  it("finds one smiling face where it is, and nothing about who she is", async () => {
    const { image, placed } = await photoOf([SMILING_WOMAN]);
    const facts = await detectPhotoFacts({ image, isPhoto: true });
    expect(facts.people).toBe(1);
    expect(facts.faces).toHaveLength(1);
    expect(holds(placed[0], centreOf(facts.faces[0].box))).toBe(true);
    expect(facts.faces[0].box.w).toBeGreaterThan(TILE * 0.5);
    expect(facts.faces[0].expression).toBe("smiling");
    expect(findIdentityKeys(facts)).toEqual([]);
  });

  it("counts two people, one face in each place, expressions only from the allowed set", async () => {
    const { image, placed } = await photoOf([SMILING_WOMAN, MAN]);
    const facts = await detectPhotoFacts({ image, isPhoto: true });
    expect(facts.people).toBe(2);
    expect(facts.faces).toHaveLength(2);
    for (const spot of placed) expect(facts.faces.filter((f) => holds(spot, centreOf(f.box)))).toHaveLength(1);
    for (const face of facts.faces) {
      // A face carries where it is, how sure the model is, and at most an expression: nothing else.
      expect(Object.keys(face).sort()).toEqual(face.expression ? ["box", "expression", "score"] : ["box", "score"]);
      if (face.expression) expect(EXPRESSIONS).toContain(face.expression);
    }
    expect(facts.faces.some((f) => f.expression !== undefined)).toBe(true);
    expect(findIdentityKeys(facts)).toEqual([]);
    expect(JSON.stringify(facts)).not.toMatch(/\b(age|gender|male|female|race|ethnicity|body(Shape)?|weight|health)\b/i);
  });
});
