import { request } from "node:http";
import { connect } from "node:net";

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * An upload whose body is sent only in part, over a connection of its own, and never finished:
 * what a client holding the server's memory or connections would send. It stops writing once
 * an answer arrives or the connection closes.
 */
export interface HeldUpload {
  /** The whole answer, or null when the connection closed without one. */
  answer: Promise<Answer | null>;
  /** Resolves once the server has closed the connection. */
  closed: Promise<void>;
  /** Resolves once the first `fill` bytes of the body were taken by the socket, or the connection ended. */
  filled: Promise<void>;
  bytesSent(): number;
  /** Sends more of the body (a trickle). */
  write(bytes: Buffer): void;
  destroy(): void;
}

export interface HoldOptions {
  /** The Content-Length announced. */
  declaredBytes: number;
  /** The body's first bytes (a multipart part's head, a JSON field's start). */
  head: Buffer;
  /** Bytes of filler sent after the head, as fast as the socket takes them. */
  fill: number;
  fillByte?: number;
}

export function holdUpload(url: string, headers: Record<string, string>, options: HoldOptions): HeldUpload {
  let sent = 0;
  let over = false;
  const req = request(url, { method: "POST", agent: false, headers: { ...headers, "content-length": String(options.declaredBytes) } });
  const answer = new Promise<Answer | null>((resolve) => {
    let answered = false;
    req.on("response", (response) => {
      over = true;
      answered = true;
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (text: string) => (body += text));
      const settle = () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body });
      response.on("end", settle);
      // Cut short: the status was sent, the body may not all have been.
      response.on("close", settle);
    });
    req.on("close", () => {
      if (!answered) resolve(null);
    });
  });
  const closed = new Promise<void>((resolve) => {
    req.on("socket", (socket) => socket.once("close", () => resolve()));
  });
  // A reset after the answer, or while writing once the server hung up, is what is expected here.
  req.on("error", () => {
    over = true;
  });
  void closed.then(() => {
    over = true;
  });
  const chunk = Buffer.alloc(256 * 1024, options.fillByte ?? 0);
  const filled = new Promise<void>((resolve) => {
    let left = options.fill;
    void closed.then(resolve);
    const pump = () => {
      while (!over && left > 0) {
        const part = left >= chunk.length ? chunk : chunk.subarray(0, left);
        left -= part.length;
        sent += part.length;
        if (!req.write(part)) return void req.once("drain", pump);
      }
      resolve();
    };
    req.write(options.head);
    sent += options.head.length;
    pump();
  });
  return {
    answer,
    closed,
    filled,
    bytesSent: () => sent,
    write: (bytes) => {
      if (over) return;
      sent += bytes.length;
      req.write(bytes);
    },
    destroy: () => {
      over = true;
      req.destroy();
    },
  };
}

/** A multipart part's head for `field`, with a PNG's signature as its first bytes. */
export function multipartHead(boundary: string, field = "image"): Buffer {
  return Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="profile.png"\r\nContent-Type: image/png\r\n\r\n`),
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  ]);
}

/**
 * Sends a request's headers a line at a time, never the blank line that ends them. Resolves with
 * how many lines were sent once the server closes the connection, or when `giveUpMs` passes
 * (then `closed` is false).
 */
export function trickleHeaders(url: string, everyMs: number, giveUpMs: number): Promise<{ closed: boolean; lines: number; firstBytes: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname === "localhost" ? "127.0.0.1" : hostname);
    let lines = 0;
    let firstBytes = "";
    socket.setEncoding("utf8");
    socket.on("data", (text: string) => {
      if (firstBytes.length < 64) firstBytes += text;
    });
    socket.on("error", () => {});
    const timer = setInterval(() => {
      socket.write(lines === 0 ? "POST /api/roasts HTTP/1.1\r\nHost: localhost\r\n" : `X-Line-${lines}: still coming\r\n`);
      lines++;
    }, everyMs);
    const done = (closed: boolean) => {
      clearInterval(timer);
      clearTimeout(limit);
      socket.destroy();
      resolve({ closed, lines, firstBytes });
    };
    const limit = setTimeout(() => done(false), giveUpMs);
    socket.once("close", () => done(true));
  });
}

/** A whole request, its headers and body written at once, and the answer. */
export function sendWhole(url: string, headers: Record<string, string>, body: Buffer): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: "POST", agent: false, headers: { ...headers, "content-length": String(body.length) } });
    req.on("response", (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (text += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
    });
    req.on("error", reject);
    req.end(body);
  });
}
