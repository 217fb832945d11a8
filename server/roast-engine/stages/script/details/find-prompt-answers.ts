import { joinLines } from "../../analyze/join-quotes";
import { reachesSide } from "../../analyze/reaches-side";
import type { Analysis } from "../../../types";
import { checkScriptSafety } from "../check-script-safety";
import { type Detail, lineQuoteDetail, saidInside, sayQuoted } from "./detail";
import { firstName } from "./first-name";
import { LIE_GAME } from "./lie-game";

/** An answer a writer quotes after its prompt: its first sentences, up to this many words. */
const MAX_ANSWER_WORDS = 20;
/** A prompt is the app's short question ("My most irrational fear", "I'll fall for you if"). */
const MAX_PROMPT_WORDS = 12;
/** As an exchange's (find-exchanges.ts): the answer's own weight, where it is read alone, is kept when higher (compose-script.ts). */
const PROMPT_WEIGHT = 1.8;

/** A capitalised word past the prompt's first, other than "I": a name ("What Heloise says", "Why Tomás swiped"). */
const NAMES_SOMEONE = /^\S+\s.*(?<![.!?]\s)\b(?!I\b|I['’])\p{Lu}\p{Ll}+/u;

const words = (text: string) => text.split(/\s+/).filter((w) => /\p{L}/u.test(w));

/**
 * A dating card's prompt and the person's answer under it, as one exchange: the prompt is the
 * setup the app wrote, the answer the person's punchline ("My most irrational fear" → "Geese. All
 * of them."). The answer is the detail; the prompt is named as the app's question (`asked.prompt`),
 * unquoted, never as anyone's words. A prompt of the lie game is left to the game's own jokes (lie-game.ts).
 * An answer or a prompt with a doubtful line in it, or cut at the image's side, is not quoted.
 */
export function findPromptAnswers(analysis: Analysis): Detail[] {
  const card = analysis.lines.filter((l) => l.role === "prompt" || (l.role === "answer" && l.owner === "self"));
  const blocks = joinLines(card, analysis.visual.width).sort((a, b) => a.box.y - b.box.y);
  const found: Detail[] = [];
  for (let i = 1; i < blocks.length; i++) {
    const [prompt, answer] = [blocks[i - 1], blocks[i]];
    if (prompt.role !== "prompt" || answer.role !== "answer" || prompt.confidence < 0.8 || answer.confidence < 0.8) continue;
    const p = prompt.text.trim().replace(/[.:…]+$/, "");
    // The answer is said as a quote closes: without its last full stop, as split-quote.ts does.
    const a = wholeSentencesUpTo(answer.text.trim(), MAX_ANSWER_WORDS).replace(/(?<!\.)\.$/, "");
    if (LIE_GAME.test(p) || LIE_GAME.test(a)) continue;
    // A prompt that names someone ("What Heloise says") heads that person's words about the owner, not the owner's answer.
    if (NAMES_SOMEONE.test(p)) continue;
    if (words(p).length < 2 || words(p).length > MAX_PROMPT_WORDS || words(a).length < 2) continue;
    if (reachesSide(answer.box, analysis.visual.width) || !checkScriptSafety(`${p} ${a}`).safe) continue;
    // The prompt is named, not quoted: it is the app's words, and only the answer is anyone's. A
    // question someone sent the person (read-question-page.ts) is its asker's, quoted as theirs:
    // by name where the page names them, else as "someone"'s.
    const asked = prompt.owner === "other" ? { say: sayQuoted(p), by: prompt.author ? firstName(prompt.author) : "someone" } : { say: p, prompt: true };
    found.push({ ...lineQuoteDetail(a, answer, PROMPT_WEIGHT), asked, quoted: [saidInside(a)] });
  }
  return found;
}

/**
 * The answer's first whole sentences, as many as fit in `max` words: a card's answer block can run
 * on into the card's list of interests ("… other people's balloons." over "Baking", "Wild
 * swimming"), which is no part of the answer. The whole text when it fits, and "" when even the
 * first sentence does not.
 */
export function wholeSentencesUpTo(text: string, max: number): string {
  if (words(text).length <= max) return text;
  let kept = "";
  for (const sentence of text.split(/(?<=[.!?…])\s+/)) {
    const next = kept ? `${kept} ${sentence}` : sentence;
    if (words(next).length > max || !/[.!?…]$/.test(sentence)) break;
    kept = next;
  }
  return kept;
}
