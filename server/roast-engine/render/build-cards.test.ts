import { describe, expect, it } from "vitest";
import { BRAND } from "../../../common/brand";
import { buildEndCardAss, buildTitleCardAss, buildWatermarkLayer, planWatermarkRows } from "./build-cards";
import { composeLayout } from "../direct/compose-layout";

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

  it("watermark rows sit across the caption band, unwrapped, over the whole roast", () => {
    const layout = composeLayout("portrait", 720, 1280, { width: 1000, height: 1400 });
    const { events } = buildWatermarkLayer(layout, [{ fromMs: 0, toMs: 5000 }]);
    const ys = events.map((e) => Number(/\\pos\((\d+),(\d+)\)/.exec(e)?.[2]));
    expect(ys).toHaveLength(3);
    for (const y of ys) {
      expect(y).toBeGreaterThan(layout.band.y);
      expect(y).toBeLessThan(layout.band.y + layout.band.height);
    }
    expect(events[0]).toContain("\\q2");
    expect(events[0]).toContain(BRAND.toUpperCase());
  });

  it("gives way to the quoted detail at its moment, and stays visible (at least two rows)", () => {
    const layout = composeLayout("portrait", 720, 1280, { width: 1000, height: 1400 });
    const rows = planWatermarkRows(layout);
    const quoteLow = { x: 100, y: rows[0].y - 20, w: 400, h: 40 };
    const { events } = buildWatermarkLayer(layout, [
      { fromMs: 0, toMs: 1000 },
      { fromMs: 1000, toMs: 3000, avoid: quoteLow },
    ]);
    const during = events.filter((e) => e.includes("0:00:01.00,0:00:03.00"));
    expect(during.length).toBeGreaterThanOrEqual(2);
    for (const e of during) {
      const y = Number(/\\pos\((\d+),(\d+)\)/.exec(e)?.[2]);
      const row = rows.find((r) => r.y === y)!;
      expect(row.box.y > quoteLow.y + quoteLow.h || row.box.y + row.box.h < quoteLow.y).toBe(true);
    }
  });

  it("cuts a hole over the quoted detail in rows that still cross it (landscape rows run across the upload)", () => {
    const layout = composeLayout("landscape", 1920, 1080, { width: 946, height: 2048 });
    const quote = { x: 80, y: 500, w: 600, h: 60 };
    const { events } = buildWatermarkLayer(layout, [
      { fromMs: 0, toMs: 1000 },
      { fromMs: 1000, toMs: 3000, avoid: quote },
    ]);
    const before = events.filter((e) => e.includes("0:00:00.00,0:00:01.00"));
    const during = events.filter((e) => e.includes("0:00:01.00,0:00:03.00"));
    expect(before.length).toBe(3);
    for (const e of before) expect(e).not.toContain("\\iclip");
    expect(during.length).toBe(3);
    for (const e of during) {
      const [x1, y1, x2, y2] = (/\\iclip\((-?\d+),(-?\d+),(-?\d+),(-?\d+)\)/.exec(e) ?? []).slice(1).map(Number);
      expect(x1).toBeLessThanOrEqual(quote.x);
      expect(y1).toBeLessThanOrEqual(quote.y);
      expect(x2).toBeGreaterThanOrEqual(quote.x + quote.w);
      expect(y2).toBeGreaterThanOrEqual(quote.y + quote.h);
    }
  });
});
