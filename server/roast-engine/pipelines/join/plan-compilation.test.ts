import { describe, expect, it } from "vitest";
import type { MediaInfo } from "../../infrastructure/tools/probe-media";
import { fitInto, hasOurEncoding, planCompilation } from "./plan-compilation";

const clip = (overrides: Partial<NonNullable<MediaInfo["video"]>> = {}, audio: Partial<NonNullable<MediaInfo["audio"]>> = {}): MediaInfo => ({
  durationMs: 6800,
  video: { width: 1080, height: 1920, fps: 24, pixFmt: "yuv420p", profile: "High", timeBase: "1/15360", ...overrides },
  audio: { sampleRate: 44100, channels: 2, codec: "aac", ...audio },
});
const free = (overrides: Partial<NonNullable<MediaInfo["video"]>> = {}) => clip({ width: 720, height: 1280, ...overrides });

describe("planCompilation", () => {
  it("copies every clip when all match, at their size and rate", () => {
    expect(planCompilation([clip(), clip(), clip()], "portrait")).toEqual({ size: { width: 1080, height: 1920 }, fps: 24, reencode: [false, false, false] });
  });

  it("fits a free 720p clip to a paid 1080p one, in either order, and copies the 1080p one", () => {
    expect(planCompilation([free(), clip()], "portrait")).toEqual({ size: { width: 1080, height: 1920 }, fps: 24, reencode: [true, false] });
    expect(planCompilation([clip(), free(), free()], "portrait")).toEqual({ size: { width: 1080, height: 1920 }, fps: 24, reencode: [false, true, true] });
    const landscape = (width: number, height: number) => clip({ width, height });
    expect(planCompilation([landscape(1280, 720), landscape(1920, 1080)], "landscape")).toEqual({
      size: { width: 1920, height: 1080 },
      fps: 24,
      reencode: [true, false],
    });
  });

  it("keeps clips made at 30 fps (before ADR 0015) as they are when they are most, and re-encodes the odd rate out", () => {
    expect(planCompilation([clip({ fps: 30 }), clip({ fps: 30 })], "portrait")).toMatchObject({ fps: 30, reencode: [false, false] });
    expect(planCompilation([clip({ fps: 30 }), clip(), clip({ fps: 30 })], "portrait")).toMatchObject({ fps: 30, reencode: [false, true, false] });
    // A tie: the earlier clip's rate.
    expect(planCompilation([clip(), clip({ fps: 30 })], "portrait")).toMatchObject({ fps: 24, reencode: [false, true] });
  });

  it("re-encodes what stream copy cannot join, and takes today's rate when no clip can be copied", () => {
    expect(planCompilation([clip({ fps: 25 }), clip({ fps: 25 })], "portrait")).toMatchObject({ fps: 24, reencode: [true, true] });
    expect(planCompilation([clip(), clip({}, { sampleRate: 48000 })], "portrait").reencode).toEqual([false, true]);
    expect(planCompilation([clip(), clip({ profile: "Main" })], "portrait").reencode).toEqual([false, true]);
    const silent: MediaInfo = { durationMs: 6800, video: clip().video };
    expect(planCompilation([clip(), silent], "portrait").reencode).toEqual([false, true]);
  });

  it("takes the largest clip of the asked orientation, and letterboxes the other shapes", () => {
    const plan = planCompilation([free(), clip({ width: 1920, height: 1080 }), clip({ width: 1080, height: 1080 })], "portrait");
    expect(plan).toEqual({ size: { width: 720, height: 1280 }, fps: 24, reencode: [false, true, true] });
    expect(planCompilation([free(), clip({ width: 1079, height: 1921 })], "portrait")).toMatchObject({
      size: { width: 1078, height: 1920 },
      reencode: [true, true],
    });
  });

  it("refuses only what no format can hold: fewer than two clips, a clip without a picture, no clip of the orientation", () => {
    expect(() => planCompilation([clip()], "portrait")).toThrow(/at least two/);
    expect(() => planCompilation([clip(), { durationMs: 6800, audio: clip().audio }], "portrait")).toThrow(/Clip 2 has no video/);
    expect(() => planCompilation([clip(), clip()], "landscape")).toThrow(/not landscape/);
    expect(() => planCompilation([clip()], "portrait")).toThrow(expect.objectContaining({ name: "EngineError", code: "BAD_INPUT" }));
  });
});

describe("hasOurEncoding", () => {
  it("accepts our renders' encoding at any size, at either of our rates", () => {
    expect(hasOurEncoding(clip())).toBe(true);
    expect(hasOurEncoding(free({ fps: 30 }))).toBe(true);
    expect(hasOurEncoding(clip({ fps: 25 }))).toBe(false);
    expect(hasOurEncoding(clip({ pixFmt: "yuv444p" }))).toBe(false);
    expect(hasOurEncoding(clip({ timeBase: "1/12288" }))).toBe(false);
    expect(hasOurEncoding(clip({}, { channels: 1 }))).toBe(false);
  });
});

describe("fitInto", () => {
  it("fills the frame with a clip of its shape, and centres another shape between even bars", () => {
    expect(fitInto({ width: 1280, height: 720 }, { width: 1920, height: 1080 })).toEqual({ width: 1920, height: 1080, x: 0, y: 0 });
    expect(fitInto({ width: 720, height: 1280 }, { width: 1080, height: 1920 })).toEqual({ width: 1080, height: 1920, x: 0, y: 0 });
    expect(fitInto({ width: 1920, height: 1080 }, { width: 1080, height: 1920 })).toEqual({ width: 1080, height: 608, x: 0, y: 656 });
    expect(fitInto({ width: 1080, height: 1080 }, { width: 1920, height: 1080 })).toEqual({ width: 1080, height: 1080, x: 420, y: 0 });
    expect(fitInto({ width: 2560, height: 1440 }, { width: 1280, height: 720 })).toEqual({ width: 1280, height: 720, x: 0, y: 0 });
  });
});
