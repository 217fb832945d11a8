import type { RenderPlan } from "../plan/render-plan";
import { buildAssDocument } from "./ass-format";
import { buildCaptionLayer } from "./build-captions";
import { buildWatermarkLayer } from "./build-cards";
import { buildMarkLayer } from "./build-marks";
import { buildQuoteLayer } from "./build-quote-layer";

/**
 * Everything libass draws over the moving picture, in one document (one libass instance per
 * render), as the plan placed it: the highlight marks (bottom), the free tier's watermark, the
 * large quote beside a landscape card, the caption plates and the captions (top).
 */
export function buildOverlayAss(plan: Pick<RenderPlan, "layout" | "shots" | "marks" | "captions" | "captionStyle" | "watermark" | "quotes">): string {
  const { layout } = plan;
  const marks = buildMarkLayer(plan.marks, plan.shots, layout);
  const captions = buildCaptionLayer(plan.captions, layout, plan.captionStyle);
  const watermark = plan.watermark ? buildWatermarkLayer(plan.watermark) : undefined;
  const quotes = buildQuoteLayer(plan.quotes ?? [], layout);
  const styles = [marks.style, ...(watermark ? [watermark.style] : []), ...quotes.styles, ...captions.styles];
  return buildAssDocument(layout, styles, [...marks.events, ...(watermark?.events ?? []), ...quotes.events, ...captions.events]);
}
