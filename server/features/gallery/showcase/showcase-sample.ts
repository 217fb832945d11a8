import type { Platform } from "../../../roast-engine/types";

export type ShowcaseLayout = "instagram" | "tiktok" | "linkedin" | "x" | "facebook" | "dating" | "photo";

/**
 * A showcase sample: a fake profile the code draws itself as a screenshot, for the landing
 * gallery's roasts and the Open Graph images (no third-party images, every word invented).
 */
export interface ShowcaseSample {
  id: string;
  platform: Platform;
  title: string;
  layout: ShowcaseLayout;
  theme: { background: string; text: string; accent: string; muted: string };
  name: string;
  handle?: string;
  /** The LinkedIn headline or the line of job titles under the name. */
  headline?: string;
  bio: string[];
  stats: Array<{ value: string; label: string }>;
  /** Platform chrome: "Joined March 2019", "2 miles away", "Lives in Springfield". */
  extras: string[];
  prompts?: Array<{ prompt: string; answer: string }>;
  hashtags?: string[];
  /** The story-style sticker on a photo-like sample. */
  caption?: string;
}

const LIGHT = { background: "#ffffff", text: "#111111", muted: "#555555" };
const DARK = { background: "#121212", text: "#f2f2f2", muted: "#b0b0b0" };

export const lightTheme = (accent: string, background = LIGHT.background) => ({ ...LIGHT, background, accent });
export const darkTheme = (accent: string, background = DARK.background) => ({ ...DARK, background, accent });
