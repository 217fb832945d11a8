import type { CaptionStyle } from "../../../../common/caption-styles";

/**
 * What a caption style changes in the plan (its looks are the render's: stages/render/caption-looks.ts):
 * the size of its type against the layout's, whether every group sits on a plate, and how words
 * are grouped. Bold and plate show a clause at a time on up to three lines, in type sized to the
 * safe width (chunk-phrases.ts, docs/decisions/0038-phrase-captions.md); pop shows two or three large words
 * at a time (chunk-captions.ts). A style without a plate never gets one: its outline carries it
 * over any picture, so every group of a roast looks the same.
 */
export const CAPTION_STYLE_TYPE: Record<CaptionStyle, { scale: number; lineChars?: number; plate: boolean; grouping: "phrase" | "words" }> = {
  bold: { scale: 1, lineChars: 18, plate: false, grouping: "phrase" },
  plate: { scale: 1, lineChars: 20, plate: true, grouping: "phrase" },
  pop: { scale: 1.18, plate: false, grouping: "words" },
};

/** How many lines a phrase caption may take. */
export const PHRASE_LINES = 3;
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
export function styleCaptionType(style: CaptionStyle, type: { fontSize: number; maxChars: number }, safeWidth: number) {
  const { scale, lineChars: perLine, plate, grouping } = CAPTION_STYLE_TYPE[style];
  const fontSize = perLine ? Math.min(type.fontSize, Math.floor(safeWidth / (PHRASE_EM * perLine))) : Math.round(type.fontSize * scale);
  const lineChars = Math.floor(safeWidth / (PHRASE_EM * fontSize));
  const maxChars = grouping === "phrase" ? Math.floor(PHRASE_LINES * lineChars * PHRASE_FILL) : Math.round(type.maxChars / scale);
  return { fontSize, maxChars, plate, grouping };
}
