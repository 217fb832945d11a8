import { CreateBucketCommand, HeadBucketCommand, S3Client, S3ServiceException } from "@aws-sdk/client-s3";
import type { S3StorageOptions } from "./s3-storage";

const isMissing = (error: unknown) => error instanceof S3ServiceException && (error.name === "NotFound" || error.$metadata.httpStatusCode === 404);

/**
 * Makes the bucket when it is not there yet (`node dist/server/ensure-bucket.js`, compose's bucket
 * service): an S3-compatible store that has only just started may not answer at first, so it
 * tries again every `delayMs`, `attempts` times, before giving up with the last error.
 */
export async function ensureS3Bucket(
  options: Omit<S3StorageOptions, "defaultExpiresInSec">,
  retry: { attempts: number; delayMs: number } = { attempts: 30, delayMs: 2_000 },
): Promise<"exists" | "created"> {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
  });
  const Bucket = options.bucket;
  try {
    for (let attempt = 1; ; attempt++) {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
        return "exists";
      } catch (error) {
        if (isMissing(error)) {
          await client.send(new CreateBucketCommand({ Bucket }));
          return "created";
        }
        if (attempt >= retry.attempts) throw error;
        await new Promise((resolve) => setTimeout(resolve, retry.delayMs));
      }
    }
  } finally {
    client.destroy();
  }
}
