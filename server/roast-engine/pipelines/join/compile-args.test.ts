import { describe, expect, it } from "vitest";
import { buildConcatArgs, buildConcatList, buildFitClipArgs, buildTitleCardArgs } from "./compile-args";

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

  it("re-encodes a clip into the compilation's frame with the clips' settings: a 720p clip fills 1080p, another shape is letterboxed", () => {
    const args = (clip: { width: number; height: number; hasAudio?: boolean }, fps = 24) =>
      buildFitClipArgs({
        inPath: "/w/in.mp4",
        outPath: "/w/fit.mp4",
        clip: { hasAudio: true, durationMs: 6833, ...clip },
        size: { width: 1920, height: 1080 },
        fps,
      }).join(" ");
    const scaled = args({ width: 1280, height: 720 });
    expect(scaled).toContain("[0:v]scale=1920:1080,pad=1920:1080:0:0:color=0x141018,setsar=1,fps=24,format=yuv420p[vout]");
    expect(scaled).toContain(
      "-c:v libx264 -preset ultrafast -x264-params cabac=1:8x8dct=1:deblock=1:sync-lookahead=0 -crf 23 -profile:v high -pix_fmt yuv420p -threads 2 -r 24 -g 48",
    );
    expect(scaled).toContain("-map [vout] -map 0:a:0");
    expect(scaled).toContain("-c:a aac -aac_coder fast -b:a 128k -ar 44100 -ac 2");
    expect(scaled).toContain("-video_track_timescale 15360");
    expect(scaled).toContain("-t 6.833 -f mp4 /w/fit.mp4");
    expect(scaled).not.toContain("anullsrc");
    // A portrait clip in a landscape compilation: whole, centred, bars left and right.
    expect(args({ width: 720, height: 1280 })).toContain("scale=608:1080,pad=1920:1080:656:0:");
    const silent = args({ width: 1920, height: 1080, hasAudio: false }, 30);
    expect(silent).toContain("anullsrc=r=44100:cl=stereo");
    expect(silent).toContain("-map [vout] -map 1:a");
    expect(silent).toContain("fps=30,");
    expect(silent).toContain("-r 30 -g 60");
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
