import { BRAND, TAGLINE } from "../../../common/brand";
import { buildAssDocument, dialogue, escapeAssText, toAssColor } from "./ass-format";
import type { Layout } from "./compose-layout";

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

/** The closing card: the brand, an accent bar and the tagline on a dark ground. */
export function buildEndCardAss(size: { width: number; height: number }): string {
  const unit = Math.min(size.width, size.height) / 1080;
  const cx = size.width / 2;
  const cy = size.height / 2;
  const brandSize = Math.round(150 * unit);
  const styles = [
    { name: "Brand", fontSize: brandSize, color: "#FFFFFF", shadow: Math.round(4 * unit) },
    { name: "Tagline", fontSize: Math.round(52 * unit), color: "#D9D3E0", bold: false, spacing: Math.round(3 * unit) },
  ];
  return buildAssDocument(size, styles, [
    dialogue({ startMs: 0, style: "Brand", text: `{\\an5\\pos(${cx},${Math.round(cy - 40 * unit)})}${brandMark()}` }),
    dialogue({ startMs: 0, style: "Brand", text: bar(cx, cy + 60 * unit, Math.round(220 * unit), Math.round(10 * unit)) }),
    dialogue({ startMs: 0, style: "Tagline", text: `{\\an5\\pos(${cx},${Math.round(cy + 130 * unit)})}${escapeAssText(TAGLINE)}` }),
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
 * The free-tier watermark: rows of the brand, tilted, drawn across the caption band of the
 * (oversized) blurred fill, so it cannot be cropped away without cutting the captions too.
 */
export function buildWatermarkAss(layout: Layout): string {
  const canvas = { width: layout.fill.width, height: layout.fill.height };
  const dx = (canvas.width - layout.width) / 2;
  const dy = (canvas.height - layout.height) / 2;
  const unit = Math.min(layout.width, layout.height) / 1080;
  const fontSize = Math.round(64 * unit);
  const rows = 3;
  const row = `${Array.from({ length: 8 }, () => BRAND.toUpperCase()).join("  •  ")}`;
  const style = { name: "Mark", fontSize, color: "#FFFFFF", outline: Math.max(1, Math.round(2 * unit)), outlineColor: "#000000", alpha: 0x70 };
  const events = Array.from({ length: rows }, (_, r) => {
    const y = Math.round(dy + layout.band.y + ((r + 0.5) * layout.band.height) / rows);
    const x = Math.round(dx + layout.band.x + layout.band.width / 2 + (r % 2) * fontSize * 2);
    return dialogue({ startMs: 0, style: "Mark", text: `{\\an5\\q2\\pos(${x},${y})\\frz8}${row}` });
  });
  return buildAssDocument(canvas, [style], events);
}
