import { z } from "zod";
import { EngineError } from "../engine-error";
import type { Analysis, ScriptTarget } from "../types";
import { checkScriptSafety } from "./check-script-safety";
import { findLlmTargets } from "./find-llm-targets";
import { isSafeRoastText } from "./safe-roast";
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

const reject = (reason: string) => new EngineError("UNPROCESSABLE", `The model's battle was rejected: ${reason}`);
const ORDER = ["a", "b", "a", "b"] as const;

/**
 * Checks a chat-completions answer for a battle by the single roast's truth rules, turn by turn:
 * four turns A, B, A, B, each within its words, quoting only its own upload's owner's words or
 * its photo's facts (letter for letter, and said), any other upload's words it compares against
 * checked against that upload, one comparison at least, and every turn safe.
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
    if (countSpokenWords(turn.text) > max) throw reject(`turn ${i + 1} runs ${countSpokenWords(turn.text)} spoken words`);
    const safety = checkScriptSafety(turn.text);
    if (!safety.safe) throw reject(`turn ${i + 1} is unsafe (${safety.reasons.join("; ")})`);
    if (options.safe?.some(Boolean) && !isSafeRoastText(turn.text)) throw reject(`turn ${i + 1} spoke of a body or clothes in a safe battle`);
    const found = findLlmTargets(turn.fragments, own, [turn.text]);
    if ("refused" in found) throw reject(`turn ${i + 1}: ${found.refused}`);
    if (turn.compares.length) {
      const compared = findLlmTargets(turn.compares, other, [turn.text]);
      if ("refused" in compared) throw reject(`turn ${i + 1} compares: ${compared.refused}`);
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
