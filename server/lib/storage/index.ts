import path from "node:path";
import type { Env } from "../../env";
import { createLocalStorage } from "./local-storage";
import { createS3Storage } from "./s3-storage";
import type { Storage } from "./storage";

export type { Storage } from "./storage";
export { createLocalStorage, type LocalStorageOptions } from "./local-storage";
export { createS3Storage, type S3StorageOptions } from "./s3-storage";
export { isValidKey, requireValidKey } from "./storage-key";
export { checkMediaSignature } from "./media-signature";
export { parseByteRange } from "./byte-range";
export { contentTypeForKey, formatAttachmentDisposition } from "./content-type";

/** The folder of the local-directory storage (also served by the /media route). */
export const localFilesDir = (env: Env) => path.resolve(env.DATA_DIR, "files");

/** S3 when a bucket is configured, otherwise files under `${DATA_DIR}/files`. */
export function createStorage(env: Env): Storage {
  if (env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY) {
    return createS3Storage({
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
      endpoint: env.S3_ENDPOINT,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    });
  }
  return createLocalStorage({ rootDir: localFilesDir(env), publicUrl: env.publicUrl, secret: env.authSecret });
}
