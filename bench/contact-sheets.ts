import { execFile } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { getEnv } from "../server/env";
import { createRoastEngine } from "../server/roast-engine";
import type { DirectedShot } from "../server/roast-engine/stages/plan/shot-types";
import { readEngineConfig } from "../server/read-engine-config";
import { createMediaTools } from "../server/roast-engine/infrastructure/tools/media-tools";

/**
 * Contact sheets for reviewing direction: two showcase samples roasted in both orientations
 * (free tier: watermark on), six frames each — the opening, the middle of each quoted shot (of
 * the first two; one quoted shot gives its settled start and its middle), the punch-in, the held
 * punch, the end card — tiled into one PNG per sample and orientation under tests/e2e/artifacts/.
 */
const SAMPLES = ["linkedin-founder-derek", "dating-hinge-sofia"];
const run = promisify(execFile);
const tools = createMediaTools();
const outDir = join(process.cwd(), "tests", "e2e", "artifacts");
await mkdir(outDir, { recursive: true });
const dir = await mkdtemp(join(tmpdir(), "roastreel-sheets-"));
await run(process.execPath, ["--import", "tsx", join(import.meta.dirname, "draw-samples.ts"), dir]);
const engine = createRoastEngine(readEngineConfig(getEnv()));

/** Each directed shot at its middle (a quoted line is whole in frame for the whole shot, stages/plan/frame-line.ts). */
function frameTimes(shots: DirectedShot[], totalMs: number): number[] {
  const middle = (s: DirectedShot) => (s.startMs + s.endMs) / 2;
  const directed = shots.slice(1).filter((s) => s.kind !== "punch");
  const moments = directed.map(middle);
  const first = directed[0] ?? shots[0];
  const inner = moments.length >= 2 ? moments.slice(0, 2) : [Math.min(first.startMs + 600, middle(first) - 200), middle(first)];
  const punch = shots.find((s) => s.kind === "punch") ?? shots[shots.length - 1];
  const times = [300, ...inner, punch.startMs + 200, punch.endMs - 120, totalMs - 300];
  return times.map(Math.round).sort((a, b) => a - b);
}

for (const id of SAMPLES) {
  const workDir = await mkdtemp(join(dir, `${id}-`));
  const image = await readFile(join(dir, `${id}.png`));
  const result = await engine.runRoast({ image, seed: "sheet", tier: "free", watermark: true, orientations: ["portrait", "landscape"], workDir });
  for (const orientation of ["portrait", "landscape"] as const) {
    const video = result.outputs[orientation]!;
    const info = JSON.parse((await tools.runFfprobe(["-show_entries", "format=duration", "-of", "json", video])).stdout);
    const shots = result.plans?.[orientation]?.shots;
    if (!shots) throw new Error(`${id}: the roast came back without its ${orientation} plan`);
    const times = frameTimes(shots, Math.round(Number(info.format.duration) * 1000));
    const select = times.map((t) => `lt(prev_pts*TB\\,${(t / 1000).toFixed(3)})*gte(pts*TB\\,${(t / 1000).toFixed(3)})`).join("+");
    const sheet = join(outDir, `contact-${id}-${orientation}.png`);
    await tools.runFfmpeg([
      "-i",
      video,
      "-vf",
      `select='${select}',scale=-2:${orientation === "portrait" ? 640 : 360},tile=6x1`,
      "-frames:v",
      "1",
      "-vsync",
      "0",
      sheet,
    ]);
    process.stdout.write(
      `${sheet}: ${result.script.text}\n  shots ${JSON.stringify(shots.map((s) => ({ startMs: s.startMs, endMs: s.endMs, focus: s.focus, label: s.label })))}\n  captions ${JSON.stringify(result.captions?.[orientation])}\n  frames at ${times.join(", ")} ms\n`,
    );
  }
}
await engine.close();
await rm(dir, { recursive: true, force: true });
