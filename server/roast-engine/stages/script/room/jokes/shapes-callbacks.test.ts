import { describe, expect, it } from "vitest";
import { findWholeWord } from "../../match-themes";
import { CALLBACK_TROPES } from "./shapes-callbacks";

const [yours, the, family] = CALLBACK_TROPES.map((trope) => trope.match.words!);
const thing = (words: RegExp, text: string) => findWholeWord(words, text, true);

describe("the callback to a thing the line names", () => {
  it("takes the thing after the person's 'my' or 'our', said back as 'your …'", () => {
    expect(thing(yours, "My grandson taught me to video call")).toBe("grandson");
    expect(thing(yours, "My sister was seasick before we'd left Southampton")).toBe("sister");
    expect(thing(yours, "Hung my grandad's old barometer in the hall")).toBe("grandad's old barometer");
    expect(thing(yours, "Our neighbours asked us to keep it down")).toBe("neighbours");
  });

  it("reads an 's that means 'is' as no possessive: no 'wedding's still' in 'The wedding's still on'", () => {
    expect(thing(the, "I've emailed her the real one. The wedding's still on")).toBeUndefined();
    expect(thing(the, "The dog's lead was in the fridge")).toBe("dog's lead");
  });

  it("takes no thing of someone else's the line reports in quotes: their 'my' is not the person's", () => {
    expect(thing(yours, 'Valentin: "I\'ll send my guy on Monday."')).toBeUndefined();
    expect(thing(yours, "He said “my van is booked” and left")).toBeUndefined();
    // After the quote closes, the person's own "my" is theirs again.
    expect(thing(yours, 'He said "fine" and my sister laughed')).toBe("sister");
  });

  it("takes the thing after 'the', 'his', 'her' or 'their', said back as 'the …'", () => {
    expect(thing(the, "The courier left a card that just said are you ok")).toBe("courier");
    expect(thing(the, "his grandad is a pirate, but only on Sundays")).toBe("grandad");
    expect(thing(the, "It's framed in the hall. The postman has seen it")).toBe("postman");
    // A word ending in "ed" that is a thing, not a deed, is the rest of the name: "the bird seed" is no bird (v33's Pinngle).
    expect(thing(the, "The wildflower mix I sowed was the bird seed from the shed")).toBe("shed");
    expect(thing(the, "the dog bed is mine now")).toBeUndefined();
    expect(thing(the, "the cat ignored me")).toBe("cat");
  });

  it("takes a parent or grandparent named as a family names them, never a word inside another", () => {
    expect(thing(family, "Dad thinks we're going for a quiet drink")).toBe("Dad");
    expect(thing(family, "Told Nan it was a phase")).toBe("Nan");
    expect(thing(family, "Madness, said the dadaist")).toBeUndefined();
    expect(thing(family, "my dad's car")).toBeUndefined();
  });

  it("takes no amount, time, adjective waiting for its noun, or thing of the app's", () => {
    for (const text of [
      "my own fault really",
      "I wanted to finish it for the new owners",
      "the first time in years",
      "my bio says it all",
      "the rest of the week",
    ])
      expect([thing(yours, text), thing(the, text)]).toEqual([undefined, undefined]);
    expect(thing(yours, "my-space is tidy")).toBeUndefined();
    // An idea is no thing to take the side of; a fence is.
    for (const text of ["I did admire the confidence", "the reality is different", "my patience ran out"])
      expect([thing(yours, text), thing(the, text)]).toEqual([undefined, undefined]);
    expect(thing(the, "He sits on the fence and stares")).toBe("fence");
    // Another word may be the rest of the thing's name, and a word in another language is no "her".
    for (const text of ["I will put the seat belt on it", "I am the silver Prius with the big empty seat", "Höher als mein Mut"])
      expect([text, thing(yours, text), thing(the, text)]).toEqual([text, undefined, undefined]);
  });

  it("speaks to the line's writer only of their own words, in jokes that agree with one thing or many", () => {
    for (const trope of CALLBACK_TROPES) {
      expect(trope.match.by).toBeUndefined();
      expect(trope.match.roles).not.toContain("name");
      for (const joke of trope.jokes) {
        const text = typeof joke === "string" ? joke : joke.join(" ");
        expect(text).toMatch(/\{w\}/);
        expect(text).not.toMatch(/\{w\} (?:is|was|has|comes|deserves|does)\b/);
      }
    }
  });
});
