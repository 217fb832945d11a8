import { mkdir, mkdtemp, readdir, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

/** Every render's scratch folder lives here, named `<pid>-<label>-<random>`. */
export const SCRATCH_ROOT = path.join(tmpdir(), "roastreel-scratch");
/** Older than any render may run (jobs expire after 10 minutes): left by a process that ended. */
const MAX_AGE_MS = 6 * 60 * 60_000;

/** A new scratch folder for one job; the job removes it when done, a crash leaves it to the sweep below. */
export async function createScratchDir(label: string, root = SCRATCH_ROOT): Promise<string> {
  await mkdir(root, { recursive: true, mode: 0o700 });
  return mkdtemp(path.join(root, `${process.pid}-${label.replace(/[^\w-]/g, "_")}-`));
}

/**
 * Removes the scratch folders a crashed process left behind: those whose process is gone, and
 * any older than a render can take (a reused pid). Folders of live processes (other workers on
 * this host, or this one) are kept. Returns the names removed.
 */
export async function removeStaleScratchDirs(options: { root?: string; now?: number } = {}): Promise<string[]> {
  const root = options.root ?? SCRATCH_ROOT;
  const now = options.now ?? Date.now();
  const names = await readdir(root).catch(() => [] as string[]);
  const removed: string[] = [];
  for (const name of names) {
    const pid = Number(name.split("-")[0]);
    const modified = await stat(path.join(root, name)).then(
      (s) => s.mtimeMs,
      () => now,
    );
    if (Number.isInteger(pid) && pid > 0 && isAlive(pid) && now - modified < MAX_AGE_MS) continue;
    await rm(path.join(root, name), { recursive: true, force: true });
    removed.push(name);
  }
  return removed;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
