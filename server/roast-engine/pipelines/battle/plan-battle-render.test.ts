import { describe, expect, it } from "vitest";
import { cameraAt } from "../../stages/plan/camera-at";
import { planMarks } from "../../stages/plan/plan-marks";
import { planMusic } from "../../stages/plan/plan-music";
import { pictureInFrame, planWatermark } from "../../stages/plan/plan-watermark";
import { findFocusInFrame } from "../../stages/plan/find-focus";
import { overlapArea } from "../../stages/plan/geometry";
import { markInFrame } from "../../stages/plan/find-focus";
import { findTextInFrame } from "../../stages/plan/find-text-in-frame";
import { MOVE_MS } from "../../stages/plan/plan-shots";
import { getTierOptions } from "../../stages/render/tier-options";
import type { BattleRenderInfo } from "../../stages/render/render-input";
import type { Box, Orientation, TimedWord } from "../../types";
import { layOutBoard, sideRegion, toBoardBox } from "./build-battle-board";
import { BATTLE_MAX_MS, BATTLE_MIN_MS, INTRO_MS, isBattlePlan, planBattleRender, SCENE_BACKDROP } from "./plan-battle-render";

const SCREEN = { width: 1080, height: 2340 };
const PHOTO = { width: 1600, height: 1200 };

/** Words of 260 ms each, a 220 ms pause between parts: what createBattleVoice gives. */
function speak(counts: number[]): { words: TimedWord[]; spans: Array<{ wordStart: number; wordEnd: number }> } {
  const words: TimedWord[] = [];
  const spans = [];
  let at = 0;
  for (const count of counts) {
    spans.push({ wordStart: words.length, wordEnd: words.length + count });
    for (let i = 0; i < count; i++, at += 260)
      words.push({ text: `w${words.length}`, startMs: at, endMs: at + 230, ...(i === count - 1 ? { emphasis: true } : {}) });
    at += 220;
  }
  return { words, spans };
}

function battleInput(orientation: Orientation, sizes: [typeof SCREEN, typeof SCREEN], winner: "a" | "b" = "b") {
  const { words, spans } = speak([7, 6, 9, 6, 3]);
  const quote: Box = { x: 60, y: 900, w: 700, h: 48 };
  const sides = sizes.map((size, i) => ({ path: `/tmp/${i}.jpg`, ...size, name: i === 0 ? "Sofia" : "@sunset.chaser_22", textBoxes: [quote] }));
  const battle: BattleRenderInfo = {
    sides: sides as BattleRenderInfo["sides"],
    parts: [...(["a", "b", "a", "b"] as const), undefined].map((side, i) => ({
      side,
      ...spans[i],
      targets: i === 0 ? [{ kind: "quote" as const, text: "Farmers markets", box: quote, wordStart: 0, wordEnd: 2, lineHeight: 48 }] : [],
    })),
    verdict: { winner, names: ["Sofia", "@sunset.chaser_22"], reason: "1 cliché to 7" },
  };
  return {
    orientation,
    voice: { wavPath: "/tmp/voice.wav", durationMs: words.at(-1)?.endMs ?? 0, words, style: "roastbot" as const },
    script: { text: words.map((w) => w.text).join(" "), mood: "smug" as const },
    options: getTierOptions("creator", { watermark: false }),
    seed: "s",
    battle,
  };
}

const centre = (b: Box) => ({ x: b.x + b.w / 2, y: b.y + b.h / 2 });
const inside = (p: { x: number; y: number }, s: { x: number; y: number; width: number; height: number }) =>
  p.x >= s.x && p.x <= s.x + s.width && p.y >= s.y && p.y <= s.y + s.height;

describe("planBattleRender", () => {
  for (const orientation of ["portrait", "landscape"] as const) {
    for (const [label, sizes] of [
      ["two screens", [SCREEN, SCREEN]],
      ["a screen and a photo", [SCREEN, PHOTO]],
    ] as const) {
      it(`${orientation}, ${label}: the intro shows both uploads, then each turn its own, the verdict the winner's`, () => {
        const input = battleInput(orientation, sizes as [typeof SCREEN, typeof SCREEN]);
        const plan = planBattleRender(input);
        const [a, b] = plan.board.slots;
        expect(plan.timeline.totalMs).toBeGreaterThanOrEqual(BATTLE_MIN_MS);
        expect(plan.timeline.totalMs).toBeLessThanOrEqual(BATTLE_MAX_MS);
        // The split-screen intro: both uploads in view, until the first turn: the whole board
        // (portrait), or the intro's two cards with the camera's card off the frame (landscape).
        const intro = plan.shots[0];
        expect(intro.label).toContain("intro");
        expect(intro.endMs).toBeGreaterThanOrEqual(INTRO_MS - 200);
        if (orientation === "landscape") {
          expect(plan.scenes?.[0]).toEqual({ fromMs: 0, backdrop: SCENE_BACKDROP.intro, camera: false });
          expect(plan.scenes?.[1]).toMatchObject({ fromMs: intro.endMs, backdrop: SCENE_BACKDROP.a, camera: true });
        }
        for (const slot of orientation === "portrait" ? [a, b] : []) {
          expect(intro.focus.x).toBeLessThanOrEqual(slot.x);
          expect(intro.focus.x + intro.focus.w).toBeGreaterThanOrEqual(slot.x + slot.width);
          expect(intro.focus.y).toBeLessThanOrEqual(slot.y);
          expect(intro.focus.y + intro.focus.h).toBeGreaterThanOrEqual(slot.y + slot.height);
        }
        // Each turn's shots are centred on that turn's upload; the verdict's on the winner's.
        const sideSlots = { a, b };
        const labels = ["turn 1 (A)", "turn 2 (B)", "turn 3 (A)", "turn 4 (B)", "verdict (B)"];
        for (const [i, tag] of labels.entries()) {
          const shots = plan.shots.filter((s) => s.label.startsWith(tag));
          expect(shots.length, tag).toBeGreaterThan(0);
          const side = i === 4 ? "b" : (["a", "b", "a", "b"] as const)[i];
          for (const shot of shots) expect(inside(centre(shot.focus), sideSlots[side]), `${tag}: ${shot.label}`).toBe(true);
        }
        // The shots follow one another in time, the turns in order.
        for (let i = 1; i < plan.shots.length; i++) expect(plan.shots[i].startMs).toBeGreaterThanOrEqual(plan.shots[i - 1].startMs);
        // The first turn's quote is framed and marked where it is on A, in the board's pixels.
        const quoteShot = plan.shots.find((s) => s.label.startsWith("turn 1 (A): quote"));
        expect(quoteShot?.mark).toBeDefined();
        expect(inside(centre(quoteShot?.mark?.box ?? { x: -1, y: -1, w: 0, h: 0 }), a)).toBe(true);
        // Captions end before the verdict card, which names the winner and the reason.
        for (const caption of plan.captions) expect(caption.endMs).toBeLessThanOrEqual(plan.timeline.endCardStartMs);
        expect(plan.endCard.battle).toEqual({ winner: "@sunset.chaser_22", reason: "1 cliché to 7" });
      });
    }
  }

  for (const orientation of ["portrait", "landscape"] as const) {
    for (const [label, sizes] of [
      ["two screens", [SCREEN, SCREEN]],
      ["a screen and a photo", [SCREEN, PHOTO]],
      ["two photos", [PHOTO, PHOTO]],
    ] as const) {
      it(`${orientation}, ${label}: a turn's camera, once it has cut or pushed in, shows its own upload and nothing of the other side`, () => {
        const plan = planBattleRender(battleInput(orientation, sizes as unknown as [typeof SCREEN, typeof SCREEN], "a"));
        const { viewport } = plan.layout;
        const sides = ["a", "b", "a", "b", "a"] as const;
        for (const [i, tag] of ["turn 1 (A)", "turn 2 (B)", "turn 3 (A)", "turn 4 (B)", "verdict (A)"].entries()) {
          const region = sideRegion(plan.board, sides[i] === "a" ? 0 : 1);
          const shots = plan.shots.filter((s) => s.label.startsWith(tag));
          // After the first push-in the camera cuts from side to side: no zoomed sweep across the board.
          if (i > 0) expect(shots[0].moveMs, tag).toBe(0);
          const from = shots[0].startMs + (i === 0 ? MOVE_MS : 0);
          const to =
            i < 4 ? (plan.shots.find((s) => s.label.startsWith(`turn ${i + 2}`) || s.label.startsWith("verdict"))?.startMs ?? 0) : plan.timeline.endCardStartMs;
          expect(to).toBeGreaterThan(from);
          for (let t = from; t < to; t += 40) {
            // What the camera shows: the focus's width, at the window's shape.
            const focus = cameraAt(plan.shots, t);
            const view = { ...focus, h: (focus.w * viewport.height) / viewport.width };
            const at = `${tag} at ${t} ms`;
            expect(view.x, at).toBeGreaterThanOrEqual(region.x - 0.5);
            expect(view.y, at).toBeGreaterThanOrEqual(region.y - 0.5);
            expect(view.x + view.w, at).toBeLessThanOrEqual(region.x + region.w + 0.5);
            expect(view.y + view.h, at).toBeLessThanOrEqual(region.y + region.h + 0.5);
          }
        }
      });
    }
  }

  for (const orientation of ["portrait", "landscape"] as const) {
    it(`${orientation}: a turn's words are captioned over its own picture only, never over the next turn's`, () => {
      const input = battleInput(orientation, [SCREEN, PHOTO], "a");
      const plan = planBattleRender(input);
      const tags = ["turn 1 ", "turn 2 ", "turn 3 ", "turn 4 ", "verdict "];
      // Where each part's picture begins: its first shot (the first turn's is the push-in from the intro).
      const cuts = tags.map((tag) => plan.shots.find((s) => s.label.startsWith(tag))?.startMs ?? Number.NaN);
      const partOf = (index: number) => input.battle.parts.findIndex((p) => index >= p.wordStart && index < p.wordEnd);
      expect(plan.captions.length).toBeGreaterThan(0);
      for (const caption of plan.captions) {
        // The test's words are "w<index>", with no punctuation to end a turn's last group.
        const parts = new Set(caption.words.map((w) => partOf(Number(w.text.slice(1)))));
        expect(parts.size, caption.text).toBe(1);
        const [part] = [...parts];
        if (part + 1 < cuts.length) expect(caption.endMs, caption.text).toBeLessThanOrEqual(cuts[part + 1]);
        if (part > 0) expect(caption.startMs, caption.text).toBeGreaterThanOrEqual(cuts[part]);
      }
    });
  }

  it("landscape: two cards, the turn's in front and the other set back; its quote whole on the card and set large beside it while said; captions and quotes never over a card", () => {
    for (const sizes of [
      [SCREEN, SCREEN],
      [SCREEN, PHOTO],
      [PHOTO, PHOTO],
    ] as const) {
      const plan = planBattleRender(battleInput("landscape", sizes as unknown as [typeof SCREEN, typeof SCREEN], "a"));
      const at = JSON.stringify(sizes);
      const { viewport: front } = plan.layout;
      const cards = plan.cards!;
      const frame = { x: 0, y: 0, width: plan.size.width, height: plan.size.height };
      const box = (r: { x: number; y: number; width: number; height: number }) => ({ x: r.x, y: r.y, w: r.width, h: r.height });
      // The front card takes most of the frame's height; each back card is smaller, beside it, partly behind it, in frame.
      expect(front.height / plan.size.height, at).toBeGreaterThanOrEqual(sizes[1] === SCREEN ? 0.8 : 0.5);
      for (const back of cards.back) {
        expect(back.height, at).toBeLessThan(front.height);
        expect(back.x, at).toBeGreaterThanOrEqual(0);
        expect(back.x, at).toBeLessThan(front.x);
        expect(back.x + back.width, at).toBeGreaterThan(front.x);
        // Within the front card's height less its corners: the corner strips never cross it.
        expect(back.y, at).toBeGreaterThanOrEqual(front.y + plan.layout.card!.radius);
        expect(back.y + back.height, at).toBeLessThanOrEqual(front.y + front.height - plan.layout.card!.radius);
      }
      for (const r of [front, ...cards.intro]) {
        expect(r.x + r.width, at).toBeLessThanOrEqual(frame.width);
        expect(r.y + r.height, at).toBeLessThanOrEqual(frame.height);
      }
      expect(overlapArea(box(cards.intro[0]), box(cards.intro[1])), at).toBe(0);
      // The scenes: at each turn, that side's card in front.
      const sides = ["a", "b", "a", "b", "a"] as const;
      for (const [i, tag] of ["turn 1 (A)", "turn 2 (B)", "turn 3 (A)", "turn 4 (B)", "verdict (A)"].entries()) {
        const first = plan.shots.find((s) => s.label.startsWith(tag))!;
        const scene = [...(plan.scenes ?? [])].reverse().find((sc) => sc.fromMs <= first.startMs);
        expect(scene?.backdrop, `${at} ${tag}`).toBe(SCENE_BACKDROP[sides[i]]);
      }
      // The turn's quote: whole inside the front card while it is said; set large beside it, within its turn.
      const quoteShot = plan.shots.find((s) => s.mark && s.label.startsWith("turn 1 (A): quote"))!;
      const mark = quoteShot.mark!;
      for (let t = Math.max(mark.saidFromMs ?? mark.fromMs, quoteShot.startMs + quoteShot.moveMs); t < quoteShot.endMs; t += 40) {
        const seen = markInFrame(plan.shots, { ...mark, fromMs: t }, plan.layout);
        expect(seen.x, `${at} at ${t}`).toBeGreaterThanOrEqual(front.x);
        expect(seen.x + seen.w, `${at} at ${t}`).toBeLessThanOrEqual(front.x + front.width + 0.5);
      }
      const [large] = plan.quotes ?? [];
      expect(large?.text, at).toBe("Farmers markets");
      const turn2 = plan.shots.find((s) => s.label.startsWith("turn 2"))!.startMs;
      expect(large.startMs, at).toBeLessThanOrEqual(mark.saidFromMs ?? mark.fromMs);
      expect(large.endMs, at).toBeLessThanOrEqual(turn2);
      const cardBoxes = [box(front), ...cards.back.map(box)];
      for (const c of [...plan.captions.map((c) => c.box), large.box]) {
        for (const card of cardBoxes) expect(overlapArea(c, card), `${at}: ${JSON.stringify(c)}`).toBe(0);
        expect(c.x + c.w, at).toBeLessThanOrEqual(frame.width);
      }
    }
  });

  it("lays two phone screens side by side in both orientations, two wide photos one over the other in portrait", () => {
    expect(layOutBoard([SCREEN, SCREEN], "portrait").arrangement).toBe("row");
    expect(layOutBoard([SCREEN, SCREEN], "landscape").arrangement).toBe("row");
    expect(layOutBoard([PHOTO, PHOTO], "portrait").arrangement).toBe("column");
  });

  it("goes straight to a quote a turn opens on, its mark and each of its lines on that upload's place on the board", () => {
    const input = battleInput("portrait", [SCREEN, SCREEN]);
    const lines: Box[] = [
      { x: 60, y: 900, w: 700, h: 48 },
      { x: 60, y: 960, w: 300, h: 48 },
    ];
    const wrapped = {
      kind: "quote" as const,
      text: "Farmers markets and long walks",
      box: { x: 60, y: 900, w: 700, h: 108 },
      wordStart: 0,
      wordEnd: 5,
      lineHeight: 48,
    };
    input.battle.parts[0].targets = [{ ...wrapped, lines: lines.map((box, i) => ({ box, words: i === 0 ? 3 : 2 })) }];
    const plan = planBattleRender(input);
    const turn = plan.shots.filter((s) => s.label.startsWith("turn 1 (A)"));
    // The intro showed the upload whole: the first turn pushes in to its quote, no stop on the whole upload.
    expect(turn[0].kind).toBe("quote");
    expect(turn[0].startMs).toBe(INTRO_MS);
    const mark = turn[0].mark!;
    expect(mark.fromMs).toBe(turn[0].startMs + turn[0].moveMs);
    const slot = plan.board.slots[0];
    for (const line of mark.lines ?? []) {
      expect(inside(centre(line), slot)).toBe(true);
      expect(line.x).toBeGreaterThanOrEqual(mark.box.x - 1);
      expect(line.y + line.h).toBeLessThanOrEqual(mark.box.y + mark.box.h + 1);
    }
    expect(mark.lines).toHaveLength(2);
  });

  it("refuses a voice too long for a 14 s battle", () => {
    const input = battleInput("portrait", [SCREEN, SCREEN]);
    const words = input.voice.words.map((w) => ({ ...w, startMs: w.startMs * 2, endMs: w.endMs * 2 }));
    expect(() => planBattleRender({ ...input, voice: { ...input.voice, words } })).toThrow(/too long/);
  });

  it("carries what its render draws and plays: the marks line by line, the watermark's corner moment by moment, the music", () => {
    const paid = planBattleRender(battleInput("portrait", [SCREEN, SCREEN]));
    expect(isBattlePlan(paid)).toBe(true);
    expect(paid.marks).toEqual(planMarks(paid.shots));
    expect(paid.audio.music).toEqual(planMusic("smug", "s"));
    expect(paid.watermark).toBeUndefined();
    const input = battleInput("portrait", [SCREEN, SCREEN]);
    const free = planBattleRender({ ...input, options: getTierOptions("free") });
    expect(free.audio.music).toBeUndefined();
    const names = free.board.slots.map((slot) => ({ x: slot.x, y: slot.y + slot.height, w: slot.width, h: free.board.label }));
    const textBoxes = [...input.battle.sides.flatMap((side, i) => side.textBoxes.map((b) => toBoardBox(free.board.slots[i], b))), ...names];
    expect(free.watermark).toEqual(planWatermark(free.shots, free.layout, free.captions, free.board, { textBoxes }));
  });

  it.each(["portrait", "landscape"] as const)(
    "%s, free: one corner mark inside the board's picture on every frame before the card, never over a turn's quote or a caption",
    (orientation) => {
      const plan = planBattleRender({ ...battleInput(orientation, [SCREEN, PHOTO]), options: getTierOptions("free") });
      const { moments } = plan.watermark!;
      expect(moments[0].fromMs).toBe(0);
      for (let i = 1; i < moments.length; i++) expect(moments[i].fromMs).toBe(moments[i - 1].toMs);
      expect(moments.at(-1)!.toMs).toBe(plan.timeline.endCardStartMs);
      let quoted = 0;
      for (const m of moments) {
        // Landscape's intro (no camera): the frame's top right, clear of both intro cards.
        const cameraOn = [...(plan.scenes ?? [])].reverse().find((sc) => sc.fromMs <= m.fromMs)?.camera ?? true;
        if (!cameraOn) {
          for (const r of plan.cards!.intro) expect(overlapArea(m.box, { x: r.x, y: r.y, w: r.width, h: r.height })).toBe(0);
          expect(m.box.x + m.box.w).toBeLessThanOrEqual(plan.size.width);
          continue;
        }
        const picture = pictureInFrame(plan.shots, plan.layout, plan.board, m.fromMs, m.toMs);
        expect(m.box.x).toBeGreaterThanOrEqual(picture.x);
        expect(m.box.y).toBeGreaterThanOrEqual(picture.y);
        expect(m.box.x + m.box.w).toBeLessThanOrEqual(picture.x + picture.w);
        expect(m.box.y + m.box.h).toBeLessThanOrEqual(picture.y + picture.h);
        const quote = findFocusInFrame(plan.shots, plan.layout, m.fromMs, m.toMs);
        if (quote) {
          quoted++;
          expect(overlapArea(m.box, quote)).toBe(0);
        }
        for (const c of plan.captions.filter((c) => c.startMs < m.toMs && c.endMs > m.fromMs)) expect(overlapArea(m.box, c.box)).toBe(0);
      }
      expect(quoted).toBeGreaterThan(0);
      // Never over a name under the board's uploads (the intro shows them).
      const names = plan.board.slots.map((slot) => ({ x: slot.x, y: slot.y + slot.height, w: slot.width, h: plan.board.label }));
      for (const m of moments.filter((m) => m.fromMs < INTRO_MS))
        for (const text of findTextInFrame(plan.shots, plan.layout, names, m.fromMs, m.toMs)) expect(overlapArea(m.box, text)).toBe(0);
    },
  );
});
