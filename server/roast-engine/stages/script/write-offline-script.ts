import type { Analysis, Script } from "../../types";
import { type ComposedScript, type ComposeOptions, composeScript, composeScripts } from "./compose-script";

export type { ComposedScript } from "./compose-script";

/** The offline comedy engine: the same analysis, seed and lines to avoid always give the same roast. */
export function writeOfflineScript(analysis: Analysis, seed: string, options: ComposeOptions = {}): Script {
  return composeScript(analysis, seed, options);
}

/**
 * Several roasts of one upload from the offline room, each from another angle (compose-script.ts):
 * the first is the roast writeOfflineScript writes for the same seed.
 */
export function writeOfflineDrafts(analysis: Analysis, seed: string, count: number, options: ComposeOptions = {}): ComposedScript[] {
  return composeScripts(analysis, seed, options, count);
}
