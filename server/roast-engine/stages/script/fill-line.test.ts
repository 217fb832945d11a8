import { describe, expect, it } from "vitest";
import type { Detail } from "./details/detail";
import { fillLine } from "./fill-line";

const quote = (text: string, role: Detail["role"]): Detail => ({
  kind: "quote",
  text,
  say: `'${text}'`,
  ctx: `'${text}'`,
  role,
  box: { x: 0, y: 0, w: 1, h: 1 },
  target: "quote",
  weight: 1,
  quoted: [text],
});

describe("fillLine", () => {
  it("fills the quote, the platform and the second detail", () => {
    const filled = fillLine("{ctx}. Then {q} on {place}.", { detail: quote("Plant dad", "bio"), second: quote("Gym rat", "bio"), platform: "instagram" });
    expect(filled).toBe("'Gym rat'. Then 'Plant dad' on Instagram.");
  });

  it("leaves out a line that needs a second detail the upload does not have", () => {
    expect(fillLine("{ctx}. Then {q}.", { detail: quote("Plant dad", "bio"), platform: "generic" })).toBeUndefined();
  });

  it("says 'bio' only of a bio or a headline, never of a caption, a comment or a chat message", () => {
    const line = "The cat reads this bio and sighs.";
    expect(fillLine(line, { detail: quote("Cat dad", "bio"), platform: "generic" })).toBe(line);
    expect(fillLine(line, { detail: quote("Cat dad", "headline"), platform: "generic" })).toBe(line);
    for (const role of ["caption", "comment", "chat_message", "answer"] as const) {
      expect(fillLine(line, { detail: quote("My cat is asleep", role), platform: "generic" }), role).toBeUndefined();
    }
  });

  it("names the person's words as what they are on a review or a listing, outside the quotes", () => {
    const review = quote("Five stars, no notes", "bio");
    expect(fillLine("{q}. That's the bio. Your bio peaked in the draft.", { detail: review, platform: "generic", genre: "review" })).toBe(
      "'Five stars, no notes'. That's the review. Your review peaked in the draft.",
    );
    expect(fillLine("Caption check: {q}.", { detail: quote("Vintage armchair, no caption", "bio"), platform: "generic", genre: "listing" })).toBe(
      "Listing check: 'Vintage armchair, no caption'.",
    );
  });
});

describe("the person's own word, {w}", () => {
  const detail = {
    kind: "quote" as const,
    text: "Sourdough evangelist",
    say: "'Sourdough evangelist'",
    ctx: "",
    box: { x: 0, y: 0, w: 1, h: 1 },
    target: "quote" as const,
    weight: 1,
    quoted: [],
  };
  it("is said inside the sentence in lower case unless written as a name or in capitals", () => {
    expect(fillLine("{q}. The only thing that rises is the {w}.", { detail, platform: "generic", word: "Sourdough" })).toBe(
      "'Sourdough evangelist'. The only thing that rises is the sourdough.",
    );
    expect(fillLine("Look at that {w}.", { detail, platform: "generic", word: "TIME" })).toBe("Look at that TIME.");
    expect(fillLine("An {w} user.", { detail, platform: "generic", word: "iPhone" })).toBe("An iPhone user.");
  });
  it("leaves a line that needs a word out when the trope matched none", () => {
    expect(fillLine("Said {w}.", { detail, platform: "generic" })).toBeUndefined();
  });
});
