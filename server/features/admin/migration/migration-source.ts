import { readdir } from "node:fs/promises";
import path from "node:path";
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import type { Env } from "../../../env";
import { type Storage, createLocalStorage, createS3Storage } from "../../../lib/storage";

/** The storage media are moved off: readable, listable, and emptied as each roast is moved. */
export interface MigrationSource {
  /** For people: "local folder /srv/old-files" or "S3 bucket old-media". */
  label: string;
  storage: Storage;
  /** Every key under the prefix. */
  listKeys(prefix: string): Promise<string[]>;
}

type SourceEnv = Pick<
  Env,
  | "MIGRATE_FROM_DIR"
  | "MIGRATE_FROM_S3_BUCKET"
  | "MIGRATE_FROM_S3_REGION"
  | "MIGRATE_FROM_S3_ENDPOINT"
  | "MIGRATE_FROM_S3_ACCESS_KEY_ID"
  | "MIGRATE_FROM_S3_SECRET_ACCESS_KEY"
  | "MIGRATE_FROM_S3_FORCE_PATH_STYLE"
  | "publicUrl"
  | "authSecret"
>;

/** The old storage described by MIGRATE_FROM_*, or null when none is configured. */
export function createMigrationSource(env: SourceEnv): MigrationSource | null {
  if (env.MIGRATE_FROM_DIR) return createLocalSource(env.MIGRATE_FROM_DIR, env);
  const bucket = env.MIGRATE_FROM_S3_BUCKET;
  if (bucket && env.MIGRATE_FROM_S3_ACCESS_KEY_ID && env.MIGRATE_FROM_S3_SECRET_ACCESS_KEY) {
    const options = {
      bucket,
      region: env.MIGRATE_FROM_S3_REGION,
      endpoint: env.MIGRATE_FROM_S3_ENDPOINT,
      forcePathStyle: env.MIGRATE_FROM_S3_FORCE_PATH_STYLE,
      accessKeyId: env.MIGRATE_FROM_S3_ACCESS_KEY_ID,
      secretAccessKey: env.MIGRATE_FROM_S3_SECRET_ACCESS_KEY,
    };
    return createS3Source(options);
  }
  return null;
}

export function createLocalSource(dir: string, env: Pick<Env, "publicUrl" | "authSecret">): MigrationSource {
  const root = path.resolve(dir);
  return {
    label: `local folder ${root}`,
    storage: createLocalStorage({ rootDir: root, publicUrl: env.publicUrl, secret: env.authSecret }),
    listKeys: async (prefix) => {
      const entries = await readdir(path.join(root, prefix), { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) =>
        error.code === "ENOENT" ? [] : Promise.reject(error),
      );
      return entries
        .filter((entry) => entry.isFile() && !entry.name.startsWith("."))
        .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
        .sort();
    },
  };
}

export function createS3Source(options: Parameters<typeof createS3Storage>[0]): MigrationSource {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
  });
  return {
    label: `S3 bucket ${options.bucket}`,
    storage: createS3Storage(options),
    listKeys: async (prefix) => {
      const keys: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: options.bucket, Prefix: prefix, ContinuationToken }));
        for (const item of page.Contents ?? []) if (item.Key) keys.push(item.Key);
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return keys.sort();
    },
  };
}
