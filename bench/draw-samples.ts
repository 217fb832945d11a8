import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { SHOWCASE_SAMPLE_IDS, drawSample } from "../server/features/gallery/showcase";

/**
 * Writes the showcase samples as PNGs into the directory given as argument. The bench runs this
 * in its own process: drawing them (SVG text rendering) is fixture work, not part of a roast, and
 * would otherwise stay in the measured process's memory.
 */
const dir = process.argv[2];
if (!dir) throw new Error("usage: draw-samples.ts <dir>");
for (const id of SHOWCASE_SAMPLE_IDS) await writeFile(join(dir, `${id}.png`), await drawSample(id));
