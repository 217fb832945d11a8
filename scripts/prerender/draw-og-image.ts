import sharp from "sharp";
import { BRAND } from "../../common/brand";
import { drawSample } from "../../server/features/gallery/showcase";
import { drawTextOverlay } from "../../server/features/gallery/showcase/draw-text";

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;
const FRAME_HEIGHT = 550;

const BACKGROUND = `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#2a0a06"/><stop offset="0.45" stop-color="#0a0708"/><stop offset="1" stop-color="#3a0d14"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.15" cy="0.1" r="0.6"><stop offset="0" stop-color="#ff5a1f" stop-opacity="0.45"/><stop offset="1" stop-color="#ff5a1f" stop-opacity="0"/></radialGradient>
    <linearGradient id="flame" x1="0" y1="1" x2="1" y2="0"><stop offset="0" stop-color="#ff2d55"/><stop offset="1" stop-color="#ff8a4c"/></linearGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#bg)"/>
  <rect width="100%" height="100%" fill="url(#glow)"/>
  <g transform="translate(64 56) scale(0.9)">
    <rect width="64" height="64" rx="16" fill="#120c0d"/>
    <path fill="url(#flame)" d="M33 8c2 9 13 14 13 27a14 14 0 0 1-28 0c0-7 4-11 7-14 0 5 2 8 5 9-1-8 1-15 3-22z"/>
  </g>
  <rect x="64" y="548" width="180" height="8" rx="4" fill="url(#flame)"/>
</svg>`;

/** A sample screen scaled into the card with rounded corners, like a phone held up to the camera. */
async function drawFrame(sampleId: string): Promise<{ input: Buffer; width: number }> {
  const sample = await sharp(await drawSample(sampleId))
    .resize({ height: FRAME_HEIGHT })
    .png()
    .toBuffer({ resolveWithObject: true });
  const { width } = sample.info;
  const mask = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${FRAME_HEIGHT}"><rect width="100%" height="100%" rx="36" fill="#fff"/></svg>`,
  );
  const input = await sharp(sample.data)
    .composite([{ input: mask, blend: "dest-in" }])
    .png()
    .toBuffer();
  return { input, width };
}

/** The sample frame alone, as the gallery videos' thumbnail in structured data. */
export async function drawSampleThumbnail(sampleId: string): Promise<Buffer> {
  return sharp(await drawSample(sampleId))
    .resize({ height: 630 })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** A 1200x630 Open Graph card: the brand, the page's headline and a sample roast frame. Our own art only. */
export async function drawOgImage(options: { headline: string; sampleId: string }): Promise<Buffer> {
  const frame = await drawFrame(options.sampleId);
  const frameLeft = OG_WIDTH - frame.width - 64;
  const textWidth = frameLeft - 64 - 48;
  const [brand, headline, tagline] = await Promise.all([
    drawTextOverlay({ text: BRAND, x: 140, y: 70, size: 40, color: "#ffffff", bold: true, maxWidth: textWidth }, OG_WIDTH),
    drawTextOverlay({ text: options.headline, x: 64, y: 200, size: 68, color: "#ffffff", bold: true, maxWidth: textWidth }, OG_WIDTH),
    drawTextOverlay({ text: "Upload a screenshot. Get a 7-second AI roast video.", x: 64, y: 460, size: 28, color: "#ffb088", maxWidth: textWidth }, OG_WIDTH),
  ]);
  return sharp(Buffer.from(BACKGROUND))
    .composite([brand, headline, tagline, { input: frame.input, left: frameLeft, top: Math.round((OG_HEIGHT - FRAME_HEIGHT) / 2) }])
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
}
