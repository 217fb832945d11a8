import { BRAND } from "../../../../common/brand";
import type { Layout } from "../plan/compose-layout";
import { WATERMARK_TILT } from "../plan/plan-watermark";
import type { PlannedWatermark } from "../plan/render-plan";
import type { Box } from "../../types";
import { type AssStyle, buildAssDocument, dialogue, escapeAssText, toAssColor } from "./ass-format";

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
 * The free-tier watermark as the plan placed it (stages/plan/plan-watermark.ts): at each moment its rows
 * of the brand, tilted, each set as small words along its line, with a hole cut over the quoted
 * detail the moment keeps off, in whatever of a row still crosses it.
 */
export function buildWatermarkLayer(layout: Layout, watermark: PlannedWatermark): { style: AssStyle; events: string[] } {
  const unit = Math.min(layout.width, layout.height) / 1080;
  const { fontSize } = watermark;
  const style: AssStyle = { name: "Mark", fontSize, color: "#FFFFFF", outline: Math.max(1, Math.round(2 * unit)), outlineColor: "#000000", alpha: 0x70 };
  const events: string[] = [];
  for (const moment of watermark.moments) {
    const hole = moment.avoid ? `\\iclip(${holeAround(moment.avoid, fontSize * 0.25)})` : "";
    for (const row of moment.rows) {
      for (const word of placeWatermarkWords(row, fontSize, layout)) {
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
