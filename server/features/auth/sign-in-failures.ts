import { sql } from "drizzle-orm";
import { ipRateLimitKey } from "../../lib/client-ip";
import { type Db, queryRows } from "../../lib/db";
import { consumeRateLimit } from "../../lib/rate-limit-db";
import { AUTH_WINDOW_SECONDS, MAX_ATTEMPTS_PER_EMAIL, MAX_ATTEMPTS_PER_IP } from "./auth-limits";

export type SignInAttempt = { allowed: true } | { allowed: false; limitedBy: "ip" | "email"; retryAfterSeconds: number };

const windowMs = AUTH_WINDOW_SECONDS * 1000;
/** An IPv6 guesser is counted per /64, which it can rotate within for free (lib/client-ip.ts). */
export const buildIpFailureKey = (ip: string) => `fail:ip:${ipRateLimitKey(ip)}`;
export const buildEmailFailureKey = (email: string) => `fail:email:${email.trim().toLowerCase()}`;

/**
 * Counts a password attempt before it is checked, so a burst of parallel guesses cannot all slip
 * past a count that lags behind; forgiveSignInAttempt takes it back when it was not a failure.
 * The net effect counts failures only: per IP (one guesser) and per email (a botnet on one account).
 */
export async function consumeSignInAttempt(db: Db, options: { email: string; ip?: string }): Promise<SignInAttempt> {
  if (options.ip) {
    const perIp = await consumeRateLimit(db, buildIpFailureKey(options.ip), { windowMs, max: MAX_ATTEMPTS_PER_IP });
    if (!perIp.allowed) return { allowed: false, limitedBy: "ip", retryAfterSeconds: perIp.retryAfterSeconds };
  }
  const perEmail = await consumeRateLimit(db, buildEmailFailureKey(options.email), { windowMs, max: MAX_ATTEMPTS_PER_EMAIL });
  if (!perEmail.allowed) {
    // The refused attempt was never tried: it must not hold the IP's count up.
    if (options.ip) await uncount(db, buildIpFailureKey(options.ip));
    return { allowed: false, limitedBy: "email", retryAfterSeconds: perEmail.retryAfterSeconds };
  }
  return { allowed: true };
}

/** Takes back an attempt that turned out right (or was refused for another reason than the password). */
export async function forgiveSignInAttempt(db: Db, options: { email: string; ip?: string }): Promise<void> {
  if (options.ip) await uncount(db, buildIpFailureKey(options.ip));
  await uncount(db, buildEmailFailureKey(options.email));
}

async function uncount(db: Db, key: string): Promise<void> {
  await queryRows(db, sql`UPDATE rate_limit SET count = GREATEST(count - 1, 0) WHERE key = ${key} RETURNING count`);
}
