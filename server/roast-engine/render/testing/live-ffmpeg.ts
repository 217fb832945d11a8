import { readdirSync, readFileSync } from "node:fs";

/** ffmpeg processes started by this test process that are still alive. */
export function liveFfmpegChildren(): number[] {
  return readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
        return stat.includes("(ffmpeg)") && Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) === process.pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}
