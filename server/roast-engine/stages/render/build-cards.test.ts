import { describe, expect, it } from "vitest";
import { BRAND } from "../../../../common/brand";
import { buildEndCardAss, buildTitleCardAss, buildWatermarkLayer, placeWatermarkWords } from "./build-cards";
import { composeLayout } from "../plan/compose-layout";
import { WATERMARK_TILT, planWatermark, planWatermarkRows } from "../plan/plan-watermark";

/** Which of the rows a watermark event's word sits on: the row whose tilted line passes through its position. */
function rowOf(event: string, rows: Array<{ x: number; y: number }>): number {
  const [x, y] = (/\\pos\((-?\d+),(-?\d+)\)/.exec(event) ?? []).slice(1).map(Number);
  const tilt = Math.tan((WATERMARK_TILT * Math.PI) / 180);
  const misses = rows.map((row) => Math.abs(y + (x - row.x) * tilt - row.y));
  const best = misses.indexOf(Math.min(...misses));
  expect(misses[best]).toBeLessThan(1.5);
  return best;
}

describe("cards", () => {
  it("end card carries the verdict (its number in the accent colour), the brand and a call to make your own", () => {
    const ass = buildEndCardAss({ width: 1080, height: 1920 }, { verdict: "Cringe level: 87%", site: "roast.example" });
    expect(ass).toContain("Cringe level: {\\c&H365AFF&}87%{\\r}");
    expect(ass).toContain("Roast{\\c&H365AFF&}Reel");
    expect(ass.replace(/\{[^}]*\}/g, "")).toContain(BRAND);
    expect(ass).toContain("Make yours at roast.example");
  });

  it("title card shows the (escaped) title and the brand", () => {
    const ass = buildTitleCardAss({ width: 1920, height: 1080 }, "Week {1} roasts");
    expect(ass).toContain("Week 1 roasts");
    expect(ass).toContain("PlayResX: 1920");
  });

  it("draws the rows the plan placed across the caption band, unwrapped, over the whole roast", () => {
    const layout = composeLayout("portrait", 720, 1280, { width: 1000, height: 1400 });
    const rows = planWatermarkRows(layout);
    const { events } = buildWatermarkLayer(layout, planWatermark(layout, [{ fromMs: 0, toMs: 5000 }]));
    const used = new Set(events.map((e) => rowOf(e, rows)));
    expect(used).toEqual(new Set([0, 1, 2]));
    expect(events[0]).toContain("\\q2");
    expect(events.filter((e) => e.endsWith(`}${BRAND.toUpperCase()}`)).length).toBeGreaterThanOrEqual(6);
  });

  it("draws only the rows a moment shows, at that moment", () => {
    const layout = composeLayout("portrait", 720, 1280, { width: 1000, height: 1400 });
    const rows = planWatermarkRows(layout);
    const { events } = buildWatermarkLayer(layout, {
      fontSize: 43,
      moments: [
        { fromMs: 0, toMs: 1000, rows: [rows[0], rows[1]] },
        { fromMs: 1000, toMs: 3000, rows: [rows[3]] },
      ],
    });
    const during = (span: string) => new Set(events.filter((e) => e.includes(span)).map((e) => rowOf(e, rows)));
    expect(during("0:00:00.00,0:00:01.00")).toEqual(new Set([0, 1]));
    expect(during("0:00:01.00,0:00:03.00")).toEqual(new Set([3]));
  });

  it("sets each row as small tilted words along its line, brand and bullet in turn, only where they reach the frame", () => {
    const frame = { width: 720, height: 1280 };
    const words = placeWatermarkWords({ x: 360, y: 800 }, 43, frame);
    const tilt = Math.tan((WATERMARK_TILT * Math.PI) / 180);
    for (const w of words) {
      expect(Math.abs(w.y - (800 - (w.x - 360) * tilt))).toBeLessThan(1.5);
      expect(w.x).toBeGreaterThan(-200);
      expect(w.x).toBeLessThan(frame.width + 200);
    }
    const sorted = [...words].sort((a, b) => a.x - b.x);
    expect(sorted.map((w) => w.text)).toEqual(sorted.map((_, i) => ((sorted[0].text === "•" ? i % 2 === 0 : i % 2 === 1) ? "•" : BRAND.toUpperCase())));
    // The row crosses the whole frame, with no brand far outside it.
    expect(sorted[0].x).toBeLessThan(0);
    expect(sorted.at(-1)!.x).toBeGreaterThan(frame.width);
    expect(words.filter((w) => w.text !== "•").length).toBeLessThanOrEqual(4);
  });

  it("cuts a hole over the quoted detail in rows that still cross it (landscape rows run across the upload)", () => {
    const layout = composeLayout("landscape", 1920, 1080, { width: 946, height: 2048 });
    const quote = { x: 80, y: 500, w: 600, h: 60 };
    const { events } = buildWatermarkLayer(
      layout,
      planWatermark(layout, [
        { fromMs: 0, toMs: 1000 },
        { fromMs: 1000, toMs: 3000, avoid: quote },
      ]),
    );
    const before = events.filter((e) => e.includes("0:00:00.00,0:00:01.00"));
    const during = events.filter((e) => e.includes("0:00:01.00,0:00:03.00"));
    expect(new Set(before.map((e) => rowOf(e, planWatermarkRows(layout)))).size).toBe(3);
    for (const e of before) expect(e).not.toContain("\\iclip");
    expect(new Set(during.map((e) => rowOf(e, planWatermarkRows(layout)))).size).toBe(3);
    for (const e of during) {
      const [x1, y1, x2, y2] = (/\\iclip\((-?\d+),(-?\d+),(-?\d+),(-?\d+)\)/.exec(e) ?? []).slice(1).map(Number);
      expect(x1).toBeLessThanOrEqual(quote.x);
      expect(y1).toBeLessThanOrEqual(quote.y);
      expect(x2).toBeGreaterThanOrEqual(quote.x + quote.w);
      expect(y2).toBeGreaterThanOrEqual(quote.y + quote.h);
    }
  });
});
