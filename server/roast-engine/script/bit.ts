import type { Mood, Platform } from "../types";
import type { Random } from "./seeded-random";

/** One joke's raw parts: any opener, optionally a twist, then a punch that ends on its best word. */
export interface Bit {
  quoted: string[];
  openers: string[];
  twists: string[];
  /** General reactions ("I had to read that twice."), used less often than the bit's own twists. */
  reactions?: string[];
  punches: string[];
  mood: Mood;
  weight: number;
  /** Builds an opener led by a second fact ("1,204 followers", "On LinkedIn"). */
  leadIn?: (context: string) => string;
}

/** What a line template may use. */
export interface Fill {
  r: Random;
  /** The platform's name as said aloud: "LinkedIn", "X", "a dating app". */
  place: string;
  platform: Platform;
  /** The words quoted from the upload this line is about. */
  quote: string;
}

export type Line = (f: Fill) => string;

/** A line that only fits when the quote matches, e.g. a sunset joke for a bio about sunsets. */
export const only =
  (pattern: RegExp, line: Line): Line =>
  (f) =>
    pattern.test(f.quote) ? line(f) : "";

export const PLACE_NAMES: Record<Platform, string> = {
  instagram: "Instagram",
  tiktok: "TikTok",
  linkedin: "LinkedIn",
  twitter: "X",
  facebook: "Facebook",
  dating: "a dating app",
  generic: "the internet",
};

/** Renders line templates, dropping duplicates. */
export const renderLines = (lines: Line[], f: Fill): string[] =>
  [...new Set(lines.map((line) => line(f)))].filter((text) => text !== "");
