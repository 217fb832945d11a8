import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findFreePort } from "../../../tests/support/test-server";
import { createTestDatabase } from "../../../tests/support/test-db";

/** What tells better-auth (@better-auth/core isTest) and others that a test runner is running. */
const TEST_RUNNER_VARIABLES = /^(NODE_ENV|TEST|VITEST.*|JEST_WORKER_ID)$/;

/**
 * better-auth checks the Origin of its own sign-in and sign-up (our origin guard leaves /api/auth
 * to it), but skips the check whenever NODE_ENV is "test" or TEST is set, so no in-process test
 * can see it. This one starts RoastReel in a child process without those variables, as `npm start`
 * runs, and posts from another site.
 */
describe("better-auth's origin check, outside the test runner", () => {
  let child: ChildProcess;
  let url: string;
  let dataDir: string;
  let closeDatabase: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "roastreel-origin-"));
    const port = await findFreePort();
    const env: Record<string, string> = Object.fromEntries(
      Object.entries(process.env).filter(([k, v]) => v !== undefined && !TEST_RUNNER_VARIABLES.test(k)),
    ) as never;
    Object.assign(env, { NODE_ENV: "development", PORT: String(port), BENCH_DATA_DIR: dataDir, LOG_LEVEL: "silent" });
    if (process.env.TEST_DB === "postgres") {
      const database = await createTestDatabase();
      env.DATABASE_URL = database.url ?? "";
      closeDatabase = database.close;
    }
    child = spawn(process.execPath, ["--import", "tsx", "bench/api-bench-server.ts", "api"], { env, stdio: ["ignore", "pipe", "pipe"] });
    child.stderr?.resume();
    url = await new Promise<string>((resolve, reject) => {
      child.once("exit", (code) => reject(new Error(`the server exited with ${code} before it was ready`)));
      createInterface({ input: child.stdout! }).on("line", (line) => {
        if (line.startsWith('{"ready":true')) resolve(JSON.parse(line).url);
      });
    });
  });

  afterAll(async () => {
    if (child && child.exitCode === null) await new Promise((resolve) => child.once("exit", resolve).kill("SIGTERM"));
    await rm(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    await closeDatabase?.();
  });

  const post = (route: string, origin: string, body: unknown) =>
    fetch(`${url}${route}`, { method: "POST", headers: { origin, "content-type": "application/json" }, body: JSON.stringify(body) });

  it("refuses a sign-up posted from another site, and mails nobody", async () => {
    const email = "cross-site-sign-up@example.com";
    const response = await post("/api/auth/sign-up/email", "https://evil.example", { email, password: "a long enough password", acceptTerms: true });
    expect(response.status).toBe(403);
    const mailbox = await (await fetch(`${url}/dev/mailbox.json?to=${encodeURIComponent(email)}`)).json();
    expect(mailbox.messages).toEqual([]);
  });

  it("refuses a sign-in posted from another site before looking at the password", async () => {
    const response = await post("/api/auth/sign-in/email", "https://evil.example", { email: "nobody@example.com", password: "a wrong password" });
    expect(response.status).toBe(403);
  });

  it("takes the same sign-up and sign-in from our own pages", async () => {
    const email = "own-site-sign-up@example.com";
    const signUp = await post("/api/auth/sign-up/email", url, { email, password: "a long enough password", acceptTerms: true });
    expect(signUp.status).toBe(200);
    const mailbox = await (await fetch(`${url}/dev/mailbox.json?to=${encodeURIComponent(email)}`)).json();
    expect(mailbox.messages).toHaveLength(1);
    // Past the origin check, a wrong password is the ordinary 401.
    const signIn = await post("/api/auth/sign-in/email", url, { email: "nobody@example.com", password: "a wrong password" });
    expect(signIn.status).toBe(401);
  });
});
