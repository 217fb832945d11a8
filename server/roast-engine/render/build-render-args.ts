import { buildEncodeArgs } from "./encode-settings";

/** The ffmpeg command line of one render: the still and the finished mix, the video graph, the shared encoding. */
export function buildRenderArgs(options: {
  imagePath: string;
  mixPath: string;
  graph: string;
  totalMs: number;
  outPath: string;
  encoderThreads?: number;
}): string[] {
  return [
    ...["-loglevel", "error", "-i", options.imagePath, "-i", options.mixPath],
    ...["-filter_complex", options.graph, "-map", "[vout]", "-map", "1:a"],
    ...buildEncodeArgs({ threads: options.encoderThreads }),
    ...["-t", (options.totalMs / 1000).toFixed(3), "-f", "mp4", options.outPath],
  ];
}
