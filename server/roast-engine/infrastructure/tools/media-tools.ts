import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { type RunResult, runBinary } from "./run-binary";

/** The ffmpeg and ffprobe binaries, and the bundled fonts captions are drawn with. */
export interface MediaTools {
  ffmpegPath: string;
  ffprobePath: string;
  fontsDir: string;
  /** `niceness`: lower CPU priority, for a render that runs behind a more urgent one. */
  runFfmpeg(args: string[], signal?: AbortSignal, options?: { niceness?: number }): Promise<RunResult>;
  runFfprobe(args: string[], signal?: AbortSignal): Promise<RunResult>;
}

const require = createRequire(import.meta.url);
const FONT_CONFIG = fileURLToPath(new URL("../assets/fonts.conf", import.meta.url));

/**
 * glibc's mmap threshold in every ffmpeg and ffprobe run, fixed at 16 MB, above any frame a render
 * holds (the 1620x2880 stage is 7 MB). Left dynamic, the first large buffer freed (the stage's raw
 * packet) raises it and the trim threshold with it, and each x264 thread's heap then keeps its
 * freed frames: a render's picture run peaked at 134–152 MB. Fixed, its frames are reused on the
 * heap and the rest given back: 96–111 MB, the same bytes out, most runs a sixth of the page faults, no
 * more CPU (docs/benchmarks.md, "ffmpeg's mmap threshold"). The worker itself runs with a 128 KB
 * threshold (ADR 0013); ffmpeg reallocates frame-sized buffers, and that low a threshold maps and
 * unmaps them: twice the time.
 */
export const FFMPEG_MMAP_THRESHOLD = 16 * 1024 * 1024;

/** The bundled DejaVu TrueType fonts (an npm package, so captions look the same on every host). */
export const findFontsDir = (): string => join(dirname(require.resolve("dejavu-fonts-ttf/package.json")), "ttf");

/** Uses the given paths (FFMPEG_PATH / FFPROBE_PATH) or the bundled static binaries. */
export function createMediaTools(paths: { ffmpegPath?: string; ffprobePath?: string } = {}): MediaTools {
  const ffmpegPath = paths.ffmpegPath ?? (require("@ffmpeg-installer/ffmpeg") as { path: string }).path;
  const ffprobePath = paths.ffprobePath ?? (require("@ffprobe-installer/ffprobe") as { path: string }).path;
  // The child gets a minimal environment: the font configuration it needs, and glibc's fixed mmap threshold.
  const env = { FONTCONFIG_FILE: FONT_CONFIG, MALLOC_MMAP_THRESHOLD_: String(FFMPEG_MMAP_THRESHOLD) };
  return {
    ffmpegPath,
    ffprobePath,
    fontsDir: findFontsDir(),
    runFfmpeg: (args, signal, options) => runBinary(ffmpegPath, ["-hide_banner", "-nostdin", "-y", ...args], { signal, env, niceness: options?.niceness }),
    runFfprobe: (args, signal) => runBinary(ffprobePath, ["-v", "error", ...args], { signal, env }),
  };
}
