import { useEffect, useState } from "react";
import type { RoastView } from "../../../../common/roast";
import { formatEta } from "../lib/format-eta";
import { pickStageMessage, stageLabel } from "../lib/stage-messages";

const ROTATE_MS = 3500;

/** A running roast: stage, a rotating playful line, the progress bar and the ETA. */
export function RoastProgress({ roast }: { roast: RoastView }) {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((t) => t + 1), ROTATE_MS);
    return () => clearInterval(timer);
  }, []);
  const pending = roast.status === "pending";
  const eta = formatEta(roast.etaMs);
  const progress = pending ? 0 : roast.progress;

  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-baseline justify-between gap-3">
        <p className="font-semibold text-white">{pending ? "Pending" : stageLabel(roast.processingStage)}</p>
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
      <p className="min-h-5 text-sm text-zinc-300" aria-live="polite">
        {pending ? "Waiting for a free roaster…" : pickStageMessage(roast.processingStage, roast.id, tick)}
      </p>
      {eta ? <p className="text-xs text-zinc-500">{eta}</p> : null}
    </div>
  );
}
