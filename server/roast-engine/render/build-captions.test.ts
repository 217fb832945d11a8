import { describe, expect, it } from "vitest";
import type { TimedWord } from "../types";
import { buildCaptionLayer, chunkWords, fitGroupFontSize } from "./build-captions";
import { composeLayout } from "./compose-layout";

const timed = (text: string): TimedWord[] =>
  text.split(" ").map((t, i, all) => ({ text: t, startMs: i * 300, endMs: i * 300 + 260, emphasis: i === all.length - 1 || undefined }));
const layout = composeLayout("portrait", 1080, 1920, { width: 1000, height: 1400 });
const groups = (words: TimedWord[], maxChars = 16) => chunkWords(words, maxChars).map((c) => c.map((w) => w.text).join(" "));

describe("chunkWords", () => {
  it("makes groups of at most three words, breaking after sentences and phrases and before the punchline", () => {
    const words = timed("'Chasing sunsets.' Buddy, with this lighting, the sunset is chasing you right out of the frame.");
    expect(groups(words, 20)).toEqual(["'Chasing sunsets.'", "Buddy,", "with this lighting,", "the sunset is", "chasing you right", "out of the", "frame."]);
    expect(groups(timed("one two three four five six seven"), 40)).toEqual(["one two three", "four five six", "seven"]);
  });

  it("keeps groups short enough for two caption lines", () => {
    for (const group of chunkWords(timed("Serial entrepreneur, visionary thought leader, disruptor of absolutely everything"), 16)) {
      expect(group.length).toBeLessThanOrEqual(3);
      expect(group.map((w) => w.text).join(" ").length <= 16 || group.length === 1).toBe(true);
    }
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

describe("buildCaptionLayer", () => {
  const words = timed("Three titles. Bold strategy, plumbing diagram.");
  const { style, events: raw } = buildCaptionLayer({ words, offsetMs: 250, endMs: 5000, layout });
  // A group holding a long word is set a little smaller (\fs); that is tested on its own below.
  const events = raw.map((e) => e.replace(/\\fs\d+/g, ""));

  it("is bold and large: at least 6% of the portrait frame's height", () => {
    expect(style.bold).not.toBe(false);
    expect(style.fontSize / 1920).toBeGreaterThanOrEqual(0.06);
  });

  it("pops each word for three frames, then settles it, timed with the voice plus the lead-in", () => {
    expect(events).toHaveLength(2 * words.length);
    expect(events[0]).toMatch(/^Dialogue: 2,0:00:00\.25,0:00:00\.35,Caption/);
    expect(events[1]).toMatch(/^Dialogue: 2,0:00:00\.35,0:00:00\.55,Caption/);
    expect(events.at(-1)).toMatch(/^Dialogue: 2,0:00:01\.85,0:00:05\.00,/);
  });

  it("colours the current word, shows spoken ones and keeps later ones invisible in place", () => {
    const at = `{\\an5\\pos(${layout.captions.x},${layout.captions.y})}`;
    expect(events[2]).toContain(`${at}Three {\\c&H3FD2FF&\\fscx122\\fscy122}titles.{\\r}`);
    expect(events[3]).toContain(`${at}Three {\\c&H3FD2FF&\\fscx100\\fscy100}titles.{\\r}`);
    expect(events[4]).toContain("{\\alpha&HFF&}strategy,{\\r}");
    expect(events[6]).toMatch(/\}Bold \{\\c&H3FD2FF&.*\}strategy,\{/);
  });

  it("emphasises the punchline word in red, bigger, and it stays bigger", () => {
    expect(events.at(-2)).toContain("{\\c&H365AFF&\\fscx145\\fscy145}diagram.{\\r}");
    expect(events.at(-1)).toContain("{\\c&H365AFF&\\fscx118\\fscy118}diagram.{\\r}");
  });

  it("shrinks a group whose long word would overflow, and keeps that size after each word's reset", () => {
    const long = buildCaptionLayer({ words: timed("Incomprehensibilities everywhere"), offsetMs: 0, endMs: 5000, layout }).events;
    const size = /\\fs(\d+)/.exec(long[0])?.[1];
    expect(Number(size)).toBeLessThan(layout.captions.fontSize);
    expect(long[0]).toContain(`{\\r\\fs${size}}`);
  });

  it("never runs a caption into the end card", () => {
    const late = buildCaptionLayer({ words, offsetMs: 250, endMs: 1500, layout }).events;
    expect(late.map((d) => d.split(",")[2]).every((end) => end <= "0:00:01.50")).toBe(true);
    expect(late.at(-1)).toMatch(/^Dialogue: 2,0:00:01\.45,0:00:01\.50,/);
  });
});
