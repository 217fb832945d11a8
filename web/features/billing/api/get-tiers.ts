import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Tier } from "../../../../common/public-site";
import { apiFetch } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

export async function getTiers(): Promise<Tier[]> {
  const { tiers } = await apiFetch<{ tiers: Tier[] }>("/api/tiers");
  return tiers;
}

export const tiersQuery = queryOptions({
  queryKey: queryKeys.tiers,
  queryFn: getTiers,
  staleTime: 5 * 60_000,
});

export function useTiers() {
  return useQuery(tiersQuery);
}
