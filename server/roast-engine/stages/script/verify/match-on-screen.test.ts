import { describe, expect, it } from "vitest";
import type { ScreenLine } from "../../../types";
import { matchOnScreen } from "./match-on-screen";
import { buildScreenRuns } from "./screen-runs";

const line = (text: string, y: number, x = 40, extra: Partial<ScreenLine> = {}): ScreenLine => ({
  text,
  box: { x, y, w: 500, h: 30 },
  role: "bio",
  owner: "self",
  confidence: 0.9,
  ...extra,
});
const found = (fragment: string, lines: ScreenLine[]) => matchOnScreen(fragment, buildScreenRuns(lines)).map((m) => m.text);

describe("matchOnScreen: typography is not words", () => {
  it.each([
    ["y’all", "Brunch with y'all"],
    ["Didn’t sleep", "Didn't sleep, again"],
    ["4–6 hours", "Sleeps 4-6 hours"],
    ["“Self-made”", "Self-made entrepreneur"],
    ["time flew", "TIME FLEW"],
    ["Gym at 5am so you don’t have to 💪", "Gym at 5am so you don't have to"],
    ["Zoë Laurent", "Zoe Laurent"],
    ["Chasing sunsets", "Chasing   sunsets."],
    ["12,400 followers", "12,400 followers"],
  ])("finds %s in %s", (fragment, shown) => {
    expect(found(fragment, [line(shown, 100)])).toHaveLength(1);
  });
});

describe("matchOnScreen: what OCR gets wrong", () => {
  it.each([
    ["Ex-intern", "Ex-intem"],
    ["I love spreadsheets", "l love spreadsheets"],
    ["Sourdough evangelist", "Sourdough evange1ist"],
    ["Chasing sunsets", "Chasingsunsets"],
    ["Professional napper", "Profesional napper"],
    ["Sourdough evangelist and part-time plant murderer", "Sourdough evangelist B and part-time plant rnurderer"],
  ])("finds %s where OCR read %s", (fragment, read) => {
    expect(found(fragment, [line(read, 100)])).toHaveLength(1);
  });

  it("gives the words as OCR read them, for the camera to find in the lines", () => {
    expect(found("Ex-intern at Google", [line("Ex-intem at Google", 100)])).toEqual(["Ex-intem at Google"]);
  });

  it("allows more misreadings in a long fragment than in a short one", () => {
    expect(found("Brunch", [line("Bruhch", 100)])).toHaveLength(1);
    expect(found("Brunch", [line("Bnuhch", 100)])).toEqual([]);
    expect(found("Professional overthinker and part-time philosopher", [line("Profesional overthlnker and part-tirne philosopber", 100)])).toHaveLength(1);
  });

  it("finds a quote that wraps onto the next line, boxed over both", () => {
    const lines = [line("Sourdough evangelist and part-time", 100), line("plant murderer", 134), line("Paris", 400)];
    const [match] = matchOnScreen("part-time plant murderer", buildScreenRuns(lines));
    expect(match.text).toBe("part-time plant murderer");
    expect(match.box).toEqual({ x: 40, y: 100, w: 500, h: 64 });
  });

  it("does not join lines side by side in two columns", () => {
    const lines = [line("Coffee first", 100, 40), line("then everything", 100, 700)];
    expect(found("Coffee first then everything", lines)).toEqual([]);
  });
});

describe("matchOnScreen: what is not on the screen", () => {
  it.each([
    ["full-time plant murderer", "part-time plant murderer"],
    ["Professional overthinker", "Professional napper"],
    ["Coffee lover", "Coffee addict"],
    ["I hate spreadsheets", "I love spreadsheets"],
    ["Marathon finisher", "Half marathon in 2:14"],
  ])("refuses %s when the screen says %s", (fragment, shown) => {
    expect(found(fragment, [line(shown, 100)])).toEqual([]);
  });

  it("refuses words of two places glued into one quote", () => {
    expect(found("Coffee addict Paris", [line("Coffee addict", 100), line("Lives in Paris", 400)])).toEqual([]);
  });
});

describe("matchOnScreen: short words quoted for emphasis", () => {
  it("finds a short word only as a whole word on screen", () => {
    expect(found("mid", [line("honestly mid", 100)])).toEqual(["mid"]);
    expect(found("mid", [line("midnight snacks", 100)])).toEqual([]);
    expect(found("TIME", [line("TIME FLEW", 100)])).toEqual(["TIME"]);
    expect(found("FLEW", [line("TIME FLEW", 100)])).toEqual(["FLEW"]);
  });

  it("takes a look-alike glyph in a short word, never another letter", () => {
    expect(found("TIME", [line("TlME FLEW", 100)])).toEqual(["TlME"]);
    expect(found("FLEW", [line("FLEX", 100)])).toEqual([]);
    expect(found("love", [line("live laugh", 100)])).toEqual([]);
  });
});

describe("matchOnScreen: other people's words are on the screen too", () => {
  it("finds a reply whatever role the reader gave it", () => {
    const lines = [
      line("Finally made pasta from scratch", 100, 40, { role: "caption" }),
      line("is that why the smoke alarm went off", 300, 40, { role: "comment", owner: "other" }),
    ];
    const [match] = matchOnScreen("is that why the smoke alarm went off", buildScreenRuns(lines));
    expect(match.lines[0].owner).toBe("other");
  });
});
