import { getConnInfo } from "@hono/node-server/conninfo";
import { Hono } from "hono";
import { REPORT_CONFIRMATION, reportRequestSchema } from "../../../common/reports";
import type { AppEnv } from "../../context";
import { ipRateLimitKey, resolveClientIp } from "../../lib/client-ip";
import { AppError } from "../../lib/errors";
import { consumeRateLimit, type RateLimitRule } from "../../lib/rate-limit-db";
import { reportRoast } from "./report-roast";

/** A person reports a few roasts at most; more from one address (an IPv6 /64) in an hour is abuse. */
export const REPORT_RATE_LIMIT: RateLimitRule = { windowMs: 60 * 60_000, max: 10 };

/** POST /api/share/:slug/report: anyone, signed in or not, reports a shared roast. */
export const reportRoutes = new Hono<AppEnv>().post("/share/:slug/report", async (c) => {
  const ctx = c.get("ctx");
  const ip = resolveClientIp({ socketAddress: getConnInfo(c).remote.address, forwardedFor: c.req.header("x-forwarded-for"), trustedHops: ctx.env.TRUST_PROXY });
  const limit = await consumeRateLimit(ctx.database.db, `report:ip:${ip ? ipRateLimitKey(ip) : "unknown"}`, REPORT_RATE_LIMIT);
  if (!limit.allowed) {
    throw new AppError("RATE_LIMITED", "You have sent several reports already. Please try again later.", {
      title: "Too many reports",
      details: { retryAfterSeconds: limit.retryAfterSeconds },
    });
  }
  const body = reportRequestSchema.parse(await c.req.json().catch(() => null));
  const user = await ctx.session.findUser(c.req.raw.headers);
  await reportRoast({ ctx, slug: c.req.param("slug"), reporter: { userId: user?.id, email: user?.email, ip }, reason: body.reason, note: body.note });
  return c.json({ message: REPORT_CONFIRMATION }, 201);
});
