import type { Mood } from "../../../types";
import { hashString } from "../seeded-random";
import type { Claim } from "./claims";
import type { PairRule } from "./pair-claims";
import type { Match, RoomLine } from "./room-types";

/**
 * A whole joke: setup and punch written as one unit for one trope, so the punch follows from its
 * setup. `tags` carry the same joke one step further; one is added only when the joke alone is
 * short of the voice's word budget (word-budget.ts).
 */
export interface Joke extends RoomLine {
  tags: RoomLine[];
}

/** One trope: what it fits (the same Match as a theme), the facts its jokes state, its jokes. */
export interface Trope {
  id: string;
  family: string;
  match: Match;
  mood: Mood;
  /** Facts the jokes state beyond the detail they quote; the trope is used only when each holds (claims.ts). */
  needs: Claim[];
  /** The second details its {ctx} jokes may name (pair-claims.ts); without it they are never used. */
  pair?: PairRule;
  jokes: Joke[];
  /** A catch-all (any bio line) ranks below a trope written for the exact words. */
  broad: boolean;
  /** A catch-all tried only after every other catch-all: true of any line, and the least about it. */
  lastResort: boolean;
}

/**
 * How a writer writes a trope. A joke is a string, or a list whose first item is the joke and the
 * rest its tags. Slots: {q} the detail as said (a quote in single quotes, "1,204", "dog"), {a}
 * the same with its article ("a dog"), {w} the word of the person's that the trope's `words`
 * matched, as they wrote it ("sourdough"), {label} a count's label, {n2} a ratio's other number, {sum} a
 * break-even the person's numbers work out to (details/break-even.ts),
 * {told} a story's setup retold (details/retell-setup.ts), {tally} that story's count set against the
 * thing its punchline names ("Eleven families, one couch.": details/tally-contrast.ts),
 * {place} the app's name (said only when the reader is sure of it, else "the internet"), {ctx} a
 * second detail of the upload ("212 followers"): a joke with {ctx} is used only when there is one
 * that the trope's `pair` allows (a line that turns against {q}, a small count …).
 */
export interface TropeSource {
  id: string;
  match: Match;
  mood?: Mood;
  needs?: Claim[];
  pair?: PairRule;
  jokes: Array<string | string[]>;
  broad?: boolean;
  lastResort?: boolean;
}

/** Turns one family's written tropes into the room's shape, with a stable id on every joke and tag. */
export function defineJokes(family: string, sources: TropeSource[]): Trope[] {
  return sources.map((s) => {
    const id = `${family}.${s.id}`;
    const jokes = s.jokes.map((written) => {
      const [text, ...tags] = typeof written === "string" ? [written] : written;
      const jokeId = `${id}:j${hashString(text).toString(36)}`;
      return { id: jokeId, text, tags: tags.map((tag) => ({ id: `${jokeId}+${hashString(tag).toString(36)}`, text: tag })) };
    });
    return {
      id,
      family,
      match: s.match,
      mood: s.mood ?? "smug",
      needs: s.needs ?? [],
      pair: s.pair,
      jokes,
      broad: s.broad ?? !s.match.words,
      lastResort: s.lastResort ?? false,
    };
  });
}
