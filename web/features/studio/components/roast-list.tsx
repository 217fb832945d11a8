import type { RoastView } from "../../../../common/roast";
import type { RoastActionsProps } from "./roast-actions";
import { RoastCard } from "./roast-card";

interface RoastListProps extends Omit<RoastActionsProps, "roast" | "isConverting" | "isReroasting"> {
  roasts: RoastView[];
  onRetry(): void;
  isConverting(roastId: string): boolean;
  reroasting: string | null;
}

/** 'Your Roasts', newest first: two columns on wide screens, one on phones. */
export function RoastList({ roasts, isConverting, reroasting, ...handlers }: RoastListProps) {
  return (
    <ul className="mt-6 grid gap-5 md:grid-cols-2">
      {roasts.map((roast) => (
        <li key={roast.id}>
          <RoastCard roast={roast} isConverting={isConverting(roast.id)} isReroasting={reroasting === roast.id} {...handlers} />
        </li>
      ))}
    </ul>
  );
}
