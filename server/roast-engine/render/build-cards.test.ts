import { describe, expect, it } from "vitest";
import { BRAND, TAGLINE } from "../../../common/brand";
import { buildEndCardAss, buildTitleCardAss, buildWatermarkAss } from "./build-cards";
import { composeLayout } from "./compose-layout";

describe("cards", () => {
  it("end card carries the brand (second word in the accent colour) and the tagline", () => {
    const ass = buildEndCardAss({ width: 1080, height: 1920 });
    expect(ass).toContain("Roast{\\c&H365AFF&}Reel");
    expect(ass.replace(/\{[^}]*\}/g, "")).toContain(BRAND);
    expect(ass).toContain(TAGLINE);
  });

  it("title card shows the (escaped) title and the brand", () => {
    const ass = buildTitleCardAss({ width: 1920, height: 1080 }, "Week {1} roasts");
    expect(ass).toContain("Week 1 roasts");
    expect(ass).toContain("PlayResX: 1920");
  });

  it("watermark rows sit across the caption band, on the oversized fill's canvas, unwrapped", () => {
    const layout = composeLayout("portrait", 720, 1280, { width: 1000, height: 1400 });
    const ass = buildWatermarkAss(layout);
    expect(ass).toContain(`PlayResX: ${layout.fill.width}`);
    const ys = [...ass.matchAll(/\\pos\((\d+),(\d+)\)\\frz8\}/g)].map((m) => Number(m[2]) - (layout.fill.height - layout.height) / 2);
    expect(ys).toHaveLength(3);
    for (const y of ys) {
      expect(y).toBeGreaterThan(layout.band.y);
      expect(y).toBeLessThan(layout.band.y + layout.band.height);
    }
    expect(ass).toContain("\\q2");
    expect(ass).toContain(BRAND.toUpperCase());
  });
});
