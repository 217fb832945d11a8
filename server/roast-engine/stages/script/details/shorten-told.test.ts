import { describe, expect, it } from "vitest";
import { shortenTold } from "./shorten-told";

describe("shortenTold", () => {
  it("leaves off the setup's when and where, one phrase at a time from the end, longest first", () => {
    expect(shortenTold("You have lost nine umbrellas on the Busan subway this year")).toEqual([
      "You have lost nine umbrellas on the Busan subway",
      "You have lost nine umbrellas",
    ]);
    expect(shortenTold("You work the night desk at a capsule hotel in Shinjuku")).toEqual([
      "You work the night desk at a capsule hotel",
      "You work the night desk",
    ]);
    expect(shortenTold("You muted it once, in 2021")).toEqual(["You muted it once"]);
    expect(shortenTold("You went with Dove Whisper, a soft warm grey")).toEqual(["You went with Dove Whisper"]);
    expect(shortenTold("You built your neighbors' kid a treehouse last summer")).toEqual(["You built your neighbors' kid a treehouse"]);
  });

  it("keeps a phrase the sentence's meaning may rest on", () => {
    // Under a negation or an "only", what is left may say the opposite.
    expect(shortenTold("You've never been late in 2023")).toEqual([]);
    expect(shortenTold("Only one has ever stung you, and you know which one")).toEqual([]);
    // A count is often the joke; a verb's own place is part of the verb.
    expect(shortenTold("You delivered mail on the same route for thirty-one years")).toEqual([]);
    expect(shortenTold("You put the keys in the fridge")).toEqual([]);
    expect(shortenTold("You realised your car keys were still in the locked chest")).toEqual([]);
    // A frame the thing is true only inside, or a place right after the verb.
    expect(shortenTold("Your left hand has proposed to eleven women in jewellery adverts")).toEqual([]);
    expect(shortenTold("Turns out you talk in your sleep")).toEqual([]);
    expect(shortenTold("You spent all of Friday on the apple tart")).toEqual([]);
    // Where the time went is what it was spent on, and a place with a doing in it says more than where (v42's FindSomeone).
    expect(shortenTold("You once spent nine nights in a tent counting kiwi")).toEqual([]);
    expect(shortenTold("You read the whole contract at the bus stop laughing")).toEqual([]);
    // No place at all: a pronoun, a time without an article.
    expect(shortenTold("The mail carrier waves at him")).toEqual([]);
  });

  it("never leaves a preposition waiting, an aside a word alone, or a sentence's own end off", () => {
    expect(shortenTold("You'd booked a different seafood place for every night")).toEqual([]);
    expect(shortenTold("A long loop at Bent Creek, coffee on the steps")).toEqual([]);
    expect(shortenTold("You are, to the exact shade, a bridesmaid")).toEqual([]);
    expect(shortenTold("She suggested you move, then said she was joking")).toEqual([]);
  });

  it("keeps a subject, a verb and what it is about", () => {
    expect(shortenTold("You saw it in Iceland")).toEqual([]);
  });
});
