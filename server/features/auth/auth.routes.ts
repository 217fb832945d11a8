import { getConnInfo } from "@hono/node-server/conninfo";
import { type Context, Hono } from "hono";
import type { AppEnv } from "../../context";
import { CLIENT_IP_HEADER, resolveClientIp } from "../../lib/client-ip";
import { describeAuthError } from "./describe-auth-error";
import { refuseForeignMailedLink } from "./refuse-foreign-mailed-link";

/** better-auth's endpoints under /api/auth: sign-up, sign-in, magic link, Google, sign-out, session. */
export const authRoutes = new Hono<AppEnv>().on(["GET", "POST"], "/*", async (c) => {
  const { auth, env } = c.get("ctx");
  const path = c.req.path.replace(/^\/api\/auth/, "");
  const refused = await refuseForeignMailedLink(c.req.raw, env);
  const response = await presentAuthErrors(path, refused ?? (await auth.handler(withClientIp(c))));
  return path === "/sign-out" && response.ok ? withCacheCleared(response) : response;
});

/**
 * A signed-out browser drops what it cached while signed in: uploads, videos and posters are
 * served `private` with a max-age, and on a shared computer the next person should not find them.
 */
function withCacheCleared(response: Response): Response {
  const headers = new Headers(response.headers);
  headers.set("clear-site-data", '"cache"');
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** The request as better-auth should see it: with the client address we vouch for, and no other. */
function withClientIp(c: Context<AppEnv>): Request {
  const ip = resolveClientIp({
    socketAddress: findSocketAddress(c),
    forwardedFor: c.req.header("x-forwarded-for"),
    trustedHops: c.get("ctx").env.TRUST_PROXY,
  });
  const headers = new Headers(c.req.raw.headers);
  headers.delete(CLIENT_IP_HEADER);
  if (ip) headers.set(CLIENT_IP_HEADER, ip);
  return new Request(c.req.raw, { headers });
}

function findSocketAddress(c: Context<AppEnv>): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    // Requests made in-process (app.request) have no socket.
    return undefined;
  }
}

/** Rewrites better-auth's JSON errors into the API's error shape with readable words. */
async function presentAuthErrors(path: string, response: Response): Promise<Response> {
  if (response.status < 400 || !response.headers.get("content-type")?.includes("application/json")) return response;
  const body = (await response.json().catch(() => ({}))) as { code?: unknown; message?: unknown };
  const retryAfter = Number(response.headers.get("x-retry-after"));
  const described = describeAuthError({
    path,
    status: response.status,
    code: typeof body.code === "string" ? body.code : undefined,
    message: typeof body.message === "string" ? body.message : undefined,
    retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
  });
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  if ((response.status === 429 || response.status === 503) && Number.isFinite(retryAfter) && retryAfter > 0) headers.set("retry-after", String(retryAfter));
  return new Response(JSON.stringify(described), { status: response.status, headers });
}
