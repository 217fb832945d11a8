import { z } from "zod";
import { defineJob } from "../../../lib/queue";

const roastPayload = z.object({ roastId: z.string().uuid() });

/**
 * Renders a roast (landscape) from its stored upload. Retries twice; the third failure marks
 * the roast failed and refunds its credit, and a failure no retry can mend does so at once
 * (roasts/render/run-claimed-render.ts). A render is a few seconds of work, but the machine may be busy: ten
 * minutes before an attempt counts as hung.
 */
export const renderRoastJob = defineJob({
  name: "render-roast",
  schema: roastPayload,
  options: { retryLimit: 2, retryDelaySec: 5, retryBackoff: true, expireInSeconds: 600 },
});

/** Renders the portrait version of a completed roast from the kept voice and still. */
export const renderPortraitJob = defineJob({
  name: "render-portrait",
  schema: roastPayload,
  options: { retryLimit: 2, retryDelaySec: 5, retryBackoff: true, expireInSeconds: 600 },
});

/**
 * Joins completed roasts into a compilation roast, retried as a render is: a crash retries, a
 * failure no retry can mend (a clip deleted meanwhile, one without a picture) fails at once.
 */
export const mergeRoastsJob = defineJob({
  name: "merge-roasts",
  schema: roastPayload,
  options: { retryLimit: 2, retryDelaySec: 5, retryBackoff: true, expireInSeconds: 600 },
});

/** Every minute: re-queues roasts whose worker vanished, fails and refunds the hopeless ones. */
export const sweepRoastsJob = defineJob({
  name: "sweep-roasts",
  schema: z.object({}),
  options: { retryLimit: 0, expireInSeconds: 120 },
});

/** Deletes uploads after 24 hours and videos past their expiry (roasts/delete/cleanup-roast-media.ts; ADR 0008). */
export const cleanupRoastMediaJob = defineJob({
  name: "cleanup-roast-media",
  schema: z.object({}),
  options: { retryLimit: 1, expireInSeconds: 600 },
});

export const ROAST_JOBS = [renderRoastJob, renderPortraitJob, mergeRoastsJob, sweepRoastsJob, cleanupRoastMediaJob] as const;

/**
 * The singleton key of a render: one per claim round, so a re-queue after a crash is not held
 * back by the dead attempt that pg-boss still counts as active until it expires.
 */
export const renderKey = (roastId: string, attempts: number) => `roast:${roastId}:${attempts}`;
export const portraitKey = (roastId: string) => `portrait:${roastId}`;
