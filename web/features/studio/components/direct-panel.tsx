import { ArrowLeft, Clapperboard } from "lucide-react";
import type { ReactNode } from "react";
import { INTENSITIES, INTENSITY_LABELS, type Intensity } from "../../../../common/intensity";
import type { NarratorPace } from "../../../../common/roast";
import { Button } from "../../../components/ui/button";
import { Skeleton } from "../../../components/ui/skeleton";
import { Spinner } from "../../../components/ui/spinner";
import type { DirectIt } from "../hooks/use-direct-it";
import { DirectProblem } from "./direct-problem";
import { DraftChoices } from "./draft-choices";
import { DraftEditor } from "./draft-editor";
import { SegmentedControl } from "./segmented-control";

const PACE_LABELS: Record<NarratorPace, string> = { slower: "Slower", normal: "Normal", faster: "Faster" };

interface DirectPanelProps {
  direct: DirectIt;
  previewUrl: string | null;
  /** The narrator and caption pickers, shared with the one-click path. */
  choices: ReactNode;
  /** What "Render" costs, said under it. */
  costNote: string;
  onRender(): void;
  onUploadAgain(): void;
}

/**
 * "Direct it": the three drafts, the chosen one's words, how hard it goes, who says it, the
 * captions and the pace, then "Render". One column at phone width, its "Render" held at the
 * bottom of the screen, where a thumb is.
 */
export function DirectPanel({ direct, previewUrl, choices, costNote, onRender, onUploadAgain }: DirectPanelProps) {
  const { set } = direct;
  const busy = direct.rendering;
  return (
    <section aria-labelledby="direct-it-title" data-testid="direct-panel">
      <div className="flex items-center gap-3">
        {previewUrl ? <img src={previewUrl} alt="" className="size-12 shrink-0 rounded-lg object-cover ring-1 ring-white/10" /> : null}
        <div className="min-w-0 flex-1">
          <h2 id="direct-it-title" className="text-xl font-bold text-white">
            Direct it
          </h2>
          <p className="text-sm text-zinc-400">Pick a roast, change its words, then render.</p>
        </div>
        <Button variant="ghost" className="min-h-11 shrink-0 px-3" onClick={direct.close} disabled={busy}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back
        </Button>
      </div>

      <div className="mt-5">
        {direct.problem ? (
          <div className="mb-4">
            <DirectProblem problem={direct.problem} onRetry={direct.retry} onOneClick={direct.close} onUploadAgain={onUploadAgain} />
          </div>
        ) : null}
        {direct.loading ? (
          <div role="status" aria-live="polite" data-testid="drafts-loading">
            <p className="flex items-center gap-2 text-sm text-zinc-300">
              <Spinner className="size-4" />
              Reading your upload and writing three roasts…
            </p>
            <div className="mt-3 grid gap-2 lg:grid-cols-3">
              <Skeleton className="h-24" />
              <Skeleton className="h-24" />
              <Skeleton className="h-24" />
            </div>
          </div>
        ) : null}
        {set ? (
          <>
            <DraftChoices
              drafts={set.drafts}
              chosen={direct.chosen}
              onChoose={direct.choose}
              textOf={(index) => (index === direct.chosen ? direct.text : (set.drafts[index]?.text ?? ""))}
              edited={direct.edited}
              disabled={busy}
            />
            <DraftEditor value={direct.text} onChange={direct.edit} budget={set.wordBudget} refusal={direct.refusal} disabled={busy} />
            <SegmentedControl<Intensity>
              label="How hard it goes"
              name="intensity"
              options={INTENSITIES.map((value) => ({ value, label: INTENSITY_LABELS[value].label }))}
              value={direct.intensity}
              onChange={(level) => void direct.changeIntensity(level)}
              disabled={busy}
              busy={direct.rewriting}
              busyLabel="Rewriting…"
            />
            {choices}
            <SegmentedControl<NarratorPace>
              label="Pace"
              name="pace"
              options={set.paces.map((value) => ({ value, label: PACE_LABELS[value] }))}
              value={direct.pace}
              onChange={direct.setPace}
              disabled={busy}
            />
            <div className="sticky bottom-0 z-10 -mx-5 mt-6 border-t border-white/10 bg-ink-900/95 px-5 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:px-0 sm:pb-0 sm:backdrop-blur-none">
              <Button size="lg" className="w-full sm:w-auto" onClick={onRender} disabled={busy || direct.rewriting} aria-busy={busy}>
                {busy ? <Spinner /> : <Clapperboard className="size-5" aria-hidden="true" />}
                {busy ? "Rendering…" : "Render"}
              </Button>
              <p className="mt-1.5 text-xs text-zinc-400">{costNote}</p>
            </div>
          </>
        ) : null}
      </div>
    </section>
  );
}
