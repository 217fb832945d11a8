import { isTitleCased } from "./details/comic-potential";
import { PLACE_NAMES } from "./place-names";
import { isListedWord } from "../analyze/lexicon";
import type { Detail } from "./details/detail";
import type { WordsGenre } from "./details/find-words-genre";
import type { Platform } from "../../types";
import { eachMatch } from "./each-match";

export interface LineSlots {
  detail: Detail;
  second?: Detail;
  platform: Platform;
  /** The person's words are a review, a listing or a logged activity's post: a line says so instead of "bio" or "caption". */
  genre?: WordsGenre;
  /** The person's own word a trope matched, as written ({w}). */
  word?: string;
  /** The screen surely is a page about the person (claims.ts "profile"): only then are its words called a bio. */
  profile: boolean;
  /** The screen surely is a post (claims.ts "post"): only then is a line the reader placed as its caption called one. */
  post?: boolean;
  /** The words were surely said where strangers read them (claims.ts "public"): only then does a line say "in public". */
  public?: boolean;
}

/** Words that say the person's line was said in public: false of a chat, a mail or a note. */
export const PUBLIC_WORDS =
  /\b(?:whole internet|in public|publicly|for all (?:of us )?to see|announced to|where everyone (?:could|can) see(?! it)|in front of everybody|the whole world knows)\b/i;

/**
 * Fills a room line's slots ({a} is the detail with its article: "an apple"), or gives undefined
 * when the line needs something this upload does not have (a second detail, a ratio's other
 * number, a bio for a line that speaks of one).
 */
export function fillLine(template: string, slots: LineSlots): string | undefined {
  const { detail, second, platform, genre, word, profile, post } = slots;
  if (template.includes("{ctx}") && !second) return undefined;
  if (PUBLIC_WORDS.test(template) && !slots.public) return undefined;
  if (template.includes("{w}") && !word) return undefined;
  if (template.includes("{n2}") && !detail.other) return undefined;
  if (template.includes("{sum}") && !detail.sum) return undefined;
  if (template.includes("{ratio}") && !detail.ratio) return undefined;
  if (template.includes("{by}") && !detail.by) return undefined;
  if (template.includes("{told}") && !detail.told) return undefined;
  if (template.includes("{tally}") && !detail.tally) return undefined;
  if ((template.includes("{ask}") || template.includes("{asker}")) && !detail.asked) return undefined;
  if (detail.asked?.prompt && template.includes("{ask}") && !promptFits(template, detail.asked.say)) return undefined;
  // The reader calls any sentence of a screen it cannot place a bio (assign-content-roles.ts): a
  // line says "bio" (or speaks of the person describing themselves) only on a page that is surely
  // theirs, and of a line in that role, unless the words' genre renames it (a review, a listing).
  if (BIO_WORD.test(template) && !(isBioLike(detail) && (profile || genre))) return undefined;
  if (SELF_WORDS.test(template) && !(isBioLike(detail) && profile)) return undefined;
  // "A sentence that …" of a job title or a story's name is false (judged so blind): a line calls
  // the words a sentence only when they are one, three words or more and not a title.
  if (SENTENCE_WORD.test(template.replaceAll("{q}", "")) && !isSentence(detail)) return undefined;
  // Words a line puts in quote marks of its own ("listing it is like listing 'enjoys air'") read as
  // the person's on screen: judged blind as an invented quote. They stand only where the person wrote them.
  if (!quotesHold(template, detail)) return undefined;
  const filled = template
    .replaceAll("{a}", `${/^[aeiou]/i.test(detail.say) ? "an" : "a"} ${detail.say}`)
    .replaceAll("{q}", detail.say)
    .replaceAll("{label}", detail.label ?? "")
    .replaceAll("{n2}", detail.other ?? "")
    .replaceAll("{sum}", detail.sum ?? "")
    .replaceAll("{ratio}", detail.ratio ?? "")
    .replaceAll("{place}", PLACE_NAMES[platform])
    .replaceAll("{ctx}", second?.ctx ?? "")
    .replaceAll("{by}", detail.by ?? "")
    .replaceAll("{told}", detail.told ?? "")
    .replaceAll("{tally}", detail.tally ?? "")
    // It opens a sentence after a stop, or at the line's start.
    .replace(/([.:!?]\s+)?\{ask\}/g, (_, opening: string | undefined, at: number) => (opening ?? "") + askedIn(detail, opening !== undefined || at === 0))
    .replaceAll("{asker}", detail.asked?.by ?? "you")
    .replaceAll("{w}", word === undefined ? "" : sentenceCase(word))
    // A name that ends on an initial ("Priyanka J.") before the line's own full stop: one stop.
    .replace(/(?<=\s\p{Lu})\.\.(?!\.)/gu, ".");
  if (genre) return capitalize(nameGenre(filled, genre));
  // A page's title, a question in a thread or a comment the reader took for a caption is not one
  // (judged false blind: "calls the title a caption"): the words are then just a line.
  return capitalize(post && detail.role === "caption" ? filled : renameOwnWords(filled, CAPTION_WORD, (w) => (w[0] === "C" ? "Line" : "line") + w.slice(7)));
}

/**
 * The question or prompt an answer follows. A card's prompt is named, not quoted, so inside a
 * sentence it reads as the words it is: "The prompt was a fun fact", not "… was A fun fact"; its
 * first word stays as written where it opens a sentence or is "I" or a name's. A prompt names the
 * person's thing in their voice ("My most irrational habit", "A little quirk of mine"): said to
 * them, it is theirs ("The app asked for your most irrational habit"), not the narrator's.
 */
function askedIn(detail: Detail, opensSentence: boolean): string {
  const say = detail.asked?.say ?? "";
  if (opensSentence || !detail.asked?.prompt) return say;
  const first = say.split(/\s/)[0] ?? "";
  const cased = /^\p{Lu}\p{Ll}*$/u.test(first) && first !== "I" && isListedWord(first.toLowerCase()) ? say[0].toLowerCase() + say.slice(1) : say;
  // A thing asked for in the first person is theirs, said to them ("how I pay rent" → "how you pay
  // rent"); a sentence they were to finish stays as the card wrote it.
  return toSecondPerson(NAMES_A_THING.test(cased) ? firstPersonToThem(cased) : cased);
}

/** "I", "I'm", "myself" inside a thing asked for, said to the person: "you", "you're", "yourself". */
const firstPersonToThem = (prompt: string) =>
  prompt
    .replace(/\bmyself\b/g, "yourself")
    .replace(/\bI(['’])(m|ve|d|ll)\b/g, (_, mark: string, rest: string) => `you${mark}${rest === "m" ? "re" : rest}`)
    .replace(/\bI\b/g, "you");

/** Words a card's prompt ends on when it is a sentence left for the answer to finish: "We'll get on if", "Shabbat looks like". */
const LEFT_OPEN =
  /\b(?:of|if|as|is|are|am|was|for|about|with|to|when|because|that|like|on|at|by|from|than|be|and|or|but|my|the|a|an|i|so|until|unless)[.…:]*$/i;
/** Words a sentence to finish opens on: "I'm weirdly proud of", "We'll click if", "Let's". */
const OPENS_A_SENTENCE = /^(?:i|i'm|i’m|i've|i’ve|i'd|i’d|i'll|i’ll|we|we'll|we’ll|we're|we’re|let's|let’s|you'll|you’ll)\b/i;
/** Words a noun phrase opens on, what an app asks for: "your most irrational habit", "a fact that surprises people", "how I pay rent". */
const NAMES_A_THING = /^(?:your|my|a|an|the|one|two|three|some|something|someone|somebody|what|how|why|where|when|who|which|whatever|whoever)\b/i;

/**
 * Whether a card's prompt reads in this frame. A thing asked for ("your most irrational habit")
 * reads in any; a sentence left to finish ("We'll get on if", "I'm weirdly proud of") only where
 * the frame finishes it, as "asked for I'm weirdly proud of" is no English; a bare label ("Green
 * flag", "Looking for") in neither. Opening a sentence, any prompt reads as the app's heading.
 */
function promptFits(template: string, prompt: string): boolean {
  const said = prompt.trim();
  if (/(?:^|[.:!?]\s+)\{ask\}/.test(template)) return true;
  const open = LEFT_OPEN.test(said) || OPENS_A_SENTENCE.test(said);
  if (open) return /\bfinish(?:es|ed|ing)?\s+\{ask\}/.test(template);
  return NAMES_A_THING.test(said);
}

/** The person's possessions and the words about them in a prompt, said to them: "my" is "your", "of mine" "of yours", "about me" "about you". */
function toSecondPerson(prompt: string): string {
  return prompt.replace(/\b(?:(M|m)y|mine|(about|of|to|for|with) me)\b/g, (_, my?: string, before?: string) =>
    my ? `${my === "M" ? "Y" : "y"}our` : before ? `${before} you` : "yours",
  );
}

/** A phrase a line quotes in its own words: after no letter, closed before no letter, no slot inside. */
const OWN_QUOTE = /(?<![\p{L}\p{N}])['‘]([^'’{}]{2,}?)['’](?![\p{L}])/gu;

/** Whether each phrase a line quotes of its own is in the person's words. */
export function quotesHold(template: string, detail: Detail): boolean {
  const theirs = detail.text.toLowerCase().replace(/[‘’]/g, "'");
  return [...eachMatch(OWN_QUOTE, template)].every((m) => theirs.includes(m[1].toLowerCase()));
}

const CAPTION_WORD = /\bcaptions?\b/gi;
const SENTENCE_WORD = /\bsentences?\b/i;
const isSentence = (detail: Detail) => {
  const words = detail.text.split(/\s+/).filter((w) => /\p{L}/u.test(w));
  return detail.kind === "quote" && words.length >= 3 && !isTitleCased(words);
};

/** "Sourdough" at the start of a bio is "sourdough" inside a sentence; "CEO", "TIME" and "iPhone" stay as written. */
const sentenceCase = (word: string) => (/^\p{Lu}[\p{Ll}\s'’-]*$/u.test(word) ? word.toLowerCase() : word);

/** A line that calls the words a "bio" is for a bio or a headline, never for a caption, comment or chat (a genre renames it: nameGenre). */
const BIO_WORD = /\bbios?\b/i;
/** A line that calls them the person's account of themselves, or their page's greeting: a bio on a page that is surely theirs. */
const SELF_WORDS = /\babout (?:themselves|yourself)\b|\bgreets every stranger\b|\bwho opens this page\b/i;
const isBioLike = (detail: Detail) => detail.kind === "quote" && (detail.role === undefined || ["bio", "headline", "other"].includes(detail.role));

/** "the bio" → "the review", "Bio" → "Review": in the line's own words, never inside a quote of the person's. */
function nameGenre(line: string, genre: WordsGenre): string {
  const noun = (word: string) => (/^\p{Lu}/u.test(word) ? genre[0].toUpperCase() + genre.slice(1) : genre);
  return renameOwnWords(line, /\b(?:bio|caption)\b/gi, noun);
}

/** Each match of `words` renamed in the line's own words, never inside a quote of the person's. */
function renameOwnWords(line: string, words: RegExp, rename: (word: string) => string): string {
  let out = "";
  let at = 0;
  let quoted = false;
  for (const [i, part] of line.split(/(['‘’])/).entries()) {
    if (i % 2 === 1) {
      // A mark opens after a space or the start and closes before a space, punctuation or the end; "that's" does neither.
      const before = line[at - 1] ?? " ";
      const after = line[at + 1] ?? " ";
      if (!quoted && /\s/.test(before)) quoted = true;
      else if (quoted && /[\s.,;:!?…)-]/.test(after)) quoted = false;
      out += part;
    } else out += quoted ? part : part.replace(words, rename);
    at += part.length;
  }
  return out;
}

/** Sentences start upper-case, unless they start with a quote, a handle, a username ("dev.ramirez", "bigcarp_sean") or a hashtag, said as written. */
const capitalize = (line: string) =>
  /^\p{Ll}/u.test(line) && !/^\p{Ll}[\p{L}\p{N}]*[._][\p{L}\p{N}]/u.test(line) ? line[0].toUpperCase() + line.slice(1) : line;
