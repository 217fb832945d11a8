import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import { promisify } from "node:util";
import type { MediaTools } from "../../../infrastructure/tools/media-tools";

/** Helpers for tests that check real renders: frames as pixels, loudness, container layout. */

const run = promisify(execFile);

/** One frame as 8-bit grey pixels, row by row. */
export async function grabGrayFrame(tools: MediaTools, video: string, atMs: number): Promise<Buffer> {
  const args = ["-v", "error", "-ss", (atMs / 1000).toFixed(3), "-i", video, "-frames:v", "1", "-f", "rawvideo", "-pix_fmt", "gray", "-"];
  const { stdout } = await run(tools.ffmpegPath, args, { encoding: "buffer", maxBuffer: 64 * 1024 * 1024 });
  return stdout;
}

/** One frame as 8-bit RGB pixels, row by row. */
export async function grabRgbFrame(tools: MediaTools, video: string, atMs: number): Promise<Buffer> {
  const args = ["-v", "error", "-ss", (atMs / 1000).toFixed(3), "-i", video, "-frames:v", "1", "-f", "rawvideo", "-pix_fmt", "rgb24", "-"];
  const { stdout } = await run(tools.ffmpegPath, args, { encoding: "buffer", maxBuffer: 64 * 1024 * 1024 });
  return stdout;
}

/** Share (0–1) of the pixels in a box (RGB frame `width` wide) within `tolerance` of a colour. */
export function shareNearColor(rgb: Buffer, width: number, box: { x: number; y: number; width: number; height: number }, hex: string, tolerance = 60): number {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  let near = 0;
  for (let y = box.y; y < box.y + box.height; y++) {
    for (let x = box.x; x < box.x + box.width; x++) {
      const i = 3 * (y * width + x);
      if (Math.abs(rgb[i] - r) + Math.abs(rgb[i + 1] - g) + Math.abs(rgb[i + 2] - b) < tolerance) near++;
    }
  }
  return near / (box.width * box.height);
}

/**
 * A grey crop (`crop.width` wide, at `crop.left`,`crop.top` of the frame) with a frame box blanked,
 * `pad` pixels wider on every side: an overlay's place left out of a comparison.
 */
export function blankBox(
  gray: Buffer,
  crop: { left: number; top: number; width: number },
  box: { x: number; y: number; w: number; h: number } | undefined,
  pad = 2,
): Buffer {
  if (!box) return gray;
  const rows = gray.length / crop.width;
  for (let y = Math.max(0, box.y - pad - crop.top); y < Math.min(rows, box.y + box.h + pad - crop.top); y++)
    gray.fill(0, y * crop.width + Math.max(0, box.x - pad - crop.left), y * crop.width + Math.max(0, Math.min(crop.width, box.x + box.w + pad - crop.left)));
  return gray;
}

/** Mean absolute difference (grey levels) between two equally sized grey images. */
export function meanDifference(a: Buffer, b: Buffer): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i] - b[i]);
  return sum / a.length;
}

/** Share (0–1) of the pixels inside a box that changed by more than `threshold` grey levels. */
export function shareChanged(a: Buffer, b: Buffer, width: number, box: { x: number; y: number; width: number; height: number }, threshold = 60): number {
  let changed = 0;
  for (let y = box.y; y < box.y + box.height; y++) {
    for (let x = box.x; x < box.x + box.width; x++) if (Math.abs(a[y * width + x] - b[y * width + x]) > threshold) changed++;
  }
  return changed / (box.width * box.height);
}

/** Mean volume in dB (volumedetect) of the audio between two times. */
export async function measureMeanVolume(tools: MediaTools, video: string, fromMs: number, toMs: number): Promise<number> {
  const args = [
    "-hide_banner",
    "-ss",
    String(fromMs / 1000),
    "-t",
    String((toMs - fromMs) / 1000),
    "-i",
    video,
    "-vn",
    "-af",
    "volumedetect",
    "-f",
    "null",
    "-",
  ];
  const { stderr } = await run(tools.ffmpegPath, args);
  const match = /mean_volume: (-?[\d.]+|-inf) dB/.exec(stderr);
  return match && match[1] !== "-inf" ? Number(match[1]) : Number.NEGATIVE_INFINITY;
}

/** Integrated loudness in LUFS (EBU R128). */
export async function measureLoudness(tools: MediaTools, video: string): Promise<number> {
  const { stderr } = await run(tools.ffmpegPath, ["-hide_banner", "-nostats", "-i", video, "-vn", "-af", "ebur128", "-f", "null", "-"]);
  const summary = stderr.slice(stderr.lastIndexOf("Integrated loudness"));
  return Number(/I:\s+(-?[\d.]+) LUFS/.exec(summary)?.[1]);
}

/** faststart: the index (moov) comes before the media data (mdat). */
export async function isFaststart(video: string): Promise<boolean> {
  const bytes = await readFile(video);
  const moov = bytes.indexOf("moov");
  const mdat = bytes.indexOf("mdat");
  return moov >= 0 && mdat >= 0 && moov < mdat;
}

/** Per-packet MD5s of the video stream (copied as-is, not decoded). */
export async function hashVideoPackets(tools: MediaTools, video: string): Promise<string[]> {
  const { stdout } = await run(tools.ffmpegPath, ["-v", "error", "-i", video, "-map", "0:v", "-c", "copy", "-f", "framemd5", "-"], {
    maxBuffer: 16 * 1024 * 1024,
  });
  return stdout
    .split("\n")
    .filter((l) => l && !l.startsWith("#"))
    .map((l) => l.split(",").at(-1)!.trim());
}
