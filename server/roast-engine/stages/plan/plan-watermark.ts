import type { Box } from "../../types";
import type { Layout } from "./compose-layout";
import { overlapArea } from "./geometry";
import type { PlannedWatermark } from "./render-plan";

/** How far the watermark rows are turned, in degrees (counter-clockwise). */
export const WATERMARK_TILT = 8;

/** The watermark's type size: the brand in capitals, 64 px in a 1080 px frame. */
const watermarkFontSize = (layout: Layout) => {
  const unit = Math.min(layout.width, layout.height) / 1080;
  return Math.round(64 * unit);
};

/** The rows of the free-tier watermark: their centre line and the band their tilted text may cover. */
export function planWatermarkRows(layout: Layout): Array<{ x: number; y: number; box: Box }> {
  const fontSize = watermarkFontSize(layout);
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

/**
 * The free-tier watermark, placed: rows of the brand, tilted, across the caption band (so cropping
 * it away crops the captions too). While a moment shows a quoted detail, rows that would cover it
 * give way (spare rows near the top stand in, so at least two always show); what still crosses it
 * (a landscape row runs across the upload) has a hole cut over it when drawn.
 */
export function planWatermark(layout: Layout, moments: Array<{ fromMs: number; toMs: number; avoid?: Box }>): PlannedWatermark {
  const rows = planWatermarkRows(layout);
  return {
    fontSize: watermarkFontSize(layout),
    moments: moments.map((moment) => {
      // Band rows come first in `rows`, so the spares only stand in for rows that gave way.
      const clear = rows.filter((row) => !moment.avoid || overlapArea(row.box, moment.avoid) === 0).slice(0, 3);
      const shown = (clear.length > 0 ? clear : rows.slice(0, 3)).map(({ x, y }) => ({ x, y }));
      return { fromMs: moment.fromMs, toMs: moment.toMs, rows: shown, ...(moment.avoid ? { avoid: moment.avoid } : {}) };
    }),
  };
}
