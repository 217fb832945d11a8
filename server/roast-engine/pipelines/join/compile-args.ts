import { CARD_BACKGROUND } from "../../stages/render/build-cards";
import { AUDIO_RATE, buildEncodeArgs, escapeFilterValue } from "../../stages/render/encode-settings";
import { FPS } from "../../stages/plan/plan-timeline";
import { type Size, fitInto } from "./plan-compilation";

export const TITLE_CARD_MS = 1500;
/** The title card: one frame drawn by libass, looped, with silent audio, in the clips' encoding. */
export function buildTitleCardArgs(options: {
  size: { width: number; height: number };
  fps?: number;
  assPath: string;
  fontsDir: string;
  outPath: string;
}): string[] {
  const fps = options.fps ?? FPS;
  const frames = Math.round((TITLE_CARD_MS * fps) / 1000);
  const { width, height } = options.size;
  const graph = [
    `[0:v]trim=end_frame=1,format=yuv420p`,
    `ass=filename=${escapeFilterValue(options.assPath)}:fontsdir=${escapeFilterValue(options.fontsDir)}`,
    `loop=loop=-1:size=1,settb=1/${fps},setpts=N,trim=end_frame=${frames}`,
    `fade=t=in:st=0:d=0.25,fade=t=out:st=${(TITLE_CARD_MS / 1000 - 0.2).toFixed(2)}:d=0.2,setsar=1[vout]`,
  ].join(",");
  return [
    ...["-loglevel", "error"],
    ...["-f", "lavfi", "-i", `color=c=0x${CARD_BACKGROUND.slice(1)}:s=${width}x${height}:r=${fps}`],
    ...["-f", "lavfi", "-i", `anullsrc=r=${AUDIO_RATE}:cl=stereo`],
    ...["-filter_complex", graph, "-map", "[vout]", "-map", "1:a"],
    ...buildEncodeArgs({ fps }),
    ...["-t", (TITLE_CARD_MS / 1000).toFixed(3), "-f", "mp4", options.outPath],
  ];
}

/**
 * One clip re-encoded into the compilation's format: scaled to fit its frame (a 720p clip fills a
 * 1080p frame; another shape is letterboxed on the title card's colour), at its frame rate, with
 * the encoder arguments of every render, so the join stays a stream copy. A clip without sound
 * gets silence, as the card has.
 */
export function buildFitClipArgs(options: {
  inPath: string;
  outPath: string;
  clip: Size & { hasAudio: boolean; durationMs: number };
  size: Size;
  fps: number;
}): string[] {
  const { size, fps, clip } = options;
  const box = fitInto(clip, size);
  const graph = [
    `[0:v]scale=${box.width}:${box.height}`,
    `pad=${size.width}:${size.height}:${box.x}:${box.y}:color=0x${CARD_BACKGROUND.slice(1)}`,
    `setsar=1,fps=${fps},format=yuv420p[vout]`,
  ].join(",");
  return [
    ...["-loglevel", "error", "-i", options.inPath],
    ...(clip.hasAudio ? [] : ["-f", "lavfi", "-i", `anullsrc=r=${AUDIO_RATE}:cl=stereo`]),
    ...["-filter_complex", graph, "-map", "[vout]", "-map", clip.hasAudio ? "0:a:0" : "1:a"],
    ...buildEncodeArgs({ fps }),
    ...["-t", (clip.durationMs / 1000).toFixed(3), "-f", "mp4", options.outPath],
  ];
}

/**
 * The concat demuxer's list: each piece's quoted path and its exact duration. Without the
 * durations the demuxer offsets each piece by the AAC priming delay, leaving a ~24 ms hole in
 * the video at every join.
 */
export const buildConcatList = (pieces: Array<{ path: string; durationMs: number }>): string =>
  pieces.map((p) => `file '${p.path.replace(/'/g, "'\\''")}'\nduration ${(p.durationMs / 1000).toFixed(3)}\n`).join("");

/**
 * Joins the pieces without re-encoding. auto_convert is off: it would rewrite every keyframe
 * (in-band parameter sets), which identical encodings do not need.
 */
export function buildConcatArgs(listPath: string, outPath: string): string[] {
  return [
    "-loglevel",
    "error",
    "-f",
    "concat",
    "-safe",
    "0",
    "-auto_convert",
    "0",
    "-i",
    listPath,
    "-map",
    "0",
    "-c",
    "copy",
    "-movflags",
    "+faststart",
    "-f",
    "mp4",
    outPath,
  ];
}
