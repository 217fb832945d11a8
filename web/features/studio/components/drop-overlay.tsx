import { ImageUp } from "lucide-react";

/** Shown while an image is dragged over the studio: it can be dropped anywhere on the page. */
export function DropOverlay() {
  return (
    <div
      className="pointer-events-none fixed inset-0 z-50 grid place-items-center bg-ink-950/85 p-6 backdrop-blur-sm"
      data-testid="drop-overlay"
      aria-hidden="true"
    >
      <div className="flex h-full w-full flex-col items-center justify-center rounded-3xl border-2 border-dashed border-flame-400 text-center">
        <ImageUp className="size-14 text-flame-400" />
        <p className="mt-4 text-2xl font-bold text-white">Drop it to get it roasted</p>
        <p className="mt-2 text-sm text-zinc-400">A screenshot or photo, anywhere on this page</p>
      </div>
    </div>
  );
}
