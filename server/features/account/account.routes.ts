import { Hono } from "hono";
import type { AppEnv } from "../../context";
import { getSessionUser, requireUser } from "../auth";
import { accountDeletionRoutes } from "./account-deletion.routes";
import { dataExportRoutes } from "./data-export.routes";
import { getAccountSummary } from "./get-account-summary";

/**
 * GET /api/account: the signed-in user's credits, subscription and latest payments (read-only);
 * /export, a copy of their data; /deletion, deleting the account.
 */
export const accountRoutes = new Hono<AppEnv>()
  .get("/", requireUser, async (c) => {
    const ctx = c.get("ctx");
    c.header("cache-control", "no-store");
    const summary = await getAccountSummary({ db: ctx.database.db, billing: ctx.billing, isProduction: ctx.env.isProduction }, getSessionUser(c));
    return c.json(summary);
  })
  .route("/export", dataExportRoutes)
  .route("/deletion", accountDeletionRoutes);
