import type { IncomingMessage } from "node:http";
import type { MiddlewareHandler } from "hono";

/**
 * A response to a request whose body was not read to its end (refused over the limit, a 402 or
 * 429 before an upload, any answer that never needed the body) says `Connection: close`. The Node
 * adapter (@hono/node-server) discards such a body for half a second and then closes the socket;
 * a keep-alive client not told so puts the connection back in its pool and sends its next request
 * down a socket about to be cut, which then fails ("other side closed"). RFC 9112 §9.6: a server
 * that will close the connection after a response says so in it.
 */
export function closeUnreadBodies(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
    if (!incoming || incoming.method === "GET" || incoming.method === "HEAD" || incoming.complete) return;
    c.res.headers.set("connection", "close");
  };
}
