import { describe, expect, it } from "vitest";
import { type Analysis, type Box, NO_PHOTO_FACTS, type ScreenLine } from "../../../types";
import { makeTestAnalysis } from "../test-support/make-test-analysis";
import { writeOfflineScript } from "../write-offline-script";
import { findDetails } from "./find-details";

const at = (y: number): Box => ({ x: 60, y, w: 700, h: 40 });
const line = (text: string, role: ScreenLine["role"], owner: ScreenLine["owner"], y: number): ScreenLine => ({
  text,
  role,
  owner,
  box: at(y),
  confidence: 0.95,
});

/** A dating card with a game of lies among its prompts; `sunday: false` leaves the game the only answer. */
function card({ sunday = true } = {}): Analysis {
  const analysis = makeTestAnalysis({ platform: "dating", kind: "dating", lines: [] });
  analysis.lines = [
    line("Jannik, 29", "name", "self", 900),
    line("Two truths and a lie", "prompt", "ui", 1260),
    line("I've run a marathon. I speak four languages.", "answer", "self", 1310),
    line("Perfect Sunday", "prompt", "ui", 1650),
    line("Brunch, gym, brunch, and a nap in between.", "answer", "self", 1700),
  ];
  analysis.quotes = [
    { text: "I've run a marathon. I speak four languages.", role: "answer", box: at(1310) },
    { text: "Brunch, gym, brunch, and a nap in between.", role: "answer", box: at(1700) },
  ];
  if (!sunday) {
    analysis.lines = analysis.lines.slice(0, 3);
    analysis.quotes = analysis.quotes.slice(0, 1);
  }
  analysis.photo = NO_PHOTO_FACTS;
  return analysis;
}

describe("a game of lies", () => {
  it("marks the claims under a heading of the person's own that says one is false, and no line under another's words", () => {
    const analysis = makeTestAnalysis({ platform: "dating", kind: "dating", lines: [] });
    analysis.lines = [
      line("Eithne, 27", "name", "self", 300),
      line("One of these is false", "bio", "self", 900),
      line("I've met a Bake Off finalist. I can't swim. I've never", "bio", "self", 950),
      line("seen the sea.", "bio", "self", 1000),
      line("Coralie · 5:31AM", "ui", "ui", 1300),
      line("I have never once been late for a wake-up call.", "answer", "self", 1350),
    ];
    analysis.quotes = [
      { text: "I've met a Bake Off finalist. I can't swim. I've never seen the sea.", role: "bio", box: { ...at(950), h: 90 } },
      { text: "I have never once been late for a wake-up call.", role: "answer", box: at(1350) },
    ];
    analysis.photo = NO_PHOTO_FACTS;
    const details = findDetails(analysis).filter((d) => d.kind === "quote");
    expect(details.filter((d) => /sea|swim|Bake Off/.test(d.text)).every((d) => d.game)).toBe(true);
    expect(details.filter((d) => /sea|swim|Bake Off/.test(d.text)).length).toBeGreaterThan(0);
    expect(details.filter((d) => /wake-up/.test(d.text)).every((d) => !d.game)).toBe(true);
    // The person's surely true line comes first.
    expect(details.sort((a, b) => b.weight - a.weight)[0].text).toMatch(/wake-up/);
  });

  it("marks the answers under 'Two truths and a lie' as the game's, and an answer under the next prompt not", () => {
    const details = findDetails(card()).filter((d) => d.kind === "quote");
    const game = details.filter((d) => d.game).map((d) => d.text);
    expect(game.join(" ")).toMatch(/marathon|languages/);
    expect(game.join(" ")).not.toMatch(/Brunch/);
    expect(details.some((d) => !d.game && /Brunch/.test(d.text))).toBe(true);
  });

  it("never says an answer of the game as a fact of the person: only jokes about the game quote it", () => {
    let quoted = 0;
    for (let seed = 0; seed < 40; seed++) {
      const script = writeOfflineScript(card({ sunday: false }), `lie-${seed}`);
      if (!/marathon|languages/.test(script.text)) continue;
      quoted += 1;
      expect(script.lineIds[0]).toMatch(/^jdating\.(?:two-truths|lie-game-answer):/);
    }
    expect(quoted).toBeGreaterThan(0);
  });
});
