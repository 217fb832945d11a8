import { describe, expect, it } from "vitest";
import { composeLayout } from "./compose-layout";
import { measureBoldText, wrapBoldText } from "./measure-bold-text";
import { QUOTE_GLIDE_MS, QUOTE_MAX_LINES, QUOTE_TYPE_SHARE, centreQuotesAlone, cleanQuoteText, planQuotes, quoteBlockHeight, setQuote } from "./plan-quotes";
import type { DirectedShot } from "./shot-types";

const layout = composeLayout("landscape", 1920, 1080, { width: 1170, height: 2532 });
const region = layout.quote!;
const focus = { x: 0, y: 0, w: 1170, h: 2532 };
const shot = (startMs: number, quote?: string, saidFromMs?: number): DirectedShot => ({
  startMs,
  endMs: 0,
  focus,
  kind: quote ? "quote" : "whole",
  label: "",
  moveMs: 450,
  quote,
  mark: quote ? { box: focus, style: "text", fromMs: startMs + 450, drawnMs: startMs + 900, toMs: 6000, saidFromMs } : undefined,
});

describe("cleanQuoteText", () => {
  it("drops emoji, the quote marks at its edges and runs of spaces, keeping real digits and inner apostrophes", () => {
    expect(cleanQuoteText("'Aspiring influencer ✨ 0 brand deals (so far)'")).toBe("Aspiring influencer 0 brand deals (so far)");
    expect(cleanQuoteText("“Sourdough mom 🍞🏻 (Doug, Carl & Bread)”")).toBe("Sourdough mom (Doug, Carl & Bread)");
    expect(cleanQuoteText("don't {\\i1} x")).toBe("don't i1 x");
  });
  it("keeps the mark of a title in quote marks that opens or ends the quote, so its partner is not left alone", () => {
    expect(cleanQuoteText(`'"Learn Guitar in 30 Days" book, bookmark on day 4'`)).toBe(`"Learn Guitar in 30 Days" book, bookmark on day 4`);
    expect(cleanQuoteText(`'my review of "Dune"'`)).toBe(`my review of "Dune"`);
    // A single mark likewise, where the words' own closing mark was the edge's or was left off.
    expect(cleanQuoteText("I am a small grey square labelled 'at work")).toBe("I am a small grey square labelled 'at work'");
    expect(cleanQuoteText("I am a small grey square labelled 'at work'")).toBe("I am a small grey square labelled 'at work'");
    expect(cleanQuoteText("'I am a small grey square labelled 'at work''")).toBe("I am a small grey square labelled 'at work'");
    expect(cleanQuoteText("'the dogs' bowls'")).toBe("the dogs' bowls");
  });
});

describe("setQuote", () => {
  it("sets a short quote at the largest size, on lines that fit the column", () => {
    const set = setQuote("Thought leader", region, 1080);
    expect(set.fontSize).toBe(Math.round(1080 * QUOTE_TYPE_SHARE.most));
    expect(set.lines).toEqual(["Thought leader"]);
  });

  it("sets a long quote smaller, within the line count and the region, every line inside its width", () => {
    const text = "Sourdough evangelist and part-time plant murderer who also runs a small podcast about houseplants nobody asked for";
    const set = setQuote(text, region, 1080);
    expect(set.fontSize).toBeLessThan(Math.round(1080 * QUOTE_TYPE_SHARE.most));
    expect(set.lines.length).toBeLessThanOrEqual(QUOTE_MAX_LINES);
    expect(quoteBlockHeight(set.lines.length, set.fontSize)).toBeLessThanOrEqual(region.height);
    for (const line of set.lines) expect(measureBoldText(line, set.fontSize)).toBeLessThanOrEqual(region.width);
    expect(set.lines.join(" ")).toBe(text);
  });

  it("balances a wrapped quote's lines: no lone last word", () => {
    // Greedy, at 720p beside a phone card, this left "twice" alone on the last line.
    const set = setQuote("Finally ran my first half marathon and only cried twice", { width: 697, height: 360 }, 720);
    expect(set.lines.length).toBeGreaterThan(1);
    const widths = set.lines.map((l) => measureBoldText(l, set.fontSize));
    expect(Math.min(...widths)).toBeGreaterThan(0.5 * Math.max(...widths));
    expect(set.lines.at(-1)).not.toBe("twice");
  });

  it("cuts a quote too long for the least size after a whole word, with an ellipsis", () => {
    const text = Array.from({ length: 80 }, (_, i) => `word${i}`).join(" ");
    const set = setQuote(text, region, 1080);
    expect(set.fontSize).toBe(Math.round(1080 * QUOTE_TYPE_SHARE.least));
    expect(set.lines.length).toBe(QUOTE_MAX_LINES);
    expect(set.lines.at(-1)).toMatch(/word\d+…$/);
  });
});

describe("wrapBoldText", () => {
  it("wraps greedily and gives a word wider than the width a line of its own", () => {
    expect(wrapBoldText("a b c", 60, 10_000)).toEqual(["a b c"]);
    expect(wrapBoldText("supercalifragilistic x", 60, 100)).toEqual(["supercalifragilistic", "x"]);
  });
});

describe("planQuotes", () => {
  it("shows each quote from when it is said (or the camera is halfway there) until the next, the last until the end card", () => {
    const shots = [shot(0), shot(400, "Thought leader", 300), shot(2600, "12.4K followers"), shot(5000)];
    const quotes = planQuotes(shots, layout, 6500);
    expect(quotes.map((q) => q.text)).toEqual(["Thought leader", "12.4K followers"]);
    expect(quotes[0]).toMatchObject({ startMs: 400, endMs: 2825 });
    expect(quotes[1]).toMatchObject({ startMs: 2825, endMs: 6500 });
    for (const q of quotes) {
      // Inside the column, clear of the card and above the captions' area.
      expect(q.box.x).toBeGreaterThanOrEqual(region.x);
      expect(q.box.x + q.box.w).toBeLessThanOrEqual(region.x + region.width + 1);
      expect(q.box.y).toBeGreaterThanOrEqual(region.y);
      expect(q.box.y + q.box.h).toBeLessThanOrEqual(layout.safe.y);
      expect(q.box.x).toBeGreaterThan(layout.viewport.x + layout.viewport.width);
    }
  });

  it("shows a first quote said among the opening words from the first frame (a roast's column is not empty)", () => {
    const shots = [shot(0), shot(400, "Thought leader", 300), shot(2600, "12.4K followers"), shot(5000)];
    const quotes = planQuotes(shots, layout, 6500, { fromStartIfSaidByMs: 900 });
    expect(quotes[0]).toMatchObject({ text: "Thought leader", startMs: 0, endMs: 2825 });
    expect(quotes[1]).toMatchObject({ startMs: 2825, endMs: 6500 });
  });

  it("brings in a first quote said after a setup as its words are said: a story's punchline is not up before its setup", () => {
    const shots = [shot(0), shot(2400, "It cannot be moved", 2500), shot(5000)];
    const [quote] = planQuotes(shots, layout, 6500, { fromStartIfSaidByMs: 900 });
    expect(quote).toMatchObject({ text: "It cannot be moved", startMs: 2500 });
  });

  it("keeps one quote up when the same fragment is framed again, and sets none without a quote region (a photo's portrait)", () => {
    const shots = [shot(0), shot(400, "Thought leader"), shot(1800, "'Thought leader'")];
    expect(planQuotes(shots, layout, 6000)).toHaveLength(1);
    expect(planQuotes(shots, layout, 6000)[0].endMs).toBe(6000);
    expect(planQuotes(shots, composeLayout("portrait", 1080, 1920, { width: 1170, height: 2532, photo: true }), 6000)).toEqual([]);
    expect(planQuotes([shot(0), shot(400, "🔥")], layout, 6000)).toEqual([]);
  });
});

describe("centreQuotesAlone", () => {
  const shots = [shot(0), shot(400, "Thought leader", 300), shot(2600, "12.4K followers"), shot(5000)];
  const quotes = planQuotes(shots, layout, 6500, { fromStartIfSaidByMs: 900 });
  const column = { top: region.y, foot: layout.safe.y + layout.safe.height };

  it("centres a quote with no caption under it in the words' column until the first caption, gliding up before it comes", () => {
    const [first] = centreQuotesAlone(quotes, [{ startMs: 1500, endMs: 2400 }], layout);
    expect(first.alone).toEqual({ untilMs: 1500 - QUOTE_GLIDE_MS, y: expect.any(Number) });
    const centred = first.alone!.y;
    // Its middle is the column's middle; it ends where the captions meet it.
    expect(Math.abs(centred + first.box.h / 2 - (column.top + column.foot) / 2)).toBeLessThanOrEqual(1);
    expect(centred).toBeGreaterThan(first.y);
    expect(first.y + first.box.h).toBeLessThanOrEqual(layout.safe.y);
  });

  it("centres a quote that no caption follows for its whole showing, and leaves one alone too briefly, or met by a caption already up, in its place", () => {
    const [, second] = centreQuotesAlone(quotes, [{ startMs: 1500, endMs: 2400 }], layout);
    expect(second.alone).toEqual({ untilMs: second.endMs, y: expect.any(Number) });
    const [brief] = centreQuotesAlone(quotes, [{ startMs: 600, endMs: 2400 }], layout);
    expect(brief.alone).toBeUndefined();
    const [, met] = centreQuotesAlone(quotes, [{ startMs: 2600, endMs: 3400 }], layout);
    expect(met.alone).toBeUndefined();
  });

  it("in portrait, centres the quote between the card and the frame's foot, to glide down to its place under the captions", () => {
    const portrait = composeLayout("portrait", 1080, 1920, { width: 1170, height: 2532 });
    const set = planQuotes(shots, portrait, 6500);
    const [first] = centreQuotesAlone(set, [{ startMs: 1500, endMs: 2400 }], portrait);
    expect(first.alone!.y).toBeLessThan(first.y);
    const wordsTop = portrait.safe.y;
    const wordsFoot = portrait.quote!.y + portrait.quote!.height;
    expect(Math.abs(first.alone!.y + first.box.h / 2 - (wordsTop + wordsFoot) / 2)).toBeLessThanOrEqual(1);
    expect(first.alone!.y).toBeGreaterThan(portrait.viewport.y + portrait.viewport.height);
  });
});
