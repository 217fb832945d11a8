import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import type { RoastHooks, RoastResult } from "../engine-types";
import type { MediaTools } from "../infrastructure/tools/media-tools";
import type { RenderPlan } from "../stages/plan/render-plan";
import { type CaptionBox, type RenderInput, type RenderOutput, toCaptionBox } from "../stages/render/render-input";
import { type SharedSoundtracks, shareSoundtracks } from "../stages/render/share-soundtracks";
import type { Voice } from "../stages/voice/create-voice-track";
import type { Narrator, Orientation, VoiceTrack } from "../types";
import { type ClipRange, checkVideo, makePoster } from "./finalize-video";
import { collectGarbage } from "../infrastructure/tools/collect-garbage";
import { type LaterRender, reportLaterOutputs } from "./report-later-outputs";
import type { createStageTimer } from "./stage-timer";

export const videoFileName = (orientation: Orientation) => `roast-${orientation}.mp4`;

/** What every orientation's render shares: the plan's input without an orientation or a file to write. */
export type SharedRenderInput = Omit<RenderInput, "orientation" | "outPath">;

/** A rendered video, its length checked; a later orientation's with its own poster. */
export type RenderedVideo = RenderOutput & { posterPath?: string; width: number; height: number };

/** The voice as spoken, and what every orientation's plan is made from. */
export interface Spoken<I extends SharedRenderInput = SharedRenderInput> {
  voice: Voice;
  renderInput: I;
  /** Why the voice is not the one asked for, or not the script first written. */
  voiceFallbackReason?: string;
}

/** What the pipeline made, as every result reports it. */
export interface MadeVideos<P extends RenderPlan> {
  outputs: RoastResult["outputs"];
  missing?: Partial<Record<Orientation, string>>;
  voice: VoiceTrack;
  renderInput: SharedRenderInput;
  shots?: RenderOutput["shots"];
  captions: Partial<Record<Orientation, CaptionBox[]>>;
  plans: Partial<Record<Orientation, P>>;
  breakdown?: NonNullable<RoastResult["breakdown"]>;
  voiceFallbackReason?: string;
  narrator: Narrator;
}

/**
 * What a pipeline does its own way once its script is written: a single roast and a battle differ
 * here only, in how they speak, plan, render a plan and make a poster, and in what they report.
 */
export interface PipelineVariant<S extends Spoken, P extends RenderPlan, R extends RoastResult> {
  /** Speaks the script (creating_video's voice, `breakdown.voiceMs`); `renderSignal` stops work begun alongside it. */
  speak(renderSignal: AbortSignal): Promise<S>;
  /** One orientation's plan, whole before any frame is drawn. */
  plan(input: S["renderInput"] & { orientation: Orientation }): P;
  /** Executes one orientation's plan: `input` says where to write, and whether it renders behind the first. */
  render(input: S["renderInput"] & RenderInput, plan: P, soundtracks: SharedSoundtracks): Promise<RenderOutput>;
  /** How long the finished clip may run; a single roast's when unset. */
  clip?: ClipRange;
  /** Whether a later orientation gets a poster of its own (a battle's one poster is its verdict board). */
  posterForLater: boolean;
  /** The later orientations render beside the first (ADR 0014), or one after another once it is done (ADR 0022). */
  later: "beside-first" | "after-first";
  /** Work begun besides the renders (a battle's poster and first board): settled before a failed run throws. */
  sideWork?(): Array<Promise<unknown> | undefined>;
  /** finalizing: the first video's poster and length. */
  finalize(first: RenderedVideo): Promise<{ posterPath: string; durationMs: number }>;
  /** The run's result, from what was spoken and made. */
  result(spoken: S, made: MadeVideos<P>): R;
  /** Removes what the variant made for its renders, once every render has settled. */
  dispose?(): Promise<void>;
}

export interface PipelineRun<R extends RoastResult> {
  tools: MediaTools;
  workDir: string;
  signal?: AbortSignal;
  /** Without repeats, at least one: the first is finalized and reported before the others. */
  orientations: Orientation[];
  /** Stop once every orientation is planned. */
  planOnly?: boolean;
  startedAt: number;
  hooks: RoastHooks<R>;
  clock: ReturnType<typeof createStageTimer>;
}

/** The voice as a result reports it: who spoke and why a voice stood in are reported on their own. */
const withoutStyle = ({ style, fallbackReason, ...track }: Voice): VoiceTrack => track;

/**
 * creating_video (the voice, every orientation planned, their renders started, until the first is
 * done) → finalizing → the first output; then every further orientation as it is ready. The part
 * of a roast and a battle after their script, one for both (`variant` says what differs).
 */
export async function renderPlans<S extends Spoken, P extends RenderPlan, R extends RoastResult>(
  run: PipelineRun<R>,
  variant: PipelineVariant<S, P, R>,
): Promise<R> {
  const { tools, workDir, signal, hooks, startedAt } = run;
  const { timings, stage } = run.clock;
  const [first, ...rest] = run.orientations;
  const breakdown = { voiceMs: 0, readyMs: {} as Partial<Record<Orientation, number>> };
  // Each orientation renders in its own folder (finalizing sweeps the work dir's temporaries while
  // the others still write theirs). The first failing stops the rest.
  const renders = new AbortController();
  const renderSignal = signal ? AbortSignal.any([signal, renders.signal]) : renders.signal;
  const plans: Partial<Record<Orientation, P>> = {};
  // The orientations' plans share the voice's clock and cues: their sound is made once.
  const soundtracks = shareSoundtracks(tools, join(workDir, "soundtrack"));
  const startRender = async (shared: S["renderInput"], orientation: Orientation): Promise<RenderedVideo> => {
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
    const output = await variant.render(input, plans[orientation]!, soundtracks);
    // The first video's poster is made while finalizing; a later one gets its own (a portrait's is 9:16).
    const posterPath = variant.posterForLater && orientation !== first ? join(dir, "poster.jpg") : undefined;
    const [durationMs] = await Promise.all([
      checkVideo(tools, output.videoPath, dir, signal, variant.clip),
      posterPath && makePoster(tools, { videoPath: output.videoPath, atMs: output.posterAtMs, posterPath, signal }),
    ]);
    breakdown.readyMs[orientation] = Math.round(performance.now() - startedAt);
    return { ...output, durationMs, posterPath, ...plans[orientation]!.size };
  };
  try {
    const { spoken, rendered, later } = await stage("creating_video", async () => {
      const clock = performance.now();
      let others: LaterRender[] = [];
      try {
        const said = await variant.speak(renderSignal);
        breakdown.voiceMs = Math.round(performance.now() - clock);
        // Every orientation is planned whole before the first frame is drawn.
        for (const orientation of run.orientations) plans[orientation] = variant.plan({ ...said.renderInput, orientation });
        if (run.planOnly) return { spoken: said, rendered: undefined, later: others };
        // The reading's buffers (decoded stills, the OCR's copies) are garbage by now: freed before
        // two ffmpeg runs start beside this process, where the worker's peak is.
        collectGarbage();
        // Beside the first, the later ones render in the background, on the CPU the first leaves idle.
        if (variant.later === "beside-first") others = rest.map((orientation) => ({ orientation, render: startRender(said.renderInput, orientation) }));
        // Settled here so a later render failing while the first still runs is never unhandled.
        for (const other of others) other.render.catch(() => undefined);
        const output = await startRender(said.renderInput, first);
        if (variant.later === "after-first") {
          let queue: Promise<unknown> = Promise.resolve();
          others = rest.map((orientation) => {
            const render = queue.then(() => startRender(said.renderInput, orientation));
            queue = render.catch(() => undefined);
            render.catch(() => undefined);
            return { orientation, render };
          });
        }
        return { spoken: said, rendered: output, later: others };
      } catch (error) {
        renders.abort();
        await Promise.allSettled([...others.map((other) => other.render), ...(variant.sideWork?.() ?? [])]);
        throw error;
      }
    });
    const { voice, renderInput, voiceFallbackReason } = spoken;
    const captions = Object.fromEntries(Object.entries(plans).map(([o, plan]) => [o, plan.captions.map(toCaptionBox)]));
    const said = { voice: withoutStyle(voice), renderInput, captions, plans, narrator: voice.style };
    if (!rendered) {
      timings.total = Math.round(performance.now() - startedAt);
      return variant.result(spoken, { outputs: {}, ...said });
    }
    const outputs: RoastResult["outputs"] = {};
    const missing: Partial<Record<Orientation, string>> = {};
    const result = variant.result(spoken, { outputs, missing, shots: rendered.shots, breakdown, voiceFallbackReason, ...said });
    try {
      const final = await stage("finalizing", () => variant.finalize(rendered));
      timings.total = Math.round(performance.now() - startedAt);
      Object.assign(outputs, { [first]: rendered.videoPath, poster: final.posterPath });
      const size = plans[first]!.size;
      await hooks.onOutput?.({ orientation: first, videoPath: rendered.videoPath, posterPath: final.posterPath, durationMs: final.durationMs, ...size });
      await hooks.onFirstVideo?.({ ...result, outputs: { ...outputs }, missing: {} });
      await reportLaterOutputs(later, { outputs, missing }, { signal, onOutput: (output) => hooks.onOutput?.(output) });
    } catch (error) {
      // Nothing may keep writing into a work dir its caller is about to remove.
      renders.abort();
      await Promise.allSettled(later.map((other) => other.render));
      throw error;
    }
    return result;
  } finally {
    // Every render has settled by now (each path above waits for them): their shared sound, and what the variant made for them, can go.
    await Promise.all([soundtracks.dispose(), variant.dispose?.()]);
    collectGarbage();
  }
}
