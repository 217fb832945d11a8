import { type LlmConfig, callModel, contentOf } from "./call-model";
import { type ChatRequest, buildRepairRequest } from "./llm-prompt";
import type { ModelProblem, Refusal } from "./model-problem";

type Checked<T> = { ok: T } | { refusal: Refusal };

/**
 * One request and at most one repair, for a roast or a battle alike: the answer is checked; a
 * refused one goes back once with the reason and the fragment at fault; a second refusal gives
 * the reason for the fallback. Each refusal's code joins `problems`, the model's time `clock`. The check may wait (a roast's for the photo model's facts).
 * Failed requests and the signal's reason are thrown to the caller.
 */
export async function askWithRepair<T>(
  llm: LlmConfig,
  fetchImpl: typeof fetch,
  ask: {
    request: ChatRequest;
    kind: "roast" | "battle";
    check: (body: unknown) => Checked<T> | Promise<Checked<T>>;
    signal: AbortSignal;
    /** The reader's hints for the repair, when the first request left without them. */
    repairHints?: () => Promise<string>;
  },
  problems: ModelProblem[],
  clock: { modelMs: number },
): Promise<{ ok: T; author: "model" | "repaired" } | { reason: string }> {
  const first = await callModel(llm, fetchImpl, ask.request, ask.signal);
  clock.modelMs += first.ms;
  const checked = await ask.check(first.body);
  if ("ok" in checked) return { ok: checked.ok, author: "model" };
  problems.push(checked.refusal.code);
  const hints = await ask.repairHints?.();
  const second = await callModel(llm, fetchImpl, buildRepairRequest(ask.request, contentOf(first.body), checked.refusal, ask.kind, hints), ask.signal);
  clock.modelMs += second.ms;
  const repaired = await ask.check(second.body);
  if ("ok" in repaired) return { ok: repaired.ok, author: "repaired" };
  problems.push(repaired.refusal.code);
  return { reason: `The model's ${ask.kind} was refused: ${checked.refusal.reason}; repaired, refused again: ${repaired.refusal.reason}` };
}
