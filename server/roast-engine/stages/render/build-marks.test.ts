import { describe, expect, it } from "vitest";
import { cameraAt, toFrame } from "../plan/camera-at";
import { planShots } from "../plan/plan-shots";
import { markInFrame } from "../plan/find-focus";
import type { DirectedShot } from "../plan/shot-types";
import { planMarks } from "../plan/plan-marks";
import { buildMarkLayer } from "./build-marks";
import { composeLayout } from "../plan/compose-layout";

const image = { width: 946, height: 2048 };
const words = Array.from({ length: 14 }, (_, i) => ({ text: `w${i}`, startMs: 150 + i * 360, endMs: 150 + i * 360 + 300, emphasis: i === 13 || undefined }));
const quote = { kind: "quote" as const, text: "Visionary", box: { x: 420, y: 560, w: 250, h: 44 }, wordStart: 3, wordEnd: 4, lineHeight: 44 };
const face = { kind: "face" as const, text: "face", box: { x: 100, y: 100, w: 200, h: 220 }, wordStart: 6, wordEnd: 8 };

function plan(orientation: "portrait" | "landscape") {
  const layout = orientation === "portrait" ? composeLayout("portrait", 1080, 1920, image) : composeLayout("landscape", 1920, 1080, image);
  const shots = planShots({
    image,
    frame: layout,
    viewport: layout.viewport,
    targets: [quote, face],
    words,
    voiceOffsetMs: 250,
    endMs: 5700,
    anchorY: layout.anchorY,
  });
  return { layout, shots };
}

/** The mark layer of these shots, their marks planned as a render's plan has them. */
const markLayer = (shots: DirectedShot[], layout: ReturnType<typeof composeLayout>) => buildMarkLayer(planMarks(shots), shots, layout);

describe("buildMarkLayer", () => {
  it.each(["portrait", "landscape"] as const)("underlines quoted text where the %s camera shows it, sweeping while it is spoken", (orientation) => {
    const { layout, shots } = plan(orientation);
    const { events } = markLayer(shots, layout);
    const mark = shots[1].mark!;
    const inFrame = markInFrame(shots, mark, layout);
    const view = cameraAt(shots, mark.fromMs);
    expect(inFrame.w).toBeCloseTo((quote.box.w * layout.viewport.width) / view.w, 3);
    const underline = events[0];
    expect(underline).toContain(`\\pos(${Math.round(inFrame.x)},`);
    expect(underline).toMatch(/\\t\(0,\d+,\\clip\(/);
    const y = Number(/\\pos\(-?\d+,(\d+)\)/.exec(underline)?.[1]);
    expect(y).toBeGreaterThan(inFrame.y + inFrame.h);
    expect(y).toBeLessThan(inFrame.y + inFrame.h + inFrame.h * 0.5);
  });

  it("keeps a small line's underline in the gap under it, off the next line (a line 12 px high, lines 16 px apart)", () => {
    const layout = composeLayout("landscape", 1920, 1080, image);
    const v = layout.viewport;
    // The camera holds the whole upload (in a view of the card's shape): a 12 px line in the frame is a line this tall in the upload.
    const w = (image.height * v.width) / v.height;
    const shots: DirectedShot[] = [
      { startMs: 0, endMs: 4000, focus: { x: (image.width - w) / 2, y: 0, w, h: image.height }, kind: "whole", label: "whole", moveMs: 0 },
    ];
    const scale = v.height / image.height;
    const line = { x: 60, y: 600, w: 500, h: 12 / scale };
    const [event] = buildMarkLayer([{ box: line, style: "text", startMs: 0, fromMs: 0, drawnMs: 0, toMs: 4000 }], shots, layout).events;
    const inFrame = toFrame(shots[0].focus, line, v);
    const y = Number(/\\pos\(-?\d+,(\d+)\)/.exec(event)?.[1]);
    const thick = Number(/ l \d+ 0 \d+ (\d+) /.exec(event)?.[1]);
    expect(y).toBeGreaterThanOrEqual(Math.floor(inFrame.y + inFrame.h));
    // The next line's top: 16 px below this one's.
    expect(y + thick).toBeLessThanOrEqual(inFrame.y + 16);
  });

  it("boxes a face, and draws nothing in the opening shot", () => {
    const { layout, shots } = plan("portrait");
    const { events } = markLayer(shots, layout);
    expect(events.some((e) => e.includes("\\1a&HFF&") && e.includes("\\bord"))).toBe(true);
    const opening = shots[0];
    for (const e of events) expect(e.split(",")[1] >= `0:00:0${(opening.endMs / 1000).toFixed(2)}`).toBe(true);
  });

  it("draws a box around a thing wider than the window inside it, its four sides in view", () => {
    const layout = composeLayout("portrait", 1080, 1920, { width: 800, height: 600, photo: true });
    const view = { x: 231, y: 0, w: 338, h: 600 };
    const planes = { x: 0, y: 200, w: 800, h: 120 };
    const shots: DirectedShot[] = [
      {
        startMs: 0,
        endMs: 4000,
        focus: view,
        kind: "whole",
        label: "whole",
        moveMs: 0,
        mark: { box: planes, style: "thing", fromMs: 500, drawnMs: 500, toMs: 3500 },
      },
    ];
    const [box] = markLayer(shots, layout).events;
    const at = box
      .match(/\\pos\((-?\d+),(-?\d+)\)/)!
      .slice(1)
      .map(Number);
    const size = box
      .match(/m 0 0 l (\d+) 0 \d+ (\d+)/)!
      .slice(1)
      .map(Number);
    const border = Number(box.match(/\\bord(\d+)/)![1]);
    expect(at[0] - border).toBeGreaterThanOrEqual(0);
    expect(at[0] + size[0] + border).toBeLessThanOrEqual(layout.viewport.width);
    // Its height as the thing's, in the frame.
    expect(size[1]).toBeGreaterThan((planes.h * 1920) / 600);
  });

  it("keeps marks inside the camera's window (never over the landscape caption panel)", () => {
    const { layout, shots } = plan("landscape");
    for (const e of markLayer(shots, layout).events) {
      const clips = [...e.matchAll(/\\clip\((-?\d+),(-?\d+),(-?\d+),(-?\d+)\)/g)];
      for (const c of clips) expect(Number(c[3])).toBeLessThanOrEqual(layout.viewport.x + layout.viewport.width);
    }
  });

  it("underlines a line wider than a readable view whole: in the window from its first letter to its last, swept once as it is said", () => {
    const layout = composeLayout("portrait", 1080, 1920, image);
    const wide = { ...quote, text: "Brunch, a nap, then a second brunch", box: { x: 40, y: 700, w: 860, h: 44 }, wordStart: 3, wordEnd: 9 };
    const shots = planShots({
      image,
      frame: layout,
      viewport: layout.viewport,
      targets: [wide],
      words,
      voiceOffsetMs: 250,
      endMs: 5700,
      anchorY: layout.anchorY,
    });
    expect(shots.map((s) => s.kind)).toEqual(["whole", "quote", "punch"]);
    const mark = shots[1].mark!;
    const inFrame = markInFrame(shots, mark, layout);
    // The camera holds still on the whole line: one event, its final clip the whole underline, cut by nothing.
    const events = markLayer([shots[0], shots[1]], layout).events;
    expect(events).toHaveLength(1);
    const [x, y] = /\\pos\((-?\d+),(-?\d+)\)/.exec(events[0])!.slice(1).map(Number);
    expect(x).toBe(Math.round(inFrame.x));
    expect(x).toBeGreaterThanOrEqual(layout.viewport.x);
    expect(y).toBeGreaterThan(inFrame.y + inFrame.h);
    const swept = /\\t\((\d+),(\d+),\\clip\((-?\d+),(-?\d+),(-?\d+),(-?\d+)\)\)/.exec(events[0])!.slice(1).map(Number);
    expect(swept[2]).toBe(Math.round(inFrame.x));
    expect(swept[4]).toBe(Math.round(inFrame.x + inFrame.w));
    expect(swept[4]).toBeLessThanOrEqual(layout.viewport.x + layout.viewport.width);
    // The sweep reaches the line's right end when the mark is drawn, before the punch-in.
    expect(mark.fromMs + swept[1]).toBeCloseTo(mark.drawnMs, -1);
    expect(mark.drawnMs).toBeLessThanOrEqual(shots[2].startMs);
  });

  it("underlines a wrapped quote under each of its lines, the first line's sweep before the second's", () => {
    const layout = composeLayout("portrait", 1080, 1920, image);
    const lines = [
      { x: 300, y: 700, w: 300, h: 40 },
      { x: 200, y: 750, w: 120, h: 40 },
    ];
    const wrapped = {
      ...quote,
      text: "the kitchen will never recover",
      box: { x: 200, y: 700, w: 400, h: 90 },
      lines: lines.map((box, i) => ({ box, words: 3 - i })),
      wordStart: 3,
      wordEnd: 8,
    };
    const shots = planShots({
      image,
      frame: layout,
      viewport: layout.viewport,
      targets: [wrapped],
      words,
      voiceOffsetMs: 250,
      endMs: 5700,
      anchorY: layout.anchorY,
    });
    const mark = shots[1].mark!;
    expect(shots[2].kind).toBe("punch");
    const view = cameraAt(shots, mark.fromMs);
    const inFrame = lines.map((b) => toFrame(view, b, layout.viewport));
    const events = markLayer([shots[0], shots[1]], layout).events;
    expect(events).toHaveLength(2);
    const seconds = (t: string) => Number(t.split(":")[2]) * 1000;
    events.forEach((e, i) => {
      const [x, y] = /\\pos\((-?\d+),(-?\d+)\)/.exec(e)!.slice(1).map(Number);
      const width = Number(/ l (\d+) 0 /.exec(e)![1]);
      // Each underline hangs under its own line and is as wide as its part of the fragment, no wider.
      expect(x).toBe(Math.round(inFrame[i].x));
      expect(width).toBe(Math.round(inFrame[i].w));
      expect(y).toBeGreaterThan(inFrame[i].y + inFrame[i].h);
      expect(y).toBeLessThan(inFrame[i].y + inFrame[i].h * 1.5);
    });
    // The second line starts drawing when the first is done, and the two share the mark's drawing time by width.
    const starts = events.map((e) => seconds(e.split(",")[1]));
    const split = mark.fromMs + ((mark.drawnMs - mark.fromMs) * 300) / 420;
    expect(starts[0]).toBeCloseTo(mark.fromMs, -1);
    expect(starts[1]).toBeCloseTo(split, -1);
  });

  it("holds the lines of a quote read in an earlier shot underlined whole, from the shot's start", () => {
    const { layout, shots } = plan("portrait");
    const earlier = { x: 420, y: 500, w: 300, h: 44 };
    const withHeld = shots.map((s, i) => (i === 1 && s.mark ? { ...s, mark: { ...s.mark, held: [earlier] } } : s));
    const events = markLayer(withHeld.slice(0, 2), layout).events;
    expect(events).toHaveLength(2);
    const inFrame = toFrame(cameraAt(withHeld, withHeld[1].mark!.fromMs), earlier, layout.viewport);
    const heldEvent = events.find((e) => e.includes(`\\pos(${Math.round(inFrame.x)},`))!;
    // Drawn whole at once: a clip to its full width, no sweep.
    expect(heldEvent).not.toContain("\\t(");
  });
});
