import { readdirSync, readFileSync } from "node:fs";

/** The /proc/<pid>/stat fields after the command name: [0] is the state, [1] the parent, [16] the nice value. */
function statFields(pid: string): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.includes("(ffmpeg)") ? stat.slice(stat.lastIndexOf(")") + 2).split(" ") : undefined;
  } catch {
    return undefined;
  }
}

/** ffmpeg processes started by this test process that are still alive, with their nice values. */
export function liveFfmpegProcesses(): Array<{ pid: number; niceness: number }> {
  return readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .flatMap((pid) => {
      const fields = statFields(pid);
      return fields && Number(fields[1]) === process.pid ? [{ pid: Number(pid), niceness: Number(fields[16]) }] : [];
    });
}

/** ffmpeg processes started by this test process that are still alive. */
export const liveFfmpegChildren = (): number[] => liveFfmpegProcesses().map((p) => p.pid);
