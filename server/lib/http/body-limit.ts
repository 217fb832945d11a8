import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { AppError } from "../errors";
import { matchesRoute } from "./route-pattern";

export interface BodyLimitOptions {
  /** Bytes any request body may have. */
  maxBytes: number;
  /** Routes that need more and say how much: pattern (see matchesRoute) → bytes. */
  larger?: Record<string, number>;
  /**
   * Routes that read a larger body themselves, once they have decided to (the uploads, with
   * readRequestBody in read-body.ts). They are left to that limit; their tests prove it holds.
   */
  ownLimit?: readonly string[];
}

const tooLarge = () => new AppError("PAYLOAD_TOO_LARGE", "This request is too large", { title: "Request too large" });

/**
 * One limit for every request body, answered 413 before the body is buffered: a declared
 * Content-Length over the limit is refused unread, and a chunked body is counted as it streams
 * and refused the moment it passes the limit (the server then drains a little and closes the
 * connection, so the rest is never read into memory).
 */
export function limitRequestBodies(options: BodyLimitOptions): MiddlewareHandler {
  const onError = () => {
    throw tooLarge();
  };
  const byDefault = bodyLimit({ maxSize: options.maxBytes, onError });
  const larger = Object.entries(options.larger ?? {}).map(([pattern, maxSize]) => ({ pattern, limit: bodyLimit({ maxSize, onError }) }));
  const ownLimit = options.ownLimit ?? [];
  return async (c, next) => {
    const { method, path } = c.req;
    // Most requests carry no body: answered without asking for one, which would build a whole
    // fetch Request (with its stream and abort signal) for every read. A GET's body is never
    // read (the node adapter gives GET and HEAD none), and in HTTP/1.1 a request without
    // Transfer-Encoding or a Content-Length above 0 has no body.
    if (method === "GET" || method === "HEAD" || !hasDeclaredBody(c.req.header("transfer-encoding"), c.req.header("content-length"))) return next();
    if (matchesRoute(ownLimit, method, path)) return next();
    const rule = larger.find((r) => matchesRoute([r.pattern], method, path));
    return (rule?.limit ?? byDefault)(c, next);
  };
}

/** Whether the headers announce a body: any Transfer-Encoding, or a Content-Length other than 0. */
export function hasDeclaredBody(transferEncoding: string | undefined, contentLength: string | undefined): boolean {
  return transferEncoding !== undefined || (contentLength !== undefined && contentLength.trim() !== "0");
}
