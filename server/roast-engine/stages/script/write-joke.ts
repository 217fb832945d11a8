import type { Analysis } from "../../types";
import type { Detail } from "./details/detail";
import type { Draft, Fits } from "./draft";
import { fillLine, type LineSlots } from "./fill-line";
import { findWholeWord, isMatch, scoreMatch } from "./match-themes";
import { hasClaim } from "./room/claims";
import type { Trope } from "./room/joke-types";
import type { Random } from "./seeded-random";
import { leadOpenings } from "./lead-numbers";

/** A trope that fits one detail of the upload, how well, and the person's word it matched. */
export interface TropeMatch {
  trope: Trope;
  detail: Detail;
  score: number;
  word?: string;
  /**
   * Another person's words ({by}) taken by a joke written for the words themselves: said as theirs,
   * by name, before the joke ("Grzegorz Nowak: 'Whoever wrote …'. …"), and only by a joke that
   * opens on them and speaks to nobody (voicedJokes).
   */
  voiced?: boolean;
}

export interface MatchOptions {
  /**
   * Whether a joke written for the words may take another person's line (said as theirs): on a
   * screen where no line is the person's own (a group chat, a thread), whoever said the best line
   * is the material, and a joke for its words beats a stock frame around it.
   */
  voiceOthers?: boolean;
}

/**
 * Every (trope, detail) pair that fits and whose stated facts the analysis has, scored as themes
 * are (match-themes.ts): the person's own words over bare numbers, the exact words over a catch-all.
 */
export function matchTropes(tropes: readonly Trope[], details: Detail[], analysis: Analysis, options: MatchOptions = {}): TropeMatch[] {
  const found: TropeMatch[] = [];
  for (const trope of tropes) {
    if (!trope.needs.every((claim) => hasClaim(claim, analysis))) continue;
    for (const detail of details) {
      const voiced = options.voiceOthers === true && detail.by !== undefined && !trope.match.by && canVoice(trope);
      if (!isMatch(trope.match, voiced ? { ...detail, by: undefined } : detail, analysis)) continue;
      const word = trope.match.words ? findWholeWord(trope.match.words, detail.text, true) : undefined;
      // A trope's words stand alone in the person's text: "era" is not in "camera".
      if (trope.match.words && word === undefined) continue;
      found.push({ trope, detail, word, score: scoreMatch(trope.match, detail, trope.broad), ...(voiced ? { voiced } : {}) });
    }
  }
  return found.sort((a, b) => b.score - a.score);
}

/** Second-person words: a joke with them speaks to the person whose line it is, so it cannot be said of someone else's. */
const TO_THEM = /\b(?:you|your|yours|yourself|you're|you've|you'd|you'll)\b/i;

/** A trope written for exact words (not a catch-all, not the screen's or another person's) with a joke that can be said of anyone's line. */
function canVoice(trope: Trope): boolean {
  if (trope.broad || !trope.match.words || trope.match.unowned || trope.match.asked || trope.match.game) return false;
  return voicedJokes(trope.jokes).length > 0;
}

/** The jokes that open on the line and speak to nobody, with only their tags that speak to nobody either. */
function voicedJokes(jokes: Trope["jokes"]): Trope["jokes"] {
  const toNobody = (text: string) => !TO_THEM.test(text.replaceAll("{q}", ""));
  return jokes.filter((j) => j.text.startsWith("{q}") && toNobody(j.text)).map((j) => ({ ...j, tags: j.tags.filter((t) => toNobody(t.text)) }));
}

/**
 * One of the trope's jokes, whole, around the detail: the jokes the user has not heard lately in
 * a seeded order, each alone or, when short of the budget, with one of its own tags. A joke that
 * quotes the detail must say it as read. `prefer` (a level's lean, add-heat.ts) puts the jokes it
 * rates higher first, the seeded order breaking ties. `numbers` (lead-numbers.ts) are the person's
 * numbers said before their words when a joke opens on them, the fullest opening that fits first;
 * without room for one, the joke is said as written.
 */
export function writeJoke(match: TropeMatch, ...rest: JokeWriting): Draft | undefined {
  // A story whose whole setup leaves no room is told with its setup's when and where left off.
  const tellings = match.trope.jokes.some((j) => j.text.includes("{told}")) ? (match.detail.toldShorter ?? []) : [];
  for (const told of [undefined, ...tellings]) {
    const draft = writeWholeJoke(told === undefined ? match : { ...match, detail: { ...match.detail, told } }, ...rest);
    if (draft) return draft;
  }
  return undefined;
}

/** How a joke is written beside its match: the line's slots, the lines heard lately, the seed, the budget, a level's lean, the person's numbers. */
type JokeWriting = [
  slots: Omit<LineSlots, "detail" | "word">,
  avoid: Set<string>,
  r: Random,
  fits: Fits,
  prefer?: (text: string) => number,
  numbers?: readonly Detail[],
];

function writeWholeJoke(match: TropeMatch, ...[slots, avoid, r, fits, prefer, numbers = []]: JokeWriting): Draft | undefined {
  const { trope, detail, word, voiced } = match;
  // Another person's line is said as theirs, by name, before a joke that speaks to nobody.
  const fill = (text: string) => {
    const filled = fillLine(text, { ...slots, detail, word });
    return filled && voiced && filled.startsWith(detail.say) ? `${detail.by}: ${filled}` : filled;
  };
  const mustSay = detail.quoted.length ? detail.say : undefined;
  const order = r.shuffle((voiced ? voicedJokes(trope.jokes) : trope.jokes).filter((j) => !avoid.has(j.id)));
  // A catch-all with a second detail at hand leads, one time in two, with a joke naming it: two
  // things read from the upload make a roast of this upload only, where one quote and a template
  // fit any; the other time its order stays shuffled, so no two-detail line becomes a stock one.
  const lead = slots.second !== undefined && trope.broad && r.chance(0.5);
  const names = (j: { text: string }) => (lead && j.text.includes("{ctx}") ? 1 : 0);
  order.sort((a, b) => names(b) - names(a) || (prefer ? prefer(b.text) - prefer(a.text) : 0));
  for (const joke of order) {
    const text = fill(joke.text);
    if (!text || (mustSay && !text.includes(mustSay))) continue;
    const tags = r.shuffle(joke.tags).flatMap((tag) => {
      const tagText = fill(tag.text);
      return tagText ? [{ tag, tagText }] : [];
    });
    // A joke that opens on the quote, and names no second detail of its own, may be led by the numbers.
    const opens = text.startsWith(detail.say) && !joke.text.includes("{ctx}");
    const openings = [...(opens ? leadOpenings(numbers) : []), { text: "", numbers: [] }];
    const tries: Array<Pick<Draft, "beats" | "lines"> & { numbers: Detail[] }> = openings.flatMap((opening) => [
      { beats: [opening.text + text], lines: [joke], numbers: opening.numbers },
      ...tags.map(({ tag, tagText }) => ({ beats: [opening.text + text, tagText], lines: [joke, tag], numbers: opening.numbers })),
    ]);
    for (const attempt of tries) {
      const whole = attempt.beats.join(" ");
      if (!fits(whole)) continue;
      const beats = splitBeats(whole, detail.say);
      const beatOf = (said: string) =>
        Math.max(
          0,
          beats.findIndex((b) => b.includes(said)),
        );
      const used = [{ detail, beat: beatOf(detail.say) }];
      if (slots.second && joke.text.includes("{ctx}")) used.push({ detail: slots.second, beat: beatOf(slots.second.ctx) });
      used.unshift(...attempt.numbers.map((number) => ({ detail: number, beat: 0 })));
      return { beats, lines: attempt.lines, used, mood: trope.mood };
    }
  }
  return undefined;
}

/**
 * A joke's sentences, its beats (the setup, the turn, the punch), split where a sentence ends
 * and a new one starts, never inside the person's words ('Sourdough. Evangelist.' is one quote).
 */
export function splitBeats(text: string, quote: string): string[] {
  const from = quote ? text.indexOf(quote) : -1;
  const to = from < 0 ? -1 : from + quote.length;
  const beats: string[] = [];
  let start = 0;
  for (const end of text.matchAll(/[.!?…]['’"”]?\s+(?=\S)/g)) {
    const at = (end.index ?? 0) + end[0].length;
    if (from >= 0 && at > from && at < to) continue;
    beats.push(text.slice(start, at).trim());
    start = at;
  }
  beats.push(text.slice(start).trim());
  return beats.filter(Boolean);
}
