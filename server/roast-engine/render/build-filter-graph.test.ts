import { describe, expect, it } from "vitest";
import { type GraphPlan, buildFilterGraph } from "./build-filter-graph";
import { composeLayout } from "./compose-layout";
import { planTimeline } from "./plan-timeline";

const words = Array.from({ length: 16 }, (_, i) => ({ text: `w${i}`, startMs: i * 320, endMs: i * 320 + 300 }));
const timeline = planTimeline({ durationMs: 5200, words });
const plan = (overrides: Partial<GraphPlan> = {}): GraphPlan => ({
  layout: composeLayout("portrait", 1080, 1920, { width: 1080, height: 1350 }),
  timeline,
  upscale: true,
  fontsDir: "/fonts",
  files: { captions: "/w/c.ass", endCard: "/w/e.ass" },
  ...overrides,
});
const chains = (graph: string) => graph.split(";");

describe("buildFilterGraph", () => {
  const graph = buildFilterGraph(plan());

  it("decodes the still once and builds the blurred fill and the card once, before looping", () => {
    expect(graph.match(/\[0:v\]/g)).toHaveLength(1);
    const fill = chains(graph).find((c) => c.startsWith("[fillsrc]"))!;
    expect(fill.indexOf("boxblur")).toBeLessThan(fill.indexOf("loop=loop=-1:size=1"));
    expect(fill).toContain(`trim=end_frame=${timeline.mainFrames}`);
    const photo = chains(graph).find((c) => c.startsWith("[photosrc]"))!;
    expect(photo.indexOf("scale=")).toBeLessThan(photo.indexOf("loop=loop=-1:size=1"));
  });

  it("moves the card and the fill with time, and draws captions after the overlay", () => {
    const main = chains(graph).find((c) => c.startsWith("[fill][photo]"))!;
    expect(main).toMatch(/overlay=x='\d+\+0\*t\/[\d.]+':y='\d+\+-\d+\*t\/[\d.]+'/);
    expect(main).toContain("ass=filename=/w/c.ass:fontsdir=/fonts");
    expect(graph).toMatch(/crop=1080:1920:x='\(iw-ow\)\/2\+0\*\(t\/[\d.]+-0\.5\)':y='\(ih-oh\)\/2\+\d+\*/);
  });

  it("appends the end card for its frames and outputs 30 fps yuv420p", () => {
    expect(graph).toContain("color=c=0x141018:s=1080x1920:r=30");
    expect(graph).toContain(`trim=end_frame=${timeline.endCardFrames},fade=t=in`);
    expect(graph).toContain("[main][end]concat=n=2:v=1:a=0,format=yuv420p[vout]");
  });

  it("upscales with lanczos and sharpening only on the upscale tier", () => {
    expect(graph).toContain("flags=lanczos,unsharp=");
    const base = buildFilterGraph(plan({ upscale: false }));
    expect(base).toContain("flags=bicubic,pad=");
    expect(base).not.toContain("unsharp");
  });

  it("burns the watermark into the fill only when asked", () => {
    expect(graph).not.toContain("watermark");
    const marked = buildFilterGraph(plan({ files: { captions: "/w/c.ass", endCard: "/w/e.ass", watermark: "/w/watermark.ass" } }));
    const fill = chains(marked).find((c) => c.startsWith("[fillsrc]"))!;
    expect(fill.indexOf("watermark.ass")).toBeLessThan(fill.indexOf("loop="));
  });

  it("has no audio: the soundtrack is mixed beforehand", () => {
    expect(graph).not.toMatch(/\[\d:a\]|loudnorm|amix/);
  });

  it("escapes paths for the filter graph", () => {
    const odd = buildFilterGraph(plan({ fontsDir: "/a:b/it's,[x]" }));
    expect(odd).toContain("fontsdir=/a\\\\:b/it\\\\\\'s\\,\\[x\\]");
  });
});
