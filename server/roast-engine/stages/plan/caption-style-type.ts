import type { CaptionStyle } from "../../../../common/caption-styles";

/**
 * What a caption style changes in the plan (its looks are the render's: stages/render/caption-looks.ts):
 * the size of its type against the layout's, and whether every group sits on a plate. Pop's words
 * are set larger; the others at the layout's size (never under 6 % of a portrait frame's height).
 * A style without a plate never gets one: its outline carries it over any picture, so every group
 * of a roast looks the same.
 */
export const CAPTION_STYLE_TYPE: Record<CaptionStyle, { scale: number; plate: boolean }> = {
  bold: { scale: 1, plate: false },
  plate: { scale: 1, plate: true },
  pop: { scale: 1.18, plate: false },
};

/** The layout's caption type as a style sets it: its size, and the characters a group may hold at that size. */
export function styleCaptionType(style: CaptionStyle, type: { fontSize: number; maxChars: number }) {
  const { scale, plate } = CAPTION_STYLE_TYPE[style];
  return { fontSize: Math.round(type.fontSize * scale), maxChars: Math.round(type.maxChars / scale), plate };
}
