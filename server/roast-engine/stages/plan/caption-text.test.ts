import { describe, expect, it } from "vitest";
import { cleanCaptionWord, findQuotedWords } from "./caption-text";

const words = (text: string) => text.split(" ").map((t) => ({ text: t }));

describe("cleanCaptionWord", () => {
  it.each([
    ["'Aspiring", "Aspiring"],
    ["far)'.", "far)."],
    ["afraid'.", "afraid."],
    ["“interesting”", "interesting"],
    ['"Be', "Be"],
    ["don't", "don't"],
    ["{\\b1}bold", "b1bold"],
  ])("shows %s as %s: no quote marks at its edges, an apostrophe inside kept", (word, shown) => {
    expect(cleanCaptionWord(word)).toBe(shown);
    expect(cleanCaptionWord(word)).not.toMatch(/^["'“‘]|["'”’][.,!?)]*$/);
  });
});

describe("findQuotedWords", () => {
  it("marks the words of each quotation, from the word that opens it to the one that closes it", () => {
    const said = words("Your bio says 'Aspiring influencer ✨ 0 brand deals (so far)'. Be afraid.");
    expect(
      said
        .filter((_, i) => findQuotedWords(said)[i])
        .map((w) => w.text)
        .join(" "),
    ).toBe("'Aspiring influencer ✨ 0 brand deals (so far)'.");
    expect(findQuotedWords(words('"Interesting" they said'))).toEqual([true, false, false]);
  });

  it("quotes nothing for a mark that is never closed, nor for apostrophes inside words", () => {
    expect(findQuotedWords(words("'til you don't stop"))).toEqual([false, false, false, false]);
  });
});
