import { spawn } from "node:child_process";
import { mkdir, readdir, rm, utimes } from "node:fs/promises";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../tests/support/test-server";
import { createScratchDir, SCRATCH_ROOT } from "./scratch-dir";

/** The pid of a process that has ended. */
const deadPid = () =>
  new Promise<number>((resolve) => {
    const child = spawn("true");
    child.on("exit", () => resolve(child.pid ?? 0));
  });

describe("render scratch folders", () => {
  let server: TestServer | undefined;
  afterAll(() => server?.close());

  it("are all kept under one folder, and those a crashed process left are removed when a worker starts", async () => {
    const mine = await createScratchDir("render");
    expect(path.dirname(mine)).toBe(SCRATCH_ROOT);
    expect(path.basename(mine)).toMatch(new RegExp(`^${process.pid}-render-`));

    const crashed = path.join(SCRATCH_ROOT, `${await deadPid()}-render-crashed`);
    await mkdir(path.join(crashed, "frames"), { recursive: true });
    // A folder of a live process (our parent) is another worker's, unless it is older than any render.
    // (Named for this test process too: the same file runs at once on PGlite and PostgreSQL.)
    const otherWorker = path.join(SCRATCH_ROOT, `${process.ppid}-render-live${process.pid}`);
    const ancient = path.join(SCRATCH_ROOT, `${process.ppid}-render-ancient${process.pid}`);
    await mkdir(otherWorker, { recursive: true });
    await mkdir(ancient, { recursive: true });
    const dayAgo = new Date(Date.now() - 24 * 60 * 60_000);
    await utimes(ancient, dayAgo, dayAgo);

    server = await startTestServer();
    const left = await readdir(SCRATCH_ROOT);
    expect(left).not.toContain(path.basename(crashed));
    expect(left).not.toContain(path.basename(ancient));
    expect(left).toContain(path.basename(otherWorker));
    expect(left).toContain(path.basename(mine));
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(200);
    await Promise.all([otherWorker, mine].map((dir) => rm(dir, { recursive: true, force: true })));
  });
});
