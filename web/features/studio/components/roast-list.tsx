import { Repeat } from "lucide-react";
import type { RoastView } from "../../../../common/roast";
import { groupReroasts } from "../lib/group-reroasts";
import type { RoastActionsProps } from "./roast-actions";
import { RoastCard } from "./roast-card";

interface RoastListProps extends Omit<RoastActionsProps, "roast" | "isConverting" | "isReroasting"> {
  roasts: RoastView[];
  onRetry(roast: RoastView): void;
  /** The failed roast whose retry is being asked for. */
  retrying?: string | null;
  isConverting(roastId: string): boolean;
  reroasting: string | null;
  /** The card to bring into view as it appears: the roast just started. */
  revealId?: string | null;
  /** A roast's card key when it is not its id (a stored roast keeps its placeholder's card). */
  cardKeys?: Record<string, string>;
}

/**
 * 'Your Roasts', newest first: two columns on wide screens, one on phones. A re-roast sits with
 * the roast it re-rolled, side by side across both columns (stacked on a phone).
 */
export function RoastList({ roasts, isConverting, reroasting, retrying = null, revealId = null, cardKeys = {}, ...handlers }: RoastListProps) {
  const card = (roast: RoastView, original?: RoastView) => (
    <RoastCard
      key={cardKeys[roast.id] ?? roast.id}
      roast={roast}
      reveal={roast.id === revealId}
      originalUpload={original?.upload ?? null}
      isConverting={isConverting(roast.id)}
      isReroasting={reroasting === roast.id}
      isRetrying={retrying === roast.id}
      {...handlers}
    />
  );
  // One shape whether or not a roast has a re-roast, so its card (and a playing video) stays mounted when one appears.
  return (
    <ul className="mt-6 grid gap-5 md:grid-cols-2">
      {groupReroasts(roasts).map(({ roast, reroasts }) => {
        const grouped = reroasts.length > 0;
        return (
          <li key={cardKeys[roast.id] ?? roast.id} className={grouped ? "md:col-span-2" : undefined} data-testid={grouped ? "roast-group" : undefined}>
            <section
              aria-labelledby={grouped ? `takes-${roast.id}` : undefined}
              className={grouped ? "rounded-[1.75rem] bg-white/[0.03] p-2 ring-1 ring-white/10 sm:p-3" : undefined}
            >
              {grouped ? (
                <p id={`takes-${roast.id}`} className="flex items-center gap-2 px-2 pt-1 pb-3 text-sm text-zinc-400">
                  <Repeat className="size-4 text-flame-300" aria-hidden="true" />
                  Re-rolled: the same picture, a fresh take
                </p>
              ) : null}
              <div className={grouped ? "grid gap-3 md:grid-cols-2" : undefined}>
                {card(roast)}
                {reroasts.map((reroast) => card(reroast, roast))}
              </div>
            </section>
          </li>
        );
      })}
    </ul>
  );
}
