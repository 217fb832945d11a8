import type { Analysis, Script } from "../types";
import { composeScript } from "./compose-script";

/** The offline comedy engine: the same analysis and seed always give the same roast. */
export function writeOfflineScript(analysis: Analysis, seed: string): Script {
  return composeScript(analysis, seed);
}
