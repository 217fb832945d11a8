import type { PlannedCaption, PlannedMark } from "./render-plan";

/** A caption must be on screen this long around the poster's moment: not caught mid-change. */
const STEADY_MS = 120;

/**
 * The poster's moment: a frame that sells the roast in a card, a link preview or the gallery. Best
 * is a caption of two or more words (never a lone "you.") shown while the quoted line's mark is
 * fully drawn, the latest such moment (nearest the punchline); then any caption of two or more
 * words, the nearest to the punchline; else the punchline's own moment (`fallbackMs`).
 */
export function pickPosterMoment(captions: readonly PlannedCaption[], marks: readonly PlannedMark[], fallbackMs: number): number {
  const whole = captions.filter((caption) => caption.words.length >= 2 && caption.endMs - caption.startMs >= 2 * STEADY_MS);
  const beside = whole.flatMap((caption) =>
    marks.flatMap((mark) => {
      const from = Math.max(caption.startMs + STEADY_MS, mark.drawnMs);
      const to = Math.min(caption.endMs - STEADY_MS, mark.toMs);
      return to >= from ? [{ from, to }] : [];
    }),
  );
  if (beside.length > 0) {
    const latest = beside.reduce((best, span) => (span.from > best.from ? span : best));
    return Math.round((latest.from + latest.to) / 2);
  }
  if (whole.length > 0) {
    const middle = (caption: PlannedCaption) => (caption.startMs + caption.endMs) / 2;
    const nearest = whole.reduce((best, caption) => (Math.abs(middle(caption) - fallbackMs) < Math.abs(middle(best) - fallbackMs) ? caption : best));
    return Math.round(middle(nearest));
  }
  return fallbackMs;
}
