import { describe, expect, it } from "vitest";
import type { Detail } from "./detail";
import { lineShapeScore, placeScore, weighLikeAWriter } from "./writer-pick";

const quote = (text: string, weight = 1): Detail => ({
  kind: "quote",
  text,
  say: `'${text}'`,
  ctx: `'${text}'`,
  box: { x: 0, y: 0, w: 10, h: 10 },
  target: "quote",
  weight,
  quoted: [text],
});

describe("lineShapeScore", () => {
  it("rates the turn of a story, a denial and a confession above a plain line", () => {
    const plain = lineShapeScore("the kitchen gets busy at lunch");
    expect(lineShapeScore("it was the meter reader")).toBeGreaterThan(plain);
    expect(lineShapeScore("nobody knows whose sofa it is")).toBeGreaterThan(plain);
    expect(lineShapeScore("I have personally rebooted the internet")).toBeGreaterThan(plain);
  });

  it("rates what a writer would tell in their own words below a plain line", () => {
    const plain = lineShapeScore("the kitchen gets busy at lunch");
    expect(lineShapeScore("Plant Committee Sync")).toBeLessThan(plain);
    expect(lineShapeScore("1,388 people found this review helpful")).toBeLessThan(plain);
    expect(lineShapeScore("so excited for the weekend!")).toBeLessThan(plain);
    expect(lineShapeScore("Please don't dry laundry in it")).toBeLessThan(plain);
    expect(lineShapeScore("Yes, fine")).toBeLessThan(plain);
    // A post's sign-off, however long: the manners it closes on, never the story.
    const story = "I am walking in every single one of them";
    expect(lineShapeScore("Thank you to everyone who came out to cheer on the bridge")).toBeLessThan(lineShapeScore(story));
    expect(lineShapeScore("Party was lovely, thanks to everyone who came")).toBeLessThan(plain);
    // …and its signpost to somewhere else, where the story is not.
    expect(lineShapeScore("Recipe in the description, steps 1 to 9")).toBeLessThan(plain);
    expect(lineShapeScore("Full recipe in the video")).toBeLessThan(plain);
    expect(lineShapeScore("Link in bio")).toBeLessThan(lineShapeScore("Bio in progress"));
    expect(lineShapeScore("Details in the comments")).toBeLessThan(plain);
    // A recipe told in the line is no signpost, nor is a place that is not the post's.
    expect(lineShapeScore("Recipe in the next post")).toBeLessThan(lineShapeScore("Recipe in the next town"));
    expect(lineShapeScore("My recipe in the end had no flour in it")).toBeGreaterThan(plain);
  });

  it("rates a punchline that points back at its setup, and a line long enough to hold both, above a plain line", () => {
    const plain = lineShapeScore("the kitchen gets busy at lunch");
    expect(lineShapeScore("It seats one")).toBeGreaterThan(plain);
    expect(lineShapeScore("the kitchen gets busy at lunch and the queue goes round the block twice")).toBeGreaterThan(plain);
    expect(lineShapeScore("Finished the rack. It holds my tax return")).toBeGreaterThan(plain);
  });
});

describe("lineShapeScore, third fit", () => {
  it("rates an aside that undoes the line, reported words and a deed told in the past above the same line without them", () => {
    expect(lineShapeScore("Self-made entrepreneur (dad co-signed)")).toBeGreaterThan(lineShapeScore("Self-made entrepreneur and dad"));
    expect(lineShapeScore('my dad asked "was there bread"')).toBeGreaterThan(lineShapeScore("my dad asked about the bread"));
    expect(lineShapeScore("I printed the plan for everyone")).toBeGreaterThan(lineShapeScore("Printing the plan for everyone"));
    expect(lineShapeScore("He has been on every morning since March")).toBeGreaterThan(lineShapeScore("He has been on this morning in March"));
  });

  it("rates a bio's inventory of likes below the confession beside it", () => {
    expect(lineShapeScore("I love long drives, old songs, chai and a proper poha breakfast")).toBeLessThan(
      lineShapeScore("I know exactly which uncle is lying about his business"),
    );
    expect(lineShapeScore("Hiking, coffee, dogs, travel")).toBeLessThan(lineShapeScore("Hiking with coffee and dogs"));
  });
});

describe("placeScore", () => {
  it("rates the sentence after a setup, and a line lower on the screen, higher; the lowest line less", () => {
    expect(placeScore({ setup: "I read to it every evening" }, 0, false)).toBeGreaterThan(placeScore({}, 0, false));
    expect(placeScore({}, 0.8, false)).toBeGreaterThan(placeScore({}, 0, false));
    expect(placeScore({}, 1, true)).toBeLessThan(placeScore({}, 0.8, false));
  });
});

describe("weighLikeAWriter", () => {
  it("puts the line a writer would quote over a heavier title", () => {
    const [title, reveal] = weighLikeAWriter([quote("Quarterly Planning Review", 1.3), quote("turns out it was me", 1)]);
    expect(reveal.weight).toBeGreaterThan(title.weight);
  });

  it("leaves what is not a quote as it was", () => {
    const count: Detail = { ...quote("212"), kind: "count", weight: 0.35 };
    expect(weighLikeAWriter([count])[0]).toBe(count);
  });
});
