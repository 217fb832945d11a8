import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RoastView } from "../../../../common/roast";
import { queryRows } from "../../../lib/db";
import { buildEncodeArgs } from "../../../roast-engine/stages/render/encode-settings";
import { createMediaTools } from "../../../roast-engine/infrastructure/tools/media-tools";
import { renderKey, renderRoastJob } from "../core/roast-jobs";
import { roastKeys } from "../core/roast-row";
import { FAILED_COMPILATION_MESSAGE, FAILED_MESSAGE } from "../core/roast-state";
import { readRoastRows } from "../test-support/crash-kit";
import { insertCompletedRoast } from "../test-support/fixtures";
import { balance, call, createUser, sampleImage, startTestServer, type TestServer, type TestUser, upload, waitForRoast } from "../test-support/roast-test-kit";
import { type StandInServer, startWithStandInFfmpeg } from "../test-support/stand-in-ffmpeg";

const tools = createMediaTools();
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "rr-merge-failures-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** A finished-clip stand-in, encoded as renders are: `size` of a free (1280x720) or paid (1920x1080) roast. */
async function makeClip(name: string, size: string, color: string): Promise<string> {
  const file = path.join(dir, name);
  await tools.runFfmpeg([
    ...["-loglevel", "error", "-f", "lavfi", "-i", `color=c=${color}:s=${size}:r=24:d=2`],
    ...["-f", "lavfi", "-i", "sine=f=330:r=44100:d=2"],
    ...buildEncodeArgs(),
    ...["-t", "2", file],
  ]);
  return file;
}

/** Completed roasts of the user whose landscape videos are these files. */
async function roastsOf(server: TestServer, user: TestUser, files: string[]): Promise<string[]> {
  const ids: string[] = [];
  for (const file of files) {
    const row = await insertCompletedRoast(server.ctx, user.id);
    await server.ctx.storage.putFile(roastKeys.landscape(row.id), file, "video/mp4");
    ids.push(row.id);
  }
  return ids;
}

async function merge(server: TestServer, user: TestUser, roastIds: string[]): Promise<string> {
  const response = await call(server, user, "/api/roasts/merge", { method: "POST", json: { roastIds } });
  expect(response.status).toBe(201);
  return ((await response.json()) as { roast: RoastView }).roast.id;
}

/** The queue's own record of a roast's job: settled (completed, failed) and how often it was retried. */
async function jobOf(server: TestServer, name: string, roastId: string) {
  const rows = await queryRows<{ state: string; retry_count: number }>(
    server.ctx.database.db,
    sql`SELECT state, retry_count FROM pgboss.job WHERE name = ${name} AND data->>'roastId' = ${roastId} ORDER BY created_on`,
  );
  return rows.map((r) => ({ state: r.state, retries: Number(r.retry_count) }));
}

const settled = (r: RoastView) => r.status === "completed" || r.status === "failed";

describe("a compilation that can never be made", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it("fails on its first attempt, and the queue does not try again", async () => {
    const user = await createUser(server);
    const soundOnly = path.join(dir, "sound-only.mp4");
    await tools.runFfmpeg(["-loglevel", "error", "-f", "lavfi", "-i", "sine=f=330:r=44100:d=2", "-c:a", "aac", soundOnly]);
    const id = await merge(server, user, await roastsOf(server, user, [await makeClip("a.mp4", "1280x720", "red"), soundOnly]));
    const { roast } = await waitForRoast(server, user, id, settled, 60_000);
    expect(roast).toMatchObject({ status: "failed", errorMessage: FAILED_COMPILATION_MESSAGE });
    const [row] = await readRoastRows(server.ctx, [id]);
    expect(row.attempts).toBe(1);
    // The job ended with the failure: nothing is left for a retry (the retry delay is 5 s).
    await expect.poll(() => jobOf(server, "merge-roasts", id), { timeout: 10_000 }).toEqual([{ state: "completed", retries: 0 }]);
    await new Promise((resolve) => setTimeout(resolve, 6000));
    expect((await readRoastRows(server.ctx, [id]))[0]).toMatchObject({ status: "failed", attempts: 1 });
  }, 120_000);
});

describe("a roast whose upload is gone before it renders", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it("fails at once and gives the credit back at once, without retries", async () => {
    const user = await createUser(server, { paid: 1 });
    const before = await balance(server, user);
    // Nothing renders while the upload is taken away.
    await server.ctx.queue.stop();
    const response = await upload(server, user, await sampleImage());
    expect(response.status).toBe(201);
    const { id } = ((await response.json()) as { roast: RoastView }).roast;
    expect(await balance(server, user)).not.toEqual(before);
    await server.ctx.storage.delete(roastKeys.source(id));
    await server.ctx.queue.start();
    await server.ctx.queue.startWorkers([renderRoastJob]);
    await server.ctx.queue.send(renderRoastJob, { roastId: id }, { singletonKey: renderKey(id, 0) });

    const { roast } = await waitForRoast(server, user, id, settled, 60_000);
    expect(roast).toMatchObject({ status: "failed", errorMessage: FAILED_MESSAGE });
    expect((await readRoastRows(server.ctx, [id]))[0].attempts).toBe(1);
    expect(await balance(server, user)).toEqual(before);
    await expect.poll(() => jobOf(server, "render-roast", id), { timeout: 10_000 }).toEqual([{ state: "completed", retries: 0 }]);
  }, 120_000);
});

describe("a compilation whose ffmpeg crashes once", () => {
  let standIn: StandInServer;
  beforeAll(async () => {
    // The first join is killed mid-run, as an out-of-memory kill would; every other run is the real ffmpeg.
    standIn = await startWithStandInFfmpeg(
      "merge-crash",
      ({ real, dir: notes }) =>
        `case "$*" in *"-f concat"*) if [ ! -f "${notes}/crashed" ]; then touch "${notes}/crashed"; kill -9 $$; fi;; esac\nexec "${real}" "$@"`,
    );
  });
  afterAll(() => standIn?.close());

  it("is retried, and then joins a free 720p and a paid 1080p clip", async () => {
    const { server } = standIn;
    const user = await createUser(server);
    const clips = [await makeClip("free.mp4", "1280x720", "teal"), await makeClip("paid.mp4", "1920x1080", "navy")];
    const id = await merge(server, user, await roastsOf(server, user, clips));
    const { roast } = await waitForRoast(server, user, id, settled, 120_000);
    expect(roast).toMatchObject({ status: "completed", platform: "compilation" });
    expect((await readRoastRows(server.ctx, [id]))[0].attempts).toBe(2);
    // The job is marked done just after the roast.
    await expect.poll(() => jobOf(server, "merge-roasts", id), { timeout: 10_000 }).toEqual([{ state: "completed", retries: 1 }]);
  }, 180_000);
});
