import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { getEnv } from "../server/env";
import { readEngineConfig } from "../server/read-engine-config";
import { createRoastEngine } from "../server/roast-engine";

/**
 * Render time alone, per orientation: one roast of an upload (creator tier, 1080p, no watermark:
 * the heaviest videos), then its landscape and portrait renders from the roast's own input and
 * plan, alternately, `runs` times each, the stage composed inside each render (as a render without
 * a stage made ahead). Prints one JSON line: wall times and the ffmpeg runs' CPU times (ms). Usage:
 *   npx tsx bench/render-orientations-bench.ts <image> [runs=5] [seed=bench]
 */
const [imagePath, runsArg, seedArg] = process.argv.slice(2);
if (!imagePath) throw new Error("Give the path of an image.");
const runs = Number(runsArg ?? 5);
const engine = createRoastEngine(readEngineConfig(getEnv()));
const dir = await mkdtemp(join(tmpdir(), "roastreel-render-bench-"));
const result = await engine.runRoast({
  image: await readFile(imagePath),
  seed: seedArg ?? "bench",
  tier: "creator",
  watermark: false,
  orientations: ["landscape", "portrait"],
  workDir: dir,
});
const input = result.renderInput;
if (!input) throw new Error("The roast kept no render input.");
const times: Record<"landscape" | "portrait", number[]> = { landscape: [], portrait: [] };
const cpu: Record<"landscape" | "portrait", number[]> = { landscape: [], portrait: [] };
// The CPU time of the render's finished ffmpeg runs (cutime + cstime, clock ticks of 10 ms): steadier than wall time on a shared machine.
const childCpuMs = async () => {
  const fields = (await readFile("/proc/self/stat", "utf8")).split(") ")[1].split(" ");
  return (Number(fields[13]) + Number(fields[14])) * 10;
};
for (let i = 0; i < runs; i++) {
  for (const orientation of ["landscape", "portrait"] as const) {
    const workDir = await mkdtemp(join(dir, `${orientation}-${i}-`));
    const start = performance.now();
    const cpuStart = await childCpuMs();
    await engine.renderOrientation({ ...input, workDir, orientation, outPath: join(workDir, "out.mp4") }, result.plans?.[orientation]);
    times[orientation].push(Math.round(performance.now() - start));
    cpu[orientation].push((await childCpuMs()) - cpuStart);
  }
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(
  JSON.stringify({
    image: imagePath,
    runs,
    landscape_ms: times.landscape,
    portrait_ms: times.portrait,
    median_landscape_ms: median(times.landscape),
    median_portrait_ms: median(times.portrait),
    landscape_cpu_ms: cpu.landscape,
    portrait_cpu_ms: cpu.portrait,
    median_landscape_cpu_ms: median(cpu.landscape),
    median_portrait_cpu_ms: median(cpu.portrait),
  }),
);
await engine.close();
await rm(dir, { recursive: true, force: true });
