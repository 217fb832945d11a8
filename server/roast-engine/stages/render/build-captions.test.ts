import { describe, expect, it } from "vitest";
import { composeLayout } from "../plan/compose-layout";
import { planCaptions } from "../plan/plan-captions";
import type { DirectedShot } from "../plan/shot-types";
import type { TimedWord } from "../../types";
import { buildCaptionLayer } from "./build-captions";

const timed = (text: string): TimedWord[] =>
  text.split(" ").map((t, i, all) => ({ text: t, startMs: i * 300, endMs: i * 300 + 260, emphasis: i === all.length - 1 || undefined }));
const layout = composeLayout("portrait", 1080, 1920, { width: 1000, height: 1400 });
const still: DirectedShot[] = [{ startMs: 0, endMs: 5000, focus: { x: 0, y: -200, w: 1000, h: 1778 }, kind: "whole", label: "whole", moveMs: 0 }];
const layer = (words: TimedWord[], options: { offsetMs?: number; endMs?: number; text?: { x: number; y: number; w: number; h: number }[] } = {}) =>
  buildCaptionLayer(
    planCaptions({ words, offsetMs: options.offsetMs ?? 0, endMs: options.endMs ?? 5000, layout, shots: still, textBoxes: options.text ?? [] }),
    layout,
  );

describe("buildCaptionLayer", () => {
  const words = timed("Three titles. Bold strategy, plumbing diagram.");
  const { styles, events: raw } = layer(words, { offsetMs: 250 });
  // A group holding a long word is set a little smaller (\fs); that is tested on its own below.
  const events = raw.map((e) => e.replace(/\\fs\d+/g, ""));

  it("is bold and large: at least 6% of the portrait frame's height", () => {
    const caption = styles.find((s) => s.name === "Caption")!;
    expect(caption.bold).not.toBe(false);
    expect(caption.fontSize / 1920).toBeGreaterThanOrEqual(0.06);
  });

  it("pops each word for three frames, then settles it, timed with the voice plus the lead-in", () => {
    expect(events).toHaveLength(2 * words.length);
    expect(events[0]).toMatch(/^Dialogue: 3,0:00:00\.25,0:00:00\.35,Caption/);
    expect(events[1]).toMatch(/^Dialogue: 3,0:00:00\.35,0:00:00\.55,Caption/);
    expect(events.at(-1)).toMatch(/^Dialogue: 3,0:00:01\.85,0:00:05\.00,/);
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

  it("drops quote marks and sets the quoted words in the brand colour instead", () => {
    const quoted = layer(timed("Your bio: 'Aspiring influencer'. Bold."), { offsetMs: 0 }).events;
    expect(quoted.join("\n")).not.toMatch(/'Aspiring|influencer'/);
    expect(quoted).toContainEqual(expect.stringContaining("{\\c&H365AFF&\\fscx100\\fscy100}Aspiring{\\r}"));
    expect(quoted).toContainEqual(expect.stringContaining("{\\c&H3FD2FF&\\fscx100\\fscy100}bio:{\\r}"));
  });

  it("puts a group with no clear place on a solid rounded plate for its whole time", () => {
    const text = Array.from({ length: 30 }, (_, i) => ({ x: 0, y: -200 + i * 60, w: 1000, h: 40 }));
    const plated = layer(timed("Bold move"), { text }).events;
    const plate = plated.find((e) => e.includes(",Plate,"))!;
    expect(plate).toMatch(/^Dialogue: 2,0:00:00\.00,0:00:00\.30,Plate/);
    expect(plate).toContain("\\p1}m ");
    expect(plate).toMatch(/ b /);
  });

  it("shrinks a group whose long word would overflow, and keeps that size after each word's reset", () => {
    const long = layer(timed("Incomprehensibilities everywhere")).events;
    const size = /\\fs(\d+)/.exec(long[0])?.[1];
    expect(Number(size)).toBeLessThan(layout.captions.fontSize);
    expect(long[0]).toContain(`{\\r\\fs${size}}`);
  });

  it("never runs a caption into the end card", () => {
    const late = layer(words, { offsetMs: 250, endMs: 1500 }).events;
    expect(late.map((d) => d.split(",")[2]).every((end) => end <= "0:00:01.50")).toBe(true);
    expect(late.at(-1)).toMatch(/^Dialogue: 3,0:00:01\.45,0:00:01\.50,/);
  });
});
