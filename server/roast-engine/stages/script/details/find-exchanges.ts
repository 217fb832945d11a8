import { joinLines } from "../../analyze/join-quotes";
import { reachesSide } from "../../analyze/reaches-side";
import type { Analysis, LineRole, ScreenLine } from "../../../types";
import { checkScriptSafety } from "../check-script-safety";
import { type Detail, lineQuoteDetail } from "./detail";
import { sayableWriter } from "./find-reply-details";

/** Where people write to each other: a thread's replies and comments, a chat's messages, a card's answers. */
const TALK_ROLES: ReadonlySet<LineRole> = new Set(["comment", "chat_message", "answer", "bio", "caption"]);
/** An answer a writer quotes whole as the punch: a few words. */
const MAX_ANSWER_WORDS = 10;
/** A question worth quoting before it: a few words to a sentence. */
const MAX_QUESTION_WORDS = 16;
/**
 * An answer's weight: an exchange on the screen, a question and the next voice's short answer, is
 * the shape the reference roasts reach for first ("Asked why: 'Difficulty.'"; bench/judging/README.md),
 * and the answer is often too short to be material alone.
 */
const EXCHANGE_WEIGHT = 1.8;

const words = (text: string) => text.split(/\s+/).filter((w) => /\p{L}/u.test(w));
/** Every token as a person types it: letters, digits and the marks around them, no OCR debris ("¢Y"). */
const typed = (text: string) => text.split(/\s+/).every((t) => /^['‘’"“(]*[\p{L}\p{N}][\p{L}\p{N}'’%.,:/-]*[)'’"”.,!?:;…]*$/u.test(t));

/**
 * Questions on the screen and the answers under them: a line that asks ("which Friday?", "why
 * 6") and the next line, in another voice, short enough to be a reply to it ("This one.",
 * "Difficulty."). The answer is the detail, with the question and who asked it (`asked`); each
 * voice is the person's or another's read under a clean name (find-reply-details.ts), so both
 * can be said as whose they are. Nothing here claims more than that one came after the other.
 */
export function findExchanges(analysis: Analysis): Detail[] {
  const writerOf = sayableWriter(analysis);
  const speaker = (l: ScreenLine) => (l.owner === "self" ? "" : writerOf(l));
  const talk = analysis.lines.filter((l) => TALK_ROLES.has(l.role) && speaker(l) !== undefined && l.confidence >= 0.8);
  // A wrapped message is one block of one voice (join-quotes.ts); a block never joins two voices.
  const blocks = joinLines(talk, analysis.visual.width).sort((a, b) => a.box.y - b.box.y);
  const found: Detail[] = [];
  for (let i = 1; i < blocks.length; i++) {
    const [question, answer] = [blocks[i - 1], blocks[i]];
    const [asker, answerer] = [speaker(question), speaker(answer)];
    if (asker === undefined || answerer === undefined || asker === answerer) continue;
    const q = question.text.trim();
    // The answer is said as a quote closes: without its last full stop ("'This one'."), as split-quote.ts does.
    const a = answer.text.trim().replace(/(?<!\.)\.$/, "");
    if (!typed(q) || !typed(a)) continue;
    // Two tokens at least, one a word: "why 6?" asks; a lone "what?" is a reaction, not a question to answer.
    if (!/\?["'”’)]*$/.test(q) || q.split(/\s+/).length < 2 || words(q).length < 1 || words(q).length > MAX_QUESTION_WORDS) continue;
    if (words(a).length < 1 || words(a).length > MAX_ANSWER_WORDS || /\?["'”’)]*$/.test(a)) continue;
    if (reachesSide(answer.box, analysis.visual.width) || !checkScriptSafety(`${q} ${a}`).safe) continue;
    found.push({
      ...lineQuoteDetail(a, answer, EXCHANGE_WEIGHT),
      ...(answerer ? { by: answerer } : {}),
      asked: { say: `'${q}'`, ...(asker ? { by: asker } : {}) },
      quoted: [a, q],
    });
  }
  return found;
}
