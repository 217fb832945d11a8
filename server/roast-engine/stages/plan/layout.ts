import type { Orientation } from "../../types";

/** Caption type in portrait: at least 6 % of the frame's height, over a picture or under a card. */
export const PORTRAIT_CAPTION_SHARE = 0.062;
/** How many characters a portrait caption group holds on a line before it wraps onto a second. */
export const PORTRAIT_CAPTION_CHARS = 16;

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where everything sits in one orientation. Each shape is composed for itself, not cropped. */
export interface Layout {
  orientation: Orientation;
  width: number;
  height: number;
  /** The window of the frame the camera fills: all of it in portrait, the card in landscape. */
  viewport: Rect;
  /** A battle's landscape: the caption panel beside the board (a blurred fill of it). */
  panel?: Rect;
  /**
   * Landscape: the camera's window drawn as a card (the upload's own shape, rounded corners, a soft
   * shadow) on a designed backdrop, its corner radius in output pixels (card-layout.ts).
   */
  card?: { radius: number };
  /** Where the quoted line is set large while it is said, beside the card (landscape) or at the frame's foot (portrait; plan-quotes.ts). */
  quote?: Rect;
  /**
   * The stage is drawn at the upload's own resolution, not 1.5 times the camera window's height
   * (camera-expr.ts, planStage): a portrait card's window is half the frame's height, and from 1.5
   * times it a view in on a line was stretched soft and landed up to 3 px off its plan.
   */
  stageAtSource?: boolean;
  /**
   * A card shaped for a photo narrower than the photo: the share of it a crop filling the card may
   * keep, where that is less than FILL_KEEPS (frame-region.ts, photoOpeningView).
   */
  fillKeeps?: number;
  /** The quote's type as shares of the frame's height, where it is not landscape's (plan-quotes.ts, QUOTE_TYPE_SHARE). */
  quoteType?: { most: number; least: number };
  /**
   * Caption centre, wrap margins, type size and how many words a caption group holds; `altY`
   * (portrait): the centre in the upper part of the frame, for a group whose usual place would
   * cover the quoted detail at its moment.
   */
  captions: { x: number; y: number; altY?: number; marginL: number; marginR: number; fontSize: number; maxChars: number; maxWords: number };
  /** Where captions may be drawn: portrait keeps clear of the platforms' buttons (bottom 20 %, right 15 %). */
  safe: Rect;
  /** The band the captions live in. */
  band: Rect;
  /** Where quoted detail sits in the camera's view, from the top (portrait: above the captions). */
  anchorY: number;
}

/** Captions centred in `safe`, wrapping inside it, two or three words a group. */
export const captionsIn = (safe: Rect, frameWidth: number, fontSize: number, maxChars: number): Layout["captions"] => ({
  x: Math.round(safe.x + safe.width / 2),
  y: Math.round(safe.y + safe.height / 2),
  marginL: safe.x,
  marginR: frameWidth - safe.x - safe.width,
  fontSize,
  maxChars,
  maxWords: 3,
});
