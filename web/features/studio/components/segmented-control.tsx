import { Spinner } from "../../../components/ui/spinner";
import { cn } from "../../../lib/cn";

interface SegmentedControlProps<T extends string> {
  /** The group's name, shown as its legend and naming its radios. */
  label: string;
  name: string;
  options: ReadonlyArray<{ value: T; label: string }>;
  value: T;
  onChange(value: T): void;
  disabled?: boolean;
  /** A change is on its way (a rewrite): said beside the legend. */
  busy?: boolean;
  busyLabel?: string;
}

/**
 * A row of two to four choices (intensity, pace): native radios (Tab into the group, arrows to
 * move), each segment at least 44 px tall and an equal share of the row, so a thumb finds it at 375 px.
 */
export function SegmentedControl<T extends string>({ label, name, options, value, onChange, disabled, busy, busyLabel }: SegmentedControlProps<T>) {
  return (
    <fieldset className="mt-5" disabled={disabled} data-testid={`${name}-control`}>
      <legend className="flex items-center gap-2 text-sm font-medium text-zinc-300">
        {label}
        {busy ? (
          <span className="flex items-center gap-1.5 text-xs font-normal text-zinc-400" role="status">
            <Spinner className="size-3.5" />
            {busyLabel}
          </span>
        ) : null}
      </legend>
      <div
        className="mt-2 grid rounded-xl bg-white/5 p-1 ring-1 ring-inset ring-white/10"
        style={{ gridTemplateColumns: `repeat(${options.length}, minmax(0, 1fr))` }}
      >
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              "flex min-h-11 cursor-pointer items-center justify-center rounded-lg px-2 text-sm font-semibold transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-flame-400",
              value === option.value ? "bg-flame-gradient text-white shadow" : "text-zinc-300 hover:bg-white/5 hover:text-white",
            )}
          >
            <input type="radio" name={name} value={option.value} checked={value === option.value} onChange={() => onChange(option.value)} className="sr-only" />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
