import { describe, expect, it } from "vitest";
import { getTierOptions } from "../render/tier-options";
import type { Box, Orientation, TimedWord } from "../../types";
import { findFocusInFrame } from "./find-focus";
import { findTextInFrame } from "./find-text-in-frame";
import { overlapArea, padBox } from "./geometry";
import { composeLayout } from "./compose-layout";
import { planRender } from "./plan-render";
import { cardEdgeBox, cornerBox, ON_CARD, pictureInFrame, planWatermark, watermarkSize, withCornerWatermark } from "./plan-watermark";
import type { PlanInput, RenderPlan } from "./render-plan";

const image = { width: 946, height: 2048 };
const timed = (n: number): TimedWord[] =>
  Array.from({ length: n }, (_, i) => ({ text: `w${i}`, startMs: i * 320, endMs: i * 320 + 290, emphasis: i >= n - 2 || undefined }));
const input = (orientation: Orientation, box: Box): PlanInput => ({
  orientation,
  image,
  voice: { durationMs: 16 * 320, words: timed(16), style: "roastbot" },
  script: { mood: "smug" },
  options: getTierOptions("free"),
  direction: { targets: [{ kind: "quote", text: "w2 w3 w4", box, wordStart: 2, wordEnd: 5, lineHeight: box.h }] },
  seed: "watermark-test",
});
const within = (outer: Box, b: Box) =>
  b.x >= outer.x - 1e-6 && b.y >= outer.y - 1e-6 && b.x + b.w <= outer.x + outer.w + 1e-6 && b.y + b.h <= outer.y + outer.h + 1e-6;

describe("planWatermark", () => {
  // A quote at the top right of the upload (where the mark would go first), one at the top left, one low down.
  const quotes = [
    { x: 560, y: 20, w: 360, h: 40 },
    { x: 20, y: 20, w: 360, h: 40 },
    { x: 40, y: 1500, w: 860, h: 44 },
  ];

  it.each(["portrait", "landscape"] as const)("%s: holds one place, moving only where that place would cover the joke or a caption", (orientation) => {
    for (const box of quotes) {
      const plan = planRender(input(orientation, box));
      const { moments } = plan.watermark!;
      const count = (corner: string) => moments.filter((m) => m.corner === corner).reduce((sum, m) => sum + m.toMs - m.fromMs, 0);
      const held = [...new Set(moments.map((m) => m.corner))].sort((a, b) => count(b) - count(a))[0];
      for (const m of moments.filter((m) => m.corner !== held)) {
        // Where it left its place, that place was on the joke or a caption then.
        const heldBox = moments.find((o) => o.corner === held)!.box;
        const picture = pictureInFrame(plan.shots, plan.layout, image, m.fromMs, m.toMs);
        const there = padBox(held === "card-edge" ? heldBox : cornerBox(plan.layout, picture, held as "top-right"), 9, 9);
        const quote = findFocusInFrame(plan.shots, plan.layout, m.fromMs, m.toMs);
        const roasted = findTextInFrame(plan.shots, plan.layout, [box], m.fromMs, m.toMs);
        const shown = plan.captions.filter((c) => c.startMs < m.toMs && c.endMs > m.fromMs).map((c) => c.box);
        const lines = findTextInFrame(plan.shots, plan.layout, [], m.fromMs, m.toMs);
        expect(
          [quote, ...roasted, ...shown, ...lines].some((b) => b !== undefined && overlapArea(there, b) > 0),
          `${orientation} ${m.corner} at ${m.fromMs}`,
        ).toBe(true);
      }
    }
  });

  it.each(["portrait", "landscape"] as const)(
    "%s: marks every moment of the roast from a corner of the picture, never over the quote (said or to come) or a caption",
    (orientation) => {
      for (const box of quotes) {
        const plan = planRender(input(orientation, box));
        const { moments } = plan.watermark!;
        // Every frame before the end card carries the mark (the end card carries the brand).
        expect(moments[0].fromMs).toBe(0);
        for (let i = 1; i < moments.length; i++) expect(moments[i].fromMs).toBe(moments[i - 1].toMs);
        expect(moments.at(-1)!.toMs).toBe(plan.timeline.endCardStartMs);
        // Inside the upload as the camera shows it throughout, or across the card's bottom edge at
        // its right, at least a quarter on it: either way cropping the mark off crops the picture.
        const card = { x: plan.layout.viewport.x, y: plan.layout.viewport.y, w: plan.layout.viewport.width, h: plan.layout.viewport.height };
        for (const m of moments) {
          if (m.corner === "card-edge") {
            expect(m.box).toEqual(
              cardEdgeBox(
                plan.layout,
                plan.captions.map((c) => c.box),
                plan.watermark!.pad,
              ),
            );
            const onCard = overlapArea(m.box, card) / (m.box.w * m.box.h);
            expect(onCard).toBeGreaterThanOrEqual(ON_CARD);
            expect(onCard).toBeLessThan(0.9);
            // It holds one place clear of every caption of the roast, not only of those shown then.
            for (const c of plan.captions) expect(overlapArea(m.box, c.box)).toBe(0);
            expect(within({ x: 0, y: 0, w: plan.layout.width, h: plan.layout.height }, m.box)).toBe(true);
          } else expect(within(pictureInFrame(plan.shots, plan.layout, image, m.fromMs, m.toMs), m.box)).toBe(true);
          const quote = findFocusInFrame(plan.shots, plan.layout, m.fromMs, m.toMs);
          if (quote) expect(overlapArea(m.box, quote)).toBe(0);
          // Nor over the roasted line wherever it is on screen, before it is said too.
          for (const line of findTextInFrame(plan.shots, plan.layout, [box], m.fromMs, m.toMs)) expect(overlapArea(m.box, line)).toBe(0);
          for (const c of plan.captions.filter((c) => c.startMs < m.toMs && c.endMs > m.fromMs)) expect(overlapArea(m.box, c.box)).toBe(0);
        }
        // One place held where it is clear (the place most of the roast has); elsewhere the first
        // corner clear of the quote and the captions (with the plate's room): each corner before it is taken.
        const order = ["top-right", "top-left", "bottom-left", "bottom-right"] as const;
        const count = (corner: string) => moments.filter((m) => m.corner === corner).reduce((sum, m) => sum + m.toMs - m.fromMs, 0);
        const held = [...new Set(moments.map((m) => m.corner))].sort((a, b) => count(b) - count(a))[0];
        for (const m of moments.filter((m) => m.corner !== "card-edge" && m.corner !== held)) {
          const picture = pictureInFrame(plan.shots, plan.layout, image, m.fromMs, m.toMs);
          const quote = findFocusInFrame(plan.shots, plan.layout, m.fromMs, m.toMs);
          const shown = plan.captions.filter((c) => c.startMs < m.toMs && c.endMs > m.fromMs).map((c) => c.box);
          const roasted = findTextInFrame(plan.shots, plan.layout, [box], m.fromMs, m.toMs);
          for (const corner of order.slice(0, order.indexOf(m.corner as (typeof order)[number]))) {
            const there = padBox(cornerBox(plan.layout, picture, corner), 9, 9);
            expect([quote, ...roasted, ...shown].some((b) => b !== undefined && overlapArea(there, b) > 0)).toBe(true);
          }
        }
        // Off a quote at the top right it takes another place; a card's edge while it is clear,
        // unless one place holds from start to end (no jump).
        if (box === quotes[0]) expect(moments.some((m) => m.corner !== "top-right")).toBe(true);
        expect(moments.some((m) => m.corner === "card-edge") || new Set(moments.map((m) => m.corner)).size === 1).toBe(true);
      }
    },
  );

  it("sizes the mark to the frame and names the free version under the brand", () => {
    const plan = planRender(input("portrait", quotes[2]));
    const size = watermarkSize(plan.layout);
    expect(plan.watermark).toMatchObject({ fontSize: size.fontSize, subSize: size.subSize, pad: size.pad });
    for (const m of plan.watermark!.moments) expect(m.box).toMatchObject({ w: size.width, h: size.height });
    // 720p: a 29 px brand over 16 px words, on a plate about a quarter of the frame's width.
    expect(size.fontSize).toBe(29);
    expect(size.width / plan.layout.width).toBeGreaterThan(0.2);
  });

  it("keeps to the upload's own columns beside a narrow upload's blurred fill, and to the frame's corner once the camera fills it", () => {
    // A photo this narrow opens whole, between fills: filling the 9:16 frame would crop off more
    // than a quarter of it (a screen opens across its width: plan-shots.test.ts).
    const narrow = { width: 946, height: 2900 };
    const plan = planRender({ ...input("portrait", quotes[2]), image: { ...narrow, photo: true } });
    const [opening, ...rest] = plan.watermark!.moments;
    // The whole 946x2900 upload in a 720x1280 frame is 418 px wide: the fill is either side of it.
    const whole = pictureInFrame(plan.shots, plan.layout, narrow, opening.fromMs, opening.toMs);
    expect(whole.x).toBeCloseTo((720 - (946 * 1280) / 2900) / 2, 0);
    expect(whole.w).toBeCloseTo((946 * 1280) / 2900, 0);
    expect(within(whole, opening.box)).toBe(true);
    const size = watermarkSize(plan.layout);
    const settled = rest.find((m) => plan.shots.some((s) => s.kind === "quote" && m.fromMs === s.startMs + s.moveMs))!;
    const filled = pictureInFrame(plan.shots, plan.layout, narrow, settled.fromMs, settled.toMs);
    for (const [key, value] of Object.entries({ x: 0, y: 0, w: 720, h: 1280 })) expect(filled[key as keyof typeof filled]).toBeCloseTo(value, 0);
    expect(settled.box).toEqual({ x: 720 - size.inset - size.width, y: size.inset, w: size.width, h: size.height });
    expect(planWatermark(plan.shots, plan.layout, plan.captions, narrow, { targets: [quotes[2]], cardEdge: true })).toEqual(plan.watermark);
  });

  it.each(["portrait", "landscape"] as const)("%s: keeps off the upload's own text at the top right (a handle) when another corner is clear", (orientation) => {
    // A quote low down; a handle in the upload's top right, a line of text at its foot on the right.
    const handle = { x: 600, y: 30, w: 330, h: 60 };
    const foot = { x: 760, y: 1960, w: 160, h: 60 };
    // Opened whole (a narrow photo's opening), the handle is under the top right corner.
    const plan = planRender({
      ...input(orientation, quotes[2]),
      image: { width: 946, height: 2900, photo: true },
      direction: { targets: input(orientation, quotes[2]).direction!.targets, textBoxes: [handle, foot] },
    });
    for (const m of plan.watermark!.moments) {
      const text = findTextInFrame(plan.shots, plan.layout, [handle, foot], m.fromMs, m.toMs);
      const onText = text.reduce((sum, t) => sum + overlapArea(padBox(m.box, 2, 2), t), 0);
      expect(onText, `${m.fromMs}-${m.toMs}: ${m.corner}`).toBe(0);
      if (orientation === "portrait") expect(m.corner.startsWith("top")).toBe(true);
    }
    expect(plan.watermark!.moments.some((m) => m.corner !== "top-right")).toBe(true);
  });

  it("under a portrait card, sits across its bottom edge; else takes the card's bottom left when text fills both top corners, never its bottom right", () => {
    const layout = composeLayout("portrait", 720, 1280, image);
    expect(layout.card).toBeDefined();
    // The camera across the screen's width from its top, text along the whole top of it.
    const view = { x: 0, y: 0, w: 946, h: Math.round((946 * layout.viewport.height) / layout.viewport.width) };
    const shots = [{ startMs: 0, endMs: 5000, focus: view, kind: "whole" as const, label: "whole", moveMs: 0 }];
    const top = [{ x: 0, y: 0, w: 946, h: 220 }];
    expect(planWatermark(shots, layout, [], image, { textBoxes: top, cardEdge: true }).moments[0].corner).toBe("card-edge");
    // A caption across the card's edge: the corners, the bottom left where text fills the top ones.
    const edge = cardEdgeBox(layout);
    const foot = layout.viewport.y + layout.viewport.height;
    const caption = [{ startMs: 0, endMs: 5000, box: { x: 0, y: foot + 2, w: 720, h: edge.y + edge.h - foot } }];
    const [moment] = planWatermark(shots, layout, caption, image, { textBoxes: top, cardEdge: true }).moments;
    expect(moment.corner).toBe("bottom-left");
    // Over the full frame (a photo's) the bottom corners sit under the platforms' buttons: it stays on top.
    const full = composeLayout("portrait", 720, 1280, { ...image, photo: true });
    const fullView = { x: 0, y: 0, w: 946, h: Math.round((946 * 1280) / 720) };
    expect(planWatermark([{ ...shots[0], focus: fullView }], full, [], image, { textBoxes: top }).moments[0].corner.startsWith("top")).toBe(true);
  });

  it("holds one place from start to end where one can, rather than leave a corner for the card's edge after the opening", () => {
    const layout = composeLayout("landscape", 1280, 720, image);
    expect(layout.card).toBeDefined();
    const side = Math.round((946 * layout.viewport.height) / layout.viewport.width);
    // The opening shows the roasted line at the card's foot, where the edge mark would cover it; then the camera settles lower.
    const line = { x: 40, y: side - 60, w: 860, h: 40 };
    const shots = [
      { startMs: 0, endMs: 400, focus: { x: 0, y: 0, w: 946, h: side }, kind: "whole" as const, label: "whole", moveMs: 0 },
      { startMs: 400, endMs: 5000, focus: { x: 0, y: side / 2, w: 946, h: side }, kind: "quote" as const, label: "quote", moveMs: 300 },
      { startMs: 5000, endMs: 6000, focus: { x: 0, y: side / 2, w: 946, h: side }, kind: "punch" as const, label: "punch", moveMs: 140 },
    ];
    // The edge is clear in most of the roast's stretches (the punch's too), not in the opening's.
    const { moments } = planWatermark(shots, layout, [], image, { targets: [line], cardEdge: true });
    expect(new Set(moments.map((m) => m.corner)).size).toBe(1);
    expect(moments[0].corner).not.toBe("card-edge");
    // Where the edge is clear from the start, it is the edge.
    const later = [{ ...shots[0], focus: { x: 0, y: side / 2, w: 946, h: side } }, ...shots.slice(1)];
    expect(planWatermark(later, layout, [], image, { targets: [line], cardEdge: true }).moments.every((m) => m.corner === "card-edge")).toBe(true);
  });

  it("is left out of a paid roast", () => {
    expect(planRender({ ...input("portrait", quotes[0]), options: getTierOptions("starter") }).watermark).toBeUndefined();
  });
});

describe("withCornerWatermark", () => {
  const plan = planRender(input("portrait", { x: 560, y: 120, w: 360, h: 40 }));

  it("plans the corner mark of a plan kept with the rows of the band it replaced, so a later render stays marked", () => {
    const kept = { ...plan, watermark: { fontSize: 43, moments: [{ fromMs: 0, toMs: 5000, rows: [{ x: 360, y: 800 }] }] } } as unknown as RenderPlan;
    expect(withCornerWatermark(kept, image, { cardEdge: true }).watermark).toEqual(plan.watermark);
  });

  it("leaves a plan with its corner mark, or with none, as it is", () => {
    expect(withCornerWatermark(plan, image)).toBe(plan);
    const paid = { ...plan, watermark: undefined };
    expect(withCornerWatermark(paid, image)).toBe(paid);
  });
});
