import { execFile } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { getEnv } from "../server/env";
import { createRoastEngine } from "../server/roast-engine";
import { readEngineConfig } from "../server/read-engine-config";
import { createMediaTools } from "../server/roast-engine/infrastructure/tools/media-tools";
import { frameTimes, tileFrames, videoMs } from "./sheet-frames";

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

for (const id of SAMPLES) {
  const workDir = await mkdtemp(join(dir, `${id}-`));
  const image = await readFile(join(dir, `${id}.png`));
  const result = await engine.runRoast({ image, seed: "sheet", tier: "free", watermark: true, orientations: ["portrait", "landscape"], workDir });
  for (const orientation of ["portrait", "landscape"] as const) {
    const video = result.outputs[orientation]!;
    const shots = result.plans?.[orientation]?.shots;
    if (!shots) throw new Error(`${id}: the roast came back without its ${orientation} plan`);
    const times = frameTimes(shots, await videoMs(tools, video));
    const sheet = join(outDir, `contact-${id}-${orientation}.png`);
    await tileFrames(tools, video, orientation, times, sheet);
    process.stdout.write(
      `${sheet}: ${result.script.text}\n  shots ${JSON.stringify(shots.map((s) => ({ startMs: s.startMs, endMs: s.endMs, focus: s.focus, label: s.label })))}\n  captions ${JSON.stringify(result.captions?.[orientation])}\n  frames at ${times.join(", ")} ms\n`,
    );
  }
}
await engine.close();
await rm(dir, { recursive: true, force: true });
