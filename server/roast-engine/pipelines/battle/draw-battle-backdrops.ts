import sharp, { type OverlayOptions } from "sharp";
import type { Rect } from "../../stages/plan/layout";
import { BACKDROP_COLORS, BACKDROP_SCALE, backdropSvg } from "../../stages/render/draw-backdrop";
import type { BattleCards } from "./battle-cards";
import { drawText } from "./build-battle-board";

/** The card at the back: this bright, and softened a little, as if out of focus. */
const BACK_BRIGHTNESS = 0.45;
const BACK_BLUR = 1.6;

/** A card's picture: the upload filling `rect`, its corners rounded, optionally set back. */
async function cardPicture(image: string, rect: Rect, radius: number, back: boolean): Promise<Buffer> {
  const mask = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${rect.width}" height="${rect.height}"><rect width="${rect.width}" height="${rect.height}" rx="${radius}" fill="#fff"/></svg>`,
  );
  let picture = sharp(image).resize(rect.width, rect.height, { fit: "cover", position: "top" });
  if (back) picture = picture.modulate({ brightness: BACK_BRIGHTNESS, saturation: 0.7 }).blur(BACK_BLUR);
  const filled = await picture.png().toBuffer();
  return sharp(filled)
    .ensureAlpha()
    .composite([{ input: mask, blend: "dest-in" }])
    .png()
    .toBuffer();
}

/** A name under a card (or the part of it that shows), centred on it, in the middle of the room below it (at most `room` tall). */
async function nameUnder(name: string, card: Rect, size: number, color: string, room: number): Promise<OverlayOptions> {
  const text = await drawText(name, size, Math.max(card.width * 1.6, size * 4), color);
  const meta = await sharp(text).metadata();
  const y = card.y + card.height + Math.max(0, (room - (meta.height ?? size)) / 2);
  return { input: text, left: Math.round(card.x + (card.width - (meta.width ?? 0)) / 2), top: Math.round(y) };
}

/**
 * A landscape battle's backdrops, full size, raw RGB, in the scenes' order (plan-battle-render.ts
 * SCENE_BACKDROP): A's turn (B's card at the back, dimmed and soft, its name under it in grey, A's
 * name under the front card's place), B's turn, and the intro (both cards side by side, sharp,
 * named, an accent "VS" between). The drawn ground (draw-backdrop.ts) with each card's shadow,
 * scaled up, the cards' pictures laid on it at full size. Made once per battle, ahead of its render.
 */
export async function drawBattleBackdrops(cards: BattleCards, images: [string, string], names: [string, string]): Promise<Buffer[]> {
  const { layout } = cards;
  const { width, height } = layout;
  const radius = layout.card?.radius ?? 0;
  // The SVG drawn small, then its pixels scaled up: sharp asked to resize an SVG draws it again at
  // the larger size, blurs and all (~1 CPU-s a backdrop). Raw pixels between the steps.
  const ground = async (shadows: Rect[]) => {
    const small = await sharp(Buffer.from(backdropSvg(layout, BACKDROP_SCALE, shadows)))
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const full = await sharp(small.data, { raw: { width: small.info.width, height: small.info.height, channels: 3 } })
      .resize(width, height, { kernel: "cubic" })
      .raw()
      .toBuffer();
    return sharp(full, { raw: { width, height, channels: 3 } });
  };
  const nameSize = Math.round(height * 0.036);
  const front = layout.viewport;
  const turn = async (s: 0 | 1) => {
    const other = (1 - s) as 0 | 1;
    const back = cards.back[other];
    // The front card's shadow falls on the back card: a gradient along its left edge, no blur to draw.
    const fall = Math.round(height * 0.045);
    const shade = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${fall}" height="${back.height}"><defs><linearGradient id="s"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.6"/></linearGradient></defs><rect width="${fall}" height="${back.height}" fill="url(#s)"/></svg>`,
    );
    const layers: OverlayOptions[] = [
      { input: await cardPicture(images[other], back, Math.round(radius * 0.8), true), left: back.x, top: back.y },
      { input: shade, left: front.x - fall, top: back.y },
      await nameUnder(names[other], { ...back, width: front.x - back.x }, nameSize, "#8C8294", height - back.y - back.height),
      await nameUnder(names[s], front, nameSize, "#FFFFFF", height - front.y - front.height),
    ];
    return (await ground([front, back])).composite(layers).removeAlpha().raw().toBuffer();
  };
  const intro = async () => {
    const [a, b] = cards.intro;
    const layers: OverlayOptions[] = [
      { input: await cardPicture(images[0], a, radius, false), left: a.x, top: a.y },
      { input: await cardPicture(images[1], b, radius, false), left: b.x, top: b.y },
      await nameUnder(names[0], a, Math.round(height * 0.05), "#FFFFFF", Math.round(height * 0.12)),
      await nameUnder(names[1], b, Math.round(height * 0.05), "#FFFFFF", Math.round(height * 0.12)),
    ];
    const r = Math.round((b.x - a.x - a.width) * 0.42);
    const centre = { x: Math.round((a.x + a.width + b.x) / 2), y: Math.round(a.y + a.height / 2) };
    const circle = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${2 * r}" height="${2 * r}"><circle cx="${r}" cy="${r}" r="${r}" fill="${BACKDROP_COLORS.accent}"/></svg>`,
    );
    const vs = await drawText("VS", Math.round(r * 0.8), 2 * r, "#FFFFFF");
    const vsMeta = await sharp(vs).metadata();
    layers.push({ input: circle, left: centre.x - r, top: centre.y - r });
    layers.push({ input: vs, left: Math.round(centre.x - (vsMeta.width ?? 0) / 2), top: Math.round(centre.y - (vsMeta.height ?? 0) / 2) });
    return (await ground([a, b])).composite(layers).removeAlpha().raw().toBuffer();
  };
  return Promise.all([turn(0), turn(1), intro()]);
}
