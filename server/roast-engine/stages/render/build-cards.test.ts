import { describe, expect, it } from "vitest";
import { BRAND } from "../../../../common/brand";
import { buildEndCardAss, buildTitleCardAss, buildWatermarkLayer } from "./build-cards";
import { composeLayout } from "../plan/compose-layout";
import { cornerBox, watermarkSize } from "../plan/plan-watermark";

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

  it("draws the free roast's mark where the plan put it: a plate, the brand and FREE VERSION, for each moment, nothing tilted", () => {
    const layout = composeLayout("portrait", 720, 1280, { width: 1000, height: 1400 });
    const size = watermarkSize(layout);
    const picture = { x: 0, y: 0, w: 720, h: 1280 };
    const moments = [
      { fromMs: 0, toMs: 2000, corner: "top-right" as const, box: cornerBox(layout, picture, "top-right") },
      { fromMs: 2000, toMs: 5000, corner: "top-left" as const, box: cornerBox(layout, picture, "top-left") },
    ];
    const { events, style } = buildWatermarkLayer({ fontSize: size.fontSize, subSize: size.subSize, pad: size.pad, moments });
    expect(style).toMatchObject({ name: "Watermark", fontSize: size.fontSize });
    expect(events).toHaveLength(6);
    const text = events.map((e) => e.replace(/\{[^}]*\}/g, ""));
    expect(text.filter((t) => t.endsWith("FREE VERSION"))).toHaveLength(2);
    expect(text.filter((t) => t.endsWith(BRAND))).toHaveLength(2);
    expect(events.join("\n")).not.toContain("\\frz");
    for (const [i, m] of moments.entries()) {
      const mine = events.slice(3 * i, 3 * i + 3);
      for (const e of mine) expect(e).toContain(i === 0 ? "0:00:00.00,0:00:02.00" : "0:00:02.00,0:00:05.00");
      // The plate is the box; the two lines are anchored inside it.
      expect(mine[0]).toContain(`\\an7\\pos(${m.box.x},${m.box.y})`);
      expect(mine[0]).toContain(` l ${m.box.w - Math.round(size.pad * 0.9)} 0 `);
      for (const e of mine) {
        const [x, y] = (/\\pos\((-?\d+),(-?\d+)\)/.exec(e) ?? []).slice(1).map(Number);
        expect(x).toBeGreaterThanOrEqual(m.box.x);
        expect(x).toBeLessThanOrEqual(m.box.x + m.box.w);
        expect(y).toBeGreaterThanOrEqual(m.box.y);
        expect(y).toBeLessThanOrEqual(m.box.y + m.box.h);
      }
    }
  });
});
