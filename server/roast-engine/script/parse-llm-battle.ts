import { z } from "zod";
import { EngineError } from "../engine-error";
import type { Analysis, ScriptTarget } from "../types";
import type { ModelProblem } from "./model-problem";
import { findUnsafeText } from "./parse-llm-script";
import { findQuotedSpans } from "./verify/find-quoted-spans";
import { matchWords } from "./verify/match-text";
import { isOnScreen, type ModelTarget, verifyModelQuotes } from "./verify/verify-model-quotes";
import { countSpokenWords } from "./word-budget";

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
});

const battleSchema = z.object({
  turns: z
    .array(
      z.object({
        side: z.enum(["a", "b"]),
        text: z.string().trim().min(1).max(200),
        fragments: z.array(z.string()).default([]),
        compares: z.array(z.string()).default([]),
      }),
    )
    .length(4),
});

/** A model's turn, checked: its text, the fragments it quotes of its own upload and where they are. */
export interface LlmBattleTurn {
  side: "a" | "b";
  text: string;
  fragment?: string;
  quoted: string[];
  targets: ScriptTarget[];
  /** The other upload's words it quotes (a comparison). */
  compares: string[];
}

/**
 * A battle's fragments come without a kind. One that reads on its upload's screen, or that the
 * turn puts in quotation marks, is a quote of that upload (checked on its screen); any other is
 * what the model saw in its photo, which stands, if the upload has a photo the detectors found
 * someone or something in: on a screen of words alone it is a quote nothing reads like.
 */
function classify(fragments: string[], text: string, analysis: Analysis): ModelTarget[] {
  const spans = findQuotedSpans(text).map((span) => matchWords(span).join(" "));
  const { photo } = analysis;
  const pictured = analysis.kind === "photo" || !analysis.visual.isScreenshot || photo.people > 0 || photo.faces.length > 0 || photo.objects.length > 0;
  return fragments.map((fragment) => {
    const words = matchWords(fragment).join(" ");
    const quoted = spans.some((span) => span.includes(words));
    return quoted || !pictured || isOnScreen(fragment, analysis) ? { fragment, kind: "quote", whose: "owner" } : { fragment, kind: "object" };
  });
}

/** A refused battle: its problem (model-problem.ts) rides in the error's details. */
const reject = (reason: string, problem: ModelProblem = "bad_answer") =>
  new EngineError("UNPROCESSABLE", `The model's battle was rejected: ${reason}`, { details: { problem } });
const ORDER = ["a", "b", "a", "b"] as const;

/**
 * Checks a chat-completions answer for a battle by the single roast's truth rules, turn by turn:
 * four turns A, B, A, B, each within its words, every quote on its upload's screen (or, in a
 * comparison, the other's), as verify-model-quotes.ts checks it, one comparison at least, and
 * every turn safe.
 */
export function parseLlmBattle(
  body: unknown,
  analyses: [Analysis, Analysis],
  options: { safe?: [boolean, boolean]; maxWords: number; maxComparisonWords: number },
): LlmBattleTurn[] {
  const completion = completionSchema.safeParse(body);
  if (!completion.success) throw reject("unexpected response shape");
  let content: unknown;
  try {
    content = JSON.parse(completion.data.choices[0].message.content);
  } catch {
    throw reject("content is not JSON");
  }
  const battle = battleSchema.safeParse(content);
  if (!battle.success) throw reject("content does not match the schema");
  const turns = battle.data.turns;
  if (turns.some((t, i) => t.side !== ORDER[i])) throw reject("the turns are not in the order A, B, A, B");
  if (!turns.some((t) => t.compares.length > 0)) throw reject("no turn compares the two uploads");
  return turns.map((turn, i) => {
    const own = analyses[turn.side === "a" ? 0 : 1];
    const other = analyses[turn.side === "a" ? 1 : 0];
    const max = turn.compares.length ? options.maxComparisonWords : options.maxWords;
    if (countSpokenWords(turn.text) > max) throw reject(`turn ${i + 1} runs ${countSpokenWords(turn.text)} spoken words`, "too_long");
    const unsafe = findUnsafeText(turn.text, options.safe?.some(Boolean));
    if (unsafe) throw reject(`turn ${i + 1}: ${unsafe.reason}`, unsafe.code);
    const found = verifyModelQuotes([turn.text], classify(turn.fragments, turn.text, own), own, { alsoOn: other });
    if ("refusal" in found) throw reject(`turn ${i + 1}: ${found.refusal.reason}`, found.refusal.code);
    if (turn.compares.length) {
      const compared = verifyModelQuotes([turn.text], classify(turn.compares, turn.text, other), other, { alsoOn: own, requireQuote: false });
      if ("refusal" in compared) throw reject(`turn ${i + 1} compares: ${compared.refusal.reason}`, compared.refusal.code);
    }
    return {
      side: turn.side,
      text: turn.text,
      fragment: found.quoted[0] ?? found.targets[0]?.text,
      quoted: found.quoted,
      targets: found.targets,
      compares: turn.compares,
    };
  });
}
