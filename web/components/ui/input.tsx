import type { InputHTMLAttributes, TextareaHTMLAttributes } from "react";
import { cn } from "../../lib/cn";

const field =
  "w-full rounded-xl bg-white/5 px-4 text-base text-white placeholder:text-zinc-500 ring-1 ring-inset " +
  "ring-white/10 transition hover:ring-white/20 focus:bg-white/[0.07] focus:ring-2 focus:ring-flame-500 " +
  "focus:outline-none aria-[invalid=true]:ring-red-500/70 disabled:opacity-60";

export function Input({ className, ...props }: InputHTMLAttributes<HTMLInputElement>) {
  return <input className={cn(field, "h-12", className)} {...props} />;
}

export function Textarea({ className, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <textarea className={cn(field, "min-h-36 resize-y py-3", className)} {...props} />;
}
