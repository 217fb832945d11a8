import { AUDIO_ENCODE_ARGS, MP4_ARGS, VIDEO_TIME_SCALE, buildVideoEncodeArgs } from "./encode-settings";

/** A raw frame on disk (yuv420p unless said): a stage, panel or card's corners the picture's run reads without decoding. */
export interface RawFrame {
  path: string;
  width: number;
  height: number;
  /** The card's corners carry alpha (yuva420p); the backdrop is drawn RGB and its mask grey. */
  pixFmt?: "yuv420p" | "yuva420p" | "rgb24" | "gray";
  /** How many frames the file holds, one after another: one unless said (a battle's backdrops, one a scene). */
  frames?: number;
}

const rawInput = (frame: RawFrame) => ["-f", "rawvideo", "-pix_fmt", frame.pixFmt ?? "yuv420p", "-s", `${frame.width}x${frame.height}`, "-i", frame.path];

/**
 * The stage run: the still (and, for a card, the drawn backdrop and the corners' mask, inputs 1
 * and 2) through the stage graph, each of its outputs written as one raw frame.
 */
export function buildStageArgs(options: {
  imagePath: string;
  graph: string;
  stagePath: string;
  panelPath?: string;
  /** How many backdrops the panel holds (one a scene; one unless said). */
  panelFrames?: number;
  inputs?: RawFrame[];
  cornersPath?: string;
}): string[] {
  const raw = (label: string, path: string, pixFmt = "yuv420p", frames = 1) => [
    ...["-map", `[${label}]`, "-frames:v", String(frames), "-f", "rawvideo", "-pix_fmt", pixFmt, path],
  ];
  return [
    ...["-loglevel", "error", "-i", options.imagePath, ...(options.inputs ?? []).flatMap(rawInput), "-filter_complex", options.graph],
    ...raw("stage", options.stagePath),
    ...(options.panelPath ? raw("panel", options.panelPath, "yuv420p", options.panelFrames) : []),
    ...(options.cornersPath ? raw("corners", options.cornersPath, "yuva420p") : []),
  ];
}

/**
 * The ffmpeg command line of one render's picture: the stage (and panel, and a card's corners) through the video graph,
 * the shared encoding, no sound (the soundtrack is made beside it and joined by {@link buildMuxArgs}).
 */
export function buildRenderArgs(options: {
  stage: RawFrame;
  panel?: RawFrame;
  corners?: RawFrame;
  graph: string;
  totalMs: number;
  outPath: string;
  encoderThreads?: number;
}): string[] {
  return [
    ...[
      "-loglevel",
      "error",
      ...rawInput(options.stage),
      ...(options.panel ? rawInput(options.panel) : []),
      ...(options.corners ? rawInput(options.corners) : []),
    ],
    ...["-filter_complex", options.graph, "-map", "[vout]", "-an"],
    ...buildVideoEncodeArgs({ threads: options.encoderThreads }),
    ...["-video_track_timescale", String(VIDEO_TIME_SCALE)],
    ...["-t", (options.totalMs / 1000).toFixed(3), "-f", "mp4", options.outPath],
  ];
}

/** The finished soundtrack (PCM) encoded as every clip's audio, in its own file, while the picture renders. */
export function buildSoundtrackArgs(options: { mixPath: string; outPath: string }): string[] {
  return ["-loglevel", "error", "-i", options.mixPath, "-map", "0:a", ...AUDIO_ENCODE_ARGS, "-f", "mp4", options.outPath];
}

/** The picture and the soundtrack joined by stream copy, the index first: the clip as it ships. */
export function buildMuxArgs(options: { videoPath: string; soundPath: string; outPath: string }): string[] {
  return [
    ...["-loglevel", "error", "-i", options.videoPath, "-i", options.soundPath],
    ...["-map", "0:v", "-map", "1:a", "-c", "copy", ...MP4_ARGS, "-f", "mp4", options.outPath],
  ];
}
