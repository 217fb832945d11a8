import { execFile } from "node:child_process";
import { mkdir, readdir, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../../..");
export const WEB_DIR = path.join(root, "dist/web");
const SOURCES = ["web", "common", "scripts/prerender", "scripts/build-web.ts", "vite.config.ts", "package.json"];
const LOCK = path.join(root, "dist/.web-build.lock");
/** Written once a build has finished, prerendered pages and all: Vite writes index.html long before. */
const DONE = path.join(root, "dist/.web-build.done");
/** A build on a busy 2-core machine can take minutes; a lock older than this was left by a killed run. */
const STALE_LOCK_MS = 20 * 60_000;

async function newestMtime(target: string): Promise<number> {
  const info = await stat(target).catch(() => null);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  const entries = await readdir(target, { withFileTypes: true });
  const times = await Promise.all(
    entries.filter((entry) => entry.name !== "node_modules" && !entry.name.startsWith(".")).map((entry) => newestMtime(path.join(target, entry.name))),
  );
  return Math.max(info.mtimeMs, ...times);
}

async function isStale(): Promise<boolean> {
  // A build still running (another test file's) is not done: its lock is waited for.
  if (await stat(LOCK).catch(() => null)) return true;
  return isBuildStale();
}

/** No finished build, or one older than its sources. */
async function isBuildStale(): Promise<boolean> {
  const built = await stat(DONE).catch(() => null);
  if (!built) return true;
  const sources = await Promise.all(SOURCES.map((source) => newestMtime(path.join(root, source))));
  return Math.max(...sources) > built.mtimeMs;
}

/** Takes a directory lock so two test runs on one machine never build into dist/web at once. */
async function withBuildLock<T>(work: () => Promise<T>): Promise<T> {
  await mkdir(path.dirname(LOCK), { recursive: true });
  for (;;) {
    try {
      await mkdir(LOCK);
      break;
    } catch {
      const held = await stat(LOCK).catch(() => null);
      if (held && Date.now() - held.mtimeMs > STALE_LOCK_MS) await rm(LOCK, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  try {
    return await work();
  } finally {
    await rm(LOCK, { recursive: true, force: true });
  }
}

/**
 * Builds the web app into dist/web (Vite, then the prerendered pages) when it is missing or older than its sources, so
 * the browser tests always exercise the current code. A separate process keeps Vite's memory
 * out of the test worker.
 */
export async function ensureWebBuilt(): Promise<string> {
  if (!(await isStale())) return WEB_DIR;
  await withBuildLock(async () => {
    if (!(await isBuildStale())) return;
    await rm(DONE, { force: true });
    // The same build as `npm run build:web`: the app, then every public page prerendered.
    await run(process.execPath, [path.join(root, "node_modules/tsx/dist/cli.mjs"), path.join(root, "scripts/build-web.ts")], {
      cwd: root,
      // The test runner sets NODE_ENV=test, which would make Vite ship React's development build.
      env: { ...process.env, NODE_ENV: "production" },
      maxBuffer: 32 * 1024 * 1024,
    });
    await writeFile(DONE, new Date().toISOString());
  });
  return WEB_DIR;
}
