import { Check, Film, X } from "lucide-react";
import { platformLabel, type RoastView } from "../../../../common/roast";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Spinner } from "../../../components/ui/spinner";
import { cn } from "../../../lib/cn";

interface CompilationPanelProps {
  candidates: RoastView[];
  selected: string[];
  onToggle(id: string): void;
  onConfirm(): void;
  onClose(): void;
  isCreating: boolean;
}

/** Compilation mode: pick finished roasts in order; confirm at 2 or more, not while one is being created. */
export function CompilationPanel({ candidates, selected, onToggle, onConfirm, onClose, isCreating }: CompilationPanelProps) {
  return (
    <Card className="p-5 sm:p-6" aria-labelledby="compilation-title">
      <div className="flex items-start justify-between gap-4">
        <div>
          <h2 id="compilation-title" className="flex items-center gap-2 text-xl font-bold text-white">
            <Film className="size-5 text-flame-400" aria-hidden="true" />
            Create a compilation
          </h2>
          <p className="mt-1 text-sm text-zinc-400">Pick at least 2 roasts. They play in the order you pick them.</p>
        </div>
        <Button variant="ghost" size="sm" onClick={onClose} aria-label="Close compilation mode">
          <X className="size-4" aria-hidden="true" />
        </Button>
      </div>
      <ul className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {candidates.map((roast) => {
          const order = selected.indexOf(roast.id);
          const isSelected = order >= 0;
          return (
            <li key={roast.id}>
              <button
                type="button"
                aria-pressed={isSelected}
                onClick={() => onToggle(roast.id)}
                className={cn(
                  "relative block w-full overflow-hidden rounded-2xl bg-black text-left ring-2 transition",
                  isSelected ? "ring-flame-400" : "ring-white/10 hover:ring-white/30",
                )}
              >
                {roast.posterUrl ? (
                  <img src={roast.posterUrl} alt="" className="aspect-video w-full object-cover" />
                ) : (
                  <div className="aspect-video w-full bg-ink-800" />
                )}
                <span className="block truncate px-2 py-1.5 text-xs text-zinc-300">{platformLabel(roast.platform)} roast</span>
                {isSelected ? (
                  <span className="absolute top-2 right-2 grid size-7 place-items-center rounded-full bg-flame-500 text-xs font-bold text-white">
                    {order + 1}
                  </span>
                ) : null}
              </button>
            </li>
          );
        })}
      </ul>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-zinc-400">{selected.length} selected</p>
        <Button onClick={onConfirm} disabled={selected.length < 2 || isCreating} aria-busy={isCreating}>
          {isCreating ? <Spinner /> : <Check className="size-4" aria-hidden="true" />}
          Create Compilation
        </Button>
      </div>
    </Card>
  );
}
