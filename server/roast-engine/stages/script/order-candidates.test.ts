import { describe, expect, it } from "vitest";
import { type Detail, lineQuoteDetail } from "./details/detail";
import { type Candidate, isWeakBeside, putAnswersFirst, putLastResortsLast, sameStory, setsUp } from "./order-candidates";
import { EXCHANGE_JOKES } from "./room/jokes/exchanges";
import { SCREEN_JOKES } from "./room/jokes/screen";
import { STORY_JOKES } from "./room/jokes/stories";

const box = { x: 40, y: 100, w: 600, h: 40 };
const quote = (text: string, weight: number, asked?: Detail["asked"]): Detail => ({
  ...lineQuoteDetail(text, { role: "answer", box }, weight),
  ...(asked ? { asked } : {}),
});
const candidate = (detail: Detail): Candidate => ({ joke: { trope: EXCHANGE_JOKES[0], detail, score: 1 }, detail, score: 1 });

describe("putAnswersFirst", () => {
  it("puts the person's answer to someone's question first, the heavier answer before the lighter", () => {
    const line = candidate(quote("I spent three years building a boat in the garage", 3));
    const light = candidate(quote("Turnip Hollow. I panicked", 1.5, { say: "'what did you name your farm?'", by: "Brando" }));
    const heavy = candidate(quote("Only on weekends, and only the sad ones", 2, { say: "'do you still sing?'", by: "Ines" }));
    expect(putAnswersFirst([line, light, heavy])).toEqual([heavy, light, line]);
  });

  it("ranks a dating card's answer to the app's prompt with the other lines, and a one- or two-word answer too", () => {
    const line = candidate(quote("The medal hanger is already up", 3));
    const card = candidate(quote("Parkrun if I'm feeling brave, then a roast dinner", 2, { say: "Ideal weekend", prompt: true }));
    const short = candidate(quote("Difficulty", 2, { say: "'why 6'", by: "Mo" }));
    expect(putAnswersFirst([line, card, short])).toEqual([line, card, short]);
  });
});

describe("sameStory", () => {
  const part = (text: string, setup?: string, at = box): Detail => ({ ...lineQuoteDetail(text, { role: "caption", box: at }, 1), ...(setup ? { setup } : {}) });

  it("holds a clause with its sentence, and a punchline with the whole sentence it pays off", () => {
    expect(sameStory(part("Three different guests asked me where the toilets were"), part("asked me where the toilets were"))).toBe(true);
    const punch = part("By the third one I just pointed", "Three different guests asked me where the toilets were.");
    expect(sameStory(part("Three different guests asked me where the toilets were"), punch)).toBe(true);
  });

  it("keeps apart two sentences of one caption that do not pay each other off, and two blocks", () => {
    const best = part("She rang it 31 times on Sunday", "We hung a little bell on the back door so she can tell us when she needs to go out.");
    expect(sameStory(part("she can tell us when she needs to go out"), best)).toBe(false);
    expect(sameStory(part("Kipper is 14 weeks old now"), best)).toBe(false);
    expect(sameStory(part("She rang it 31 times on Sunday", undefined, { ...box, y: 400 }), best)).toBe(false);
  });
});

describe("setsUp", () => {
  it("finds the sentence a line pays off, as a line of its block or as a card's answer cut to it, and nothing else", () => {
    const punch = { ...quote("Every night people trip over it and call it art", 5), setup: "I sculpt doormats for a living." };
    expect(setsUp(quote("I sculpt doormats for a living", 2), punch)).toBe(true);
    expect(setsUp({ ...quote("I sculpt doormats for a living", 2), box: { ...box, y: 900 } }, punch)).toBe(true);
    expect(setsUp(quote("I sculpt doormats", 2), punch)).toBe(false);
    expect(setsUp(punch, quote("I sculpt doormats for a living", 2))).toBe(false);
  });
});

describe("isWeakBeside", () => {
  it("holds back a joke on the lead-in of the best line, but not a story joke on it, a clause of the best line, or a line near its weight", () => {
    const best = { ...quote("Every night people trip over it and call it art", 6), setup: "I sculpt doormats for a living." };
    const leadIn = quote("I sculpt doormats for a living", 2);
    expect(isWeakBeside(candidate(leadIn), best)).toBe(true);
    const story: Candidate = { joke: { trope: STORY_JOKES[0], detail: leadIn, score: 1 }, detail: leadIn, score: 1 };
    expect(isWeakBeside(story, best)).toBe(false);
    expect(isWeakBeside(candidate(quote("call it art", 2)), best)).toBe(false);
    expect(isWeakBeside(candidate(quote("Weekends are for the allotment", 5)), best)).toBe(false);
    expect(isWeakBeside(candidate(quote("Weekends are for the allotment", 2)), best)).toBe(true);
  });
});

describe("putLastResortsLast", () => {
  it("tries the plainest frame on a caption's best sentence before a joke on a far weaker sentence of the same caption", () => {
    const lastResort = SCREEN_JOKES.find((t) => t.lastResort);
    if (!lastResort) throw new Error("the room has a last resort");
    const best = { ...quote("She rang it 31 times on Sunday", 6), setup: "We hung a little bell on the back door." };
    const plain: Candidate = { joke: { trope: lastResort, detail: best, score: 1 }, detail: best, score: 1 };
    const weak = candidate(quote("she can tell us when she needs to go out", 3));
    expect(putLastResortsLast([weak, plain])).toEqual([plain, weak]);
    // The whole sentence the best line pays off is its story: its joke keeps its place.
    const setup = candidate(quote("We hung a little bell on the back door", 3));
    expect(putLastResortsLast([setup, plain])).toEqual([setup, plain]);
  });
});
