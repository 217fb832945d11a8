import * as RadixDialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn";

interface DialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: ReactNode;
  /** Always given: Radix reads it to the user and warns when it is missing. */
  description: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  className?: string;
}

/**
 * A modal dialog: focus is trapped inside and returned on close, Escape and the overlay close it,
 * and the title and description are wired to aria-labelledby / aria-describedby by Radix.
 */
export function Dialog({ open, onOpenChange, title, description, children, footer, className }: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/70 backdrop-blur-sm" />
        <RadixDialog.Content
          className={cn(
            "fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2",
            "overflow-y-auto rounded-3xl bg-ink-900 p-6 shadow-2xl ring-1 ring-white/10 focus:outline-none sm:p-8",
            className,
          )}
        >
          <RadixDialog.Title className="pr-8 font-display text-xl font-bold text-white">{title}</RadixDialog.Title>
          <RadixDialog.Description className="mt-2 text-sm text-zinc-400">{description}</RadixDialog.Description>
          {children ? <div className="mt-6">{children}</div> : null}
          {footer ? <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">{footer}</div> : null}
          <RadixDialog.Close aria-label="Close" className="absolute top-4 right-4 rounded-lg p-2 text-zinc-400 transition hover:bg-white/5 hover:text-white">
            <X className="size-5" aria-hidden="true" />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
