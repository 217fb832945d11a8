/**
 * How a roast's word-timed captions look (docs/decisions/0030-caption-styles.md): heavy outlined
 * words ("bold"), words on a dark rounded plate ("plate"), or large words that pop as they are
 * said ("pop"). Chosen in the studio, stored with the roast, kept by its re-roast, its retry and
 * its later portrait.
 */
export const CAPTION_STYLES = ["bold", "plate", "pop"] as const;
export type CaptionStyle = (typeof CAPTION_STYLES)[number];
export const isCaptionStyle = (value: unknown): value is CaptionStyle => CAPTION_STYLES.includes(value as CaptionStyle);

/** The style of a roast made without a choice, and of every roast made before there was one. */
export const DEFAULT_CAPTION_STYLE: CaptionStyle = "plate";

/** How the studio names each style, and what it says of it. */
export const CAPTION_STYLE_LABELS: Record<CaptionStyle, { label: string; description: string }> = {
  bold: { label: "Bold", description: "Heavy outlined phrases, the spoken word in yellow" },
  plate: { label: "Plate", description: "Phrases on a dark rounded plate" },
  pop: { label: "Pop", description: "Big words, two or three at a time, that pop as they are said" },
};
