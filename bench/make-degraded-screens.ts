import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { SCREEN_TRUTHS } from "./reading-set";
import { planDegrade } from "./degrade-screen";
import { readSetImage } from "./screen-sets";

/**
 * `npm run make:degraded-screens`: writes the degraded copy of the sample set that the evals make
 * on the fly into bench/out/degraded-screens/ (git-ignored), to look at. Prints each screen's wear.
 */
const outDir = path.join(import.meta.dirname, "out", "degraded-screens");
await mkdir(outDir, { recursive: true });
for (const truth of SCREEN_TRUTHS) {
  const plan = planDegrade(truth.id);
  await writeFile(path.join(outDir, `${truth.id}.jpg`), await readSetImage(truth, "degraded"));
  console.log(`${truth.id.padEnd(36)} q${plan.quality} ×${plan.scale.toFixed(2)} ${plan.wear}`);
}
console.log(`written to ${outDir}`);
