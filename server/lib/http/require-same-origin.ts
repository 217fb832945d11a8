import type { MiddlewareHandler } from "hono";
import { AppError } from "../errors";
import { isDevTrustedOrigin } from "./dev-origins";
import { matchesRoute } from "./route-pattern";

export interface SameOriginOptions {
  /** Origins whose pages may change state: PUBLIC_URL's plus TRUSTED_ORIGINS. */
  allowedOrigins: readonly string[];
  /** Routes with their own protection (provider webhooks' signatures, better-auth's origin check). */
  exempt?: readonly string[];
  /** Routes that take a multipart upload instead of JSON. */
  multipart?: readonly string[];
  /** Development: also this machine's own pages at a loopback or LAN address (dev-origins.ts). */
  trustDevOrigins?: boolean;
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

const crossSite = () => new AppError("FORBIDDEN", "This request did not come from the RoastReel site", { title: "Request blocked" });
const notJson = () => new AppError("UNSUPPORTED_MEDIA", "Send the request as JSON (Content-Type: application/json)", { title: "Unsupported request" });

/** The origin (scheme://host:port) of a URL, or undefined when it is not one. */
export function toOrigin(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const origin = new URL(value).origin;
    return origin === "null" ? undefined : origin;
  } catch {
    return undefined;
  }
}

/** PUBLIC_URL plus the comma-separated TRUSTED_ORIGINS, as origins. */
export function allowedOriginsFrom(env: { publicUrl: string; TRUSTED_ORIGINS?: string }): string[] {
  const listed = [env.publicUrl, ...(env.TRUSTED_ORIGINS?.split(",") ?? [])].map((o) => toOrigin(o.trim()));
  return [...new Set(listed.filter((o): o is string => o !== undefined))];
}

/**
 * Refuses a state-changing request (anything but GET/HEAD/OPTIONS) that another site could have
 * made with the user's cookies. The caller's origin is its Origin header, or else its Referer's;
 * browsers send Origin on every cross-site POST, PUT, PATCH and DELETE, so a request with
 * neither did not come from our pages and is refused too. Under /api a body must also be JSON
 * (or multipart on the upload routes): those are the types a cross-site form cannot send.
 */
export function requireSameOrigin(options: SameOriginOptions): MiddlewareHandler {
  const allowed = new Set(options.allowedOrigins);
  const exempt = options.exempt ?? [];
  const multipart = options.multipart ?? [];
  return async (c, next) => {
    const { method, path } = c.req;
    if (SAFE_METHODS.has(method) || matchesRoute(exempt, method, path)) return next();
    const origin = c.req.header("origin") ?? toOrigin(c.req.header("referer"));
    const trusted = origin && (allowed.has(origin) || (options.trustDevOrigins && isDevTrustedOrigin(origin, c.req.header("host"))));
    if (!trusted) throw crossSite();
    if (path.startsWith("/api/")) {
      const type = c.req.header("content-type")?.split(";")[0].trim().toLowerCase();
      const length = c.req.header("content-length");
      const hasBody = c.req.header("transfer-encoding") !== undefined || (length !== undefined && length !== "0");
      const accepted = type === "application/json" || (type === "multipart/form-data" && matchesRoute(multipart, method, path));
      if ((type !== undefined || hasBody) && !accepted) throw notJson();
    }
    return next();
  };
}
