import { describe, expect, it } from "vitest";
import { buildRenderArgs } from "./build-render-args";
import { buildEncodeArgs } from "./encode-settings";

describe("buildRenderArgs", () => {
  const args = buildRenderArgs({ imagePath: "/w/i.jpg", mixPath: "/w/m.wav", graph: "G", totalMs: 6800, outPath: "/w/o.part" });

  it("takes the still and the finished mix, maps the graph's video and the mix's audio", () => {
    expect(args.slice(2, 6)).toEqual(["-i", "/w/i.jpg", "-i", "/w/m.wav"]);
    expect(args.join(" ")).toContain("-filter_complex G -map [vout] -map 1:a");
    expect(args.slice(-5)).toEqual(["-t", "6.800", "-f", "mp4", "/w/o.part"]);
  });

  it("encodes H.264 High yuv420p at 24 fps with AAC stereo and faststart", () => {
    const encode = buildEncodeArgs();
    expect(args.join(" ")).toContain(encode.join(" "));
    expect(encode.join(" ")).toContain(
      "-c:v libx264 -preset ultrafast -x264-params cabac=1:8x8dct=1:deblock=1:sync-lookahead=0 -crf 23 -profile:v high -pix_fmt yuv420p -threads 2 -r 24",
    );
    expect(encode.join(" ")).toContain("-c:a aac -b:a 128k -ar 44100 -ac 2 -movflags +faststart -video_track_timescale 15360");
  });
});
