import { readScreenImage } from "./reading-set";
import type { ScreenTruth } from "./reading-set/screen-truth";
import { degradeScreen, planDegrade } from "./degrade-screen";

/**
 * The two sets the reading and roast evals run on: the drawn screens as committed ("clean") and
 * a worn copy of each made on the fly ("degraded", degrade-screen.ts), so nothing is stored twice.
 * `--set=clean`, `--set=degraded` or (the default) both, one after the other.
 */
export type ScreenSet = "clean" | "degraded";

export function readSetsArg(argv: string[]): ScreenSet[] {
  const value = argv.find((a) => a.startsWith("--set="))?.slice(6) ?? "both";
  if (value === "clean" || value === "degraded") return [value];
  if (value === "both") return ["clean", "degraded"];
  throw new Error(`--set must be clean, degraded or both, not "${value}"`);
}

export async function readSetImage(truth: ScreenTruth, set: ScreenSet): Promise<Buffer> {
  const image = await readScreenImage(truth);
  return set === "clean" ? image : degradeScreen(image, planDegrade(truth.id));
}
