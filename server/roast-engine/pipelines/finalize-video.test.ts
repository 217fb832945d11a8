import { describe, expect, it } from "vitest";
import { buildPosterArgs, requireClipDuration } from "./finalize-video";

describe("requireClipDuration", () => {
  it("accepts 6–8 s and refuses anything else", () => {
    expect(requireClipDuration(6000)).toBe(6000);
    expect(requireClipDuration(7100)).toBe(7100);
    expect(requireClipDuration(8000)).toBe(8000);
    expect(() => requireClipDuration(5999)).toThrow(/6000–8000/);
    expect(() => requireClipDuration(8001)).toThrow(/must run/);
    expect(() => requireClipDuration(Number.NaN)).toThrow();
  });
});

describe("buildPosterArgs", () => {
  it("seeks to the frame before decoding and writes one JPEG", () => {
    expect(buildPosterArgs("/w/v.mp4", 5230, "/w/p.jpg")).toEqual([
      "-loglevel",
      "error",
      "-ss",
      "5.230",
      "-i",
      "/w/v.mp4",
      "-frames:v",
      "1",
      "-q:v",
      "3",
      "-f",
      "image2",
      "/w/p.jpg",
    ]);
  });
});
