import { Hono } from "hono";
import { type ChangePlanResponse, changePlanRequestSchema } from "../../../common/billing";
import type { AppEnv } from "../../context";
import { AppError } from "../../lib/errors";
import { getSessionUser, requireUser } from "../auth";
import { advanceTestPeriod, cancelSubscription, changePlan, createPortalLink } from "./manage-subscription";

/** The signed-in user's own subscription: cancel at period end, change plan, billing portal. */
export const subscriptionRoutes = new Hono<AppEnv>()
  .use("*", requireUser)
  .post("/cancel", async (c) => {
    const subscription = await cancelSubscription(c.get("ctx"), getSessionUser(c).id);
    return c.json({ cancelAtPeriodEnd: subscription.cancelAtPeriodEnd, currentPeriodEnd: subscription.currentPeriodEnd });
  })
  .post("/change", async (c) => {
    const { tierId } = changePlanRequestSchema.parse(await c.req.json().catch(() => null));
    const result = await changePlan(c.get("ctx"), getSessionUser(c), tierId);
    return c.json({ ...result, changed: result.url === null, redirect_url: result.url } satisfies ChangePlanResponse);
  })
  .post("/portal", async (c) => {
    const ctx = c.get("ctx");
    const { url } = await createPortalLink(ctx, getSessionUser(c).id, `${ctx.env.publicUrl}/account`);
    return c.json({ url, redirect_url: url });
  })
  // Test mode only (never in production): see a renewal without waiting a month.
  .post("/advance-period", async (c) => {
    const ctx = c.get("ctx");
    if (ctx.env.isProduction || !ctx.billing.local) throw new AppError("NOT_FOUND", "Not found");
    await advanceTestPeriod(ctx, getSessionUser(c).id);
    return c.json({ advanced: true });
  });
