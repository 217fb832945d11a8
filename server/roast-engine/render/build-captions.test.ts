import { describe, expect, it } from "vitest";
import type { TimedWord } from "../types";
import { buildCaptionsAss, chunkWords } from "./build-captions";
import { composeLayout } from "./compose-layout";

const timed = (text: string): TimedWord[] =>
  text.split(" ").map((t, i, all) => ({ text: t, startMs: i * 300, endMs: i * 300 + 260, emphasis: i === all.length - 1 || undefined }));
const layout = composeLayout("portrait", 1080, 1920, { width: 1000, height: 1400 });
const dialogues = (ass: string) => ass.split("\n").filter((l) => l.startsWith("Dialogue:"));

describe("chunkWords", () => {
  it("breaks after sentences and phrases, at the length limit, and before the punchline", () => {
    const words = timed("'Chasing sunsets.' Buddy, with this lighting, the sunset is chasing you right out of the frame.");
    expect(chunkWords(words, 20).map((c) => c.map((w) => w.text).join(" "))).toEqual([
      "'Chasing sunsets.'",
      "Buddy,",
      "with this lighting,",
      "the sunset is",
      "chasing you right",
      "out of the",
      "frame.",
    ]);
  });
});

describe("buildCaptionsAss", () => {
  const words = timed("Three titles. Bold strategy, plumbing diagram.");
  const ass = buildCaptionsAss({ words, offsetMs: 250, endMs: 5000, layout });
  const events = dialogues(ass);

  it("pops each word for three frames, then settles it, timed with the voice plus the lead-in", () => {
    expect(events).toHaveLength(2 * words.length);
    expect(events[0]).toMatch(/^Dialogue: 1,0:00:00\.25,0:00:00\.35,Caption/);
    expect(events[1]).toMatch(/^Dialogue: 1,0:00:00\.35,0:00:00\.55,Caption/);
    expect(events.at(-1)).toMatch(/^Dialogue: 1,0:00:01\.85,0:00:05\.00,/);
  });

  it("shows spoken words, highlights the current one and keeps later ones invisible in place", () => {
    expect(events[2]).toContain("{\\an5\\pos(540,1536)}Three {\\c&H3FD2FF&\\fscx122\\fscy122}titles.{\\r}");
    expect(events[3]).toContain("{\\an5\\pos(540,1536)}Three {\\c&H3FD2FF&\\fscx100\\fscy100}titles.{\\r}");
    expect(events[4]).toContain("{\\alpha&HFF&}strategy,{\\r}");
    expect(events[6]).toMatch(/\}Bold \{\\c&H3FD2FF&.*\}strategy,\{/);
  });

  it("emphasises the punchline word in red, bigger, and it stays bigger", () => {
    expect(events.at(-2)).toContain("{\\c&H365AFF&\\fscx145\\fscy145}diagram.{\\r}");
    expect(events.at(-1)).toContain("{\\c&H365AFF&\\fscx118\\fscy118}diagram.{\\r}");
  });

  it("keeps a hidden punchline word at its emphasised size so the line does not shift", () => {
    const two = timed("Bold strategy, plumbing diagram.").map((w, i) => ({ ...w, emphasis: i >= 2 || undefined }));
    const lines = dialogues(buildCaptionsAss({ words: two, offsetMs: 0, endMs: 5000, layout }));
    expect(lines[4]).toContain("{\\alpha&HFF&\\fscx118\\fscy118}diagram.{\\r}");
  });

  it("never runs a caption into the end card", () => {
    const late = dialogues(buildCaptionsAss({ words, offsetMs: 250, endMs: 1500, layout }));
    expect(late.map((d) => d.split(",")[2]).every((end) => end <= "0:00:01.50")).toBe(true);
    expect(late.at(-1)).toMatch(/^Dialogue: 1,0:00:01\.45,0:00:01\.50,/);
  });
});
