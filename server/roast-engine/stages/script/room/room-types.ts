import type { Expression, LineRole, Mood, Platform, UploadKind } from "../../../types";
import { hashString } from "../seeded-random";

/** What a theme can be about: one concrete thing the analysis found. */
export type DetailKind = "quote" | "handle" | "hashtag" | "count" | "ratio" | "object" | "pose" | "outfit" | "face" | "scene";

/**
 * What in an analysis triggers a theme. Every field given must hold. `words` is tested against
 * the detail's text (a quote, a hashtag, an object label, an outfit, "mirror selfie" …).
 */
export interface Match {
  on: DetailKind;
  words?: RegExp;
  roles?: LineRole[];
  kinds?: UploadKind[];
  platforms?: Platform[];
  /** Count labels ("followers") or object labels ("dog"). */
  labels?: string[];
  min?: number;
  max?: number;
  expressions?: Expression[];
  /** For words on the screen whose writer is unknown (and only for them): jokes that quote without saying whose. */
  unowned?: boolean;
  /** For another person's words read under their name (and only for them): jokes that say whose ({by}). */
  by?: boolean;
  /** For an answer with the question it follows (and only for one): jokes that quote both ({ask}, {asker}). */
  asked?: boolean;
  /** For an answer under a dating card's prompt (and only for one): the app asked, not a person ({ask} is the prompt). */
  prompted?: boolean;
  /** For answers to a prompt that says some of them are a lie (and only for them): jokes that take no line as true. */
  game?: boolean;
  /** For words whose setup the roast can retell (details/retell-setup.ts), and only for them: jokes that tell the story first ({told}). */
  told?: boolean;
  /** For told stories whose count the punchline's thing can be set against (details/tally-contrast.ts), and only for them ({tally}). */
  tallied?: boolean;
  /** A quote's form: a sentence someone typed (three words or more), or a title-cased name of a thing (details/line-form.ts). */
  form?: "sentence" | "title";
}

/**
 * A line template. Slots: {q} the detail as said (a quote in single quotes, "1,204", "dog"),
 * {label} a count's label, {n2} a ratio's second number, {place} the platform's name,
 * {ctx} a second detail ("212 followers", "'Founder & CEO'", "a dog"): a line with {ctx} is only
 * used when the upload has a second detail. {ask} the question an answer follows, {asker} who
 * asked it (their name, or "you").
 */
export interface RoomLine {
  id: string;
  text: string;
}

export interface Theme {
  id: string;
  family: string;
  match: Match;
  mood: Mood;
  setups: RoomLine[];
  twists: RoomLine[];
  punches: RoomLine[];
  /** Catch-all themes (any bio line, any caption) rank below themes written for the exact words. */
  broad: boolean;
}

export interface ThemeSource {
  id: string;
  match: Match;
  mood?: Mood;
  setups: string[];
  twists?: string[];
  punches: string[];
  broad?: boolean;
}

/** A line's id is its theme plus a hash of its words: stable while the joke is unchanged. */
const toLines = (themeId: string, part: string, texts: string[] = []): RoomLine[] =>
  texts.map((text) => ({ id: `${themeId}:${part}${hashString(text).toString(36)}`, text }));

/** Turns one family's written themes into the room's shape, with ids on every line. */
export function defineFamily(family: string, sources: ThemeSource[]): Theme[] {
  return sources.map((s) => {
    const id = `${family}.${s.id}`;
    return {
      id,
      family,
      match: s.match,
      mood: s.mood ?? "smug",
      setups: toLines(id, "s", s.setups),
      twists: toLines(id, "t", s.twists),
      punches: toLines(id, "p", s.punches),
      broad: s.broad ?? !s.match.words,
    };
  });
}
