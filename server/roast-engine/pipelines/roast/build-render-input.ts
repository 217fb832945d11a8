import type { CaptionStyle } from "../../../../common/caption-styles";
import { findKeyboard } from "../../stages/analyze/find-keyboard";
import { findVerdict } from "../../stages/plan/find-verdict";
import { DEFAULT_END_CARD } from "../../stages/plan/plan-render";
import { resolveTargets } from "../../stages/plan/resolve-targets";
import type { RenderInput } from "../../stages/render/render-input";
import { getTierOptions } from "../../stages/render/tier-options";
import type { Analysis, Script, Tier } from "../../types";
import type { Voice } from "../../stages/voice/create-voice-track";

/** What every orientation's render shares: files in the work dir, timings, tier options, what the camera shows and the upload's own text it keeps captions off. */
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
  captionStyle?: CaptionStyle;
  signal?: AbortSignal;
}): Omit<RenderInput, "orientation" | "outPath"> {
  const { voice, script, analysis } = options;
  return {
    workDir: options.workDir,
    image: options.image,
    voice: { wavPath: voice.wavPath, durationMs: voice.durationMs, words: voice.words, style: voice.style },
    script: { text: script.text, mood: script.mood },
    options: getTierOptions(options.tier, { watermark: options.watermark }),
    direction: {
      ...resolveTargets(script, analysis),
      textBoxes: analysis.lines.map((l) => l.box),
      ...(analysis.visual.isScreenshot
        ? {
            keyboard: findKeyboard(analysis.lines, analysis.visual),
            rows: (analysis.visual.rows ?? []).map(([y, h]) => ({ x: 0, y, w: analysis.visual.width, h })),
            surfaces: (analysis.visual.surfaces ?? []).map(([x, y, w, h]) => ({ x, y, w, h })),
          }
        : {}),
    },
    endCard: { verdict: findVerdict(analysis, script).text, site: options.siteHost ?? DEFAULT_END_CARD.site },
    seed: options.seed,
    ...(options.captionStyle ? { captionStyle: options.captionStyle } : {}),
    signal: options.signal,
  };
}
