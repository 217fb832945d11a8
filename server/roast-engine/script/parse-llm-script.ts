import { z } from "zod";
import { EngineError } from "../engine-error";
import type { Analysis, Script, ScriptWord } from "../types";
import { checkScriptSafety } from "./check-script-safety";
import { findLlmTargets } from "./find-llm-targets";
import { countSpokenWords, fitsWordBudget, splitWords, WORD_BUDGET } from "./word-budget";

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
});

const roastSchema = z.object({
  beats: z.array(z.string().trim().min(1).max(240)).min(2).max(3),
  targets: z.array(z.object({ fragment: z.string(), kind: z.string().optional() })).default([]),
  /** Older answers name their fragments as a plain list. */
  quoted: z.array(z.string()).default([]),
  mood: z.enum(["smug", "deadpan", "chaotic", "wholesome"]).catch("smug"),
});

const reject = (reason: string) => new EngineError("UNPROCESSABLE", `The model's roast was rejected: ${reason}`);

/**
 * Checks a chat-completions answer and turns it into a Script: valid JSON of the right shape,
 * within the word budget (a three-beat roast that runs long loses its middle beat), roasting
 * fragments that are the owner's own words or the photo's facts (never UI text or other people),
 * and safe. The fragments become the script's targets.
 */
export function parseLlmScript(body: unknown, analysis: Analysis): Script {
  const completion = completionSchema.safeParse(body);
  if (!completion.success) throw reject("unexpected response shape");
  let content: unknown;
  try {
    content = JSON.parse(completion.data.choices[0].message.content);
  } catch {
    throw reject("content is not JSON");
  }
  const roast = roastSchema.safeParse(content);
  if (!roast.success) throw reject("content does not match the schema");

  let beats = roast.data.beats;
  if (countSpokenWords(beats.join(" ")) > WORD_BUDGET.max && beats.length === 3) beats = [beats[0], beats[2]];
  const text = beats.join(" ");
  if (!fitsWordBudget(text)) throw reject(`${countSpokenWords(text)} spoken words is outside the budget`);

  const fragments = [...roast.data.targets.map((t) => t.fragment), ...roast.data.quoted];
  const found = findLlmTargets(fragments, analysis, beats);
  if ("refused" in found) throw reject(found.refused);

  const safety = checkScriptSafety(text);
  if (!safety.safe) throw reject(`unsafe (${safety.reasons.join("; ")})`);

  const words: ScriptWord[] = splitWords(text).map((word) => ({ text: word }));
  words[words.length - 1] = { ...words[words.length - 1], emphasis: true };
  return { text, words, beats, mood: roast.data.mood, source: "llm", quoted: found.quoted, targets: found.targets, lineIds: [] };
}
