import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseEnv } from "../../server/env";
import { type RunningServer, type StartOptions, startServer } from "../../server/start";
import { createTestDatabase } from "./test-db";

export { type SameOriginInit, sameOriginFetch } from "./same-origin-fetch";

/**
 * A test server's SHUTDOWN_GRACE_MS: a file's last roast often leaves its portrait rendering, and
 * closing waited for it (up to the product's 20 s) with nothing left to check; past this, the
 * render goes back to the queue as on any stop (start.ts). Tests of the stop itself set their own.
 */
export const TEST_SHUTDOWN_GRACE_MS = "1000";

export interface TestServer extends RunningServer {
  dataDir: string;
}

/** A free loopback port, so PUBLIC_URL (used in mailed links) is known before start. */
export async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The whole server on a fresh test database (PGlite, or PostgreSQL under the "postgres"
 * project) and a temporary DATA_DIR. `env` overrides configuration, e.g. { UNLIMITED_MODE: "true" };
 * `moderation` another upload moderator (one that answers as a test tells it to).
 */
export async function startTestServer(
  env: Record<string, string> = {},
  options: { webDir?: string; moderation?: StartOptions["moderation"]; port?: number } = {},
): Promise<TestServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "roastreel-test-"));
  // A start that fails closes what it opened, its database included: each attempt gets its own.
  const start = async (port: number) =>
    startServer({
      env: parseEnv({
        NODE_ENV: "test",
        DATA_DIR: dataDir,
        PORT: String(port),
        PUBLIC_URL: `http://localhost:${port}`,
        SHUTDOWN_GRACE_MS: TEST_SHUTDOWN_GRACE_MS,
        ...env,
      }),
      port,
      database: await createTestDatabase(),
      webDir: options.webDir,
      moderation: options.moderation,
      // One set of warm models (OCR workers, photo model) for every server of this test process.
      shareModels: true,
    });
  // A given port: a test that restarts the site at the same origin (a browser keeps its service worker per origin).
  // Else a free one, found again if another process takes it between the probe and the start.
  let server: RunningServer | undefined;
  for (let attempt = 1; !server; attempt++) {
    try {
      server = await start(options.port ?? (await findFreePort()));
    } catch (error) {
      if (options.port !== undefined || attempt >= 3 || (error as NodeJS.ErrnoException).code !== "EADDRINUSE") throw error;
    }
  }
  return {
    ...server,
    dataDir,
    close: async () => {
      await server.close();
      // A render's last file can still be landing while the folder is emptied: retry, as rm allows.
      await rm(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    },
  };
}
