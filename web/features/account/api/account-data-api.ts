import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AccountDeletionView, DataExportView } from "../../../../common/account";
import { apiFetch } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

/** GET /api/account/export: the copy of the user's data, while it is built and once it is ready. */
export const dataExportQuery = queryOptions({
  queryKey: queryKeys.dataExport,
  queryFn: () => apiFetch<{ export: DataExportView | null }>("/api/account/export").then((r) => r.export),
  staleTime: 0,
});

/** Polls every 5 s while the copy is being built, so the page offers it as soon as it is ready. */
export function useDataExport() {
  return useQuery({ ...dataExportQuery, refetchInterval: (query) => (query.state.data?.status === "building" ? 5_000 : false) });
}

/** POST /api/account/export: queues a new copy (one per hour). */
export const requestDataExport = () => apiFetch<{ export: DataExportView }>("/api/account/export", { method: "POST", json: {} }).then((r) => r.export);

/** GET /api/account/deletion: the password, or a mailed link for an account without one. */
export const accountDeletionQuery = queryOptions({
  queryKey: queryKeys.accountDeletion,
  queryFn: () => apiFetch<AccountDeletionView>("/api/account/deletion"),
});

export function useAccountDeletion(options: { enabled: boolean }) {
  return useQuery({ ...accountDeletionQuery, enabled: options.enabled });
}

export const mailDeletionLink = () => apiFetch<{ sent: boolean }>("/api/account/deletion/link", { method: "POST", json: {} });

/** POST /api/account/deletion: deletes the account, confirmed by its password or the mailed link's token. */
export const deleteAccount = (proof: { password: string } | { token: string }) =>
  apiFetch<{ deleted: boolean }>("/api/account/deletion", { method: "POST", json: proof });
