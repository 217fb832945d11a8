import { execFile } from "node:child_process";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findFreePort } from "../support/test-server";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../..");

describe("npm start in production without SMTP", () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "roastreel-prod-"));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it("refuses to start with a readable message instead of publishing sign-in links at /dev/mailbox", async () => {
    const env = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: "production",
      AUTH_SECRET: "s".repeat(40),
      DATA_DIR: dataDir,
      PORT: String(await findFreePort()),
    };
    const outcome = await run(path.join(root, "node_modules/.bin/tsx"), ["server/main.ts"], { cwd: root, env, timeout: 60_000 }).then(
      () => ({ code: 0, stderr: "" }),
      (error: { code?: number; stderr?: string }) => ({ code: error.code, stderr: error.stderr ?? "" }),
    );
    expect(outcome.code).toBe(1);
    expect(outcome.stderr).toContain("Invalid configuration:");
    expect(outcome.stderr).toContain("SMTP_URL: required in production");
    // A list a person can act on, not a stack trace.
    expect(outcome.stderr).not.toMatch(/^\s+at /m);
    // Nothing was opened or written before the refusal.
    expect(await readdir(dataDir)).toEqual([]);
  });
});
