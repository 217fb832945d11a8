import { describe, expect, it } from "vitest";
import { findWholeWord } from "../../match-themes";
import { RANT_TROPES } from "./voices-rants";
import { REVIEW_TROPES } from "./voices-reviews";

const fits = (tropes: typeof RANT_TROPES, id: string, text: string) => findWholeWord(tropes.find((t) => t.id === id)!.match.words!, text, true) !== undefined;

describe("the voices' tropes meet only the words their jokes are about", () => {
  it("takes a refund asked for, never one offered or ruled out", () => {
    for (const text of ["I want a refund", "Still waiting for my refund", "they double charged me"])
      expect(fits(REVIEW_TROPES, "refund", text), text).toBe(true);
    for (const text of ["I'll refund you today", "We will refund the deposit", "No refunds, no returns"])
      expect(fits(REVIEW_TROPES, "refund", text), text).toBe(false);
  });

  it("takes the bins as the matter, never as the hour something else happens", () => {
    for (const text of ["Who keeps leaving the bins on the pavement", "Her first question was why the bins were out on a Wednesday"])
      expect(fits(RANT_TROPES, "bins", text), text).toBe(true);
    expect(fits(RANT_TROPES, "bins", "New issue every Sunday morning, before the bins go out.")).toBe(false);
  });
});
