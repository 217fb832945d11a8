import { describe, expect, it } from "vitest";
import { outsideQuotes, unsupportedClaims, wrongAppsNamed } from "./judge-claims";
import { numbersIn } from "./numbers-in";

const lines = ["9:41", "Made sourdough for the first time!! Only took 3 days", "11 YouTube tutorials 🍞", "$40K kitchen reno", "1.2K likes 48 reposts"];

describe("wrongAppsNamed", () => {
  it("names an app that is not the screen's, and not one the screen's own app under another name", () => {
    expect(wrongAppsNamed("Posting this on Instagram was a choice.", "Bluesky", lines)).toEqual(["Instagram"]);
    expect(wrongAppsNamed("Your tweet aged like milk.", "Bluesky", lines)).toEqual(["X"]);
    expect(wrongAppsNamed("Even Hinge would swipe left.", "Bumble", lines)).toEqual(["Hinge"]);
    expect(wrongAppsNamed("Bluesky gave you 48 reposts for this.", "Bluesky", lines)).toEqual([]);
    expect(wrongAppsNamed("A Teams call for a text.", "Microsoft Teams", lines)).toEqual([]);
    expect(wrongAppsNamed("Nothing on X is this sad.", "X", lines)).toEqual([]);
  });

  it("leaves alone an app a line of the screen names, whatever its case, and the internet", () => {
    expect(wrongAppsNamed("Eleven YouTube tutorials and still a brick.", "Bluesky", lines)).toEqual([]);
    expect(wrongAppsNamed("Goodbye to Steam, back in twelve minutes.", "Discord", ["deleting steam. this is goodbye"])).toEqual([]);
    expect(wrongAppsNamed("The internet has seen this now.", "Bluesky", lines)).toEqual([]);
  });

  it("does not read common words as apps", () => {
    expect(wrongAppsNamed("A medium amount of effort, a signal of despair, a kick in the teeth.", "Bluesky", lines)).toEqual([]);
    expect(wrongAppsNamed("That bread is an uber-brick from a duo of bad ideas.", "Bluesky", lines)).toEqual([]);
  });
});

describe("unsupportedClaims", () => {
  it("flags a scene fact no line shows, and not one a line says", () => {
    expect(unsupportedClaims("That smile says the sunset did the work.", lines)).toEqual(["smile", "sunset"]);
    expect(unsupportedClaims("A mirror selfie with the whole crowd watching.", lines)).toEqual(["selfie", "mirror", "crowd"]);
    expect(unsupportedClaims("The kitchen will never recover.", lines)).toEqual([]);
    expect(unsupportedClaims("Let's face it, this is bread.", lines)).toEqual([]);
  });

  it("flags a number no line shows, however either writes it", () => {
    expect(unsupportedClaims("Three days, eleven tutorials, forty grand, 1,200 fans.", lines)).toEqual([]);
    expect(unsupportedClaims("Fifty-two reposts and 7 tutorials.", lines)).toEqual(["Fifty-two", "7"]);
    expect(unsupportedClaims("A million people saw it.", lines)).toEqual(["million"]);
    expect(unsupportedClaims("The one thing you made was a brick.", lines)).toEqual([]);
  });

  it("takes a division of a sentence's two counts, worked out again from the screen's lines, as shown", () => {
    const screen = ["So far I've seen forty co-working", "spaces and three beaches."];
    expect(unsupportedClaims("That's about thirteen co-working spaces per beach.", screen)).toEqual([]);
    expect(unsupportedClaims("That's about twelve co-working spaces per beach.", screen)).toEqual(["twelve"]);
    expect(unsupportedClaims("That's one in three.", ["I have watched six proposals and heard two of them fail."])).toEqual([]);
  });

  it("takes a break-even worked out from the screen's own rate and sum as shown, and only that one", () => {
    const screen = ["Switching it off saves about 4 cents a night.", "The tech visit was $190."];
    expect(unsupportedClaims("Those numbers meet in about thirteen years.", screen)).toEqual([]);
    expect(unsupportedClaims("Those numbers meet in about twelve years.", screen)).toEqual(["twelve"]);
  });
});

describe("numbersIn", () => {
  it("reads digits, scales and words as values", () => {
    expect(numbersIn("1,204 and 1.2K, $2M, forty-four, three thousand, 9,811th, 4am, 21:16").map((n) => n.values)).toEqual([
      [1204, 1204],
      [1.2, 1200],
      [2, 2e6],
      [44, 44],
      [3, 3000],
      [9811, 9811],
      [4, 4],
      [21, 21],
      [16, 16],
    ]);
  });

  it("takes 'grand' alone for a thousand only as 'a grand', never in 'the grand finale'", () => {
    expect(numbersIn("the grand finale will have the last word")).toEqual([]);
    expect(numbersIn("it cost a grand.").map((n) => n.values)).toEqual([[1000, 1000]]);
    expect(numbersIn("forty grand").map((n) => n.values)).toEqual([[40, 40000]]);
  });
});

describe("outsideQuotes", () => {
  it("takes the quoted fragments out of the text", () => {
    expect(outsideQuotes("'posted on Instagram' is not where you are", ["posted on Instagram"])).toBe("' … ' is not where you are");
  });
});
