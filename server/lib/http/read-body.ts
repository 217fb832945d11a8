import type { Context } from "hono";
import { hasDeclaredBody } from "./body-limit";

export interface ReadBodyOptions {
  /** Bytes the body may have; past them it is refused, the rest never read. */
  maxBytes: number;
  /** How long the body may send nothing before it is given up (a stalled or trickling client). */
  idleMs: number;
  /** The error for a body over maxBytes (declared or counted). */
  tooLarge: () => Error;
  /** The error for a body that sent nothing for idleMs. */
  idle: () => Error;
  /** The error for a body the client stopped sending (its connection closed first). */
  cutOff: () => Error;
}

const IDLE = Symbol("idle");

/**
 * Reads a request's body into one buffer as it streams in, and only when asked: a route decides
 * first whether the upload is wanted (features/roasts/create/admit-upload.ts), and a refused one is never
 * read. A declared Content-Length over the limit is refused unread; a body is counted as it
 * arrives and refused the moment it passes the limit; a body that sends nothing for `idleMs` is
 * given up. The rest of a body given up on is never buffered: once the answer is out, the Node
 * adapter (@hono/node-server) discards what still arrives for half a second, so the client can
 * read the answer, then closes the connection.
 */
export async function readRequestBody(c: Context, options: ReadBodyOptions): Promise<Buffer<ArrayBuffer>> {
  const transferEncoding = c.req.header("transfer-encoding");
  const contentLength = c.req.header("content-length");
  if (!hasDeclaredBody(transferEncoding, contentLength)) return Buffer.alloc(0);
  if (transferEncoding === undefined && Number(contentLength) > options.maxBytes) throw options.tooLarge();
  const stream = c.req.raw.body;
  if (!stream) return Buffer.alloc(0);

  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const next = reader.read();
    let timer: NodeJS.Timeout | undefined;
    const idle = new Promise<typeof IDLE>((resolve) => {
      timer = setTimeout(() => resolve(IDLE), options.idleMs);
    });
    const result = await Promise.race([next, idle]).catch(() => null);
    clearTimeout(timer);
    if (result === IDLE) {
      // The read stays pending until the connection closes; its failure then is expected.
      next.catch(() => {});
      throw options.idle();
    }
    if (result === null) throw options.cutOff();
    const { done, value } = result as ReadableStreamReadResult<Uint8Array>;
    if (done) break;
    size += value.byteLength;
    if (size > options.maxBytes) throw options.tooLarge();
    chunks.push(value);
  }
  return Buffer.concat(chunks, size);
}
