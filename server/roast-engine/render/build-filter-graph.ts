import { CARD_BACKGROUND } from "./build-cards";
import type { Layout } from "./compose-layout";
import { escapeFilterValue } from "./encode-settings";
import { FPS, type Timeline } from "./plan-timeline";

/** Everything the video graph needs; its one input (0) is the still. */
export interface GraphPlan {
  layout: Layout;
  timeline: Timeline;
  upscale: boolean;
  fontsDir: string;
  files: { captions: string; endCard: string; watermark?: string };
}

const ass = (file: string, fontsDir: string) => `ass=filename=${escapeFilterValue(file)}:fontsdir=${escapeFilterValue(fontsDir)}`;
/** A single frame repeated at 30 fps: everything static is drawn once, then looped. */
const LOOP = `loop=loop=-1:size=1,settb=1/${FPS},setpts=N`;

/**
 * The fast graph: the still is decoded once; the blurred fill (with the watermark) and the
 * photo card are each built once and looped; per frame only crop/overlay positions move and
 * libass draws the captions. The end card is one frame, looped, joined with a dip to black.
 */
export function buildFilterGraph(plan: GraphPlan): string {
  const { layout: l, timeline: t, fontsDir } = plan;
  const mainSeconds = (t.mainFrames / FPS).toFixed(4);
  const unit = Math.min(l.width, l.height) / 1080;
  const blur = Math.round(28 * unit);
  const fill = [
    `[fillsrc]scale=${l.fill.width}:${l.fill.height}:force_original_aspect_ratio=increase:flags=bilinear`,
    `crop=${l.fill.width}:${l.fill.height}`,
    `boxblur=luma_radius=${blur}:luma_power=3:chroma_radius=${Math.round(blur / 2)}:chroma_power=3`,
    "eq=brightness=-0.07:saturation=1.15",
    ...(plan.files.watermark ? [ass(plan.files.watermark, fontsDir)] : []),
    `format=yuv420p,${LOOP},trim=end_frame=${t.mainFrames}`,
    `crop=${l.width}:${l.height}:x='(iw-ow)/2+${l.fill.driftX}*(t/${mainSeconds}-0.5)':y='(ih-oh)/2+${l.fill.driftY}*(t/${mainSeconds}-0.5)'[fill]`,
  ].join(",");
  const p = l.photo;
  const sharpen = plan.upscale ? ["unsharp=5:5:0.9:5:5:0"] : [];
  const photo = [
    `[photosrc]scale=${p.width}:${p.height}:flags=${plan.upscale ? "lanczos" : "bicubic"}`,
    ...sharpen,
    `pad=${p.width + 2 * p.border}:${p.height + 2 * p.border}:${p.border}:${p.border}:color=white`,
    `format=yuv420p,${LOOP}[photo]`,
  ].join(",");
  const fadeOut = Math.max(0, t.mainFrames / FPS - 0.2).toFixed(3);
  const main = [
    `[fill][photo]overlay=x='${p.x}+${p.driftX}*t/${mainSeconds}':y='${p.y}+${p.driftY}*t/${mainSeconds}':shortest=1`,
    ass(plan.files.captions, fontsDir),
    `fade=t=out:st=${fadeOut}:d=0.2,setsar=1[main]`,
  ].join(",");
  const endCard = [
    `color=c=0x${CARD_BACKGROUND.slice(1)}:s=${l.width}x${l.height}:r=${FPS},trim=end_frame=1,format=yuv420p`,
    ass(plan.files.endCard, fontsDir),
    `${LOOP},trim=end_frame=${t.endCardFrames},fade=t=in:st=0:d=0.25,setsar=1[end]`,
  ].join(",");
  return [
    "[0:v]setsar=1,split=2[fillsrc][photosrc]",
    fill,
    photo,
    main,
    endCard,
    "[main][end]concat=n=2:v=1:a=0,format=yuv420p[vout]",
  ].join(";");
}
