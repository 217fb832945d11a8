import { type Still, buildCameraExprs } from "../plan/camera-expr";
import type { DirectedShot } from "../plan/shot-types";
import { CARD_BACKGROUND } from "./build-cards";
import type { Layout } from "../plan/compose-layout";
import { escapeFilterValue } from "./encode-settings";
import { FPS, type Timeline } from "../plan/plan-timeline";
import type { PlannedScene } from "../plan/render-plan";

/** Everything the stage and video graphs need: the stage's input is the still (and a card's backdrop); the video's are what it wrote. */
export interface GraphPlan {
  layout: Layout;
  timeline: Timeline;
  shots: DirectedShot[];
  stage: Still;
  image: { width: number; height: number };
  upscale: boolean;
  /** Several backdrops, switched at these moments (plan's `scenes`); none: the one backdrop throughout. */
  scenes?: PlannedScene[];
  fontsDir: string;
  /** `overlay`: captions, marks and the watermark (one libass layer set); `endCard`: the closing card. */
  files: { overlay: string; endCard: string };
}

const ass = (file: string, fontsDir: string) => `ass=filename=${escapeFilterValue(file)}:fontsdir=${escapeFilterValue(fontsDir)}`;
/** A single frame repeated at the clip's frame rate: everything static is drawn once, then looped. */
const LOOP = `loop=loop=-1:size=1,settb=1/${FPS},setpts=N`;
const even = (n: number) => Math.max(2, 2 * Math.round(n / 2));

/**
 * The ground beside and around the upload: its own colours, reduced to a soft gradient (the still
 * shrunk to a few pixels, then smoothed back up) and darkened, so it frames the picture in its
 * palette without a blurred copy of it (frames judged blind called that copy a defect on 10 to 12
 * of 24 sheets, bench/judging/README.md). A light upload then stands on a darker ground, a dark
 * one continues into it.
 */
function colourFill(label: string, w: number, h: number, out: string): string {
  const sw = even(w / 4);
  const sh = even(h / 4);
  return [
    `[${label}]scale=4:6:force_original_aspect_ratio=increase:flags=area,crop=4:6`,
    `scale=${sw}:${sh}:flags=bilinear`,
    `boxblur=luma_radius=${Math.floor(Math.min(sw, sh) / 4)}:luma_power=3:chroma_radius=${Math.floor(Math.min(sw, sh) / 8)}:chroma_power=3`,
    `eq=brightness=-0.22:saturation=0.85,scale=${w}:${h}:flags=bilinear[${out}]`,
  ].join(",");
}

/**
 * A landscape backdrop (input 1, drawn small; draw-backdrop.ts) scaled to the frame, and for a card (input 2, the corners' mask) the strips along its top and bottom edges,
 * cut from the backdrop, opaque outside its rounded corners.
 */
function cardChains(l: GraphPlan["layout"]): string[] {
  const v = l.viewport;
  // No grain over it: x264 codes grain in every frame it redraws (a 7 s clip's encode took 1.5 CPU-s more, its file 2 MB more).
  const backdrop = `[1:v]setsar=1,scale=${l.width}:${l.height}:flags=bicubic,format=yuv420p`;
  // A battle's board has no card: the backdrop is its caption panel's ground.
  if (!l.card) return [`${backdrop}[panel]`];
  const r = l.card.radius;
  return [
    `${backdrop},split=3[panel][topsrc][bottomsrc]`,
    `[topsrc]crop=${v.width}:${r}:${v.x}:${v.y}[top]`,
    `[bottomsrc]crop=${v.width}:${r}:${v.x}:${v.y + v.height - r}[bottom]`,
    "[top][bottom]vstack,format=yuva420p[strips]",
    "[2:v]setsar=1,format=gray[mask]",
    "[strips][mask]alphamerge,format=yuva420p[corners]",
  ];
}

/**
 * The stage, composed once in its own short ffmpeg run: the upload, pre-scaled (lanczos and
 * sharpening on the upscale tier), over a soft fill of its colours; in landscape the backdrop and a card's
 * corners (cardChains; a battle's board sits beside its caption panel, no card). All are written
 * raw, so the picture's run holds none of the still's intermediate frames: ~50 MB less per
 * render at 1080x1920 (docs/benchmarks.md).
 */
export function buildStageGraph(plan: Pick<GraphPlan, "layout" | "stage" | "image" | "upscale">): string {
  const { layout: l, stage } = plan;
  const imgW = even(plan.image.width * stage.scale);
  const imgH = even(plan.image.height * stage.scale);
  const sharpen = plan.upscale ? ",unsharp=5:5:0.8:5:5:0" : "";
  const chains = [
    "[0:v]setsar=1,split=2[fillsrc][imgsrc]",
    colourFill("fillsrc", stage.width, stage.height, "stagefill"),
    `[imgsrc]scale=${imgW}:${imgH}:flags=${plan.upscale ? "lanczos" : "bicubic"}${sharpen}[stageimg]`,
    "[stagefill][stageimg]overlay=x=(W-w)/2:y=(H-h)/2,format=yuv420p[stage]",
  ];
  if (l.card || l.panel) chains.push(...cardChains(l));
  return chains.join(";");
}

/**
 * The backdrop through the main part (input 1): one frame, looped; with scenes, each scene's
 * backdrop (a frame of that input) looped for its frames, the pieces joined end to end. Also
 * returns when the camera's card is on it, as an overlay's `enable` (none: always).
 */
function backdropChains(scenes: readonly PlannedScene[] | undefined, mainFrames: number): { chains: string[]; enable: string } {
  if (!scenes || scenes.length === 0) return { chains: [`[1:v]setsar=1,${LOOP},trim=end_frame=${mainFrames}[panel]`], enable: "" };
  const at = scenes.map((s) => Math.min(mainFrames, Math.round((s.fromMs * FPS) / 1000)));
  const pieces = scenes
    .map((scene, i) => ({ scene, from: i === 0 ? 0 : at[i], to: i + 1 < scenes.length ? at[i + 1] : mainFrames }))
    .filter((p) => p.to > p.from);
  const chains = [`[1:v]setsar=1,split=${pieces.length}${pieces.map((_, i) => `[bd${i}]`).join("")}`];
  for (const [i, p] of pieces.entries()) chains.push(`[bd${i}]select='eq(n,${p.scene.backdrop})',${LOOP},trim=end_frame=${p.to - p.from}[sc${i}]`);
  chains.push(`${pieces.map((_, i) => `[sc${i}]`).join("")}concat=n=${pieces.length}:v=1:a=0[panel]`);
  const shown = pieces.filter((p) => p.scene.camera).map((p) => `between(n,${p.from},${p.to - 1})`);
  return { chains, enable: shown.length === pieces.length ? "" : `:enable='${shown.join("+") || "0"}'` };
}

/**
 * The directed graph over the stage (input 0, raw) and, for landscape, the backdrop or panel
 * (input 1, raw) and a card's corners (input 2): zoompan moves the camera over the stage — one
 * crop and one resize per frame, no per-frame blur or re-compose; landscape lays the camera on
 * the backdrop as a card (its corners, two strips a few rows high, over it) or beside the panel,
 * looped. libass then draws marks, watermark, the large quote and captions; the end card is one
 * frame, looped, joined with a dip to black.
 */
export function buildFilterGraph(plan: GraphPlan): string {
  const { layout: l, timeline: t, stage, fontsDir } = plan;
  const v = l.viewport;
  const camera = buildCameraExprs(plan.shots, stage, FPS);
  const chains = [
    `[0:v]setsar=1,zoompan=z='${camera.zoom}':x='${camera.x}':y='${camera.y}':d=${t.mainFrames}:s=${v.width}x${v.height}:fps=${FPS},setsar=1[cam]`,
  ];
  let picture = "[cam]";
  if (l.card) {
    // The card: the camera on the backdrop (input 1), then its corners (input 2) over the camera's own.
    const r = l.card.radius;
    const backdrop = backdropChains(plan.scenes, t.mainFrames);
    chains.push(...backdrop.chains);
    chains.push(`[2:v]setsar=1,${LOOP},trim=end_frame=${t.mainFrames},split[topsrc][bottomsrc]`);
    chains.push(`[topsrc]crop=${v.width}:${r}:0:0[top]`);
    chains.push(`[bottomsrc]crop=${v.width}:${r}:0:${r}[bottom]`);
    chains.push(`[panel][cam]overlay=x=${v.x}:y=${v.y}:shortest=1${backdrop.enable}[carded]`);
    chains.push(`[carded][top]overlay=x=${v.x}:y=${v.y}${backdrop.enable}[topped]`);
    chains.push(`[topped][bottom]overlay=x=${v.x}:y=${v.y + v.height - r}${backdrop.enable}[framed]`);
    picture = "[framed]";
  } else if (l.panel) {
    chains.push(`[1:v]setsar=1,${LOOP},trim=end_frame=${t.mainFrames}[panel]`);
    chains.push(`[panel][cam]overlay=x=${v.x}:y=${v.y}:shortest=1[framed]`);
    picture = "[framed]";
  }
  const fadeOut = Math.max(0, t.mainFrames / FPS - 0.2).toFixed(3);
  chains.push(`${picture}${ass(plan.files.overlay, fontsDir)},fade=t=out:st=${fadeOut}:d=0.2,setsar=1[main]`);
  chains.push(
    [
      `color=c=0x${CARD_BACKGROUND.slice(1)}:s=${l.width}x${l.height}:r=${FPS},trim=end_frame=1,format=yuv420p`,
      ass(plan.files.endCard, fontsDir),
      `${LOOP},trim=end_frame=${t.endCardFrames},fade=t=in:st=0:d=0.25,setsar=1[end]`,
    ].join(","),
  );
  chains.push("[main][end]concat=n=2:v=1:a=0,format=yuv420p[vout]");
  return chains.join(";");
}
