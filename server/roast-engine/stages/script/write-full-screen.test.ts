import { describe, expect, it } from "vitest";
import { FULL_SCREEN_JOKES } from "./room/full-screen";
import { createRandom } from "./seeded-random";
import { checkScriptSafety } from "./check-script-safety";
import { fitsWordBudget } from "./word-budget";
import { writeFullScreen } from "./write-full-screen";

const fits = (text: string) => fitsWordBudget(text) && checkScriptSafety(text).safe;

describe("writeFullScreen", () => {
  it("writes nothing for a screen that is not full of writing", () => {
    expect(writeFullScreen({ fullOfText: false, lateHour: "just after one in the morning" }, new Set(), createRandom("s"), fits)).toBeUndefined();
  });

  it("says the small hours when the clock surely shows them, and never leaves a slot unfilled", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const draft = writeFullScreen({ fullOfText: true, lateHour: "just after one in the morning" }, new Set(), createRandom(`s${i}`), fits);
      const text = draft?.beats.join(" ") ?? "";
      expect(text).not.toContain("{");
      seen.add(text);
      if (draft?.lines[0].id.startsWith("screen-facts.late")) expect(text).toContain("just after one in the morning");
    }
    expect([...seen].some((t) => t.includes("in the morning"))).toBe(true);
  });

  it("without a clock, says only the screen's length, and names no hour", () => {
    for (let i = 0; i < 20; i++) {
      const text = writeFullScreen({ fullOfText: true }, new Set(), createRandom(`n${i}`), fits)?.beats.join(" ") ?? "";
      expect(text).not.toMatch(/morning|midnight|\{hour\}/);
      expect(text.length).toBeGreaterThan(0);
    }
  });

  it("has every joke within the voice's budget, safe, and takes one not heard lately first", () => {
    for (const joke of [...FULL_SCREEN_JOKES.late, ...FULL_SCREEN_JOKES.any]) {
      expect(fits(joke.text.replace("{hour}", "past three in the morning")), joke.text).toBe(true);
    }
    const heard = new Set(FULL_SCREEN_JOKES.any.slice(1).map((j) => j.id));
    expect(writeFullScreen({ fullOfText: true }, heard, createRandom("x"), fits)?.lines[0].id).toBe(FULL_SCREEN_JOKES.any[0].id);
  });
});
