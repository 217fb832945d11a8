import { describe, expect, it } from "vitest";
import type { MediaInfo } from "../tools/probe-media";
import { buildConcatArgs, buildConcatList, buildTitleCardArgs, requireJoinableClips } from "./compile-args";

const clip = (overrides: Partial<NonNullable<MediaInfo["video"]>> = {}, audio: Partial<NonNullable<MediaInfo["audio"]>> = {}): MediaInfo => ({
  durationMs: 6800,
  video: { width: 1080, height: 1920, fps: 24, pixFmt: "yuv420p", profile: "High", timeBase: "1/15360", ...overrides },
  audio: { sampleRate: 44100, channels: 2, codec: "aac", ...audio },
});

describe("requireJoinableClips", () => {
  it("accepts matching clips of the asked orientation and returns their size", () => {
    expect(requireJoinableClips([clip(), clip(), clip()], "portrait")).toEqual({ width: 1080, height: 1920, fps: 24 });
  });

  it("joins clips made at 30 fps (before ADR 0015) with one another, not with 24 fps ones", () => {
    expect(requireJoinableClips([clip({ fps: 30 }), clip({ fps: 30 })], "portrait")).toMatchObject({ fps: 30 });
    expect(() => requireJoinableClips([clip({ fps: 30 }), clip()], "portrait")).toThrow(/Clip 2/);
    expect(() => requireJoinableClips([clip(), clip({ fps: 30 })], "portrait")).toThrow(/Clip 2/);
    expect(() => requireJoinableClips([clip({ fps: 25 }), clip({ fps: 25 })], "portrait")).toThrow(/Clip 1/);
  });

  it("refuses fewer than two clips, the wrong orientation, or any mismatch", () => {
    expect(() => requireJoinableClips([clip()], "portrait")).toThrow(/at least two/);
    expect(() => requireJoinableClips([clip(), clip()], "landscape")).toThrow(/not landscape/);
    expect(() => requireJoinableClips([clip(), clip({ width: 720, height: 1280 })], "portrait")).toThrow(/Clip 2/);
    expect(() => requireJoinableClips([clip(), clip({ fps: 25 })], "portrait")).toThrow(/Clip 2/);
    expect(() => requireJoinableClips([clip(), clip({}, { sampleRate: 48000 })], "portrait")).toThrow(/Clip 2/);
  });
});

describe("title card and concat arguments", () => {
  it("encodes the title card with the clips' settings: size, frame rate, silent stereo 44.1 kHz", () => {
    const args = buildTitleCardArgs({ size: { width: 1080, height: 1920 }, assPath: "/w/t.ass", fontsDir: "/f", outPath: "/w/t.mp4" }).join(" ");
    expect(args).toContain("color=c=0x141018:s=1080x1920:r=24");
    expect(args).toContain("anullsrc=r=44100:cl=stereo");
    expect(args).toContain(
      "-c:v libx264 -preset ultrafast -x264-params cabac=1:8x8dct=1:deblock=1:sync-lookahead=0 -crf 23 -profile:v high -pix_fmt yuv420p -threads 2 -r 24 -g 48",
    );
    expect(args).toContain("-video_track_timescale 15360");
    expect(args).toContain("trim=end_frame=36");
    const older = buildTitleCardArgs({ size: { width: 1080, height: 1920 }, fps: 30, assPath: "/w/t.ass", fontsDir: "/f", outPath: "/w/t.mp4" }).join(" ");
    expect(older).toContain("r=30");
    expect(older).toContain("-r 30 -g 60");
    expect(older).toContain("settb=1/30,setpts=N,trim=end_frame=45");
  });

  it("lists the pieces with their durations for the concat demuxer, quoting paths safely", () => {
    const list = buildConcatList([
      { path: "/a/t.mp4", durationMs: 1500 },
      { path: "/b/it's.mp4", durationMs: 6833 },
    ]);
    expect(list).toBe("file '/a/t.mp4'\nduration 1.500\nfile '/b/it'\\''s.mp4'\nduration 6.833\n");
  });

  it("joins by stream copy", () => {
    const args = buildConcatArgs("/w/l.txt", "/w/o.mp4");
    expect(args.join(" ")).toContain("-f concat -safe 0 -auto_convert 0 -i /w/l.txt -map 0 -c copy");
    expect(args).not.toContain("libx264");
  });
});
