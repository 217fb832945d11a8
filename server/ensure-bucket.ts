import { getEnv } from "./env";
import { ensureS3Bucket } from "./lib/storage/ensure-s3-bucket";

/**
 * `node dist/server/ensure-bucket.js`: makes S3_BUCKET on the configured S3-compatible store when
 * it is missing, and exits (compose.yaml's bucket service, which the app waits for).
 */
const env = getEnv();
if (!env.S3_BUCKET || !env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY) {
  process.stderr.write("S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set to make a bucket.\n");
  process.exit(1);
}
const outcome = await ensureS3Bucket({
  bucket: env.S3_BUCKET,
  region: env.S3_REGION,
  endpoint: env.S3_ENDPOINT,
  forcePathStyle: env.S3_FORCE_PATH_STYLE,
  accessKeyId: env.S3_ACCESS_KEY_ID,
  secretAccessKey: env.S3_SECRET_ACCESS_KEY,
}).catch((error: unknown) => {
  process.stderr.write(`The bucket ${env.S3_BUCKET} could not be made: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
process.stdout.write(`bucket ${env.S3_BUCKET}: ${outcome}\n`);
