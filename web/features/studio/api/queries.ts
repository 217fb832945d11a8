import { queryOptions, replaceEqualDeep, useQuery } from "@tanstack/react-query";
import type { RoastView } from "../../../../common/roast";
import { queryKeys } from "../../../lib/query-keys";
import { keepLatestProgress } from "../lib/keep-latest-progress";
import { checkUnlimitedMode, getMe, listNarrators, listRoasts } from "./roasts-api";

const isRunning = (roast: RoastView) => roast.status === "processing" || roast.status === "pending";

/**
 * The user's roasts, newest first: the studio's list and the account's video management. A re-read
 * never sets a running roast's bar back (keep-latest-progress.ts).
 */
export const roastsQuery = queryOptions({
  queryKey: queryKeys.roasts,
  queryFn: listRoasts,
  staleTime: 0,
  structuralSharing: (shown: unknown, fresh: unknown) => replaceEqualDeep(shown, keepLatestProgress(shown as RoastView[] | undefined, fresh as RoastView[])),
});

/**
 * The studio's list. While any roast is running the list is re-fetched every 5 s when the live
 * stream is down; with the stream up its events trigger the re-fetches, and a slow 15 s poll only
 * guards against a stream that stalls without an error.
 */
export function useRoasts(options: { live: boolean }) {
  return useQuery({
    ...roastsQuery,
    refetchInterval: (query) => ((query.state.data ?? []).some(isRunning) ? (options.live ? 15_000 : 5000) : false),
  });
}

export function useCredits() {
  return useQuery({ queryKey: queryKeys.me, queryFn: getMe, select: (me) => me.credits, staleTime: 0 });
}

export const unlimitedModeQuery = queryOptions({
  queryKey: queryKeys.unlimitedMode,
  queryFn: checkUnlimitedMode,
  staleTime: Number.POSITIVE_INFINITY,
  select: (r) => r.unlimitedMode,
});

export const useUnlimitedMode = () => useQuery(unlimitedModeQuery);

/** The narrators on offer change only with the server's configuration. */
export const useNarrators = () => useQuery({ queryKey: queryKeys.narrators, queryFn: listNarrators, staleTime: Number.POSITIVE_INFINITY });
