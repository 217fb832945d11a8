import { isIP } from "node:net";

/**
 * The header that carries the client address to better-auth (its per-IP rate limits and the
 * session's ip_address). The auth route always overwrites it, so a client cannot choose it.
 */
export const CLIENT_IP_HEADER = "x-roastreel-client-ip";

export interface ClientIpSource {
  /** The TCP peer: the client itself, or the nearest proxy. */
  socketAddress?: string;
  /** The X-Forwarded-For header as received. */
  forwardedFor?: string;
  /** How many proxies in front of us append to X-Forwarded-For (env TRUST_PROXY). */
  trustedHops: number;
}

/**
 * The client's address. Behind N trusted proxies, each appends the address it saw, so the client
 * is the Nth entry from the right; entries further left were written by the client and prove
 * nothing. Without trusted proxies the header is ignored and the socket peer is the client.
 */
export function resolveClientIp(source: ClientIpSource): string | undefined {
  const socket = normalizeIp(source.socketAddress);
  if (source.trustedHops <= 0 || !source.forwardedFor) return socket;
  const hops = source.forwardedFor
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  // Fewer entries than proxies: the request skipped a proxy, so the header is not ours.
  if (hops.length < source.trustedHops) return socket;
  return normalizeIp(hops[hops.length - source.trustedHops]) ?? socket;
}

function normalizeIp(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const ip = value.toLowerCase().startsWith("::ffff:") && isIP(value.slice(7)) === 4 ? value.slice(7) : value;
  return isIP(ip) ? ip : undefined;
}
