import sharp from "sharp";
import type { Layout, Rect } from "../plan/compose-layout";

/** The backdrop's colours: the cards' ink (build-cards.ts) deepened to a plum, and the brand's accent and warm glow. */
export const BACKDROP_COLORS = { top: "#22152B", bottom: "#0C090F", accent: "#FF5A36", warm: "#FFB347" };
/**
 * The backdrop is drawn at this share of the frame's size and scaled up in the stage run: it is
 * all gradients, glows and a soft shadow, and drawn at full size its blur alone took ~1.5 s.
 */
export const BACKDROP_SCALE = 0.25;

/** A drawn backdrop: the frame's ground (RGB, at {@link BACKDROP_SCALE}), and the mask of the card's corners (grey, full size). */
export interface Backdrop {
  rgb: Buffer;
  size: { width: number; height: number };
  /** The card's top and bottom strips, `radius` rows each, stacked: opaque only outside its rounded corners. */
  mask: Buffer;
  maskSize: { width: number; height: number };
}

type BackdropLayout = Pick<Layout, "width" | "height" | "viewport" | "card" | "quote" | "safe">;

/**
 * The backdrop as SVG, `scale` times the frame's size: a diagonal plum gradient, the accent's
 * glow behind the words, a warm one behind the card, the card's soft shadow and a faint edge light.
 * `cards`: where cards sit, each with its shadow and edge (the layout's one card unless given: a
 * battle's two, pipelines/battle/draw-battle-backdrops.ts); the warm glow is behind the first.
 */
export function backdropSvg(layout: BackdropLayout, scale = 1, cards: readonly Rect[] = [layout.viewport]): string {
  const v = cards[0] ?? layout.viewport;
  const s = (n: number) => Math.round(n * scale * 100) / 100;
  const W = Math.round(layout.width * scale);
  const H = Math.round(layout.height * scale);
  const r = layout.card?.radius ?? 0;
  const unit = layout.height / 1080;
  const words: Rect = layout.quote ?? layout.safe;
  const glow = { x: words.x + words.width / 2, y: words.y + words.height * 0.45 };
  const card = { x: v.x + v.width / 2, y: v.y + v.height / 2 };
  const c = BACKDROP_COLORS;
  const rect = (dy: number, extra: string) =>
    cards.map((k) => `<rect x="${s(k.x)}" y="${s(k.y + dy)}" width="${s(k.width)}" height="${s(k.height)}" rx="${s(r)}" ${extra}/>`).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs>
<linearGradient id="ground" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c.top}"/><stop offset="1" stop-color="${c.bottom}"/></linearGradient>
<radialGradient id="words" gradientUnits="userSpaceOnUse" cx="${s(glow.x)}" cy="${s(glow.y)}" r="${s(layout.height * 0.62)}"><stop offset="0" stop-color="${c.accent}" stop-opacity="0.24"/><stop offset="0.55" stop-color="${c.accent}" stop-opacity="0.07"/><stop offset="1" stop-color="${c.accent}" stop-opacity="0"/></radialGradient>
<radialGradient id="card" gradientUnits="userSpaceOnUse" cx="${s(card.x)}" cy="${s(card.y)}" r="${s(Math.max(v.width, v.height) * 0.75)}"><stop offset="0" stop-color="${c.warm}" stop-opacity="0.13"/><stop offset="1" stop-color="${c.warm}" stop-opacity="0"/></radialGradient>
<filter id="soft" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="${s(26 * unit)}"/></filter>
<filter id="near" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="${s(6 * unit)}"/></filter>
</defs>
<rect width="${W}" height="${H}" fill="url(#ground)"/>
<rect width="${W}" height="${H}" fill="url(#card)"/>
<rect width="${W}" height="${H}" fill="url(#words)"/>
${rect(22 * unit, `fill="#000" fill-opacity="0.62" filter="url(#soft)"`)}
${rect(4 * unit, `fill="#000" fill-opacity="0.45" filter="url(#near)"`)}
${rect(0, `fill="none" stroke="#FFFFFF" stroke-opacity="0.22" stroke-width="${s(3 * unit)}"`)}
</svg>`;
}

/** How much of pixel (px, py) of a `w`x`h` rectangle with corners of radius `r` lies outside its rounded corners (0..1). */
export function outsideCorner(px: number, py: number, w: number, h: number, r: number): number {
  const x = px + 0.5;
  const y = py + 0.5;
  const cx = Math.max(r, Math.min(w - r, x));
  const cy = Math.max(r, Math.min(h - r, y));
  if (cx === x || cy === y) return 0;
  return Math.min(1, Math.max(0, Math.hypot(x - cx, y - cy) - r + 0.5));
}

/**
 * Draws a card layout's backdrop (backdropSvg, small: the stage run scales it up and lays a fixed
 * grain over it), and the mask of the card's corners: the strips along its top and bottom edges,
 * opaque only outside its rounded corners, which the stage run fills from the backdrop, to be laid
 * over the camera's picture so the card's corners are round. Made once per roast, ahead of the
 * render (prepare-stage.ts): nothing of it is done per frame.
 */
export async function drawBackdrop(layout: BackdropLayout): Promise<Backdrop> {
  const { data, info } = await sharp(Buffer.from(backdropSvg(layout, BACKDROP_SCALE)))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { rgb: data, size: { width: info.width, height: info.height }, ...drawCornerMask(layout) };
}

/** The mask of the card's corners: its top and bottom strips, `radius` rows each, stacked, opaque only outside its rounded corners. */
export function drawCornerMask(layout: Pick<Layout, "viewport" | "card">): Pick<Backdrop, "mask" | "maskSize"> {
  const { viewport: v } = layout;
  const r = layout.card?.radius ?? 2;
  const mask = Buffer.alloc(v.width * 2 * r);
  for (let row = 0; row < 2 * r; row++) {
    // The top strip's rows, then the bottom strip's.
    const cardY = row < r ? row : v.height - 2 * r + row;
    for (let col = 0; col < v.width; col++) mask[row * v.width + col] = Math.round(255 * outsideCorner(col, cardY, v.width, v.height, r));
  }
  return { mask, maskSize: { width: v.width, height: 2 * r } };
}
