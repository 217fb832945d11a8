import type { Intensity } from "../../../../common/intensity";
import type { NormalizedImage } from "../../infrastructure/image";
import type { Analysis, Script } from "../../types";
import { askWithRepair } from "./ask-with-repair";
import { type LlmConfig, describeModelFailure, formatFor } from "./call-model";
import type { VoiceFit } from "./fit-voice";
import { buildLlmRequest, describeHints, makeModelPreview } from "./llm-prompt";
import { createModelDeadline } from "./model-deadline";
import type { ModelProblem } from "./model-problem";
import { parseLlmScript } from "./parse-llm-script";
import { writeOfflineScript } from "./write-offline-script";

export type { LlmConfig } from "./call-model";

export interface ScriptWriterConfig {
  llm?: LlmConfig;
  fetch?: typeof fetch;
  /** Told why the model's roast was not used (HTTP error, timeout, an answer refused twice). */
  onFallback?: (reason: string) => void;
}

/** Who wrote the roast that is heard, and what happened on the way: what operators count. */
export interface ScriptReport {
  /** The model's first answer, the model's answer after one repair, the offline room after the model failed, or the room with no model configured. */
  author: "model" | "repaired" | "fallback" | "offline";
  /** Each problem met with the model, in order: a refused answer's check, a failed request. */
  problems: ModelProblem[];
  /** The model's time, its requests together. */
  modelMs?: number;
  /** Why the model's roast was not used (a fallback). */
  fallbackReason?: string;
}

export interface ScriptWriter {
  write(input: WriteInput): Promise<{ script: Script; report: ScriptReport }>;
}

export interface WriteInput {
  /** The whole analysis (the photo model's facts included): what the model's answer is checked against. */
  analysis: Analysis | Promise<Analysis>;
  /** The analysis as soon as the screen is read, before the photo model answers: the request starts from it. */
  reading?: Promise<Analysis>;
  image: NormalizedImage;
  seed: string;
  /** Writers'-room lines this user heard in their last roasts (and a re-roast's parent): never repeated. */
  avoidLineIds?: readonly string[];
  /** A safe roast (a borderline upload, ADR 0019): nothing about a body, a face or clothes, from the model or the room. */
  safe?: boolean;
  /** How hard the roast goes, from the model or the room (docs/decisions/0032-intensity.md); unset is medium. */
  intensity?: Intensity;
  /** Whether the narrator can say a script in the clip (stages/voice/fit-narrator-pace.ts); a word range without it. */
  fitVoice?: VoiceFit;
  signal?: AbortSignal;
}

/**
 * Writes roasts with an OpenAI-compatible vision model when one is configured, and with the
 * offline comedy engine otherwise. The model's answer is checked (parse-llm-script.ts); a refused
 * one is sent back once with the reason, and only a second refusal, a failed request or the
 * timeout (both requests within it) hands the roast to the offline engine. Only the caller's own
 * abort stops a roast.
 */
export function createScriptWriter(config: ScriptWriterConfig): ScriptWriter {
  const { llm } = config;
  const fetchImpl = config.fetch ?? globalThis.fetch;
  return {
    async write(input) {
      input.signal?.throwIfAborted();
      const offline = async () =>
        writeOfflineScript(await input.analysis, input.seed, {
          avoidLineIds: input.avoidLineIds,
          safe: input.safe,
          intensity: input.intensity,
        });
      if (!llm) return { script: await offline(), report: { author: "offline", problems: [] } };
      const problems: ModelProblem[] = [];
      const clock = { modelMs: 0 };
      let reason: string;
      try {
        const written = await writeWithModel(llm, fetchImpl, input, problems, clock);
        if ("script" in written) return { script: written.script, report: { author: written.author, problems, modelMs: clock.modelMs } };
        reason = written.reason;
      } catch (error) {
        if (input.signal?.aborted) throw input.signal.reason;
        const failure = describeModelFailure(error, llm.timeoutMs);
        problems.push(failure.code);
        reason = failure.reason;
      }
      config.onFallback?.(reason);
      return { script: await offline(), report: { author: "fallback", problems, modelMs: clock.modelMs || undefined, fallbackReason: reason } };
    },
  };
}

async function writeWithModel(
  llm: LlmConfig,
  fetchImpl: typeof fetch,
  input: WriteInput,
  problems: ModelProblem[],
  clock: { modelMs: number },
): Promise<{ script: Script; author: "model" | "repaired" } | { reason: string }> {
  // The image, made small while the screen is read. By default the request leaves with it alone,
  // at once: the model's wait then runs beside the reading (ADR 0024's amendment), and the
  // reader's hints join a repair. With `readerHints: "first"` it waits for the screen's reading
  // (not the photo model) and carries its hints; if the analysis fails first, so does this.
  const preview = makeModelPreview(input.image);
  preview.catch(() => undefined);
  const hintsFirst = llm.readerHints === "first";
  const source = hintsFirst
    ? await Promise.race([
        ...(input.reading ? [input.reading.then((analysis) => ({ analysis, photoFacts: false }))] : []),
        Promise.resolve(input.analysis).then((analysis) => ({ analysis, photoFacts: true })),
      ])
    : undefined;
  const deadline = createModelDeadline(llm.timeoutMs);
  const signal = input.signal ? AbortSignal.any([input.signal, deadline.signal]) : deadline.signal;
  const request = await buildLlmRequest(source?.analysis, input.image, input.seed, llm.model, {
    safe: input.safe,
    intensity: input.intensity,
    responseFormat: formatFor(llm),
    photoFacts: source?.photoFacts,
    preview,
  });
  // The answer is checked against the whole analysis, photo facts included; waiting for it does
  // not count as the model's time.
  const analysis = () => deadline.hold(Promise.resolve(input.analysis));
  const check = async (body: unknown) => {
    const checked = parseLlmScript(body, await analysis(), { fitVoice: input.fitVoice, safe: input.safe });
    return "script" in checked ? { ok: checked.script } : checked;
  };
  const repairHints = hintsFirst ? undefined : async () => describeHints(await analysis());
  try {
    const asked = await askWithRepair(llm, fetchImpl, { request, kind: "roast", check, signal, repairHints }, problems, clock);
    return "ok" in asked ? { script: asked.ok, author: asked.author } : asked;
  } finally {
    deadline.clear();
  }
}
