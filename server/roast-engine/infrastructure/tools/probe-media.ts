import { EngineError } from "../../engine-error";
import type { MediaTools } from "./media-tools";

/** What a finished clip is made of: enough to check it and to encode a matching title card. */
export interface MediaInfo {
  durationMs: number;
  video?: { width: number; height: number; fps: number; pixFmt: string; profile: string; timeBase: string };
  audio?: { sampleRate: number; channels: number; codec: string };
}

interface ProbeStream {
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
  avg_frame_rate?: string;
  r_frame_rate?: string;
  pix_fmt?: string;
  profile?: string;
  time_base?: string;
  sample_rate?: string;
  channels?: number;
}

const parseRate = (rate = "0/1"): number => {
  const [num, den] = rate.split("/").map(Number);
  return den ? num / den : num;
};

/** Reads ffprobe's JSON (`-show_format -show_streams`). */
export function parseProbeJson(json: string): MediaInfo {
  const data = JSON.parse(json) as { format?: { duration?: string }; streams?: ProbeStream[] };
  const streams = data.streams ?? [];
  const video = streams.find((s) => s.codec_type === "video");
  const audio = streams.find((s) => s.codec_type === "audio");
  const info: MediaInfo = { durationMs: Math.round(Number(data.format?.duration ?? 0) * 1000) };
  if (video) {
    info.video = {
      width: video.width ?? 0,
      height: video.height ?? 0,
      fps: Math.round(parseRate(video.r_frame_rate ?? video.avg_frame_rate) * 1000) / 1000,
      pixFmt: video.pix_fmt ?? "",
      profile: video.profile ?? "",
      timeBase: video.time_base ?? "",
    };
  }
  if (audio) {
    info.audio = { sampleRate: Number(audio.sample_rate ?? 0), channels: audio.channels ?? 0, codec: audio.codec_name ?? "" };
  }
  return info;
}

export async function probeMedia(tools: MediaTools, path: string, signal?: AbortSignal): Promise<MediaInfo> {
  const { stdout } = await tools.runFfprobe(["-print_format", "json", "-show_format", "-show_streams", path], signal);
  try {
    return parseProbeJson(stdout);
  } catch (error) {
    throw new EngineError("INTERNAL", `Could not read the media description of ${path}.`, { cause: error });
  }
}
