import type { RoastView } from "../../../../common/roast";

const isRunning = (roast: Pick<RoastView, "status">) => roast.status === "processing" || roast.status === "pending";

/**
 * The roasts as re-read, each running one keeping the further stage the studio already showed: a
 * list fetched before a live event lands after it, and its older "0 %" would set the bar back (a
 * browser test saw 0, 25, 0, 25). A running roast's progress never goes backwards on screen; a
 * finished or failed one takes the list's word.
 */
export function keepLatestProgress(shown: readonly RoastView[] | undefined, fresh: RoastView[]): RoastView[] {
  if (!shown) return fresh;
  const before = new Map(shown.map((r) => [r.id, r]));
  return fresh.map((roast) => {
    const was = before.get(roast.id);
    if (!was || !isRunning(was) || !isRunning(roast) || was.progress <= roast.progress) return roast;
    return { ...roast, status: was.status, processingStage: was.processingStage, progress: was.progress };
  });
}
