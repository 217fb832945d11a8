import { describe, expect, it } from "vitest";
import { buildMuxArgs, buildRenderArgs, buildSoundtrackArgs } from "./build-render-args";
import { AUDIO_ENCODE_ARGS, buildEncodeArgs, buildVideoEncodeArgs } from "./encode-settings";

describe("buildRenderArgs", () => {
  const args = buildRenderArgs({ imagePath: "/w/i.jpg", graph: "G", totalMs: 6800, outPath: "/w/o.part" });

  it("takes the still alone and maps the graph's video, no sound", () => {
    expect(args.slice(2, 4)).toEqual(["-i", "/w/i.jpg"]);
    expect(args.filter((a) => a === "-i")).toHaveLength(1);
    expect(args.join(" ")).toContain("-filter_complex G -map [vout] -an");
    expect(args.join(" ")).not.toContain("-c:a");
    expect(args.slice(-5)).toEqual(["-t", "6.800", "-f", "mp4", "/w/o.part"]);
  });

  it("encodes H.264 High yuv420p at 24 fps with the clips' time scale", () => {
    expect(args.join(" ")).toContain(buildVideoEncodeArgs().join(" "));
    expect(buildVideoEncodeArgs().join(" ")).toContain(
      "-c:v libx264 -preset ultrafast -x264-params cabac=1:8x8dct=1:deblock=1:sync-lookahead=0 -crf 23 -profile:v high -pix_fmt yuv420p -threads 2 -r 24",
    );
    expect(args.join(" ")).toContain("-video_track_timescale 15360");
  });

  it("gives a background render its own encoder threads", () => {
    const background = buildRenderArgs({ imagePath: "/w/i.jpg", graph: "G", totalMs: 6800, outPath: "/w/o.part", encoderThreads: 3 });
    expect(background.join(" ")).toContain("-threads 3");
  });
});

describe("buildSoundtrackArgs and buildMuxArgs", () => {
  it("encode the finished mix as every clip's AAC stereo", () => {
    const args = buildSoundtrackArgs({ mixPath: "/w/m.wav", outPath: "/w/s.m4a" });
    expect(args.join(" ")).toContain("-i /w/m.wav -map 0:a -c:a aac -b:a 128k -ar 44100 -ac 2");
    expect(args.slice(-3)).toEqual(["-f", "mp4", "/w/s.m4a"]);
  });

  it("join picture and sound by stream copy, index first, as a whole encode would write them", () => {
    const args = buildMuxArgs({ videoPath: "/w/v.mp4", soundPath: "/w/s.m4a", outPath: "/w/o.part" });
    expect(args.join(" ")).toContain("-i /w/v.mp4 -i /w/s.m4a -map 0:v -map 1:a -c copy -movflags +faststart -video_track_timescale 15360");
    expect(args.slice(-3)).toEqual(["-f", "mp4", "/w/o.part"]);
    // The whole encode (compilations, title cards) is the same three parts.
    expect(buildEncodeArgs().join(" ")).toContain(`${buildVideoEncodeArgs().join(" ")} ${AUDIO_ENCODE_ARGS.join(" ")} -movflags +faststart`);
  });
});
