import { EngineError } from "../../engine-error";
import { FPS } from "../../stages/plan/plan-timeline";
import { AUDIO_RATE, VIDEO_TIME_SCALE } from "../../stages/render/encode-settings";
import type { MediaInfo } from "../../infrastructure/tools/probe-media";
import type { Orientation } from "../../types";

/** Frame rates our renders have had: the current one, and 30 before ADR 0015. */
export const JOINABLE_FRAME_RATES: readonly number[] = [FPS, 30];

export interface Size {
  width: number;
  height: number;
}

export interface CompilationPlan {
  /** The compilation's frame: the largest clip of the asked orientation (a paid 1080p one beside a free 720p one). */
  size: Size;
  /** The frame rate of the clips copied as they are (the current one when none can be). */
  fps: number;
  /** Per clip, in order: re-encoded to the plan's size and rate (true), or copied byte for byte. */
  reencode: boolean[];
}

type Video = NonNullable<MediaInfo["video"]>;

const area = (v: Size) => v.width * v.height;
const evenDown = (n: number) => 2 * Math.floor(n / 2);
const even = (n: number) => Math.max(2, evenDown(n));
const hasShape = (v: Video, orientation: Orientation) => (orientation === "portrait" ? v.height > v.width : v.width > v.height);

/**
 * Whether a clip is encoded as our renders (and so the title card) are, apart from its size:
 * frame rate, pixel format, profile, time base and audio layout. Only such a clip, at the plan's
 * size and rate, can be joined by stream copy.
 */
export function hasOurEncoding(info: MediaInfo): boolean {
  const v = info.video;
  const a = info.audio;
  return Boolean(
    v &&
      a &&
      JOINABLE_FRAME_RATES.includes(v.fps) &&
      v.pixFmt === "yuv420p" &&
      v.profile === "High" &&
      v.timeBase === `1/${VIDEO_TIME_SCALE}` &&
      a.codec === "aac" &&
      a.sampleRate === AUDIO_RATE &&
      a.channels === 2,
  );
}

/**
 * Decides the compilation's one format and which clips must be re-encoded to it. Clips of one
 * account differ by tier (720p free and starter, 1080p with upscaling) and by age (30 fps before
 * ADR 0015): the largest size wins, so no clip loses detail, and the rate most clips of that
 * size already have wins, so most are copied. Only what no format can hold is refused: fewer
 * than two clips, a clip without a picture, or no clip of the asked orientation.
 */
export function planCompilation(infos: MediaInfo[], orientation: Orientation): CompilationPlan {
  if (infos.length < 2) throw new EngineError("BAD_INPUT", "A compilation needs at least two clips.");
  const videos = infos.map((info, i) => {
    const v = info.video;
    if (!v || v.width <= 0 || v.height <= 0) throw new EngineError("BAD_INPUT", `Clip ${i + 1} has no video, so it cannot be joined.`);
    return v;
  });
  const shaped = videos.filter((v) => hasShape(v, orientation));
  if (shaped.length === 0) throw new EngineError("BAD_INPUT", `The clips are not ${orientation}.`);
  const largest = shaped.reduce((best, v) => (area(v) > area(best) ? v : best));
  // x264 needs even sides in 4:2:0; our renders always have them.
  const size = { width: even(largest.width), height: even(largest.height) };
  const atSize = (i: number) => videos[i].width === size.width && videos[i].height === size.height && hasOurEncoding(infos[i]);
  const fps = commonestRate(infos.map((_, i) => (atSize(i) ? videos[i].fps : null)));
  return { size, fps, reencode: infos.map((_, i) => !(atSize(i) && videos[i].fps === fps)) };
}

/** The rate most copyable clips share (the earliest on a tie); the current one when none is copyable. */
function commonestRate(rates: Array<number | null>): number {
  const counts = new Map<number, number>();
  for (const rate of rates) if (rate !== null) counts.set(rate, (counts.get(rate) ?? 0) + 1);
  let best: number | null = null;
  for (const [rate, count] of counts) if (best === null || count > (counts.get(best) ?? 0)) best = rate;
  return best ?? FPS;
}

/**
 * Where a clip sits in the compilation's frame: scaled to fit whole (up or down, its shape kept)
 * and centred, the rest left to the bars. Even sizes and offsets, as 4:2:0 needs.
 */
export function fitInto(clip: Size, frame: Size): Size & { x: number; y: number } {
  const scale = Math.min(frame.width / clip.width, frame.height / clip.height);
  const width = Math.min(frame.width, even(Math.round(clip.width * scale)));
  const height = Math.min(frame.height, even(Math.round(clip.height * scale)));
  return { width, height, x: evenDown((frame.width - width) / 2), y: evenDown((frame.height - height) / 2) };
}
