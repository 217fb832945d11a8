import type { DirectedShot } from "../direct/shot-types";
import type { TimedWord } from "../types";
import { buildAssDocument } from "./ass-format";
import { buildCaptionLayer } from "./build-captions";
import { buildWatermarkLayer } from "./build-cards";
import { buildMarkLayer } from "./build-marks";
import type { Layout } from "./compose-layout";
import { findFocusInFrame } from "./find-focus";
import type { Timeline } from "./plan-timeline";

/**
 * Everything libass draws over the moving picture, in one document (one libass instance per
 * render): the highlight marks (bottom), the free tier's watermark, the captions (top). Neither
 * captions nor watermark cover the quoted detail at its moment: each moment's focus is found
 * once per camera move and per hold (the watermark changes only then, so it never flickers).
 */
export function buildOverlayAss(options: { layout: Layout; shots: DirectedShot[]; words: TimedWord[]; timeline: Timeline; watermark: boolean }): string {
  const { layout, shots, timeline } = options;
  const marks = buildMarkLayer(shots, layout);
  const focusDuring = (fromMs: number, toMs: number) => findFocusInFrame(shots, layout, fromMs, toMs);
  const captions = buildCaptionLayer({ words: options.words, offsetMs: timeline.voiceStartMs, endMs: timeline.endCardStartMs, layout, focusDuring });
  const moments = shots.flatMap((shot) => {
    const settled = shot.start_ms + shot.move_ms;
    const spans = settled > shot.start_ms && settled < shot.end_ms ? [[shot.start_ms, settled], [settled, shot.end_ms]] : [[shot.start_ms, shot.end_ms]];
    return spans.map(([fromMs, toMs]) => ({ fromMs, toMs, avoid: focusDuring(fromMs, toMs) }));
  });
  const watermark = options.watermark ? buildWatermarkLayer(layout, moments) : undefined;
  const styles = [marks.style, ...(watermark ? [watermark.style] : []), captions.style];
  return buildAssDocument(layout, styles, [...marks.events, ...(watermark?.events ?? []), ...captions.events]);
}
