import { mkdir, writeFile } from "node:fs/promises";
import { reportLaterOutputs } from "../report-later-outputs";
import { createStageTimer } from "../stage-timer";
import { join } from "node:path";
import { resolveTargets } from "../../stages/plan/resolve-targets";
import { DEFAULT_END_CARD } from "../../stages/plan/plan-render";
import { normalizeImage } from "../../infrastructure/image";
import type { BattleInput, BattleResult, RoastHooks, RoastResult } from "../../engine-types";
import { checkVideo } from "../finalize-video";
import { type RoastDeps, videoFileName } from "../roast/run-roast";
import { type BattleRenderInfo, type RenderInput, toCaptionBox } from "../../stages/render/render-input";
import { shareSoundtracks } from "../../stages/render/share-soundtracks";
import { getTierOptions } from "../../stages/render/tier-options";
import { getOutputSize } from "../../stages/plan/output-size";
import type { ScriptReport } from "../../stages/script/create-script-writer";
import type { Analysis, Orientation, VoiceTrack } from "../../types";
import { joinParts, toSpokenParts } from "./battle-lines";
import { createBattleVoice } from "./create-battle-voice";
import { type BattlePlan, planBattleRender } from "./plan-battle-render";
import { BATTLE_CLIP, type PreparedBattleStill, prepareBattleStill, renderBattleVideo, writeBattlePoster } from "./render-battle";
import { battlePaceMs, battleSyllablesMax } from "./battle-pace";
import { speakBattle } from "./speak-battle";
import { writeBattle } from "./write-battle";
import { type BattleScript, writeBattleScript } from "./write-battle-script";

/**
 * Two uploads, one video per orientation: analyzing (both at once) → generating_script (the
 * battle, with the verdict) → creating_video (one voice; meanwhile its poster, and the first
 * orientation's board and stage; then the first orientation alone) → finalizing → first output;
 * then the others, one at a time.
 */
export async function runBattle(deps: RoastDeps, input: BattleInput, hooks: RoastHooks<BattleResult> = {}): Promise<BattleResult> {
  const { signal, workDir } = input;
  const startedAt = performance.now();
  const { timings, stage } = createStageTimer(hooks, signal);

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

  const [first, ...rest] = orientations;
  const breakdown = { voiceMs: 0, readyMs: {} as Partial<Record<Orientation, number>> };
  const renders = new AbortController();
  const renderSignal = signal ? AbortSignal.any([signal, renders.signal]) : renders.signal;
  const plans: Partial<Record<Orientation, BattlePlan>> = {};
  // Every orientation hears the same voice at the same moments: its sound is made once.
  const soundtracks = shareSoundtracks(deps.tools, join(workDir, "soundtrack"));
  const startRender = async (
    shared: Omit<RenderInput, "orientation" | "outPath"> & { battle: BattleRenderInfo },
    orientation: Orientation,
    prepared?: Promise<PreparedBattleStill>,
  ) => {
    const dir = join(workDir, orientation);
    await mkdir(dir, { recursive: true });
    const input = {
      ...shared,
      workDir: dir,
      orientation,
      outPath: join(dir, videoFileName(orientation)),
      background: orientation !== first,
      signal: renderSignal,
    };
    const output = await renderBattleVideo(deps.tools, input, plans[orientation] ?? planBattleRender(input), soundtracks, prepared);
    const durationMs = await checkVideo(deps.tools, output.videoPath, dir, signal, BATTLE_CLIP);
    breakdown.readyMs[orientation] = Math.round(performance.now() - startedAt);
    return { ...output, durationMs };
  };
  const posterPath = join(workDir, "poster.jpg");
  try {
    const { voice, renderInput, rendered, later, poster, told } = await stage("creating_video", async () => {
      const clock = performance.now();
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
      const poster = input.planOnly ? undefined : writeBattlePoster(posterPath, { sides: boardSides, verdict }, first, getOutputSize(first, options));
      poster?.catch(() => undefined);
      // The first orientation's board and stage need no voice either: made meanwhile, on the same idle core.
      const still = input.planOnly
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
      try {
        const said = await speakBattle({
          battle: firstDraft,
          narrator: input.narrator,
          rewrite: (syllablesMax) => writeBattleScript(analyses, input.seed, { ...written, syllablesMax }),
          speak: (parts, narrator) => createBattleVoice({ parts, workDir, tools: deps.tools, cloud: deps.cloudTts, narrator, signal }),
        });
        const { parts, spoken } = said;
        breakdown.voiceMs = Math.round(performance.now() - clock);
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
        const told = { ...tellBattle(said.battle, parts), rewriteReason: said.rewriteReason };
        const shared = {
          workDir,
          image: { path: sides[0].path, width: sides[0].normalized.width, height: sides[0].normalized.height },
          voice: { wavPath: spoken.voice.wavPath, durationMs: spoken.voice.durationMs, words: spoken.voice.words, style: spoken.voice.style },
          script: { text: told.script.text, mood: told.script.mood },
          options,
          endCard: { verdict: `Winner: ${verdict.names[verdict.winner === "a" ? 0 : 1]}`, site: deps.siteHost ?? DEFAULT_END_CARD.site },
          seed: input.seed,
          signal,
          battle: info,
        };
        for (const orientation of orientations) plans[orientation] = planBattleRender({ ...shared, orientation });
        if (input.planOnly) return { voice: spoken.voice, renderInput: shared, rendered: undefined, later: [], poster, told };
        const output = await startRender(shared, first, still);
        // The other orientations one after another, once the first is done: a battle's clip is twice
        // a roast's, and two of its renders at once took the first video ~1.5 s longer and the worker
        // past its memory budget (ADR 0022).
        let queue: Promise<unknown> = Promise.resolve();
        const others = rest.map((orientation) => {
          const render = queue.then(() => startRender(shared, orientation));
          queue = render.catch(() => undefined);
          render.catch(() => undefined);
          return { orientation, render };
        });
        return { voice: spoken.voice, renderInput: shared, rendered: output, later: others, poster, told };
      } catch (error) {
        renders.abort();
        await Promise.allSettled([poster, still]);
        throw error;
      }
    });
    const { style, fallbackReason, ...track } = voice;
    const voiceTrack: VoiceTrack = track;
    const { rewriteReason, ...said } = told;
    const captions = Object.fromEntries(Object.entries(plans).map(([o, plan]) => [o, plan.captions.map(toCaptionBox)]));
    if (!rendered) {
      timings.total = Math.round(performance.now() - startedAt);
      return { ...base, ...said, voice: voiceTrack, renderInput, plans, captions, narrator: style };
    }
    const outputs: RoastResult["outputs"] = {};
    const missing: Partial<Record<Orientation, string>> = {};
    const result: BattleResult = {
      ...base,
      ...said,
      outputs,
      missing,
      voice: voiceTrack,
      renderInput,
      shots: rendered.shots,
      captions,
      plans,
      breakdown,
      voiceFallbackReason: [rewriteReason, fallbackReason].filter(Boolean).join("; ") || undefined,
      narrator: style,
    };
    try {
      // The video was checked as its render ended (startRender); what is left is its poster.
      const final = await stage("finalizing", async () => {
        await poster;
        return { posterPath, durationMs: rendered.durationMs };
      });
      timings.total = Math.round(performance.now() - startedAt);
      Object.assign(outputs, { [first]: rendered.videoPath, poster: final.posterPath });
      await hooks.onOutput?.({ orientation: first, videoPath: rendered.videoPath, posterPath: final.posterPath, durationMs: final.durationMs });
      await hooks.onFirstVideo?.({ ...result, outputs: { ...outputs }, missing: {} });
      await reportLaterOutputs(later, { outputs, missing }, { signal, onOutput: (output) => hooks.onOutput?.(output) });
    } catch (error) {
      renders.abort();
      await Promise.allSettled(later.map((other) => other.render));
      throw error;
    }
    return result;
  } finally {
    // Every render has settled by now (each path above waits for them): their shared sound can go.
    await soundtracks.dispose();
  }
}
