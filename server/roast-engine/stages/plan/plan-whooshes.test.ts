import { describe, expect, it } from "vitest";
import type { DirectedShot, ShotKind } from "./shot-types";
import { planWhooshes } from "./plan-whooshes";

const focus = { x: 0, y: 0, w: 100, h: 100 };
const shot = (startMs: number, moveMs: number, label: string, kind: ShotKind = "quote"): DirectedShot => ({
  startMs,
  endMs: startMs + 900,
  focus,
  kind,
  label,
  moveMs,
});

describe("planWhooshes", () => {
  it("plays one just before each camera move between shots", () => {
    expect(planWhooshes([shot(0, 0, "whole", "whole"), shot(700, 450, "quote: Thought leader"), shot(2400, 400, "count: 12.4K followers", "count")])).toEqual([
      640, 2340,
    ]);
  });

  it("stays silent on short nudges", () => {
    const shots = [shot(0, 0, "whole", "whole"), shot(700, 450, "quote: a long line"), shot(3000, 120, "punch", "punch")];
    expect(planWhooshes(shots)).toEqual([640]);
  });

  it("stays silent on the move to a wrapped quote's next line, read on without a break", () => {
    const line = { style: "text" as const, fromMs: 700, drawnMs: 1500, toMs: 3000 };
    const shots = [
      shot(0, 0, "whole", "whole"),
      { ...shot(700, 450, "quote: a quote on two lines"), mark: { ...line, box: focus } },
      { ...shot(1700, 450, "quote: a quote on two lines"), mark: { ...line, box: focus, held: [focus] } },
      shot(3000, 450, "count: 12.4K followers", "count"),
    ];
    expect(planWhooshes(shots)).toEqual([640, 2940]);
  });
});
