import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { Readable } from "node:stream";
import { AppError } from "../../lib/errors";
import { formatAttachmentDisposition, parseByteRange } from "../../lib/storage";

export interface ServeFileOptions {
  contentType: string;
  /** The request's Range header. */
  range?: string;
  /** Set to answer as a download with this file name. */
  downloadName?: string;
  maxAgeSec: number;
  /** HEAD answers with the headers only. */
  headOnly?: boolean;
}

/** A file as an HTTP response: whole (200), one byte range (206) or 416; NOT_FOUND when absent. */
export async function serveFile(file: string, options: ServeFileOptions): Promise<Response> {
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) throw new AppError("NOT_FOUND", "Media not found");
  const headers = new Headers({
    "Content-Type": options.contentType,
    "Accept-Ranges": "bytes",
    "Cache-Control": `private, max-age=${Math.max(0, Math.floor(options.maxAgeSec))}`,
    "Last-Modified": info.mtime.toUTCString(),
  });
  if (options.downloadName) headers.set("Content-Disposition", formatAttachmentDisposition(options.downloadName));

  const range = parseByteRange(options.range, info.size);
  if (range === "unsatisfiable") {
    headers.set("Content-Range", `bytes */${info.size}`);
    return new Response(null, { status: 416, headers });
  }
  const { start, end } = range ?? { start: 0, end: info.size - 1 };
  const status = range ? 206 : 200;
  headers.set("Content-Length", String(end - start + 1));
  if (range) headers.set("Content-Range", `bytes ${start}-${end}/${info.size}`);
  if (options.headOnly || info.size === 0) return new Response(null, { status, headers });
  const body = Readable.toWeb(createReadStream(file, { start, end })) as ReadableStream<Uint8Array>;
  return new Response(body, { status, headers });
}
