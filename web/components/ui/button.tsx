import type { ButtonHTMLAttributes } from "react";
import { cn } from "../../lib/cn";

export type ButtonVariant = "primary" | "secondary" | "light" | "outline" | "ghost" | "danger";
export type ButtonSize = "sm" | "md" | "lg";

const base =
  "inline-flex items-center justify-center gap-2 rounded-xl font-semibold whitespace-nowrap transition " +
  "duration-150 select-none disabled:cursor-not-allowed disabled:opacity-50 active:scale-[0.98]";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-flame-gradient text-white shadow-lg shadow-flame-600/25 hover:brightness-95 hover:shadow-flame-500/40",
  secondary: "bg-white/10 text-white hover:bg-white/15 ring-1 ring-inset ring-white/10",
  light: "bg-white text-zinc-900 shadow-lg shadow-black/20 hover:bg-zinc-100",
  outline: "text-zinc-100 ring-1 ring-inset ring-white/20 hover:bg-white/5 hover:ring-white/30",
  ghost: "text-zinc-300 hover:bg-white/5 hover:text-white",
  danger: "bg-red-600/90 text-white hover:bg-red-600",
};

const sizes: Record<ButtonSize, string> = {
  sm: "h-9 px-3 text-sm",
  md: "h-11 px-5 text-sm",
  lg: "h-13 px-7 text-base",
};

/** Class names of a button, for links that should look like one. */
export function buttonClasses(options: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}) {
  return cn(base, variants[options.variant ?? "primary"], sizes[options.size ?? "md"], options.className);
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export function Button({ variant, size, className, type = "button", ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses({ variant, size, className })} {...props} />;
}
