import { besidePanel, composeLayout, type Layout } from "../../stages/plan/compose-layout";
import type { Orientation } from "../../types";
import { type BattleBoard, layOutBoard, layOutBoardAs } from "./build-battle-board";

type Size = { width: number; height: number };

/** Landscape, captions beside the board: the board's window hugs the board, within these shares of the frame's width. */
const SIDE_VIEW_SHARE = { min: 0.5, max: 0.72 };
/** Landscape, captions under the board: the band's share of the frame's height (one line of three words). */
const BAND_SHARE = 0.2;

const even = (n: number) => Math.max(2, 2 * Math.round(n / 2));

/**
 * The board and where the frame puts things, for one orientation. Portrait: as a single roast
 * (the camera fills the frame, captions over its lower middle), the board a row or a column,
 * whichever is nearer the frame's shape. Landscape: the board in a window of its own and the
 * captions in a panel of their own, beside it (a board taller than wide: two phone screens) or
 * under it (a wide one: a screen and a photo, two photos side by side), whichever arrangement
 * and panel show the two uploads largest.
 */
export function planBattleFrame(sides: [Size, Size], orientation: Orientation, size: Size): { board: BattleBoard; layout: Layout } {
  const { width, height } = size;
  if (orientation === "portrait") return { board: layOutBoard(sides, orientation), layout: composeLayout(orientation, width, height, size) };
  let best: { board: BattleBoard; layout: Layout; shown: number } | undefined;
  for (const arrangement of ["row", "column"] as const) {
    const board = layOutBoardAs(sides, arrangement);
    for (const place of ["beside", "under"] as const) {
      const layout = place === "beside" ? besideLayout(width, height, board) : underLayout(width, height);
      const v = layout.viewport;
      const scale = Math.min(v.width / board.width, v.height / board.height);
      // The uploads' pixels on screen in the intro, both together.
      const shown = scale * scale * board.slots.reduce((sum, s) => sum + s.width * s.height, 0);
      if (!best || shown > best.shown) best = { board, layout, shown };
    }
  }
  if (!best) throw new Error("unreachable");
  return { board: best.board, layout: best.layout };
}

/** The board's window on the left, as wide as the board at the frame's height; the captions' panel on the right. */
function besideLayout(width: number, height: number, board: BattleBoard): Layout {
  const viewW = even(Math.min(width * SIDE_VIEW_SHARE.max, Math.max(width * SIDE_VIEW_SHARE.min, (height * board.width) / board.height)));
  const pad = Math.round(width * 0.03);
  const fontSize = Math.round(height * 0.08);
  // Bold caption type is about 0.6 em a character: a line that fits the panel.
  const maxChars = Math.max(8, Math.min(18, Math.floor((width - viewW - 2 * pad) / (0.6 * fontSize))));
  return besidePanel(width, height, viewW, { pad, fontSize, maxChars });
}

/** The board's window across the frame's width; the captions' band under it, one line at a time. */
function underLayout(width: number, height: number): Layout {
  const viewH = even(height * (1 - BAND_SHARE));
  const panel = { x: 0, y: viewH, width, height: height - viewH };
  const pad = Math.round(width * 0.05);
  const fontSize = Math.round(height * 0.075);
  return {
    orientation: "landscape",
    width,
    height,
    viewport: { x: 0, y: 0, width, height: viewH },
    panel,
    captions: {
      x: Math.round(width / 2),
      y: Math.round(viewH + panel.height / 2),
      marginL: pad,
      marginR: pad,
      fontSize,
      maxChars: 24,
      maxWords: 3,
    },
    safe: { x: pad, y: viewH + Math.round(panel.height * 0.08), width: width - 2 * pad, height: Math.round(panel.height * 0.84) },
    // The band the captions live in, and the board's foot under it.
    band: { x: 0, y: Math.round(height * 0.6), width, height: height - Math.round(height * 0.6) },
    anchorY: 0.5,
  };
}
