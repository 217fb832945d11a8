import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { RoastView } from "../../../../common/roast";
import { isApiError } from "../../../lib/api-client";
import { invalidateBalance, queryKeys } from "../../../lib/query-keys";
import { notify, notifyError } from "../../../lib/toast";
import { mergeRoasts, reroast, retryRoast } from "../api/roasts-api";

/** Retry of a failed roast, the free re-roast, and compilations. */
export function useRoastActions() {
  const queryClient = useQueryClient();
  const [isCreatingCompilation, setCreatingCompilation] = useState(false);
  const [reroasting, setReroasting] = useState<string | null>(null);
  const [retrying, setRetrying] = useState<string | null>(null);

  /** Runs a failed roast again (with the credit its failure refunded); its card shows the progress. */
  async function retry(roast: RoastView) {
    if (retrying) return;
    setRetrying(roast.id);
    try {
      const { roast: started } = await retryRoast(roast.id);
      queryClient.setQueryData<RoastView[]>(queryKeys.roasts, (roasts) => roasts?.map((r) => (r.id === started.id ? started : r)));
      await Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.roasts }), invalidateBalance(queryClient)]);
    } catch (error) {
      // A refusal says why (no credit left, upload no longer kept, too many retries); anything else is the spec's text.
      if (isApiError(error) && error.status < 500 && error.title) notifyError(error.title, error.message);
      else notifyError("Retry failed", "Unable to retry roast generation");
    } finally {
      setRetrying(null);
    }
  }

  /** Starts the free re-roast; `onStarted` gets its id once its card is beside its original. */
  async function reroastFree(roast: RoastView, onStarted?: (reroastId: string) => void): Promise<void> {
    if (reroasting) return;
    setReroasting(roast.id);
    try {
      const { roast: started } = await reroast(roast.id);
      queryClient.setQueryData<RoastView[]>(queryKeys.roasts, (roasts) =>
        roasts && !roasts.some((r) => r.id === started.id) ? [started, ...roasts.map((r) => (r.id === roast.id ? { ...r, canReroast: false } : r))] : roasts,
      );
      onStarted?.(started.id);
      notify("Re-roast on the way", "A fresh take on the same picture, on us.");
      await Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.roasts }), invalidateBalance(queryClient)]);
    } catch (error) {
      notifyError(isApiError(error) && error.title ? error.title : "Re-roast failed", isApiError(error) ? error.message : "Please try again.");
    } finally {
      setReroasting(null);
    }
  }

  /** True when the compilation was started. */
  async function createCompilation(roastIds: string[]): Promise<boolean> {
    if (roastIds.length < 2) {
      notifyError("Not enough videos", "Please select at least 2 videos to create a compilation");
      return false;
    }
    if (isCreatingCompilation) return false;
    setCreatingCompilation(true);
    try {
      await mergeRoasts(roastIds);
      await queryClient.invalidateQueries({ queryKey: queryKeys.roasts });
      notify("Compilation started", "Your roasts are being merged into one video.");
      return true;
    } catch (error) {
      // A refusal (too many clips, one in progress, the per-minute or daily limit) says why; anything else shows the fixed 'Compilation failed' text.
      if (isApiError(error) && error.status < 500 && error.title) notifyError(error.title, error.message);
      else notifyError("Compilation failed", "Failed to create compilation video. Please try again.");
      return false;
    } finally {
      setCreatingCompilation(false);
    }
  }

  return { retry, retrying, reroastFree, reroasting, createCompilation, isCreatingCompilation };
}
