import type { Draft } from "../api/drafts-api";
import { cn } from "../../../lib/cn";
import { markQuoted } from "../lib/direct-rules";

interface DraftChoicesProps {
  drafts: Draft[];
  chosen: number;
  onChoose(index: number): void;
  /** The words the person gave each draft, where they changed them. */
  textOf(index: number): string;
  edited(index: number): boolean;
  disabled?: boolean;
}

/**
 * The three roasts, one chosen: native radios (Tab into the group, arrows to move), each card the
 * whole roast, what it quotes of the upload marked as the video marks it on screen.
 */
export function DraftChoices({ drafts, chosen, onChoose, textOf, edited, disabled }: DraftChoicesProps) {
  return (
    <fieldset disabled={disabled} data-testid="draft-choices">
      <legend className="text-sm font-medium text-zinc-300">Pick a roast</legend>
      <div className="mt-2 grid gap-2 lg:grid-cols-3">
        {drafts.map((draft, index) => {
          const words = textOf(index);
          const mine = edited(index);
          return (
            <label
              key={draft.id}
              data-testid="draft-card"
              className={cn(
                "flex min-h-11 cursor-pointer gap-3 rounded-xl p-3 ring-1 ring-inset transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-flame-400",
                chosen === index ? "bg-flame-500/10 ring-flame-400/70" : "bg-white/[0.03] ring-white/10 hover:ring-white/25",
              )}
            >
              <input
                type="radio"
                name="draft"
                value={draft.id}
                checked={chosen === index}
                onChange={() => onChoose(index)}
                className="mt-1 size-4 shrink-0 accent-flame-500"
                aria-describedby={`draft-${index}-about`}
              />
              <span className="min-w-0 text-sm leading-relaxed text-zinc-100">
                <span className="mb-1 block text-xs font-semibold uppercase tracking-wide text-zinc-400">
                  Roast {index + 1}
                  {mine ? <span className="ml-2 normal-case tracking-normal text-flame-300">your words</span> : null}
                </span>
                {(mine ? [{ start: 0, text: words, quoted: false }] : markQuoted(words, draft.quoted)).map((piece) =>
                  piece.quoted ? (
                    <mark key={piece.start} className="rounded bg-[#FFD23F]/20 px-0.5 text-[#FFD23F]" title="Quoted from your upload">
                      {piece.text}
                    </mark>
                  ) : (
                    <span key={piece.start}>{piece.text}</span>
                  ),
                )}
                <span id={`draft-${index}-about`} className="mt-1 block text-xs text-zinc-500">
                  {/* A rewrite may change what this place's draft is about; the person's words stay theirs. */}
                  {mine ? "Your words, kept through rewrites" : `About ${draft.about}${draft.quoted.length > 0 ? "; quotes your upload" : ""}`}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
