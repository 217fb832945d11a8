import { z } from "zod";
import type { Analysis, Script, ScriptWord } from "../../types";
import { checkScriptSafety } from "./check-script-safety";
import { fitSpokenWords, type VoiceFit } from "./fit-voice";
import type { Refusal } from "./model-problem";
import { isSafeRoastText } from "./safe-roast";
import { verifyModelQuotes } from "./verify/verify-model-quotes";
import { splitWords } from "./word-budget";

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
});

const roastSchema = z.object({
  beats: z.array(z.string().trim().min(1).max(240)).min(2).max(3),
  targets: z
    .array(
      z.object({
        fragment: z.string(),
        kind: z.string().optional(),
        whose: z.enum(["owner", "other", "app", "photo"]).optional().catch(undefined),
      }),
    )
    .default([]),
  /** Older answers name their fragments as a plain list. */
  quoted: z.array(z.string()).default([]),
  mood: z.enum(["smug", "deadpan", "chaotic", "wholesome"]).catch("smug"),
});

/** Categories of the safety filter that are about who someone is, not what they said or did. */
const NOT_IDENTITY = new Set(["slur", "sexual", "threat", "profanity"]);

/** The content a model wrote: JSON, or JSON in a code fence (some endpoints add one in JSON mode). */
export function readModelContent(body: unknown): { json: unknown } | { refusal: Refusal } {
  const completion = completionSchema.safeParse(body);
  if (!completion.success) return { refusal: { code: "bad_answer", reason: "the answer is not a chat completion" } };
  const content = (completion.data.choices[0].message.content ?? "").trim().replace(/^```(?:json)?\s*|\s*```$/g, "");
  try {
    return { json: JSON.parse(content) };
  } catch {
    return { refusal: { code: "bad_answer", reason: "the content is not JSON" } };
  }
}

/** Why a text may not be spoken: a slur, sex, a threat or profanity; a protected trait; a body in a safe roast. */
export function findUnsafeText(text: string, safe?: boolean): Refusal | undefined {
  const safety = checkScriptSafety(text);
  if (!safety.safe) {
    const identity = safety.reasons.filter((r) => !NOT_IDENTITY.has(r.split(":")[0]));
    return identity.length === safety.reasons.length
      ? { code: "identity", reason: `it remarks on who someone is (${identity.join("; ")}): roast choices, never identity` }
      : { code: "unsafe", reason: `it is unsafe (${safety.reasons.join("; ")})` };
  }
  if (safe && !isSafeRoastText(text)) return { code: "body_in_safe_roast", reason: "this is a safe roast and it speaks of a body, a pose or clothes" };
  return undefined;
}

/**
 * Checks a chat-completions answer and turns it into a Script, or says what is wrong with it:
 * JSON of the right shape; safe, with nothing on identity; something the narrator can say in the
 * clip (a three-beat roast that cannot loses its middle beat first); and every quote on the
 * screen, as verify-model-quotes.ts checks it. The fragments become the script's targets.
 */
export function parseLlmScript(
  body: unknown,
  analysis: Analysis,
  options: { fitVoice?: VoiceFit; safe?: boolean } = {},
): { script: Script } | { refusal: Refusal } {
  const read = readModelContent(body);
  if ("refusal" in read) return read;
  const roast = roastSchema.safeParse(read.json);
  if (!roast.success) return { refusal: { code: "bad_answer", reason: "the JSON does not match the schema asked for" } };
  const fitsVoice = options.fitVoice ?? fitSpokenWords;

  let beats = roast.data.beats;
  if (beats.length === 3 && fitsVoice(beats.join(" "))?.code === "too_long" && !fitsVoice(`${beats[0]} ${beats[2]}`)) beats = [beats[0], beats[2]];
  const text = beats.join(" ");
  const unsafe = findUnsafeText(text, options.safe);
  if (unsafe) return { refusal: unsafe };
  const listed = [
    // A target the model says is the photo's is a photo claim, whatever kind it gave.
    ...roast.data.targets.map((t) => (t.whose === "photo" ? { fragment: t.fragment, kind: t.kind && t.kind !== "quote" ? t.kind : "object" } : t)),
    ...roast.data.quoted.map((fragment) => ({ fragment })),
  ];
  const verified = verifyModelQuotes(beats, listed, analysis);
  if ("refusal" in verified) return verified;
  const misfit = fitsVoice(text);
  if (misfit) return { refusal: misfit };

  const words: ScriptWord[] = splitWords(text).map((word) => ({ text: word }));
  words[words.length - 1] = { ...words[words.length - 1], emphasis: true };
  return { script: { text, words, beats, mood: roast.data.mood, source: "llm", quoted: verified.quoted, targets: verified.targets, lineIds: [] } };
}
