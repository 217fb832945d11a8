/**
 * The roast engine's data, shared by its stages. The engine knows nothing of HTTP or the
 * database: it takes an image and options, and writes files.
 */

import type { RoastStage as Stage } from "../../common/roast";

export { NARRATORS, type Narrator, NARRATOR_PACES, type NarratorPace } from "../../common/roast";
export { ROAST_STAGES as STAGES } from "../../common/roast";
export type { Stage };
export type { RoastTier as Tier } from "../../common/billing-ids";

export type Platform = "instagram" | "tiktok" | "linkedin" | "twitter" | "facebook" | "dating" | "generic";
export type Orientation = "landscape" | "portrait";
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

/** A rectangle in pixels of the normalised image (the still every later stage uses). */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** What an upload is, read from its layout as well as its words. */
export type UploadKind = "profile" | "post" | "story" | "dating" | "chat" | "comment" | "photo";

/** The part a line of screen text plays, from the layout pass over the OCR lines. */
export type LineRole =
  | "status_bar" // 9:41, battery, carrier
  | "navigation" // tab bars, app headers, "Home My Network Jobs"
  | "button" // "Follow", "Message", "Edit profile"
  | "section_label" // "Highlights", "About", "Activity"
  | "ui" // other interface boilerplate: "Suggested for you", "View all 23 comments", "Active today"
  | "timestamp" // "2h", "Yesterday at 9:14"
  | "name"
  | "handle"
  | "count" // "12.4K followers"
  | "bio"
  | "prompt" // a dating prompt's question (the app's words)
  | "answer" // the person's answer to a prompt
  | "caption"
  | "hashtag"
  | "headline" // job title / company / LinkedIn headline
  | "detail" // location, distance, height, school
  | "comment" // someone's comment (see author/owner)
  | "chat_message" // a chat bubble (see owner: the uploader's side is "self")
  | "sticker" // story sticker, poll
  | "other";

/** Whose words a line is: the profile owner / post author / uploader's chat side, someone else, or the app. */
export type LineOwner = "self" | "other" | "ui";

export interface ScreenLine {
  text: string;
  box: Box;
  role: LineRole;
  owner: LineOwner;
  /** For comments and chat messages by someone else: their name or handle when read. */
  author?: string;
  /** OCR confidence 0..1. */
  confidence: number;
  /** An emoji or icon was drawn at the end of the line: the end of an item, not a wrapped sentence. */
  iconAfter?: boolean;
  /** A line of a notification banner over the screen: no part of the conversation or page under it. */
  notification?: boolean;
}

/** The person's own words, whole: wrapped lines joined into one quote with the box around them all. */
export interface Quote {
  text: string;
  role: LineRole;
  box: Box;
}

export type Expression = "smiling" | "neutral" | "surprised" | "angry" | "sad" | "disgusted" | "fearful";

/** What is visibly in a photo. Never age, gender, ethnicity, body or health: dropped at the source. */
export interface PhotoFacts {
  people: number;
  faces: Array<{ box: Box; expression?: Expression; score: number }>;
  pose: {
    /** A phone held up in front of a mirror. */
    mirrorSelfie: boolean;
    /** Arm's-length selfie (one large face near the top, arm raised). */
    selfie: boolean;
    phoneInHand: boolean;
  };
  /** COCO-style object labels ("dog", "cup", "car", "sunglasses" …) with where they are. */
  objects: Array<{ label: string; box: Box; score: number }>;
  /** Outfit colours and items visible on the person, e.g. ["black jacket", "white sneakers"]. */
  outfit: string[];
  /** Open sky from the top edge (share of the height) and whether it is a sunset, from the pixels (photos only). */
  scene?: { skyShare: number; sunset: boolean };
}

/** A photo with nothing found in it: what analysis reports before (or without) the photo model. */
export const NO_PHOTO_FACTS: PhotoFacts = {
  people: 0,
  faces: [],
  pose: { mirrorSelfie: false, selfie: false, phoneInHand: false },
  objects: [],
  outfit: [],
};

export interface Analysis {
  /** Cleaned OCR lines, in reading order. */
  text: string[];
  /** Every OCR line with its box, role and owner (empty for a photo with no text). */
  lines: ScreenLine[];
  /** The person's own words, joined and whole, best material first. Never UI text or other people. */
  quotes: Quote[];
  kind: UploadKind;
  /** The screen said what it is (guess-kind.ts): only then may a roast call it so. Absent in analyses stored before it was measured. */
  kindSure?: boolean;
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
    /** Share of pixels without colour, 0..1 (1 = black and white); absent in analyses stored before it was measured. */
    greyShare?: number;
    blurriness: number; // 0..1, 1 = very blurry
    isScreenshot: boolean;
    /** The bands that hold something drawn, [top, height] in pixels (visual-stats.ts, findContentRows); absent in analyses stored before. */
    rows?: Array<[number, number]>;
    /** The surfaces a screen's lines sit on where one differs from the page (a bubble, a card), [x, y, w, h] in pixels (find-line-surfaces.ts); absent in analyses stored before. */
    surfaces?: Array<[number, number, number, number]>;
  };
  /** What the photo shows (also for screenshots: the profile picture or post photo in them). */
  photo: PhotoFacts;
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
  /**
   * What each part of the script roasts, for the camera: the quoted fragment or photo fact, where
   * it is in the image, and which words of `words` (start inclusive, end exclusive) speak of it.
   */
  targets: ScriptTarget[];
  /** Ids of the writers'-room lines used (theme/punchline), so a user never hears one twice soon. */
  lineIds: string[];
}

export interface ScriptTarget {
  kind: "quote" | "count" | "face" | "object" | "outfit" | "photo";
  /** The fragment as it stands in the image (a quote) or the fact's label ("dog", "mirror selfie"). */
  text: string;
  box: Box;
  wordStart: number;
  wordEnd: number;
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
