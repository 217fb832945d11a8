import { randomUUID } from "node:crypto";

/** What a client-chosen request id may look like: short, and nothing a log line could misread. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * The id a request is logged and answered under: the client's (or proxy's) X-Request-Id when it
 * is a safe token, so traces can be followed across hops; otherwise a new one, so nobody can
 * write arbitrary text, markup or a very long value into our logs.
 */
export function readRequestId(header: string | undefined): string {
  return header !== undefined && SAFE_REQUEST_ID.test(header) ? header : randomUUID();
}
