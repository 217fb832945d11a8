import { EngineError } from "../engine-error";
import { CARD_BACKGROUND } from "../render/build-cards";
import { AUDIO_RATE, VIDEO_TIME_SCALE, buildEncodeArgs, escapeFilterValue } from "../render/encode-settings";
import { FPS } from "../direct/plan-timeline";
import type { MediaInfo } from "../tools/probe-media";
import type { Orientation } from "../types";

export const TITLE_CARD_MS = 1500;
/** Frame rates our renders have had: the current one, and 30 before ADR 0015. */
export const JOINABLE_FRAME_RATES: readonly number[] = [FPS, 30];

/**
 * Stream copy is only valid when every piece shares the encoding: checks that each clip has the
 * shape, frame rate, pixel format, profile, time base and audio layout our renders (and so the
 * title card) use. The frame rate is the first clip's, one a render of ours has had: clips made
 * before the rate changed join one another, not newer ones.
 */
export function requireJoinableClips(infos: MediaInfo[], orientation: Orientation): { width: number; height: number; fps: number } {
  if (infos.length < 2) throw new EngineError("BAD_INPUT", "A compilation needs at least two clips.");
  const first = infos[0].video;
  if (!first) throw new EngineError("BAD_INPUT", "The first clip has no video.");
  const isPortrait = first.height > first.width;
  if (isPortrait !== (orientation === "portrait")) throw new EngineError("BAD_INPUT", `The clips are not ${orientation}.`);
  infos.forEach((info, i) => {
    const v = info.video;
    const a = info.audio;
    const ok =
      v &&
      a &&
      v.width === first.width &&
      v.height === first.height &&
      JOINABLE_FRAME_RATES.includes(v.fps) &&
      v.fps === first.fps &&
      v.pixFmt === "yuv420p" &&
      v.profile === "High" &&
      v.timeBase === `1/${VIDEO_TIME_SCALE}` &&
      a.codec === "aac" &&
      a.sampleRate === AUDIO_RATE &&
      a.channels === 2;
    if (!ok) throw new EngineError("BAD_INPUT", `Clip ${i + 1} does not match the others' size and encoding, so it cannot be joined.`);
  });
  return { width: first.width, height: first.height, fps: first.fps };
}

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
