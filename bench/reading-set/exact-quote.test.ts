import { describe, expect, it } from "vitest";
import { isExactQuote, shownQuote } from "./exact-quote";
import type { ScreenTruth } from "./screen-truth";

const truth = (ownWords: string[]): ScreenTruth => ({
  id: "t",
  file: "t.png",
  kind: "post",
  platform: "generic",
  dark: false,
  ownWords,
  handle: "lea_",
  details: [],
  counts: {},
  uiWords: [],
  others: [],
  stickers: [],
});

describe("isExactQuote", () => {
  it("takes the person's whole sentences, clauses and items, letter for letter", () => {
    const t = truth([
      "Made pizza from scratch, the kitchen will never recover 🍕",
      "Pisces | bottomless brunch enthusiast",
      "Rating every stand in the city so you don't have to.",
    ]);
    for (const q of [
      "Made pizza from scratch, the kitchen will never recover",
      "the kitchen will never recover",
      "Pisces",
      "bottomless brunch enthusiast",
      "Rating every stand in the city",
      "you don't have to",
      "lea_",
    ])
      expect(isExactQuote(q, t), q).toBe(true);
  });

  it("refuses a pronoun the person did not write before their words", () => {
    expect(isExactQuote("I feel like an adult", truth(["Bought a plant to feel like an adult"]))).toBe(false);
    // Where they did write it, it is theirs.
    expect(isExactQuote("I feel like an adult", truth(["Bought a plant to feel like an adult. It died. I feel like an adult."]))).toBe(true);
  });

  it("takes what someone was told or said, after the verb and its 'that', as a whole clause; no other 'that'", () => {
    const t = truth(["At circle time he told everyone that his grandad is a pirate, but only on Sundays.", "The car that I bought runs on hope."]);
    expect(isExactQuote("his grandad is a pirate, but only on Sundays", t)).toBe(true);
    expect(isExactQuote("I bought runs on hope", t)).toBe(false);
    expect(isExactQuote("everyone that his grandad is a pirate", t)).toBe(false);
  });

  it("refuses a sentence cut at a line wrap, either half, and a misread letter", () => {
    const t = truth(["Made pizza from scratch, the kitchen will never recover", "Retired. Grilling enthusiast. Still figuring out this website."]);
    for (const q of [
      "Made pizza from scratch, the kitchen will",
      "never recover",
      "Still figuring out this",
      "Made pizza from scrach",
      "made pizza from scratch",
    ])
      expect(isExactQuote(q, t), q).toBe(false);
  });
});

describe("shownQuote", () => {
  it("reads what stands between the quote marks around a fragment", () => {
    expect(shownQuote("'I feel like an adult', and the star chart says 'Pisces'.", "feel like an adult")).toBe("I feel like an adult");
    expect(shownQuote("'Gym at 5am so you don't have to'. We know.", "Gym at 5am so you don't have to")).toBe("Gym at 5am so you don't have to");
    expect(shownQuote("#fyp, asking the algorithm nicely.", "#fyp")).toBe("#fyp");
    expect(shownQuote("'POV: you said one episode', and the wish #fyp. The page said 'not for me'.", "#fyp")).toBe("#fyp");
  });
});
