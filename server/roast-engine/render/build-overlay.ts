import type { DirectedShot } from "../direct/shot-types";
import type { TimedWord } from "../types";
import { buildAssDocument } from "./ass-format";
import { buildCaptionLayer } from "./build-captions";
import { buildWatermarkLayer } from "./build-cards";
import { buildMarkLayer, markInFrame } from "./build-marks";
import type { Layout } from "./compose-layout";
import type { Timeline } from "./plan-timeline";

/**
 * Everything libass draws over the moving picture, in one document (one libass instance per
 * render): the highlight marks (bottom), the free tier's watermark, the captions (top).
 */
export function buildOverlayAss(options: { layout: Layout; shots: DirectedShot[]; words: TimedWord[]; timeline: Timeline; watermark: boolean }): string {
  const { layout, shots, timeline } = options;
  const marks = buildMarkLayer(shots, layout);
  const captions = buildCaptionLayer({ words: options.words, offsetMs: timeline.voiceStartMs, endMs: timeline.endCardStartMs, layout });
  const moments = shots.map((shot) => ({ fromMs: shot.start_ms, toMs: shot.end_ms, avoid: shot.mark && markInFrame(shots, shot.mark, layout) }));
  const watermark = options.watermark ? buildWatermarkLayer(layout, moments) : undefined;
  const styles = [marks.style, ...(watermark ? [watermark.style] : []), captions.style];
  return buildAssDocument(layout, styles, [...marks.events, ...(watermark?.events ?? []), ...captions.events]);
}
