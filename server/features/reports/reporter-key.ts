import { createHmac } from "node:crypto";
import { isIP } from "node:net";
import { ipRateLimitKey } from "../../lib/client-ip";
import { normalizeMailbox } from "../../lib/normalize-mailbox";

export interface Reporter {
  userId?: string | null;
  /** The signed-in reporter's address: its mailbox (lib/normalize-mailbox.ts) is one of their keys. */
  email?: string | null;
  ip?: string | null;
}

export interface ReporterKeys {
  /** roast_reports.reporter_key: the user's key when signed in, else the address's (the v1 key). */
  primary: string;
  /** roast_reports.reporter_keys: every key; a report sharing any one of them is the same reporter. */
  all: string[];
}

/**
 * The network a reporter counts as, for hiding a roast: an IPv4 client's /24 and an IPv6 client's
 * /48. Both are the smallest blocks routed on the internet, so the least one party holds: a home
 * line that gets a new address on reconnecting, a phone toggling flight mode, a tunnel broker's
 * free /48 or a host's /64s all stay inside one. Counting a whole block as one reporter costs a
 * little: neighbours on one network count once, so the roast stays up until an admin reads their
 * reports (which the queue still shows). Rate limits (lib/client-ip.ts) count finer, by address or
 * /64, since they refuse people and must not refuse neighbours.
 */
export function reporterNetwork(ip: string): string | null {
  const key = ipRateLimitKey(ip);
  if (isIP(key) === 4) return `${key.split(".").slice(0, 3).join(".")}.0/24`;
  if (key.endsWith("::/64")) return `${key.split(":").slice(0, 3).join(":")}::/48`;
  return null;
}

/**
 * Who reported, as keyed hashes: the user's id and mailbox when signed in, and always the address
 * (an IPv6 client by its /64, as the v1 key was) and its network. Two reports that share any key are
 * one reporter, so one person cannot count twice with name+tag@ accounts on one inbox, a second
 * account from the same place, or addresses of one network. No address or mailbox is stored; without
 * the secret a key cannot be traced back. `user:` and `ip:` keep the v1 spelling, so reports made
 * before these keys still match.
 */
export function reporterKeys(secret: string, reporter: Reporter): ReporterKeys {
  const hash = (subject: string) => createHmac("sha256", secret).update(`roastreel:report:v1:${subject}`).digest("base64url");
  const ipKey = hash(`ip:${reporter.ip ? ipRateLimitKey(reporter.ip) : "unknown"}`);
  const userKey = reporter.userId ? hash(`user:${reporter.userId}`) : null;
  const network = reporter.ip ? reporterNetwork(reporter.ip) : null;
  const all = [
    userKey,
    reporter.userId && reporter.email ? hash(`mailbox:${normalizeMailbox(reporter.email)}`) : null,
    ipKey,
    network ? hash(`net:${network}`) : null,
  ].filter((key): key is string => key !== null);
  return { primary: userKey ?? ipKey, all };
}
