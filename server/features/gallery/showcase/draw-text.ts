import { createRequire } from "node:module";
import sharp, { type OverlayOptions } from "sharp";

const require = createRequire(import.meta.url);
// Fonts come from an npm package so drawing works on a machine without system fonts.
const FONT_FILES = {
  regular: require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf"),
  bold: require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf"),
};

export interface TextBlock {
  text: string;
  x: number;
  y: number;
  size: number;
  color: string;
  bold?: boolean;
  /** "middle" centres the block on x. */
  anchor?: "start" | "middle";
  /** Wrap width in pixels; defaults to the canvas width left of a margin. */
  maxWidth?: number;
  /** A highlight behind the letters, like a story caption sticker. */
  highlight?: string;
}

const escapeMarkup = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** Renders one block of text to a transparent PNG overlay placed on a canvas of canvasWidth. */
export async function drawTextOverlay(block: TextBlock, canvasWidth: number): Promise<OverlayOptions> {
  const margin = 40;
  const maxWidth = block.maxWidth ?? (block.anchor === "middle" ? canvasWidth - 2 * margin : canvasWidth - block.x - margin);
  const { data, info } = await sharp({
    text: {
      text: `<span foreground="${block.color}">${escapeMarkup(block.text)}</span>`,
      font: `DejaVu Sans${block.bold ? " Bold" : ""} ${block.size}px`,
      fontfile: block.bold ? FONT_FILES.bold : FONT_FILES.regular,
      width: Math.max(50, Math.round(maxWidth)),
      align: block.anchor === "middle" ? "centre" : "left",
      wrap: "word",
      rgba: true,
      dpi: 72,
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  const pad = block.highlight ? Math.round(block.size * 0.4) : 0;
  const input = block.highlight ? await drawSticker(data, pad, block.highlight) : data;
  const left = (block.anchor === "middle" ? block.x - info.width / 2 : block.x) - pad;
  return { input, left: Math.max(0, Math.round(left)), top: Math.round(block.y - pad) };
}

/** A solid, padded box behind the letters, like a story caption. */
function drawSticker(text: Buffer, pad: number, color: string): Promise<Buffer> {
  return sharp(text).extend({ top: pad, bottom: pad, left: pad, right: pad, background: color }).flatten({ background: color }).png().toBuffer();
}
