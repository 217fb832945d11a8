import { mkdir, writeFile } from "node:fs/promises";
import { reportLaterOutputs } from "../report-later-outputs";
import { createStageTimer } from "../stage-timer";
import { prepareStills } from "./prepare-stills";
import { join } from "node:path";
import type { Analyzer } from "../../stages/analyze";
import { planRender } from "../../stages/plan/plan-render";
import type { RenderPlan } from "../../stages/plan/render-plan";
import { type NormalizedImage, normalizeImage } from "../../infrastructure/image";
import type { MediaTools } from "../../infrastructure/tools/media-tools";
import { type RenderInput, toCaptionBox } from "../../stages/render/render-input";
import { renderVideo } from "../../stages/render/render-video";
import { shareSoundtracks } from "../../stages/render/share-soundtracks";
import { getTierOptions } from "../../stages/render/tier-options";
import { createScriptWriter, type ScriptWriter, type ScriptWriterConfig } from "../../stages/script";
import type { Analysis, Orientation, VoiceTrack } from "../../types";
import { fitNarratorPace } from "../../stages/voice/fit-narrator-pace";
import type { TtsProvider } from "../../stages/voice/cloud-tts";
import { type Voice, createVoiceTrack } from "../../stages/voice/create-voice-track";
import { buildRenderInput } from "./build-render-input";
import type { RoastHooks, RoastInput, RoastResult } from "../../engine-types";
import { checkVideo, finalizeVideo, makePoster } from "../finalize-video";

export interface RoastDeps {
  tools: MediaTools;
  getAnalyzer(): Analyzer;
  script: Omit<ScriptWriterConfig, "onFallback">;
  cloudTts?: TtsProvider;
  /** The site's address for the end card's call to make your own. */
  siteHost?: string;
}

export const videoFileName = (orientation: Orientation) => `roast-${orientation}.mp4`;

/** The voice track as a result reports it: who spoke and why a voice stood in are reported on their own. */
const withoutStyle = ({ style, fallbackReason, ...track }: Voice): VoiceTrack => track;

/**
 * analyzing → generating_script → creating_video (voice, then every orientation rendering at
 * once, until the first is done) → finalizing (poster, duration, clean-up) → first output; then
 * every further orientation as it is ready. With `planOnly`, it stops once every orientation is
 * planned, before anything is rendered.
 */
export async function runRoast(deps: RoastDeps, input: RoastInput, hooks: RoastHooks = {}): Promise<RoastResult> {
  const { signal, workDir } = input;
  const startedAt = performance.now();
  const { timings, stage } = createStageTimer(hooks, signal);

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
      fitVoice: fitNarratorPace(input.narrator, { cloud: Boolean(deps.cloudTts) }),
      signal,
    });
  let writing: ReturnType<ScriptWriter["write"]> | undefined;
  const { image, analysis } = await stage("analyzing", async () => {
    const normalized = await normalizeImage(input.image);
    const imagePath = join(workDir, "image.jpg");
    const analysing = deps.getAnalyzer().analyze(normalized, { signal, onReading });
    if (deps.script.llm) {
      // A model's request leaves as soon as the screen is read, while the photo model still works;
      // its answer is checked against the whole analysis. An analysis that fails fails the stage.
      writing = write(normalized, analysing, reading);
      writing.catch(() => undefined);
    }
    const [found] = await Promise.all([analysing, writeFile(imagePath, normalized.jpeg)]);
    return { image: { normalized, path: imagePath }, analysis: found };
  });
  await hooks.onAnalysis?.(analysis);
  const orientations = [...new Set(input.orientations)];
  const imageFile = { path: image.path, width: image.normalized.width, height: image.normalized.height };
  const rendering = !input.scriptOnly && !input.planOnly && orientations.length > 0;
  const options = getTierOptions(input.tier, { watermark: input.watermark });
  // The stages need only the upload: composed while the script is written and the voice spoken.
  const stills = rendering ? prepareStills(deps.tools, { image: imageFile, orientations, options, workDir, signal }) : undefined;
  let written: Awaited<ReturnType<ScriptWriter["write"]>>;
  try {
    written = await stage("generating_script", () => writing ?? write(image.normalized, Promise.resolve(analysis)));
  } catch (error) {
    await stills?.dispose();
    throw error;
  }
  const { script, report: scriptReport } = written;
  if (input.scriptOnly || orientations.length === 0) {
    timings.total = Math.round(performance.now() - startedAt);
    return { script, analysis, timings, outputs: {}, scriptFallbackReason, scriptReport };
  }

  const [first, ...rest] = orientations;
  const breakdown = { voiceMs: 0, readyMs: {} as Partial<Record<Orientation, number>> };
  // Every orientation renders at once, each in its own folder (finalizing sweeps the work dir's
  // temporaries while the others still write theirs); the later ones in the background, on the
  // CPU the first leaves idle, so the first is ready as soon as alone. The first failing stops the rest.
  const renders = new AbortController();
  const renderSignal = signal ? AbortSignal.any([signal, renders.signal]) : renders.signal;
  // Every orientation is planned whole before the first frame is drawn (stages/plan/plan-render.ts).
  const plans: Partial<Record<Orientation, RenderPlan>> = {};
  // The orientations' plans share the voice's clock and cues: their sound is made once.
  const soundtracks = shareSoundtracks(deps.tools, join(workDir, "soundtrack"));
  const startRender = async (shared: Omit<RenderInput, "orientation" | "outPath">, orientation: Orientation) => {
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
    const plan = plans[orientation] ?? planRender(input);
    const output = await renderVideo(deps.tools, input, plan, {
      soundtrack: () => soundtracks.get({ voice: input.voice, plan }, renderSignal),
      stage: await stills?.get(orientation),
    });
    // The first video's poster is made while finalizing; a later one gets its own (a portrait's is 9:16).
    const posterPath = orientation === first ? undefined : join(dir, "poster.jpg");
    const [durationMs] = await Promise.all([
      checkVideo(deps.tools, output.videoPath, dir, signal),
      posterPath && makePoster(deps.tools, { videoPath: output.videoPath, atMs: output.posterAtMs, posterPath, signal }),
    ]);
    breakdown.readyMs[orientation] = Math.round(performance.now() - startedAt);
    return { ...output, durationMs, posterPath };
  };
  try {
    const { voice, renderInput, rendered, later } = await stage("creating_video", async () => {
      const clock = performance.now();
      const track = await createVoiceTrack({ script, workDir, tools: deps.tools, cloud: deps.cloudTts, narrator: input.narrator, signal });
      breakdown.voiceMs = Math.round(performance.now() - clock);
      const shared = buildRenderInput({
        workDir,
        image: imageFile,
        voice: track,
        script,
        analysis,
        tier: input.tier,
        watermark: input.watermark,
        seed: input.seed,
        siteHost: deps.siteHost,
        signal,
      });
      for (const orientation of orientations) plans[orientation] = planRender({ ...shared, orientation });
      if (input.planOnly) return { voice: track, renderInput: shared, rendered: undefined, later: [] };
      const others = rest.map((orientation) => ({ orientation, render: startRender(shared, orientation) }));
      // Settled here so a later render failing while the first still runs is never unhandled.
      for (const other of others) other.render.catch(() => undefined);
      try {
        const output = await startRender(shared, first);
        return { voice: track, renderInput: shared, rendered: output, later: others };
      } catch (error) {
        renders.abort();
        await Promise.allSettled(others.map((other) => other.render));
        throw error;
      }
    });
    const captions = Object.fromEntries(Object.entries(plans).map(([o, plan]) => [o, plan.captions.map(toCaptionBox)]));
    if (!rendered) {
      timings.total = Math.round(performance.now() - startedAt);
      return {
        script,
        analysis,
        timings,
        outputs: {},
        voice: withoutStyle(voice),
        renderInput,
        plans,
        captions,
        scriptFallbackReason,
        scriptReport,
        narrator: voice.style,
      };
    }
    const outputs: RoastResult["outputs"] = {};
    const missing: Partial<Record<Orientation, string>> = {};
    const result: RoastResult = {
      script,
      analysis,
      timings,
      outputs,
      missing,
      voice: withoutStyle(voice),
      renderInput,
      shots: rendered.shots,
      captions,
      plans,
      breakdown,
      scriptFallbackReason,
      scriptReport,
      voiceFallbackReason: voice.fallbackReason,
      narrator: voice.style,
    };
    const finishOutputs = async () => {
      const posterPath = join(workDir, "poster.jpg");
      const { videoPath, posterAtMs, durationMs: checkedMs } = rendered;
      const final = await stage("finalizing", () => finalizeVideo(deps.tools, { videoPath, posterPath, posterAtMs, workDir, signal, checkedMs }));
      timings.total = Math.round(performance.now() - startedAt);
      Object.assign(outputs, { [first]: rendered.videoPath, poster: final.posterPath });
      await hooks.onOutput?.({ orientation: first, videoPath: rendered.videoPath, posterPath: final.posterPath, durationMs: final.durationMs });
      await hooks.onFirstVideo?.({ ...result, outputs: { ...outputs }, missing: {} });
      await reportLaterOutputs(later, { outputs, missing }, { signal, onOutput: (output) => hooks.onOutput?.(output) });
    };
    try {
      await finishOutputs();
    } catch (error) {
      // Nothing may keep writing into a work dir its caller is about to remove.
      renders.abort();
      await Promise.allSettled(later.map((other) => other.render));
      throw error;
    }
    return result;
  } finally {
    // Every render has settled by now (each path above waits for them): their shared sound and stages can go.
    await Promise.all([soundtracks.dispose(), stills?.dispose()]);
  }
}
