import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { RoastHooks, RoastInput, RoastResult } from "../../engine-types";
import { type NormalizedImage, normalizeImage } from "../../infrastructure/image";
import { planRender } from "../../stages/plan/plan-render";
import { renderVideo } from "../../stages/render/render-video";
import { getTierOptions } from "../../stages/render/tier-options";
import { createScriptWriter, type ScriptWriter } from "../../stages/script";
import { createVoiceTrack } from "../../stages/voice/create-voice-track";
import { fitNarratorPace } from "../../stages/voice/fit-narrator-pace";
import { paceVoice } from "../../stages/voice/pace-voice";
import type { Analysis } from "../../types";
import { finalizeVideo } from "../finalize-video";
import type { PipelineDeps } from "../pipeline-deps";
import { renderPlans } from "../render-plans";
import { createStageTimer } from "../stage-timer";
import { buildRenderInput } from "./build-render-input";
import { prepareStills } from "./prepare-stills";

/**
 * analyzing → generating_script → creating_video (voice, then every orientation rendering at
 * once, until the first is done) → finalizing (poster, duration, clean-up) → first output; then
 * every further orientation as it is ready (render-plans.ts runs all from the voice on). With
 * `planOnly`, it stops once every orientation is planned, before anything is rendered.
 */
export async function runRoast(deps: PipelineDeps, input: RoastInput, hooks: RoastHooks = {}): Promise<RoastResult> {
  const { signal, workDir } = input;
  const startedAt = performance.now();
  const clock = createStageTimer(hooks, signal);
  const { timings, stage } = clock;

  let scriptFallbackReason: string | undefined;
  const writer = createScriptWriter({ ...deps.script, onFallback: (reason) => (scriptFallbackReason = reason) });
  let onReading: (reading: Analysis) => void = () => {};
  const reading = new Promise<Analysis>((resolve) => (onReading = resolve));
  const write = (normalized: NormalizedImage, analysis: Promise<Analysis>, early?: Promise<Analysis>) =>
    writer.write({
      analysis,
      reading: early,
      image: normalized,
      seed: input.seed,
      avoidLineIds: input.avoidLineIds,
      safe: input.safe,
      intensity: input.intensity,
      fitVoice: fitNarratorPace(input.narrator, { cloud: Boolean(deps.cloudTts) }),
      signal,
    });
  let writing: ReturnType<ScriptWriter["write"]> | undefined;
  const { image, analysis } = await stage("analyzing", async () => {
    const normalized = await normalizeImage(input.image);
    const imagePath = join(workDir, "image.jpg");
    // A reading kept from the upload's drafts is the analysis: the upload is not read again.
    const analysing = input.analysis ? Promise.resolve(input.analysis) : deps.getAnalyzer().analyze(normalized, { signal, onReading });
    if (deps.script.llm && !input.script) {
      // A model's request leaves at once (or, told to wait for the reader's hints, as soon as the
      // screen is read): its wait runs beside the reading. Its answer is checked against the whole
      // analysis. An analysis that fails fails the stage.
      writing = write(normalized, analysing, reading);
      writing.catch(() => undefined);
    }
    const [found] = await Promise.all([analysing, writeFile(imagePath, normalized.jpeg)]);
    return { image: { normalized, path: imagePath }, analysis: found };
  });
  await hooks.onAnalysis?.(analysis);
  const orientations = [...new Set(input.orientations)];
  // A photo keeps a card of its own shape in landscape; a screen of text gets a readable one (card-layout.ts).
  const photo = analysis.kind === "photo" && !analysis.visual.isScreenshot;
  const imageFile = { path: image.path, width: image.normalized.width, height: image.normalized.height, ...(photo ? { photo } : {}) };
  const rendering = !input.scriptOnly && !input.planOnly && orientations.length > 0;
  const options = getTierOptions(input.tier, { watermark: input.watermark });
  // The stages need only the upload: composed while the script is written and the voice spoken.
  const stills = rendering ? prepareStills(deps.tools, { image: imageFile, orientations, options, workDir, signal }) : undefined;
  let written: Awaited<ReturnType<ScriptWriter["write"]>>;
  try {
    // A script chosen from the drafts is spoken as it is: the writers' room wrote it, the person may have edited it.
    const given = input.script && { script: input.script, report: { author: "offline" as const, problems: [] } };
    written = await stage("generating_script", async () => given ?? writing ?? write(image.normalized, Promise.resolve(analysis)));
  } catch (error) {
    await stills?.dispose();
    throw error;
  }
  const { script, report: scriptReport } = written;
  if (input.scriptOnly || orientations.length === 0) {
    timings.total = Math.round(performance.now() - startedAt);
    return { script, analysis, timings, outputs: {}, scriptFallbackReason, scriptReport };
  }

  return renderPlans(
    { tools: deps.tools, workDir, signal, orientations, planOnly: input.planOnly, startedAt, hooks, clock },
    {
      speak: async () => {
        const spoken = await createVoiceTrack({ script, workDir, tools: deps.tools, cloud: deps.cloudTts, narrator: input.narrator, signal });
        const voice = await paceVoice(spoken, input.pace, { tools: deps.tools, workDir, signal });
        const renderInput = buildRenderInput({
          workDir,
          image: imageFile,
          voice,
          script,
          analysis,
          tier: input.tier,
          watermark: input.watermark,
          seed: input.seed,
          siteHost: deps.siteHost,
          captionStyle: input.captionStyle,
          signal,
        });
        return { voice, renderInput, voiceFallbackReason: voice.fallbackReason };
      },
      plan: planRender,
      render: async (render, plan, soundtracks) =>
        renderVideo(deps.tools, render, plan, {
          soundtrack: () => soundtracks.get({ voice: render.voice, plan }, render.signal),
          stage: await stills?.get(render.orientation),
        }),
      posterForLater: true,
      // Every orientation renders at once, the later ones behind the first (ADR 0014).
      later: "beside-first",
      finalize: ({ videoPath, posterAtMs, durationMs }) =>
        finalizeVideo(deps.tools, { videoPath, posterPath: join(workDir, "poster.jpg"), posterAtMs, workDir, signal, checkedMs: durationMs }),
      result: (_spoken, made) => ({ script, analysis, timings, ...made, scriptFallbackReason, scriptReport }),
      dispose: async () => stills?.dispose(),
    },
  );
}
