import { Spinner } from "./spinner";

/** The full-height loading state of a page (auth resolving, data on its way). */
export function PageLoading({ label = "Loading..." }: { label?: string }) {
  return (
    <div role="status" aria-live="polite" className="flex min-h-[60vh] flex-col items-center justify-center gap-4">
      <Spinner className="size-9 text-flame-400" />
      <p className="text-sm font-medium text-zinc-400">{label}</p>
    </div>
  );
}
