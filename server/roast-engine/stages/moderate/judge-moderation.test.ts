import { describe, expect, it } from "vitest";
import { judgeModeration, MODERATION_THRESHOLDS } from "./judge-moderation";
import type { ModerationScores } from "./moderation-scores";

const scores = (over: Partial<ModerationScores>): ModerationScores => {
  const given = { Drawing: 0, Hentai: 0, Porn: 0, Sexy: 0, ...over };
  return { ...given, Neutral: Math.max(0, 1 - given.Drawing - given.Hentai - given.Porn - given.Sexy) };
};

describe("the moderation verdict", () => {
  it("allows an ordinary photo or screenshot, even one the model is unsure of", () => {
    expect(judgeModeration(scores({})).decision).toBe("allow");
    // The highest of the repo's benign samples (ADR 0019): a close-up face and a beach.
    expect(judgeModeration(scores({ Porn: 0.08, Hentai: 0.01, Sexy: 0.25 })).decision).toBe("allow");
    expect(judgeModeration(scores({ Drawing: 0.97 })).decision).toBe("allow");
  });

  it("refuses what is explicit, counting Porn and Hentai together", () => {
    expect(judgeModeration(scores({ Porn: 0.9 }))).toMatchObject({ decision: "refuse", reason: "explicit" });
    expect(judgeModeration(scores({ Hentai: 0.85 }))).toMatchObject({ decision: "refuse", reason: "explicit" });
    // Split between the two, neither alone is over the line; together they are.
    expect(judgeModeration(scores({ Porn: 0.4, Hentai: 0.35 }))).toMatchObject({ decision: "refuse", reason: "explicit" });
  });

  it("roasts the borderline safely: some explicit score, or mostly suggestive", () => {
    expect(judgeModeration(scores({ Porn: 0.5 }))).toMatchObject({ decision: "safe", reason: "explicit" });
    expect(judgeModeration(scores({ Sexy: 0.75 }))).toMatchObject({ decision: "safe", reason: "suggestive" });
    // Suggestive is never refused, however sure the model is.
    expect(judgeModeration(scores({ Sexy: 0.99 })).decision).toBe("safe");
  });

  it("draws each line at its threshold", () => {
    const t = MODERATION_THRESHOLDS;
    expect(judgeModeration(scores({ Porn: t.refuseExplicit })).decision).toBe("refuse");
    expect(judgeModeration(scores({ Porn: t.refuseExplicit - 0.001 })).decision).toBe("safe");
    expect(judgeModeration(scores({ Porn: t.safeExplicit })).decision).toBe("safe");
    expect(judgeModeration(scores({ Porn: t.safeExplicit - 0.001 })).decision).toBe("allow");
    expect(judgeModeration(scores({ Sexy: t.safeSuggestive })).decision).toBe("safe");
    expect(judgeModeration(scores({ Sexy: t.safeSuggestive - 0.001 })).decision).toBe("allow");
  });

  it("keeps the scores with the verdict, for the log", () => {
    const given = scores({ Porn: 0.95 });
    expect(judgeModeration(given).scores).toEqual(given);
  });
});
