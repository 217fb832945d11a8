import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AccountSummary } from "../../../../common/billing";
import type { RoastView } from "../../../../common/roast";
import { apiFetch } from "../../../lib/api-client";

export const accountKey = ["account"] as const;

/** GET /api/account: credits, subscription and the latest payments of the signed-in user. */
export const accountQuery = queryOptions({
  queryKey: accountKey,
  queryFn: () => apiFetch<AccountSummary>("/api/account"),
  staleTime: 0,
});

export function useAccount(options: { enabled?: boolean } = {}) {
  return useQuery({ ...accountQuery, enabled: options.enabled ?? true });
}

/** The user's roasts (the studio's list), newest first. */
export const accountRoastsQuery = queryOptions({
  queryKey: ["roasts"],
  queryFn: () => apiFetch<{ roasts: RoastView[] }>("/api/roasts").then((r) => r.roasts),
  staleTime: 0,
});

export const deleteRoast = (roastId: string) => apiFetch<unknown>(`/api/roasts/${roastId}`, { method: "DELETE" });
