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

/** The bundled DejaVu TrueType fonts (an npm package, so captions look the same on every host). */
export const findFontsDir = (): string => join(dirname(require.resolve("dejavu-fonts-ttf/package.json")), "ttf");

/** Uses the given paths (FFMPEG_PATH / FFPROBE_PATH) or the bundled static binaries. */
export function createMediaTools(paths: { ffmpegPath?: string; ffprobePath?: string } = {}): MediaTools {
  const ffmpegPath = paths.ffmpegPath ?? (require("@ffmpeg-installer/ffmpeg") as { path: string }).path;
  const ffprobePath = paths.ffprobePath ?? (require("@ffprobe-installer/ffprobe") as { path: string }).path;
  // The child gets a minimal environment: only the font configuration it needs.
  const env = { FONTCONFIG_FILE: FONT_CONFIG };
  return {
    ffmpegPath,
    ffprobePath,
    fontsDir: findFontsDir(),
    runFfmpeg: (args, signal, options) => runBinary(ffmpegPath, ["-hide_banner", "-nostdin", "-y", ...args], { signal, env, niceness: options?.niceness }),
    runFfprobe: (args, signal) => runBinary(ffprobePath, ["-v", "error", ...args], { signal, env }),
  };
}
