import type { Analysis, Script } from "../../types";
import { type ComposeOptions, composeScript } from "./compose-script";

/** The offline comedy engine: the same analysis, seed and lines to avoid always give the same roast. */
export function writeOfflineScript(analysis: Analysis, seed: string, options: ComposeOptions = {}): Script {
  return composeScript(analysis, seed, options);
}
