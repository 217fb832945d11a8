import { describe, expect, it } from "vitest";
import { findQuotedSpans } from "./find-quoted-spans";

describe("findQuotedSpans", () => {
  it("reads curly and straight quotes, double and single", () => {
    expect(findQuotedSpans("“Self-made” and 'Chasing sunsets', plus \"4–6 hours\" and ‘mid’.")).toEqual(["Self-made", "Chasing sunsets", "4–6 hours", "mid"]);
  });

  it("takes an apostrophe inside a word for one, not for a quote", () => {
    expect(findQuotedSpans("Y’all didn’t ask, but 'I’m fine' is doing a lot of work. Don't worry.")).toEqual(["I’m fine"]);
    expect(findQuotedSpans("The fans’ favourite and the dogs' bowl.")).toEqual([]);
  });

  it("counts only the outermost quote, and none that never closes", () => {
    expect(findQuotedSpans("He wrote “my ‘brand’ is chaos” proudly.")).toEqual(["my ‘brand’ is chaos"]);
    expect(findQuotedSpans("She said 'this never ends")).toEqual([]);
  });
});
