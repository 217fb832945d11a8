import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { BattleInput, BattleResult, RoastHooks } from "../../engine-types";
import { normalizeImage } from "../../infrastructure/image";
import { getOutputSize } from "../../stages/plan/output-size";
import { DEFAULT_END_CARD } from "../../stages/plan/plan-render";
import { resolveTargets } from "../../stages/plan/resolve-targets";
import type { BattleRenderInfo } from "../../stages/render/render-input";
import { getTierOptions } from "../../stages/render/tier-options";
import type { ScriptReport } from "../../stages/script/create-script-writer";
import type { Analysis } from "../../types";
import type { PipelineDeps } from "../pipeline-deps";
import { renderPlans } from "../render-plans";
import { createStageTimer } from "../stage-timer";
import { battlePaceMs, battleSyllablesMax } from "./battle-pace";
import { joinParts, toSpokenParts } from "./battle-lines";
import { createBattleVoice } from "./create-battle-voice";
import { planBattleRender } from "./plan-battle-render";
import { BATTLE_CLIP, type PreparedBattleStill, prepareBattleStill, renderBattleVideo, writeBattlePoster } from "./render-battle";
import { speakBattle } from "./speak-battle";
import { writeBattle } from "./write-battle";
import { type BattleScript, writeBattleScript } from "./write-battle-script";

/**
 * Two uploads, one video per orientation: analyzing (both at once) → generating_script (the
 * battle, with the verdict) → creating_video (one voice; meanwhile its poster, and the first
 * orientation's board and stage; then the first orientation alone) → finalizing → first output;
 * then the others, one at a time.
 */
export async function runBattle(deps: PipelineDeps, input: BattleInput, hooks: RoastHooks<BattleResult> = {}): Promise<BattleResult> {
  const { signal, workDir } = input;
  const startedAt = performance.now();
  const clock = createStageTimer(hooks, signal);
  const { timings, stage } = clock;

  // Both at once: the analyzer's warm OCR workers and the model thread are shared, and the peak
  // stays within budget (a CLI battle peaked at 655-663 MB at once, 652-686 MB one after the other).
  const sides = await stage("analyzing", () =>
    Promise.all(
      input.images.map(async (image, i) => {
        const normalized = await normalizeImage(image);
        const path = join(workDir, i === 0 ? "image.jpg" : "image-b.jpg");
        const [analysis] = await Promise.all([deps.getAnalyzer().analyze(normalized, { signal }), writeFile(path, normalized.jpeg)]);
        return { normalized, path, analysis };
      }),
    ),
  );
  const analyses: [Analysis, Analysis] = [sides[0].analysis, sides[1].analysis];
  let scriptFallbackReason: string | undefined;
  let scriptReport: ScriptReport | undefined;
  // Written for its narrator's pace: a slower voice gets fewer syllables (pipelines/battle/battle-pace.ts).
  const written = { avoidLineIds: input.avoidLineIds, safe: input.safe, syllablesMax: battleSyllablesMax(battlePaceMs(input.narrator)) };
  const firstDraft = await stage("generating_script", () =>
    writeBattle(deps.script, {
      ...written,
      analyses,
      images: [sides[0].normalized, sides[1].normalized],
      seed: input.seed,
      signal,
      onFallback: (reason) => (scriptFallbackReason = reason),
      onReport: (report) => (scriptReport = report),
    }),
  );
  const tellBattle = (battle: BattleScript, parts = toSpokenParts(battle)) => ({
    script: joinParts(parts, battle.source),
    battle: {
      analyses,
      turns: battle.turns.map(({ side, text, fragment, lineIds }) => ({ side, text, fragment, lineId: lineIds[0] })),
      verdict: battle.verdict,
    },
  });
  const orientations = [...new Set(input.orientations)];
  const base = { ...tellBattle(firstDraft), analysis: analyses[0], timings, outputs: {}, scriptFallbackReason, scriptReport };
  const { verdict } = firstDraft;
  if (input.scriptOnly || orientations.length === 0) {
    timings.total = Math.round(performance.now() - startedAt);
    return base;
  }

  const [first] = orientations;
  const posterPath = join(workDir, "poster.jpg");
  let poster: Promise<void> | undefined;
  let still: Promise<PreparedBattleStill> | undefined;
  return renderPlans(
    { tools: deps.tools, workDir, signal, orientations, planOnly: input.planOnly, startedAt, hooks, clock },
    {
      speak: async (renderSignal: AbortSignal) => {
        const boardSides = [0, 1].map((i) => ({
          path: sides[i].path,
          width: sides[i].normalized.width,
          height: sides[i].normalized.height,
          name: verdict.names[i],
          textBoxes: analyses[i].lines.map((l) => l.box),
          focusHint: resolveTargets({ words: [], quoted: [], targets: [] }, analyses[i]).focusHint,
        })) as BattleRenderInfo["sides"];
        const options = getTierOptions(input.tier, { watermark: input.watermark });
        // The poster shows the board and the verdict, not a frame: it is drawn while the voice is
        // spoken (its first take leaves a core idle), not after the video.
        poster = input.planOnly ? undefined : writeBattlePoster(posterPath, { sides: boardSides, verdict }, first, getOutputSize(first, options));
        poster?.catch(() => undefined);
        // The first orientation's board and stage need no voice either: made meanwhile, on the same idle core.
        still = input.planOnly
          ? undefined
          : prepareBattleStill(deps.tools, {
              sides: boardSides,
              names: verdict.names,
              orientation: first,
              options,
              workDir: join(workDir, first),
              signal: renderSignal,
            });
        still?.catch(() => undefined);
        const said = await speakBattle({
          battle: firstDraft,
          narrator: input.narrator,
          rewrite: (syllablesMax) => writeBattleScript(analyses, input.seed, { ...written, syllablesMax }),
          speak: (parts, narrator) => createBattleVoice({ parts, workDir, tools: deps.tools, cloud: deps.cloudTts, narrator, signal }),
        });
        const { parts, spoken } = said;
        const info: BattleRenderInfo = {
          sides: boardSides,
          parts: parts.map((part, i) => ({
            side: part.side,
            wordStart: spoken.parts[i].wordStart,
            wordEnd: spoken.parts[i].wordEnd,
            targets: part.side ? resolveTargets(part.script, analyses[part.side === "a" ? 0 : 1]).targets : [],
          })),
          verdict,
        };
        // What is said: the battle as spoken, which a voice too long for the video had rewritten.
        const told = tellBattle(said.battle, parts);
        const renderInput = {
          workDir,
          image: { path: sides[0].path, width: sides[0].normalized.width, height: sides[0].normalized.height },
          voice: { wavPath: spoken.voice.wavPath, durationMs: spoken.voice.durationMs, words: spoken.voice.words, style: spoken.voice.style },
          script: { text: told.script.text, mood: told.script.mood },
          options,
          endCard: { verdict: `Winner: ${verdict.names[verdict.winner === "a" ? 0 : 1]}`, site: deps.siteHost ?? DEFAULT_END_CARD.site },
          seed: input.seed,
          ...(input.captionStyle ? { captionStyle: input.captionStyle } : {}),
          signal,
          battle: info,
        };
        const voiceFallbackReason = [said.rewriteReason, spoken.voice.fallbackReason].filter(Boolean).join("; ") || undefined;
        return { voice: spoken.voice, renderInput, voiceFallbackReason, told };
      },
      plan: planBattleRender,
      render: (render, plan, soundtracks) => renderBattleVideo(deps.tools, render, plan, soundtracks, render.orientation === first ? still : undefined),
      clip: BATTLE_CLIP,
      posterForLater: false,
      // The other orientations one after another, once the first is done: a battle's clip is twice
      // a roast's, and two of its renders at once took the first video ~1.5 s longer and the worker
      // past its memory budget (ADR 0022).
      later: "after-first",
      sideWork: () => [poster, still],
      // The video was checked as its render ended; what is left is its poster.
      finalize: async (rendered) => {
        await poster;
        return { posterPath, durationMs: rendered.durationMs };
      },
      result: ({ told }, made) => ({ ...base, ...told, ...made }),
    },
  );
}
