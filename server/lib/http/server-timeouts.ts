import type { ServerOptions } from "node:http";
import type { ParsedEnv } from "../../env";

/**
 * A request's headers are a few kilobytes: they arrive within a round trip or two, even from a
 * phone on 3G whose radio has to wake up first. Node's default (60 s) lets a client that sends
 * them a byte at a time hold a connection for a minute.
 */
export const HEADERS_TIMEOUT_MS = 20_000;
/**
 * Idle keep-alive connections: Node's default without a proxy. Behind one (TRUST_PROXY), longer
 * than the common proxies' own idle timeout (60 s for AWS's load balancers, nginx's upstream
 * default), so the proxy closes an idle connection first and never sends a request down one we
 * are closing (a 502 for that request).
 */
export const KEEP_ALIVE_TIMEOUT_MS = { direct: 5_000, behindProxy: 65_000 } as const;

export type ServerTimeouts = Required<Pick<ServerOptions, "headersTimeout" | "requestTimeout" | "keepAliveTimeout" | "connectionsCheckingInterval">>;

/**
 * The Node server's timeouts (server/start.ts). REQUEST_TIMEOUT_MS bounds how long a whole
 * request may take to arrive; its default (180 s) carries a battle's 20 MB at about 1 Mbit/s, a
 * phone's upstream on 3G, and a single 10 MB photo at half that, where Node's default (300 s)
 * let every held upload sit for five minutes. A body that stops arriving is given up much sooner,
 * by UPLOAD_IDLE_TIMEOUT_MS (lib/http/read-body.ts). Node checks these every
 * connectionsCheckingInterval (30 s by default, which would stretch a 20 s limit to 50 s).
 */
export function serverTimeouts(env: Pick<ParsedEnv, "REQUEST_TIMEOUT_MS" | "TRUST_PROXY">): ServerTimeouts {
  const requestTimeout = env.REQUEST_TIMEOUT_MS;
  // Node refuses a headers timeout longer than the request's.
  const headersTimeout = Math.min(HEADERS_TIMEOUT_MS, requestTimeout);
  return {
    requestTimeout,
    headersTimeout,
    keepAliveTimeout: env.TRUST_PROXY > 0 ? KEEP_ALIVE_TIMEOUT_MS.behindProxy : KEEP_ALIVE_TIMEOUT_MS.direct,
    connectionsCheckingInterval: Math.max(250, Math.min(5_000, Math.floor(headersTimeout / 4))),
  };
}
