import { describe, expect, it } from "vitest";
import { makeTestAnalysis } from "./make-test-analysis";
import { clipQuote, findRoastMaterial } from "./roast-material";

describe("clipQuote", () => {
  it("keeps short lines whole and cuts long ones without a dangling word", () => {
    expect(clipQuote("Gym 6 days a week")).toBe("Gym 6 days a week");
    expect(clipQuote("Brunch, a nap, then a second brunch")).toBe("Brunch, a nap");
    expect(clipQuote("Day in my life as a junior accountant")).toBe("Day in my life");
  });
});

describe("findRoastMaterial", () => {
  it("quotes counts as they were written and spots a lopsided ratio", () => {
    const analysis = makeTestAnalysis({ counts: { followers: 1204, following: 2987 }, lines: ["1,204 followers 2,987 following"] });
    const material = findRoastMaterial(analysis);
    expect(material).toContainEqual({ kind: "count", label: "followers", value: 1204, shown: "1,204" });
    expect(material).toContainEqual({ kind: "ratio", following: 2987, followers: 1204, shownFollowing: "2,987", shownFollowers: "1,204" });
  });

  it("finds a stack of titles, hashtags, dark mode and the background colour", () => {
    const analysis = makeTestAnalysis({
      lines: ["Founder | Visionary | Speaker", "#blessed #travel"],
      hashtags: ["#blessed", "#travel"],
      visual: { brightness: 0.2, colorNames: ["beige", "brown"] } as never,
    });
    const material = findRoastMaterial(analysis);
    expect(material).toContainEqual({ kind: "title-stack", quote: "Founder", count: 3 });
    expect(material).toContainEqual({ kind: "hashtags", tags: ["#blessed", "#travel"] });
    expect(material).toContainEqual({ kind: "visual", aspect: "dark-mode" });
    expect(material).toContainEqual({ kind: "visual", aspect: "colour", colour: "beige" });
  });

  it("drops anything the safety filter would stop", () => {
    const analysis = makeTestAnalysis({ bioPhrases: ["Jesus freak", "Dog mom"], hashtags: ["#sexy"] });
    const quotes = findRoastMaterial(analysis).flatMap((m) => ("quote" in m ? [m.quote] : "tags" in m ? m.tags : []));
    expect(quotes).toEqual(["Dog mom"]);
  });
});
