import type { Box } from "../../types";
import type { Layout, Rect } from "./compose-layout";
import { CAP_FLOOR_SHARE, CAP_OF_LINE } from "./frame-line";
import { measureBoldText } from "./measure-bold-text";
import { cleanQuoteText, quoteBlockHeight, setQuote } from "./plan-quotes";
import type { PlannedQuote } from "./render-plan";
import type { DirectedShot } from "./shot-types";

/**
 * Portrait's quote type, shares of the frame's height: its least sets capitals at the cap-height
 * floor (DejaVu Sans Bold's capitals are 0.73 em), three lines of it fit the region.
 */
export const PORTRAIT_QUOTE_SHARE = { most: 0.05, least: 0.035 };

/** Where a portrait frame sets a quote large: across the frame between the quoted line (a third down) and the captions' band. */
export const portraitQuoteRegion = (layout: Pick<Layout, "width" | "height" | "band">): Rect => {
  const top = Math.round(layout.height * 0.395);
  return {
    x: Math.round(layout.width * 0.07),
    y: top,
    width: Math.round(layout.width * 0.86),
    height: layout.band.y - Math.round(layout.height * 0.015) - top,
  };
};

/**
 * Portrait sets a quoted line large too, as landscape does beside its card, when the camera shows
 * it smaller than the cap-height floor (its fragment too wide to read at it, or the source's sharp
 * scale holds the camera back: 35 of 47 sample lines, docs/benchmarks.md): on a dark plate, under
 * the line as the camera shows it, above the captions, from when its words are said (or the
 * camera has landed) until its shot ends. Pure.
 */
export function planPortraitQuotes(shots: readonly DirectedShot[], layout: Pick<Layout, "width" | "height" | "band" | "viewport">): PlannedQuote[] {
  const region = portraitQuoteRegion(layout);
  const planned: PlannedQuote[] = [];
  for (const shot of shots) {
    const text = cleanQuoteText(shot.quote ?? "");
    const mark = shot.mark;
    if (!text || !mark || mark.style !== "text") continue;
    // The line's capitals as the camera shows it, settled: its first line's box (a wrapped quote's lines are each one line high).
    const lineHeight = (mark.lines?.[0] ?? mark.box).h;
    const cap = (CAP_OF_LINE * lineHeight * layout.viewport.height) / shot.focus.h;
    if (cap >= CAP_FLOOR_SHARE * layout.height) continue;
    const startMs = Math.round(Math.max(shot.startMs + shot.moveMs, Math.min(mark.saidFromMs ?? mark.fromMs, shot.endMs)));
    const previous = planned[planned.length - 1];
    if (previous && previous.text === text && previous.endMs >= shot.startMs) {
      previous.endMs = shot.endMs;
      continue;
    }
    if (shot.endMs - startMs < 400) continue;
    const { lines, fontSize } = setQuote(text, region, layout.height, PORTRAIT_QUOTE_SHARE);
    if (lines.length === 0) continue;
    const h = quoteBlockHeight(lines.length, fontSize);
    const w = Math.max(fontSize, ...lines.map((l) => measureBoldText(l, fontSize)));
    const x = Math.round(region.x + region.width / 2);
    const y = Math.round(region.y + (region.height - h) / 2);
    const box: Box = { x: Math.round(x - w / 2), y, w: Math.round(w), h };
    planned.push({ startMs, endMs: Math.round(shot.endMs), text, lines, fontSize, x, y, box, plate: true });
  }
  return planned;
}
