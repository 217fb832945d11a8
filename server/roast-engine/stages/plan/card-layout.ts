import { captionsIn, type Layout, PORTRAIT_CAPTION_CHARS, PORTRAIT_CAPTION_SHARE, type Rect } from "./layout";

/**
 * The card's shape is the upload's own (a phone screenshot is a phone, a landscape photo a wide
 * card), within these aspect ratios: a long scroll capture gets a phone's shape, a panorama a wide one.
 */
export const CARD_ASPECT = { min: 0.45, max: 2.2 };
/**
 * A single roast's card for a screen of text is never narrower than square: a phone screenshot in
 * a card of its own shape was a sliver whose text nobody could read on a phone (frames judged
 * blind, "text-unreadable" on every landscape sheet, bench/judging/2026-11-30-frames-widened), and
 * at 3:4 it was still called too small on 9 of 12 landscape sheets in every pass since. Square, it
 * is shown across the card's width a third larger again, and the camera's window travels down it
 * to the quoted line; its opening shows it from its top across its width. A photograph keeps its own
 * shape (no fill beside a picture), as do a battle's two cards (battle-cards.ts).
 */
export const SCREEN_CARD_MIN_ASPECT = 1;
/** The words' column beside the card is at least this share of the frame's width. */
export const TEXT_SHARE = 0.38;
/** Shares of the frame's height: the card's margin above and below, and its corner radius. */
export const CARD_MARGIN_SHARE = 0.075;
const RADIUS_SHARE = 0.03;
/** Caption type beside the card: a share of the frame's height. */
export const LANDSCAPE_CAPTION_SHARE = 0.074;
/** Bold caption type is about 0.6 em a character (place-captions.ts). */
const CHAR_EM = 0.6;

const even = (n: number) => Math.max(2, 2 * Math.round(n / 2));
/** Rounded down to even: the card never takes more than its bounds. */
const evenDown = (n: number) => Math.max(2, 2 * Math.floor(n / 2));

/**
 * Landscape, made for 16:9: the upload as a card of its own shape, or 3:4 for a taller one (the camera's window), as tall
 * as the frame allows, left of centre; beside it a column for the words: the quoted line set
 * large in its upper part while it is said, the captions under it. A wide photo's card takes more
 * of the width, never so much that the column is narrower than {@link TEXT_SHARE} of the frame.
 * Everything sits on even pixels (yuv420p's chroma).
 */
export function cardLayout(width: number, height: number, image: { width: number; height: number; photo?: boolean }): Layout {
  const margin = Math.round(height * 0.06);
  const gap = Math.round(width * 0.045);
  const maxH = height - 2 * Math.round(height * CARD_MARGIN_SHARE);
  const maxW = width - 2 * margin - gap - Math.round(width * TEXT_SHARE);
  const aspect = Math.min(CARD_ASPECT.max, Math.max(image.photo ? CARD_ASPECT.min : SCREEN_CARD_MIN_ASPECT, image.width / image.height));
  const scale = Math.min(maxW / aspect, maxH);
  const card = { width: evenDown(aspect * scale), height: evenDown(scale) };
  // Left of centre: centred in the frame's left half (or in what a wide card needs of it).
  const leftEnd = Math.max(Math.round(width / 2), margin + card.width);
  const viewport: Rect = { x: evenDown((margin + leftEnd - card.width) / 2), y: even((height - card.height) / 2), ...card };
  return besideCard(width, height, viewport);
}

/**
 * The frame around a card at `viewport` (a roast's, or the card in front in a battle's,
 * pipelines/battle/battle-cards.ts): the words' column from the card's right edge to the frame's,
 * the quote in its upper part, the captions under it.
 */
export function besideCard(width: number, height: number, viewport: Rect): Layout {
  const margin = Math.round(height * 0.06);
  const gap = Math.round(width * 0.045);
  const columnX = viewport.x + viewport.width + gap;
  const column = { x: columnX, width: width - margin - columnX };
  const fontSize = Math.round(height * LANDSCAPE_CAPTION_SHARE);
  const quote: Rect = { x: column.x, y: Math.round(height * 0.1), width: column.width, height: Math.round(height * 0.5) };
  const safe: Rect = { x: column.x, y: Math.round(height * 0.63), width: column.width, height: Math.round(height * 0.26) };
  return {
    orientation: "landscape",
    width,
    height,
    viewport,
    card: { radius: even(height * RADIUS_SHARE) },
    quote,
    captions: captionsIn(safe, width, fontSize, columnChars(column.width, fontSize)),
    safe,
    band: { x: column.x, y: safe.y, width: column.width, height: safe.height },
    anchorY: 0.5,
  };
}

/** How many characters a caption group holds in a column `width` wide at `fontSize`. */
const columnChars = (width: number, fontSize: number) => Math.max(8, Math.min(18, Math.floor(width / (CHAR_EM * fontSize))));

/** Captions in a column with no quote above them are set this much larger: the column is theirs. */
const NO_QUOTE_SCALE = 1.35;

/**
 * The same frame for a roast that quotes nothing on screen (a photo's): no large quote, the
 * captions in the middle of the column and larger, since they have it to themselves (a small
 * caption alone in the empty half of the frame was judged blind as empty space).
 */
export function withoutQuote(layout: Layout): Layout {
  if (!layout.quote) return layout;
  if (layout.orientation === "portrait") return portraitWithoutQuote(layout);
  const { quote: column, ...rest } = layout;
  const safe: Rect = { x: column.x, y: Math.round(layout.height * 0.25), width: column.width, height: Math.round(layout.height * 0.5) };
  const fontSize = Math.round(layout.captions.fontSize * NO_QUOTE_SCALE);
  return {
    ...rest,
    captions: { ...layout.captions, y: Math.round(safe.y + safe.height / 2), fontSize, maxChars: columnChars(column.width, fontSize) },
    safe,
    band: { ...safe },
  };
}

/**
 * Portrait for a screen, as shares of the frame's height: the card from its top to its foot (across
 * the frame but for a side margin of `side` of its width), the captions' band under it down to the
 * platforms' bottom UI zone (compose-layout.ts), and the quoted line's region in that zone, both
 * in the words' column. The quote repeats the line underlined on the card, so a platform's own text
 * over the zone hides nothing that is not also shown; its type is smaller than landscape's for the
 * frame's height, the region being the frame's width.
 */
export const PORTRAIT_CARD = {
  top: 0.04,
  foot: 0.57,
  side: 0.04,
  captions: { top: 0.585, foot: 0.8 },
  quote: { top: 0.805, foot: 0.955 },
  /**
   * The words' column, as shares of the frame's width: clear of the platforms' right-hand zone and
   * as far in from the left, so the captions and the quote are centred under the card. Set from
   * the left edge to the zone's, they were judged blind "about 5 % left of centre" on every portrait
   * sheet of one pass (bench/judging/README.md).
   */
  words: { x: 0.15, width: 0.7 },
};
export const PORTRAIT_QUOTE_TYPE = { most: 0.036, least: 0.024 };

/**
 * Portrait, made for 9:16 as landscape is for 16:9: a screen of text as a card across the frame's
 * upper part on the designed backdrop, the captions in a band of their own under it, clear of the
 * platforms' UI zones, and the quoted line set large at the frame's foot while it is said. The
 * whole screen over the frame with captions over its lines was judged blind as "a raw screenshot"
 * with captions covering its text (portrait mean 2.17–2.67); a card over a band for the captions
 * alone, or with the quote between them, left "the bottom third empty" on every sheet
 * (bench/judging/README.md). A phone screen shows across the card's width. A photo fills the frame
 * instead (compose-layout.ts).
 */
export function portraitCardLayout(width: number, height: number): Layout {
  const c = PORTRAIT_CARD;
  const side = evenDown(width * c.side);
  const foot = evenDown(height * c.foot);
  const card = { width: width - 2 * side, height: foot - even(height * c.top) };
  const viewport: Rect = { x: evenDown((width - card.width) / 2), y: foot - card.height, ...card };
  // The words keep clear of the platforms' right-hand buttons, as a full frame's captions do.
  const x = Math.round(width * c.words.x);
  const wordsWidth = Math.round(width * c.words.width);
  const band = (r: { top: number; foot: number }): Rect => ({
    x,
    y: Math.round(height * r.top),
    width: wordsWidth,
    height: Math.round(height * r.foot) - Math.round(height * r.top),
  });
  const safe = band(c.captions);
  const fontSize = Math.round(height * PORTRAIT_CAPTION_SHARE);
  return {
    orientation: "portrait",
    width,
    height,
    viewport,
    card: { radius: even(width * 0.03) },
    quote: band(c.quote),
    quoteType: PORTRAIT_QUOTE_TYPE,
    stageAtSource: true,
    // As over a full frame: a group may wrap onto the band's second line rather than stand alone.
    captions: captionsIn(safe, width, fontSize, PORTRAIT_CAPTION_CHARS),
    safe,
    band: { ...safe },
    anchorY: 0.45,
  };
}

/** Portrait under a card, with no quote to set: the captions keep their band; the frame's foot is the backdrop's. */
function portraitWithoutQuote(layout: Layout): Layout {
  const { quote: _quote, quoteType: _type, ...rest } = layout;
  return rest;
}
