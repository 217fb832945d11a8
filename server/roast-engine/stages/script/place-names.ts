import type { Platform } from "../../types";

/** The platform's name as said aloud. */
export const PLACE_NAMES: Record<Platform, string> = {
  instagram: "Instagram",
  tiktok: "TikTok",
  linkedin: "LinkedIn",
  twitter: "X",
  facebook: "Facebook",
  dating: "a dating app",
  generic: "the internet",
};
