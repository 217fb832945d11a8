import type { MediaTools } from "./media-tools";
import { runBinary } from "./run-binary";

export type ToolState = "ok" | "down";

/** Whether each media binary answers: the state and, when down, why. */
export interface MediaToolsHealth {
  ffmpeg: ToolState;
  ffprobe: ToolState;
  problems: string[];
}

type ToolPaths = Pick<MediaTools, "ffmpegPath" | "ffprobePath">;

/**
 * Runs `ffmpeg -version` and `ffprobe -version`: a path pointing nowhere, a file that is not
 * executable or a binary for another machine shows up here, not in the first user's render.
 */
export async function checkMediaTools(tools: ToolPaths, timeoutMs = 10_000): Promise<MediaToolsHealth> {
  const [ffmpeg, ffprobe] = await Promise.all([answersVersion("ffmpeg", tools.ffmpegPath, timeoutMs), answersVersion("ffprobe", tools.ffprobePath, timeoutMs)]);
  return {
    ffmpeg: ffmpeg ? "down" : "ok",
    ffprobe: ffprobe ? "down" : "ok",
    problems: [ffmpeg, ffprobe].filter((p): p is string => p !== null),
  };
}

/** Throws a readable start-up error naming the setting to fix when either binary is unusable. */
export async function requireMediaTools(tools: ToolPaths): Promise<void> {
  const health = await checkMediaTools(tools);
  if (health.problems.length > 0) throw new Error(`Video tools are not usable:\n${health.problems.map((p) => `  - ${p}`).join("\n")}`);
}

async function answersVersion(name: "ffmpeg" | "ffprobe", binary: string, timeoutMs: number): Promise<string | null> {
  const setting = name === "ffmpeg" ? "FFMPEG_PATH" : "FFPROBE_PATH";
  try {
    const { stdout } = await runBinary(binary, ["-version"], { signal: AbortSignal.timeout(timeoutMs) });
    if (stdout.startsWith(`${name} version`)) return null;
    return `${setting}: ${binary} does not answer like ${name}`;
  } catch (error) {
    const reason = error instanceof Error ? error.message.split("\n")[0] : String(error);
    return `${setting}: ${binary} cannot be run (${reason})`;
  }
}

/**
 * A check for the health route: a working answer is kept for a few seconds, so a monitor polling
 * every second does not start two processes each time; a failure is never kept.
 */
export function createMediaToolsCheck(tools: ToolPaths, keepOkMs = 15_000): () => Promise<MediaToolsHealth> {
  let okUntil = 0;
  return async () => {
    if (Date.now() < okUntil) return { ffmpeg: "ok", ffprobe: "ok", problems: [] };
    const health = await checkMediaTools(tools);
    if (health.problems.length === 0) okUntil = Date.now() + keepOkMs;
    return health;
  };
}
