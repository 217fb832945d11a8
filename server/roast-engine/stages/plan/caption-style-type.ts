import type { CaptionStyle } from "../../../../common/caption-styles";

/**
 * What a caption style changes in the plan (its looks are the render's: stages/render/caption-looks.ts):
 * the size of its type against the layout's, whether every group sits on a plate, and how words
 * are grouped. Bold and plate show a clause at a time on up to three lines (a long sentence on
 * four or five, smaller), in type sized to the safe width (chunk-phrases.ts, docs/decisions/0038-phrase-captions.md); pop shows two or three large words
 * at a time (chunk-captions.ts). A style without a plate never gets one: its outline carries it
 * over any picture, so every group of a roast looks the same.
 */
type StyleType =
  /** A clause a group, its type as large as lets a line of the safe width hold `lineChars`. */
  | { grouping: "phrase"; lineChars: number; plate: boolean }
  /** Two or three words a group, in `scale` times the layout's type. */
  | { grouping: "words"; scale: number; plate: boolean };

export const CAPTION_STYLE_TYPE: Record<CaptionStyle, StyleType> = {
  bold: { grouping: "phrase", lineChars: 18, plate: false },
  plate: { grouping: "phrase", lineChars: 20, plate: true },
  pop: { grouping: "words", scale: 1.18, plate: false },
};

/** A phrase caption's type is at least this share of the frame's height (a portrait frame's captions read at a glance on a phone). */
export const PHRASE_LEAST = 0.04;
/** How many lines a phrase caption may take. */
export const PHRASE_LINES = 3;
/**
 * A sentence too long for three lines is shown whole on four, in type this much smaller (a block
 * about as tall as three lines at the style's size), where it fits: its halves, shown apart, were
 * judged blind as fragments ("than, apparently," / "into whatever is being reviewed.";
 * bench/judging/README.md).
 */
export const LONG_PHRASE = { lines: 4, scale: 0.8, most: 5 };
/** A long phrase's line pitch with its plate, in font sizes: a band this many times the type tall per line holds a fifth line (portrait's). */
const LONG_PITCH = 1.3;
/** A caption of five lines fills at most this share of the captions' band. */
const LONG_BAND_FILL = 0.8;
/**
 * Bold DejaVu Sans advances about this many ems per character over a phrase's words (measured on
 * rendered groups, place-captions.ts); a phrase fills its lines to this share, since lines are
 * broken evenly at word boundaries.
 */
const PHRASE_EM = 0.56;
const PHRASE_FILL = 0.92;

/**
 * The layout's caption type as a style sets it: its size, how words are grouped, and the characters
 * a group may hold at that size: a line's worth before it wraps for word groups, up to
 * PHRASE_LINES lines of the safe width for phrases. A phrase style's type is as large as lets a
 * line of the safe width hold its `lineChars` (about 4 % of a portrait frame's height, 6.5 % of a
 * landscape column's), never larger than the layout's: at a fixed share of the layout's size, a
 * landscape column's phrases were "small under a dark void" (bench/judging/README.md).
 */
export function styleCaptionType(style: CaptionStyle, type: { fontSize: number; maxChars: number }, safeWidth: number, frameHeight: number, bandHeight = 0) {
  const t = CAPTION_STYLE_TYPE[style];
  if (t.grouping === "words")
    return { fontSize: Math.round(type.fontSize * t.scale), maxChars: Math.round(type.maxChars / t.scale), plate: t.plate, grouping: t.grouping };
  // Never under PHRASE_LEAST of the frame's height: in a column narrower than the style's line, a line holds fewer characters instead.
  const fontSize = Math.min(type.fontSize, Math.max(Math.ceil(frameHeight * PHRASE_LEAST), Math.floor(safeWidth / (PHRASE_EM * t.lineChars))));
  const chars = (size: number, lines: number) => Math.floor(lines * Math.floor(safeWidth / (PHRASE_EM * size)) * PHRASE_FILL);
  const scaled = Math.floor(fontSize * LONG_PHRASE.scale);
  // Four lines, or five where the captions' band is tall enough for them (portrait's): a punchline
  // of 85–95 characters split in the centred portrait column was judged a fragment.
  const longLines = Math.max(LONG_PHRASE.lines, Math.min(LONG_PHRASE.most, Math.floor(bandHeight / (scaled * LONG_PITCH))));
  // Five lines keep a margin of the band free, in type smaller again: filling it, the block was
  // judged "crowding the card and the quote under it" (both judges of one pass,
  // bench/judging/README.md). A sentence that four lines hold keeps the four.
  const fifth = longLines > LONG_PHRASE.lines ? Math.min(scaled, Math.floor((bandHeight * LONG_BAND_FILL) / (longLines * LONG_PITCH))) : scaled;
  const long = { fontSize: scaled, maxChars: chars(scaled, LONG_PHRASE.lines) };
  // Between the two, the largest type at which four lines still hold it: a sentence a few
  // characters past four lines was set in the five-line type, "small, which weakens the payoff"
  // (both judges of one pass).
  const longFor = (count: number) => {
    for (let size = scaled; size > fifth; size--) if (chars(size, LONG_PHRASE.lines) >= count) return size;
    return fifth;
  };
  return {
    fontSize,
    maxChars: chars(fontSize, PHRASE_LINES),
    long,
    longest: longLines > LONG_PHRASE.lines ? { fontSize: fifth, maxChars: Math.max(long.maxChars, chars(fifth, longLines)) } : long,
    longFor,
    plate: t.plate,
    grouping: t.grouping,
  };
}
