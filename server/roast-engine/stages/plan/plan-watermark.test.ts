import { describe, expect, it } from "vitest";
import { composeLayout } from "./compose-layout";
import { planWatermark, planWatermarkRows } from "./plan-watermark";

const same = (a: { x: number; y: number }) => (b: { x: number; y: number }) => a.x === b.x && a.y === b.y;

describe("planWatermark", () => {
  it("shows three rows across the caption band, unwrapped, over the whole roast", () => {
    const layout = composeLayout("portrait", 720, 1280, { width: 1000, height: 1400 });
    const { fontSize, moments } = planWatermark(layout, [{ fromMs: 0, toMs: 5000 }]);
    expect(fontSize).toBe(Math.round((64 * 720) / 1080));
    expect(moments).toHaveLength(1);
    expect(moments[0]).toMatchObject({ fromMs: 0, toMs: 5000 });
    expect(moments[0].avoid).toBeUndefined();
    expect(moments[0].rows).toEqual(
      planWatermarkRows(layout)
        .slice(0, 3)
        .map(({ x, y }) => ({ x, y })),
    );
    for (const row of moments[0].rows) {
      expect(row.y).toBeGreaterThan(layout.band.y);
      expect(row.y).toBeLessThan(layout.band.y + layout.band.height);
    }
  });

  it("gives way to the quoted detail at its moment, and stays visible (at least two rows)", () => {
    const layout = composeLayout("portrait", 720, 1280, { width: 1000, height: 1400 });
    const rows = planWatermarkRows(layout);
    const quoteLow = { x: 100, y: rows[0].y - 20, w: 400, h: 40 };
    const { moments } = planWatermark(layout, [
      { fromMs: 0, toMs: 1000 },
      { fromMs: 1000, toMs: 3000, avoid: quoteLow },
    ]);
    expect(moments[0].rows).toHaveLength(3);
    const during = moments[1];
    expect(during.avoid).toEqual(quoteLow);
    expect(during.rows.length).toBeGreaterThanOrEqual(2);
    for (const shown of during.rows) {
      const row = rows.find(same(shown))!;
      expect(row.box.y > quoteLow.y + quoteLow.h || row.box.y + row.box.h < quoteLow.y).toBe(true);
    }
    // A spare row near the top stands in for the one that gave way.
    expect(during.rows.some((shown) => shown.y < layout.band.y)).toBe(true);
  });

  it("keeps every landscape row over a quoted detail they all cross, the detail kept for the hole cut over it", () => {
    const layout = composeLayout("landscape", 1920, 1080, { width: 946, height: 2048 });
    const quote = { x: 80, y: 500, w: 600, h: 60 };
    const { moments } = planWatermark(layout, [
      { fromMs: 0, toMs: 1000 },
      { fromMs: 1000, toMs: 3000, avoid: quote },
    ]);
    expect(planWatermarkRows(layout)).toHaveLength(3);
    expect(moments[1].rows).toEqual(moments[0].rows);
    expect(moments[1].rows).toHaveLength(3);
    expect(moments[1].avoid).toEqual(quote);
  });
});
