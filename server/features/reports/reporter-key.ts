import { createHmac } from "node:crypto";
import { ipRateLimitKey } from "../../lib/client-ip";

/**
 * Who reported, as a keyed hash: the signed-in user's id, else the client's address (an IPv6
 * client by its /64, as every per-IP limit counts it). One person reporting twice counts once,
 * and no address is stored; without the secret the key cannot be traced back.
 */
export function reporterKey(secret: string, reporter: { userId?: string | null; ip?: string | null }): string {
  const subject = reporter.userId ? `user:${reporter.userId}` : `ip:${reporter.ip ? ipRateLimitKey(reporter.ip) : "unknown"}`;
  return createHmac("sha256", secret).update(`roastreel:report:v1:${subject}`).digest("base64url");
}
