import { mkdtemp, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { getEnv } from "../server/env";
import { readEngineConfig } from "../server/read-engine-config";
import { createRoastEngine } from "../server/roast-engine";
const engine = createRoastEngine(readEngineConfig(getEnv()));
const dir = await mkdtemp(join(tmpdir(), "ab-"));
const result = await engine.runRoast({
  image: await readFile(process.argv[2]),
  seed: "bench",
  tier: "creator",
  watermark: false,
  orientations: ["portrait"],
  workDir: dir,
} as never);
const times: number[] = [];
for (let i = 0; i < Number(process.argv[3] ?? 5); i++) {
  const d = await mkdtemp(join(dir, `s${i}-`));
  const t = performance.now();
  await engine.renderOrientation(
    { ...(result as any).renderInput, workDir: d, orientation: "portrait", outPath: join(d, "o.mp4") },
    (result as any).plans?.portrait,
  );
  times.push(Math.round(performance.now() - t));
}
console.log("NEW", JSON.stringify(times), join(dir));
await (engine as any).close?.();
