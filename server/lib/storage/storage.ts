import type { Readable } from "node:stream";

/** Where uploads and rendered media live: a local directory or an S3-compatible bucket. */
export interface Storage {
  readonly kind: "local" | "s3";
  put(key: string, body: Buffer | Readable, contentType: string): Promise<void>;
  putFile(key: string, filePath: string, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer>;
  /** Downloads an object into a local file (the renderer works on files). */
  getToFile(key: string, filePath: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  /** Deletes every object under a prefix (e.g. a roast's folder). */
  deletePrefix(prefix: string): Promise<void>;
  /** A URL that serves the object until it expires, with Range support. */
  signedUrl(key: string, options?: { expiresInSec?: number; downloadName?: string }): Promise<string>;
  /** Resolves when the storage can be used now (readiness): the bucket answers, or the folder is writable. */
  probe(): Promise<void>;
}
