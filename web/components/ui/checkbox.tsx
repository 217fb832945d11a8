import { Check } from "lucide-react";
import type { InputHTMLAttributes, ReactNode } from "react";
import { cn } from "../../lib/cn";

interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "type"> {
  id: string;
  label: ReactNode;
}

/** A native checkbox (keyboard and form behaviour for free) drawn in the brand style. */
export function Checkbox({ id, label, className, ...props }: CheckboxProps) {
  return (
    <div className={cn("flex items-start gap-3", className)}>
      <span className="relative mt-0.5 inline-flex size-5 shrink-0">
        <input
          id={id}
          type="checkbox"
          className="peer size-5 cursor-pointer appearance-none rounded-md bg-white/5 ring-1 ring-inset ring-white/25 transition checked:bg-flame-500 checked:ring-flame-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-flame-400"
          {...props}
        />
        <Check aria-hidden="true" className="pointer-events-none absolute inset-0.5 size-4 text-white opacity-0 peer-checked:opacity-100" strokeWidth={3} />
      </span>
      <label htmlFor={id} className="cursor-pointer text-sm leading-snug text-zinc-300">
        {label}
      </label>
    </div>
  );
}
