import { cpus, loadavg } from "node:os";

/**
 * The host's load average (1, 5 and 15 minutes) beside its core count, printed with the evals'
 * analysis times: on a shared machine the times follow the load, not only the code.
 */
export function describeLoad(): string {
  return `load average ${loadavg()
    .map((n) => n.toFixed(1))
    .join(" / ")} on ${cpus().length} cores`;
}
