import { Swords, User } from "lucide-react";
import type { RoastKind } from "../../../../common/roast";
import { cn } from "../../../lib/cn";

const KINDS: Array<{ id: RoastKind; label: string; icon: typeof User }> = [
  { id: "single", label: "Single", icon: User },
  { id: "battle", label: "Battle", icon: Swords },
];

/**
 * Single roast or Roast Battle: native radio buttons (Tab to the group, arrow keys to switch),
 * drawn as one segmented control.
 */
export function RoastKindSwitch({ value, onChange, disabled }: { value: RoastKind; onChange(kind: RoastKind): void; disabled?: boolean }) {
  return (
    <fieldset className="inline-flex rounded-full bg-white/5 p-1 ring-1 ring-white/10" disabled={disabled}>
      <legend className="sr-only">What to roast</legend>
      {KINDS.map(({ id, label, icon: Icon }) => (
        <label
          key={id}
          className={cn(
            "relative flex cursor-pointer items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-flame-300",
            value === id ? "bg-white text-zinc-900 shadow" : "text-zinc-300 hover:text-white",
          )}
        >
          <input type="radio" name="roast-kind" value={id} checked={value === id} onChange={() => onChange(id)} className="sr-only" />
          <Icon className="size-4" aria-hidden="true" />
          {label}
        </label>
      ))}
    </fieldset>
  );
}
