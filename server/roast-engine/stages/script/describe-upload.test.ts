import { describe, expect, it } from "vitest";
import type { ScreenLine } from "../../types";
import { describeUpload } from "./describe-upload";
import { makeTestAnalysis } from "./test-support/make-test-analysis";

const line = (text: string, owner: ScreenLine["owner"]): ScreenLine => ({
  text,
  owner,
  role: owner === "ui" ? "ui" : "bio",
  box: { x: 0, y: 0, w: 1, h: 1 },
  confidence: 0.9,
});

describe("describeUpload", () => {
  it("tells the model that a review's words are a review, and says nothing of the kind for a profile", () => {
    const review = {
      ...makeTestAnalysis(),
      lines: [line("Local Guide · 41 reviews · 212 photos", "ui"), line("Five stars, no notes.", "self"), line("Response from the owner", "ui")],
    };
    expect(describeUpload(review).ownWordsAre).toBe("a review, not a bio or a caption");
    expect(describeUpload({ ...makeTestAnalysis(), lines: [line("Coffee first", "self"), line("Edit profile", "ui")] }).ownWordsAre).toBeUndefined();
  });
});
