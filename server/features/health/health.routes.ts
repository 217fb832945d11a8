import { Hono } from "hono";
import type { AppContext, AppEnv } from "../../context";
import { checkReadiness, type ProcessState } from "../../lib/readiness";

/** How long /api/ready waits for any one dependency: less than a load balancer's or compose's own timeout. */
const READINESS_TIMEOUT_MS = 2_000;

/**
 * GET /health: liveness, what this process knows of itself and its tools, cheap enough for every
 * few seconds. GET /ready: readiness, whether it can take traffic or work now (the database, the
 * storage and the queue reachable, and not stopping); 503 otherwise. Mounted under /api by the
 * app, and alone on HEALTH_PORT (start.ts) for a worker, which serves no other HTTP.
 */
export function healthRoutes(ctx: AppContext, state: ProcessState = { stopping: false }) {
  return new Hono<AppEnv>()
    .get("/health", async (c) => {
      const db = await ctx.database.sql
        .query("select 1 as ok")
        .then(() => "ok" as const)
        .catch(() => "down" as const);
      const queue = ctx.queue.status().state === "started" ? ("ok" as const) : ("down" as const);
      // Renders need both binaries; which one is down is said, never its path.
      const { ffmpeg, ffprobe } = await ctx.engine.checkTools();
      // What the upload gate last knew of its model (features/roasts/moderation/moderation-readiness.ts): no
      // load here. "down" refuses every upload, so the process is not healthy.
      const moderation = ctx.moderation.state();
      const healthy = db === "ok" && queue === "ok" && ffmpeg === "ok" && ffprobe === "ok" && moderation !== "down";
      return c.json({ status: healthy ? "ok" : "degraded", db, queue, ffmpeg, ffprobe, moderation }, healthy ? 200 : 503);
    })
    .get("/ready", async (c) => {
      const report = await checkReadiness(
        {
          database: () => ctx.database.sql.query("select 1 as ok"),
          storage: () => ctx.storage.probe(),
          queue: async () => {
            if (ctx.queue.status().state !== "started") throw new Error("the job queue is not running");
          },
        },
        { timeoutMs: READINESS_TIMEOUT_MS, stopping: state.stopping },
      );
      return c.json({ status: report.status, ...report.checks }, report.status === "ready" ? 200 : 503);
    });
}
