import path from "node:path";
import { and, eq, inArray } from "drizzle-orm";
import type { AppContext } from "../../../context";
import { tables } from "../../../lib/db";
import { AppError } from "../../../lib/errors";
import type { Orientation } from "../../../roast-engine";
import type { RoastRow } from "../core/roast-row";

export interface CompileClipsOptions {
  compilation: RoastRow;
  orientation: Orientation;
  workDir: string;
  signal?: AbortSignal;
  /** Waits for the worker's render slot before a clip is re-encoded (a job already holding it passes none). */
  takeEncodeSlot?: () => Promise<() => void>;
  /** Called once every clip is here, before the join starts (the stage change). */
  onClipsReady?: () => void;
}

/**
 * Fetches the compilation's clips in the chosen order and joins them behind a title card, in the
 * largest clip's size (the engine re-encodes only the clips that differ: a free 720p roast beside
 * a paid 1080p one). A clip deleted meanwhile fails it for good (NOT_FOUND, no retry); one without
 * this orientation yet fails the attempt.
 */
export async function compileClips(
  ctx: AppContext,
  options: CompileClipsOptions,
): Promise<{ videoPath: string; durationMs: number; width: number; height: number; firstClip: RoastRow }> {
  const { compilation, orientation, workDir } = options;
  const ids = compilation.compilationOf ?? [];
  const { userRoasts } = tables;
  const rows = ids.length
    ? await ctx.database.db
        .select()
        .from(userRoasts)
        .where(and(eq(userRoasts.userId, compilation.userId), inArray(userRoasts.id, ids)))
    : [];
  const clips: string[] = [];
  for (const [index, id] of ids.entries()) {
    const row = rows.find((r) => r.id === id);
    // A clip deleted meanwhile is gone for good; a portrait not ready yet may be on the next attempt.
    if (!row || (orientation === "landscape" && !row.landscapeKey)) throw new AppError("NOT_FOUND", `clip ${id} has no ${orientation} video`);
    const key = orientation === "landscape" ? row.landscapeKey : row.portraitStatus === "ready" ? row.portraitKey : null;
    if (!key) throw new Error(`clip ${id} has no ${orientation} video yet`);
    const clipPath = path.join(workDir, `clip-${index}-${orientation}.mp4`);
    await ctx.storage.getToFile(key, clipPath);
    clips.push(clipPath);
  }
  if (clips.length < 2) throw new Error("a compilation needs at least 2 clips");
  options.onClipsReady?.();
  const outPath = path.join(workDir, `compilation-${orientation}.mp4`);
  const title = `${clips.length} roasts, back to back`;
  const joined = await ctx.engine.compile({ clips, orientation, title, outPath, signal: options.signal, takeEncodeSlot: options.takeEncodeSlot });
  return { videoPath: joined.path, durationMs: joined.durationMs, width: joined.width, height: joined.height, firstClip: rows.find((r) => r.id === ids[0])! };
}
