import { join } from "node:path";
import { type Analyzer, createAnalyzer } from "./stages/analyze";
import { closePhotoModel, getPhotoModel } from "./stages/analyze/photo";
import { compileClips } from "./pipelines/join/compile-clips";
import { isBattlePlan, planBattleRender } from "./pipelines/battle/plan-battle-render";
import { isBattleInput, BATTLE_CLIP, renderBattleVideo } from "./pipelines/battle/render-battle";
import { planRender } from "./stages/plan/plan-render";
import { withCornerWatermark } from "./stages/plan/plan-watermark";
import { runBattle } from "./pipelines/battle/run-battle";
import { createMediaToolsCheck } from "./infrastructure/tools/check-media-tools";
import { createMediaTools } from "./infrastructure/tools/media-tools";
import { renderVideo } from "./stages/render/render-video";
import { createOpenAiTts } from "./stages/voice/cloud-tts";
import { compileEspeak } from "./stages/voice/synthesize-espeak";
import { compileFlite } from "./stages/voice/flite-synthesize";
import { createNarratorPreview } from "./stages/voice/narrator-preview";
import type { Narrator } from "./types";
import type { EngineConfig, RoastEngine } from "./engine-types";
import { checkVideo, makePoster } from "./pipelines/finalize-video";
import { runRoast } from "./pipelines/roast/run-roast";
import { collectGarbage } from "./infrastructure/tools/collect-garbage";
import { rewriteDrafts, writeDrafts } from "./pipelines/roast/write-drafts";

/** The process's analyzer, for engines that share their models (EngineConfig.shareModels). */
let sharedAnalyzer: Analyzer | undefined;

/**
 * The roast engine: image in, videos out. Holds the warm OCR workers (started on first use) and
 * the configured script writer and voice; `close` releases them.
 */
export function createRoastEngine(config: EngineConfig = {}): RoastEngine {
  const tools = createMediaTools({ ffmpegPath: config.ffmpegPath, ffprobePath: config.ffprobePath });
  // Compile the offline voice now, off the first roast's clock; a failure resurfaces when it is used.
  compileEspeak().catch(() => undefined);
  compileFlite().catch(() => undefined);
  // The photo model loads in its own thread now; if it cannot, roasts go on without photo facts.
  if (config.preloadPhotoModel ?? true) getPhotoModel();
  let analyzer: Analyzer | undefined;
  const deps = {
    tools,
    getAnalyzer: () => {
      if (config.shareModels) {
        sharedAnalyzer ??= createAnalyzer({ logger: config.logger });
        return sharedAnalyzer;
      }
      analyzer ??= createAnalyzer({ logger: config.logger });
      return analyzer;
    },
    script: { llm: config.llm, fetch: config.fetch },
    cloudTts: config.tts ? createOpenAiTts(config.tts, config.fetch) : undefined,
    siteHost: config.siteHost,
  };
  // Each preview is spoken once per process; a failed one is not kept, so the next request retries.
  const previews = new Map<Narrator, Promise<Buffer>>();
  return {
    previewNarrator(narrator) {
      let preview = previews.get(narrator);
      if (!preview) {
        preview = createNarratorPreview({ narrator, tools, cloud: deps.cloudTts });
        previews.set(narrator, preview);
        preview.catch(() => previews.delete(narrator));
      }
      return preview;
    },
    runRoast: (input, hooks) => runRoast(deps, input, hooks),
    writeDrafts: (input) => writeDrafts(deps, input),
    rewriteDrafts,
    runBattle: (input, hooks) => runBattle(deps, input, hooks),
    async renderOrientation(input, plan) {
      // A battle's kept input renders as a battle (its poster is the verdict board, made once); every other as a single roast, with its poster.
      // Without a plan of its own (an input kept before plans were), it is planned here from the input.
      // A plan kept before the corner watermark has its mark planned now (withCornerWatermark).
      const battle = isBattleInput(input);
      const output = battle
        ? await renderBattleVideo(tools, input, plan && isBattlePlan(plan) ? withCornerWatermark(plan, plan.board) : planBattleRender(input))
        : await renderVideo(tools, input, plan ? withCornerWatermark(plan, input.image, { cardEdge: true }) : planRender(input));
      const posterPath = battle ? undefined : join(input.workDir, `poster-${input.orientation}.jpg`);
      const [durationMs] = await Promise.all([
        checkVideo(tools, output.videoPath, input.workDir, input.signal, battle ? BATTLE_CLIP : undefined),
        posterPath && makePoster(tools, { videoPath: output.videoPath, atMs: output.posterAtMs, posterPath, signal: input.signal }),
      ]);
      collectGarbage();
      return { videoPath: output.videoPath, durationMs, posterPath };
    },
    compile: (input) => compileClips(tools, input),
    checkTools: createMediaToolsCheck(tools),
    async close() {
      if (config.shareModels) return;
      const current = analyzer;
      analyzer = undefined;
      // The photo model's thread is the process's; while it loads it keeps a CLI or bench alive.
      await Promise.all([current?.close(), closePhotoModel()]);
    },
  };
}
