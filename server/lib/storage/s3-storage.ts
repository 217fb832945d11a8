import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, stat } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { AppError } from "../errors";
import { formatAttachmentDisposition } from "./content-type";
import type { Storage } from "./storage";
import { requireValidKey, requireValidPrefix } from "./storage-key";

export interface S3StorageOptions {
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** For S3-compatible servers (MinIO, R2, …). */
  endpoint?: string;
  forcePathStyle?: boolean;
  defaultExpiresInSec?: number;
}

/** SigV4 presigned URLs live at most 7 days. */
const MAX_PRESIGN_SEC = 7 * 24 * 3600;

const isNotFound = (error: unknown) =>
  error instanceof S3ServiceException && (error.name === "NotFound" || error.name === "NoSuchKey" || error.$metadata.httpStatusCode === 404);

/** Objects in an S3-compatible bucket, served straight from it through presigned GET URLs. */
export function createS3Storage(options: S3StorageOptions): Storage {
  const Bucket = options.bucket;
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // Default CRC checksums (and aws-chunked uploads) are not understood by many S3-compatible
    // servers; send them only where the API requires one.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });

  async function getObject(key: string) {
    try {
      return await client.send(new GetObjectCommand({ Bucket, Key: requireValidKey(key) }));
    } catch (error) {
      if (isNotFound(error)) throw new AppError("NOT_FOUND", `No stored file ${key}`);
      throw error;
    }
  }

  async function listKeys(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
      for (const item of page.Contents ?? []) if (item.Key) keys.push(item.Key);
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return keys;
  }

  return {
    kind: "s3",
    put: async (key, body, contentType) => {
      // PutObject needs a known length; our streams are single renders or uploads of a few MB,
      // so buffering them is cheaper than a multipart upload.
      const Body = Buffer.isBuffer(body) ? body : Buffer.concat(await body.toArray());
      await client.send(new PutObjectCommand({ Bucket, Key: requireValidKey(key), Body, ContentType: contentType }));
    },
    putFile: async (key, filePath, contentType) => {
      const { size } = await stat(filePath);
      const send = () =>
        client.send(
          new PutObjectCommand({
            Bucket,
            Key: requireValidKey(key),
            Body: createReadStream(filePath),
            ContentLength: size,
            ContentType: contentType,
          }),
        );
      await retryOnDroppedConnection(send);
    },
    get: async (key) => {
      const object = await getObject(key);
      return Buffer.from(await (object.Body as { transformToByteArray(): Promise<Uint8Array> }).transformToByteArray());
    },
    getToFile: async (key, filePath) => {
      const object = await getObject(key);
      await mkdir(path.dirname(path.resolve(filePath)), { recursive: true });
      await pipeline(object.Body as Readable, createWriteStream(filePath));
    },
    exists: async (key) => {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: requireValidKey(key) }));
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },
    delete: async (key) => {
      await client.send(new DeleteObjectCommand({ Bucket, Key: requireValidKey(key) }));
    },
    // HeadBucket, not a missing object's HEAD: a bucket that is not there answers 404 to both.
    probe: async () => {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
    deletePrefix: async (prefix) => {
      const keys = await listKeys(requireValidPrefix(prefix));
      // DeleteObjects takes at most 1000 keys per call.
      for (let i = 0; i < keys.length; i += 1000) {
        const Objects = keys.slice(i, i + 1000).map((Key) => ({ Key }));
        await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }));
      }
    },
    signedUrl: async (key, signOptions = {}) => {
      const expiresIn = Math.min(signOptions.expiresInSec ?? options.defaultExpiresInSec ?? 3600, MAX_PRESIGN_SEC);
      const command = new GetObjectCommand({
        Bucket,
        Key: requireValidKey(key),
        ResponseContentDisposition: signOptions.downloadName ? formatAttachmentDisposition(signOptions.downloadName) : undefined,
      });
      return getSignedUrl(client, command, { expiresIn });
    },
  };
}

/** Codes of a connection that dropped before an answer came: the request may simply be sent again. */
const DROPPED = new Set(["ECONNRESET", "EPIPE", "ECONNREFUSED", "ETIMEDOUT"]);
const isDroppedConnection = (error: unknown) => {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return (typeof code === "string" && DROPPED.has(code)) || message === "socket hang up";
};

/**
 * Sends a streamed upload again, with a fresh stream, when its connection dropped: the SDK retries
 * such errors itself, but never a request whose body is a stream it has already read. A server
 * closing an idle kept-alive connection just as a finished render's upload reuses it (every
 * S3-compatible store times idle connections out) would otherwise fail the render.
 */
export async function retryOnDroppedConnection<T>(send: () => Promise<T>, attempts = 3, pauseMs = 250): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await send();
    } catch (error) {
      if (!isDroppedConnection(error) || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, pauseMs * attempt));
    }
  }
}
