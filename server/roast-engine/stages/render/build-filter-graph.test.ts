import { describe, expect, it } from "vitest";
import { planShots } from "../plan/plan-shots";
import { planStage } from "../plan/camera-expr";
import { type GraphPlan, buildFilterGraph, buildStageGraph } from "./build-filter-graph";
import { besidePanel, composeLayout } from "../plan/compose-layout";
import { planTimeline } from "../plan/plan-timeline";

const image = { width: 946, height: 2048 };
const words = Array.from({ length: 16 }, (_, i) => ({ text: `w${i}`, startMs: i * 320, endMs: i * 320 + 300, emphasis: i === 15 || undefined }));
const timeline = planTimeline({ durationMs: 5200, words });
const quote = { kind: "quote" as const, text: "Visionary", box: { x: 420, y: 560, w: 250, h: 44 }, wordStart: 3, wordEnd: 4, lineHeight: 44 };

/** A battle's landscape still puts its board beside a caption panel (pipelines/battle/battle-layout.ts). */
const battlePanel = besidePanel(1920, 1080, 1100, { pad: 58, fontSize: 86, maxChars: 14 });

function plan(orientation: "portrait" | "landscape" | "panel", overrides: Partial<GraphPlan> = {}): GraphPlan {
  const layout =
    orientation === "portrait"
      ? composeLayout("portrait", 1080, 1920, { ...image, photo: true })
      : orientation === "panel"
        ? battlePanel
        : composeLayout("landscape", 1920, 1080, image);
  const shots = planShots({
    image,
    frame: layout,
    viewport: layout.viewport,
    targets: [quote],
    words,
    voiceOffsetMs: timeline.voiceStartMs,
    endMs: timeline.endCardStartMs,
    anchorY: layout.anchorY,
  });
  return {
    layout,
    timeline,
    shots,
    stage: planStage(shots[0].focus, layout.viewport),
    image,
    upscale: true,
    fontsDir: "/fonts",
    files: { overlay: "/w/o.ass", endCard: "/w/e.ass" },
    ...overrides,
  };
}
const chains = (graph: string) => graph.split(";");

describe("planStage", () => {
  it("pre-scales the opening view to 1.5 times the camera window, in its shape", () => {
    const stage = planStage({ x: -103, y: 0, w: 1152, h: 2048 }, { width: 1080, height: 1920 });
    expect(stage).toMatchObject({ width: 1620, height: 2880 });
    expect(stage.scale).toBeCloseTo(2880 / 2048);
  });
});

describe("buildStageGraph", () => {
  const stage = buildStageGraph(plan("portrait"));

  it("decodes the still once and composes the stage once: the upload over its blurred fill, raw yuv420p", () => {
    expect(stage.match(/\[0:v\]/g)).toHaveLength(1);
    expect(stage.match(/boxblur=/g)).toHaveLength(1);
    expect(stage).toContain("scale=1620:2880:flags=bilinear[stagefill]");
    expect(chains(stage).at(-1)).toBe("[stagefill][stageimg]overlay=x=(W-w)/2:y=(H-h)/2,format=yuv420p[stage]");
    expect(stage).not.toMatch(/zoompan|ass=|panel/);
  });

  it("composes a landscape card's backdrop and corners from the drawn backdrop (input 1) and mask (input 2), no blur of the upload", () => {
    const landscape = buildStageGraph(plan("landscape"));
    const { viewport: v, card } = plan("landscape").layout;
    const r = card!.radius;
    expect(landscape.match(/boxblur=/g)).toHaveLength(1);
    expect(landscape).not.toContain("panelsrc");
    expect(landscape).toContain("[1:v]setsar=1,scale=1920:1080:flags=bicubic,format=yuv420p,split=3[panel][topsrc][bottomsrc]");
    expect(landscape).toContain(`[topsrc]crop=${v.width}:${r}:${v.x}:${v.y}[top]`);
    expect(landscape).toContain(`[bottomsrc]crop=${v.width}:${r}:${v.x}:${v.y + v.height - r}[bottom]`);
    expect(chains(landscape).at(-1)).toBe("[strips][mask]alphamerge,format=yuva420p[corners]");
  });

  it("grounds a battle's caption panel on the drawn backdrop (input 1), no blur of the board, no corners", () => {
    const landscape = buildStageGraph(plan("panel"));
    expect(landscape.match(/boxblur=/g)).toHaveLength(1);
    expect(chains(landscape).at(-1)).toBe("[1:v]setsar=1,scale=1920:1080:flags=bicubic,format=yuv420p[panel]");
    expect(landscape).not.toMatch(/corners|\[2:v\]/);
  });

  it("scales the upload with lanczos and sharpening only on the upscale tier", () => {
    expect(stage).toContain("flags=lanczos,unsharp=");
    const base = buildStageGraph(plan("portrait", { upscale: false }));
    expect(base).toContain("flags=bicubic[stageimg]");
    expect(base).not.toContain("unsharp");
  });
});

describe("buildFilterGraph", () => {
  const graph = buildFilterGraph(plan("portrait"));

  it("moves the camera over the stage the stage run wrote, composing nothing again", () => {
    expect(graph.match(/\[0:v\]/g)).toHaveLength(1);
    expect(graph.match(/zoompan=/g)).toHaveLength(1);
    expect(graph).not.toMatch(/boxblur|unsharp|\[1:v\]/);
    const camera = chains(graph).find((c) => c.includes("zoompan"))!;
    expect(camera.startsWith("[0:v]setsar=1,zoompan=")).toBe(true);
    expect(camera).toContain(`d=${timeline.mainFrames}:s=1080x1920:fps=24`);
    expect(camera).toMatch(/z='1620\/\(if\(lt\(on,/);
  });

  it("draws marks, watermark and captions in one libass pass after the camera", () => {
    const main = chains(graph).find((c) => c.startsWith("[cam]"))!;
    expect(main).toContain("ass=filename=/w/o.ass:fontsdir=/fonts");
    expect(graph.match(/ass=filename=/g)).toHaveLength(2);
  });

  it("lays the landscape camera on the backdrop (input 1) as a card, its corners (input 2) over it, all looped", () => {
    const landscape = buildFilterGraph(plan("landscape"));
    const { viewport: v, card } = plan("landscape").layout;
    const r = card!.radius;
    expect(landscape).toContain(`s=${v.width}x${v.height}:fps=24`);
    expect(landscape).toContain(`[panel][cam]overlay=x=${v.x}:y=${v.y}:shortest=1[carded]`);
    expect(landscape).toContain(`[carded][top]overlay=x=${v.x}:y=${v.y}[topped]`);
    expect(landscape).toContain(`[topped][bottom]overlay=x=${v.x}:y=${v.y + v.height - r}[framed]`);
    expect(landscape).toContain(`[bottomsrc]crop=${v.width}:${r}:0:${r}[bottom]`);
    const loop = `loop=loop=-1:size=1,settb=1/24,setpts=N,trim=end_frame=${timeline.mainFrames}`;
    expect(chains(landscape).find((c) => c.startsWith("[1:v]"))).toBe(`[1:v]setsar=1,${loop}[panel]`);
    expect(chains(landscape).find((c) => c.startsWith("[2:v]"))).toBe(`[2:v]setsar=1,${loop},split[topsrc][bottomsrc]`);
    expect(landscape).not.toMatch(/boxblur|alphamerge/);
  });

  it("puts a battle's landscape camera beside the caption panel (input 1), looped", () => {
    const landscape = buildFilterGraph(plan("panel"));
    const l = plan("panel").layout;
    expect(landscape).toContain(`s=${l.viewport.width}x1080`);
    expect(landscape).toContain("[panel][cam]overlay=x=0:y=0:shortest=1[framed]");
    const panel = chains(landscape).find((c) => c.startsWith("[1:v]"))!;
    expect(panel).toContain(`loop=loop=-1:size=1,settb=1/24,setpts=N,trim=end_frame=${timeline.mainFrames}[panel]`);
  });

  it("appends the end card for its frames and outputs 24 fps yuv420p", () => {
    expect(graph).toContain("color=c=0x141018:s=1080x1920:r=24");
    expect(graph).toContain(`trim=end_frame=${timeline.endCardFrames},fade=t=in`);
    expect(graph).toContain("[main][end]concat=n=2:v=1:a=0,format=yuv420p[vout]");
  });

  it("has no audio: the soundtrack is made beside it", () => {
    expect(graph).not.toMatch(/\[\d:a\]|loudnorm|amix/);
  });

  it("escapes paths for the filter graph", () => {
    const odd = buildFilterGraph(plan("portrait", { fontsDir: "/a:b/it's,[x]" }));
    expect(odd).toContain("fontsdir=/a\\\\:b/it\\\\\\'s\\,\\[x\\]");
  });
});
