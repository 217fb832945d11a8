import { describe, expect, it } from "vitest";
import { isListingTerms } from "./listing-terms";

describe("isListingTerms", () => {
  it("reads a line of a listing's stock terms as terms", () => {
    for (const line of [
      "No shipping, cash on collection",
      "Smoke-free home, pickup in Silainiai or I can bring it to Akropolis",
      "Pickup in Cluj, Manastur. Cash on pickup",
      "Price firm",
      "Collection only",
      "Pet-free home. No offers.",
    ])
      expect(isListingTerms(line), line).toBe(true);
  });

  it("keeps any line with one item of the person's own as theirs", () => {
    for (const line of [
      "Cash only, because the last buyer paid in buttons",
      "No shipping, the parrot does not travel",
      "The budgies are not included",
      "Pickup from my mum's, who will interview you",
      "Twice. They came over, ate, and went home",
    ])
      expect(isListingTerms(line), line).toBe(false);
  });
});
