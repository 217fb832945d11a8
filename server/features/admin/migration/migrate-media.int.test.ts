import { createHash, randomUUID } from "node:crypto";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../../tests/support/test-db";
import { sameOriginFetch, startTestServer } from "../../../../tests/support/test-server";
import { tables } from "../../../lib/db";
import { type Storage, createS3Storage } from "../../../lib/storage";
import { signInTestUser } from "../../auth/test-support/sign-in-test-user";
import { checkMigration, migrateMedia } from "./migrate-media";
import { createLocalSource } from "./migration-source";

const FILES = ["source.jpg", "landscape.mp4", "portrait.mp4", "poster.jpg", "work/voice.wav"];
const sha = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
const bytesOf = (roastId: string, file: string) => Buffer.from(`${roastId}/${file}:`.repeat(200 + file.length));

describe("media migration, local folder → S3 (s3rver)", () => {
  let s3Dir: string;
  let s3: S3rver;
  let endpoint: string;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const env = { publicUrl: "http://localhost:1", authSecret: "x".repeat(32) };
  beforeAll(async () => {
    s3Dir = await mkdtemp(path.join(tmpdir(), "rr-migrate-s3-"));
    s3 = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory: s3Dir, configureBuckets: [{ name: "media" }, { name: "served" }] });
    endpoint = `http://127.0.0.1:${(await s3.run()).port}`;
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
    await s3.close();
    await rm(s3Dir, { recursive: true, force: true });
  });

  const bucket = (name: string) =>
    createS3Storage({ bucket: name, region: "us-east-1", endpoint, forcePathStyle: true, accessKeyId: "S3RVER", secretAccessKey: "S3RVER" });

  async function seedOldStorage(count: number) {
    const dir = await mkdtemp(path.join(tmpdir(), "rr-migrate-old-"));
    const source = createLocalSource(dir, env);
    const userId = randomUUID();
    await database.db.insert(tables.user).values({ id: userId, name: "", email: `${userId}@example.com`, emailVerified: true });
    const ids: string[] = [];
    for (let i = 0; i < count; i++) {
      const [row] = await database.db
        .insert(tables.userRoasts)
        .values({ userId, seed: String(i), status: "completed" })
        .returning();
      for (const file of FILES) await source.storage.put(`roasts/${row.id}/${file}`, bytesOf(row.id, file), "application/octet-stream");
      ids.push(row.id);
    }
    // Files of a roast that was deleted are left where they are.
    await source.storage.put(`roasts/${randomUUID()}/landscape.mp4`, Buffer.from("orphan"), "video/mp4");
    return { dir, source, ids };
  }

  async function expectMoved(target: Storage, ids: string[]) {
    for (const id of ids) for (const file of FILES) expect(sha(await target.get(`roasts/${id}/${file}`))).toBe(sha(bytesOf(id, file)));
  }

  it("moves every roast once, verified, and resumes after an interruption and a failed copy", async () => {
    const { dir, source, ids } = await seedOldStorage(4);
    const target = bucket("media");
    expect(await checkMigration({ db: database.db, source })).toEqual({ source: `local folder ${path.resolve(dir)}`, pendingRoasts: 4 });

    // Interrupted after the first roast (a worker stopping): the rest stays on the old storage.
    const stop = new AbortController();
    const first = await migrateMedia({ db: database.db, source, target, signal: stop.signal, onRoast: () => stop.abort() });
    expect(first).toMatchObject({ migratedCount: 1, failedCount: 0 });
    expect(first.results[0]).toMatchObject({ success: true, roastId: ids.find((id) => id === first.results[0].roastId) });
    expect(first.results[0].newUrl).toContain(`${endpoint}/media/roasts/${first.results[0].roastId}/landscape.mp4`);
    expect(await checkMigration({ db: database.db, source })).toMatchObject({ pendingRoasts: 3 });

    // A crash between copying and deleting left a half copy on the target: it is simply redone.
    const halfDone = ids.find((id) => id !== first.results[0].roastId) as string;
    await target.put(`roasts/${halfDone}/landscape.mp4`, Buffer.from("truncated"), "video/mp4");

    // A copy that does not read back the same is refused, and its old files are kept.
    const corrupted = ids.filter((id) => id !== first.results[0].roastId && id !== halfDone)[0];
    const corrupting: Storage = {
      ...target,
      put: (key, body, type) => target.put(key, key.startsWith(`roasts/${corrupted}/`) ? Buffer.from("bit rot") : body, type),
    };
    const second = await migrateMedia({ db: database.db, source, target: corrupting });
    expect(second).toMatchObject({ migratedCount: 2, failedCount: 1 });
    expect(second.results.find((r) => r.roastId === corrupted)).toMatchObject({ success: false, error: expect.stringContaining("bytes stored") });
    expect(await source.storage.exists(`roasts/${corrupted}/landscape.mp4`)).toBe(true);

    // Resumed: only what is left is done; then nothing is left.
    const third = await migrateMedia({ db: database.db, source, target });
    expect(third).toMatchObject({ migratedCount: 1, failedCount: 0, results: [{ roastId: corrupted, success: true }] });
    expect(await migrateMedia({ db: database.db, source, target })).toEqual({ results: [], migratedCount: 0, failedCount: 0 });
    await expectMoved(target, ids);
    expect(await source.listKeys("roasts/")).toHaveLength(1);
    await rm(dir, { recursive: true, force: true });
  });

  it("runs as a job started from the admin API of a server configured for S3", async () => {
    const { dir, ids } = await seedOldStorage(0);
    const adminEmail = `ops-${randomUUID()}@example.com`;
    const server = await startTestServer({
      ADMIN_EMAILS: adminEmail,
      MIGRATE_FROM_DIR: dir,
      S3_BUCKET: "served",
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: "true",
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
    });
    try {
      const admin = await signInTestUser(server.ctx, { email: adminEmail });
      const old = createLocalSource(dir, env);
      const [roast] = await server.ctx.database.db.insert(tables.userRoasts).values({ userId: admin.id, seed: "s", status: "completed" }).returning();
      for (const file of FILES) await old.storage.put(`roasts/${roast.id}/${file}`, bytesOf(roast.id, file), "application/octet-stream");
      const get = async () => (await sameOriginFetch(server, "/api/admin/migration", { cookie: admin.cookie })).json();
      expect((await get()).check).toEqual({ source: `local folder ${path.resolve(dir)}`, pendingRoasts: 1 });

      const started = await sameOriginFetch(server, "/api/admin/migration", { cookie: admin.cookie, json: {} });
      expect(started.status).toBe(202);
      let body = await get();
      for (let i = 0; i < 240 && body.report?.state !== "completed"; i++) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        body = await get();
      }
      expect(body.report).toMatchObject({ state: "completed", migratedCount: 1, failedCount: 0, results: [{ roastId: roast.id, success: true }] });
      expect(body.check.pendingRoasts).toBe(0);
      await expectMoved(server.ctx.storage, [roast.id, ...ids]);
      expect(await readdir(path.join(dir, "roasts", roast.id)).catch(() => [])).toEqual([]);
    } finally {
      await server.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
