import type { Quote } from "../../../types";
import { countSpokenWords } from "../word-budget";
import type { Detail } from "./detail";
import { SENTENCE_BREAK, trimQuote } from "./quote-edges";
import { shortenTold } from "./shorten-told";
import { tallyContrast } from "./tally-contrast";

/**
 * A story told the way a friend retells it: the sentence before the person's punchline, said back
 * to them ("I carried all the shopping in one trip." → "You carried all the shopping in one trip"),
 * or about another writer by name ("Valdis carried…"), then their own words quoted. The references
 * a blind judge preferred tell the setup in their own words and quote only the line that pays it
 * off (bench/judging/README.md); a quote after a bare template fits any upload.
 * Only sentences whose grammar survives the change are retold: the first person singular, or a
 * diary's subject-dropped past tense ("Went to my first silent disco"). Anything with "we", a
 * question, a bracket, a quotation, or a "you" already in it (said to someone else) is left as it
 * was written.
 */

/** The fewest and most spoken words a retold setup may have: enough to tell, short enough to leave the quote room. */
const SETUP_WORDS = { min: 4, max: 11 } as const;

/** Past tenses a diary opens on without its "I" ("Went to…", "Bought…"), and their "-ed" kin below. */
const IRREGULAR_PAST = new Set(
  "went bought spent took made got had ran did put sat found left thought wrote ate drank paid kept lost sold gave came saw knew told said sent built broke brought caught chose drove fell felt forgot fought hid held heard led lent let meant met rode rang rose shook shot sang slept spoke stood stole stuck swam swore taught threw understood woke wore won".split(
    " ",
  ),
);
/** Words that end in "-ed" but open a description, not what the person did ("Tired of…", "Used once"). */
const NOT_ACTIONS = new Set(
  "tired bored excited married interested obsessed blessed based used worn owned loved hated needed wanted limited unused red bed shed need seed speed weed feed bled fled wed".split(
    " ",
  ),
);
/** What follows a verb of action: its object, so that "Carried all the shopping" was done by the writer, and "Poured into a glass" may not have been. */
const OBJECT_NEXT = /^(?:the|a|an|all|my|every|it|this|that|these|those|some|two|three|four|five|six|ten|\d[\d,.]*|one|half|our|his|her|their)$/i;

const WE = /\b(?:we|us|our|ours|ourselves|we're|we've|we'd|we'll)\b/i;
const YOU = /\b(?:you|your|yours|yourself|you're|you've|you'd|you'll|u|ur)\b/i;

/** Whether a capitalised word opens a subject-dropped past tense of the writer's own ("Carried all the…"). */
function opensOnOwnPast(words: readonly string[]): boolean {
  const first = words[0]?.toLowerCase() ?? "";
  if (!/^\p{Lu}/u.test(words[0] ?? "")) return false;
  if (IRREGULAR_PAST.has(first)) return first !== "had" || OBJECT_NEXT.test(words[1] ?? "");
  return /^\p{L}{3,}ed$/u.test(first) && !NOT_ACTIONS.has(first) && OBJECT_NEXT.test(words[1] ?? "");
}

/** The sentence as it can be retold, or undefined: whole, no question, no bracket, no "we", nothing said to a "you". */
function retellable(sentence: string): string[] | undefined {
  // A connective that ties the sentence to the one before it ("Then I put a cone out") opens no story.
  const written = trimQuote(sentence).replace(/[.!]+$/, "");
  const unjoined = written.replace(/^(?:then|so|and|but|also|anyway|plus|now),?\s+(?=\S)/i, "");
  const text = unjoined.replace(/^\p{Ll}/u, (c) => c.toUpperCase());
  const words = text.split(/\s+/).filter(Boolean);
  // Opened in lower case with no connective and no subject of its own, it finishes words above it
  // (a dating prompt's "Someone who won't" over "judge me for having six sourdough starters"):
  // retold alone it says the opposite. A chat's "of course i remember" or "the price is behind the
  // button now" is only written in lower case.
  const ownSubject = opensOnThing(words) || words[0] === "My" || words.some((w) => FIRST_PERSON_SUBJECT.test(apos(w)));
  if (unjoined === written && /^\p{Ll}/u.test(written) && !ownSubject) return undefined;
  const spoken = countSpokenWords(text);
  if (spoken < SETUP_WORDS.min || spoken > SETUP_WORDS.max) return undefined;
  // A title or words quoted in single marks ("I play 'Today is my friend's wedding'") are said as written: retold, "my" became "your" inside the title.
  if (/[?()[\]"“”‘:;]/.test(text) || /(?:^|\s)'\p{L}/u.test(text) || WE.test(text) || YOU.test(text)) return undefined;
  // A sentence that ends on its preposition points at what comes next ("One thing I should own up
  // to"): retold, it tells the person to do it (a v38 roast opened "One thing you should own up to").
  // An indirect question closes its own ("asked which jar it came from").
  if (STRANDED.test(text) && !/\b(?:which|what|where|who|whom|how)\b/i.test(text)) return undefined;
  return words;
}

/** A preposition a sentence ends on, waiting for what it is about. */
const STRANDED = /\b(?:to|about|of|for|with|from|at)$/i;

const apos = (w: string) => w.replace(/’/g, "'");
/** The writer as a sentence's subject, in either case ("I", "i'm"). */
const FIRST_PERSON_SUBJECT = /^I(?:'m|'ve|'d|'ll)?[,.!]?$/i;
/** A word of the writer's about themselves, as one word of a sentence (its punctuation aside). */
const FIRST_PERSON = /^(?:I|I'm|I've|I'd|I'll|my|me|mine|myself)[,.!]?$/i;

const YOURS: Record<string, string> = { my: "your", me: "you", mine: "yours", myself: "yourself" };
const THEIRS: Record<string, string> = { my: "their", me: "them", mine: "theirs", myself: "themselves" };

/** A word of the writer's about themselves swapped for another's, its capital and its punctuation kept ("me," → "you,"). */
function swapWord(word: string, swaps: Record<string, string>): string {
  const m = /^(\p{L}+)([,.!]?)$/u.exec(word);
  const swapped = m ? swaps[m[1].toLowerCase()] : undefined;
  if (!m || !swapped) return word;
  return (/^\p{Lu}/u.test(m[1]) ? swapped[0].toUpperCase() + swapped.slice(1) : swapped) + m[2];
}

/**
 * A sentence about a thing named in full, an article and a noun ("The neighbour upstairs practises
 * tap dancing", "A clockmaker came, listened, and left"): true as the writer wrote it, whoever retells
 * it. A pronoun's ("He says…", "It does…") needs the line before it to say whom it means.
 */
function opensOnThing(words: readonly string[]): boolean {
  const rest = afterFinding(words);
  // Opening the sentence, the article is capitalised: a lower-case "the" there finishes words above it.
  const article = rest === words ? /^(?:The|A|An)$/ : /^(?:the|a|an)$/i;
  return article.test(rest[0] ?? "") && /^\p{Ll}{3,}/u.test(rest[1] ?? "");
}

/**
 * The words after an opener that says the writer found the thing out ("Turns out the plates at
 * the new gym are in pounds", v40's Lyfta): what follows is the thing named in full, and the
 * sentence is retold with its opener, as true in the roast's mouth as in theirs.
 */
function afterFinding(words: readonly string[]): readonly string[] {
  const lead = words.slice(0, 3).join(" ").replace(/[,:]/g, "").toLowerCase();
  const skip = /^it turns out\b/.test(lead) ? 3 : /^turns out\b/.test(lead) ? 2 : /^apparently\b/.test(lead) ? 1 : 0;
  return skip ? words.slice(skip) : words;
}

/**
 * The setup said back to the person: "I" becomes "you", "my" "your", "I was" "you were". With
 * `dropped: false` a sentence with no subject is not retold (an entry in a list: below).
 */
export function retellToThem(sentence: string, { dropped = true }: { dropped?: boolean } = {}): string | undefined {
  const words = retellable(sentence);
  if (!words) return undefined;
  const opensOnI = /^I(?:'m|'ve|'d|'ll)?$/.test(apos(words[0]));
  const ownPast = !opensOnI && dropped && opensOnOwnPast(words);
  // Any other sentence is retold only where it speaks of the writer ("Friends say I'm a great planner"),
  // or tells of a thing named in full ("The neighbour upstairs practises tap dancing"): said as written.
  if (!opensOnI && !ownPast && !words.some((w) => FIRST_PERSON.test(apos(w))) && !opensOnThing(words)) return undefined;
  const out = ownPast ? ["You", words[0].toLowerCase()] : [];
  for (let i = ownPast ? 1 : 0; i < words.length; i++) {
    const w = apos(words[i]);
    // "I am, to the exact shade, a bridesmaid": the verb agrees whatever punctuation follows it.
    const [, next = "", mark = ""] = /^(\p{L}*)(.*)$/u.exec(words[i + 1]?.toLowerCase() ?? "") ?? [];
    const at = out.length === 0;
    if (w === "I") {
      out.push(at ? "You" : "you");
      if (next === "am" || next === "was") {
        out.push((next === "am" ? "are" : "were") + mark);
        i++;
      }
      continue;
    }
    const contracted = /^I'(m|ve|d|ll)$/.exec(w);
    if (contracted) {
      const tail = { m: "re", ve: "ve", d: "d", ll: "ll" }[contracted[1] as "m" | "ve" | "d" | "ll"];
      out.push(`${at ? "You" : "you"}'${tail}`);
      continue;
    }
    out.push(swapWord(words[i], YOURS));
  }
  return out.join(" ");
}

/** The setup said about another writer by name: "I carried" becomes "Valdis carried", "my" "their". */
export function retellAbout(sentence: string, name: string, { dropped = true }: { dropped?: boolean } = {}): string | undefined {
  const words = retellable(sentence);
  if (!words || !name.trim()) return undefined;
  const first = apos(words[0]);
  const second = words[1]?.toLowerCase() ?? "";
  let rest: string[];
  if (first === "I" && (second === "was" || IRREGULAR_PAST.has(second) || (/^\p{L}{3,}ed$/u.test(second) && !NOT_ACTIONS.has(second)))) rest = words.slice(1);
  else if (first === "I" && second === "am") rest = ["is", ...words.slice(2)];
  else if (first === "I'm") rest = ["is", ...words.slice(1)];
  else if (first === "I've" || (first === "I" && second === "have")) rest = ["has", ...words.slice(first === "I've" ? 1 : 2)];
  else if (dropped && opensOnOwnPast(words)) rest = [words[0].toLowerCase(), ...words.slice(1)];
  else if (opensOnThing(words) && !words.some((w) => /^I(?:'m|'ve|'d|'ll)?$/.test(apos(w)))) return words.map((w) => swapWord(w, THEIRS)).join(" ");
  else return undefined;
  const out: string[] = [name.trim()];
  for (let i = 0; i < rest.length; i++) {
    const w = apos(rest[i]);
    // Another "I" in the sentence would need its verb agreed with "they": left as written.
    if (/^I(?:'m|'ve|'d|'ll)?$/.test(w)) return undefined;
    out.push(swapWord(rest[i], THEIRS));
  }
  return out.join(" ");
}

/**
 * What the writer said right before `part` in the block it was read from (`source`), as written:
 * the whole sentence before it, or the clause before it in the same sentence when `part` follows a
 * comma or a plain "and", "so" or "but" ("I've had the same plan for seven years, and I'm still in
 * year one"). Undefined when `part` opens the block or was cut from inside a clause.
 */
export function sentenceBefore(source: string, part: string): string | undefined {
  const flat = source.replace(/\s+/g, " ");
  const at = flat.indexOf(part);
  if (at <= 0) return undefined;
  const before = flat.slice(0, at).trim();
  const clause = before
    .replace(/,?\s*(?:and then|and|so|but|yet)$/i, "")
    .replace(/[,;–—]$/, "")
    .trim();
  const ended = /[.!][)"”’]*$/.test(before);
  if (!ended && clause === before) return undefined;
  const sentences = clause.split(new RegExp(SENTENCE_BREAK));
  const last = sentences[sentences.length - 1];
  return last && (!ended || /[.!][)"”’]*$/.test(last)) ? last : undefined;
}

/**
 * A caption's paragraph goes on with the one right over it (the story a post tells in paragraphs,
 * each sentence on a line of its own: v39's Equilab, "He has walked past the same flock of sheep
 * every day for nine years." over "Today one sheep was lying down and he went home without me."):
 * the setup of its first sentence is the last sentence over it, when that one ended. `height` is
 * the image's.
 */
export function setupAbove(quote: Quote, quotes: readonly Quote[], height: number): string | undefined {
  if (quote.role !== "caption") return undefined;
  const above = quotes
    .filter((q) => q.role === "caption" && q.box.y + q.box.h <= quote.box.y + 2 && quote.box.y - (q.box.y + q.box.h) <= height * PARAGRAPH_GAP)
    .sort((a, b) => b.box.y + b.box.h - (a.box.y + a.box.h))[0];
  return above ? sentenceBefore(`${above.text} ${quote.text}`, quote.text) : undefined;
}
/** The most space between two of a caption's paragraphs, as a share of the image's height. */
const PARAGRAPH_GAP = 0.04;

/**
 * Each detail's setup retold (`told`): another writer's about them by name ({by}), the person's to
 * them, or about them by `name` where they are not the one who uploaded it (`aboutAnother`: the
 * other side of a chat, never "you"). Words of unsure writer keep theirs untold.
 */
export function tellSetups(details: Detail[], name: string | undefined, aboutAnother: boolean): Detail[] {
  return details.map((d) => {
    if (d.setup === undefined || d.kind !== "quote" || d.unowned) return d;
    // A comment's or a review's sentence with no subject ("Replaced two fence boards and fixed the
    // latch") tells what the business or the thread's subject did as often as what its writer did:
    // judged false blind as the reviewer's own doing (v18). A diary's or a chat's is the writer's.
    const dropped = d.role !== "comment";
    const told =
      d.by !== undefined
        ? retellAbout(d.setup, d.by, { dropped })
        : aboutAnother
          ? name
            ? retellAbout(d.setup, name, { dropped })
            : undefined
          : retellToThem(d.setup, { dropped });
    if (told === undefined) return d;
    const tally = tallyContrast(d.setup, d.text);
    const shorter = shortenTold(told);
    return { ...d, told, ...(tally ? { tally } : {}), ...(shorter.length ? { toldShorter: shorter } : {}) };
  });
}
