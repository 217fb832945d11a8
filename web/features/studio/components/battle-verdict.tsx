import { Trophy } from "lucide-react";
import { type BattleSummary, battleVerdictLine } from "../../../../common/roast";
import { cn } from "../../../lib/cn";

/** Who fought and who won: "A vs B", then "Winner: … — reason". */
export function BattleVerdict({ battle, className }: { battle: BattleSummary; className?: string }) {
  return (
    <div className={cn("rounded-2xl bg-white/5 p-4 ring-1 ring-white/10", className)} data-testid="battle-verdict">
      <p className="text-sm text-zinc-400">
        {battle.names[0]} vs {battle.names[1]}
      </p>
      <p className="mt-1 flex items-center gap-2 font-semibold text-white">
        <Trophy className="size-4 shrink-0 text-flame-300" aria-hidden="true" />
        {battleVerdictLine(battle)}
      </p>
    </div>
  );
}
