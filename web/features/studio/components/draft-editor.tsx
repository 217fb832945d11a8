import { useEffect, useRef } from "react";
import { cn } from "../../../lib/cn";
import type { DraftProblem } from "../lib/direct-rules";
import { wordCountNote } from "../lib/direct-rules";

interface DraftEditorProps {
  value: string;
  onChange(text: string): void;
  budget: { min: number; max: number };
  /** The server's refusal of these words (a 400), shown under them until they change. */
  refusal: DraftProblem | null;
  disabled?: boolean;
}

/** The chosen roast's words, editable, with a live word count against the budget and the server's refusal inline. */
export function DraftEditor({ value, onChange, budget, refusal, disabled }: DraftEditorProps) {
  const note = wordCountNote(value, budget);
  const said = useRef<HTMLDivElement>(null);
  // "Render" is at the bottom of a phone's screen: the refusal is brought up beside the words it is about.
  useEffect(() => {
    if (refusal) said.current?.scrollIntoView({ block: "center" });
  }, [refusal]);
  return (
    <div className="mt-5">
      <label htmlFor="draft-words" className="block text-sm font-medium text-zinc-300">
        The words it says
      </label>
      <textarea
        id="draft-words"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        disabled={disabled}
        rows={4}
        maxLength={600}
        aria-describedby={refusal ? "draft-words-count draft-words-error" : "draft-words-count"}
        aria-invalid={refusal ? true : undefined}
        className={cn(
          "mt-2 block w-full resize-y rounded-xl bg-ink-950/60 px-3 py-2.5 text-base leading-relaxed text-white ring-1 ring-inset focus:outline-none focus:ring-2 focus:ring-flame-400",
          refusal ? "ring-red-500/70" : "ring-white/15",
        )}
      />
      <p id="draft-words-count" className={cn("mt-1.5 text-xs", note.fits ? "text-zinc-400" : "text-amber-300")} aria-live="polite">
        {note.label}
      </p>
      {refusal ? (
        <div ref={said} id="draft-words-error" role="alert" className="mt-2 rounded-xl bg-red-500/10 px-3 py-2 text-sm ring-1 ring-inset ring-red-500/30">
          <p className="font-semibold text-red-300">{refusal.title}</p>
          <p className="text-red-200/90">{refusal.message}</p>
        </div>
      ) : null}
    </div>
  );
}
