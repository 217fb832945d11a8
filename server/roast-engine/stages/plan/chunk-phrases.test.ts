import { describe, expect, it } from "vitest";
import type { TimedWord } from "../../types";
import { chunkPhrases } from "./chunk-phrases";

const timed = (text: string): TimedWord[] =>
  text.split(" ").map((t, i, all) => ({ text: t, startMs: i * 300, endMs: i * 300 + 260, emphasis: i === all.length - 1 || undefined }));
const groups = (text: string, maxChars = 48, apartQuotes = false) =>
  chunkPhrases(timed(text), maxChars, { apartQuotes }).map((c) => c.map((w) => w.text).join(" "));

describe("chunkPhrases", () => {
  it("shows each sentence whole when it fits", () => {
    expect(groups("'Bring snacks and do not talk during the movie'. A relationship with terms, and the terms are snacks.", 52)).toEqual([
      "'Bring snacks and do not talk during the movie'.",
      "A relationship with terms, and the terms are snacks.",
    ]);
  });

  it("keeps a sentence too long for three lines whole where the four-line size holds it, else splits it", () => {
    const sentence = "More effort went into this verdict than, apparently, into whatever is being reviewed.";
    const long = (longChars: number) => chunkPhrases(timed(sentence), 55, { longChars }).map((c) => c.map((w) => w.text).join(" "));
    expect(long(90)).toEqual([sentence]);
    expect(long(70)).toHaveLength(2);
  });

  it("runs a sentence through a quote that ends on a word leaning on the next, apart or not", () => {
    const mention = "Anything that starts with 'just a' ends up being a whole lot.";
    // Twelve words, one more than a caption holds: split, but never on the quote's closing "a".
    for (const apart of [true, false]) for (const width of [64, 36]) for (const group of groups(mention, width, apart)) expect(group).not.toMatch(/\ba'$/);
    expect(chunkPhrases(timed(mention), 48, { apartQuotes: true, longChars: 80 }).map((c) => c.map((w) => w.text).join(" "))).toEqual([mention]);
  });

  it("never ends a sentence at a name's initial", () => {
    expect(groups("'I only joined for the postcards'. Carol W. typed it so nobody else had to.", 60)).toEqual([
      "'I only joined for the postcards'.",
      "Carol W. typed it so nobody else had to.",
    ]);
    expect(groups("Nobody asked, but I. Did.", 60)).toEqual(["Nobody asked, but I. Did."]);
  });

  it("splits a sentence too long at its comma, not mid-phrase", () => {
    expect(groups("Updates on greenery, delivered with the gravity of a hospital bulletin.", 50)).toEqual([
      "Updates on greenery,",
      "delivered with the gravity of a hospital bulletin.",
    ]);
  });

  it("splits before a clause's first word, never after a word that leans on the next", () => {
    const split = groups("Someone should ask HR whether the part-time role comes with any benefits.", 52);
    expect(split).toEqual(["Someone should ask HR", "whether the part-time role comes with any benefits."]);
    for (const group of groups("You really need a hobby that is not your own reflection in a spoon or a very shiny kettle.", 30).slice(0, -1)) {
      expect(group).not.toMatch(/\b(?:a|the|of|to|in|your|is|not)$/);
    }
  });

  it("keeps a one-word sentence with the group before it when there is room, never alone", () => {
    expect(groups("You wrote the roast yourself. Again.")).toEqual(["You wrote the roast yourself. Again."]);
  });

  it("keeps a quote that opens a sentence apart from the words after it when a quote set large captions it, and a lead-in with its quote", () => {
    expect(groups("'see you at the start line', says Aisha. Nobody else showed up.", 60, true)).toEqual([
      "'see you at the start line',",
      "says Aisha.",
      "Nobody else showed up.",
    ]);
    const text = "Aisha wins, with 'see you at the start line'. Nobody else showed up.";
    expect(groups(text, 60, true)).toEqual(["Aisha wins, with 'see you at the start line'.", "Nobody else showed up."]);
    expect(groups("Then: 'Interesting'.", 48, true)).toEqual(["Then: 'Interesting'."]);
    // Else a sentence that holds a quote is one group where it fits.
    expect(groups(text, 60)).toEqual(["Aisha wins, with 'see you at the start line'.", "Nobody else showed up."]);
  });

  it("never ends a group on a word that opens a clause ('what', 'without')", () => {
    for (const text of [
      "A wine this cheap with a review this long, and somebody would still ask what the plaque is for.",
      "That's how people say they travel without having to actually say they travel.",
    ]) {
      const split = groups(text, 40);
      expect(split.join(" ")).toBe(text);
      for (const group of split.slice(0, -1)) expect(group).not.toMatch(/\b(?:what|without|having)$/);
    }
  });

  it("keeps 'of' with the quantity before it", () => {
    const split = groups("Forty ideas, all brilliant, every one of them, and none of them are finished yet.", 30);
    expect(split.join(" ")).toBe("Forty ideas, all brilliant, every one of them, and none of them are finished yet.");
    for (const group of split) {
      expect(group).not.toMatch(/^of\b/);
      expect(group).not.toMatch(/\b(?:none|one)$/);
    }
  });

  it("keeps every group within its characters unless it is one word, and loses no word", () => {
    const text =
      "Serial entrepreneur, visionary thought leader, disruptor of absolutely everything, and somehow still the person who replies all to the company newsletter.";
    const split = groups(text, 30);
    expect(split.join(" ")).toBe(text);
    for (const group of split) expect(group.length <= 30 || !group.includes(" ")).toBe(true);
    expect(split.every((group) => group.includes(" "))).toBe(true);
  });
});
