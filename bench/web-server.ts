import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { parseEnv } from "../server/env";
import { startServer } from "../server/start";

/** The web benches' app: builds dist/web (unless told not to), then serves it on a random port with a throwaway data dir. */
export async function startBenchServer(options: { root: string; build: boolean }): Promise<{ url: string; close: () => Promise<void> }> {
  if (options.build) {
    await promisify(execFile)("npm", ["run", "build:web", "--silent"], { cwd: options.root, maxBuffer: 32 * 1024 * 1024 });
  }
  const dataDir = await mkdtemp(join(tmpdir(), "roastreel-web-bench-"));
  const port = 3900 + Math.floor(Math.random() * 90);
  const server = await startServer({
    env: parseEnv({ NODE_ENV: "test", DATA_DIR: dataDir, PORT: String(port), PUBLIC_URL: `http://localhost:${port}`, LOG_LEVEL: "error" }),
    role: "api",
    port,
    webDir: join(options.root, "dist/web"),
  });
  return {
    url: server.url,
    close: async () => {
      await server.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
