import { queryOptions, useQuery } from "@tanstack/react-query";
import type { RoastView } from "../../../../common/roast";
import { checkUnlimitedMode, getMe, listNarrators, listRoasts } from "./roasts-api";

export const roastsKey = ["roasts"] as const;
export const meKey = ["me"] as const;

const isRunning = (roast: RoastView) => roast.status === "processing" || roast.status === "pending";

/**
 * The user's roasts, newest first. While any is running the list is re-fetched every 5 s (spec
 * §9) when the live stream is down; with the stream up its events trigger the re-fetches, and a
 * slow 15 s poll only guards against a stream that stalls without an error.
 */
export function useRoasts(options: { live: boolean }) {
  return useQuery({
    queryKey: roastsKey,
    queryFn: listRoasts,
    staleTime: 0,
    refetchInterval: (query) => ((query.state.data ?? []).some(isRunning) ? (options.live ? 15_000 : 5000) : false),
  });
}

export function useCredits() {
  return useQuery({ queryKey: meKey, queryFn: getMe, select: (me) => me.credits, staleTime: 0 });
}

export const unlimitedModeQuery = queryOptions({
  queryKey: ["check-unlimited-mode"],
  queryFn: checkUnlimitedMode,
  staleTime: Number.POSITIVE_INFINITY,
  select: (r) => r.unlimitedMode,
});

export const useUnlimitedMode = () => useQuery(unlimitedModeQuery);

/** The narrators on offer change only with the server's configuration. */
export const useNarrators = () => useQuery({ queryKey: ["narrators"], queryFn: listNarrators, staleTime: Number.POSITIVE_INFINITY });
