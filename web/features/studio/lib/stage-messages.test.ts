import { describe, expect, it } from "vitest";
import { pickStageMessage, STAGE_MESSAGES, stageLabel } from "./stage-messages";

describe("pickStageMessage", () => {
  it("starts at the message the id's last hex digit points to", () => {
    const list = STAGE_MESSAGES.analyzing;
    expect(pickStageMessage("analyzing", "0b1c-…-a")).toBe(list[10 % list.length]);
    expect(pickStageMessage("analyzing", "…-3")).toBe(list[3 % list.length]);
    expect(pickStageMessage("analyzing", "…-F")).toBe(list[15 % list.length]);
  });

  it("rotates through the stage's messages with the tick", () => {
    const seen = new Set([0, 1, 2, 3].map((tick) => pickStageMessage("creating_video", "x-0", tick)));
    expect(seen).toEqual(new Set(STAGE_MESSAGES.creating_video));
  });

  it("has several messages per stage and a fallback for unknown stages", () => {
    for (const stage of ["analyzing", "generating_script", "creating_video", "finalizing", "merging_videos"]) {
      expect(STAGE_MESSAGES[stage].length).toBeGreaterThanOrEqual(3);
    }
    expect(STAGE_MESSAGES.other).toContain(pickStageMessage("teleporting", "zz"));
    expect(STAGE_MESSAGES.other).toContain(pickStageMessage(null, "temp-9"));
  });

  it("names the stages", () => {
    expect(stageLabel("generating_script")).toBe("Writing the script");
    expect(stageLabel(null)).toBe("Getting ready");
  });
});
