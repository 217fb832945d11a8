import { useMutation } from "@tanstack/react-query";
import type { ReportRequest } from "../../../../common/reports";
import { apiFetch } from "../../../lib/api-client";

/** POST /api/share/:slug/report: works signed in or out. */
export function reportRoast(slug: string, report: ReportRequest) {
  return apiFetch<{ message: string }>(`/api/share/${encodeURIComponent(slug)}/report`, { method: "POST", json: report });
}

export function useReportRoast(slug: string) {
  return useMutation({ mutationFn: (report: ReportRequest) => reportRoast(slug, report) });
}
