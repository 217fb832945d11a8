import { isKnownWord } from "../../analyze/lexicon";
import { endsMidPhrase } from "../../analyze/ends-mid-phrase";
import { joinLines } from "../../analyze/join-quotes";
import { dropAvatarGlyph } from "../../analyze/read-author-line";
import { isMailThread } from "../../analyze/read-mail-thread";
import { reachesSide } from "../../analyze/reaches-side";
import type { Analysis, LineRole, ScreenLine } from "../../../types";
import { checkScriptSafety } from "../check-script-safety";
import { type Detail, lineQuoteDetail, saidInside, sayQuoted } from "./detail";
import { sayableWriter } from "./find-reply-details";
import { firstName } from "./first-name";

/** Where people write to each other: a thread's replies and comments, a chat's messages, a card's answers. */
const TALK_ROLES: ReadonlySet<LineRole> = new Set(["comment", "chat_message", "answer", "bio", "caption"]);
/** An answer a writer quotes whole as the punch: a sentence or two. */
const MAX_ANSWER_WORDS = 14;
/** A question worth quoting before it: a few words to a sentence. */
const MAX_QUESTION_WORDS = 16;
/**
 * An answer's weight: an exchange on the screen, a question and the next voice's short answer, is
 * the shape the reference roasts reach for first ("Asked why: 'Difficulty.'"; bench/judging/README.md),
 * and the answer is often too short to be material alone.
 */
const EXCHANGE_WEIGHT = 1.8;

const words = (text: string) => text.split(/\s+/).filter((w) => /\p{L}/u.test(w));

/**
 * A question as a chat types it, with no question mark ("did it say anything", "eoghan how did he
 * do"): it opens on a question word or an auxiliary, after at most a lower-case name said to the
 * other side, in lower case but in a chat's bubble, and ends on no full stop. An exclamation
 * ("what a day", "how nice") asks nothing.
 */
const TYPED_QUESTION =
  /^(?:(?!(?:you|i|we|they|he|she|it|that|this|there|and|but|so|or|then)\b)\p{Ll}+,?\s+)?(?:how|what|why|who|where|when|which|did|do|does|didn['’]?t|don['’]?t|is|isn['’]?t|are|aren['’]?t|was|were|can|could|would|will|have|has|any)\s+\S/u;
const EXCLAIMS = /^(?:\p{Ll}+,?\s+)?(?:what an?|how (?:nice|cool|lovely|sweet|fun|great|awful|sad|rude|dare))\b/u;
export function asksAQuestion(text: string, chat = false): boolean {
  const t = text.trim();
  if (/\?["'”’)]*$/.test(t)) return true;
  // Outside a chat's bubbles a capitalised opener is a heading ("What I learned this year").
  const opener = chat ? t.replace(/^\p{Lu}/u, (c) => c.toLowerCase()) : t;
  return !/[.!…:]["'”’)]*$/.test(t) && TYPED_QUESTION.test(opener) && !EXCLAIMS.test(opener);
}
/** Every token as a person types it: letters, digits and the marks around them, no OCR debris ("¢Y"). */
const typed = (text: string) => text.split(/\s+/).every((t) => /^['‘’"“(]*[\p{L}\p{N}][\p{L}\p{N}'’%.,:/-]*[)'’"”.,!?:;…]*$/u.test(t));

/**
 * Two words in lower case that are no English as people write it (lexicon.ts): OCR's misreading of a line ("any ruies Tor tne
 * riage" for "any rules for the ride", v42's Poparide), which a quote would say as written. A
 * person types one coined word or slang now and then; names are capitalised.
 */
const misread = (text: string) =>
  text
    .split(/\s+/)
    .map(bareWord)
    .filter((w) => /^\p{Ll}{3,}$/u.test(w) && !isKnownWord(w)).length >= 2;
const bareWord = (token: string) => token.replace(/^['‘’"“(]+|[)'’"”.,!?:;…]+$/gu, "");

/**
 * Questions on the screen and the answers under them: a line that asks ("which Friday?", "why
 * 6?", "did it say anything") and the next line, in another voice, short enough to be a reply to it ("This one.",
 * "Difficulty."). The answer is the detail, with the question and who asked it (`asked`); each
 * voice is the person's or another's read under a clean name (find-reply-details.ts), so both
 * can be said as whose they are. Nothing here claims more than that one came after the other.
 */
export function findExchanges(analysis: Analysis): Detail[] {
  const writerOf = sayableWriter(analysis);
  const speaker = (l: ScreenLine) => (l.owner === "self" ? "" : writerOf(l));
  // A banner's message (find-notification.ts) is from another conversation: it asks nothing the chat under it answers.
  const talk = analysis.lines.filter((l) => TALK_ROLES.has(l.role) && !l.notification && speaker(l) !== undefined);
  // A wrapped message is one block of one voice (join-quotes.ts); a block never joins two voices.
  // A block with a doubtful line is left out whole: without that line, its words would be quoted cut.
  const blocks = joinLines(talk, analysis.visual.width)
    .filter((b) => b.confidence >= 0.8)
    .sort((a, b) => a.box.y - b.box.y);
  const mail = isMailThread(analysis.lines);
  const ownNames = new Set(
    analysis.lines.filter((l) => l.owner === "self" && l.role === "name").map((l) => firstName(dropAvatarGlyph(l.text).split(/\s+[-·•|]\s/)[0])),
  );
  const found: Detail[] = [];
  for (let i = 1; i < blocks.length; i++) {
    const [question, answer] = [blocks[i - 1], blocks[i]];
    const [asker, answerer] = [speaker(question), speaker(answer)];
    // One writer asks no one, under one label or two ("Vitoria", then "Vitoria Landlord - 4d": the asker was misread).
    if (asker === undefined || answerer === undefined || firstName(asker) === firstName(answerer)) continue;
    // Nor does the person ask themselves under the name their own lines go by (a listing's
    // "Vitoria Landlord - 4d" is theirs, so a question read under "Vitoria" was misread too).
    if (answerer === "" && ownNames.has(firstName(asker))) continue;
    // The question is the block's last sentence ("ok fair play. what are you lifting").
    const q = lastSentenceOf(question.text.trim());
    // The answer is said as a quote closes: without its last full stop ("'This one'."), as split-quote.ts does.
    const a = answer.text.trim().replace(/(?<!\.)\.$/, "");
    if (!typed(q) || !typed(a) || misread(q) || misread(a)) continue;
    // A question or an answer that stops on a word leading into more was cut at a wrap the
    // reading did not join ("is anyone doing a coffee run, I'm"): not what the screen says.
    if ((!/\?["'”’)]*$/.test(q) && endsMidPhrase(q)) || endsMidPhrase(a)) continue;
    // Two tokens at least, one a word: "why 6?" asks; a lone "what?" is a reaction, not a question to answer.
    if (!asksAQuestion(q, question.role === "chat_message") || q.split(/\s+/).length < 2 || words(q).length < 1 || words(q).length > MAX_QUESTION_WORDS)
      continue;
    if (words(a).length < 1 || words(a).length > MAX_ANSWER_WORDS || /\?["'”’)]*$/.test(a)) continue;
    // A mail goes to the whole thread: the next one answers the question above it only when it says so.
    if (mail && !answers(a, asker)) continue;
    if (reachesSide(answer.box, analysis.visual.width) || !checkScriptSafety(`${q} ${a}`).safe) continue;
    // A question read short of its last word ("what happens when Femmie" over "drives", read as the app's) is not quoted.
    if (runsOnBelow(question, analysis.lines) || runsOnBelow(answer, analysis.lines)) continue;
    found.push({
      ...lineQuoteDetail(a, answer, EXCHANGE_WEIGHT),
      ...(answerer ? { by: firstName(answerer) } : {}),
      asked: { say: sayQuoted(q), ...(asker ? { by: firstName(asker) } : {}) },
      quoted: [saidInside(a), saidInside(q)],
    });
  }
  return found;
}

/** An opening that answers a yes-or-no question. */
const YES_NO = /^(?:yes|yeah|yep|no|nope|sure|of course|absolutely|definitely|never|always)\b/i;

/**
 * Whether a message answers the question before it: it opens on a yes or a no, or names its asker
 * ("Holger yes to secret Santa"). A mail thread's next message is often about something else
 * ("Secret Santa again?" then "I'll bring the trifle.").
 */
function answers(answer: string, asker: string): boolean {
  const name = asker ? firstName(asker).toLowerCase() : "";
  const opening = answer.replace(/^[\s'‘"“(]+/, "");
  return YES_NO.test(opening) || (name !== "" && words(answer).some((w) => w.toLowerCase().replace(/[^\p{L}'’-]/gu, "") === name));
}

/** The last sentence of a block: after the last full stop, mark or ellipsis followed by more words. */
function lastSentenceOf(text: string): string {
  return text.split(/(?<=[.!?…])\s+(?=\S)/).at(-1) ?? text;
}

/**
 * Whether a line in lower case sits right under a block, in its column, at its line spacing, and
 * is not part of it: the block's sentence wraps onto a line the reading gave another role.
 */
function runsOnBelow(block: ScreenLine, lines: readonly ScreenLine[]): boolean {
  const bottom = block.box.y + block.box.h;
  const tall = Math.max(8, Math.min(block.box.h, 60));
  return lines.some(
    (l) =>
      l.box.y >= bottom - tall / 2 &&
      l.box.y - bottom < tall &&
      // Within a line and a half: a block's first line may start at the icon before its words.
      Math.abs(l.box.x - block.box.x) < tall * 1.5 &&
      /^\p{Ll}/u.test(l.text.trim()) &&
      !block.text.includes(l.text.trim()),
  );
}
