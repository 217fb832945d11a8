/** A model's answer as the roast prompt asks for it (server/roast-engine/stages/script/llm-prompt-text.ts). */
export interface ModelAnswer {
  beats: string[];
  targets: Array<{ fragment: string; kind: string; whose: string }>;
  mood: "smug" | "deadpan" | "chaotic" | "wholesome";
}

/**
 * A roast written as one text, as the held-out set holds it, turned into the answer a model gives
 * the prompt: its sentences as 2 or 3 beats (the last one the punchline), and its targets.
 */
export function toModelAnswer(script: string, targets: ModelAnswer["targets"]): ModelAnswer {
  return { beats: splitBeats(script), targets, mood: "smug" };
}

/** Sentences end at . ! ? or … (a closing quote may follow); more than three fold into the middle beat. */
export function splitBeats(script: string): string[] {
  const sentences = script
    .split(/(?<=[.!?…]["”’')]?)\s+(?=\S)/u)
    .map((s) => s.trim())
    .filter(Boolean);
  if (sentences.length >= 3) return [sentences[0], sentences.slice(1, -1).join(" "), sentences.at(-1) as string];
  if (sentences.length === 2) return sentences;
  // One sentence: its last dash, semicolon or comma parts setup from punch.
  const text = sentences[0] ?? script;
  const cut = Math.max(text.lastIndexOf(" – "), text.lastIndexOf(" — "), text.lastIndexOf("; "), text.lastIndexOf(", "));
  if (cut > 0)
    return [
      text.slice(0, cut + (text[cut] === " " ? 0 : 1)).trim(),
      text
        .slice(cut + 1)
        .replace(/^[–—]\s*/, "")
        .trim(),
    ];
  const words = text.split(" ");
  return [words.slice(0, Math.ceil(words.length / 2)).join(" "), words.slice(Math.ceil(words.length / 2)).join(" ")];
}
