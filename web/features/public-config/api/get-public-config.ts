import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PublicConfig } from "../../../../common/public-site";
import { apiFetch } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

export function getPublicConfig(): Promise<PublicConfig> {
  return apiFetch<PublicConfig>("/api/public-config");
}

/** Deployment facts change only on restart: fetch once per page load. */
export const publicConfigQuery = queryOptions({
  queryKey: queryKeys.publicConfig,
  queryFn: getPublicConfig,
  staleTime: Number.POSITIVE_INFINITY,
});

export function usePublicConfig() {
  return useQuery(publicConfigQuery);
}
