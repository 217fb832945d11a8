import { askWithRepair } from "../../stages/script/ask-with-repair";
import { describeModelFailure } from "../../stages/script/call-model";
import type { ModelProblem } from "../../stages/script/model-problem";
import type { NormalizedImage } from "../../infrastructure/image";
import type { LlmConfig, ScriptReport, ScriptWriterConfig } from "../../stages/script/create-script-writer";
import { buildLlmBattleRequest } from "../../stages/script/llm-battle-prompt";
import { type LlmBattleTurn, parseLlmBattle } from "../../stages/script/parse-llm-battle";
import type { Analysis } from "../../types";
import { type BattleScript, writeBattleScript } from "./write-battle-script";

/** A model's turn may run to 12 words (its quote and its punch, no room to shorten it after). */
const LLM_TURN_WORDS = 12;

export interface BattleWriteInput {
  analyses: [Analysis, Analysis];
  images: [NormalizedImage, NormalizedImage];
  seed: string;
  avoidLineIds?: readonly string[];
  safe?: [boolean, boolean];
  /** What the offline room's battle may say, in syllables (pipelines/battle/battle-pace.ts: by the narrator's pace). */
  syllablesMax?: number;
  signal?: AbortSignal;
  /** Told why the model's battle was not used (HTTP error, timeout, bad JSON, a turn that broke a rule). */
  onFallback?: (reason: string) => void;
  /** Told who wrote the battle and what went wrong with the model, as a single roast's writer reports it. */
  onReport?: (report: ScriptReport) => void;
}

/**
 * Writes the battle with the configured model when there is one, checked turn by turn by the
 * single roast's truth rules, and with the offline room otherwise. A refused answer is sent back
 * once with the reason and the fragment at fault, as a single roast's is; only a second refusal,
 * a failed request or the timeout (both requests within it) hands the battle to the offline room.
 * The verdict is never the model's: it is derived from the analyses, the same either way.
 */
export async function writeBattle(config: Omit<ScriptWriterConfig, "onFallback">, input: BattleWriteInput): Promise<BattleScript> {
  input.signal?.throwIfAborted();
  const offline = writeBattleScript(input.analyses, input.seed, { avoidLineIds: input.avoidLineIds, safe: input.safe, syllablesMax: input.syllablesMax });
  if (!config.llm) {
    input.onReport?.({ author: "offline", problems: [] });
    return offline;
  }
  const problems: ModelProblem[] = [];
  const clock = { modelMs: 0 };
  let reason: string;
  try {
    const written = await writeWithModel(config.llm, config.fetch ?? globalThis.fetch, input, problems, clock);
    if ("turns" in written) {
      input.onReport?.({ author: written.author, problems, modelMs: clock.modelMs });
      return {
        source: "llm",
        verdict: offline.verdict,
        verdictText: offline.verdictText,
        turns: written.turns.map((t) => ({
          side: t.side,
          text: t.text,
          fragment: t.fragment,
          lineIds: [],
          used: [],
          found: { quoted: t.quoted, targets: t.targets },
          ...(t.compares.length ? { comparison: { fragment: t.compares[0] } } : {}),
        })),
      };
    }
    reason = written.reason;
  } catch (error) {
    if (input.signal?.aborted) throw input.signal.reason;
    const failure = describeModelFailure(error, config.llm.timeoutMs);
    problems.push(failure.code);
    reason = failure.reason;
  }
  input.onFallback?.(reason);
  input.onReport?.({ author: "fallback", problems, modelMs: clock.modelMs || undefined, fallbackReason: reason });
  return offline;
}

async function writeWithModel(
  llm: LlmConfig,
  fetchImpl: typeof fetch,
  input: BattleWriteInput,
  problems: ModelProblem[],
  clock: { modelMs: number },
): Promise<{ turns: LlmBattleTurn[]; author: "model" | "repaired" } | { reason: string }> {
  const timeout = AbortSignal.timeout(llm.timeoutMs);
  const signal = input.signal ? AbortSignal.any([input.signal, timeout]) : timeout;
  const request = await buildLlmBattleRequest(input.analyses, input.images, input.seed, llm.model, { safe: input.safe });
  const check = (body: unknown) => {
    const checked = parseLlmBattle(body, input.analyses, { safe: input.safe, maxWords: LLM_TURN_WORDS, maxComparisonWords: 14 });
    return "turns" in checked ? { ok: checked.turns } : checked;
  };
  const asked = await askWithRepair(llm, fetchImpl, { request, kind: "battle", check, signal }, problems, clock);
  return "ok" in asked ? { turns: asked.ok, author: asked.author } : asked;
}
