import { createRequire } from "node:module";
import path from "node:path";
import sharp, { type Sharp } from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAnalyzer } from "../../analyze/create-analyzer";
import { closePhotoModel } from "../../analyze/photo/photo-model";
import { normalizeImage } from "../../../infrastructure/image";
import type { Analysis } from "../../../types";
import { findDetails } from "./find-details";

// Real photos nobody here drew: crops of the sample strip that ships inside the installed
// @vladmandic/human package (assets/samples.jpg, and a face from assets/screenshot-facedetect.jpg),
// taken at test time; nothing is committed.
const ASSETS = path.join(path.dirname(path.dirname(createRequire(import.meta.url).resolve("@vladmandic/human"))), "assets");
const crop = (region: { left: number; top: number; width: number; height: number }, file = "samples.jpg") => sharp(path.join(ASSETS, file)).extract(region);
/** The party under the lamps, people from head to toe; a ceiling of lamps with nobody in it; a dinner thumbnail. */
const PARTY = { left: 905, top: 195, width: 375, height: 960 };
const CEILING = { left: 660, top: 200, width: 620, height: 200 };
const DINNER_THUMBNAIL = { left: 325, top: 0, width: 212, height: 158 };
/** One smiling face, shoulders and hair, filling the picture. */
const FACE = { left: 166, top: 348, width: 148, height: 148 };

const analyzer = createAnalyzer();
const scenesOf = (analysis: Analysis) =>
  findDetails(analysis)
    .filter((d) => d.kind === "scene")
    .map((d) => d.text);
const read = async (image: Sharp) => analyzer.analyze(await normalizeImage(await image.jpeg().toBuffer()));

beforeAll(async () => {
  // The OCR workers and the photo model load once, off the first test's clock.
  await read(crop(DINNER_THUMBNAIL));
}, 60_000);
afterAll(async () => {
  await analyzer.close();
  await closePhotoModel();
});

describe("how a real photo was taken", () => {
  it("calls the greyscale copy of a colour photo black and white, and the colour one not", async () => {
    const colour = await read(crop(PARTY));
    const grey = await read(crop(PARTY).greyscale());
    expect(colour.visual.isScreenshot).toBe(false);
    expect(colour.visual.greyShare).toBeLessThan(0.5);
    expect(scenesOf(colour)).not.toContain("black and white");
    expect(grey.visual.greyShare).toBeGreaterThanOrEqual(0.97);
    expect(scenesOf(grey)).toContain("black and white");
  });

  it("says a 212 px thumbnail is low resolution, and a 960 px photo not", async () => {
    expect(scenesOf(await read(crop(DINNER_THUMBNAIL)))).toContain("low resolution");
    expect(scenesOf(await read(crop(PARTY)))).not.toContain("low resolution");
  });

  it("finds nobody in a ceiling of lamps, and a person at the party", async () => {
    expect(scenesOf(await read(crop(CEILING)))).toContain("nobody");
    const party = await read(crop(PARTY));
    expect(party.photo.people).toBeGreaterThan(0);
    expect(scenesOf(party)).not.toContain("nobody");
  });

  it("calls a face filling the picture a close-up, and a face at the party not", async () => {
    const face = await read(crop(FACE, "screenshot-facedetect.jpg").resize(520));
    expect(face.photo.faces).toHaveLength(1);
    const closeUp = findDetails(face).find((d) => d.text === "close-up");
    expect(closeUp).toMatchObject({ target: "face", box: face.photo.faces[0].box });
    expect(scenesOf(await read(crop(PARTY)))).not.toContain("close-up");
  });
});
