import type { CaptionStyle } from "./caption-styles";

/** Roasts as the API shows them to their owner (GET /api/roasts, GET /api/roasts/:id, SSE). */

export type RoastStatus = "pending" | "processing" | "completed" | "failed";
export type PortraitStatus = "none" | "pending" | "ready" | "failed";

/** The stages of a roast, in order: the roast engine runs them (server/roast-engine/types.ts names them STAGES). */
export const ROAST_STAGES = ["analyzing", "generating_script", "creating_video", "finalizing"] as const;
export type RoastStage = (typeof ROAST_STAGES)[number];
/** A compilation goes through merging_videos, then creating_video. */
export const COMPILATION_STAGES = ["merging_videos", "creating_video"] as const;
export type CompilationStage = (typeof COMPILATION_STAGES)[number];

const STAGE_PROGRESS: Record<string, number> = {
  analyzing: 25,
  generating_script: 50,
  creating_video: 75,
  finalizing: 90,
};

/** The spec's progress: 25/50/75/90 per stage, 10 for any other stage, 100 completed, 0 failed or pending. */
export function progressFor(status: RoastStatus, stage: string | null): number {
  if (status === "completed") return 100;
  if (status === "failed" || status === "pending") return 0;
  return (stage && STAGE_PROGRESS[stage]) || 10;
}

/** A roast of one upload, or a Roast Battle of two (A and B) with a winner. */
export type RoastKind = "single" | "battle";

/** A battle's verdict as the studio and the share page show it. */
export interface BattleSummary {
  winner: "a" | "b";
  /** How each upload is named on screen (@handle, the profile's name, else "Profile A"/"Profile B"), A first. */
  names: [string, string];
  /** Why it won, drawn from what analysis found, e.g. "3 clichés to 5". */
  reason: string;
}

/** The verdict in one line, e.g. "Winner: @zoe.overthinks — 3 clichés to 5". */
export const battleVerdictLine = (battle: BattleSummary) => `Winner: ${battle.names[battle.winner === "a" ? 0 : 1]} — ${battle.reason}`;

/** A stored roast's verdict as shown: only a battle that has one (it completed) shows it. */
export function battleSummaryOf(row: { kind: string; battle: { verdict?: BattleSummary } | null }): BattleSummary | null {
  const verdict = row.kind === "battle" ? row.battle?.verdict : undefined;
  return verdict ? { winner: verdict.winner, names: [verdict.names[0], verdict.names[1]], reason: verdict.reason } : null;
}

/** What analysis read an upload as (the engine's UploadKind): a photo, or a screenshot of one of these. */
export const UPLOAD_KINDS = ["profile", "post", "story", "dating", "chat", "comment", "photo"] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** What analysis found in a single roast's upload: its platform and what it shows. */
export interface UploadFacts {
  platform: string;
  kind: UploadKind;
}

/**
 * A roast's upload facts from its row: known once analysis has written the upload's kind (with the
 * platform beside it); never for a battle (two uploads) or a compilation (none).
 */
export function uploadFactsOf(row: { kind: string; platform: string; uploadKind: string | null | undefined }): UploadFacts | null {
  if (row.kind === "battle" || row.platform === "compilation") return null;
  const kind = UPLOAD_KINDS.find((k) => k === row.uploadKind);
  return kind ? { platform: row.platform, kind } : null;
}

/** An upload as its badge names it: the platform, or "Photo" / "Screenshot" when it is none in particular. */
export function uploadLabel(upload: UploadFacts): string {
  if (upload.platform === "generic") return upload.kind === "photo" ? "Photo" : "Screenshot";
  return platformLabel(upload.platform);
}

export interface RoastView {
  id: string;
  kind: RoastKind;
  /** A finished battle's verdict; null for a single roast or a battle still running. */
  battle: BattleSummary | null;
  /**
   * The stored platform: final once analysis has read the upload (see `upload`); before that it is
   * the column's default and says nothing. "compilation" for a compilation.
   */
  platform: string;
  /** What analysis found in the upload; null until it has read it, and for battles and compilations. */
  upload: UploadFacts | null;
  /** The roast this one re-rolled (the free re-roast), or null. */
  reroastOf: string | null;
  status: RoastStatus;
  processingStage: string | null;
  progress: number;
  isFreeRoast: boolean;
  createdAt: string;
  script: string | null;
  errorMessage: string | null;
  /** Signed, expiring media URLs; null until the file exists. */
  videoUrl: string | null;
  /** The same landscape file served as an attachment. */
  downloadUrl: string | null;
  portraitUrl: string | null;
  portraitStatus: PortraitStatus;
  posterUrl: string | null;
  /** The portrait video's own 9:16 poster; null where it has none (older roasts, battles, compilations): the poster stands in. */
  portraitPosterUrl: string | null;
  durationMs: number | null;
  /** Estimated time left, from recent roasts' stage timings; null when not running. */
  etaMs: number | null;
  /**
   * The part of etaMs left of the current stage (a pending roast's: its wait for a worker, taken as
   * none); negative once the stage has run longer than recent roasts took, so the page can say it
   * is late rather than count below zero. Null when not running.
   */
  stageEtaMs: number | null;
  isPublic: boolean;
  shareUrl: string | null;
  canReroast: boolean;
  /** Taken down by an admin after a report, itself or a roast it was made from: no media, no sharing. */
  takenDown: boolean;
  compilationOf: string[] | null;
  /** Who speaks it (see NARRATORS); a re-roast keeps it. */
  narrator: Narrator;
  /** How its captions look (common/caption-styles.ts); a re-roast keeps it. */
  captionStyle: CaptionStyle;
}

/** One message of GET /api/roasts/events: something changed on this roast; re-read it. */
export interface RoastEvent {
  roastId: string;
  status: RoastStatus;
  processingStage: string | null;
  progress: number;
  portraitStatus: PortraitStatus;
  /** Sent once analysis has read the upload, so the badge changes without waiting for the list. */
  upload?: UploadFacts;
}

/** POST /api/roasts/:id/reframe and GET /api/reframe/:predictionId (the spec's reframe calls). */
export interface ReframeStatus {
  status: "succeeded" | "failed" | "processing";
  output?: string;
  error?: string;
}

/** Uploads the studio accepts: magic bytes decide, not the file name or the browser's type. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** How a platform is named on badges and titles. */
export const PLATFORM_LABELS: Record<string, string> = {
  instagram: "Instagram",
  tiktok: "TikTok",
  linkedin: "LinkedIn",
  twitter: "X",
  facebook: "Facebook",
  dating: "Dating",
  generic: "Photo",
  compilation: "Compilation",
  battle: "Roast Battle",
};
export const platformLabel = (platform: string) => PLATFORM_LABELS[platform] ?? "Roast";

/**
 * A roast's name in lists: a battle or a compilation as such, a single roast by what analysis read
 * its upload as, and plainly "Roast" until then (the stored platform is only a default before it).
 */
export function roastListName(roast: Pick<RoastView, "kind" | "platform" | "upload">): string {
  if (roast.kind === "battle") return "Roast Battle";
  if (roast.platform === "compilation") return "Compilation";
  return roast.upload ? `${uploadLabel(roast.upload)} roast` : "Roast";
}

/** GET /api/share/:slug: a roast its owner made public. */
export interface SharedRoast {
  slug: string;
  title: string;
  kind: RoastKind;
  battle: BattleSummary | null;
  platform: string;
  script: string | null;
  videoUrl: string;
  portraitUrl: string | null;
  posterUrl: string | null;
  durationMs: number | null;
  /** The landscape video's frame; null for a roast made before it was kept. */
  videoSize: { width: number; height: number } | null;
  createdAt: string;
  shareUrl: string;
}

/**
 * Who speaks a roast: Flite's human-like offline voice, the RoastBot robot (espeak-ng), or the
 * configured cloud voice. Chosen in the studio, stored with the roast and reused by its re-roast.
 */
export const NARRATORS = ["flite", "roastbot", "cloud"] as const;
export type Narrator = (typeof NARRATORS)[number];
export const isNarrator = (value: unknown): value is Narrator => NARRATORS.includes(value as Narrator);

/** GET /api/roasts/narrators: the narrators this server offers, the default first. */
export interface NarratorOption {
  id: Narrator;
  label: string;
  description: string;
  /** A one-second sample of the voice (WAV), cached by the browser. */
  previewUrl: string;
  isDefault: boolean;
}

/** How fast the narrator speaks a directed roast (issue 44), always within a 6–8 s clip; `normal` is the one-click roast's. */
export const NARRATOR_PACES = ["slower", "normal", "faster"] as const;
export type NarratorPace = (typeof NARRATOR_PACES)[number];
