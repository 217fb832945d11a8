import { describe, expect, it } from "vitest";
import { isSafeRoast, moderationNote, readModerationNote, withModerationNote } from "./roast-moderation";

describe("a roast's moderation note", () => {
  it("is written for a safe roast only", () => {
    expect(moderationNote({ decision: "allow" })).toBeNull();
    expect(moderationNote({ decision: "safe", reason: "suggestive" })).toEqual({ moderation: { decision: "safe", reason: "suggestive" } });
    expect(moderationNote({ decision: "safe", reason: "explicit" })).toEqual({ moderation: { decision: "safe", reason: "explicit" } });
  });

  it("is read from a pending roast's note and from a completed roast's analysis, and from nothing else", () => {
    expect(isSafeRoast({ analysis: { moderation: { decision: "safe", reason: "explicit" } } })).toBe(true);
    expect(isSafeRoast({ analysis: { platform: "instagram", text: [], moderation: { decision: "safe", reason: "suggestive" } } })).toBe(true);
    for (const analysis of [null, undefined, {}, { platform: "x" }, { moderation: null }, { moderation: { decision: "allow" } }, "safe", 42])
      expect(isSafeRoast({ analysis })).toBe(false);
    // An unknown reason still makes a safe roast: the note's presence is what counts.
    expect(readModerationNote({ analysis: { moderation: { decision: "safe", reason: "odd" } } })).toEqual({ decision: "safe", reason: "suggestive" });
  });

  it("is carried into the engine's analysis at completion, and adds nothing to an ordinary roast", () => {
    const engine = { platform: "instagram", text: ["hi"] };
    expect(withModerationNote({ analysis: { moderation: { decision: "safe", reason: "explicit" } } }, engine)).toEqual({
      ...engine,
      moderation: { decision: "safe", reason: "explicit" },
    });
    expect(withModerationNote({ analysis: null }, engine)).toBe(engine);
  });
});
