import { readFileSync, readdirSync } from "node:fs";

const PAGE_BYTES = 4096;

interface ProcInfo {
  pid: number;
  ppid: number;
  rssBytes: number;
}

function readProcesses(): ProcInfo[] {
  const out: ProcInfo[] = [];
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      // Fields after "(comm)": state ppid … rss is the 24th field overall.
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      out.push({ pid: Number(name), ppid: Number(fields[1]), rssBytes: Number(fields[21]) * PAGE_BYTES });
    } catch {
      // The process ended between listing and reading.
    }
  }
  return out;
}

/** Resident memory of this process and of all its descendants (ffmpeg, esbuild), now. */
export function readTreeRss(root = process.pid): { self: number; children: number } {
  const processes = readProcesses();
  const children = new Map<number, ProcInfo[]>();
  for (const p of processes) children.set(p.ppid, [...(children.get(p.ppid) ?? []), p]);
  let descendants = 0;
  const queue = [...(children.get(root) ?? [])];
  while (queue.length > 0) {
    const next = queue.pop()!;
    descendants += next.rssBytes;
    queue.push(...(children.get(next.pid) ?? []));
  }
  return { self: processes.find((p) => p.pid === root)?.rssBytes ?? 0, children: descendants };
}

/**
 * Samples the process tree's resident memory every `intervalMs` and keeps the peak. Short spikes
 * between samples can be missed, so the process's own kernel-tracked peak is a floor.
 */
export function trackPeakRss(intervalMs = 20): {
  stop(): { total: number; self: number; children: number; atPeak: { self: number; children: number } };
} {
  const peak = { total: 0, self: 0, children: 0 };
  // The sampled split at the tree's peak: the two parts' own peaks need not fall at the same moment.
  let atPeak = { self: 0, children: 0 };
  const sample = () => {
    const now = readTreeRss();
    peak.self = Math.max(peak.self, now.self);
    peak.children = Math.max(peak.children, now.children);
    if (now.self + now.children > peak.total) atPeak = now;
    peak.total = Math.max(peak.total, now.self + now.children);
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      sample();
      const selfPeak = Math.max(peak.self, process.resourceUsage().maxRSS * 1024);
      return { total: Math.max(peak.total, selfPeak), self: selfPeak, children: peak.children, atPeak };
    },
  };
}
