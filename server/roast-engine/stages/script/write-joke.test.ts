import { describe, expect, it } from "vitest";
import { makeTestAnalysis } from "./test-support/make-test-analysis";
import { defineJokes } from "./room/joke-types";
import { createRandom } from "./seeded-random";
import { fitsWordBudget } from "./word-budget";
import { matchTropes, splitBeats, writeJoke } from "./write-joke";
import { findDetails } from "./details/find-details";
import { JOKES } from "./room/jokes";

const TROPES = defineJokes("jtest", [
  {
    id: "sourdough",
    match: { on: "quote", words: /sourdough/i },
    jokes: [["{q}. The only thing in your life that rises is the {w}.", "And it still needs feeding more than you do."]],
  },
  {
    id: "dog-selfie",
    match: { on: "quote", words: /sourdough/i },
    needs: ["selfie"],
    jokes: ["{q}, and a selfie to prove the starter is thriving and you are not."],
  },
]);

describe("whole jokes", () => {
  const analysis = makeTestAnalysis({ quotes: [{ text: "Sourdough mom", role: "bio", box: { x: 0, y: 0, w: 100, h: 20 } }] });
  const details = findDetails(analysis);

  it("fit a trope only when the upload has every fact its jokes state", () => {
    expect(matchTropes(TROPES, details, analysis).map((m) => m.trope.id)).toEqual(["jtest.sourdough"]);
  });

  it("say the joke whole, with the person's own word, and add its own tag when the joke alone is short of the budget", () => {
    const [match] = matchTropes(TROPES, details, analysis);
    expect(match.word).toBe("Sourdough");
    const draft = writeJoke(match, { platform: "generic", profile: true }, new Set(), createRandom("t"), fitsWordBudget);
    expect(draft?.beats.join(" ")).toBe(
      "'Sourdough mom'. The only thing in your life that rises is the sourdough. And it still needs feeding more than you do.",
    );
    expect(draft?.lines.map((l) => l.id)).toEqual([TROPES[0].jokes[0].id, TROPES[0].jokes[0].tags[0].id]);
  });

  it("lead a joke that opens on the quote with the person's numbers, the fullest opening that fits, and mark them in its first beat", () => {
    const [match] = matchTropes(TROPES, details, analysis);
    const number = (text: string, label: string, y: number) => ({
      ...details[0],
      kind: "count" as const,
      text,
      say: text,
      ctx: `${text} ${label}`,
      label,
      target: "count" as const,
      quoted: [text],
      box: { x: 0, y, w: 50, h: 10 },
    });
    const numbers = [number("41", "reviews", 40), number("212", "photos", 60)];
    const draft = writeJoke(match, { platform: "generic", profile: true }, new Set(), createRandom("t"), fitsWordBudget, undefined, numbers);
    expect(draft?.beats.join(" ")).toBe("41 reviews, 212 photos, and 'Sourdough mom'. The only thing in your life that rises is the sourdough.");
    expect(draft?.used.map((u) => [u.detail.text, u.beat])).toEqual([
      ["41", 0],
      ["212", 0],
      ["Sourdough mom", 0],
    ]);
    // No room for both: the first alone; no room for any: the joke as written.
    const short = (text: string) => fitsWordBudget(text) && text.split(" ").length <= 17;
    expect(writeJoke(match, { platform: "generic", profile: true }, new Set(), createRandom("t"), short, undefined, numbers)?.beats[0]).toMatch(
      /^41 reviews, and 'Sourdough mom'/,
    );
    const shorter = (text: string) => fitsWordBudget(text) && !/^\d/.test(text);
    expect(writeJoke(match, { platform: "generic", profile: true }, new Set(), createRandom("t"), shorter, undefined, numbers)?.beats[0]).toMatch(
      /^'Sourdough mom'/,
    );
  });

  it("tell a story whose whole setup leaves no room with its setup's when and where left off, the longest that fits", () => {
    const stories = defineJokes("jtold", [{ id: "then", match: { on: "quote", told: true }, jokes: [["{told}. Then: {q}."]] }]);
    const told = "You have lost nine umbrellas on the Busan subway this year";
    const detail = { ...details[0], told, toldShorter: ["You have lost nine umbrellas on the Busan subway", "You have lost nine umbrellas"] };
    const [match] = matchTropes(stories, [detail], analysis);
    const write = (fits: (text: string) => boolean) =>
      writeJoke(match, { platform: "generic", profile: true }, new Set(), createRandom("t"), fits)?.beats.join(" ");
    expect(write(() => true)).toBe(`${told}. Then: 'Sourdough mom'.`);
    expect(write((text) => text.split(" ").length <= 12)).toBe("You have lost nine umbrellas on the Busan subway. Then: 'Sourdough mom'.");
    expect(write((text) => text.split(" ").length <= 9)).toBe("You have lost nine umbrellas. Then: 'Sourdough mom'.");
    expect(write((text) => text.split(" ").length <= 5)).toBeUndefined();
  });

  it("never reuse a joke the user heard lately", () => {
    const [match] = matchTropes(TROPES, details, analysis);
    expect(writeJoke(match, { platform: "generic", profile: true }, new Set([TROPES[0].jokes[0].id]), createRandom("t"), fitsWordBudget)).toBeUndefined();
  });
});

describe("a trope's words", () => {
  it("stand alone in the person's text, never as the end of a longer word", () => {
    const tropes = defineJokes("jtest", [
      { id: "era", match: { on: "quote", words: /era|ate/i }, jokes: ["{q}, and a new {w} begins, with the same old you in charge of it."] },
    ]);
    const read = (text: string) => {
      const a = makeTestAnalysis({ quotes: [{ text, role: "caption", box: { x: 0, y: 0, w: 100, h: 20 } }] });
      return matchTropes(tropes, findDetails(a), a).map((m) => m.word);
    };
    expect(read("New camera who dis")).toEqual([]);
    expect(read("I hate Mondays")).toEqual([]);
    expect(read("My villain era starts now")).toEqual(["era"]);
  });
});

describe("the room's shape tropes", () => {
  const tropesFor = (text: string, role: "caption" | "chat_message" | "comment" = "caption") => {
    const a = makeTestAnalysis({ quotes: [{ text, role, box: { x: 0, y: 0, w: 100, h: 20 } }] });
    return matchTropes(JOKES, findDetails(a), a).map((m) => m.trope.id);
  };

  it("hear a word of certainty in a sentence, never in a two-word field a card filled in from a menu", () => {
    expect(tropesFor("Never married")).not.toContain("jshape.never");
    expect(tropesFor("Marriage, eventually")).not.toContain("jshape.eventually");
    expect(tropesFor("I never stayed awake past the iceberg")).toContain("jshape.never");
  });

  it("hear a question put to everyone in a caption, never one put to someone in a chat or a reply", () => {
    expect(tropesFor("Is it normal to own eleven colanders?")).toContain("jshape.question-to-everyone");
    expect(tropesFor("Which part of town were you staying in?", "comment")).not.toContain("jshape.question-to-everyone");
    expect(tropesFor("Would you like the hot stones again?", "chat_message")).not.toContain("jshape.question-to-everyone");
  });

  it("hear shouting in capitals inside a sentence or three words long, never in a two-word label", () => {
    expect(tropesFor("MINUTES RIDDEN")).not.toContain("jshape.caps-rant");
    expect(tropesFor("this is NEVER AGAIN territory")).toContain("jshape.caps-rant");
    expect(tropesFor("NEVER AGAIN EVER")).toContain("jshape.caps-rant");
  });

  it("count things, never hours or minutes", () => {
    expect(tropesFor("he has been about to sleep for 3 hours")).not.toContain("jshape.tally");
    expect(tropesFor("Slept 45 minutes and ran anyway")).not.toContain("jshape.tally");
    expect(tropesFor("Visited 31 countries and 4 continents")).toContain("jshape.tally");
  });
});

describe("a joke's beats", () => {
  it("are its sentences, never split inside the person's words", () => {
    expect(splitBeats("'Sourdough. Evangelist.' Two sentences. One joke!", "'Sourdough. Evangelist.'")).toEqual([
      "'Sourdough. Evangelist.'",
      "Two sentences.",
      "One joke!",
    ]);
    expect(splitBeats("No stop here", "")).toEqual(["No stop here"]);
  });
});

describe("a joke for the words, said of another person's line", () => {
  const analysis = makeTestAnalysis({ quotes: [] });
  const line = (details: ReturnType<typeof findDetails>) => details;
  const theirs = line([
    {
      kind: "quote",
      text: "I AM NOT ANGRY. I AM DISAPPOINTED",
      say: "'I AM NOT ANGRY. I AM DISAPPOINTED'",
      ctx: "'I AM NOT ANGRY. I AM DISAPPOINTED'",
      role: "chat_message",
      box: { x: 0, y: 0, w: 100, h: 20 },
      target: "quote",
      weight: 1,
      quoted: ["I AM NOT ANGRY. I AM DISAPPOINTED"],
      by: "Tobi Okafor",
    },
  ]);
  const CAPS = defineJokes("jtest", [
    {
      id: "caps",
      match: { on: "quote", words: /\bdisappointed\b/i },
      jokes: [["{q}. The caps lock key has been working this shift alone.", "Unpaid.", "You should pay it."], "You typed {q} and meant every capital."],
    },
    { id: "any", match: { on: "quote" }, broad: true, jokes: ["{q}. Said."] },
  ]);

  it("is matched only where no line is the person's, and only by a trope written for the words", () => {
    expect(matchTropes(CAPS, theirs, analysis)).toEqual([]);
    expect(matchTropes(CAPS, theirs, analysis, { voiceOthers: true }).map((m) => [m.trope.id, m.voiced])).toEqual([["jtest.caps", true]]);
  });

  it("says the line as theirs, by name, with a joke and tags that speak to nobody", () => {
    const [match] = matchTropes(CAPS, theirs, analysis, { voiceOthers: true });
    const drafts = Array.from({ length: 12 }, (_, i) =>
      writeJoke(match, { platform: "generic", profile: false }, new Set(), createRandom(`v${i}`), fitsWordBudget)?.beats.join(" "),
    );
    for (const text of drafts) {
      expect(text).toMatch(/^Tobi Okafor: 'I AM NOT ANGRY\. I AM DISAPPOINTED'\. The caps lock key has been working this shift alone\./);
      expect(text).not.toMatch(/\byou\b/i);
    }
  });
});

describe("a trope's word in the sense its jokes mean (judged false blind otherwise)", () => {
  const tropesFor = (text: string, role: "bio" | "caption" = "bio") => {
    const analysis = makeTestAnalysis({ quotes: [{ text, role, box: { x: 0, y: 0, w: 400, h: 20 } }] });
    return matchTropes(JOKES, findDetails(analysis), analysis).map((m) => m.trope.id);
  };

  it("takes a speaker the person is, never one they own", () => {
    expect(tropesFor("Keynote speaker and author")).toContain("jbio.keynote");
    expect(tropesFor("Bluetooth speaker, two coolers and a swim ladder")).not.toContain("jbio.keynote");
  });

  it("takes a sport's fan, never its player or the rink's staff", () => {
    expect(tropesFor("Die-hard Leafs fan, season ticket holder")).toContain("jbio.sports-fan");
    expect(tropesFor("Hockey fan first, human second")).toContain("jbio.sports-fan");
    expect(tropesFor("I drive the Zamboni at the junior hockey rink")).not.toContain("jbio.sports-fan");
  });
});
