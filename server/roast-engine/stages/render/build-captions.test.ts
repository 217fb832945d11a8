import { describe, expect, it } from "vitest";
import { styleCaptionType } from "../plan/caption-style-type";
import type { CaptionStyle } from "../../../../common/caption-styles";
import { LARGEST_POP } from "../plan/chunk-captions";
import { composeLayout } from "../plan/compose-layout";
import { planCaptions } from "../plan/plan-captions";
import type { DirectedShot } from "../plan/shot-types";
import type { TimedWord } from "../../types";
import { buildCaptionLayer, setCaptionGroup } from "./build-captions";
import { CAPTION_LOOKS } from "./caption-looks";
import { SPACE_EM, measureTextEm } from "./measure-caption-text";

const timed = (text: string): TimedWord[] =>
  text.split(" ").map((t, i, all) => ({ text: t, startMs: i * 300, endMs: i * 300 + 260, emphasis: i === all.length - 1 || undefined }));
// A photo's portrait, the camera filling the frame (a screen's card has a band of its own, checked below).
const layout = composeLayout("portrait", 1080, 1920, { width: 1000, height: 1400, photo: true });
const still: DirectedShot[] = [{ startMs: 0, endMs: 5000, focus: { x: 0, y: -200, w: 1000, h: 1778 }, kind: "whole", label: "whole", moveMs: 0 }];
const plan = (words: TimedWord[], style: CaptionStyle, options: { offsetMs?: number; endMs?: number } = {}) =>
  planCaptions({ words, offsetMs: options.offsetMs ?? 0, endMs: options.endMs ?? 5000, layout, shots: still, textBoxes: [], style });
const layer = (words: TimedWord[], style: CaptionStyle, options: { offsetMs?: number; endMs?: number } = {}) =>
  buildCaptionLayer(plan(words, style, options), layout, style);
const captionsOf = (events: string[]) => events.filter((e) => e.includes(",Caption,"));
const platesOf = (events: string[]) => events.filter((e) => e.includes(",Plate,"));
/** The horizontal extent of each rounded rectangle of a plate's drawing. */
const plateRects = (event: string) =>
  event
    .split("\\p1}")[1]
    .split("{\\p0}")[0]
    .split(/(?=m )/)
    .map((shape) => {
      const n = shape.match(/-?\d+/g)!.map(Number);
      const xs = n.filter((_, k) => k % 2 === 0);
      const ys = n.filter((_, k) => k % 2 === 1);
      return { left: Math.min(...xs), right: Math.max(...xs), top: Math.min(...ys), bottom: Math.max(...ys) };
    });

describe("buildCaptionLayer", () => {
  const words = timed("Three titles. Bold strategy, plumbing diagram.");

  it("sets every style bold and large: a phrase style at least 4% of the portrait frame's height, pop's words at least 6%", () => {
    for (const style of ["bold", "plate", "pop"] as const) {
      const caption = layer(words, style).styles.find((s) => s.name === "Caption")!;
      expect(caption.bold).not.toBe(false);
      expect(caption.fontSize / 1920).toBeGreaterThanOrEqual(style === "pop" ? 0.06 : 0.04);
    }
    expect(layer(words, "pop").styles.find((s) => s.name === "Caption")!.fontSize).toBeGreaterThan(layout.captions.fontSize * 1.1);
    // Under a screen's card, in a band of their own, the same size (card-layout.ts); a phrase at least 4 % in the card's centred column.
    const card = composeLayout("portrait", 1080, 1920, { width: 1000, height: 1400 });
    expect(card.captions.fontSize / 1920).toBeGreaterThanOrEqual(0.06);
    for (const style of ["bold", "plate"] as const) {
      const [group] = planCaptions({ words, offsetMs: 0, endMs: 5000, layout: card, shots: still, textBoxes: [], style });
      expect(group.fontSize / 1920, style).toBeGreaterThanOrEqual(0.04);
    }
  });

  it("shows a sentence too long for three lines whole, smaller, on at most four lines inside the safe width", () => {
    const sentence = "More effort went into this verdict than into whatever is being reviewed.";
    for (const style of ["bold", "plate"] as const) {
      const [group, ...rest] = plan(timed(sentence), style);
      expect(rest).toEqual([]);
      expect(group.text).toBe(sentence);
      const full = plan(words, style)[0].fontSize;
      expect(group.fontSize).toBeLessThan(full);
      expect(group.fontSize).toBeGreaterThanOrEqual(Math.floor(full * 0.8));
      const { lines } = setCaptionGroup(group, CAPTION_LOOKS[style], layout.safe.width);
      expect(lines.length).toBeLessThanOrEqual(4);
      for (const line of lines) expect(line.width).toBeLessThanOrEqual(layout.safe.width);
    }
  });

  it("under a portrait card, whose band has room for five lines, shows a punchline of 85–95 characters whole", () => {
    const card = composeLayout("portrait", 1080, 1920, { width: 1000, height: 1400 });
    const sentence = "Either it's very artistic or the camera was pointed up by mistake, and nobody's saying which.";
    for (const style of ["bold", "plate"] as const) {
      const groups = planCaptions({ words: timed(sentence), offsetMs: 0, endMs: 6000, layout: card, shots: still, textBoxes: [], style });
      expect(
        groups.map((g) => g.text),
        style,
      ).toEqual([sentence]);
      const { lines } = setCaptionGroup(groups[0], CAPTION_LOOKS[style], card.safe.width);
      expect(lines.length).toBeLessThanOrEqual(5);
      for (const line of lines) expect(line.width).toBeLessThanOrEqual(card.safe.width);
      // The block stays inside the captions' band.
      expect(lines.reduce((sum, l) => sum + l.height * 1.2, 0)).toBeLessThanOrEqual(card.band.height);
    }
  });

  it("over a photo filling the portrait frame, sets a sentence just past four lines of the long type as large as four lines still hold it", () => {
    const photo = composeLayout("portrait", 1080, 1920, { width: 1600, height: 1200, photo: true });
    const sentence = "Either it's very artistic or the camera was pointed up by mistake, and nobody's saying which.";
    const type = styleCaptionType("plate", photo.captions, photo.safe.width, photo.height, photo.band.height);
    if (type.grouping !== "phrase") throw new Error("plate groups phrases");
    expect(sentence.length).toBeGreaterThan(type.long.maxChars);
    const [group, ...rest] = planCaptions({ words: timed(sentence), offsetMs: 0, endMs: 6000, layout: photo, shots: still, textBoxes: [], style: "plate" });
    expect(rest).toEqual([]);
    // Larger than the five-line type, smaller than the long type, on four lines.
    expect(group.fontSize).toBeGreaterThan(type.longest.fontSize);
    expect(group.fontSize).toBeLessThan(type.long.fontSize);
    expect(setCaptionGroup(group, CAPTION_LOOKS.plate, photo.safe.width).lines.length).toBeLessThanOrEqual(4);
  });

  it("under a portrait card, sets a sentence too long for four lines smaller, whole, its plate leaving a fifth of the band free", () => {
    const card = composeLayout("portrait", 1080, 1920, { width: 1000, height: 1400 });
    const look = CAPTION_LOOKS.plate;
    for (const sentence of [
      "Either it's wonderfully artistic or the camera was pointed upwards by accident, and nobody's admitting which.",
      "Either it's wonderfully artistic or the camera was pointed upwards by accident, nobody's admitting.",
    ]) {
      const [group, ...rest] = planCaptions({ words: timed(sentence), offsetMs: 0, endMs: 6000, layout: card, shots: still, textBoxes: [], style: "plate" });
      expect(rest).toEqual([]);
      expect(group.text).toBe(sentence);
      const { lines } = setCaptionGroup(group, look, card.safe.width);
      expect(lines.length).toBeLessThanOrEqual(5);
      const plate = lines.reduce((sum, l) => sum + l.height, 0) + 2 * look.plate!.padY * group.fontSize;
      expect(plate, sentence).toBeLessThanOrEqual(card.band.height * 0.8);
    }
  });

  describe("bold", () => {
    const { styles, events } = layer(words, "bold", { offsetMs: 250 });
    const at = `{\\an5\\q2\\pos(${layout.captions.x},${layout.captions.y})}`;

    it("draws heavy white words in a thick dark outline, on no plate", () => {
      const caption = styles.find((s) => s.name === "Caption")!;
      expect(caption.color).toBe("#FFFFFF");
      expect(caption.outline!).toBeGreaterThanOrEqual(caption.fontSize * 0.1);
      expect(platesOf(events)).toEqual([]);
    });

    it("shows the whole group at once, the spoken word turned yellow in place, timed with the voice", () => {
      expect(events[0]).toMatch(/^Dialogue: 3,0:00:00\.25,0:00:00\.55,Caption/);
      expect(events[0]).toContain(`${at}{\\c&H3FD2FF&}Three{\\r} titles.`);
      expect(events[0]).not.toContain("alpha");
      expect(events[1]).toContain(`${at}Three {\\c&H3FD2FF&}titles.{\\r}`);
      expect(events[1]).toMatch(/^Dialogue: 3,0:00:00\.55,0:00:00\.85,Caption/);
    });

    it("lands the punchline word bigger, in red, and keeps it bigger", () => {
      // "plumbing diagram." is one group on two lines: the punch word shows with it, then lands as it is said.
      const punch = events.filter((e) => e.includes("diagram.")).slice(-2);
      expect(punch).toHaveLength(2);
      expect(punch[0]).toMatch(/^Dialogue: 3,0:00:01\.75,0:00:01\.90,.*\{\\c&H365AFF&\\fscx132\\fscy132\}diagram\.\{\\r/);
      expect(punch[1]).toMatch(/^Dialogue: 3,0:00:01\.90,0:00:05\.00,.*\{\\c&H365AFF&\\fscx118\\fscy118\}diagram\.\{\\r/);
    });
  });

  describe("plate", () => {
    const planned = plan(words, "plate");
    const { styles, events } = buildCaptionLayer(planned, layout, "plate");
    const size = planned[0].fontSize;
    const pad = CAPTION_LOOKS.plate.plate!.padX * size;

    it("sets clean words (no outline) on a dark plate behind them, one per spoken word, timed with it", () => {
      expect(styles.find((s) => s.name === "Caption")!.outline).toBe(0);
      const plates = platesOf(events);
      const captions = captionsOf(events);
      expect(plates).toHaveLength(captions.length);
      for (const [k, plate] of plates.entries()) {
        expect(plate.startsWith("Dialogue: 2,")).toBe(true);
        expect(plate.split(",").slice(1, 3)).toEqual(captions[k].split(",").slice(1, 3));
      }
      expect(plates[0]).toContain("\\p1}m ");
      expect(plates[0]).toMatch(/ b /);
    });

    it("sizes the plate to the whole group from its first word, centred, and never much wider than its words", () => {
      const [first, second] = platesOf(events).map(plateRects);
      const both = measureTextEm("Three") * size + SPACE_EM * size + measureTextEm("titles.") * size;
      for (const rects of [first, second]) {
        expect(rects[0].right - rects[0].left).toBeGreaterThanOrEqual(Math.round(both + 2 * pad) - 1);
        expect(rects[0].right - rects[0].left).toBeLessThanOrEqual(Math.round(both + 2 * pad) + 1);
      }
      expect(first).toEqual(second);
      expect(Math.abs((first[0].left + first[0].right) / 2 - layout.captions.x)).toBeLessThanOrEqual(1);
      // Every word of the group is on it while the first is said: no lone word in any still.
      expect(captionsOf(events)[0]).toContain("titles.");
      expect(captionsOf(events)[0]).not.toContain("alpha");
    });

    it("sizes a lone short word's plate to it, not to the caption area", () => {
      const lone = buildCaptionLayer(plan(timed("Carl."), "plate"), layout, "plate");
      const [rect] = plateRects(platesOf(lone.events)[0]);
      const carl = measureTextEm("Carl.") * size * CAPTION_LOOKS.plate.punch.settled;
      expect(rect.right - rect.left).toBeLessThanOrEqual(Math.round(carl + 2 * pad) + 1);
      expect(rect.right - rect.left).toBeLessThan(layout.safe.width / 2);
    });

    it("breaks a group too wide for one line into two, evenly, on one plate as wide as its wider line", () => {
      const group = { ...plan(timed("Sourdough evangelist energy"), "plate")[0] };
      const word = (text: string, k: number) => ({ text, startMs: k * 300, endMs: k * 300 + 300, punch: false, quoted: false });
      const wide = { ...group, fontSize: size, words: ["Sourdough", "evangelist", "energy"].map(word) };
      const { events: set } = buildCaptionLayer([wide], layout, "plate");
      expect(captionsOf(set).at(-1)).toContain("Sourdough\\N");
      // The whole group's plate from its first word: one rectangle around both lines, not two pills.
      for (const event of platesOf(set)) {
        const rects = plateRects(event);
        expect(rects).toHaveLength(1);
        const widest = Math.max(measureTextEm("Sourdough"), measureTextEm("evangelist energy")) * size;
        expect(rects[0].right - rects[0].left).toBeLessThanOrEqual(Math.round(widest + 2 * pad) + 1);
        expect(rects[0].right - rects[0].left).toBeGreaterThanOrEqual(Math.round(widest));
        expect(rects[0].bottom - rects[0].top).toBeGreaterThan(2 * size);
      }
    });

    it("highlights the spoken word and emphasises the punchline in red, a little bigger", () => {
      expect(captionsOf(events)[1]).toContain("Three {\\c&H3FD2FF&}titles.{\\r}");
      expect(captionsOf(events).at(-1)).toMatch(/\{\\c&H4A6BFF&\\fscx112\\fscy112\}diagram\.\{\\r/);
    });
  });

  describe("pop", () => {
    const { events } = layer(words, "pop");

    it("brings each word in as it is said: later words are laid out but not yet seen", () => {
      expect(captionsOf(events)[0]).toContain("{\\alpha&HFF&}titles.");
    });

    it("pops the spoken word in: smaller for a frame, past its size, then held a little big in yellow", () => {
      const titles = captionsOf(events).filter((e) => /\\c&H3FD2FF&[^}]*\}titles\./.test(e));
      expect(titles.map((e) => /\\fscx(\d+)\\fscy\d+\}titles/.exec(e)?.[1])).toEqual(["72", "130", "112"]);
      expect(titles).toHaveLength(3);
      expect(titles[0]).toMatch(/^Dialogue: 3,0:00:00\.30,0:00:00\.35,/);
      expect(titles[1]).toMatch(/^Dialogue: 3,0:00:00\.35,0:00:00\.45,/);
      expect(titles[2]).toMatch(/^Dialogue: 3,0:00:00\.45,0:00:00\.60,/);
    });

    it("pops the punchline biggest, in red, and it stays bigger", () => {
      // Said ones only: while "plumbing" is said, "diagram." below it is laid out unseen.
      const punch = events.filter((e) => /\\c&H365AFF&[^}]*\}diagram\./.test(e));
      expect(punch.map((e) => /\\fscx(\d+)\\fscy\d+\}diagram/.exec(e)?.[1])).toEqual(["80", "145", "125"]);
      expect(punch.every((e) => e.includes("\\c&H365AFF&"))).toBe(true);
      expect(platesOf(events)).toEqual([]);
    });
  });

  it("never grows a word past the size the plan keeps room for", () => {
    for (const look of Object.values(CAPTION_LOOKS)) {
      const scales = [...look.spoken.steps, ...look.punch.steps].map((step) => step.scale);
      expect(Math.max(...scales, look.punch.settled)).toBeLessThanOrEqual(LARGEST_POP);
    }
  });

  it("drops quote marks and sets the quoted words in the brand colour instead", () => {
    const quoted = layer(timed("Your bio: 'Aspiring influencer'. Bold."), "bold").events;
    expect(quoted.join("\n")).not.toMatch(/'Aspiring|influencer'/);
    expect(quoted).toContainEqual(expect.stringMatching(/\{\\c&H365AFF&\}Aspiring\{\\r[}\\]/));
    expect(quoted).toContainEqual(expect.stringContaining("{\\c&H3FD2FF&}bio:{\\r}"));
  });

  it("shrinks a group whose long word would overflow, and keeps that size after each word's reset", () => {
    const long = layer(timed("Incomprehensibilities everywhere. Then a sentence of short words."), "bold").events;
    const size = /\\fs(\d+)/.exec(long[0])?.[1];
    expect(Number(size)).toBeLessThan(layout.captions.fontSize);
    expect(long[0]).toMatch(new RegExp(`\\{\\\\r\\\\fs${size}\\\\bord\\d+\\\\shad\\d+\\}`));
  });

  it("never runs a caption into the end card", () => {
    for (const style of ["bold", "plate", "pop"] as const) {
      const late = layer(words, style, { offsetMs: 250, endMs: 1500 }).events;
      expect(late.map((d) => d.split(",")[2]).every((end) => end <= "0:00:01.50")).toBe(true);
      expect(late.at(-1)).toMatch(/,0:00:01\.50,/);
    }
  });
});
