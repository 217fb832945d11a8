import { describe, expect, it } from "vitest";
import type { ScreenTruth } from "./screen-truth";
import type { Script } from "../../server/roast-engine/types";
import { judgeRoast, percentile } from "./judge-roast";
import { makeTestScript } from "../../server/roast-engine/stages/script/test-support/make-test-script";

const truth: ScreenTruth = {
  id: "t",
  file: "t.png",
  kind: "post",
  platform: "instagram",
  dark: false,
  ownWords: ["Finally ran my first half marathon 🏃"],
  handle: "kate.runs",
  details: [],
  counts: { likes: 1205 },
  uiWords: ["View all 23 comments", "Liked by"],
  others: [{ name: "benji.k", words: ["who let you cook 😭"] }],
  stickers: [],
};
const script = (quoted: string[], extra: Partial<Script> = {}): Script => ({
  ...makeTestScript("a roast"),
  quoted,
  lineIds: ["caption.x:s1", "caption.x:p1"],
  ...extra,
});

describe("judgeRoast", () => {
  it("counts a roast on the person's own words as grounded, and a bare count as not", () => {
    expect(judgeRoast(script(["Finally ran my first half marathon"]), truth)).toMatchObject({
      grounded: true,
      uiQuoted: [],
      othersQuoted: [],
      generic: false,
      punchline: "caption.x:p1",
    });
    expect(judgeRoast(script(["1,205"]), truth).grounded).toBe(false);
  });

  it("takes the person's own words for the punchline of a roast that closes on them, the room's last line for any other", () => {
    const text = "You ran 21 kilometres. Then: 'Finally ran my first half marathon'.";
    const closing = script(["Finally ran my first half marathon"], { text, beats: ["You ran 21 kilometres.", "Then: 'Finally ran my first half marathon'."] });
    expect(judgeRoast(closing, truth).punchline).toBe("closes on: then finally ran my first half marathon");
    const tagged = script(["Finally ran my first half marathon"], { text: `${text} A lap of honour.`, beats: [...closing.beats, "A lap of honour."] });
    expect(judgeRoast(tagged, truth).punchline).toBe("caption.x:p1");
  });

  it("catches UI text and other people's words quoted as the person's", () => {
    expect(judgeRoast(script(["View all 23 comments"]), truth).uiQuoted).toEqual(["View all 23 comments"]);
    expect(judgeRoast(script(["who let you cook"]), truth).othersQuoted).toEqual(["who let you cook"]);
  });

  it("counts an app's number said as a number, outside quote marks, as stated, not as interface text quoted", () => {
    const stated = script(["View all 23 comments"], { text: "View all 23 comments, and 'Finally ran my first half marathon'. A lap of honour." });
    expect(judgeRoast(stated, truth)).toMatchObject({ uiQuoted: [], numbersStated: ["View all 23 comments"], wordQuotes: [], inexactQuotes: [] });
    const quoted = script(["View all 23 comments"], { text: "'View all 23 comments', you wrote. A lap of honour." });
    expect(judgeRoast(quoted, truth)).toMatchObject({ uiQuoted: ["View all 23 comments"], numbersStated: [] });
  });

  it("counts another person's words said as theirs, by their name, as true", () => {
    const named = script(["who let you cook"], { text: "The best line here is benji.k with 'who let you cook'. Benji won." });
    expect(judgeRoast(named, truth).othersQuoted).toEqual([]);
    const unnamed = script(["who let you cook"], { text: "You wrote 'who let you cook', and meant it." });
    expect(judgeRoast(unnamed, truth).othersQuoted).toEqual(["who let you cook"]);
  });

  it("counts a quoted fragment exact only when it is the person's words letter for letter, emoji and punctuation aside", () => {
    const verdict = judgeRoast(script(["Finally ran my first half marathon", "Finally ran my frst half", "1,205", "2.1M"]), truth);
    expect(verdict.wordQuotes).toEqual(["Finally ran my first half marathon", "Finally ran my frst half"]);
    expect(verdict.inexactQuotes).toEqual(["Finally ran my frst half"]);
    expect(judgeRoast(script(["I Finally ran"]), truth).inexactQuotes).toEqual(["I Finally ran"]);
    expect(judgeRoast(script(["finally ran"]), truth).inexactQuotes).toEqual(["finally ran"]);
  });

  it("judges the quote the viewer reads: a word a line put inside the quote marks makes it inexact", () => {
    const lea = { ...truth, ownWords: ["Bought a plant to feel like an adult"] };
    const added = script(["feel like an adult"], { text: "'I feel like an adult'. The plant disagrees." });
    expect(judgeRoast(added, lea).inexactQuotes).toEqual(["I feel like an adult"]);
    const whole = script(["Bought a plant to feel like an adult"], { text: "'Bought a plant to feel like an adult'. The plant disagrees." });
    expect(judgeRoast(whole, lea).inexactQuotes).toEqual([]);
  });

  it("grounds a photo's roast in what it shows, and flags generic lines and unsafe words", () => {
    const photo = { ...truth, kind: "photo" as const, ownWords: [] };
    const seen = script([], { targets: [{ kind: "object", text: "dog", box: { x: 0, y: 0, w: 1, h: 1 }, wordStart: 0, wordEnd: 1 }] });
    expect(judgeRoast(seen, photo).grounded).toBe(true);
    expect(judgeRoast(script([], { lineIds: ["generic.nothing-found:s1", "generic.nothing-found:p1"] }), photo)).toMatchObject({
      grounded: false,
      generic: true,
    });
    expect(judgeRoast(script([], { text: "your religion" }), truth).unsafe).toBe(true);
  });
});

describe("percentile", () => {
  it("takes the nearest rank", () => {
    expect(percentile([5, 1, 3, 2, 4], 50)).toBe(3);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 90)).toBe(9);
    expect(percentile([], 50)).toBe(0);
  });
});
