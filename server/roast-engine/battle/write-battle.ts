import { EngineError, isEngineError } from "../engine-error";
import { describeModelFailure } from "../script/call-model";
import type { ModelProblem } from "../script/model-problem";
import type { NormalizedImage } from "../image";
import type { LlmConfig, ScriptReport, ScriptWriterConfig } from "../script/create-script-writer";
import { buildLlmBattleRequest } from "../script/llm-battle-prompt";
import { parseLlmBattle } from "../script/parse-llm-battle";
import type { Analysis } from "../types";
import { type BattleScript, writeBattleScript } from "./write-battle-script";

/** A model's turn may run to 12 words (its quote and its punch, no room to shorten it after). */
const LLM_TURN_WORDS = 12;

export interface BattleWriteInput {
  analyses: [Analysis, Analysis];
  images: [NormalizedImage, NormalizedImage];
  seed: string;
  avoidLineIds?: readonly string[];
  safe?: [boolean, boolean];
  /** What the offline room's battle may say, in syllables (battle/battle-pace.ts: by the narrator's pace). */
  syllablesMax?: number;
  signal?: AbortSignal;
  /** Told why the model's battle was not used (HTTP error, timeout, bad JSON, a turn that broke a rule). */
  onFallback?: (reason: string) => void;
  /** Told who wrote the battle and what went wrong with the model, as a single roast's writer reports it. */
  onReport?: (report: ScriptReport) => void;
}

/**
 * Writes the battle with the configured model when there is one, checked turn by turn by the
 * single roast's truth rules, and with the offline room otherwise or whenever the model fails.
 * The verdict is never the model's: it is derived from the analyses, the same either way.
 */
export async function writeBattle(config: Omit<ScriptWriterConfig, "onFallback">, input: BattleWriteInput): Promise<BattleScript> {
  input.signal?.throwIfAborted();
  const offline = writeBattleScript(input.analyses, input.seed, { avoidLineIds: input.avoidLineIds, safe: input.safe, syllablesMax: input.syllablesMax });
  if (!config.llm) {
    input.onReport?.({ author: "offline", problems: [] });
    return offline;
  }
  const started = performance.now();
  try {
    const turns = await requestLlmBattle(config.llm, config.fetch ?? globalThis.fetch, input);
    input.onReport?.({ author: "model", problems: [], modelMs: Math.round(performance.now() - started) });
    return {
      source: "llm",
      verdict: offline.verdict,
      verdictText: offline.verdictText,
      turns: turns.map((t) => ({
        side: t.side,
        text: t.text,
        fragment: t.fragment,
        lineIds: [],
        used: [],
        found: { quoted: t.quoted, targets: t.targets },
        ...(t.compares.length ? { comparison: { fragment: t.compares[0] } } : {}),
      })),
    };
  } catch (error) {
    if (input.signal?.aborted) throw input.signal.reason;
    const refused = isEngineError(error) && error.code === "UNPROCESSABLE";
    const failure = refused
      ? { code: ((error.details as { problem?: ModelProblem } | undefined)?.problem ?? "bad_answer") as ModelProblem, reason: error.message }
      : describeModelFailure(error, config.llm.timeoutMs);
    input.onFallback?.(failure.reason);
    input.onReport?.({ author: "fallback", problems: [failure.code], modelMs: Math.round(performance.now() - started), fallbackReason: failure.reason });
    return offline;
  }
}

async function requestLlmBattle(llm: LlmConfig, fetchImpl: typeof fetch, input: BattleWriteInput) {
  const timeout = AbortSignal.timeout(llm.timeoutMs);
  const signal = input.signal ? AbortSignal.any([input.signal, timeout]) : timeout;
  const body = await buildLlmBattleRequest(input.analyses, input.images, input.seed, llm.model, { safe: input.safe });
  const response = await fetchImpl(`${llm.baseUrl.replace(/\/+$/, "")}/chat/completions`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(llm.apiKey ? { authorization: `Bearer ${llm.apiKey}` } : {}) },
    body: JSON.stringify(body),
    signal,
  });
  if (!response.ok) throw new EngineError("UNAVAILABLE", `The model answered HTTP ${response.status}`);
  const json: unknown = await response.json().catch(() => {
    if (signal.aborted) throw signal.reason;
    throw new EngineError("UNPROCESSABLE", "The model's answer is not JSON");
  });
  return parseLlmBattle(json, input.analyses, { safe: input.safe, maxWords: LLM_TURN_WORDS, maxComparisonWords: 14 });
}
