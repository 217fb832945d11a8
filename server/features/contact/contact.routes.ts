import { getConnInfo } from "@hono/node-server/conninfo";
import { Hono } from "hono";
import { contactMessageSchema } from "../../../common/contact";
import type { AppEnv } from "../../context";
import { AppError } from "../../lib/errors";
import { createTokenBucket, type TokenBucketRule } from "../../lib/rate-limit";
import { ipRateLimitKey, resolveClientIp } from "../../lib/client-ip";
import { sendContactMessage } from "./send-contact-message";

/** A person writes a few messages at most; more from one address in a short while is abuse. */
const DEFAULT_LIMIT: TokenBucketRule = { capacity: 5, refillEverySec: 10 * 60 };

/** POST /api/contact: the contact form. */
export function contactRoutes(options: { rateLimit?: TokenBucketRule } = {}) {
  const bucket = createTokenBucket(options.rateLimit ?? DEFAULT_LIMIT);
  return new Hono<AppEnv>().post("/", async (c) => {
    const ctx = c.get("ctx");
    const ip = resolveClientIp({
      socketAddress: getConnInfo(c).remote.address,
      forwardedFor: c.req.header("x-forwarded-for"),
      trustedHops: ctx.env.TRUST_PROXY,
    });
    const { allowed, retryAfterSec } = bucket.take(ip ? ipRateLimitKey(ip) : "unknown");
    if (!allowed) {
      throw new AppError("RATE_LIMITED", "You have sent several messages already. Please try again later.", {
        title: "Error",
        details: { retryAfterSec },
      });
    }
    const body = await c.req.json().catch(() => {
      throw new AppError("BAD_REQUEST", "Invalid JSON body");
    });
    const message = contactMessageSchema.parse(body);
    const { id } = await sendContactMessage({ db: ctx.database.db, mailer: ctx.mailer, logger: ctx.logger, message, supportEmail: ctx.env.SUPPORT_EMAIL });
    return c.json({ id }, 201);
  });
}
