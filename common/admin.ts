import { z } from "zod";

/** POST /api/admin/users/:id/credits: a grant needs a reason; grantId makes a repeated click a no-op. */
export const adminGrantSchema = z.object({
  amount: z.number().int().min(1).max(1000),
  reason: z.string().trim().min(3, "Say why these credits are granted").max(200),
  grantId: z.string().uuid(),
});
export type AdminGrantRequest = z.input<typeof adminGrantSchema>;

/** GET /api/admin/failed-roasts: one failed roast, newest failure first. */
export interface FailedRoast {
  id: string;
  userEmail: string;
  platform: string;
  errorStage: string | null;
  errorMessage: string | null;
  attempts: number;
  createdAt: string;
  updatedAt: string;
}

export const adminUserQuerySchema = z.object({ email: z.string().trim().email().max(320) });

/** One row of the media migration's result (the spec's migrate-replicate-videos answer). */
export interface MigrationResult {
  roastId: string;
  success: boolean;
  newUrl?: string;
  error?: string;
}

export interface MigrationCheck {
  /** Where media are copied from, e.g. "local folder /srv/old" or "S3 bucket old-media"; null when none is configured. */
  source: string | null;
  /** Roasts whose media still live only on the old storage. */
  pendingRoasts: number;
}

export interface MigrationRun {
  results: MigrationResult[];
  migratedCount: number;
  failedCount: number;
}
