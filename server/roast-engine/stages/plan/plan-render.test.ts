import { describe, expect, it } from "vitest";
import { DEFAULT_CAPTION_STYLE } from "../../../../common/caption-styles";
import { getTierOptions } from "../render/tier-options";
import type { TimedWord } from "../../types";
import { CAMERA_LANDS_MS, MOVE_MS, OPENING_MS, SHORTEST_FIRST_MOVE_MS, SHORTEST_OPENING_MS } from "./plan-shots";
import { planMarks } from "./plan-marks";
import { planMusic } from "./plan-music";
import { planRender } from "./plan-render";
import { planWatermark } from "./plan-watermark";
import { findFocusInFrame } from "./find-focus";
import { contains } from "./frame-region";
import { overlapArea } from "./geometry";
import { cameraAt, toFrame } from "./camera-at";
import type { PlanInput } from "./render-plan";

const timed = (n: number): TimedWord[] =>
  Array.from({ length: n }, (_, i) => ({ text: `w${i}`, startMs: i * 320, endMs: i * 320 + 290, emphasis: i >= n - 2 || undefined }));
/** A sentence said one word every 320 ms, its last word the punch. */
const spoken = (sentence: string): TimedWord[] =>
  sentence.split(" ").map((text, i, all) => ({ text, startMs: i * 320, endMs: i * 320 + 290, emphasis: i === all.length - 1 || undefined }));
const quote = { kind: "quote" as const, text: "w0 w1 w2", box: { x: 60, y: 560, w: 330, h: 44 }, wordStart: 0, wordEnd: 3, lineHeight: 44 };
const input = (targets = [quote], words = timed(16)): PlanInput => ({
  orientation: "portrait",
  image: { width: 946, height: 2048 },
  voice: { durationMs: words[words.length - 1].endMs, words, style: "roastbot" },
  script: { mood: "smug" },
  options: getTierOptions("creator"),
  direction: { targets },
  seed: "plan-render-test",
});

describe("planRender", () => {
  it("plans the captions in the input's style, the default without one, and keeps the style in the plan", () => {
    const plain = planRender(input());
    expect(plain.captionStyle).toBe(DEFAULT_CAPTION_STYLE);
    const bold = planRender({ ...input(), captionStyle: "bold" });
    const plate = planRender({ ...input(), captionStyle: "plate" });
    const pop = planRender({ ...input(), captionStyle: "pop" });
    expect([bold.captionStyle, plate.captionStyle, pop.captionStyle]).toEqual(["bold", "plate", "pop"]);
    expect(plate.captions.every((c) => c.plate)).toBe(true);
    expect(bold.captions.some((c) => c.plate) || pop.captions.some((c) => c.plate)).toBe(false);
    // Pop's words are larger and come two or three at a time; bold and plate show a clause at a time.
    expect(Math.max(...pop.captions.map((c) => c.fontSize))).toBeGreaterThan(Math.max(...bold.captions.map((c) => c.fontSize)));
    expect(Math.max(...pop.captions.map((c) => c.words.length))).toBeLessThanOrEqual(4);
    expect(bold.captions.length).toBeLessThan(pop.captions.length);
    expect(plate.captions.map((c) => c.text)).toEqual(bold.captions.map((c) => c.text));
    // The same input, the same plan.
    expect(planRender({ ...input(), captionStyle: "pop" })).toEqual(pop);
  });

  it("says a quote the script opens on once the camera has landed on it, with its mark drawing", () => {
    const plan = planRender(input());
    const quoteShot = plan.shots.find((s) => s.kind === "quote");
    expect(quoteShot).toBeDefined();
    const saidAt = plan.timeline.voiceStartMs + timed(16)[0].startMs;
    expect(saidAt).toBe(CAMERA_LANDS_MS);
    expect(quoteShot!.startMs + quoteShot!.moveMs).toBeLessThanOrEqual(saidAt);
    expect(quoteShot!.mark!.fromMs).toBeLessThanOrEqual(saidAt);
    // The captions and the sting follow the voice.
    expect(plan.captions[0].startMs).toBeGreaterThanOrEqual(saidAt);
  });

  it("lands as near the quote as it can when the voice is too long to wait: a shorter opening", () => {
    const long = timed(19);
    const plan = planRender(input([quote], long));
    const saidAt = plan.timeline.voiceStartMs + long[0].startMs;
    expect(saidAt).toBeLessThan(CAMERA_LANDS_MS);
    const quoteShot = plan.shots.find((s) => s.kind === "quote")!;
    expect(quoteShot.startMs).toBeLessThan(OPENING_MS);
    expect(quoteShot.startMs).toBeGreaterThanOrEqual(SHORTEST_OPENING_MS);
    expect(quoteShot.startMs + quoteShot.moveMs).toBeLessThan(CAMERA_LANDS_MS);
    // Its move in quickens too, down to a floor, so the camera lands as the quote is said.
    expect(quoteShot.moveMs).toBeLessThan(MOVE_MS);
    expect(quoteShot.moveMs).toBeGreaterThanOrEqual(SHORTEST_FIRST_MOVE_MS);
    expect(quoteShot.startMs + quoteShot.moveMs).toBe(Math.max(SHORTEST_OPENING_MS + SHORTEST_FIRST_MOVE_MS, saidAt));
  });

  it("keeps the short lead-in when the first quote comes later in the script", () => {
    const later = { ...quote, wordStart: 6, wordEnd: 8 };
    expect(planRender(input([later])).timeline.voiceStartMs).toBe(250);
    expect(planRender(input([])).timeline.voiceStartMs).toBe(250);
  });

  it("chooses the music bed its tier has, by the script's mood and the seed, and none without", () => {
    expect(planRender(input()).audio.music).toEqual(planMusic("smug", "plan-render-test"));
    expect(planRender({ ...input(), seed: "another" }).audio.music).toEqual(planMusic("smug", "another"));
    expect(planRender({ ...input(), options: getTierOptions("starter") }).audio.music).toBeUndefined();
  });

  it("places the free tier's corner mark for each moment the camera holds or moves, clear of the quote, and none on a paid tier", () => {
    const plan = planRender({ ...input(), options: getTierOptions("free") });
    const moments = plan.watermark!.moments;
    expect(moments[0].fromMs).toBe(0);
    for (const [i, moment] of moments.entries()) {
      expect(moment.toMs).toBeGreaterThan(moment.fromMs);
      if (i > 0) expect(moment.fromMs).toBe(moments[i - 1].toMs);
      const quote = findFocusInFrame(plan.shots, plan.layout, moment.fromMs, moment.toMs);
      if (quote) expect(overlapArea(moment.box, quote)).toBe(0);
    }
    expect(moments.at(-1)!.toMs).toBe(plan.timeline.endCardStartMs);
    // It changes where the camera settles on the quote.
    const quoteShot = plan.shots.find((s) => s.kind === "quote")!;
    expect(moments.map((m) => m.fromMs)).toContain(quoteShot.startMs + quoteShot.moveMs);
    expect(plan.watermark).toEqual(planWatermark(plan.shots, plan.layout, plan.captions, input().image, { targets: [quote.box], cardEdge: true }));
    expect(planRender(input()).watermark).toBeUndefined();
  });

  it("carries its shots' marks as drawn, line by line", () => {
    const plan = planRender(input());
    expect(plan.marks).toEqual(planMarks(plan.shots));
    expect(plan.marks.map((m) => m.box)).toContainEqual(quote.box);
  });

  it("landscape: the card and the words' column inside the frame, the large quote clear of the card and of every caption, the quote whole on the card while said", () => {
    const rect = (r: { x: number; y: number; width: number; height: number }) => ({ x: r.x, y: r.y, w: r.width, h: r.height });
    const frame = { x: 0, y: 0, w: 1920, h: 1080 };
    for (const image of [
      { width: 946, height: 2048 },
      { width: 2048, height: 1365 },
    ]) {
      const plan = planRender({ ...input(), orientation: "landscape", image });
      const card = rect(plan.layout.viewport);
      expect(plan.layout.card).toBeDefined();
      expect(contains(frame, card)).toBe(true);
      expect(plan.quotes).toHaveLength(1);
      const said = plan.quotes![0];
      expect(said.text).toBe("w0 w1 w2");
      expect(contains(frame, said.box)).toBe(true);
      expect(overlapArea(said.box, card)).toBe(0);
      expect(plan.captions.length).toBeGreaterThan(0);
      for (const caption of plan.captions) {
        expect(contains(frame, caption.box)).toBe(true);
        expect(overlapArea(caption.box, card)).toBe(0);
        expect(overlapArea(caption.box, said.box)).toBe(0);
      }
      // While it is said (its mark drawn), the quoted line is whole on the card, with a margin.
      const mark = plan.marks[0];
      for (let ms = mark.fromMs; ms < mark.toMs; ms += 40) {
        const onCard = toFrame(cameraAt(plan.shots, ms), quote.box, plan.layout.viewport);
        expect(contains({ x: card.x + 4, y: card.y + 4, w: card.w - 8, h: card.h - 8 }, onCard)).toBe(true);
      }
    }
  });

  it("landscape without a quote on screen: no large quote, the captions in the middle of the column", () => {
    const plan = planRender({ ...input([]), orientation: "landscape" });
    expect(plan.quotes).toEqual([]);
    expect(plan.captions.every((c) => c.y === 540)).toBe(true);
    expect(plan.captions.every((c) => c.box.x > plan.layout.viewport.x + plan.layout.viewport.width)).toBe(true);
  });

  it("beside a card, leaves a quote's own words to the quote set large: no caption repeats them while it shows", () => {
    const words = spoken("'Bring snacks and do not talk.' A relationship with terms, and the terms are snacks.");
    const target = { ...quote, text: "Bring snacks and do not talk.", wordStart: 0, wordEnd: 6 };
    for (const orientation of ["landscape", "portrait"] as const) {
      for (const captionStyle of ["plate", "pop"] as const) {
        const plan = planRender({ ...input([target], words), orientation, captionStyle });
        expect(plan.quotes?.map((q) => q.text)).toEqual(["Bring snacks and do not talk."]);
        const captioned = plan.captions.map((c) => c.text).join(" ");
        expect(captioned).not.toMatch(/snacks and|do not|talk\./);
        expect(captioned).toContain("relationship with terms");
        expect(captioned).toMatch(/snacks\.$/);
        // Alone in the words' column while it is said, it sits in its middle until the captions come.
        const [set] = plan.quotes ?? [];
        expect(set.alone?.untilMs).toBeLessThanOrEqual(plan.captions[0].startMs);
      }
    }
    // Over a picture filling the frame there is no quote set large: its words are captioned as said.
    const full = planRender({ ...input([target], words), image: { width: 946, height: 2048, photo: true } });
    expect(full.quotes).toEqual([]);
    expect(full.captions.map((c) => c.text).join(" ")).toContain("Bring snacks and do not talk.");
  });

  it("beside a card, sets a lead-in over the quote it leads into as its kicker, the quote up from when the lead-in is said", () => {
    const words = spoken("This screen says 'Bring snacks and do not talk.' A relationship with terms.");
    const target = { ...quote, text: "Bring snacks and do not talk.", wordStart: 3, wordEnd: 9 };
    for (const orientation of ["landscape", "portrait"] as const) {
      const plan = planRender({ ...input([target], words), orientation });
      expect(plan.quotes).toHaveLength(1);
      // Neither the lead-in nor the quote's words are captioned: captioned with the quote they
      // were its words twice over; alone, a fragment.
      expect(plan.captions.map((c) => c.text)).toEqual(["A relationship with terms."]);
      const [set] = plan.quotes!;
      expect(set.kicker?.text).toBe("This screen says");
      expect(set.startMs).toBeLessThanOrEqual(plan.timeline.voiceStartMs + words[0].startMs);
      // The block's box holds the kicker, above the quote's lines.
      expect(set.box.y).toBeLessThan(set.y);
      // Beside a landscape card it stays with the quote; under portrait's captions, only while the quote is alone.
      if (orientation === "landscape") expect(set.kicker?.untilMs).toBe(set.endMs);
      else expect(set.kicker?.untilMs).toBe(set.alone?.untilMs ?? set.startMs);
    }
  });

  it("sets a lead-in too long to caption with its quote over the quote too, and captions no word of the quote", () => {
    const quoted = "Bring snacks, do not talk during the film, and never ask me what happened in the first part.";
    const said = `This screen says '${quoted}' A relationship with terms.`.split(" ");
    const words = said.map((text, i) => ({ text, startMs: i * 230, endMs: i * 230 + 200, emphasis: i === said.length - 1 || undefined }));
    const end = 3 + quoted.split(" ").length;
    const target = { ...quote, text: quoted, wordStart: 3, wordEnd: end };
    const plan = planRender({ ...input([target], words), orientation: "landscape" });
    expect(plan.quotes).toHaveLength(1);
    expect(plan.quotes![0].kicker?.text).toBe("This screen says");
    expect(plan.captions.map((c) => c.text).join(" ")).not.toMatch(/This screen|do not talk/);
  });

  it("captions only the lead-in of a group that runs on into a quote set large: the quote's words are never shown twice at once", () => {
    const words = spoken("Then, in case anyone was still on side: 'the other three stay nice.' Loyal to the end.");
    const target = { ...quote, text: "the other three stay nice.", wordStart: 8, wordEnd: 13 };
    for (const orientation of ["landscape", "portrait"] as const) {
      for (const captionStyle of ["plate", "bold"] as const) {
        const plan = planRender({ ...input([target], words), orientation, captionStyle });
        expect(plan.quotes?.map((q) => q.text)).toEqual(["the other three stay nice."]);
        const captioned = plan.captions.map((c) => c.text).join(" ");
        expect(captioned).not.toMatch(/three|stay nice/);
        expect(captioned).toContain("still on side:");
        // The lead-in stays up while the quote it leads into is shown, so the two read as one sentence.
        const lead = plan.captions.find((c) => c.text.includes("still on side"));
        expect(lead?.endMs).toBeGreaterThan(plan.timeline.voiceStartMs + words[9].startMs);
      }
    }
  });

  it("takes no quoted word called back after its quote for a lead-in: 'A hobby gets called enthusiast' stays a caption", () => {
    const words = spoken("'Retired. Grilling enthusiast.' A hobby gets called 'enthusiast' once it costs real money.");
    const target = { ...quote, text: "Retired. Grilling enthusiast.", wordStart: 0, wordEnd: 3 };
    for (const orientation of ["landscape", "portrait"] as const) {
      const plan = planRender({ ...input([target], words), orientation });
      expect(plan.quotes?.[0].kicker).toBeUndefined();
      expect(plan.captions.map((c) => c.text).join(" ")).toContain("A hobby gets called enthusiast");
    }
  });

  it("over a picture filling the frame, where no quote is set large, captions the quote's words coloured as quoted", () => {
    const words = spoken("This screen says 'Bring snacks and do not talk.' A relationship with terms.");
    const target = { ...quote, text: "Bring snacks and do not talk.", wordStart: 3, wordEnd: 9 };
    const plan = planRender({ ...input([target], words), image: { width: 946, height: 2048, photo: true } });
    expect(plan.quotes).toEqual([]);
    const shown = plan.captions.flatMap((c) => c.words);
    expect(shown.filter((w) => w.quoted).map((w) => w.text)).toEqual("Bring snacks and do not talk.".split(" "));
  });
});
