import { writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import sharp, { type OverlayOptions } from "sharp";
import { CARD_BACKGROUND } from "../../stages/render/build-cards";
import type { Box, Orientation } from "../../types";

const require = createRequire(import.meta.url);
const BOLD_FONT = require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf");
const ACCENT = "#FF5A36";

/** One upload as the board holds it: where it sits (board pixels) and how much it was scaled. */
export interface BoardSlot {
  x: number;
  y: number;
  scale: number;
  width: number;
  height: number;
}

/** The two uploads side by side (or one over the other), each named, "VS" between: what a battle's camera moves over. */
export interface BattleBoard {
  width: number;
  height: number;
  arrangement: "row" | "column";
  slots: [BoardSlot, BoardSlot];
  /** The height of the name band under each upload: one size for both. */
  label: number;
}

/** The shape of the window the camera fills: the whole portrait frame; landscape's (for the poster: the plan chooses its own). */
const VIEW_ASPECT: Record<Orientation, number> = { portrait: 1080 / 1920, landscape: 0.9 };
/** The board's uploads share one height (a row) or one width (a column), at most this many pixels. */
const MAX_SIDE = 1600;

const even = (n: number) => 2 * Math.round(n / 2);

/**
 * Lays the board out for one orientation: a row when two uploads side by side are nearer the
 * camera window's shape than one over the other (two phone screens in either orientation), a
 * column otherwise (two wide photos in portrait). Pure: the plan and the drawing share it.
 */
export function layOutBoard(sides: [{ width: number; height: number }, { width: number; height: number }], orientation: Orientation): BattleBoard {
  const target = VIEW_ASPECT[orientation];
  const row = layOutBoardAs(sides, "row");
  const column = layOutBoardAs(sides, "column");
  const distance = (b: BattleBoard) => Math.abs(Math.log(b.width / b.height / target));
  return distance(row) <= distance(column) ? row : column;
}

/** The board in one arrangement: both uploads at one height (a row) or one width (a column). */
export function layOutBoardAs(sides: [{ width: number; height: number }, { width: number; height: number }], arrangement: "row" | "column"): BattleBoard {
  const [a, b] = sides;
  if (arrangement === "row") {
    const h = Math.min(MAX_SIDE, Math.max(a.height, b.height));
    const [sa, sb] = [h / a.height, h / b.height];
    const [wa, wb] = [Math.round(a.width * sa), Math.round(b.width * sb)];
    const pad = Math.round(h * 0.04);
    const gap = Math.round(h * 0.13);
    const label = labelHeight(h);
    return {
      width: even(pad + wa + gap + wb + pad),
      height: even(pad + h + label + pad),
      arrangement,
      label,
      slots: [
        { x: pad, y: pad, scale: sa, width: wa, height: h },
        { x: pad + wa + gap, y: pad, scale: sb, width: wb, height: h },
      ],
    };
  }
  const w = Math.min(MAX_SIDE, Math.max(a.width, b.width));
  const [sa, sb] = [w / a.width, w / b.width];
  const [ha, hb] = [Math.round(a.height * sa), Math.round(b.height * sb)];
  const pad = Math.round(w * 0.04);
  const label = labelHeight(Math.max(ha, hb));
  const gap = Math.round(w * 0.15);
  return {
    width: even(pad + w + pad),
    height: even(pad + ha + label + gap + hb + label + pad),
    arrangement,
    label,
    slots: [
      { x: pad, y: pad, scale: sa, width: w, height: ha },
      { x: pad, y: pad + ha + label + gap, scale: sb, width: w, height: hb },
    ],
  };
}

const labelHeight = (uploadHeight: number) => Math.round(Math.max(60, uploadHeight * 0.09));

/** What belongs to one side on the board: its upload and its name under it (not the gap, not the "VS"). */
export const sideRegion = (board: BattleBoard, side: 0 | 1): Box => {
  const slot = board.slots[side];
  return { x: slot.x, y: slot.y, w: slot.width, h: slot.height + board.label };
};

/** A box of one upload's pixels in the board's pixels. */
export const toBoardBox = (slot: BoardSlot, box: Box): Box => ({
  x: slot.x + box.x * slot.scale,
  y: slot.y + box.y * slot.scale,
  w: box.w * slot.scale,
  h: box.h * slot.scale,
});

/** The board `factor` times its size: drawn small where it is shown small (the poster), not drawn large and shrunk. */
export function scaleBoard(board: BattleBoard, factor: number): BattleBoard {
  const at = (n: number) => Math.round(n * factor);
  const slot = (s: BoardSlot): BoardSlot => ({ x: at(s.x), y: at(s.y), scale: s.scale * factor, width: at(s.width), height: at(s.height) });
  return { ...board, width: at(board.width), height: at(board.height), slots: [slot(board.slots[0]), slot(board.slots[1])], label: at(board.label) };
}

/** Draws the board into a file (a JPEG). */
export async function drawBattleBoard(board: BattleBoard, images: [string, string], names: [string, string], outPath: string): Promise<void> {
  await writeFile(outPath, await drawBattleBoardJpeg(board, images, names));
}

/** Draws the board: the two uploads on the cards' dark ground, each name under its upload, an accent "VS" between. */
export async function drawBattleBoardJpeg(board: BattleBoard, images: [string, string], names: [string, string]): Promise<Buffer> {
  const layers: OverlayOptions[] = [];
  for (const [i, slot] of board.slots.entries()) {
    const input = await sharp(images[i]).resize(slot.width, slot.height, { fit: "fill" }).toBuffer();
    layers.push({ input, left: slot.x, top: slot.y });
    const label = board.label;
    const text = await drawText(names[i], Math.round(label * 0.5), slot.width, "#FFFFFF");
    const meta = await sharp(text).metadata();
    layers.push({
      input: text,
      left: Math.round(slot.x + (slot.width - (meta.width ?? 0)) / 2),
      top: Math.round(slot.y + slot.height + (label - (meta.height ?? 0)) / 2),
    });
  }
  const [a, b] = board.slots;
  const centre =
    board.arrangement === "row" ? { x: (a.x + a.width + b.x) / 2, y: a.y + a.height / 2 } : { x: board.width / 2, y: (a.y + a.height + board.label + b.y) / 2 };
  // Within the gap: a turn's camera, kept to its own upload and name, never shows a piece of it.
  const radius = Math.round((board.arrangement === "row" ? b.x - a.x - a.width : b.y - a.y - a.height - board.label) * 0.46);
  const circle = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${radius * 2}" height="${radius * 2}"><circle cx="${radius}" cy="${radius}" r="${radius}" fill="${ACCENT}"/></svg>`,
  );
  layers.push({ input: circle, left: Math.round(centre.x - radius), top: Math.round(centre.y - radius) });
  const vs = await drawText("VS", Math.round(radius * 0.8), radius * 2, "#FFFFFF");
  const vsMeta = await sharp(vs).metadata();
  layers.push({ input: vs, left: Math.round(centre.x - (vsMeta.width ?? 0) / 2), top: Math.round(centre.y - (vsMeta.height ?? 0) / 2) });
  return sharp({ create: { width: board.width, height: board.height, channels: 3, background: CARD_BACKGROUND } })
    .composite(layers)
    .jpeg({ quality: 90 })
    .toBuffer();
}

const escapeMarkup = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** One line of bold text as a transparent PNG, at most `maxWidth` wide (cut with an ellipsis). */
export async function drawText(text: string, size: number, maxWidth: number, color: string): Promise<Buffer> {
  const png = await sharp({
    text: {
      text: `<span foreground="${color}">${escapeMarkup(text)}</span>`,
      font: `DejaVu Sans Bold ${size}px`,
      fontfile: BOLD_FONT,
      width: Math.max(50, Math.round(maxWidth)),
      wrap: "none",
      rgba: true,
    },
  })
    .png()
    .toBuffer();
  const meta = await sharp(png).metadata();
  if ((meta.width ?? 0) <= maxWidth) return png;
  return sharp(png)
    .extract({ left: 0, top: 0, width: Math.floor(maxWidth), height: meta.height ?? size })
    .png()
    .toBuffer();
}
