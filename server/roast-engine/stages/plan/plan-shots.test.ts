import { describe, expect, it } from "vitest";
import type { TimedWord } from "../../types";
import { cameraAt } from "./camera-at";
import { roundBox } from "./geometry";
import { CAP_FLOOR_SHARE, CAP_OF_LINE, LARGEST_TEXT_SHARE } from "./frame-line";
import { MAX_ZOOM, SHARP_SCALE, closestViewHeight, openingView } from "./frame-region";
import { MOVE_MS, OPENING_MS, PUNCH_MOVE_MS, SHORTEST_FIRST_MOVE_MS, SHORTEST_OPENING_MS, type ShotPlanInput, aboveKeyboard, planShots } from "./plan-shots";

const timed = (n: number): TimedWord[] =>
  Array.from({ length: n }, (_, i) => ({ text: `w${i}`, startMs: 200 + i * 330, endMs: 200 + i * 330 + 280, emphasis: i >= n - 2 || undefined }));
const phone = { width: 946, height: 2048 };
const portrait720 = { frame: { width: 720, height: 1280 }, viewport: { width: 720, height: 1280 } };
const landscape720 = { frame: { width: 1280, height: 720 }, viewport: { width: 640, height: 720 } };
const quote = { kind: "quote" as const, text: "Thought leader", box: { x: 60, y: 560, w: 330, h: 44 }, wordStart: 3, wordEnd: 5, lineHeight: 44 };
const input = (overrides: Partial<ShotPlanInput> = {}): ShotPlanInput => ({
  image: phone,
  ...portrait720,
  targets: [quote],
  words: timed(16),
  voiceOffsetMs: 250,
  endMs: 5600,
  anchorY: 0.34,
  ...overrides,
});
const inside = (outer: { x: number; y: number; w: number; h: number }, inner: { x: number; y: number; w: number; h: number }) =>
  inner.x >= outer.x - 1 && inner.y >= outer.y - 1 && inner.x + inner.w <= outer.x + outer.w + 1 && inner.y + inner.h <= outer.y + outer.h + 1;

describe("planShots", () => {
  it("opens a photo filling the window where the crop keeps three quarters of it, centred on its subject, else whole", () => {
    const view = (image: { width: number; height: number }, focusHint?: { x: number; y: number; w: number; h: number }) =>
      planShots(input({ ...portrait720, image, photo: true, targets: [], focusHint }))[0].focus;
    // A 3:4 photo in 9:16: its full height, three quarters of its width, no fill beside it (ADR 0039).
    const filled = view({ width: 1200, height: 1600 });
    expect(filled).toEqual(roundBox({ x: 150, y: 0, w: 900, h: 1600 }));
    // Towards its subject, never past its edge.
    expect(view({ width: 1200, height: 1600 }, { x: 1000, y: 400, w: 150, h: 150 })).toEqual(roundBox({ x: 300, y: 0, w: 900, h: 1600 }));
    // A crop that would cut more than a quarter: the whole photo between fills.
    const wide = { width: 1600, height: 1200 };
    expect(view(wide)).toEqual(roundBox(openingView({ image: wide, ...portrait720 })));
    // A small photo fills the window too, however small: whole, it is already magnified to it.
    const landscape = { frame: { width: 1280, height: 720 }, viewport: { width: 1280, height: 720 } };
    const small = planShots(input({ ...landscape, image: { width: 800, height: 600 }, photo: true, targets: [] }))[0].focus;
    expect(small.w).toBeCloseTo(800, 0);
    const tiny = planShots(input({ ...landscape, image: { width: 300, height: 199 }, photo: true, targets: [] }))[0].focus;
    expect(tiny.w).toBeCloseTo(300, 0);
    expect(tiny.h).toBeCloseTo(300 / (1280 / 720), 0);
    // A view on a thing found in a small photo filling the window never pulls back to show the fills.
    const thing = { kind: "object" as const, text: "a dog", box: { x: 300, y: 200, w: 200, h: 150 }, wordStart: 2, wordEnd: 4 };
    const shots = planShots(input({ ...landscape, image: { width: 800, height: 600 }, photo: true, targets: [thing] }));
    for (const shot of shots) expect(shot.focus.h).toBeLessThanOrEqual(shots[0].focus.h + 1);
    // A landscape photo in a 16:9 window: its full width, 1.5 → 1.78 keeps 84 % of its height.
    const shot = planShots(
      input({ frame: { width: 1280, height: 720 }, viewport: { width: 1280, height: 720 }, image: { width: 1500, height: 1000 }, photo: true, targets: [] }),
    )[0].focus;
    expect(shot.w).toBeCloseTo(1500, 0);
    expect(shot.h).toBeCloseTo(1500 / (1280 / 720), 0);
  });

  it("slides a screen's first look up or down to where its edges fall between lines, the first quoted line kept whole", () => {
    // A square card's window on a phone screen: its first look, from the top, across the width.
    const square = { frame: { width: 1280, height: 720 }, viewport: { width: 720, height: 720 } };
    const rows = Array.from({ length: 60 }, (_, i) => ({ x: 40, y: 20 + i * 34, w: 860, h: 22 }));
    const plain = planShots(input({ ...square, targets: [quote] }))[0].focus;
    const halved = (v: { y: number; h: number }) => rows.filter((l) => (l.y < v.y && l.y + l.h > v.y) || (l.y < v.y + v.h && l.y + l.h > v.y + v.h));
    expect(halved(plain).length).toBeGreaterThan(0);
    const slid = planShots(input({ ...square, targets: [quote], textBoxes: rows }))[0].focus;
    expect(halved(slid)).toEqual([]);
    expect(Math.abs(slid.y - plain.y)).toBeLessThanOrEqual(quote.box.h * 2 + 1);
    expect(slid.y).toBeLessThanOrEqual(quote.box.y);
    expect(slid.y + slid.h).toBeGreaterThanOrEqual(quote.box.y + quote.box.h);
  });

  it("keeps a view's edges off the bands drawn on a screen that the reader found no text in (an avatar, an icon)", () => {
    const square = { frame: { width: 1280, height: 720 }, viewport: { width: 720, height: 720 } };
    // Bands of avatars and icons, 60 px tall every 90 px, and no line of text read at all.
    const rows = Array.from({ length: 21 }, (_, i) => ({ x: 0, y: 100 + i * 90, w: 946, h: 60 }));
    const plain = planShots(input({ ...square, targets: [quote] }))[0].focus;
    const halved = (v: { y: number; h: number }) => rows.filter((l) => (l.y < v.y && l.y + l.h > v.y) || (l.y < v.y + v.h && l.y + l.h > v.y + v.h));
    expect(halved(plain).length).toBeGreaterThan(0);
    const slid = planShots(input({ ...square, targets: [quote], rows }))[0].focus;
    expect(halved(slid)).toEqual([]);
  });

  it("on a card slides a quote's view up to four of its lines to clear a tall band at its top (an avatar), where captions over the picture allow two", () => {
    const square = { frame: { width: 1280, height: 720 }, viewport: { width: 720, height: 720 } };
    const low = { ...quote, box: { x: 60, y: 1100, w: 330, h: 44 } };
    const plain = planShots(input({ ...square, targets: [low] }))[1].focus;
    // An avatar whose foot is three lines below the plain view's top.
    const avatar = { x: 40, y: plain.y - 200, w: 300, h: 200 + 3 * 44 };
    const cutAtTop = (v: { y: number }) => avatar.y < v.y && avatar.y + avatar.h > v.y;
    expect(cutAtTop(plain)).toBe(true);
    const card = planShots(input({ ...square, targets: [low], rows: [avatar] }))[1].focus;
    expect(cutAtTop(card)).toBe(false);
    expect(card.y).toBeLessThanOrEqual(low.box.y);
    expect(card.y - plain.y).toBeLessThanOrEqual(4 * 44 + 1);
    // Captions over the picture: two lines at most, and the least of the avatar shown.
    const over = planShots(input({ ...square, targets: [low], rows: [avatar], captionBand: { from: 0.8, to: 0.9 } }))[1].focus;
    expect(cutAtTop(over)).toBe(true);
    expect(Math.abs(over.y - plain.y)).toBeLessThanOrEqual(2 * 44 + 1);
  });

  it("keeps most of a line's height beside a quoted bubble's text in every view on it, where its bubble is drawn", () => {
    // A chat in small type: a close view is narrower than the screen. The others' bubbles run from
    // the left, past the middle; the person's quoted one is pushed right.
    const mine = { kind: "quote" as const, text: "we'll wave at your house", box: { x: 560, y: 900, w: 330, h: 20 }, wordStart: 3, wordEnd: 8, lineHeight: 20 };
    // A reply indented under them starts just where a view flush with the quote's text would begin.
    const chat = [
      { x: 40, y: 840, w: 700, h: 20 },
      { x: 40, y: 870, w: 690, h: 20 },
      mine.box,
      { x: 40, y: 930, w: 710, h: 20 },
      { x: 520, y: 960, w: 380, h: 20 },
      { x: 280, y: 990, w: 300, h: 20 },
    ];
    const shots = planShots(input({ targets: [mine], textBoxes: chat }));
    for (const shot of shots.filter((s) => s.kind !== "whole")) {
      expect(shot.focus.w, shot.label).toBeLessThan(phone.width);
      const room = Math.min(0.8 * 20, phone.width - (mine.box.x + mine.box.w));
      expect(shot.focus.x + shot.focus.w, shot.label).toBeGreaterThanOrEqual(mine.box.x + mine.box.w + room - 1);
      expect(shot.focus.x, shot.label).toBeLessThanOrEqual(mine.box.x - room + 1);
    }
  });

  it("keeps the whole bubble a quoted line sits on in every view on it, with a little of the page past its ends", () => {
    // The same chat; the person's bubble runs a line and a half past the words at both ends, to near the screen's edge.
    const mine = { kind: "quote" as const, text: "we'll wave at your house", box: { x: 560, y: 900, w: 330, h: 20 }, wordStart: 3, wordEnd: 8, lineHeight: 20 };
    const bubble = { x: 530, y: 900, w: 390, h: 20 };
    const chat = [{ x: 40, y: 840, w: 700, h: 20 }, mine.box, { x: 40, y: 930, w: 710, h: 20 }];
    const without = planShots(input({ targets: [mine], textBoxes: chat }));
    const shots = planShots(input({ targets: [mine], textBoxes: chat, surfaces: [bubble, { x: 20, y: 840, w: 740, h: 20 }] }));
    const room = 0.3 * 20;
    expect(without.some((s) => s.kind !== "whole" && s.focus.x + s.focus.w < bubble.x + bubble.w + room)).toBe(true);
    for (const shot of shots.filter((s) => s.kind !== "whole")) {
      expect(shot.focus.x + shot.focus.w, shot.label).toBeGreaterThanOrEqual(bubble.x + bubble.w + room - 1);
      expect(shot.focus.x, shot.label).toBeLessThanOrEqual(bubble.x - room + 1);
    }
  });
  it("keeps a screen's views above its keyboard wherever the quoted line allows", () => {
    const keyboard = { x: 0, y: 1400, w: 946, h: 648 };
    const near = { ...quote, box: { x: 60, y: 1200, w: 330, h: 44 } };
    const square = { frame: { width: 1280, height: 720 }, viewport: { width: 720, height: 720 } };
    const without = planShots(input({ ...square, targets: [near] }));
    expect(without.some((s) => s.focus.y + s.focus.h > keyboard.y + 1)).toBe(true);
    const shots = planShots(input({ ...square, targets: [near], keyboard }));
    for (const shot of shots) {
      expect(shot.focus.y + shot.focus.h, shot.label).toBeLessThanOrEqual(keyboard.y + 1);
      if (shot.kind !== "whole") expect(shot.focus.y + shot.focus.h).toBeGreaterThanOrEqual(near.box.y + near.box.h);
    }
    // A quote on the keyboard's edge: the view keeps it, and so some of the keyboard.
    expect(aboveKeyboard({ x: 0, y: 900, w: 946, h: 600 }, { x: 60, y: 1380, w: 300, h: 60 }, keyboard).y).toBe(900);
    expect(aboveKeyboard({ x: 0, y: 1000, w: 946, h: 600 }, { x: 60, y: 1200, w: 300, h: 60 }, keyboard).y).toBe(800);
  });

  const shots = planShots(input());

  it("opens on the whole upload, then the quoted region while it is spoken, then the punch", () => {
    expect(shots.map((s) => s.label)).toEqual(["whole", "quote: Thought leader", "punch"]);
    // A phone screen opens across its whole width (no bars beside it), from its top, the quote in view.
    expect(shots[0]).toMatchObject({ startMs: 0, focus: { x: 0, y: 0, w: phone.width } });
    expect(inside(shots[0].focus, quote.box)).toBe(true);
    expect(shots[1].startMs).toBeGreaterThanOrEqual(OPENING_MS);
    const wordsFrom = 250 + timed(16)[3].startMs;
    expect(shots[1].startMs + MOVE_MS).toBeLessThanOrEqual(Math.max(wordsFrom, OPENING_MS + MOVE_MS));
    expect(shots[2].startMs).toBe(250 + timed(16)[14].startMs);
    expect(shots[2].moveMs).toBe(PUNCH_MOVE_MS);
    // Contiguous, covering the whole roast.
    for (const [i, s] of shots.entries()) expect(s.endMs).toBe(shots[i + 1]?.startMs ?? 5600);
  });

  it("opens a screen across its width, lower only as far as keeps the first quote in view, and a small upload whole", () => {
    for (const space of [portrait720, landscape720]) {
      const low = { ...quote, box: { x: 60, y: 1800, w: 330, h: 44 } };
      const [first] = planShots(input({ ...space, targets: [low] }));
      expect(first.focus.w).toBeCloseTo(phone.width, 0);
      expect(inside(first.focus, low.box)).toBe(true);
      expect(first.focus.y + first.focus.h).toBeLessThanOrEqual(phone.height + 1);
      // 300 px wide: across its width would magnify it past the sharp scale, so it opens whole.
      const small = { width: 300, height: 650 };
      const whole = planShots(input({ ...space, image: small, targets: [] }))[0].focus;
      expect(space.viewport.height / whole.h).toBeLessThanOrEqual(
        Math.max(SHARP_SCALE, space.viewport.height / openingView({ image: small, ...space }).h) + 1e-9,
      );
    }
  });

  it("pads the region, keeps it whole inside the view and the view inside the image", () => {
    const focus = shots[1].focus;
    expect(focus.x).toBeLessThan(quote.box.x - 10);
    expect(focus.y).toBeLessThan(quote.box.y - 10);
    expect(inside(focus, quote.box)).toBe(true);
    expect(inside({ x: 0, y: 0, w: phone.width, h: phone.height }, focus)).toBe(true);
  });

  it.each([
    ["portrait", portrait720],
    ["landscape", landscape720],
  ])("fits the view to the %s camera window's shape", (_, space) => {
    for (const shot of planShots(input(space))) expect(shot.focus.w / shot.focus.h).toBeCloseTo(space.viewport.width / space.viewport.height, 1);
  });

  it.each([
    ["portrait", portrait720],
    ["landscape", landscape720],
  ])(
    "frames quoted text whole in the %s camera, its lines at most 8%% of the frame, its capitals at the 2.5%% floor unless the sharp scale stops the camera first",
    (_, space) => {
      const small = { ...quote, box: { x: 80, y: 900, w: 260, h: 24 }, lineHeight: 24 };
      for (const target of [quote, small]) {
        const [, shot] = planShots(input({ ...space, targets: [target] }));
        const textPx = (target.lineHeight * space.viewport.height) / shot.focus.h;
        const sharpest = closestViewHeight({ image: phone, ...space });
        expect((CAP_OF_LINE * textPx) / space.frame.height >= CAP_FLOOR_SHARE || shot.focus.h <= sharpest + 1).toBe(true);
        expect(space.viewport.height / shot.focus.h).toBeLessThanOrEqual(SHARP_SCALE + 0.005);
        expect(textPx / space.frame.height).toBeLessThanOrEqual(LARGEST_TEXT_SHARE + 0.001);
        expect(inside(shot.focus, target.box)).toBe(true);
      }
    },
  );

  it("bounds the zoom: a tiny region is never blown up past MAX_ZOOM", () => {
    const speck = { ...quote, kind: "object" as const, text: "ring", box: { x: 500, y: 1000, w: 6, h: 6 }, lineHeight: undefined };
    const [whole, shot] = planShots(input({ targets: [speck] }));
    expect(whole.focus.h / shot.focus.h).toBeLessThanOrEqual(MAX_ZOOM + 0.01);
    expect(shot.label).toBe("object: ring");
  });

  it("shows text too wide for a readable view whole, and puts it above the portrait captions", () => {
    const wide = { ...quote, box: { x: 40, y: 700, w: 860, h: 44 }, wordEnd: 9 };
    const plan = planShots(input({ targets: [wide] }));
    expect(plan.map((s) => s.kind)).toEqual(["whole", "quote", "punch"]);
    const [, shot, punch] = plan;
    for (const view of [shot, punch].map((s) => s.focus)) expect(inside(view, wide.box)).toBe(true);
    const centreShare = (wide.box.y + wide.box.h / 2 - shot.focus.y) / shot.focus.h;
    expect(centreShare).toBeGreaterThan(0.25);
    expect(centreShare).toBeLessThan(0.45);
  });

  describe("a quote wrapped over two lines, the first wider than a readable view", () => {
    // "Made pizza from scratch, the kitchen will / never recover": seven words on the first line, two on the second.
    const lines = [
      { box: { x: 40, y: 1470, w: 800, h: 44 }, words: 7 },
      { box: { x: 40, y: 1524, w: 210, h: 44 }, words: 2 },
    ];
    const wrapped = {
      ...quote,
      text: "Made pizza from scratch, the kitchen will never recover",
      box: { x: 40, y: 1470, w: 800, h: 98 },
      lines,
      wordStart: 1,
      wordEnd: 10,
    };
    const plan = planShots(input({ targets: [wrapped] }));

    it("shows it whole, both lines marked, from its first word said to the end: no line is said off screen", () => {
      expect(plan.map((s) => s.kind)).toEqual(["whole", "quote", "punch"]);
      const [, shot] = plan;
      expect(shot.mark?.lines).toEqual(lines.map((l) => l.box));
      for (let ms = shot.mark!.saidFromMs!; ms <= 5600; ms += 20) expect(inside(cameraAt(plan, ms), wrapped.box)).toBe(true);
    });

    it("frames both lines together, each marked, when they fit a readable view", () => {
      const narrow = lines.map((l, i) => ({ ...l, box: { ...l.box, w: i === 0 ? 300 : 120 } }));
      const [, shot, punch] = planShots(input({ targets: [{ ...wrapped, box: { ...wrapped.box, w: 300 }, lines: narrow }] }));
      expect(shot.kind).toBe("quote");
      expect(punch.kind).toBe("punch");
      expect(shot.mark?.lines).toEqual(narrow.map((l) => l.box));
      for (const l of narrow) expect(inside(shot.focus, l.box)).toBe(true);
    });
  });

  it("marks the quoted region while its words are spoken, never in the opening shot", () => {
    expect(shots[0].mark).toBeUndefined();
    const mark = shots[1].mark!;
    expect(mark.box).toEqual(quote.box);
    expect(mark.fromMs).toBeGreaterThanOrEqual(shots[1].startMs + shots[1].moveMs);
    expect(mark.drawnMs).toBeGreaterThan(mark.fromMs);
    expect(mark.toMs).toBeLessThanOrEqual(shots[1].endMs);
    expect(shots[2].mark?.fromMs).toBe(shots[2].startMs + PUNCH_MOVE_MS);
  });

  it("says when the quoted words start, even before the camera arrives, so nothing is drawn over them from then", () => {
    const early = planShots(
      input({
        words: timed(16).map((w) => ({ ...w, startMs: w.startMs - 200, endMs: w.endMs - 200 })),
        voiceOffsetMs: 0,
        targets: [{ ...quote, wordStart: 0, wordEnd: 2 }],
      }),
    );
    const mark = early[1].mark!;
    expect(mark.saidFromMs).toBe(0);
    expect(mark.fromMs).toBeGreaterThanOrEqual(OPENING_MS + MOVE_MS);
    expect(shots[1].mark!.saidFromMs).toBe(Math.min(250 + timed(16)[3].startMs, shots[1].mark!.fromMs));
    expect(shots[2].mark!.saidFromMs).toBe(shots[2].startMs);
  });

  it("opens shorter, down to a floor, when asked to and the quote's words come before the camera could land", () => {
    const early = { words: timed(16), voiceOffsetMs: 0, targets: [{ ...quote, wordStart: 1, wordEnd: 3 }] };
    const saidAt = timed(16)[1].startMs;
    // By default the opening keeps its length.
    expect(planShots(input(early))[1].startMs).toBe(OPENING_MS);
    const shorter = planShots(input({ ...early, shortestOpeningMs: SHORTEST_OPENING_MS }));
    expect(shorter[1].startMs).toBe(Math.max(SHORTEST_OPENING_MS, saidAt - MOVE_MS));
    expect(shorter[1].startMs).toBeLessThan(OPENING_MS);
    // Words at the very start: the floor holds.
    const atOnce = planShots(input({ ...early, targets: [{ ...quote, wordStart: 0, wordEnd: 2 }], shortestOpeningMs: SHORTEST_OPENING_MS }));
    expect(atOnce[1].startMs).toBe(SHORTEST_OPENING_MS);
    // Words that come after the usual landing change nothing.
    expect(planShots(input({ shortestOpeningMs: SHORTEST_OPENING_MS }))[1].startMs).toBe(planShots(input())[1].startMs);
  });

  it("quickens the first move in, down to a floor, when asked to and the words come before it could land", () => {
    const early = {
      words: timed(16),
      voiceOffsetMs: 0,
      targets: [
        { ...quote, wordStart: 1, wordEnd: 3 },
        { ...quote, wordStart: 9, wordEnd: 11 },
      ],
    };
    const saidAt = timed(16)[1].startMs;
    const floors = { shortestOpeningMs: SHORTEST_OPENING_MS, shortestFirstMoveMs: SHORTEST_FIRST_MOVE_MS };
    // By default, and with only the opening's floor, every move keeps its length.
    expect(planShots(input(early))[1].moveMs).toBe(MOVE_MS);
    expect(planShots(input({ ...early, shortestOpeningMs: SHORTEST_OPENING_MS }))[1].moveMs).toBe(MOVE_MS);
    const quick = planShots(input({ ...early, ...floors }));
    expect(quick[1].moveMs).toBe(Math.max(SHORTEST_FIRST_MOVE_MS, saidAt - quick[1].startMs));
    expect(quick[1].moveMs).toBeLessThan(MOVE_MS);
    expect(quick[1].mark!.fromMs).toBe(quick[1].startMs + quick[1].moveMs);
    // Only the first: the next target is moved to as usual.
    expect(quick[2].moveMs).toBe(MOVE_MS);
    // Words at the very start: the floor holds.
    const atOnce = planShots(input({ ...early, targets: [{ ...quote, wordStart: 0, wordEnd: 2 }], ...floors }));
    expect(atOnce[1].moveMs).toBe(SHORTEST_FIRST_MOVE_MS);
    // Words that come after the usual landing change nothing.
    expect(planShots(input(floors))[1].moveMs).toBe(MOVE_MS);
  });

  it("punches in on the last focus as far as the sharp scale allows, keeping the quote whole", () => {
    // At the sharp scale already: the punch holds rather than soften the text.
    expect(shots[2].focus.h).toBe(shots[1].focus.h);
    const wide = { ...quote, box: { x: 40, y: 700, w: 800, h: 44 } };
    const [, shot, punch] = planShots(input({ targets: [wide] }));
    expect(punch.kind).toBe("punch");
    expect(punch.focus.h).toBeLessThan(shot.focus.h);
    expect(Math.abs(punch.focus.x + punch.focus.w / 2 - (shot.focus.x + shot.focus.w / 2))).toBeLessThan(2);
    expect(inside(punch.focus, wide.box)).toBe(true);
  });

  it("stays on the view before where a punch-in widened back to the lines beside the quote gets no closer", () => {
    // Lines beside the quote as wide as the screen, and an avatar the quote's view slid clear of.
    const square = { frame: { width: 1280, height: 720 }, viewport: { width: 720, height: 720 } };
    const low = { ...quote, box: { x: 60, y: 1100, w: 330, h: 44 } };
    const beside = Array.from({ length: 12 }, (_, i) => ({ x: 20, y: 900 + i * 70, w: 906, h: 44 }));
    const plain = planShots(input({ ...square, targets: [low], textBoxes: beside }))[1].focus;
    const avatar = { x: 40, y: plain.y - 200, w: 300, h: 200 + 3 * 44 };
    const [, held, still] = planShots(input({ ...square, targets: [low], textBoxes: beside, rows: [avatar] }));
    expect(still.kind).toBe("punch");
    expect(still.focus).toEqual(held.focus);
  });

  it("pushes in gently to the subject the analysis found (a face), framed whole, and never fails", () => {
    const face = { x: 600, y: 300, w: 200, h: 220 };
    const pushed = planShots(input({ targets: [], focusHint: face }));
    expect(pushed.map((s) => s.label)).toEqual(["whole", "push-in", "punch"]);
    expect(pushed[1].moveMs).toBeGreaterThan(1500);
    expect(pushed[0].focus.h / pushed[1].focus.h).toBeGreaterThan(1.2);
    expect(pushed[0].focus.h / pushed[1].focus.h).toBeLessThanOrEqual(1.6 + 0.01);
    expect(inside(pushed[1].focus, face)).toBe(true);
    expect(planShots(input({ targets: [], words: [] }))).toHaveLength(1);
    const offImage = { ...quote, box: { x: 5000, y: 9000, w: 40, h: 40 } };
    for (const shot of planShots(input({ targets: [offImage] }))) expect(inside(openingView({ image: phone, ...portrait720 }), shot.focus)).toBe(true);
  });

  it("stays on the whole upload when nothing was found to go to", () => {
    expect(planShots(input({ targets: [] })).map((s) => s.label)).toEqual(["whole", "punch"]);
  });

  it("leaves out a target spoken too late for a shot of its own", () => {
    const late = { ...quote, wordStart: 14, wordEnd: 16 };
    expect(planShots(input({ targets: [late] })).map((s) => s.label)).toEqual(["whole", "punch"]);
  });
});

describe("planShots, the captions' band", () => {
  // A phone screenshot full of lines down to just over half its height, then empty to its foot.
  const lines = Array.from({ length: 25 }, (_, i) => ({ x: 60, y: 60 + i * 44, w: 700, h: 30 }));
  const band = { from: 0.64, to: 0.73 };
  const textUnder = (view: { x: number; y: number; w: number; h: number }) =>
    lines.reduce((sum, l) => {
      const top = view.y + band.from * view.h;
      const bottom = view.y + band.to * view.h;
      const overlap = Math.min(l.y + l.h, bottom) - Math.max(l.y, top);
      return sum + (overlap > 0 ? overlap * l.w : 0);
    }, 0);
  const quoteShot = (overrides: Partial<ShotPlanInput>) => planShots(input({ textBoxes: lines, ...overrides })).find((s) => s.kind === "quote")!;

  it("places the quote's view so the captions' usual band falls on fewer of the upload's lines, the quote whole", () => {
    const usual = quoteShot({});
    const placed = quoteShot({ captionBand: band });
    expect(textUnder(usual.focus)).toBeGreaterThan(0);
    expect(textUnder(placed.focus)).toBeLessThan(0.8 * textUnder(usual.focus));
    expect(inside(placed.focus, quote.box)).toBe(true);
    // Never with the quote itself under the band.
    const quoteMiddle = (quote.box.y + quote.box.h / 2 - placed.focus.y) / placed.focus.h;
    expect(quoteMiddle < band.from || quoteMiddle > band.to).toBe(true);
  });

  it("keeps the usual anchor where no other is clearly clearer (no text under the band either way)", () => {
    expect(quoteShot({ captionBand: band, textBoxes: [] }).focus).toEqual(quoteShot({ textBoxes: [] }).focus);
  });
});
