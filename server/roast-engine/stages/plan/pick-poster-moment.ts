import type { PlannedCaption, PlannedMark } from "./render-plan";

/** A caption must be on screen whole this long around the poster's moment: not caught mid-change. */
const STEADY_MS = 120;

/**
 * The poster's moment: a frame that sells the roast in a card, a link preview or the gallery. Best
 * is a caption of two or more words (never a lone "you."), one that reads as a phrase where there
 * is one, shown whole while the quoted line's mark is fully drawn, the latest such moment (nearest
 * the punchline); then any such caption, the nearest to the punchline; else the punchline's own
 * moment (`fallbackMs`).
 */
export function pickPosterMoment(captions: readonly PlannedCaption[], marks: readonly PlannedMark[], fallbackMs: number): number {
  // A group's words appear as they are said: it shows whole from its last word's start.
  const whole = captions
    .filter((caption) => caption.words.length >= 2)
    .map((caption) => ({
      from: Math.max(caption.startMs, ...caption.words.map((word) => word.startMs)) + STEADY_MS,
      to: caption.endMs - STEADY_MS,
      complete: isComplete(caption),
    }))
    .filter((span) => span.to >= span.from);
  const beside = whole.flatMap((span) =>
    marks.flatMap((mark) => {
      const from = Math.max(span.from, mark.drawnMs);
      const to = Math.min(span.to, mark.toMs);
      return to >= from ? [{ from, to, complete: span.complete }] : [];
    }),
  );
  const middle = (span: { from: number; to: number }) => Math.round((span.from + span.to) / 2);
  // A group that reads as a phrase first ("word for it.") over a fragment ("need a").
  const best = <S extends { complete: boolean }>(spans: S[]) => (spans.some((span) => span.complete) ? spans.filter((span) => span.complete) : spans);
  if (beside.length > 0) return middle(best(beside).reduce((a, b) => (b.from > a.from ? b : a)));
  if (whole.length > 0) return middle(best(whole).reduce((a, b) => (Math.abs(middle(b) - fallbackMs) < Math.abs(middle(a) - fallbackMs) ? b : a)));
  return fallbackMs;
}

/** Three words or more, or two that end a clause: a group that reads as a phrase on its own. */
function isComplete(caption: PlannedCaption): boolean {
  return caption.words.length >= 3 || /[.,!?;:…"”']$/.test(caption.words[caption.words.length - 1]?.text ?? "");
}
