import type { MediaTools } from "../server/roast-engine/infrastructure/tools/media-tools";
import type { DirectedShot } from "../server/roast-engine/stages/plan/shot-types";
import type { Orientation } from "../server/roast-engine/types";

/**
 * Six moments of a roast worth looking at: the opening, the middle of the first two directed
 * shots (a quoted line is whole in frame for its whole shot, stages/plan/frame-line.ts; one
 * directed shot gives its settled start and its middle), the punch's start and end, the end card.
 */
export function frameTimes(shots: DirectedShot[], totalMs: number): number[] {
  const middle = (s: DirectedShot) => (s.startMs + s.endMs) / 2;
  const directed = shots.slice(1).filter((s) => s.kind !== "punch");
  const moments = directed.map(middle);
  const first = directed[0] ?? shots[0];
  const inner = moments.length >= 2 ? moments.slice(0, 2) : [Math.min(first.startMs + 600, middle(first) - 200), middle(first)];
  const punch = shots.find((s) => s.kind === "punch") ?? shots[shots.length - 1];
  const times = [300, ...inner, punch.startMs + 200, punch.endMs - 120, totalMs - 300];
  return times.map(Math.round).sort((a, b) => a - b);
}

/**
 * The video's frames at `times` (ms), tiled in reading order into one PNG at `sheet`: portrait in
 * one row; landscape in rows of three, so that a viewer fitting the sheet to a screen's width still
 * shows each 16:9 frame large enough to judge its text (in one row of six, a judge's viewer showed
 * them 147 px high, bench/judging/README.md).
 */
export async function tileFrames(tools: MediaTools, video: string, orientation: Orientation, times: number[], sheet: string): Promise<void> {
  const select = times.map((t) => `lt(prev_pts*TB\\,${(t / 1000).toFixed(3)})*gte(pts*TB\\,${(t / 1000).toFixed(3)})`).join("+");
  const height = orientation === "portrait" ? 640 : 360;
  const columns = orientation === "portrait" ? times.length : Math.min(3, times.length);
  const rows = Math.ceil(times.length / columns);
  await tools.runFfmpeg(["-i", video, "-vf", `select='${select}',scale=-2:${height},tile=${columns}x${rows}`, "-frames:v", "1", "-vsync", "0", sheet]);
}

/** A video's length in milliseconds, as ffprobe reads its container. */
export async function videoMs(tools: MediaTools, video: string): Promise<number> {
  const info = JSON.parse((await tools.runFfprobe(["-show_entries", "format=duration", "-of", "json", video])).stdout);
  return Math.round(Number(info.format.duration) * 1000);
}
