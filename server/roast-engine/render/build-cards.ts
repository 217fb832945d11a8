import { BRAND } from "../../../common/brand";
import { overlapArea } from "../direct/geometry";
import type { Box } from "../types";
import { type AssStyle, buildAssDocument, dialogue, escapeAssText, toAssColor } from "./ass-format";
import type { Layout } from "../direct/compose-layout";

export const CARD_BACKGROUND = "#141018";
const ACCENT = "#FF5A36";

/** The brand with its second word in the accent colour ("Roast" + red "Reel"). */
function brandMark(): string {
  const split = BRAND.search(/(?<=.)[A-Z]/);
  if (split < 0) return BRAND;
  return `${BRAND.slice(0, split)}{\\c${toAssColor(ACCENT)}}${BRAND.slice(split)}`;
}

/** A bar drawn with ASS vector drawing, centred on (x, y). */
function bar(x: number, y: number, w: number, h: number): string {
  return `{\\an7\\pos(${Math.round(x - w / 2)},${Math.round(y - h / 2)})\\c${toAssColor(ACCENT)}\\bord0\\shad0\\p1}m 0 0 l ${w} 0 ${w} ${h} 0 ${h}{\\p0}`;
}

/** What the end card says besides the brand: the verdict and where to make your own. */
export interface EndCardText {
  verdict: string;
  site: string;
}

/** The closing card: the verdict (its number in the accent colour), the brand, and a call to make your own. */
export function buildEndCardAss(size: { width: number; height: number }, text: EndCardText): string {
  const unit = Math.min(size.width, size.height) / 1080;
  const cx = size.width / 2;
  const cy = size.height / 2;
  const margin = Math.round(size.width * 0.06);
  const styles = [
    { name: "Verdict", fontSize: Math.round(86 * unit), color: "#FFFFFF", marginL: margin, marginR: margin, shadow: Math.round(3 * unit) },
    { name: "Brand", fontSize: Math.round(120 * unit), color: "#FFFFFF", shadow: Math.round(4 * unit) },
    { name: "Tagline", fontSize: Math.round(50 * unit), color: "#D9D3E0", bold: false, spacing: Math.round(2 * unit) },
  ];
  const verdict = escapeAssText(text.verdict).replace(/(\d+%)/, `{\\c${toAssColor(ACCENT)}}$1{\\r}`);
  return buildAssDocument(size, styles, [
    dialogue({ startMs: 0, style: "Verdict", text: `{\\an5\\pos(${cx},${Math.round(cy - 190 * unit)})}${verdict}` }),
    dialogue({ startMs: 0, style: "Brand", text: `{\\an5\\pos(${cx},${Math.round(cy + 10 * unit)})}${brandMark()}` }),
    dialogue({ startMs: 0, style: "Brand", text: bar(cx, cy + 95 * unit, Math.round(200 * unit), Math.round(9 * unit)) }),
    dialogue({ startMs: 0, style: "Tagline", text: `{\\an5\\pos(${cx},${Math.round(cy + 165 * unit)})}${escapeAssText(`Make yours at ${text.site}`)}` }),
  ]);
}

/** The compilation's opening card: its title, and the brand under it. */
export function buildTitleCardAss(size: { width: number; height: number }, title: string): string {
  const unit = Math.min(size.width, size.height) / 1080;
  const margin = Math.round(size.width * 0.08);
  const styles = [
    { name: "Title", fontSize: Math.round(110 * unit), color: "#FFFFFF", marginL: margin, marginR: margin, shadow: Math.round(4 * unit) },
    { name: "Brand", fontSize: Math.round(64 * unit), color: "#FFFFFF" },
  ];
  const cx = size.width / 2;
  return buildAssDocument(size, styles, [
    dialogue({ startMs: 0, style: "Title", text: `{\\an5\\pos(${cx},${Math.round(size.height * 0.45)})}${escapeAssText(title)}` }),
    dialogue({ startMs: 0, style: "Brand", text: bar(cx, size.height * 0.45 + 130 * unit, Math.round(180 * unit), Math.round(8 * unit)) }),
    dialogue({ startMs: 0, style: "Brand", text: `{\\an5\\pos(${cx},${Math.round(size.height * 0.45 + 210 * unit)})}${brandMark()}` }),
  ]);
}

/** The rows of the free-tier watermark: their centre line and the band their tilted text may cover. */
export function planWatermarkRows(layout: Layout): Array<{ x: number; y: number; box: Box }> {
  const unit = Math.min(layout.width, layout.height) / 1080;
  const fontSize = Math.round(64 * unit);
  const reach = Math.round(fontSize / 2 + layout.band.width * 0.6 * Math.sin((WATERMARK_TILT * Math.PI) / 180));
  const rowAt = (y: number, r: number) => ({
    x: Math.round(layout.band.x + layout.band.width / 2 + (r % 2) * fontSize * 2),
    y,
    box: { x: layout.band.x, y: y - reach, w: layout.band.width, h: 2 * reach },
  });
  const rows = [0, 1, 2].map((r) => rowAt(Math.round(layout.band.y + ((r + 0.5) * layout.band.height) / 3), r));
  // Portrait spare rows near the top, for a moment when the quoted detail sits low in the frame.
  const spare = layout.panel ? [] : [0.12, 0.22].map((share, r) => rowAt(Math.round(layout.height * share), r));
  return [...rows, ...spare];
}

/** How far the watermark rows are turned, in degrees (counter-clockwise). */
export const WATERMARK_TILT = 8;
/**
 * The brand in capitals, set in bold DejaVu Sans (the fonts linked for every render): its width
 * and the advance from one brand to the next ("BRAND  •  "), in ems, measured from a libass render.
 */
const WORD_EM = 5.54;
const STEP_EM = 7.39;

/** An \iclip rectangle (x1,y1,x2,y2) around a box, `pad` pixels wider on every side. */
const holeAround = (b: Box, pad: number) => [b.x - pad, b.y - pad, b.x + b.w + pad, b.y + b.h + pad].map(Math.round).join(",");

/**
 * Where a row's brands and bullets sit: along its tilted line through (x, y), every `STEP_EM`,
 * only those that reach into the frame. Each is its own small event: libass turns a tilted event
 * into one bitmap the size of its bounding box, and one long tilted row (a box hundreds of pixels
 * tall, most of it off screen) was blended on every frame, half the cost of a free 720p render.
 */
export function placeWatermarkWords(
  row: { x: number; y: number },
  fontSize: number,
  frame: { width: number; height: number },
): Array<{ x: number; y: number; text: string }> {
  const angle = (WATERMARK_TILT * Math.PI) / 180;
  const step = STEP_EM * fontSize;
  const reach = (WORD_EM * fontSize) / 2 + fontSize;
  const along = (d: number) => ({ x: row.x + d * Math.cos(angle), y: row.y - d * Math.sin(angle) });
  const inFrame = (p: { x: number; y: number }) => p.x + reach >= 0 && p.x - reach <= frame.width && p.y + reach >= 0 && p.y - reach <= frame.height;
  const words: Array<{ x: number; y: number; text: string }> = [];
  const count = Math.ceil(Math.hypot(frame.width, frame.height) / step) + 1;
  // Half a step off the row's centre, as the rows of eight brands were centred on a bullet.
  for (let k = -count; k < count; k++) {
    const brand = along((k + 0.5) * step);
    if (inFrame(brand)) words.push({ ...brand, text: BRAND.toUpperCase() });
    const bullet = along(k * step);
    if (inFrame(bullet)) words.push({ ...bullet, text: "•" });
  }
  return words.map((w) => ({ x: Math.round(w.x), y: Math.round(w.y), text: w.text }));
}

/**
 * The free-tier watermark: rows of the brand, tilted, across the caption band (so cropping it
 * away crops the captions too), drawn over the picture. While a shot shows a quoted detail, rows
 * that would cover it give way (spare rows near the top stand in, so at least two always show),
 * and a hole is cut over it in whatever still crosses it (a landscape row runs across the upload).
 */
export function buildWatermarkLayer(layout: Layout, moments: Array<{ fromMs: number; toMs: number; avoid?: Box }>): { style: AssStyle; events: string[] } {
  const unit = Math.min(layout.width, layout.height) / 1080;
  const fontSize = Math.round(64 * unit);
  const style: AssStyle = { name: "Mark", fontSize, color: "#FFFFFF", outline: Math.max(1, Math.round(2 * unit)), outlineColor: "#000000", alpha: 0x70 };
  const rows = planWatermarkRows(layout);
  const words = new Map(rows.map((row) => [row, placeWatermarkWords(row, fontSize, layout)]));
  const events: string[] = [];
  for (const moment of moments) {
    // Band rows come first in `rows`, so the spares only stand in for rows that gave way.
    const clear = rows.filter((row) => !moment.avoid || overlapArea(row.box, moment.avoid) === 0).slice(0, 3);
    const hole = moment.avoid ? `\\iclip(${holeAround(moment.avoid, fontSize * 0.25)})` : "";
    for (const row of clear.length > 0 ? clear : rows.slice(0, 3)) {
      for (const word of words.get(row) ?? []) {
        events.push(
          dialogue({
            layer: 1,
            startMs: moment.fromMs,
            endMs: moment.toMs,
            style: "Watermark",
            text: `{\\an5\\q2\\pos(${word.x},${word.y})\\frz${WATERMARK_TILT}${hole}}${word.text}`,
          }),
        );
      }
    }
  }
  return { style: { ...style, name: "Watermark" }, events };
}
