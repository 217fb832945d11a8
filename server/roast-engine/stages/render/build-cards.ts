import { BRAND } from "../../../../common/brand";
import type { PlannedWatermark } from "../plan/render-plan";
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
 * The plate behind the corner mark: a rounded rectangle drawn with ASS vector drawing, its top-left
 * at (x, y). A grey lighter than the drawn backdrop, mostly opaque: hanging off a card onto the
 * backdrop (ADR 0040), a black one vanished into it and left the words floating.
 */
function plate(x: number, y: number, w: number, h: number, r: number): string {
  const k = Math.round(r * 0.45);
  return `{\\an7\\pos(${x},${y})\\c${toAssColor("#3D3A44")}\\1a&H30&\\bord0\\shad0\\p1}m ${r} 0 l ${w - r} 0 b ${w - k} 0 ${w} ${k} ${w} ${r} l ${w} ${h - r} b ${w} ${h - k} ${w - k} ${h} ${w - r} ${h} l ${r} ${h} b ${k} ${h} 0 ${h - k} 0 ${h - r} l 0 ${r} b 0 ${k} ${k} 0 ${r} 0{\\p0}`;
}

/**
 * The free roast's mark as the plan placed it (stages/plan/plan-watermark.ts): the brand (its
 * second word in the accent colour) over "FREE VERSION", on a dark plate in a corner of the
 * picture, at each moment where the plan put it, clear of the quoted line and the captions. The
 * end card carries the brand too. Three upright events a moment (the tilted rows of the band it
 * replaces were some forty).
 */
export function buildWatermarkLayer(watermark: PlannedWatermark): { style: AssStyle; events: string[] } {
  const { fontSize, subSize, pad } = watermark;
  const style: AssStyle = { name: "Watermark", fontSize, color: "#FFFFFF", outline: 0 };
  const events: string[] = [];
  for (const m of watermark.moments) {
    const { x, y, w, h } = m.box;
    const cx = Math.round(x + w / 2);
    const timing = { layer: 1, startMs: m.fromMs, endMs: m.toMs, style: "Watermark" };
    events.push(dialogue({ ...timing, text: plate(x, y, w, h, Math.round(pad * 0.9)) }));
    events.push(dialogue({ ...timing, text: `{\\an8\\pos(${cx},${y + pad - Math.round(fontSize * 0.08)})\\bord0\\shad0}${brandMark()}` }));
    events.push(
      dialogue({
        ...timing,
        text: `{\\an2\\pos(${cx},${y + h - pad + Math.round(subSize * 0.1)})\\fs${subSize}\\fsp${Math.round(subSize * 0.18)}\\bord0\\shad0\\c${toAssColor("#FFD3C7")}}FREE VERSION`,
      }),
    );
  }
  return { style, events };
}
