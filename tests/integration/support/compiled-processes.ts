import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmod, mkdir, readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildServerFiles } from "../../../scripts/build-server-files";

const ROOT = fileURLToPath(new URL("../../..", import.meta.url));

/**
 * The production build of the server, as `npm run build:server` makes it, in a folder of its own
 * inside the repository (the compiled files find their packages in its node_modules), and a folder
 * to run it from with a web build in place (production refuses to start without one; the pages
 * themselves are npm run build:web's business, not this test's).
 */
export async function buildForTest(): Promise<{ serverDir: string; cwd: string; remove(): Promise<void> }> {
  const outDir = path.join(ROOT, "dist", `.test-build-${randomBytes(4).toString("hex")}`);
  await buildServerFiles({ root: ROOT, outDir });
  const cwd = path.join(outDir, "run");
  await mkdir(path.join(cwd, "dist/web/pages"), { recursive: true });
  await writeFile(path.join(cwd, "dist/web/index.html"), "<!doctype html><title>RoastReel</title><div id=root></div>");
  const manifest = { builtAt: new Date().toISOString(), pages: [], appRoutes: [], notFoundFile: "pages/404.html" };
  await writeFile(path.join(cwd, "dist/web/pages/manifest.json"), JSON.stringify(manifest));
  return { serverDir: path.join(outDir, "server"), cwd, remove: () => rm(outDir, { recursive: true, force: true }) };
}

export interface CompiledProcess {
  name: string;
  pid: number;
  /** Settles when the process has exited, with how. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
  signal(signal: NodeJS.Signals): void;
  /** The last lines it wrote, for a failure's message. */
  output(): string;
}

/** `node <build>/main-<role>.js` with `env` as its whole configuration (besides PATH/HOME/TMPDIR): no TypeScript loader. */
export function startCompiledProcess(name: string, entry: string, env: Record<string, string>, cwd: string): CompiledProcess {
  const child: ChildProcess = spawn(process.execPath, [entry], {
    cwd,
    env: { ...pick(["PATH", "HOME", "TMPDIR"]), ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let tail = "";
  // Read both pipes to the end: a process whose pipe fills up blocks on its next log line.
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-6000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal, at: Date.now() })),
  );
  return {
    name,
    pid: child.pid ?? 0,
    exited,
    signal: (signal) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    },
    output: () => tail,
  };
}

/** Polls a process's /api/ready, as a compose health check does, until it answers 200. */
export async function waitUntilReady(child: CompiledProcess, url: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  void child.exited.then(() => {
    exited = true;
  });
  for (;;) {
    const status = await fetch(`${url}/api/ready`)
      .then((response) => response.status)
      .catch(() => 0);
    if (status === 200) return;
    if (exited || Date.now() > deadline) throw new Error(`${child.name} never became ready (last answer ${status}):\n${child.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * An ffmpeg that leaves a mark (`encoding-<worker pid>-<n>`) in `dir` as each video encode starts,
 * so a test knows a worker is mid-render; with `stall`, that encode never ends while the worker
 * lives (as tests/support/stalled-ffmpeg.ts). Everything else goes to the real binary.
 */
export async function writeMarkingFfmpeg(dir: string, options: { stall: boolean }): Promise<string> {
  const real = (await import("@ffmpeg-installer/ffmpeg")).default.path;
  const file = path.join(dir, options.stall ? "stalled-marking-ffmpeg" : "marking-ffmpeg");
  const onEncode = options.stall ? `while kill -0 "$PPID" 2>/dev/null; do sleep 0.2; done; exit 1` : `exec "${real}" "$@"`;
  await writeFile(file, `#!/bin/sh\ncase "$*" in *libx264*) : > "${dir}/encoding-$PPID-$$"; ${onEncode};; esac\nexec "${real}" "$@"\n`);
  await chmod(file, 0o755);
  return file;
}

/** How many video encodes a worker process has started (marks of writeMarkingFfmpeg). */
export async function countEncodes(dir: string, pid: number): Promise<number> {
  return (await readdir(dir)).filter((name) => name.startsWith(`encoding-${pid}-`)).length;
}

function pick(names: string[]): Record<string, string> {
  return Object.fromEntries(names.flatMap((name) => (process.env[name] === undefined ? [] : [[name, process.env[name] as string]])));
}
