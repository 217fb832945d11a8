import { z } from "zod";
import type { Analysis, ScriptTarget } from "../../types";
import type { ModelProblem, Refusal } from "./model-problem";
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

const refuse = (reason: string, code: ModelProblem = "bad_answer", fragment?: string): { refusal: Refusal } => ({
  refusal: { code, reason, ...(fragment ? { fragment } : {}) },
});
const ORDER = ["a", "b", "a", "b"] as const;

/**
 * Checks a chat-completions answer for a battle by the single roast's truth rules, turn by turn:
 * four turns A, B, A, B, each within its words, every quote on its upload's screen (or, in a
 * comparison, the other's), as verify-model-quotes.ts checks it, one comparison at least, and
 * every turn safe. A refusal says why and the fragment at fault, for the repair request.
 */
export function parseLlmBattle(
  body: unknown,
  analyses: [Analysis, Analysis],
  options: { safe?: [boolean, boolean]; maxWords: number; maxComparisonWords: number },
): { turns: LlmBattleTurn[] } | { refusal: Refusal } {
  const completion = completionSchema.safeParse(body);
  if (!completion.success) return refuse("unexpected response shape");
  let content: unknown;
  try {
    content = JSON.parse(completion.data.choices[0].message.content);
  } catch {
    return refuse("content is not JSON");
  }
  const battle = battleSchema.safeParse(content);
  if (!battle.success) return refuse("content does not match the schema");
  const turns = battle.data.turns;
  if (turns.some((t, i) => t.side !== ORDER[i])) return refuse("the turns are not in the order A, B, A, B");
  if (!turns.some((t) => t.compares.length > 0)) return refuse("no turn compares the two uploads");
  const checked: LlmBattleTurn[] = [];
  for (const [i, turn] of turns.entries()) {
    const own = analyses[turn.side === "a" ? 0 : 1];
    const other = analyses[turn.side === "a" ? 1 : 0];
    const max = turn.compares.length ? options.maxComparisonWords : options.maxWords;
    const words = countSpokenWords(turn.text);
    if (words > max) return refuse(`turn ${i + 1} runs ${words} spoken words, ${max} at most`, "too_long", turn.text);
    const unsafe = findUnsafeText(turn.text, options.safe?.some(Boolean));
    if (unsafe) return refuse(`turn ${i + 1}: ${unsafe.reason}`, unsafe.code, unsafe.fragment ?? turn.text);
    const found = verifyModelQuotes([turn.text], classify(turn.fragments, turn.text, own), own, { alsoOn: other });
    if ("refusal" in found) return refuse(`turn ${i + 1}: ${found.refusal.reason}`, found.refusal.code, found.refusal.fragment);
    if (turn.compares.length) {
      const compared = verifyModelQuotes([turn.text], classify(turn.compares, turn.text, other), other, { alsoOn: own, requireQuote: false });
      if ("refusal" in compared) return refuse(`turn ${i + 1} compares: ${compared.refusal.reason}`, compared.refusal.code, compared.refusal.fragment);
    }
    checked.push({
      side: turn.side,
      text: turn.text,
      fragment: found.quoted[0] ?? found.targets[0]?.text,
      quoted: found.quoted,
      targets: found.targets,
      compares: turn.compares,
    });
  }
  return { turns: checked };
}
