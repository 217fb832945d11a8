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

/**
 * What a per-IP limit counts under. An IPv4 address is one client. An IPv6 client is its /64:
 * providers hand every home or server a /64 at least, and rotating the last 64 bits costs its
 * user nothing, so counting single addresses would give each one a fresh limit. IPv4-mapped
 * addresses (::ffff:1.2.3.4) count as the IPv4 address they carry.
 */
export function ipRateLimitKey(ip: string): string {
  const address = normalizeIp(ip.trim()) ?? ip;
  if (isIP(address) !== 6) return address;
  return `${expandIpv6(address).slice(0, 4).join(":")}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, in lower-case hex without leading zeros. */
function expandIpv6(address: string): string[] {
  const bare = address.split("%")[0].toLowerCase();
  const [head, tail] = bare.includes("::") ? bare.split("::") : [bare, undefined];
  const toGroups = (part: string | undefined) => (part ? part.split(":").flatMap(dottedToGroups) : []);
  const left = toGroups(head);
  const right = toGroups(tail);
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill("0");
  return [...left, ...zeros, ...right].map((group) => Number.parseInt(group, 16).toString(16));
}

/** An embedded IPv4 tail (64:ff9b::192.0.2.1) is the last two groups. */
function dottedToGroups(group: string): string[] {
  if (!group.includes(".")) return [group];
  const [a, b, c, d] = group.split(".").map(Number);
  return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
}
