import type { TimedWord } from "../../types";
import { cleanCaptionWord, findQuotedWords } from "./caption-text";
import { AUXILIARIES, CLOSES_QUOTE, OPENS_QUOTE, PHRASE_END, SENTENCE_END, leansOnNext, plain, startsPhrase } from "./chunk-captions";

/** The most words a phrase caption holds: a clause, read at a glance on up to three lines. */
export const PHRASE_WORDS = 11;
/** The most words of a sentence shown whole on four lines in smaller type (`longChars`). */
const LONG_WORDS = 16;

/**
 * Groups words into phrase captions (docs/decisions/0038-phrase-captions.md): each sentence is
 * shown whole when it fits `maxChars`, else split into the fewest clauses that do, at the best
 * breaks (after a comma, colon or quote mark, then before a word that opens a phrase; never after
 * a word that leans on the next); a one-word sentence ("Nope.") joins the group before it when
 * there is room. With `longChars`, a sentence too long for `maxChars` is one group when it holds
 * no more (it is then set smaller, caption-style-type.ts). With `apartQuotes` (a quote set large is its own words' caption, plan-captions.ts),
 * a quote that opens a sentence is a group of its own. Two- and three-word groups of a sentence were judged blind as fragments on most
 * contact sheets ("the roast yourself.", "There is"): a still frame shows one group, and a
 * clause reads as something said.
 */
export function chunkPhrases(
  words: TimedWord[],
  maxChars: number,
  options: { apartQuotes?: boolean; maxWords?: number; longChars?: number } = {},
): TimedWord[][] {
  const maxWords = options.maxWords ?? PHRASE_WORDS;
  const flags = findQuotedWords(words);
  const quoted = new Set(words.filter((_, i) => flags[i]));
  const groups: TimedWord[][] = [];
  for (const sentence of splitSentences(words, options.apartQuotes ? flags : undefined)) {
    const long = options.longChars !== undefined && sentence.length <= LONG_WORDS && charsOf(sentence) <= options.longChars;
    const split = long ? [sentence] : splitSentence(sentence, maxChars, maxWords);
    const last = groups[groups.length - 1];
    const sameSide = last && quoted.has(last[last.length - 1]) === quoted.has(sentence[0]);
    if (sentence.length === 1 && sameSide && last.length < maxWords && charsOf([...last, ...sentence]) <= maxChars) last.push(...sentence);
    else groups.push(...split);
  }
  return groups;
}

export const charsOf = (group: TimedWord[]) => group.reduce((sum, w) => sum + cleanCaptionWord(w.text).length, 0) + group.length - 1;

/**
 * Sentences, and with the words' `quoted` flags a quote that opens a sentence apart from the words
 * after it. The words leading into a quote stay with it ("This screen says 'Great case'."): alone,
 * beside the quote set large, a lead-in was judged blind as a fragment on four sheets in one pass.
 */
function splitSentences(words: TimedWord[], quoted?: readonly boolean[]): TimedWord[][] {
  const sentences: TimedWord[][] = [];
  let current: TimedWord[] = [];
  for (const [i, word] of words.entries()) {
    // A quote that ends on a word leaning on the next ("starts with 'just a' ends up…") is a mention the sentence runs through.
    if (quoted && current.length && quoted[i - 1] && !quoted[i] && !leansOnNext(words[i - 1])) {
      sentences.push(current);
      current = [];
    }
    current.push(word);
    if (SENTENCE_END.test(word.text)) {
      sentences.push(current);
      current = [];
    }
  }
  if (current.length) sentences.push(current);
  return sentences;
}

/** What a caption costs: one each, so a sentence shown whole beats any split of it. */
const GROUP = 1;
/** A lone word out of a longer sentence reads as a glitch. */
const LONE = 3;
/** A group this short, out of a longer sentence, reads as a fragment. */
const SHORT_CHARS = 9;
const SHORT = 0.6;
/** Where a break falls: after punctuation or at a quote's edge costs nothing, before a phrase's first word a little, mid-phrase more, after a leaning word most. */
const AT_PHRASE_START = 0.6;
const MID_PHRASE = 1.5;
const AFTER_AUXILIARY = 4;
const AFTER_LEANING = 8;
/**
 * Words that open a clause or a phrase, besides the openers of chunk-captions.ts: "ask HR | whether
 * the role…", "would still ask | what the plaque is for", "say they travel | without having to".
 */
const OPENS_CLAUSE = new Set(
  "whether where why how what until unless after before since once though although whereas without within through across against during toward towards among between beyond behind despite except".split(
    " ",
  ),
);

/** Words whose "of" follows them: "none of them", "most of it", "half of the". */
const QUANTIFIERS = new Set("none all some most many each any one both half either neither several few much lots lot rest part".split(" "));

/** Verbs whose "to" follows them: "have to", "need to", "going to". */
const TAKES_TO = new Set("have has had need needs needed want wants wanted got ought used able trying tried try seem seems seemed refuse refused".split(" "));

/** Two capitalised words in a row are likely a name ("Aaron | Blake" reads as two people). */
const NAME_SPLIT = 1;

function breakCost(last: TimedWord, next: TimedWord): number {
  // A quote that closes on a word leaning on the next ("starts with 'just a' ends up…") is a mention
  // inside the sentence: its closing mark is no place to stop.
  const closesOnLeaning = CLOSES_QUOTE.test(last.text) && !PHRASE_END.test(last.text) && leansOnNext(last);
  if (!closesOnLeaning && (PHRASE_END.test(last.text) || CLOSES_QUOTE.test(last.text) || OPENS_QUOTE.test(next.text))) return 0;
  if (leansOnNext(last)) return AUXILIARIES.has(plain(last)) ? AFTER_AUXILIARY : AFTER_LEANING;
  // A word that opens a phrase or clause ("because", "whether", "will") opens it for what follows,
  // and "of" belongs to the quantity before it ("none | of them are" reads as two fragments).
  if (startsPhrase(last) || OPENS_CLAUSE.has(plain(last))) return AFTER_AUXILIARY;
  if (plain(next) === "of" && QUANTIFIERS.has(plain(last))) return AFTER_AUXILIARY;
  // "to" after a verb that takes it belongs to it ("having | to actually say" reads as two fragments).
  if (plain(next) === "to" && (TAKES_TO.has(plain(last)) || /ing$/.test(plain(last)))) return AFTER_AUXILIARY;
  const name = /^\p{Lu}[\p{L}'’-]*$/u.test(cleanCaptionWord(last.text)) && /^\p{Lu}/u.test(cleanCaptionWord(next.text)) ? NAME_SPLIT : 0;
  return (startsPhrase(next) || OPENS_CLAUSE.has(plain(next)) ? AT_PHRASE_START : MID_PHRASE) + name;
}

/** The cheapest split of one sentence into groups of at most `maxChars` and `maxWords` (dynamic programming over where groups end). */
function splitSentence(words: TimedWord[], maxChars: number, maxWords: number): TimedWord[][] {
  const best: Array<{ cost: number; from: number }> = [{ cost: 0, from: 0 }];
  for (let end = 1; end <= words.length; end++) {
    best[end] = { cost: Number.POSITIVE_INFINITY, from: end - 1 };
    for (let size = 1; size <= Math.min(maxWords, end); size++) {
      const group = words.slice(end - size, end);
      // A single word always fits: it cannot be split.
      if (size > 1 && charsOf(group) > maxChars) break;
      const alone = words.length > 1;
      const cost =
        best[end - size].cost +
        GROUP +
        (alone && size === 1 ? LONE : alone && size < words.length && charsOf(group) < SHORT_CHARS ? SHORT : 0) +
        (end < words.length ? breakCost(words[end - 1], words[end]) : 0);
      if (cost < best[end].cost) best[end] = { cost, from: end - size };
    }
  }
  const groups: TimedWord[][] = [];
  for (let end = words.length; end > 0; end = best[end].from) groups.unshift(words.slice(best[end].from, end));
  return groups;
}
