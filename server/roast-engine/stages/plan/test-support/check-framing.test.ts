import { describe, expect, it } from "vitest";
import { getTierOptions } from "../../render/tier-options";
import { planRender } from "../plan-render";
import { findFocusInFrame } from "../find-focus";
import type { PlanInput } from "../render-plan";
import type { TimedWord } from "../../../types";
import { checkFraming } from "./check-framing";

const image = { width: 946, height: 2048 };
const words: TimedWord[] = Array.from({ length: 16 }, (_, i) => ({ text: `w${i}`, startMs: i * 320, endMs: i * 320 + 290, emphasis: i >= 14 || undefined }));
const quote = { kind: "quote" as const, text: "w0 w1 w2", box: { x: 60, y: 560, w: 330, h: 44 }, wordStart: 0, wordEnd: 3, lineHeight: 44 };
const input: PlanInput = {
  orientation: "portrait",
  image,
  voice: { durationMs: words[15].endMs, words, style: "roastbot" },
  script: { mood: "smug" },
  options: getTierOptions("free"),
  direction: { targets: [quote] },
  seed: "frame-checks",
};

describe("checkFraming", () => {
  it("finds nothing wrong in a plan that keeps the rules", () => {
    const found = checkFraming(planRender(input), image, [quote.box]);
    expect(found.quoteShots).toBeGreaterThan(0);
    expect(found).toMatchObject({ quoteCut: [], pastSharp: [], captionsOverQuote: [], loneWords: [], openEnds: [], linesCutBeside: [] });
  });

  it("counts a quoted line out of view, a view past the sharp scale, a caption on the quote, a lone function word, a group ending mid-phrase and a line cut beside the quote", () => {
    const plan = planRender(input);
    const [, onQuote] = plan.shots;
    // The camera pushed in on a corner far from the quote: the line is out of view, and magnified past the sharp scale.
    const away = { ...onQuote, focus: { x: 700, y: 1800, w: 60, h: 107 } };
    const moved = { ...plan, shots: plan.shots.map((s) => (s === onQuote ? away : s)) };
    const off = checkFraming(moved, image, []);
    expect(off.quoteCut.length).toBeGreaterThan(0);
    expect(off.pastSharp.length).toBeGreaterThan(0);
    // A caption moved onto the quoted line, and one of a lone "the".
    const [first] = plan.captions;
    const over = findFocusInFrame(plan.shots, plan.layout, first.startMs, first.endMs)!;
    const captions = [
      { ...first, box: over },
      { ...first, text: "the", words: [{ ...first.words[0], text: "the" }] },
      { ...first, text: "counting the", words: [] },
      { ...first, text: "counting the.", words: [] },
      { ...first, text: "the end", words: [] },
    ];
    const covered = checkFraming({ ...plan, captions }, image, []);
    expect(covered.captionsOverQuote).toEqual([first.text]);
    expect(covered.loneWords).toEqual(["the"]);
    // A group that stops on a word leading into the next, mid-sentence; the roast's last group may end anywhere.
    expect(covered.openEnds).toEqual(["counting the"]);
    // A line beside the quote wider than the view on it.
    const wide = { x: 0, y: quote.box.y + 60, w: image.width, h: 44 };
    expect(checkFraming(plan, image, [wide]).linesCutBeside.length).toBeGreaterThan(0);
  });
});
