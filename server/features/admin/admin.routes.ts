import { Hono } from "hono";
import { z } from "zod";
import { adminGrantSchema, adminUserQuerySchema } from "../../../common/admin";
import { reportDecisionSchema } from "../../../common/reports";
import type { AppEnv } from "../../context";
import { getSessionUser } from "../auth";
import { findFailedRoasts } from "./find-failed-roasts";
import { findReportedRoasts } from "./find-reported-roasts";
import { findUserOverview } from "./find-user-overview";
import { getAdminStats } from "./get-admin-stats";
import { grantAdminCredits } from "./grant-admin-credits";
import { checkMigration } from "./migration/migrate-media";
import { readMigrationReport, requestMediaMigration } from "./migration/migration-job";
import { createMigrationSource } from "./migration/migration-source";
import { requireAdmin } from "./require-admin";
import { retryFailedRoast } from "./retry-failed-roast";
import { banRoastOwner, keepReportedRoast, takeDownReportedRoast } from "./review-reported-roast";

const idParam = z.object({ id: z.string().min(1).max(100) });

/** Everything under /api/admin; every route answers 401 signed out and 403 to non-admins. */
export const adminRoutes = new Hono<AppEnv>()
  .use("*", requireAdmin)
  .get("/stats", async (c) => c.json({ stats: await getAdminStats({ db: c.get("ctx").database.db }) }))
  .get("/failed-roasts", async (c) => c.json({ roasts: await findFailedRoasts({ db: c.get("ctx").database.db }) }))
  .post("/roasts/:id/retry", async (c) => {
    const { id } = idParam.parse(c.req.param());
    return c.json({ roast: await retryFailedRoast({ ctx: c.get("ctx"), roastId: id }) });
  })
  .get("/users", async (c) => {
    const { email } = adminUserQuerySchema.parse(c.req.query());
    return c.json(await findUserOverview({ db: c.get("ctx").database.db, email }));
  })
  .post("/users/:id/credits", async (c) => {
    const { id } = idParam.parse(c.req.param());
    const body = adminGrantSchema.parse(await c.req.json().catch(() => ({})));
    const admin = getSessionUser(c);
    return c.json(await grantAdminCredits({ db: c.get("ctx").database.db, adminId: admin.id, userId: id, ...body }));
  })
  .get("/migration", async (c) => {
    const ctx = c.get("ctx");
    // The report is read before the check: a run that finishes in between then shows as still
    // running beside its true count, never as "completed" beside a count taken before it moved anything.
    const report = await readMigrationReport(ctx);
    const check = await checkMigration({ db: ctx.database.db, source: createMigrationSource(ctx.env) });
    return c.json({ check, report });
  })
  .get("/reports", async (c) => c.json({ roasts: await findReportedRoasts({ ctx: c.get("ctx") }) }))
  .post("/reports/:id/keep", async (c) => {
    const { id } = idParam.parse(c.req.param());
    return c.json(await keepReportedRoast({ ctx: c.get("ctx"), adminId: getSessionUser(c).id, roastId: id }));
  })
  .post("/reports/:id/take-down", async (c) => {
    const { id } = idParam.parse(c.req.param());
    const { reason } = reportDecisionSchema.parse(await c.req.json().catch(() => ({})));
    return c.json(await takeDownReportedRoast({ ctx: c.get("ctx"), adminId: getSessionUser(c).id, roastId: id, reason }));
  })
  .post("/reports/:id/ban", async (c) => {
    const { id } = idParam.parse(c.req.param());
    const { reason } = reportDecisionSchema.parse(await c.req.json().catch(() => ({})));
    return c.json(await banRoastOwner({ ctx: c.get("ctx"), adminId: getSessionUser(c).id, roastId: id, reason }));
  })
  .post("/migration", async (c) => c.json({ report: await requestMediaMigration({ ctx: c.get("ctx"), requestedBy: getSessionUser(c).id }) }, 202));
