import type { CaptionStyle } from "../../../../common/caption-styles";

/** A scale a word holds for `ms` after it is said (the last one until the next word). */
export interface WordStep {
  ms: number;
  scale: number;
}

/**
 * One caption style as libass draws it (sizes in ems of the group's type size): the outline and
 * shadow of every word; the spoken word's colour and its scales from the moment it is said; the
 * punchline word's colour, its scales, and the size it keeps once said; and the plate behind a
 * group, for the style that has one.
 */
export interface CaptionLook {
  outline: number;
  shadow: number;
  /** The shadow's opacity: 0 transparent .. 255 solid. */
  shadowOpacity: number;
  spoken: { color: string; steps: WordStep[] };
  punch: { color: string; steps: WordStep[]; settled: number };
  plate?: { color: string; opacity: number; padX: number; padY: number; radius: number };
  /**
   * "group": the whole group is on screen from its first word, the spoken one highlighted (a still
   * never shows a lone "a" or "not" of a group being said); "word": words appear as they are said.
   */
  reveal: "group" | "word";
}

/** Said words: white. The spoken word: yellow. The punchline and quoted words: the brand's red. */
export const CAPTION_COLORS = { text: "#FFFFFF", current: "#FFD23F", punch: "#FF5A36", quoted: "#FF5A36" };
/** One frame at 24 fps, rounded up to a whole centisecond so that an ASS event of it always covers a frame. */
const FRAME_MS = 50;

/**
 * The three looks. Each state is a steady scale rather than a \t animation: an animated scale is a
 * new bitmap on every frame, which libass caches (~75 MB more per 1080x1920 render) and redraws.
 */
export const CAPTION_LOOKS: Record<CaptionStyle, CaptionLook> = {
  // Heavy white words in a thick black outline, the whole group at once; the spoken word turns yellow in place, the punchline lands bigger in red.
  bold: {
    reveal: "group",
    outline: 0.11,
    shadow: 0.05,
    shadowOpacity: 150,
    spoken: { color: CAPTION_COLORS.current, steps: [{ ms: Number.POSITIVE_INFINITY, scale: 1 }] },
    punch: {
      color: CAPTION_COLORS.punch,
      steps: [
        { ms: 3 * FRAME_MS, scale: 1.32 },
        { ms: Number.POSITIVE_INFINITY, scale: 1.18 },
      ],
      settled: 1.18,
    },
  },
  // Clean words on a dark rounded plate sized to the whole group; nothing changes size, so the plate never has to.
  plate: {
    reveal: "group",
    outline: 0,
    shadow: 0,
    shadowOpacity: 0,
    spoken: { color: CAPTION_COLORS.current, steps: [{ ms: Number.POSITIVE_INFINITY, scale: 1 }] },
    punch: { color: "#FF6B4A", steps: [{ ms: Number.POSITIVE_INFINITY, scale: 1.12 }], settled: 1.12 },
    plate: { color: "#141018", opacity: 235, padX: 0.32, padY: 0.14, radius: 0.3 },
  },
  // Large outlined words, each popping in (small, then past its size) as it is said and held a little big while it is.
  pop: {
    reveal: "word",
    outline: 0.1,
    shadow: 0.06,
    shadowOpacity: 150,
    spoken: {
      color: CAPTION_COLORS.current,
      steps: [
        { ms: FRAME_MS, scale: 0.72 },
        { ms: 2 * FRAME_MS, scale: 1.3 },
        { ms: Number.POSITIVE_INFINITY, scale: 1.12 },
      ],
    },
    punch: {
      color: CAPTION_COLORS.punch,
      steps: [
        { ms: FRAME_MS, scale: 0.8 },
        { ms: 3 * FRAME_MS, scale: 1.45 },
        { ms: Number.POSITIVE_INFINITY, scale: 1.25 },
      ],
      settled: 1.25,
    },
  },
};
