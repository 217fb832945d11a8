import { randomBytes } from "node:crypto";
import { rename, rm, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { buildTitleCardAss } from "../render/build-cards";
import type { MediaTools } from "../tools/media-tools";
import { linkFonts } from "../render/link-fonts";
import { probeMedia } from "../tools/probe-media";
import { TEMP_MARKER } from "../render/render-video";
import type { Orientation } from "../types";
import { TITLE_CARD_MS, buildConcatArgs, buildConcatList, buildTitleCardArgs, requireJoinableClips } from "./compile-args";

export interface CompileInput {
  clips: string[];
  orientation: Orientation;
  title: string;
  outPath: string;
  signal?: AbortSignal;
}

/**
 * Joins finished clips of one orientation behind a short title card. Only the card is encoded
 * (with the clips' own settings); the clips are copied as they are.
 */
export async function compileClips(tools: MediaTools, input: CompileInput): Promise<{ path: string; durationMs: number }> {
  const infos = await Promise.all(input.clips.map((clip) => probeMedia(tools, clip, input.signal)));
  const { fps, ...size } = requireJoinableClips(infos, input.orientation);
  const prefix = join(dirname(resolve(input.outPath)), `compile${TEMP_MARKER}${randomBytes(4).toString("hex")}`);
  const assPath = `${prefix}-title.ass`;
  const cardPath = `${prefix}-title.mp4`;
  const listPath = `${prefix}-list.txt`;
  const partPath = `${input.outPath}${TEMP_MARKER}part`;
  const fontsDir = `${prefix}-fonts`;
  try {
    await Promise.all([writeFile(assPath, buildTitleCardAss(size, input.title)), linkFonts(tools.fontsDir, fontsDir)]);
    await tools.runFfmpeg(buildTitleCardArgs({ size, fps, assPath, fontsDir, outPath: cardPath }), input.signal);
    const clips = input.clips.map((clip, i) => ({ path: resolve(clip), durationMs: infos[i].durationMs }));
    await writeFile(listPath, buildConcatList([{ path: cardPath, durationMs: TITLE_CARD_MS }, ...clips]));
    await tools.runFfmpeg(buildConcatArgs(listPath, partPath), input.signal);
    await rename(partPath, input.outPath);
    const { durationMs } = await probeMedia(tools, input.outPath, input.signal);
    return { path: input.outPath, durationMs };
  } finally {
    await Promise.all([assPath, cardPath, listPath, partPath, fontsDir].map((f) => rm(f, { force: true, recursive: true })));
  }
}
