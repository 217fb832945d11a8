import { describe, expect, it } from "vitest";
import { buildMuxArgs, buildRenderArgs, buildSoundtrackArgs, buildStageArgs } from "./build-render-args";
import { AUDIO_ENCODE_ARGS, buildEncodeArgs, buildVideoEncodeArgs } from "./encode-settings";

const stage = { path: "/w/s.yuv", width: 1620, height: 2880 };

describe("buildStageArgs", () => {
  it("writes the stage graph's outputs as one raw yuv420p frame each", () => {
    const portrait = buildStageArgs({ imagePath: "/w/i.jpg", graph: "S", stagePath: "/w/s.yuv" });
    expect(portrait.join(" ")).toBe("-loglevel error -i /w/i.jpg -filter_complex S -map [stage] -frames:v 1 -f rawvideo -pix_fmt yuv420p /w/s.yuv");
    const landscape = buildStageArgs({ imagePath: "/w/i.jpg", graph: "S", stagePath: "/w/s.yuv", panelPath: "/w/p.yuv" });
    expect(landscape.join(" ")).toContain("/w/s.yuv -map [panel] -frames:v 1 -f rawvideo -pix_fmt yuv420p /w/p.yuv");
  });
});

describe("buildRenderArgs", () => {
  const args = buildRenderArgs({ stage, graph: "G", totalMs: 6800, outPath: "/w/o.part" });

  it("reads the raw stage (and the panel, in landscape) and maps the graph's video, no sound", () => {
    expect(args.slice(2, 10)).toEqual(["-f", "rawvideo", "-pix_fmt", "yuv420p", "-s", "1620x2880", "-i", "/w/s.yuv"]);
    expect(args.filter((a) => a === "-i")).toHaveLength(1);
    const landscape = buildRenderArgs({ stage, panel: { path: "/w/p.yuv", width: 1920, height: 1080 }, graph: "G", totalMs: 6800, outPath: "/w/o.part" });
    expect(landscape.join(" ")).toContain("-i /w/s.yuv -f rawvideo -pix_fmt yuv420p -s 1920x1080 -i /w/p.yuv -filter_complex G");
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

  it("encodes on the x264 threads it is given", () => {
    const background = buildRenderArgs({ stage, graph: "G", totalMs: 6800, outPath: "/w/o.part", encoderThreads: 3 });
    expect(background.join(" ")).toContain("-threads 3");
  });
});

describe("buildSoundtrackArgs and buildMuxArgs", () => {
  it("encode the finished mix as every clip's AAC stereo", () => {
    const args = buildSoundtrackArgs({ mixPath: "/w/m.wav", outPath: "/w/s.m4a" });
    expect(args.join(" ")).toContain("-i /w/m.wav -map 0:a -c:a aac -aac_coder fast -b:a 128k -ar 44100 -ac 2");
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
