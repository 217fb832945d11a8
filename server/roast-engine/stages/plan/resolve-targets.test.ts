import { describe, expect, it } from "vitest";
import { NO_PHOTO_FACTS, type ScreenLine } from "../../types";
import { resolveTargets } from "./resolve-targets";
import { makeTestScript } from "../script/test-support/make-test-script";

const line = (text: string, y: number, owner: ScreenLine["owner"] = "self"): ScreenLine => ({
  text,
  box: { x: 40, y, w: 600, h: 40 },
  role: "bio",
  owner,
  confidence: 0.9,
});
const visual = { width: 700, height: 1400 };
const lines = [line("Home My Network Jobs", 10, "ui"), line("Thought leader | Visionary", 500), line("Disrupting the disruptors", 560)];

describe("resolveTargets", () => {
  it("keeps the script's own targets, with the height of one line of their text", () => {
    const script = {
      ...makeTestScript("Thought leader? Bold."),
      targets: [{ kind: "quote" as const, text: "Thought leader", box: { x: 40, y: 500, w: 600, h: 100 }, wordStart: 0, wordEnd: 2 }],
    };
    const { targets } = resolveTargets(script, { lines, quotes: [], photo: NO_PHOTO_FACTS, visual });
    // Boxed over two lines, the words are on the first: the box is their part of it.
    const box = { x: 40, y: 500, w: ("Thought leader".length * 600) / "Thought leader | Visionary".length, h: 40 };
    expect(targets).toEqual([{ ...script.targets[0], box, lineHeight: 40 }]);
  });

  it("boxes every fragment the roast quotes on screen, the other side's question an answer follows included, for the mark to keep off", () => {
    const chat = [line("did it say anything", 300, "other"), line("It said 'calibrating'. For two years.", 380)];
    const script = {
      ...makeTestScript("You were asked 'did it say anything', and answered 'It said calibrating'."),
      quoted: ["did it say anything", "It said 'calibrating'. For two years."],
      targets: [{ kind: "quote" as const, text: "It said 'calibrating'. For two years.", box: chat[1].box, wordStart: 9, wordEnd: 13 }],
    };
    const { quoted, targets } = resolveTargets(script, { lines: chat, quotes: [], photo: NO_PHOTO_FACTS, visual });
    expect(targets.map((t) => t.text)).toEqual(["It said 'calibrating'. For two years."]);
    expect(quoted).toContainEqual(chat[0].box);
  });

  it("narrows a count to where it sits in its line with what it counts, so the camera shows '2,940 followers'", () => {
    const counted = [...lines, line("500+ connections · 2,940 followers", 620)];
    const script = {
      ...makeTestScript("Plus 2,940 followers."),
      targets: [{ kind: "count" as const, text: "2,940", box: counted[3].box, wordStart: 1, wordEnd: 2 }],
    };
    const [target] = resolveTargets(script, { lines: counted, quotes: [], photo: NO_PHOTO_FACTS, visual }).targets;
    const perChar = counted[3].box.w / "500+ connections · 2,940 followers".length;
    expect(target.box.x).toBeCloseTo(counted[3].box.x + 19 * perChar, 6);
    expect(target.box.w).toBeCloseTo("2,940 followers".length * perChar, 6);
    expect(target.lineHeight).toBe(40);
  });

  it("drops a target that boxes most of the upload: it is no region to move to", () => {
    const script = {
      ...makeTestScript("Thought leader? Bold."),
      targets: [{ kind: "quote" as const, text: "Thought leader", box: { x: 0, y: 0, w: 700, h: 1400 }, wordStart: 0, wordEnd: 2 }],
    };
    expect(resolveTargets(script, { lines, quotes: [], photo: NO_PHOTO_FACTS, visual }).targets).toEqual([]);
  });

  it("finds quoted words on screen and in the spoken words when the script has no targets", () => {
    const script = { ...makeTestScript("“Disrupting the disruptors”? You disrupted my scroll."), quoted: ["Disrupting the disruptors"] };
    const { targets } = resolveTargets(script, { lines, quotes: [], photo: NO_PHOTO_FACTS, visual });
    expect(targets).toEqual([{ kind: "quote", text: "Disrupting the disruptors", box: lines[2].box, wordStart: 0, wordEnd: 3, lineHeight: 40 }]);
  });

  it("never points at the app's own words, nor at words the voice does not say", () => {
    const ui = { ...makeTestScript("My Network is small."), quoted: ["My Network"] };
    expect(resolveTargets(ui, { lines, quotes: [], photo: NO_PHOTO_FACTS, visual }).targets).toEqual([]);
    const unsaid = { ...makeTestScript("Bold move."), quoted: ["Visionary"] };
    expect(resolveTargets(unsaid, { lines, quotes: [], photo: NO_PHOTO_FACTS, visual }).targets).toEqual([]);
  });

  it("hints the push-in at the biggest face, else the biggest object", () => {
    const script = makeTestScript("Nice photo.");
    const faces = [
      { box: { x: 0, y: 0, w: 10, h: 10 }, score: 0.9 },
      { box: { x: 50, y: 50, w: 90, h: 90 }, score: 0.8 },
    ];
    expect(resolveTargets(script, { lines: [], quotes: [], visual, photo: { ...NO_PHOTO_FACTS, faces } }).focusHint).toEqual(faces[1].box);
    const objects = [{ label: "dog", box: { x: 5, y: 5, w: 40, h: 30 }, score: 0.7 }];
    expect(resolveTargets(script, { lines: [], quotes: [], visual, photo: { ...NO_PHOTO_FACTS, objects } }).focusHint).toEqual(objects[0].box);
    expect(resolveTargets(script, { lines: [], quotes: [], visual, photo: NO_PHOTO_FACTS }).focusHint).toBeUndefined();
  });

  it("keeps a quote wrapped over two lines as its part of each line, the handle before it outside the box", () => {
    const wrapped = [line("tomas.eats Made pizza, the kitchen will", 700), { ...line("never recover", 740), box: { x: 40, y: 740, w: 180, h: 40 } }];
    const fragment = "Made pizza, the kitchen will never recover";
    const script = {
      ...makeTestScript(`'${fragment}'. Brave.`),
      targets: [{ kind: "quote" as const, text: fragment, box: { x: 40, y: 700, w: 600, h: 80 }, wordStart: 0, wordEnd: 7 }],
    };
    const [target] = resolveTargets(script, { lines: [...lines, ...wrapped], quotes: [], photo: NO_PHOTO_FACTS, visual }).targets;
    const handleEnd = 40 + "tomas.eats ".length * (600 / wrapped[0].text.length);
    expect(target.lines).toHaveLength(2);
    expect(target.lines?.[0].box.x).toBeCloseTo(handleEnd, 6);
    expect(target.lines?.[1]).toEqual({ box: wrapped[1].box, words: 2 });
    expect(target.box).toEqual({ x: 40, y: 700, w: 600, h: 80 });
    expect(target.lineHeight).toBe(40);
  });

  it("narrows a fragment on one line of a quote boxed over several to its part of that line", () => {
    const post = [line("holding 14 frozen pizzas. I said they were", 700), line("for a party. There is no party.", 740)];
    const script = {
      ...makeTestScript("'There is no party'. Sure."),
      targets: [{ kind: "quote" as const, text: "There is no party", box: { x: 40, y: 700, w: 600, h: 80 }, wordStart: 0, wordEnd: 4 }],
    };
    const [target] = resolveTargets(script, { lines: [...lines, ...post], quotes: [], photo: NO_PHOTO_FACTS, visual }).targets;
    const perChar = 600 / post[1].text.length;
    expect(target.lines).toBeUndefined();
    expect(target.box.y).toBe(740);
    expect(target.box.h).toBe(40);
    expect(target.box.x).toBeCloseTo(40 + "for a party. ".length * perChar, 6);
  });
});
