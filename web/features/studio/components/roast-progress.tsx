import { useEffect, useState } from "react";
import type { RoastView } from "../../../../common/roast";
import { formatEta } from "../lib/format-eta";
import { pickStageMessage, stageLabel } from "../lib/stage-messages";

const ROTATE_MS = 3500;
/** The time left is counted down between the server's estimates, twice a second. */
const TICK_MS = 500;

/**
 * When the estimate on screen was made: a new estimate (every re-read of a running roast brings
 * one, to the millisecond) restarts the count; a live event that only moves the stage does not.
 */
function useEstimateClock(roast: Pick<RoastView, "status" | "etaMs" | "stageEtaMs">): number {
  const key = `${roast.status}|${roast.etaMs}|${roast.stageEtaMs}`;
  const [stamp, setStamp] = useState(() => ({ key, at: Date.now() }));
  if (stamp.key !== key) {
    const next = { key, at: Date.now() };
    setStamp(next);
    return next.at;
  }
  return stamp.at;
}

/** A running roast: stage, a rotating line true of this roast, the progress bar and the time left. */
export function RoastProgress({ roast }: { roast: RoastView }) {
  const [startedAt] = useState(() => Date.now());
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  const estimatedAt = useEstimateClock(roast);
  const eta = formatEta(roast, now - estimatedAt);
  const progress = roast.status === "pending" ? 0 : roast.progress;
  const tick = Math.floor((now - startedAt) / ROTATE_MS);

  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-baseline justify-between gap-3">
        <p className="font-semibold text-white" data-testid="roast-stage">
          {stageLabel(roast)}
        </p>
        <p className="text-sm tabular-nums text-zinc-400">{progress}%</p>
      </div>
      <div
        role="progressbar"
        aria-label="Roast progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        className="h-2.5 overflow-hidden rounded-full bg-white/10"
      >
        <div className="h-full rounded-full bg-flame-gradient transition-[width] duration-700" style={{ width: `${Math.max(progress, 4)}%` }} />
      </div>
      <p className="min-h-5 text-sm text-zinc-300" aria-live="polite" data-testid="roast-stage-message">
        {pickStageMessage(roast, tick)}
      </p>
      {eta ? (
        <p className="text-xs text-zinc-500" data-testid="roast-eta">
          {eta}
        </p>
      ) : null}
    </div>
  );
}
