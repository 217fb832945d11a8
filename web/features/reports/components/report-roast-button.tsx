import { Flag } from "lucide-react";
import { useState } from "react";
import { cn } from "../../../lib/cn";
import { ReportRoastDialog } from "./report-roast-dialog";

/** The "Report" link of a shared roast: opens the report dialog. */
export function ReportRoastButton({ slug, className }: { slug: string; className?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        className={cn(
          "inline-flex items-center gap-1.5 rounded-lg px-2 py-1 text-sm text-zinc-400 underline-offset-2 transition hover:text-white hover:underline focus-visible:ring-2 focus-visible:ring-flame-400 focus-visible:outline-none",
          className,
        )}
      >
        <Flag className="size-4" aria-hidden="true" />
        Report
      </button>
      {open ? <ReportRoastDialog slug={slug} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
