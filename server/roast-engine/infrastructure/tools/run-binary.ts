import { spawn } from "node:child_process";
import { setPriority } from "node:os";
import { EngineError } from "../../engine-error";

export interface RunResult {
  stdout: string;
  stderrTail: string;
}

const TAIL_CHARS = 4000;

/**
 * Runs a media binary (ffmpeg, ffprobe) to completion. Aborting `signal` kills it; a non-zero exit
 * becomes an EngineError carrying the end of its stderr, where ffmpeg explains itself. `niceness`
 * lowers its CPU priority (set at once, before it starts its threads, which inherit it).
 */
export function runBinary(
  binary: string,
  args: string[],
  options: { signal?: AbortSignal; env?: Record<string, string>; niceness?: number } = {},
): Promise<RunResult> {
  const { signal } = options;
  if (signal?.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, { stdio: ["ignore", "pipe", "pipe"], env: options.env ?? {} });
    if (options.niceness && child.pid) lowerPriority(child.pid, options.niceness);
    const stdout: Buffer[] = [];
    let stderrTail = "";
    const onAbort = () => child.kill("SIGKILL");
    signal?.addEventListener("abort", onAbort, { once: true });
    child.stdout.on("data", (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => {
      stderrTail = (stderrTail + chunk.toString("utf8")).slice(-TAIL_CHARS);
    });
    child.on("error", (error) => {
      signal?.removeEventListener("abort", onAbort);
      reject(new EngineError("INTERNAL", `Could not start ${binary}: ${error.message}`, { cause: error }));
    });
    child.on("close", (code, killedBy) => {
      signal?.removeEventListener("abort", onAbort);
      if (signal?.aborted) return reject(signal.reason);
      if (code === 0) return resolve({ stdout: Buffer.concat(stdout).toString("utf8"), stderrTail });
      const name = binary.split("/").pop();
      const tail = stderrTail.trim().split("\n").slice(-6).join("\n");
      reject(new EngineError("INTERNAL", `${name} failed (${killedBy ?? `exit ${code}`}): ${tail}`, { details: { args } }));
    });
  });
}

/** A process that has already ended has no priority left to set: its exit is reported as usual. */
function lowerPriority(pid: number, niceness: number): void {
  try {
    setPriority(pid, niceness);
  } catch {
    // ESRCH: it exited at once (a failing wrapper, a missing input); `close` tells why.
  }
}
