import { Hono } from "hono";
import type { AppContext, AppEnv } from "../../context";
import { draftRoutes } from "./drafts.routes";
import { narratorRoutes } from "./narrators.routes";
import { roastActionRoutes, roastCallRoutes } from "./roast-actions.routes";
import { createRoastEventHub } from "./core/roast-events";
import { roastsRoutes } from "./roasts.routes";

export { mergeRoastsJob, renderKey, renderRoastJob, ROAST_JOBS } from "./core/roast-jobs";
export { registerRoastJobs, scheduleRoastJobs } from "./register-roast-jobs";
export { sweepRoasts } from "./recovery/sweep-roasts";
export { watchForLostRoasts } from "./recovery/recover-lost-roasts";
export { cleanupRoastMedia } from "./delete/cleanup-roast-media";
export { createRoast } from "./create/create-roast";
export { findRoasts, getRoast } from "./view/find-roasts";
export { deleteRoast } from "./delete/delete-roast";
export { queueReopenedRoast, reopenFailedRoast } from "./recovery/reopen-failed-roast";
export { draftKeys, requireOwnRoast, type RoastRow, roastKeys, UUID_PATTERN } from "./core/roast-row";

/**
 * Every roast endpoint, mounted at /api: /roasts (create, list, events, read, delete, merge,
 * reframe, reroast), /drafts ("Direct it": three drafts, then render one), /narrators (the voices and their previews) and the spec's calls (generate-roast, reframe/:id, check-unlimited-mode).
 */
export function roastApiRoutes(ctx: AppContext) {
  const hub = createRoastEventHub(ctx.events);
  return new Hono<AppEnv>()
    .route("/roasts", roastsRoutes(hub))
    .route("/roasts", roastActionRoutes)
    .route("/drafts", draftRoutes)
    .route("/", roastCallRoutes)
    .route("/narrators", narratorRoutes);
}
