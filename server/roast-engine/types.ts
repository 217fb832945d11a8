/**
 * The roast engine's data, shared by its stages. The engine knows nothing of HTTP or the
 * database: it takes an image and options, and writes files.
 */

export const STAGES = ["analyzing", "generating_script", "creating_video", "finalizing"] as const;
export type Stage = (typeof STAGES)[number];

export type Platform = "instagram" | "tiktok" | "linkedin" | "twitter" | "facebook" | "dating" | "generic";
export type Orientation = "landscape" | "portrait";
export type Tier = "free" | "starter" | "essentials" | "creator";
export type Mood = "smug" | "deadpan" | "chaotic" | "wholesome";

export interface Counts {
  followers?: number;
  following?: number;
  likes?: number;
  posts?: number;
  connections?: number;
  views?: number;
  friends?: number;
}

export interface Analysis {
  /** Cleaned OCR lines, in reading order. */
  text: string[];
  handles: string[];
  hashtags: string[];
  counts: Counts;
  bioPhrases: string[];
  jobTitles: string[];
  platform: Platform;
  platformConfidence: number;
  visual: {
    width: number;
    height: number;
    dominantColors: string[]; // "#rrggbb", most dominant first
    colorNames: string[]; // "beige", "teal" …
    brightness: number; // 0..1
    blurriness: number; // 0..1, 1 = very blurry
    isScreenshot: boolean;
    faces: Array<{ box: [number, number, number, number]; expression?: string }>;
  };
}

export interface ScriptWord {
  text: string;
  /** The punchline word gets the emphasis in captions. */
  emphasis?: boolean;
}

export interface Script {
  text: string;
  words: ScriptWord[];
  beats: string[];
  mood: Mood;
  /** Which engine wrote it: "offline" or "llm". */
  source: "offline" | "llm";
  /** Facts from the analysis the script quotes (for tests and the UI). */
  quoted: string[];
}

export interface TimedWord {
  text: string;
  startMs: number;
  endMs: number;
  emphasis?: boolean;
}

export interface VoiceTrack {
  wavPath: string;
  durationMs: number;
  words: TimedWord[];
  /** Where the punchline starts (for the sting). */
  punchlineMs: number;
}

export interface TierOptions {
  watermark: boolean;
  music: boolean;
  upscale: boolean;
}

export type StageTimings = Record<Stage, number> & { total: number };
