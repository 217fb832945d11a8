import { describe, expect, it } from "vitest";
import { overlapArea } from "./geometry";
import { planShots } from "./plan-shots";
import { composeLayout } from "./compose-layout";
import { findFocusInFrame, markInFrame } from "./find-focus";

const image = { width: 946, height: 2048 };
const words = Array.from({ length: 14 }, (_, i) => ({ text: `w${i}`, startMs: i * 360, endMs: i * 360 + 300, emphasis: i === 13 || undefined }));
// Low in the screenshot, said first: the opening view shows it while the voice quotes it.
const quote = { kind: "quote" as const, text: "Visionary", box: { x: 120, y: 1500, w: 420, h: 44 }, wordStart: 0, wordEnd: 3, lineHeight: 44 };

function plan(orientation: "portrait" | "landscape") {
  const layout = orientation === "portrait" ? composeLayout("portrait", 1080, 1920, { ...image, photo: true }) : composeLayout("landscape", 1920, 1080, image);
  const shots = planShots({ image, frame: layout, viewport: layout.viewport, targets: [quote], words, voiceOffsetMs: 0, endMs: 5700, anchorY: layout.anchorY });
  return { layout, shots };
}

describe("findFocusInFrame", () => {
  it("finds the quoted line in the opening view while it is said, before the camera moves in", () => {
    const { layout, shots } = plan("portrait");
    const focus = findFocusInFrame(shots, layout, 0, 300)!;
    const scale = layout.viewport.width / shots[0].focus.w;
    expect(focus.y).toBeCloseTo((quote.box.y - shots[0].focus.y) * scale, 0);
    expect(focus.h).toBeGreaterThan(quote.box.h * scale);
    expect(focus.w).toBeCloseTo(quote.box.w * scale, 0);
  });

  it("holds on the marked region, underline included, once the camera has arrived", () => {
    const { layout, shots } = plan("portrait");
    const mark = shots[1].mark!;
    const inFrame = markInFrame(shots, mark, layout);
    const focus = findFocusInFrame(shots, layout, mark.fromMs, mark.toMs)!;
    expect(focus.x).toBeCloseTo(Math.max(0, inFrame.x), 0);
    expect(focus.y).toBeCloseTo(inFrame.y, 0);
    expect(focus.h).toBeGreaterThan(inFrame.h * 1.3);
    expect(focus.h).toBeLessThan(inFrame.h * 1.4);
  });

  it("covers the whole path of a camera move", () => {
    const { layout, shots } = plan("portrait");
    const move = shots[1];
    const during = findFocusInFrame(shots, layout, move.startMs, move.startMs + move.moveMs)!;
    const before = findFocusInFrame(shots, layout, move.startMs - 10, move.startMs)!;
    const after = findFocusInFrame(shots, layout, move.startMs + move.moveMs, move.startMs + move.moveMs + 10)!;
    expect(overlapArea(during, before)).toBeCloseTo(before.w * before.h, -1);
    expect(overlapArea(during, after)).toBeCloseTo(after.w * after.h, -1);
  });

  it("is nothing before the quote is said, nor on the end card, and stays inside the landscape camera window", () => {
    const late = { ...quote, wordStart: 5, wordEnd: 7 };
    const layout = composeLayout("portrait", 1080, 1920, { ...image, photo: true });
    const shots = planShots({
      image,
      frame: layout,
      viewport: layout.viewport,
      targets: [late],
      words,
      voiceOffsetMs: 0,
      endMs: 5700,
      anchorY: layout.anchorY,
    });
    expect(findFocusInFrame(shots, layout, 0, 5 * 360 - 10)).toBeUndefined();
    expect(findFocusInFrame(shots, layout, 5700, 7000)).toBeUndefined();
    const wide = plan("landscape");
    const v = wide.layout.viewport;
    const focus = findFocusInFrame(wide.shots, wide.layout, 0, 5700)!;
    expect(focus.x + focus.w).toBeLessThanOrEqual(v.x + v.width);
  });
});
