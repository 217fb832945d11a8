import { describe, expect, it } from "vitest";
import { alignSequences, buildWordListText, mapPhonesToWords, parseTimedPhones, splitWordPhones } from "./flite-phones";

// Flite's own output for "Bold move, champ." and its words said one by one.
const TAKE = "pau:0.100 b:0.140 ow:0.184 l:0.259 d:0.317 m:0.397 uw:0.617 v:0.699 pau:0.801 ch:0.955 ae:1.053 m:1.206 p:1.323 pau:1.468";
const WORDS = "pau b ow l d pau m uw v pau ch ae m p pau";

describe("parseTimedPhones", () => {
  it("reads each phone with its end time in ms and ignores anything else", () => {
    expect(parseTimedPhones("pau:0.192 th:0.277\nao:1.4 junk :3")).toEqual([
      { phone: "pau", endMs: 192 },
      { phone: "th", endMs: 277 },
      { phone: "ao", endMs: 1400 },
    ]);
  });
});

describe("buildWordListText", () => {
  it("closes every spoken word as a sentence, keeping numbers, handles and percentages whole", () => {
    expect(buildWordListText(["“Thought", "leader?", "2,000", "@jake_99,", "—", "100%"])).toBe("Thought. leader. 2,000. @jake_99. 100%.");
  });
});

describe("splitWordPhones", () => {
  it("gives each word its phones, and none to a word Flite does not say", () => {
    expect(splitWordPhones(WORDS, ["Bold", "—", "move,", "champ."])).toEqual([["b", "ow", "l", "d"], [], ["m", "uw", "v"], ["ch", "ae", "m", "p"]]);
  });

  it("is null when the groups and the words do not pair up", () => {
    expect(splitWordPhones(WORDS, ["Bold", "move"])).toBeNull();
    expect(splitWordPhones("pau pau", ["Bold"])).toBeNull();
  });
});

describe("alignSequences", () => {
  it("pairs equal and swapped phones and skips the extra ones", () => {
    expect(alignSequences(["a", "b", "c"], ["a", "x", "c"])).toEqual([
      [0, 0],
      [1, 1],
      [2, 2],
    ]);
    expect(alignSequences(["a", "b", "c"], ["a", "c"])).toEqual([
      [0, 0],
      [2, 1],
    ]);
    expect(alignSequences(["a", "c"], ["a", "b", "c"])).toEqual([
      [0, 0],
      [1, 2],
    ]);
  });
});

describe("mapPhonesToWords", () => {
  it("times each word from its first phone's start to its last phone's end, pauses outside", () => {
    const words = splitWordPhones(WORDS, ["Bold", "move,", "champ."])!;
    expect(mapPhonesToWords(words, parseTimedPhones(TAKE))).toEqual([
      { startMs: 100, endMs: 317 },
      { startMs: 317, endMs: 699 },
      { startMs: 801, endMs: 1323 },
    ]);
  });

  it("follows connected speech that reduces a word's sounds", () => {
    // "a" alone is "ey"; in "into a wall" Flite says "ax".
    const take = parseTimedPhones("pau:0.100 ih:0.150 n:0.200 t:0.240 uw:0.300 ax:0.340 w:0.400 ao:0.500 l:0.560 pau:0.700");
    const spans = mapPhonesToWords([["ih", "n", "t", "uw"], ["ey"], ["w", "ao", "l"]], take);
    expect(spans).toEqual([
      { startMs: 100, endMs: 300 },
      { startMs: 300, endMs: 340 },
      { startMs: 340, endMs: 560 },
    ]);
  });

  it("gives a word with no phones no time, where it falls", () => {
    const words = splitWordPhones(WORDS, ["Bold", "—", "move,", "champ."])!;
    const spans = mapPhonesToWords(words, parseTimedPhones(TAKE));
    expect(spans[1]).toEqual({ startMs: 317, endMs: 317 });
    expect(spans[2]).toEqual({ startMs: 317, endMs: 699 });
  });
});
