import type { RoastView } from "../../../../common/roast";

/** How far a stage may run past what recent roasts took before the page calls the roast late. */
export const LATE_AFTER_MS = 1000;

export const RUNNING_LATE = "Taking a little longer than usual…";

/**
 * The time left as people say it, `sinceMs` after the server estimated it: counted down to the
 * second under a minute ("About 12 seconds left"), "Almost done" in the last three seconds, and
 * once the current stage has run more than a second past what recent roasts took, the truth
 * ("Taking a little longer than usual…") rather than a time that keeps not arriving. Null without
 * an estimate.
 */
export function formatEta(eta: Pick<RoastView, "etaMs" | "stageEtaMs">, sinceMs = 0): string | null {
  if (eta.etaMs === null || !Number.isFinite(eta.etaMs)) return null;
  // Without the stage's share (an older answer), the whole estimate is the stage's.
  const stageEta = eta.stageEtaMs ?? eta.etaMs;
  const stageLeft = stageEta - Math.max(sinceMs, 0);
  if (stageLeft < -LATE_AFTER_MS) return RUNNING_LATE;
  const later = Math.max(eta.etaMs - Math.max(stageEta, 0), 0);
  const seconds = Math.ceil((later + Math.max(stageLeft, 0)) / 1000);
  if (seconds <= 3) return "Almost done";
  if (seconds < 60) return `About ${seconds} seconds left`;
  const minutes = Math.round(seconds / 60);
  return minutes === 1 ? "About a minute left" : `About ${minutes} minutes left`;
}
