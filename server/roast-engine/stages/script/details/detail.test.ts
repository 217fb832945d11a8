import { describe, expect, it } from "vitest";
import { sayQuoted } from "./detail";

describe("sayQuoted", () => {
  it("says words in single marks, and the writer's own single marks inside in double ones", () => {
    expect(sayQuoted("Putting it on the fridge regardless")).toBe("'Putting it on the fridge regardless'");
    expect(sayQuoted("I am a small grey square labelled 'at work'")).toBe(`'I am a small grey square labelled "at work"'`);
    expect(sayQuoted("We called it 'the heritage section', then 'art'.")).toBe(`'We called it "the heritage section", then "art".'`);
    expect(sayQuoted("('No') was the answer")).toBe(`'("No") was the answer'`);
    // Opened inside, closed where the quote ends.
    expect(sayQuoted("I am a small grey square labelled 'at work")).toBe(`'I am a small grey square labelled "at work"'`);
  });

  it("leaves apostrophes as they are", () => {
    expect(sayQuoted("I've never once met the groom")).toBe("'I've never once met the groom'");
    expect(sayQuoted("the dogs' bowls and the cats' toys")).toBe("'the dogs' bowls and the cats' toys'");
    expect(sayQuoted("rock 'n' roll, since the '90s")).toBe("'rock 'n' roll, since the '90s'");
  });
});
