import { isIP } from "node:net";

/** 127.0.0.0/8, ::1 and localhost: only this machine can open such a page. */
function isLoopback(hostname: string): boolean {
  const bare = hostname.replace(/^\[|\]$/g, "");
  return bare === "localhost" || bare.endsWith(".localhost") || bare === "::1" || (isIP(bare) === 4 && bare.startsWith("127."));
}

/** An address of the local network (RFC 1918, link-local, IPv6 ULA) or an mDNS .local name. */
function isLocalNetwork(hostname: string): boolean {
  const bare = hostname.replace(/^\[|\]$/g, "").toLowerCase();
  if (bare.endsWith(".local")) return true;
  if (isIP(bare) === 4) {
    const [a, b] = bare.split(".").map(Number);
    return a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254);
  }
  return isIP(bare) === 6 && (bare.startsWith("fc") || bare.startsWith("fd") || bare.startsWith("fe80:"));
}

/**
 * Development only: a page opened at http://127.0.0.1:3000, or at the machine's LAN address to
 * try it on a phone, is our own page even though PUBLIC_URL says localhost. Trusted: any
 * loopback origin, and a local-network origin that is exactly the host the browser asked for
 * (its own page, never a third site). Production trusts only PUBLIC_URL and TRUSTED_ORIGINS.
 */
export function isDevTrustedOrigin(origin: string, requestHost: string | undefined): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return false;
  if (isLoopback(url.hostname)) return true;
  return requestHost !== undefined && url.host === requestHost.toLowerCase() && isLocalNetwork(url.hostname);
}

/**
 * better-auth's trustedOrigins as a function of the request: PUBLIC_URL and TRUSTED_ORIGINS, plus
 * in development the page's own origin when isDevTrustedOrigin accepts it.
 */
export function trustedOriginsFor(env: { NODE_ENV: string; publicUrl: string; TRUSTED_ORIGINS?: string }) {
  const listed = listedOrigins(env);
  return (request?: Request): string[] => {
    const origin = request?.headers.get("origin");
    const own = env.NODE_ENV === "development" && origin && isDevTrustedOrigin(origin, request?.headers.get("host") ?? undefined);
    return own ? [...listed, origin] : listed;
  };
}

/** PUBLIC_URL and TRUSTED_ORIGINS: the origins trusted in every environment. */
export function listedOrigins(env: { publicUrl: string; TRUSTED_ORIGINS?: string }): string[] {
  return [env.publicUrl, ...(env.TRUSTED_ORIGINS?.split(",").map((o) => o.trim()) ?? [])].filter(Boolean);
}

/** The fields of a request body that say where a mailed link lands. */
export const MAILED_LINK_FIELDS = ["callbackURL", "redirectTo", "newUserCallbackURL", "errorCallbackURL"] as const;

/**
 * The first field of a mail-sending request whose URL lands anywhere but PUBLIC_URL's origin or
 * TRUSTED_ORIGINS (a path counts as PUBLIC_URL's). The development trust above never applies
 * here: the Host and Origin it relies on are whatever the sender wrote, and the mail goes to
 * someone else, whose token the link would carry to that origin.
 */
export function findForeignMailedLink(body: unknown, env: { publicUrl: string; TRUSTED_ORIGINS?: string }): string | undefined {
  if (typeof body !== "object" || body === null) return undefined;
  const allowed = new Set(listedOrigins(env).flatMap((origin) => originOf(origin) ?? []));
  const fields = body as Record<string, unknown>;
  return MAILED_LINK_FIELDS.find((field) => {
    const value = fields[field];
    if (value === undefined || value === null || value === "") return false;
    const origin = typeof value === "string" ? originOf(value, env.publicUrl) : undefined;
    return origin === undefined || !allowed.has(origin);
  });
}

function originOf(value: string, base?: string): string | undefined {
  try {
    return new URL(value, base).origin;
  } catch {
    return undefined;
  }
}
