import { readFileSync } from "node:fs";
import { cp, mkdtemp, rm } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { getEnv } from "../server/env";
import { getDefaultNarrator } from "../server/lib/default-narrator";
import { readEngineConfig } from "../server/read-engine-config";
import { createRoastEngine, type Tier } from "../server/roast-engine";
import { summarizeTimings } from "./summarize-timings";
import { drawSample } from "../server/features/gallery/showcase";
import { trackPeakRss } from "./track-peak-rss";

/**
 * Compilations of three landscape clips (what the merge job makes before the compilation can be
 * watched): three paid 1080p clips (all copied), and a free 720p clip with two paid ones, then two
 * free with one paid (the 720p clips re-encoded to 1080p). Wall time, the ffmpeg children's CPU
 * time and their peak memory, per kind.
 * `npx tsx bench/compile-mixed-bench.ts [--runs=N]` (default 5).
 */
const runs = Math.max(1, Number(process.argv.find((a) => a.startsWith("--runs="))?.slice(7) ?? 5));
const env = getEnv();
const engine = createRoastEngine(readEngineConfig(env));
const dir = await mkdtemp(join(tmpdir(), "roastreel-compile-bench-"));

/** CPU seconds of the children this process has waited for (ffmpeg), from /proc: cutime + cstime. */
function childCpuSeconds(): number {
  const stat = readFileSync("/proc/self/stat", "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

async function clip(tier: Tier, sample: string): Promise<string> {
  const workDir = await mkdtemp(join(dir, `${tier}-`));
  const result = await engine.runRoast({
    image: await drawSample(sample),
    seed: `compile-bench-${tier}`,
    tier,
    watermark: tier === "free",
    orientations: ["landscape"],
    workDir,
    narrator: getDefaultNarrator({ env }),
  });
  const kept = join(dir, `${tier}.mp4`);
  await cp(result.outputs.landscape!, kept);
  return kept;
}

const free = await clip("free", "instagram-sunset-chaser");
const paid = await clip("creator", "linkedin-founder-derek");
const kinds = {
  "3 × 1080p (stream copy)": [paid, paid, paid],
  "720p + 2 × 1080p": [free, paid, paid],
  "2 × 720p + 1080p": [free, free, paid],
};

const report: Record<string, { p50_ms: number; p90_ms: number; ffmpeg_cpu_s: number; ffmpeg_peak_rss_mb: number }> = {};
const loadBefore = loadavg()[0];
for (const [kind, clips] of Object.entries(kinds)) {
  const wall: number[] = [];
  const cpu: number[] = [];
  const memory = trackPeakRss();
  for (let i = 0; i < runs; i++) {
    const [start, cpuStart] = [performance.now(), childCpuSeconds()];
    await engine.compile({ clips, orientation: "landscape", title: "3 roasts, back to back", outPath: join(dir, `out-${i}.mp4`) });
    wall.push(performance.now() - start);
    cpu.push(childCpuSeconds() - cpuStart);
  }
  const { p50_ms, p90_ms } = summarizeTimings(wall);
  const medianCpu = [...cpu].sort((a, b) => a - b)[Math.floor(cpu.length / 2)];
  report[kind] = { p50_ms, p90_ms, ffmpeg_cpu_s: Math.round(medianCpu * 100) / 100, ffmpeg_peak_rss_mb: Math.round(memory.stop().children / (1024 * 1024)) };
}
console.log(JSON.stringify({ runs, load_average: [loadBefore, loadavg()[0]].map((l) => Math.round(l * 10) / 10), report }, null, 2));
await engine.close();
await rm(dir, { recursive: true, force: true });
