import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AccountSummary } from "../../../../common/billing";
import { apiFetch } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

/** GET /api/account: credits, subscription and the latest payments of the signed-in user. */
export const accountQuery = queryOptions({
  queryKey: queryKeys.account,
  queryFn: () => apiFetch<AccountSummary>("/api/account"),
  staleTime: 0,
});

export function useAccount(options: { enabled?: boolean } = {}) {
  return useQuery({ ...accountQuery, enabled: options.enabled ?? true });
}

export const deleteRoast = (roastId: string) => apiFetch<unknown>(`/api/roasts/${roastId}`, { method: "DELETE" });
