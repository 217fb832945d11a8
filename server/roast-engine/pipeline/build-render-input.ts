import { findVerdict } from "../direct/find-verdict";
import { resolveTargets } from "../direct/resolve-targets";
import type { RenderInput } from "../render/render-input";
import { DEFAULT_END_CARD } from "../render/render-video";
import { getTierOptions } from "../render/tier-options";
import type { Analysis, Script, Tier } from "../types";
import type { Voice } from "../voice/create-voice-track";

/** What every orientation's render shares: files in the work dir, timings, tier options. */
export function buildRenderInput(options: {
  workDir: string;
  image: { path: string; width: number; height: number };
  voice: Voice;
  script: Script;
  analysis: Analysis;
  tier: Tier;
  watermark: boolean;
  seed: string;
  siteHost?: string;
  signal?: AbortSignal;
}): Omit<RenderInput, "orientation" | "outPath"> {
  const { voice, script, analysis } = options;
  return {
    workDir: options.workDir,
    image: options.image,
    voice: { wavPath: voice.wavPath, durationMs: voice.durationMs, words: voice.words, punchlineMs: voice.punchlineMs, style: voice.style },
    script: { text: script.text, mood: script.mood },
    analysis: { platform: analysis.platform, dominantColors: analysis.visual.dominantColors },
    options: getTierOptions(options.tier, { watermark: options.watermark }),
    direction: resolveTargets(script, analysis),
    endCard: { verdict: findVerdict(analysis, script).text, site: options.siteHost ?? DEFAULT_END_CARD.site },
    seed: options.seed,
    signal: options.signal,
  };
}
