import { describe, expect, it } from "vitest";
import { countSyllables, countWordsSyllables, isClauseEnd, weighPhonemes, weighText, weighWordsByPhonemes, weighWordsByText } from "./word-weights";

describe("countWordsSyllables", () => {
  it("adds up each word's syllables", () => {
    expect(countWordsSyllables([{ text: "Coffee" }, { text: "strategy," }, { text: "cat." }])).toBe(6);
    expect(countWordsSyllables([])).toBe(0);
  });
});

describe("countSyllables", () => {
  it.each([
    ["cat", 1],
    ["coffee", 2],
    ["strategy", 3],
    ["make", 1],
    ["bottle", 2],
    ["entrepreneur", 4],
  ])("%s has %i", (word, n) => expect(countSyllables(word)).toBe(n));

  it("weighs numbers and symbols as the words they are read as", () => {
    expect(countSyllables("1,204")).toBeGreaterThan(4);
    expect(countSyllables("@chasing.sunsets")).toBeGreaterThan(countSyllables("chasingsunsets"));
  });
});

describe("weights", () => {
  it("gives longer words more time", () => {
    expect(weighText("diagram")).toBeGreaterThan(weighText("a"));
    expect(weighPhonemes("d'aI@gr,am")).toBeGreaterThan(weighPhonemes("a#"));
  });

  it("ends clauses on closing punctuation, quotes included", () => {
    expect(isClauseEnd("sunsets.'")).toBe(true);
    expect(isClauseEnd("Buddy,")).toBe(true);
    expect(isClauseEnd("you")).toBe(false);
  });

  it("uses one phoneme token per word when espeak's clause matches the script", () => {
    const words = [{ text: "Bold" }, { text: "strategy." }, { text: "Plumbing" }, { text: "diagram.", emphasis: true }];
    const weighted = weighWordsByPhonemes(words, ["b'oUld str'at#@dZi", "pl'VmIN d'aI@gr,am"]);
    expect(weighted[1].weight).toBeCloseTo(weighPhonemes("str'at#@dZi"));
    expect(weighted[3]).toMatchObject({ text: "diagram.", clauseEnd: true, emphasis: true });
  });

  it("falls back to scaled spelling weights where tokens and words differ", () => {
    const words = [{ text: "right" }, { text: "out" }, { text: "of" }, { text: "frame." }];
    const line = "r'aIt ,aUt#@v D@2 fr'eIm"; // "out of" merged into one token
    const weighted = weighWordsByPhonemes(words, [line]);
    const total = weighted.reduce((s, w) => s + w.weight, 0);
    const phonemeTotal = line.split(" ").reduce((s, t) => s + weighPhonemes(t), 0);
    expect(total).toBeCloseTo(phonemeTotal);
    expect(weighted[3].weight).toBeGreaterThan(weighted[2].weight);
  });

  it("ignores the phonemes when the clause count differs", () => {
    const words = [{ text: "one," }, { text: "two" }];
    expect(weighWordsByPhonemes(words, ["wVn tu:"])).toEqual(weighWordsByText(words));
  });
});
