/** What one dependency answered: reachable, or not (an error, or no answer in time). */
export type ProbeState = "ok" | "down";

/** A check of one dependency: resolves when it is reachable, rejects (or hangs) when not. */
export type Probe = () => Promise<unknown>;

export interface ReadinessReport {
  /** ready: take traffic or work; not_ready: a dependency is down; stopping: shutting down. */
  status: "ready" | "not_ready" | "stopping";
  checks: Record<string, ProbeState>;
}

export interface ReadinessOptions {
  /** A probe that has not answered by then counts as down (a hung connection must not hang the check). */
  timeoutMs: number;
  /** The process received SIGTERM: it is finishing what it has and takes nothing new. */
  stopping: boolean;
}

/**
 * Runs every probe at once, each bounded by the timeout. Ready only when every dependency
 * answered and the process is not stopping: a load balancer stops sending requests, and a
 * compose service waiting on this one keeps waiting, until it is.
 */
export async function checkReadiness(probes: Record<string, Probe>, options: ReadinessOptions): Promise<ReadinessReport> {
  const names = Object.keys(probes);
  const states = await Promise.all(names.map((name) => runProbe(probes[name], options.timeoutMs)));
  const checks = Object.fromEntries(names.map((name, i) => [name, states[i]]));
  const allOk = states.every((state) => state === "ok");
  return { status: options.stopping ? "stopping" : allOk ? "ready" : "not_ready", checks };
}

async function runProbe(probe: Probe, timeoutMs: number): Promise<ProbeState> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<ProbeState>((resolve) => {
    timer = setTimeout(() => resolve("down"), timeoutMs);
  });
  const answered = Promise.resolve()
    .then(probe)
    .then(
      () => "ok" as const,
      () => "down" as const,
    );
  try {
    return await Promise.race([answered, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

/** What a running process says of itself to its probes; set once SIGTERM arrives (run-process.ts). */
export interface ProcessState {
  readonly stopping: boolean;
}
