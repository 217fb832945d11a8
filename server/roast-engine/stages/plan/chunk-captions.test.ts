import { describe, expect, it } from "vitest";
import type { TimedWord } from "../../types";
import { chunkWords, fitGroupFontSize } from "./chunk-captions";

const timed = (text: string): TimedWord[] =>
  text.split(" ").map((t, i, all) => ({ text: t, startMs: i * 300, endMs: i * 300 + 260, emphasis: i === all.length - 1 || undefined }));
const groups = (words: TimedWord[], maxChars = 16) => chunkWords(words, maxChars).map((c) => c.map((w) => w.text).join(" "));

describe("chunkWords", () => {
  it("makes groups of at most three words, breaking after sentences and phrases and before the punchline", () => {
    const words = timed("'Chasing sunsets.' Buddy, with this lighting, the sunset is chasing you right out of the frame.");
    expect(groups(words, 20)).toEqual(["'Chasing sunsets.'", "Buddy, with this lighting,", "the sunset", "is chasing you", "right out", "of the frame."]);
    // Pairs and trios, and no lone word where two can go together.
    expect(groups(timed("one two three four five six seven"), 40)).toEqual(["one two three", "four five", "six seven"]);
  });

  it("never ends a group on a word that leans on the next ('need a', 'out of the') nor leaves one alone, when the words allow", () => {
    const grouped = groups(timed("You really need a hobby that is not your own reflection in a spoon"), 20);
    expect(grouped).toEqual(["You really need", "a hobby", "that is not", "your own reflection", "in a spoon"]);
    for (const group of grouped.slice(0, -1)) expect(group).not.toMatch(/\b(?:a|the|of|to|in|your|is)$/);
  });

  it("breaks before a word that starts a phrase rather than inside one (and '4am' is no 'am' leaning on the next)", () => {
    expect(groups(timed("Nobody awake at 4am has ever been the voice of reason."), 20)).toEqual([
      "Nobody awake",
      "at 4am",
      "has ever",
      "been the voice",
      "of reason.",
    ]);
  });

  it("keeps groups short enough for two caption lines", () => {
    for (const group of chunkWords(timed("Serial entrepreneur, visionary thought leader, disruptor of absolutely everything"), 16)) {
      expect(group.length).toBeLessThanOrEqual(3);
      const chars = group.map((w) => w.text).join(" ").length;
      // A pair may run a little over, onto a second line, rather than leave a word alone.
      expect(chars <= 16 || group.length === 1 || (group.length === 2 && chars <= 16 * 1.3)).toBe(true);
    }
  });

  it("keeps someone's quoted words apart from the words around them, and never ends a group on 'every'", () => {
    const grouped = groups(timed("Aisha said 'see you at the start line' and every other line has to live with that."), 16);
    for (const group of grouped) {
      expect(group).not.toMatch(/said 'see|line' and/);
      expect(group).not.toMatch(/\bevery$/);
    }
    expect(grouped.join(" ")).toBe("Aisha said 'see you at the start line' and every other line has to live with that.");
    // A quote's first word stays with the quote even after a colon, and a bracket is a phrase of its own.
    const update = groups(timed("Then, further down: 'UPDATE: it is for a different phone'."), 16);
    expect(update).not.toContain("further down: 'UPDATE:");
    expect(groups(timed("Fridge etiquette (kitchen 3rd floor) again"), 20)).toContain("(kitchen 3rd floor)");
  });

  it("never leaves a sentence's stranded last word alone ('nobody asked | for.')", () => {
    const punchOnLast = (text: string) =>
      text.split(" ").map((t, i, all) => ({ text: t, startMs: i * 300, endMs: i * 300 + 260, emphasis: i === all.length - 1 || undefined }));
    const grouped = chunkWords(punchOnLast("as a favour nobody asked for."), 16).map((g) => g.map((w) => w.text).join(" "));
    expect(grouped.at(-1)).not.toBe("for.");
  });

  it("keeps a long last word with the one before it, on two lines, rather than alone", () => {
    const grouped = groups(timed("Nobody likes the worrying part."), 13);
    expect(grouped.at(-1)).not.toBe("part.");
    expect(grouped.at(-1)?.split(" ").length).toBeGreaterThan(1);
  });
});

describe("fitGroupFontSize", () => {
  it("keeps the layout's size unless a single word would not fit the safe width", () => {
    expect(fitGroupFontSize(timed("Bold move"), 119, 864)).toBe(119);
    const long = fitGroupFontSize(timed("Incomprehensibilities"), 119, 864);
    expect(long).toBeLessThan(119);
    expect(21 * 1.45 * 0.68 * long).toBeLessThanOrEqual(864);
  });
});

describe("chunkWords, groups that mean something alone", () => {
  const spoken = (text: string, punch: string[]) =>
    text.split(" ").map((t, i) => ({ text: t, startMs: i * 300, endMs: i * 300 + 260, emphasis: punch.includes(t) || undefined }));
  it("keeps a one-word punch with the words before it, and lands a longer punch on its own", () => {
    expect(groups(spoken("Reason clocked off hours ago.", ["ago."]), 18)).toEqual(["Reason clocked off", "hours ago."]);
    expect(groups(spoken("Somebody still pressed the button anyway today.", ["anyway", "today."]), 18)).toEqual([
      "Somebody still",
      "pressed the button",
      "anyway today.",
    ]);
  });

  it("keeps a one-word phrase after a comma with the phrase before it, and a punch with a lone word before it", () => {
    expect(groups(spoken("And the part-time position is paid in what, exactly?", ["exactly?"]), 18)).toEqual([
      "And the part-time position",
      "is paid",
      "in what, exactly?",
    ]);
    expect(groups(spoken("Bold choice. Green thumb, brown leaves. Winner: Maya.", ["choice.", "leaves.", "Maya."]), 18)).toEqual([
      "Bold choice.",
      "Green thumb,",
      "brown leaves.",
      "Winner: Maya.",
    ]);
  });
});
