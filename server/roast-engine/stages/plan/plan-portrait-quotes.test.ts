import { describe, expect, it } from "vitest";
import { getTierOptions } from "../render/tier-options";
import type { TimedWord } from "../../types";
import { cameraAt } from "./camera-at";
import { CAP_FLOOR_SHARE, CAP_OF_LINE } from "./frame-line";
import { overlapArea } from "./geometry";
import { planRender } from "./plan-render";
import type { PlanInput } from "./render-plan";

const timed = (n: number): TimedWord[] =>
  Array.from({ length: n }, (_, i) => ({ text: `w${i}`, startMs: i * 320, endMs: i * 320 + 290, emphasis: i >= n - 2 || undefined }));
const image = { width: 1080, height: 2340 };
const input = (box: { x: number; y: number; w: number; h: number }, text: string): PlanInput => ({
  orientation: "portrait",
  image,
  voice: { durationMs: 16 * 320, words: timed(16), style: "roastbot" },
  script: { mood: "smug" },
  options: getTierOptions("creator"),
  direction: { targets: [{ kind: "quote", text, box, wordStart: 2, wordEnd: 8, lineHeight: box.h }] },
  seed: "portrait-quote-test",
});

describe("planRender, portrait: a quoted line too small to read is set large as well", () => {
  it("sets a wide line of small type large on a plate, whole in frame while it is said, clear of every caption", () => {
    // A 1000 px line of 22 px type: shown whole, its capitals are far under the floor.
    const plan = planRender(input({ x: 40, y: 700, w: 1000, h: 22 }, "Sourdough evangelist and part-time plant murderer"));
    const [q] = plan.quotes ?? [];
    expect(q).toMatchObject({ text: "Sourdough evangelist and part-time plant murderer", plate: true });
    const shot = plan.shots.find((s) => s.quote)!;
    const cap = (CAP_OF_LINE * 22 * plan.size.height) / cameraAt(plan.shots, shot.startMs + shot.moveMs).h;
    expect(cap).toBeLessThan(CAP_FLOOR_SHARE * plan.size.height);
    // Large: capitals at least at the floor, whole inside the frame, every line kept.
    expect(0.73 * q.fontSize).toBeGreaterThanOrEqual(CAP_FLOOR_SHARE * plan.size.height);
    expect(q.lines.join(" ")).toBe(q.text);
    expect(q.box.x).toBeGreaterThanOrEqual(0);
    expect(q.box.x + q.box.w).toBeLessThanOrEqual(plan.size.width);
    // Shown while the line is said, after the camera has landed; under the quoted line as the camera shows it.
    const said = shot.mark!.saidFromMs ?? shot.mark!.fromMs;
    expect(q.startMs).toBeLessThanOrEqual(Math.max(said, shot.startMs + shot.moveMs));
    expect(q.endMs).toBeGreaterThan(said);
    for (const c of plan.captions.filter((c) => c.startMs < q.endMs && c.endMs > q.startMs)) expect(overlapArea(c.box, q.box), c.text).toBe(0);
  });

  it("sets nothing large when the camera shows the line at a readable size", () => {
    const plan = planRender(input({ x: 100, y: 700, w: 420, h: 60 }, "Thought leader"));
    expect(plan.quotes).toEqual([]);
  });
});
