import { describe, expect, it } from "vitest";
import { mergeOcrPages, needsLargerReading, needsLightTextReading, sureLetters } from "./merge-ocr-pages";
import type { OcrLine, OcrPage } from "./ocr-engine";
import type { ScreenReading } from "./read-screen";

function line(text: string, y: number, confidence = 0.9, paragraph = 1): OcrLine {
  const box = { x: 40, y, w: text.length * 15, h: 30 };
  return { text, box, confidence, paragraph, words: [{ text, box, confidence }] };
}
const page = (...lines: OcrLine[]): OcrPage => ({ text: lines.map((l) => l.text).join("\n"), lines });

describe("mergeOcrPages", () => {
  it("adds what only the second reading found, in reading order, with its own paragraphs", () => {
    const merged = mergeOcrPages(page(line("top line", 100), line("bottom line", 900)), page(line("caption over the photo", 500, 0.85, 1)));
    expect(merged.lines.map((l) => l.text)).toEqual(["top line", "caption over the photo", "bottom line"]);
    expect(merged.text).toBe("top line\ncaption over the photo\nbottom line");
    expect(merged.lines[1].paragraph).toBe(2);
  });

  it("keeps the surer reading of a line read twice, and the first when they are close", () => {
    const first = page(line("nould I text him back?", 300, 0.55), line("ABSOLUTELY NOT", 600, 0.9));
    const second = page(line("Should I text him back?", 302, 0.9), line("ABSOLUTELY N0T", 601, 0.92));
    expect(mergeOcrPages(first, second).lines.map((l) => l.text)).toEqual(["Should I text him back?", "ABSOLUTELY NOT"]);
  });

  it("drops unsure readings and lines without words: photo texture thresholded reads as noise", () => {
    const merged = mergeOcrPages(page(line("hello there", 100)), page(line("ll1 ;e", 500, 0.4), line("| 1 |", 700, 0.9)));
    expect(merged.lines.map((l) => l.text)).toEqual(["hello there"]);
  });
});

/** A screenshot's reading, as the first reading left it. */
const screen = (over: Partial<ScreenReading>) => ({ isScreenshot: true, kind: "profile", ...over }) as ScreenReading;
/** A profile read well: its bio and a button. */
const wordy = page(
  line("Sourdough evangelist and part-time plant murderer", 100),
  line("If I'm not baking I'm talking about baking", 150),
  line("Edit profile", 200),
);

describe("needsLightTextReading", () => {
  const sparse = page(line("Ask me anything about", 100), line("bulking", 150), line("a lot of words read without any confidence at all", 200, 0.3));
  const light = { flatRuns: 0.8, brightness: 0.9 };
  const dark = { flatRuns: 0.8, brightness: 0.2 };

  it("reads again photo-like images, images where little was read with confidence, and chats", () => {
    expect(needsLightTextReading({ first: wordy, screen: screen({ isScreenshot: false }), visual: light })).toBe(true);
    expect(needsLightTextReading({ first: wordy, screen: screen({}), visual: { flatRuns: 0.1, brightness: 0.9 } })).toBe(true);
    expect(needsLightTextReading({ first: sparse, screen: screen({}), visual: light })).toBe(true);
    expect(needsLightTextReading({ first: wordy, screen: screen({ kind: "chat" }), visual: dark })).toBe(true);
    // iMessage in light mode: the person's own words are white in blue bubbles.
    expect(needsLightTextReading({ first: wordy, screen: screen({ kind: "chat" }), visual: light })).toBe(true);
  });

  it("leaves a well-read screenshot, dark or light, to the first reading", () => {
    expect(needsLightTextReading({ first: wordy, screen: screen({}), visual: dark })).toBe(false);
    expect(needsLightTextReading({ first: wordy, screen: screen({}), visual: light })).toBe(false);
  });
});

describe("needsLargerReading", () => {
  // A desktop profile shrunk and recompressed: three labels read out of a whole page.
  const little = page(line("Profile language", 100, 0.54), line("People also viewed", 150, 0.73), line("Brad Kessler", 200, 0.96));
  const screenLike = { flatRuns: 0.8 };

  it("reads a screen again, larger, where the first reading found little with confidence", () => {
    expect(sureLetters(little)).toBeLessThan(sureLetters(wordy));
    expect(needsLargerReading({ first: little, screen: screen({}), visual: screenLike })).toBe(true);
  });

  it("leaves a well-read screen and a photo (its texture is no small text) to the first reading", () => {
    expect(needsLargerReading({ first: wordy, screen: screen({}), visual: screenLike })).toBe(false);
    expect(needsLargerReading({ first: little, screen: screen({ isScreenshot: false }), visual: screenLike })).toBe(false);
    expect(needsLargerReading({ first: little, screen: screen({}), visual: { flatRuns: 0.05 } })).toBe(false);
  });
});
