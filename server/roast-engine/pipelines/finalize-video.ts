import { readdir, rm } from "node:fs/promises";
import { join } from "node:path";
import { EngineError } from "../engine-error";
import type { MediaTools } from "../infrastructure/tools/media-tools";
import { probeMedia } from "../infrastructure/tools/probe-media";
import { TEMP_MARKER } from "../stages/render/render-video";

export const MIN_CLIP_MS = 6000;
export const MAX_CLIP_MS = 8000;

/** How long a finished clip may run: a single roast's, unless another is given (a battle's). */
export interface ClipRange {
  minMs: number;
  maxMs: number;
}
const SINGLE_CLIP: ClipRange = { minMs: MIN_CLIP_MS, maxMs: MAX_CLIP_MS };

/** A finished clip runs 6–8 s (or in the range given); anything else is a defect, not a video to ship. */
export function requireClipDuration(durationMs: number, range: ClipRange = SINGLE_CLIP): number {
  if (!(durationMs >= range.minMs && durationMs <= range.maxMs)) {
    throw new EngineError("INTERNAL", `The video runs ${durationMs} ms; it must run ${range.minMs}–${range.maxMs} ms.`);
  }
  return durationMs;
}

/** One JPEG frame at `atMs` (input seeking: fast, decodes from the nearest keyframe). */
export function buildPosterArgs(videoPath: string, atMs: number, posterPath: string): string[] {
  return ["-loglevel", "error", "-ss", (atMs / 1000).toFixed(3), "-i", videoPath, "-frames:v", "1", "-q:v", "3", "-f", "image2", posterPath];
}

/** Writes the poster: the frame at `atMs` as a JPEG. */
export async function makePoster(tools: MediaTools, options: { videoPath: string; atMs: number; posterPath: string; signal?: AbortSignal }): Promise<string> {
  await tools.runFfmpeg(buildPosterArgs(options.videoPath, options.atMs, options.posterPath), options.signal);
  return options.posterPath;
}

/** Checks the clip's real duration, and removes temporaries a render left behind. */
export async function checkVideo(tools: MediaTools, videoPath: string, workDir: string, signal?: AbortSignal, range?: ClipRange): Promise<number> {
  const [info] = await Promise.all([probeMedia(tools, videoPath, signal), sweepTemporaries(workDir)]);
  return requireClipDuration(info.durationMs, range);
}

/**
 * Makes the poster (the punchline frame), checks the duration, cleans the work dir. A video whose
 * duration was already checked (`checkedMs`) is not probed again.
 */
export async function finalizeVideo(
  tools: MediaTools,
  options: { videoPath: string; posterPath: string; posterAtMs: number; workDir: string; signal?: AbortSignal; range?: ClipRange; checkedMs?: number },
): Promise<{ durationMs: number; posterPath: string }> {
  const { checkedMs } = options;
  const [durationMs] = await Promise.all([
    checkedMs ?? checkVideo(tools, options.videoPath, options.workDir, options.signal, options.range),
    checkedMs !== undefined && sweepTemporaries(options.workDir),
    makePoster(tools, { videoPath: options.videoPath, atMs: options.posterAtMs, posterPath: options.posterPath, signal: options.signal }),
  ]);
  return { durationMs, posterPath: options.posterPath };
}

async function sweepTemporaries(workDir: string): Promise<void> {
  const names = await readdir(workDir);
  await Promise.all(names.filter((n) => n.includes(TEMP_MARKER)).map((n) => rm(join(workDir, n), { force: true, recursive: true })));
}
