import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminGrantRequest, FailedRoast, MigrationCheck, MigrationRun } from "../../../../common/admin";
import type { ReportDecision, ReportedRoast } from "../../../../common/reports";
import { apiFetch } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";
import { useAuth } from "../../auth";

export interface AdminStats {
  roastsToday: number;
  roastsThisWeek: number;
  failureRate: number;
  failingStages: { stage: string; count: number }[];
  stageTimings: { stage: string; p50Ms: number; p90Ms: number; count: number }[];
  queueDepth: number;
  revenue: { last30Days: string; total: string };
  credits: { granted: number; spent: number; refunded: number };
  scripts: { authors: { author: string; count: number }[]; problems: { problem: string; count: number }[] };
}
export interface UserOverview {
  user: { id: string; email: string; emailVerified: boolean; createdAt: string };
  credits: { freeRoastsRemaining: number; paidCredits: number };
  ledger: { id: string; kind: string; delta: number; reason: string; remaining: number | null; expiresAt: string | null; createdAt: string }[];
  payments: { id: string; amount: number; paymentStatus: string; creditsPurchased: number; createdAt: string }[];
  roasts: { id: string; status: string; platform: string; scriptAuthor: ScriptAuthor | null; scriptProblems: string[]; createdAt: string }[];
}
/** Who wrote a roast's script: the model, the model after one repair, the offline engine after the model failed, or with no model. */
export type ScriptAuthor = "model" | "repaired" | "fallback" | "offline";
/** `granted: false`: this grant id was on the ledger already, and nothing was added. */
export interface AdminGrantResult {
  granted: boolean;
  credits: { freeRoastsRemaining: number; paidCredits: number };
}
export interface MigrationState {
  check: MigrationCheck;
  report: (MigrationRun & { state: "queued" | "running" | "completed" | "failed"; error?: string }) | null;
}

/** Whether the signed-in user is an admin (GET /api/me carries isAdmin); false while unknown. */
export function useIsAdmin(): boolean {
  const { user } = useAuth();
  const me = useQuery({
    queryKey: queryKeys.adminFlag(user?.id),
    queryFn: () => apiFetch<{ isAdmin?: boolean }>("/api/me"),
    enabled: Boolean(user),
    // Read once per user and kept: a refetch during sign-out, before the header learns the user is
    // gone, would ask /api/me without a session (sign-out keeps these entries for that reason).
    staleTime: Number.POSITIVE_INFINITY,
  });
  return Boolean(user && me.data?.isAdmin);
}

export const useAdminStats = () => useQuery({ queryKey: queryKeys.adminStats, queryFn: () => apiFetch<{ stats: AdminStats }>("/api/admin/stats") });
export const useFailedRoasts = () =>
  useQuery({ queryKey: queryKeys.adminFailedRoasts, queryFn: () => apiFetch<{ roasts: FailedRoast[] }>("/api/admin/failed-roasts") });
export const useUserOverview = (email: string) =>
  useQuery({
    queryKey: queryKeys.adminUser(email),
    queryFn: () => apiFetch<UserOverview>(`/api/admin/users?email=${encodeURIComponent(email)}`),
    enabled: email !== "",
    retry: false,
  });
export const useMigration = (polling: boolean) =>
  useQuery({ queryKey: queryKeys.adminMigration, queryFn: () => apiFetch<MigrationState>("/api/admin/migration"), refetchInterval: polling ? 2000 : false });

const refresh = (client: QueryClient) => client.invalidateQueries({ queryKey: queryKeys.admin });

export function useRetryRoast() {
  const client = useQueryClient();
  return useMutation({ mutationFn: (id: string) => apiFetch(`/api/admin/roasts/${id}/retry`, { method: "POST", json: {} }), onSuccess: () => refresh(client) });
}
export function useGrantCredits(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (grant: AdminGrantRequest) => apiFetch<AdminGrantResult>(`/api/admin/users/${userId}/credits`, { method: "POST", json: grant }),
    onSuccess: () => refresh(client),
  });
}
export function useStartMigration() {
  const client = useQueryClient();
  return useMutation({ mutationFn: () => apiFetch("/api/admin/migration", { method: "POST", json: {} }), onSuccess: () => refresh(client) });
}

export const useReportedRoasts = () =>
  useQuery({ queryKey: queryKeys.adminReports, queryFn: () => apiFetch<{ roasts: ReportedRoast[] }>("/api/admin/reports") });

export type ReportAction = "keep" | "take-down" | "ban";

/** Keep, Take down or Ban for one reported roast; the queue and the figures are read again after. */
export function useReviewReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ roastId, action, reason }: { roastId: string; action: ReportAction } & Partial<ReportDecision>) =>
      apiFetch<{ mailed?: boolean }>(`/api/admin/reports/${roastId}/${action}`, { method: "POST", json: action === "keep" ? {} : { reason } }),
    onSuccess: () => refresh(client),
  });
}
