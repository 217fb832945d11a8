import { describe, expect, it } from "vitest";
import { getOutputSize } from "../plan/output-size";
import { getTierOptions } from "./tier-options";

describe("getTierOptions", () => {
  it("maps each tier to its options", () => {
    expect(getTierOptions("free")).toEqual({ watermark: true, music: false, upscale: false });
    expect(getTierOptions("starter")).toEqual({ watermark: false, music: false, upscale: false });
    expect(getTierOptions("essentials")).toEqual({ watermark: false, music: true, upscale: true });
    expect(getTierOptions("creator")).toEqual({ watermark: false, music: true, upscale: true });
  });

  it("adds the watermark when asked, and never removes it from the free tier", () => {
    expect(getTierOptions("creator", { watermark: true }).watermark).toBe(true);
    expect(getTierOptions("free", { watermark: false }).watermark).toBe(true);
  });
});

describe("getOutputSize", () => {
  it("is 720p without upscale and 1080p with it, in both shapes", () => {
    expect(getOutputSize("landscape", { upscale: false })).toEqual({ width: 1280, height: 720 });
    expect(getOutputSize("portrait", { upscale: false })).toEqual({ width: 720, height: 1280 });
    expect(getOutputSize("landscape", { upscale: true })).toEqual({ width: 1920, height: 1080 });
    expect(getOutputSize("portrait", { upscale: true })).toEqual({ width: 1080, height: 1920 });
  });
});
