import { describe, expect, it } from "vitest";
import { parseProbeJson } from "./probe-media";

describe("parseProbeJson", () => {
  it("reads duration, video and audio facts", () => {
    const json = JSON.stringify({
      format: { duration: "6.800000" },
      streams: [
        { codec_type: "video", width: 1080, height: 1920, r_frame_rate: "30/1", pix_fmt: "yuv420p", profile: "High", time_base: "1/15360" },
        { codec_type: "audio", codec_name: "aac", sample_rate: "44100", channels: 2 },
      ],
    });
    expect(parseProbeJson(json)).toEqual({
      durationMs: 6800,
      video: { width: 1080, height: 1920, fps: 30, pixFmt: "yuv420p", profile: "High", timeBase: "1/15360" },
      audio: { sampleRate: 44100, channels: 2, codec: "aac" },
    });
  });

  it("leaves out missing streams", () => {
    expect(parseProbeJson(JSON.stringify({ format: { duration: "1.5" }, streams: [] }))).toEqual({ durationMs: 1500 });
  });
});
