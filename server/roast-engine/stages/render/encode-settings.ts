import { FPS } from "../plan/plan-timeline";

/**
 * One set of encoding parameters for every clip and title card we make, so finished clips and
 * cards can be joined by stream copy: same codec settings, frame rate, time base and audio layout.
 */
export const VIDEO_TIME_SCALE = 15360;
export const AUDIO_RATE = 44100;

/**
 * x264's ultrafast preset with CABAC, the 8x8 transform and the deblocking filter back on (so:
 * High profile). A blurred still with a drifting card and captions needs none of the slower
 * presets' motion search; ultrafast holds ~120 MB less memory at 1080x1920 and a third less CPU
 * than veryfast. The three re-enabled tools cost little here and keep gradients clean and the
 * bitrate ~15 % lower. Two x264 threads unless told otherwise (ffmpeg's automatic count is three
 * on two cores, one more frame in flight) and no frames held for the lookahead's sync (ultrafast
 * has no lookahead to feed): a 1080x1920 render holds ~20 MB less for ~0.1 s more alone, and two
 * renders at once, as every roast runs them, share the same two cores either way. Sliced threads
 * held less still but cost a third more time (docs/benchmarks.md).
 */
export function buildEncodeArgs(options: { threads?: number; fps?: number } = {}): string[] {
  return [...buildVideoEncodeArgs(options), ...AUDIO_ENCODE_ARGS, ...MP4_ARGS];
}

/** The video half of {@link buildEncodeArgs}: a render encodes its picture while its sound is made beside it. */
export function buildVideoEncodeArgs(options: { threads?: number; fps?: number } = {}): string[] {
  const fps = options.fps ?? FPS;
  return [
    ...[
      "-c:v",
      "libx264",
      "-preset",
      "ultrafast",
      "-x264-params",
      "cabac=1:8x8dct=1:deblock=1:sync-lookahead=0",
      "-crf",
      "23",
      "-profile:v",
      "high",
      "-pix_fmt",
      "yuv420p",
    ],
    ...["-threads", String(options.threads ?? 2)],
    ...["-r", String(fps), "-g", String(fps * 2)],
  ];
}

/**
 * The audio half: AAC stereo, as every clip and card carries it. ffmpeg's fast coder: the
 * soundtrack is encoded while the picture renders, on the same two cores, and the default coder
 * took 0.34 CPU-s for 10 s of voice where the fast one takes 0.13; at 128 kb/s its error is no
 * larger (signal-to-noise 46 dB against 34 dB on a battle's voice, docs/benchmarks.md).
 */
export const AUDIO_ENCODE_ARGS = ["-c:a", "aac", "-aac_coder", "fast", "-b:a", "128k", "-ar", String(AUDIO_RATE), "-ac", "2"];

/** The container: the index first (a browser starts playing at once), one time scale for every clip. */
export const MP4_ARGS = ["-movflags", "+faststart", "-video_track_timescale", String(VIDEO_TIME_SCALE)];

/**
 * Escapes a value (a file path) for use as a filter option inside a filter graph: once for the
 * option parser (\ ' :) and once more for the graph parser (\ ' [ ] , ;).
 */
export function escapeFilterValue(value: string): string {
  return value.replace(/[\\':]/g, "\\$&").replace(/[\\'[\],;]/g, "\\$&");
}
