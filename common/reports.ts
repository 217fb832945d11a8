import { z } from "zod";

/** Why a shared roast is reported, in the order the dialog offers them. */
export const REPORT_REASONS = ["not_consented", "harassment", "explicit", "other"] as const;
export type ReportReasonKey = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_LABELS: Record<ReportReasonKey, string> = {
  not_consented: "It's me and I didn't agree",
  harassment: "Harassment or bullying",
  explicit: "Explicit content",
  other: "Other",
};

export const REPORT_NOTE_MAX = 500;

/** POST /api/share/:slug/report. */
export const reportRequestSchema = z.object({
  reason: z.enum(REPORT_REASONS),
  note: z.string().trim().max(REPORT_NOTE_MAX, `Keep the note under ${REPORT_NOTE_MAX} characters`).optional(),
});
export type ReportRequest = z.input<typeof reportRequestSchema>;

export const REPORT_CONFIRMATION = "Thanks — we'll review this roast.";

/** POST /api/admin/reports/:roastId/take-down and /ban: the reason the owner is told. */
export const reportDecisionSchema = z.object({ reason: z.enum(REPORT_REASONS) });
export type ReportDecision = z.input<typeof reportDecisionSchema>;

/** GET /api/admin/reports: a roast with open reports, or hidden until reviewed. */
export interface ReportedRoast {
  roastId: string;
  ownerId: string;
  ownerEmail: string;
  platform: string;
  script: string | null;
  /** "hidden" once enough people reported it; null while it is still shown. */
  state: "hidden" | "taken_down" | null;
  ownerBanned: boolean;
  posterUrl: string | null;
  videoUrl: string | null;
  reports: { id: string; reason: ReportReasonKey; note: string | null; createdAt: string }[];
}
