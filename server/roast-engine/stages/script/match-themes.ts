import type { Analysis } from "../../types";
import type { Detail } from "./details/detail";
import { isSentence, isTitleCase } from "./details/line-form";
import type { Match, Theme } from "./room/room-types";
import { hasClaim } from "./room/claims";
import { eachMatch, globalCopy } from "./each-match";

// What may follow a theme's word inside a longer word: its plural or tense ("plants", "baked",
// "cooking"), never another word ("chair" for "chai", "bakery" for "bake", "firefighter" for "fire").
const INFLECTION = /^(?:s|es|ed|d|ing|er|ers|['’]s)?(?![\p{L}\p{N}])/u;

/**
 * Whether a theme's words stand in a text as a word, or as the end of a compound, with no more
 * after them than an inflection ("houseplants", "baked", "cooking"): a theme about matcha has
 * nothing to say about an armchair, nor one about baking about the bakery someone ran to.
 */
export function matchesWholeWord(words: RegExp, text: string): boolean {
  return findWholeWord(words, text) !== undefined;
}

/**
 * The first stretch of `text` that `words` matches as a whole word (see matchesWholeWord), as
 * written. `alone`: and not as the end of a longer word either ("era" is not in "camera", "ate"
 * not in "hate"), as a trope's words are written.
 */
export function findWholeWord(words: RegExp, text: string, alone = false): string | undefined {
  return findWholeWordAt(words, text, alone)?.word;
}

/** findWholeWord's match and where it starts in `text`. */
function findWholeWordAt(words: RegExp, text: string, alone = false): { word: string; at: number } | undefined {
  for (const found of eachMatch(globalCopy(words), text)) {
    const at = found.index;
    if (alone && found[0] && /[\p{L}\p{N}]/u.test(text[at - 1] ?? "") && /^[\p{L}\p{N}]/u.test(found[0])) continue;
    if (INFLECTION.test(text.slice(at + found[0].length))) return { word: found[0], at };
  }
  return undefined;
}

/** Words that turn the word after them into its opposite: "NO MUSIC", "not into hiking", "I hate brunch". */
const DENIAL = /^(?:no|not|never|don'?t|doesn'?t|won'?t|can'?t|cannot|hate|hates|without|zero|anti|stop|quit|nothing|nobody)$/i;

/**
 * Whether the first place `words` stand in `text` is denied by one of the three words before it in its clause:
 * a joke about music is false of "NO MUSIC" (judged so blind), and one about brunch of "I hate
 * brunch". A trope written for the denial says it in its own words ("not a morning person") and
 * matches it whole.
 */
export function isDenied(words: RegExp, text: string): boolean {
  const found = findWholeWordAt(words, text);
  if (!found) return false;
  // The words before it in its own clause: "No regrets, love hiking" loves hiking.
  const clause =
    text
      .slice(0, found.at)
      .split(/[,.;:!?()]/)
      .at(-1) ?? "";
  return clause
    .trim()
    .split(/\s+/)
    .slice(-3)
    .some((w) => DENIAL.test(w.replace(/[’]/g, "'")));
}

/**
 * How good a fit is: the detail's worth as material, more when the match names the detail's role
 * or the app and kind, much less for a broad one (themes and whole jokes alike). Of the broad, one
 * keyed on the form of the person's words (a question mark, an "always", a "will update") follows
 * from something they wrote and ranks above a catch-all that fits any line of its role.
 */
export function scoreMatch(match: Match, detail: Detail, broad: boolean): number {
  // A joke that tells the writer's setup before their words carries two things read from the upload.
  const focus = 1 + (match.roles ? 0.2 : 0) + (match.platforms || match.kinds ? 0.3 : 0) + (match.told ? 0.3 : 0);
  return detail.weight * focus * (broad ? (match.words ? BROAD_FORM : BROAD_ANY) : 1);
}

/** A catch-all's share of a fit. */
const BROAD_ANY = 0.3;
/** A broad joke keyed on the words' form: above any catch-all on the same line, below a joke written for the words. */
const BROAD_FORM = 0.45;

/** A theme that fits one detail of the upload, and how well. */
export interface ThemeMatch {
  theme: Theme;
  detail: Detail;
  score: number;
}

export function isMatch(match: Match, detail: Detail, analysis: Analysis): boolean {
  if (match.on !== detail.kind) return false;
  if (Boolean(match.unowned) !== Boolean(detail.unowned)) return false;
  // Another person's words are matched only by lines written to say them as theirs ({by}).
  if (Boolean(match.by) !== Boolean(detail.by)) return false;
  // A line of a game of lies is said only by a joke about the game, never as a fact of the person.
  if (Boolean(match.game) !== Boolean(detail.game)) return false;
  // An answer with its question is said by a joke that quotes both.
  if (Boolean(match.asked) !== Boolean(detail.asked)) return false;
  // A prompt is the app's question: no joke says a person asked it.
  if (Boolean(match.prompted) !== Boolean(detail.asked?.prompt)) return false;
  if (match.told && !detail.told) return false;
  if (match.tallied && !detail.tally) return false;
  if (match.words && (!matchesWholeWord(match.words, detail.text) || isDenied(match.words, detail.text))) return false;
  if (match.roles && !(detail.role && match.roles.includes(detail.role))) return false;
  if (match.kinds && !match.kinds.includes(analysis.kind)) return false;
  // Lines written for dating profiles alone (strangers deciding, swipes, first dates) need the
  // reader sure of one: a budget's row guessed to be a prompt's answer is no dating profile.
  if (match.kinds?.every((kind) => kind === "dating") && !hasClaim("dating", analysis)) return false;
  if (match.platforms && !match.platforms.includes(analysis.platform)) return false;
  if (match.labels && !(detail.label && match.labels.includes(detail.label))) return false;
  if (match.min !== undefined && !(detail.value !== undefined && detail.value >= match.min)) return false;
  if (match.form && !(match.form === "title" ? isTitleCase(detail.text) : isSentence(detail.text))) return false;
  if (match.max !== undefined && !(detail.value !== undefined && detail.value <= match.max)) return false;
  // A face detail's text is its expression (details/find-photo-details.ts).
  if (match.expressions && !(detail.kind === "face" && (match.expressions as string[]).includes(detail.text))) return false;
  return true;
}

/**
 * Every (theme, detail) pair that fits, scored: the person's own words over bare numbers, and a
 * theme written for the exact words over a catch-all about any bio line.
 */
export function matchThemes(room: readonly Theme[], details: Detail[], analysis: Analysis): ThemeMatch[] {
  const found: ThemeMatch[] = [];
  for (const detail of details) {
    for (const theme of room) {
      if (!isMatch(theme.match, detail, analysis)) continue;
      found.push({ theme, detail, score: scoreMatch(theme.match, detail, theme.broad) });
    }
  }
  return found.sort((a, b) => b.score - a.score);
}
