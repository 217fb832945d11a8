import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { ProcessRole } from "../../server/start";

export interface AppProcess {
  /** The HTTP address; empty for a worker. */
  url: string;
  pid: number;
  /** kill -9: no shutdown hook, no graceful stop, nothing written after. */
  killHard(): Promise<void>;
  /** SIGTERM and wait, for clean-up after a test. */
  stop(): Promise<void>;
}

const MAIN = fileURLToPath(new URL("./app-process-main.ts", import.meta.url));
const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/** Starts the app in a child process with `env` as its whole configuration (besides PATH/HOME). */
export async function startAppProcess(role: ProcessRole, env: Record<string, string>): Promise<AppProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", MAIN, role], {
    cwd: ROOT,
    env: { ...inherited(["PATH", "HOME", "TMPDIR"]), ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const { url } = await readyLine(child);
  const stop = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return { url, pid: child.pid!, killHard: () => stop("SIGKILL"), stop: () => stop("SIGTERM") };
}

function readyLine(child: ChildProcess): Promise<{ url: string }> {
  return new Promise((resolve, reject) => {
    let out = "";
    let err = "";
    child.stderr!.on("data", (chunk: Buffer) => {
      err = (err + chunk.toString()).slice(-4000);
    });
    child.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split("\n").find((l) => l.startsWith('{"ready":'));
      if (line) resolve({ url: (JSON.parse(line) as { ready: string }).ready });
      if (out.length > 100_000) out = out.slice(-10_000);
    });
    child.once("exit", (code, signal) => reject(new Error(`app process ended before it was ready (${code ?? signal}): ${err}`)));
  });
}

/** What a child needs from this process's environment to find its tools, and nothing else. */
function inherited(names: string[]): Record<string, string> {
  return Object.fromEntries(names.flatMap((name) => (process.env[name] === undefined ? [] : [[name, process.env[name] as string]])));
}
