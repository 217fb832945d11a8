import { Volume2 } from "lucide-react";
import { useEffect, useRef } from "react";
import type { Narrator, NarratorOption } from "../../../../common/roast";
import { cn } from "../../../lib/cn";

interface NarratorPickerProps {
  narrators: NarratorOption[];
  value: Narrator;
  onChange(narrator: Narrator): void;
  disabled?: boolean;
}

/**
 * Who narrates the roast: native radios (Tab into the group, arrows to move), each with a button
 * that plays a second of the voice. One preview plays at a time.
 */
export function NarratorPicker({ narrators, value, onChange, disabled }: NarratorPickerProps) {
  const audio = useRef<HTMLAudioElement | null>(null);
  useEffect(() => () => audio.current?.pause(), []);
  const play = (option: NarratorOption) => {
    audio.current?.pause();
    audio.current = new Audio(option.previewUrl);
    // A preview that cannot play (autoplay rules, a server without that voice) is just silent.
    void audio.current.play().catch(() => undefined);
  };

  return (
    <fieldset className="mt-4" disabled={disabled} data-testid="narrator-picker">
      <legend className="text-sm font-medium text-zinc-300">Narrator</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {narrators.map((option) => (
          <div
            key={option.id}
            className={cn(
              "flex items-center gap-2 rounded-xl px-3 py-2 ring-1 ring-inset transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-flame-400",
              value === option.id ? "bg-flame-500/10 ring-flame-400/70" : "ring-white/10 hover:ring-white/25",
            )}
          >
            <label className="flex min-w-0 flex-1 cursor-pointer items-center gap-3">
              <input
                type="radio"
                name="narrator"
                value={option.id}
                checked={value === option.id}
                onChange={() => onChange(option.id)}
                className="size-4 accent-flame-500"
              />
              <span className="min-w-0">
                <span className="block text-sm font-semibold text-white">
                  {option.label}
                  {option.isDefault ? <span className="ml-2 text-xs font-normal text-zinc-400">default</span> : null}
                </span>
                <span className="block text-xs text-zinc-400">{option.description}</span>
              </span>
            </label>
            <button
              type="button"
              onClick={() => play(option)}
              aria-label={`Hear ${option.label}`}
              className="grid size-11 shrink-0 place-items-center rounded-lg text-zinc-300 sm:size-9 hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-flame-400"
            >
              <Volume2 className="size-4" aria-hidden="true" />
            </button>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
