import { randomBytes } from "node:crypto";
import { rename, rm, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { buildTitleCardAss } from "../../stages/render/build-cards";
import type { MediaTools } from "../../infrastructure/tools/media-tools";
import { linkFonts } from "../../stages/render/link-fonts";
import { type MediaInfo, probeMedia } from "../../infrastructure/tools/probe-media";
import { TEMP_MARKER } from "../../stages/render/render-video";
import type { Orientation } from "../../types";
import { TITLE_CARD_MS, buildConcatArgs, buildConcatList, buildFitClipArgs, buildTitleCardArgs } from "./compile-args";
import { type CompilationPlan, planCompilation } from "./plan-compilation";

export interface CompileInput {
  clips: string[];
  orientation: Orientation;
  title: string;
  outPath: string;
  signal?: AbortSignal;
  /**
   * Waits for leave to re-encode (the worker's render slot) and returns its release: asked once,
   * before the first clip that must be re-encoded; a compilation copied whole never asks.
   */
  takeEncodeSlot?: () => Promise<() => void>;
}

type Piece = { path: string; durationMs: number };

/**
 * Joins finished clips of one orientation behind a short title card, in one format: the largest
 * clip's (planCompilation). The card is encoded with the clips' own settings; clips already in
 * that format are copied as they are, the others (a free 720p roast beside a paid 1080p one)
 * re-encoded to it first, one at a time (each ffmpeg already uses both cores, and one at a time
 * holds the least memory), so the join itself is always a stream copy.
 */
export async function compileClips(tools: MediaTools, input: CompileInput): Promise<{ path: string; durationMs: number; width: number; height: number }> {
  const infos = await Promise.all(input.clips.map((clip) => probeMedia(tools, clip, input.signal)));
  const plan = planCompilation(infos, input.orientation);
  const prefix = join(dirname(resolve(input.outPath)), `compile${TEMP_MARKER}${randomBytes(4).toString("hex")}`);
  const assPath = `${prefix}-title.ass`;
  const cardPath = `${prefix}-title.mp4`;
  const listPath = `${prefix}-list.txt`;
  const partPath = `${input.outPath}${TEMP_MARKER}part`;
  const fontsDir = `${prefix}-fonts`;
  const fitPaths = input.clips.map((_, i) => `${prefix}-fit-${i}.mp4`);
  try {
    await Promise.all([writeFile(assPath, buildTitleCardAss(plan.size, input.title)), linkFonts(tools.fontsDir, fontsDir)]);
    const pieces = await fitClips(tools, input, { plan, infos, fitPaths });
    await tools.runFfmpeg(buildTitleCardArgs({ size: plan.size, fps: plan.fps, assPath, fontsDir, outPath: cardPath }), input.signal);
    await writeFile(listPath, buildConcatList([{ path: cardPath, durationMs: TITLE_CARD_MS }, ...pieces]));
    await tools.runFfmpeg(buildConcatArgs(listPath, partPath), input.signal);
    await rename(partPath, input.outPath);
    const { durationMs } = await probeMedia(tools, input.outPath, input.signal);
    return { path: input.outPath, durationMs, ...plan.size };
  } finally {
    await Promise.all([assPath, cardPath, listPath, partPath, fontsDir, ...fitPaths].map((f) => rm(f, { force: true, recursive: true })));
  }
}

/** Each clip as a piece of the join: as it is, or re-encoded into the plan's format. */
async function fitClips(tools: MediaTools, input: CompileInput, job: { plan: CompilationPlan; infos: MediaInfo[]; fitPaths: string[] }): Promise<Piece[]> {
  if (!job.plan.reencode.includes(true)) return input.clips.map((clip, i) => ({ path: resolve(clip), durationMs: job.infos[i].durationMs }));
  const release = (await input.takeEncodeSlot?.()) ?? (() => {});
  try {
    return await fitEach(tools, input, job);
  } finally {
    release();
  }
}

async function fitEach(tools: MediaTools, input: CompileInput, job: { plan: CompilationPlan; infos: MediaInfo[]; fitPaths: string[] }): Promise<Piece[]> {
  const pieces: Piece[] = [];
  for (const [i, clip] of input.clips.entries()) {
    const info = job.infos[i];
    if (!job.plan.reencode[i]) {
      pieces.push({ path: resolve(clip), durationMs: info.durationMs });
      continue;
    }
    const video = info.video!;
    const outPath = job.fitPaths[i];
    const fit = { width: video.width, height: video.height, hasAudio: Boolean(info.audio), durationMs: info.durationMs };
    await tools.runFfmpeg(buildFitClipArgs({ inPath: resolve(clip), outPath, clip: fit, size: job.plan.size, fps: job.plan.fps }), input.signal);
    // The concat list needs the piece's own duration: the re-encoded audio starts with a new priming delay.
    pieces.push({ path: outPath, durationMs: (await probeMedia(tools, outPath, input.signal)).durationMs });
  }
  return pieces;
}
