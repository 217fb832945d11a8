import sharp from "sharp";
import { EngineError } from "../../../roast-engine";
import { drawTextOverlay } from "./draw-text";
import { layoutDating } from "./layout-dating";
import { layoutFacebook } from "./layout-facebook";
import { layoutInstagram } from "./layout-instagram";
import { layoutLinkedin } from "./layout-linkedin";
import { layoutPhoto } from "./layout-photo";
import { layoutTiktok } from "./layout-tiktok";
import { layoutX } from "./layout-x";
import type { SampleDrawing } from "./sample-drawing";
import type { ShowcaseLayout, ShowcaseSample } from "./showcase-sample";
import { OTHER_SAMPLES } from "./samples-other";
import { SOCIAL_SAMPLES } from "./samples-social";

export const SHOWCASE_SAMPLES: ShowcaseSample[] = [...SOCIAL_SAMPLES, ...OTHER_SAMPLES];

const LAYOUTS: Record<ShowcaseLayout, (spec: ShowcaseSample) => SampleDrawing> = {
  instagram: layoutInstagram,
  tiktok: layoutTiktok,
  linkedin: layoutLinkedin,
  x: layoutX,
  facebook: layoutFacebook,
  dating: layoutDating,
  photo: layoutPhoto,
};

// Each sample is drawn once per process: the same picture every time it is asked for (a photo-like
// sample's grain is sharp's unseeded noise, so its bytes differ from one process to the next).
const drawn = new Map<string, Promise<Buffer>>();

/** Draws a sample profile as a PNG. */
export function drawSample(id: string): Promise<Buffer> {
  const spec = SHOWCASE_SAMPLES.find((s) => s.id === id);
  if (!spec) return Promise.reject(new EngineError("NOT_FOUND", `Unknown sample "${id}"`));
  let png = drawn.get(id);
  if (!png) {
    png = renderDrawing(LAYOUTS[spec.layout](spec));
    png.catch(() => drawn.delete(id));
    drawn.set(id, png);
  }
  return png;
}

async function renderDrawing(drawing: SampleDrawing): Promise<Buffer> {
  const svg = await sharp(Buffer.from(drawing.svg)).png().toBuffer();
  const background = drawing.photo ? await addPhotoTexture(svg, drawing) : svg;
  const texts = drawing.texts.filter((t) => t.text.trim() !== "");
  const overlays = await Promise.all(texts.map((t) => drawTextOverlay(t, drawing.width)));
  return sharp(background).composite(overlays).png({ compressionLevel: 6 }).toBuffer();
}

async function addPhotoTexture(background: Buffer, drawing: SampleDrawing): Promise<Buffer> {
  const { width, height, photo } = drawing;
  const grain = await sharp({
    create: { width, height, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: photo?.grain ?? 10 } },
  })
    .png()
    .toBuffer();
  return sharp(background)
    .blur(photo?.blur ?? 2)
    .composite([{ input: grain, blend: "soft-light" }])
    .png()
    .toBuffer();
}
