import type { Counts, Platform, UploadKind } from "../../server/roast-engine/types";

/**
 * What a person sees on one drawn screenshot: the ground truth that screen reading and the roast
 * eval are measured against. Every word on the screen is in exactly one of ownWords, uiWords,
 * others, stickers, or the name/handle/details.
 */
export interface ScreenTruth {
  id: string;
  /** File name inside bench/reading-set/images/. */
  file: string;
  kind: UploadKind;
  platform: Platform;
  dark: boolean;
  /** The profile owner's / post author's / uploader's own words, each a whole quote as written. */
  ownWords: string[];
  name?: string;
  handle?: string;
  /** Job, location, distance, height, age: about the person, in the app's fields. */
  details: string[];
  counts: Counts;
  /** Text the app draws: buttons, tabs, labels, timestamps, prompts, "Suggested for you". */
  uiWords: string[];
  /** Other people on screen: commenters, the other side of a chat, "People also viewed". */
  others: Array<{ name: string; words: string[] }>;
  /** Poll options and sticker text the person put on a story. */
  stickers: string[];
}

/** One screen of the reading set: its ground truth, its HTML, the browser window it is drawn in, and how it is saved. */
export interface ReadingScreen {
  truth: Omit<ScreenTruth, "file">;
  html: string;
  viewport: { width: number; height: number };
  /** Device pixel ratio: 3 for a modern phone, 1.5 for a small or old one, 1 for a desktop. */
  scale: number;
  /** JPEG quality when the screenshot is saved recompressed (as chat apps and re-uploads do). */
  jpegQuality?: number;
}

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1366, height: 860 };

/** Fills the parts of the truth most screens leave empty. */
export function defineTruth(truth: Pick<ScreenTruth, "id" | "kind" | "platform" | "ownWords"> & Partial<ScreenTruth>): Omit<ScreenTruth, "file"> {
  return { dark: false, details: [], counts: {}, uiWords: [], others: [], stickers: [], ...truth };
}
