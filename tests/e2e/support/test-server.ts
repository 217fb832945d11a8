import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { parseEnv } from "../../../server/env";
import { startServer } from "../../../server/start";
import { createTestDatabase } from "../../support/test-db";
import { TEST_SHUTDOWN_GRACE_MS } from "../../support/test-server";

export interface TestServer {
  url: string;
  close(): Promise<void>;
}

/** A free TCP port: PUBLIC_URL must be known before start-up, since mailed links are built from it. */
async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The real server (API + built web app) on a fresh test database (PGlite from a migrated dump, or
 * PostgreSQL when CI gives one: an embedded database's start-up is tested by tests/integration, and
 * made a browser journey spend ~10 CPU-s before its first page) and a throwaway data directory;
 * `extraEnv` adds configuration, e.g. ADMIN_EMAILS.
 */
export async function startTestServer(webDir: string, extraEnv: Record<string, string> = {}): Promise<TestServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "roastreel-e2e-"));
  const port = await findFreePort();
  const url = `http://localhost:${port}`;
  // E2E_LOG_LEVEL=error shows the server's own log while a browser test runs.
  const env = parseEnv({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    PORT: String(port),
    PUBLIC_URL: url,
    LOG_LEVEL: process.env.E2E_LOG_LEVEL,
    // Closing does not wait for a render nobody looks at any more (tests/support/test-server.ts).
    SHUTDOWN_GRACE_MS: TEST_SHUTDOWN_GRACE_MS,
    ...extraEnv,
  });
  const database = await createTestDatabase();
  // One set of warm models (OCR workers, photo model) for every server of this test process.
  const server = await startServer({ env, port, webDir, database, shareModels: true });
  return {
    url,
    close: async () => {
      await server.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
