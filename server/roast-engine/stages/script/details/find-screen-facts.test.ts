import { describe, expect, it } from "vitest";
import type { LineRole, ScreenLine } from "../../../types";
import { makeTestAnalysis } from "../test-support/make-test-analysis";
import { findScreenFacts } from "./find-screen-facts";

const line = (text: string, y: number, role: LineRole = "other", confidence = 0.3): ScreenLine => ({
  text,
  role,
  owner: role === "status_bar" ? "ui" : "self",
  box: { x: 40, y, w: 900, h: 40 },
  confidence,
});
/** A screenshot of `count` lines the reader could not read, one every `step` px from y = 200. */
const screen = (count: number, step: number, clock?: [string, number]) => ({
  ...makeTestAnalysis({ visual: { ...makeTestAnalysis().visual, height: 2000 } }),
  lines: [...(clock ? [line(clock[0], 20, "status_bar", clock[1])] : []), ...Array.from({ length: count }, (_, i) => line(`EHF BRIE ${i}`, 200 + i * step))],
});

describe("findScreenFacts", () => {
  it("calls a screen full of writing when its lines stand from near the top to near the bottom, read or not", () => {
    expect(findScreenFacts(screen(20, 80)).fullOfText).toBe(true);
    expect(findScreenFacts(screen(20, 40)).fullOfText).toBe(false);
    expect(findScreenFacts(screen(8, 200)).fullOfText).toBe(false);
  });

  it("says the small hours only from a 24-hour clock read surely in the status bar", () => {
    expect(findScreenFacts(screen(20, 80, ["01:06", 0.96])).lateHour).toBe("just after one in the morning");
    expect(findScreenFacts(screen(20, 80, ["03:40", 0.96])).lateHour).toBe("past three in the morning");
    expect(findScreenFacts(screen(20, 80, ["00:05", 0.96])).lateHour).toBe("just after midnight");
    // "1:06" may be either end of the day; "14:32" is no small hour; a clock read unsurely says nothing.
    expect(findScreenFacts(screen(20, 80, ["1:06", 0.96])).lateHour).toBeUndefined();
    expect(findScreenFacts(screen(20, 80, ["14:32", 0.96])).lateHour).toBeUndefined();
    expect(findScreenFacts(screen(20, 80, ["01:06", 0.5])).lateHour).toBeUndefined();
  });

  it("finds nothing on a photo", () => {
    const photo = { ...screen(20, 80, ["01:06", 0.96]), kind: "photo" as const };
    expect(findScreenFacts(photo)).toEqual({ fullOfText: false });
  });
});
