import { mkdir, mkdtemp, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { getEnv } from "../server/env";
import { createRoastEngine } from "../server/roast-engine";
import { readEngineConfig } from "../server/read-engine-config";
import { createMediaTools } from "../server/roast-engine/infrastructure/tools/media-tools";
import { frameTimes, tileFrames, videoMs } from "./sheet-frames";
const tools = createMediaTools();
const out = process.argv[2];
await mkdir(out, { recursive: true });
const engine = createRoastEngine(readEngineConfig(getEnv()));
for (const file of process.argv.slice(3)) {
  const id = file
    .split("/")
    .pop()!
    .replace(/\.\w+$/, "");
  const workDir = await mkdtemp(join(tmpdir(), `sheet-${id}-`));
  const result = await engine.runRoast({
    image: await readFile(file),
    seed: "sheet",
    tier: "free",
    watermark: true,
    orientations: ["portrait", "landscape"],
    workDir,
  });
  for (const orientation of ["portrait", "landscape"] as const) {
    const video = result.outputs[orientation]!;
    const shots = result.plans![orientation]!.shots;
    await tileFrames(tools, video, orientation, frameTimes(shots, await videoMs(tools, video)), join(out, `${id}-${orientation}.png`));
  }
  console.log(id, result.script.text);
}
await engine.close();
