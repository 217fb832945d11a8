import { describe, expect, it } from "vitest";
import { checkScriptSafety } from "../check-script-safety";
import { fitsWordBudget } from "../word-budget";
import { APP_NAMES, CLAIM_WORDS, isAbout, NUMBER_WORDS, THING_WORDS } from "./claims";
import type { Trope } from "./joke-types";
import { JOKES } from "./jokes";
import { findWholeWord } from "../match-themes";

const every = JOKES.flatMap((trope) => trope.jokes.flatMap((joke) => [joke, ...joke.tags].map((line) => ({ trope, line }))));
// The room's own words: slots out, so only what the writer wrote is judged.
const own = (text: string) => text.replace(/\{[a-z0-9]+\}/g, " ");
// A comparison is a figure, not a claim about the upload: "made the way a hotel bed is made".
const literal = (text: string) => own(text).replace(/\b(?:like|than|the way|as if|as)\s+(?:(?:a|an|the|your|some)\s+)?[\w'-]+(?:\s+[\w'-]+)?/gi, " ");
const neutral = (text: string) => text.replace(/\{[a-z0-9]+\}/g, "thing");
/** A quote of n plain words, as {q} says it. */
const quoteOf = (n: number) => `'${Array.from({ length: n }, () => "word").join(" ")}'`;
const fill = (text: string, n: number) =>
  text
    .replaceAll("{q}", quoteOf(n))
    // A setup retold is a short sentence, and its tally four words (details/retell-setup.ts, tally-contrast.ts).
    .replaceAll("{told}", "You did the thing seven times")
    .replaceAll("{tally}", "Seven times, one thing.")
    .replaceAll("{a}", "a thing")
    .replace(/\{[a-z0-9]+\}/g, "thing");
const fitsWith = (joke: Trope["jokes"][number], n: number) =>
  [fill(joke.text, n), ...joke.tags.map((tag) => `${fill(joke.text, n)} ${fill(tag.text, n)}`)].some(fitsWordBudget);

/** Words that say the second detail contradicts or undoes the first. */
const UNDOES =
  /\b(?:undoes|undo|refuse to line up|contradicts?|heckler|misleading|mixed signals|changes the genre|rebuttal|walked back|debunked|fine print|different witness|story changed)\b/i;
const STOCK_REACTIONS = /\b(?:bold choice|noted, sadly|sure, why not|total confidence|no notes|many notes)\b/i;

describe("the room's whole jokes", () => {
  it("gives every joke and tag an id no other shares", () => {
    const ids = every.map(({ line }) => line.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(JOKES.map((t) => t.id)).size).toBe(JOKES.length);
  });

  it("has no line the safety filter would stop and no stock reaction standing in for a joke", () => {
    for (const { line } of every) {
      expect(checkScriptSafety(neutral(line.text)), line.text).toEqual({ safe: true, reasons: [] });
      expect(line.text, line.id).not.toMatch(STOCK_REACTIONS);
    }
  });

  it("says the person's words in every joke about words, and never in a tag (said once, not twice)", () => {
    for (const trope of JOKES.filter((t) => ["quote", "hashtag", "handle", "count", "ratio"].includes(t.match.on))) {
      for (const joke of trope.jokes) {
        expect(joke.text, joke.id).toContain("{q}");
        for (const tag of joke.tags) expect(tag.text, tag.id).not.toContain("{q}");
      }
    }
  });

  it("states a fact (a face, a selfie, the sky, a crowd …) only when the trope declares it or is about it", () => {
    for (const { trope, line } of every) {
      for (const { words, claim } of CLAIM_WORDS) {
        const said = own(line.text).match(words)?.[0];
        if (said && !trope.needs.includes(claim) && !isAbout(trope.match, said))
          expect.fail(`${line.id} says '${said}' but does not declare "${claim}": ${line.text}`);
      }
    }
  });

  it("names a thing, an app or a number only when the upload has it: no invented dog, TikTok or 'twelve likes'", () => {
    for (const { trope, line } of every) {
      const text = own(line.text);
      const thing = literal(line.text).match(THING_WORDS)?.[0];
      if (thing && !isAbout(trope.match, thing)) expect.fail(`${line.id} names '${thing}', which its trope is not about: ${line.text}`);
      const app = text.match(APP_NAMES)?.[0];
      if (app && !isAbout(trope.match, app)) expect.fail(`${line.id} names the app '${app}' (use {place}): ${line.text}`);
      const number = text.match(NUMBER_WORDS)?.[0];
      if (number && !isAbout(trope.match, number)) expect.fail(`${line.id} states the number '${number}', which the upload does not: ${line.text}`);
    }
  });

  it("fits the voice: every joke fits the word budget with some whole quote, and every trope with a four-word one", () => {
    for (const trope of JOKES) {
      for (const joke of trope.jokes)
        expect(
          [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].some((n) => fitsWith(joke, n)),
          joke.text,
        ).toBe(true);
      expect(
        trope.jokes.some((joke) => fitsWith(joke, 4)),
        trope.id,
      ).toBe(true);
    }
  });

  it("names a second detail only where the trope declares which, and says one undoes another only when it must turn", () => {
    for (const trope of JOKES) {
      const pairs = trope.jokes.filter((joke) => [joke, ...joke.tags].some((line) => line.text.includes("{ctx}")));
      if (pairs.length) expect(trope.pair, `${trope.id} names {ctx} without a pair rule`).toBeDefined();
      for (const joke of pairs)
        if (UNDOES.test(own(joke.text))) expect(trope.pair?.turns, `${joke.id} says the second undoes the first: ${joke.text}`).toBe(true);
    }
  });

  it("never says in what order another person's words and the person's own came, nor what answers what", () => {
    // The reader knows whose words are on a screen, not which came first (judged false blind: "gets the message order wrong").
    // An answer with its question is the exception: the reader found the question above it (find-exchanges.ts).
    // A writer's setup and their next words are one block, read in its order (stories.ts): "then" holds there.
    for (const trope of JOKES.filter((t) => t.match.by && !t.match.asked && !t.match.told)) {
      for (const joke of trope.jokes)
        for (const line of [joke, ...joke.tags]) expect(line.text, line.id).not.toMatch(/\b(?:then|replied|replies|answered|answers|after|before)\b/i);
    }
  });

  it("tells a story's setup in {told} alone: no 'you' around it, since the one told of may be named instead", () => {
    const stories = JOKES.filter((t) => t.match.told && !t.match.by);
    expect(stories.length).toBeGreaterThan(0);
    for (const joke of stories.flatMap((t) => t.jokes)) {
      expect(joke.text.startsWith("{told}"), joke.id).toBe(true);
      for (const line of [joke, ...joke.tags]) expect(line.text.replace("{told}", ""), line.id).not.toMatch(/\byou(?:r|rs|rself|'re|'ve)?\b/i);
    }
  });

  it("says nothing of what came after an exchange's answer, or how soon the answer came", () => {
    for (const trope of JOKES.filter((t) => t.match.asked))
      for (const joke of trope.jokes)
        for (const line of [joke, ...joke.tags])
          expect(own(line.text), line.id).not.toMatch(
            /\b(?:since|again|any ?more|further|whole thread|entire|pause|beat|instantly|immediately|never|ever after)\b/i,
          );
  });

  it("never says an exchange's answer is the whole of it: the answer may go on in the next message", () => {
    for (const trope of JOKES.filter((t) => t.match.asked))
      for (const joke of trope.jokes)
        for (const line of [joke, ...joke.tags])
          expect(own(line.text), line.id).not.toMatch(
            /\b(?:in full|full and complete|whole answer|all (?:they|you|he|she) (?:are|is) ever getting|complete answer)\b/i,
          );
  });

  it("never calls the box or the page an answer is written in blank or empty: it has the answer in it", () => {
    for (const trope of JOKES.filter((t) => t.match.asked))
      for (const joke of trope.jokes) for (const line of [joke, ...joke.tags]) expect(own(line.text), line.id).not.toMatch(/\b(?:blank|empty)\b/i);
  });

  it("says an exchange in the screen's order: the question before its answer, in every joke", () => {
    const exchanges = JOKES.filter((t) => t.match.asked);
    expect(exchanges.length).toBeGreaterThan(0);
    for (const joke of exchanges.flatMap((t) => t.jokes)) {
      expect(joke.text.indexOf("{ask}"), joke.id).toBeGreaterThanOrEqual(0);
      expect(joke.text.indexOf("{ask}"), joke.id).toBeLessThan(joke.text.indexOf("{q}"));
    }
  });

  it("meets a count, a decimal and brackets only where the words hold the shape the jokes claim", () => {
    const words = (id: string) => JOKES.find((t) => t.id === id)?.match.words as RegExp;
    const fits = (id: string, text: string) => findWholeWord(words(id), text, true) !== undefined;
    expect(fits("jshape.tally", "38 countries, 0 chill")).toBe(true);
    expect(fits("jshape.tally", "Read all 12 reviews before booking")).toBe(false);
    expect(fits("jshape.tally", "Stream: 3 hours of ranked")).toBe(false);
    expect(fits("jshape.decimal", "Ran 13.1 miles")).toBe(true);
    expect(fits("jshape.decimal", "Selling for $12.50")).toBe(false);
    expect(fits("jshape.bracket-aside", "Self-made entrepreneur (dad co-signed)")).toBe(true);
    expect(fits("jshape.bracket-aside", "Standup moved (Room 4B)")).toBe(false);
    expect(fits("jshape.bracket-aside", "Inbox (1)")).toBe(false);
    // A moan about the connection, not a place someone goes "with no signal".
    expect(fits("jvoice.day-wifi", "No signal out here, again")).toBe(true);
    expect(fits("jvoice.day-wifi", "Then I'm on holiday for three weeks, in a forest, with no signal")).toBe(false);
    // The person at their parents', not a thing that was there.
    expect(fits("jvoice.back-at-parents", "Back at my parents' for the week")).toBe(true);
    expect(fits("jvoice.back-at-parents", "At mum's till Sunday")).toBe(true);
    expect(fits("jvoice.back-at-parents", "Rebuilt my childhood castle from the bucket of bricks at my parents' house")).toBe(false);
  });

  it("meets running, an outing and a hedge only where the words mean them, not in an idiom or a thing's name", () => {
    const words = (id: string) => JOKES.find((t) => t.id === id)?.match.words as RegExp;
    const fits = (id: string, text: string) => findWholeWord(words(id), text, true) !== undefined;
    expect(fits("jbio.runner", "Running, mostly away from my problems")).toBe(true);
    expect(fits("jbio.runner", "Best marrow at the county show four years running")).toBe(false);
    expect(fits("jbio.runner", "Always running late, never running out of excuses")).toBe(false);
    expect(fits("jbio.runner", "You can hear it running from the street")).toBe(false);
    expect(fits("jpost.logged-distance", "Evening walk with the dog")).toBe(true);
    expect(fits("jpost.logged-distance", "Jazz, old films and long walks")).toBe(false);
    expect(fits("jshape.hedge-word", "A semi-professional napper, semi-retired from effort")).toBe(true);
    expect(fits("jshape.hedge-word", "2 bed semi-detached cottage for sale")).toBe(false);
    // A house rule is non-negotiable too: only a price's terms are the seller's.
    expect(fits("jvoice.best-offer", "£40 or best offer, negotiable")).toBe(true);
    expect(fits("jvoice.best-offer", "Router off at 11 (non-negotiable)")).toBe(false);
    expect(fits("jvoice.price-firm", "Router off at 11 (non-negotiable)")).toBe(false);
    expect(fits("jvoice.price-firm", "Price is non-negotiable, collection only")).toBe(true);
    // Reading is books' only where it means them: a chat app's "after reading" is no reader's.
    expect(fits("jbio.books", "I love reading, especially in the bath")).toBe(true);
    expect(fits("jbio.books", "Hiking, cooking, reading")).toBe(true);
    expect(fits("jbio.books", "Messages disappear after reading")).toBe(false);
    expect(fits("jbio.books", "Good at reading the room, bad at leaving it")).toBe(false);
  });
});

describe("the books jokes", () => {
  const books = JOKES.find((t) => t.id.endsWith(".books"));
  const says = (text: string) => books?.match.words?.test(text) ?? false;
  it("take 'book' as the thing read, never the verb of a booking", () => {
    expect(books).toBeDefined();
    for (const text of ["Reading, books and cats", "A book a week, minimum", "Book lover, coffee snob", "my favourite book is the phone book"])
      expect(says(text), text).toBe(true);
    for (const text of ["I would book again for the breakfast alone", "Book early, it fills up", "We will book the same room next year"])
      expect(says(text), text).toBe(false);
  });
});
