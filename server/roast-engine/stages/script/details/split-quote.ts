import { countSpokenWords } from "../word-budget";
import { SELF_ASIDE } from "./comic-potential";
import { numberedItems } from "./numbered-items";
import { endsSentenceAsWritten, SENTENCE_BREAK, trimQuote } from "./quote-edges";

/** The longest quote a 16–22 word roast can carry and still have room for its setup and punch. */
export const MAX_QUOTE_WORDS = 10;
/**
 * A sentence with no clause to split it at is quoted whole up to this long: a short joke still
 * fits beside it, and the person's one line ("Who keeps parking in front of my driveway every
 * single morning?") beats "nothing I could quote".
 */
export const LONG_QUOTE_WORDS = 14;
/**
 * A sentence of a post's story with no clause, no comma and no clause word to cut it at, after a
 * sentence before it, is quoted whole up to this long, and only then: "By Tuesday I had eaten four
 * of them standing at the fridge at 11pm" is the post's payoff, and a four-word punch still fits
 * beside it (v31's reference quoted it whole).
 */
export const UNCUT_QUOTE_WORDS = 16;
/**
 * Up to this long when the sentence closes on its own stop as written: "This week I said 'milk
 * quota' in four languages and 'I love you' in none this year." is a dating answer's payoff at
 * seventeen words, and its first sentence alone was all that was left to quote (held-out v34's
 * reference took it whole). Without its stop, a sentence that long is as often one the reading
 * could not join to its next line ("… and my password" over a line OCR began with a glyph).
 */
export const UNCUT_CLOSED_QUOTE_WORDS = 18;

/** A sentence's end, a row's separator, or an emoji between two thoughts. */
const PIECE_BREAK = new RegExp(String.raw`${SENTENCE_BREAK}|\s*[|•·]\s*|\s*(?:\p{Extended_Pictographic}|\u200d|\ufe0f)+\s*`, "u");

/**
 * A whole quote when it fits the roast, else its whole parts: sentences, and the items of a bio
 * separated by pipes, bullets or emoji. Never a sentence cut in the middle. Each part is a
 * verbatim piece of the quote, trimmed of edge punctuation and emoji. `story`: the quote is a post's
 * caption or a prompt's answer, a story told in sentences whose later ones pay it off (a bio's
 * sentences are each their own item); `afterSetup`: it is a paragraph under another of the
 * caption's, so its first sentence may be the payoff too.
 */
export function splitQuote(text: string, { story = false, afterSetup = false }: { story?: boolean; afterSetup?: boolean } = {}): string[] {
  const items = numberedItems(text);
  if (items.length > 1) return [...new Set(items.flatMap((item) => splitQuote(item)))];
  const whole = trimQuote(text);
  if (!whole) return [];
  if (countSpokenWords(whole) <= MAX_QUOTE_WORDS && !/\s[|•·]\s/.test(whole)) return [whole];
  const parts: string[] = [];
  const uncut = new Set<string>();
  // The sentence before, as written, when it was kept whole: a short sentence that points back at it goes with it.
  let previous: string | undefined;
  // A sentence ends at its full stop, or after the bracket or quote mark it closes ("(Spent $1,400 on ads.) Mindset …").
  const pieces = text.split(PIECE_BREAK);
  const kicker = withItsSetup(pieces);
  for (const piece of pieces) {
    const part = trimQuote(piece);
    if (POINTS_BACK.test(part) && countSpokenWords(part) <= 3) {
      // "It died" means nothing alone: "Bought a plant to feel like an adult. It died", or nothing.
      // The two are one story: quoted together up to a sentence's length ("You get in first and open it for them. It's very romantic").
      const joined = previous === undefined ? "" : trimQuote(`${previous} ${piece}`);
      if (joined && countSpokenWords(joined) <= LONG_QUOTE_WORDS) parts[parts.length - 1] = joined;
      previous = undefined;
      continue;
    }
    const whole = countSpokenWords(part) <= MAX_QUOTE_WORDS;
    const clauses = whole ? [part] : splitLongSentence(part);
    // A sentence a short joke still fits beside is offered whole before its clauses: its payoff
    // often needs its setup ("I have a job interview Thursday and I'm going as a raccoon").
    if (!whole && clauses.length && countSpokenWords(part) <= LONG_QUOTE_WORDS) parts.push(part);
    // What someone was told, said or swears is the story: "he told everyone that his grandad is a pirate, but only on Sundays".
    const reported = whole ? undefined : reportedClause(part);
    if (reported) parts.push(reported);
    // An aside in brackets closing a long sentence undoes the clause right before it: offered together.
    const aside = whole ? undefined : asideWithItsClause(part);
    if (aside && !parts.includes(aside)) parts.push(aside);
    const most = /[.!?…]["'”’)]*$/u.test(piece.trim()) ? UNCUT_CLOSED_QUOTE_WORDS : UNCUT_QUOTE_WORDS;
    const kicked = endsOnKicker(part, clauses, most);
    parts.push(...(clauses.length || countSpokenWords(part) > LONG_QUOTE_WORDS ? (kicked ? clauses.slice(-1) : clauses) : [part]));
    // Longer than a quote may run, it is a story's line whole (as a payoff, below) or nothing.
    if (kicked && story && countSpokenWords(part) > LONG_QUOTE_WORDS) uncut.add(part);
    // A sentence a little longer still, with nowhere to cut it, after another (the payoff a setup
    // builds to), is the story's line or nothing. A first sentence that long is the setup.
    const payoff = story && (afterSetup || parts.length > 0 || previous !== undefined);
    if (payoff && !clauses.length && countSpokenWords(part) > LONG_QUOTE_WORDS && countSpokenWords(part) <= most) uncut.add(part);
    previous = countSpokenWords(part) <= LONG_QUOTE_WORDS && /[.!?]\s*$/.test(piece) ? piece : undefined;
  }
  // Last, so that it weighs as the block's punchline (find-details.ts `partWeight`).
  if (kicker && !parts.includes(kicker)) parts.push(kicker);
  return [...new Set([...parts.filter((part) => /\p{L}{2}/u.test(part) && countSpokenWords(part) <= LONG_QUOTE_WORDS), ...uncut])];
}

/** The most words a sentence's last clause has to be the kicker the clauses before it build to. */
const CLAUSE_KICKER_WORDS = 5;

/**
 * Whether a sentence ends on a short clause the ones before it build to, in `most` words: then
 * it is offered whole where it may be, and its kicker, never the clauses before it. "Half of them
 * are about one man with a trumpet" says nothing of "…, and he is my father", the line the
 * sentence was written for (held-out v41's reference quoted it whole; the roast that quoted its
 * first clause was judged to drop the punchline). Told as a story, the clause before is the setup
 * the kicker is quoted after.
 */
function endsOnKicker(sentence: string, clauses: string[], most: number): boolean {
  const last = clauses.at(-1);
  // A clause hanging off the one before ("…, which I've decided to allow") is split off as before: it is no second main clause.
  if (clauses.length < 2 || last === undefined || opensDependentClause(last)) return false;
  return countSpokenWords(last) <= CLAUSE_KICKER_WORDS && countSpokenWords(sentence) <= most;
}

// A verb of saying, with whom it was said to, and the "that" that opens what was said.
const SAID_THAT =
  /\b(?:told|tells|said|says|thinks|thought|swears|swore|claims|claimed|insists|insisted|reckons|announced|explained)(?:\s+(?:everyone|everybody|me|us|him|her|them|the\s+\p{L}+))?\s+that\s+/iu;

/** The words said after a verb of saying and "that", when they are a whole clause short enough to quote; else undefined. */
function reportedClause(sentence: string): string | undefined {
  const said = SAID_THAT.exec(sentence);
  if (!said) return undefined;
  const clause = trimQuote(sentence.slice(said.index + said[0].length));
  const words = countSpokenWords(clause);
  return words >= 4 && words <= LONG_QUOTE_WORDS && !ELLIPTICAL.test(clause) ? clause : undefined;
}

/**
 * The last clause of a long sentence with the aside in brackets that closes it ("I always stand
 * at the back by the sound desk, because that's where it sounds best (and where the exit is)" →
 * "because that's where it sounds best (and where the exit is)"): the aside undoes that clause,
 * not the whole sentence, and the two are short enough to quote. Undefined for any other sentence.
 */
function asideWithItsClause(sentence: string): string | undefined {
  const text = sentence.replace(/\s+/g, " ").trim();
  const open = text.lastIndexOf("(");
  if (open < 0 || !SELF_ASIDE.test(text.slice(open)) || !/\)[.!?…]*$/.test(text)) return undefined;
  const comma = text.lastIndexOf(",", open);
  if (comma < 0) return undefined;
  const clause = trimQuote(text.slice(comma + 1));
  const words = countSpokenWords(clause);
  return words >= 4 && words <= MAX_QUOTE_WORDS + 2 ? clause : undefined;
}

/** The most words a block's last sentence has to be its kicker, said with the sentence it pays off. */
const KICKER_WORDS = 6;

/**
 * A block's short last sentence with the sentence it pays off, as one quote: a writer ends a story
 * on a short line that needs its setup to be funny ("He brings it in every morning and takes it
 * home at night" stands alone; "We did" does not: "Someone said the view would be better from the
 * hill. We did."). Only two whole sentences that end as written, the setup longer than the kicker,
 * and short enough to quote together (LONG_QUOTE_WORDS).
 */
function withItsSetup(pieces: readonly string[]): string | undefined {
  if (pieces.length < 2) return undefined;
  const [setup, last] = pieces.slice(-2);
  if (!/[.!?]\s*$/.test(setup)) return undefined;
  const [setupWords, lastWords] = [countSpokenWords(trimQuote(setup)), countSpokenWords(trimQuote(last))];
  // A sentence of three words or fewer that only points back ("It fell") has its own rule, above.
  const pointsBack = POINTS_BACK.test(trimQuote(last)) && lastWords <= 3;
  if (lastWords < 2 || lastWords > KICKER_WORDS || setupWords <= lastWords || pointsBack) return undefined;
  const joined = trimQuote(`${setup} ${last}`);
  return countSpokenWords(joined) <= LONG_QUOTE_WORDS ? joined : undefined;
}

// A sentence that only points back at the one before ("It died.", "They said no.", "That's it.").
const POINTS_BACK = /^(?:it|it's|they|that|that's|this|she|he|them|then|so)\b/i;

// Where one sentence holds two clauses: after a colon or semicolon ("Hot take: …"), before
// "and", "but" or "so" (left out of both) when a subject follows ("… dinner and I will not …"), or
// after a comma ("…, which was a lot, but the fringe is great"), never inside a phrase. A new
// subject may be a noun with its verb after it ("… towpath and a man apologised to me …", "…, and
// my wife now says …"), a
// proper noun too ("…, and my German is mostly apologising for my German").
const NEW_SUBJECT =
  /(?:a|an|the|my|his|her|our|their)\s+\p{L}\p{Ll}+\s+(?:(?:now|still|then|just|also|always|never|finally|even)\s+)?(?:\p{Ll}+ed|said|told|asked|came|went|got|took|left|made|put|ran|sat|stood|thought|found|gave|is|was|were|has|had|says|keeps|thinks|wants)\b/u;
// A word that may stand between the "and" and its new subject, and opens the clause ("… in 2022, and now they just ask …").
const LINK_ADVERB = "(?:(?:now|then|still|also|even|just|yet|suddenly|somehow|finally|eventually)\\s+)?";
// A quantity may be the subject too: "…, and every single one hangs up on me", "and half of them left".
const QUANTITY = "every (?:single )?one|each (?:one|of (?:them|us))|(?:all|none|half|most|both|two|three) of (?:them|us|those)";
const SUBJECT = `(?:I|I'm|I've|im|we|you|he|she|they|it's|this|that|nobody|everyone|everybody|someone|somebody|no one|${QUANTITY})\\b`;
// "my husband and I each set …", "Sam and I": the "I" shares the subject, no new clause begins.
const SHARED_SUBJECT = "(?!(?<=\\b(?:my|our|his|her|their|your)\\s+\\p{L}+|\\b\\p{Lu}\\p{Ll}+)\\s+and\\s+I\\s)";
// "so we'd stop losing the sign", "so that I could": a purpose, hanging on the clause before it (the
// reason OPEN was painted on the door, retold "and then 'we'd stop losing the sign'", was judged false).
// "so there will be four" is what came of it, and splits.
const SO = String.raw`so(?!\s+(?:that\s+)?(?:I|we|you|he|she|they|it)(?:['’](?:d|ll)\b|\s+(?:would|could|can|might|will|may)\b))`;
const CLAUSE = new RegExp(
  `\\s*[:;]\\s+|${SHARED_SUBJECT},?\\s+(?:and|but|${SO})\\s+(?=${LINK_ADVERB}(?:${SUBJECT}|${NEW_SUBJECT.source}))|,\\s+(?:but|${SO})\\s+`,
  "u",
);
/**
 * Where a long sentence with no second main clause may still be cut: before the clause that
 * hangs off it after a comma ("…, which I've decided to allow", "…, because I have just realised
 * …", "…, in that they look like …"). The word that opens it stays with it, so each part is a
 * whole clause as written.
 */
const SUBORDINATE = /,\s+(?=(?:which|because|in that|until|although|though|whereas|while|except that)\s)/u;

/**
 * A part cut off before its clause word: it hangs on the clause before it. "because I have never
 * told them" is half a thought said alone, and "which I now realise was on purpose" points at
 * something the roast did not say: no quote at all (judged a fragment blind).
 */
export const opensDependentClause = (part: string) => /^(?:which|because|in that|until|although|though|whereas|while|except that)\s/i.test(part);
export const needsItsAntecedent = (part: string) => /^which\s/i.test(part);

// A clause that leaves its verb to the one before ("… so you don't have to", "… and I did"): nothing alone.
const ELLIPTICAL_END = /\b(?:to|do|does|did|don't|can|can't|could|will|won't|would|should|have|has|had|am|is|are|was|were)$/i;
// "… how my mum is", "… than it was": the clause word before the verb takes it, and the clause closes.
const CLOSED_BY_CLAUSE_WORD = /\b(?:how|what|who|where|as|than)(?:\s+\S+){1,3}\s+(?:am|is|are|was|were)$/i;
const ELLIPTICAL = { test: (clause: string) => ELLIPTICAL_END.test(clause) && !CLOSED_BY_CLAUSE_WORD.test(clause) };

/**
 * A sentence too long to quote whole, as its whole clauses: at a second main clause, else at the
 * clause that hangs off it after a comma. A long sentence is often the story's best line
 * ("They stopped giving me a menu in 2022, and now they just ask how my mum is"): left whole it
 * is quoted by nothing.
 */
function splitLongSentence(sentence: string): string[] {
  const clauses = splitClauses(sentence);
  if (clauses.length || countSpokenWords(sentence) <= LONG_QUOTE_WORDS) return clauses;
  const parts = sentence.split(SUBORDINATE).map(trimQuote);
  if (parts.length < 2) return tailAfterComma(sentence);
  // A clause closed by a label in brackets ("…, which was lovely (Room 4B)") is not what the person said alone.
  if (parts.some((p) => /\)$/.test(p) && !SELF_ASIDE.test(p.slice(p.lastIndexOf("("))))) return [];
  return parts.flatMap((p) => (countSpokenWords(p) <= LONG_QUOTE_WORDS ? [p] : splitClauses(p))).filter((c) => countSpokenWords(c) >= 3 && !ELLIPTICAL.test(c));
}

/**
 * A sentence that opens on its condition ("If your kitchen has a fruit bowl with real fruit in it,
 * I will assume you're hiding something"): what follows the comma holds only under it, and quoted
 * alone says something the person did not ("I will assume you're hiding something", held-out v38).
 */
const CONDITION_FIRST = /^(?:if|unless|when|whenever|once|until|because|since|although|though|every time|as long as|the moment)\b/i;

/** The fewest words a sentence's last phrase needs to be quoted for it, and the fewest before it. */
const TAIL_WORDS = 4;
/**
 * How a last phrase that stands alone opens: a subject or a thing named ("my own car keys …", "the
 * second time …", "it has 31 bugs"). One that opens on "if", "who", "with", "of which" or a verb
 * hangs on the words before it ("if you stood on the bath", "can see Lauren is in a field").
 */
const TAIL_OPENING = new RegExp(
  `^(?:my|our|his|her|their|your|the|a|an|I|I'm|I've|we|he|she|they|it|it's|it’s|you|this|that|these|those|now|then|someone|somebody|nobody|no one|everyone|everybody|${QUANTITY})\\s`,
  "i",
);

/**
 * The last phrase of a long sentence with no clause to cut it at, after its last comma (never one
 * inside a quotation or brackets), an "and" opening it left out: where a writer ends the sentence
 * on its point ("…, a shoe, and my own car keys which I lost here in April", "… explained the rules
 * twice, the second time looking only at me"). Left whole the sentence was quoted by nothing, and
 * the reference roasts quote exactly this phrase. None when it is short, hangs on what came
 * before ("which …"), or leaves its verb to it.
 */
function tailAfterComma(sentence: string): string[] {
  const text = sentence.replace(/\s+/g, " ").trim();
  let at = -1;
  let quotes = 0;
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (/["“”]/.test(c)) quotes++;
    else if (c === "(") depth++;
    else if (c === ")") depth = Math.max(0, depth - 1);
    else if (c === "," && text[i + 1] === " " && quotes % 2 === 0 && depth === 0) at = i;
  }
  if (at < 0 || countSpokenWords(text.slice(0, at)) < TAIL_WORDS || CONDITION_FIRST.test(text)) return [];
  const tail = trimQuote(text.slice(at + 1).replace(/^\s*and\s+/i, ""));
  const words = countSpokenWords(tail);
  if (
    words < TAIL_WORDS ||
    words > MAX_QUOTE_WORDS ||
    !TAIL_OPENING.test(tail) ||
    ELLIPTICAL.test(tail) ||
    !(endsSentenceAsWritten(text, tail) || text.endsWith(tail))
  )
    return [];
  return [tail];
}

/**
 * A sentence too long to quote whole, as its whole clauses of three words or more: the
 * person's words kept (a post's one long sentence) rather than left for a bare count.
 */
function splitClauses(sentence: string): string[] {
  const clauses = sentence.split(CLAUSE).map(trimQuote);
  if (clauses.length < 2) return [];
  // A clause with no clause inside it is quoted whole up to the length a sentence is (LONG_QUOTE_WORDS).
  const whole = (c: string) => {
    if (countSpokenWords(c) <= MAX_QUOTE_WORDS) return [c];
    const inner = splitClauses(c);
    if (inner.length) return inner;
    return countSpokenWords(c) <= LONG_QUOTE_WORDS ? [c] : splitLongSentence(c);
  };
  return clauses.flatMap(whole).filter((c) => countSpokenWords(c) >= 3 && !ELLIPTICAL.test(c));
}
