import { describe, expect, it } from "vitest";
import type { UploadFacts } from "../../../../common/roast";
import { type MessageRoast, pickStageMessage, stageLabel, stageMessages, UPLOADING_STAGE } from "./stage-messages";

const roast = (fields: Partial<MessageRoast> = {}): MessageRoast => ({
  id: "0b1c-0",
  status: "processing",
  processingStage: "analyzing",
  kind: "single",
  platform: "instagram",
  upload: null,
  narrator: "flite",
  reroastOf: null,
  ...fields,
});
const tiktokScreen: UploadFacts = { platform: "tiktok", kind: "post" };
const dogPhoto: UploadFacts = { platform: "generic", kind: "photo" };
const STAGES = ["analyzing", "generating_script", "creating_video", "finalizing"];
/** Every line a roast can show over its stages. */
const allLines = (fields: Partial<MessageRoast>) => STAGES.flatMap((processingStage) => stageMessages(roast({ ...fields, processingStage })));

describe("pickStageMessage", () => {
  it("starts at the message the id's last hex digit points to, and rotates with the tick", () => {
    const list = stageMessages(roast());
    expect(pickStageMessage(roast({ id: "0b1c-…-a" }))).toBe(list[10 % list.length]);
    expect(pickStageMessage(roast({ id: "…-3" }))).toBe(list[3 % list.length]);
    expect(pickStageMessage(roast({ id: "…-F" }))).toBe(list[15 % list.length]);
    const seen = new Set(list.map((_, tick) => pickStageMessage(roast({ id: "x-0" }), tick)));
    expect(seen).toEqual(new Set(list));
  });

  it("has several lines per stage and a fallback for unknown stages", () => {
    for (const stage of [...STAGES, "merging_videos"]) expect(stageMessages(roast({ processingStage: stage })).length).toBeGreaterThanOrEqual(3);
    expect(stageMessages(roast({ processingStage: "teleporting" }))).toContain(pickStageMessage(roast({ processingStage: "teleporting", id: "zz" })));
    expect(stageMessages(roast({ processingStage: null })).length).toBeGreaterThanOrEqual(3);
  });
});

describe("stageMessages says only what is true of the roast", () => {
  it("says nothing of what the upload shows before analysis has read it", () => {
    const reading = stageMessages(roast({ upload: null }));
    expect(reading.join(" ")).not.toMatch(/selfie|photo|bio|screenshot|caption|hashtag/i);
    expect(stageMessages(roast({ upload: null, processingStage: "generating_script" })).join(" ")).not.toMatch(/selfie|photo|bio|hashtag/i);
  });

  it("never speaks of a selfie, a photo or filters to a TikTok screenshot, and names the platform's habit", () => {
    const lines = allLines({ upload: tiktokScreen });
    expect(lines.join(" ")).not.toMatch(/selfie|filters|photo/i);
    expect(lines).toContain("Watching it back at 2x speed…");
    expect(lines).toContain("Reading the caption so you don't have to…");
  });

  it("speaks of a photo for a photo, and of no platform's habits", () => {
    const lines = allLines({ upload: dogPhoto });
    expect(lines).toContain("Studying that photo from every angle…");
    expect(lines.join(" ")).not.toMatch(/hashtag|the bio|the caption|selfie/i);
    // A photo that happens to be detected on a platform is still a photo.
    expect(allLines({ upload: { platform: "instagram", kind: "photo" } })).not.toContain("Counting the hashtags…");
  });

  it("names the narrator chosen, and only that one", () => {
    const deadpan = stageMessages(roast({ processingStage: "creating_video", narrator: "flite" }));
    expect(deadpan.join(" ")).toMatch(/Deadpan/);
    expect(deadpan.join(" ")).not.toMatch(/RoastBot|studio voice/i);
    const robot = stageMessages(roast({ processingStage: "creating_video", narrator: "roastbot" }));
    expect(robot).toContain("Teaching RoastBot to deliver the punchline…");
    expect(robot.join(" ")).not.toMatch(/Deadpan/);
    expect(stageMessages(roast({ processingStage: "creating_video", narrator: "cloud" })).join(" ")).not.toMatch(/RoastBot|Deadpan/);
  });

  it("speaks no narrator's lines for a compilation, which says nothing new", () => {
    for (const narrator of ["flite", "roastbot", "cloud"] as const) {
      const lines = [
        ...stageMessages(roast({ platform: "compilation", processingStage: "merging_videos", narrator })),
        ...stageMessages(roast({ platform: "compilation", processingStage: "creating_video", narrator })),
      ];
      expect(lines.join(" ")).not.toMatch(/RoastBot|Deadpan|studio voice|punchline/i);
    }
  });

  it("has a battle's and a re-roast's own lines", () => {
    expect(allLines({ kind: "battle" }).join(" ")).toMatch(/both/);
    expect(allLines({ kind: "battle" }).join(" ")).not.toMatch(/your upload…|the bio/);
    expect(stageMessages(roast({ reroastOf: "parent" }))).toContain("Taking a fresh look at the same picture…");
    expect(stageMessages(roast({ reroastOf: "parent", processingStage: "generating_script", upload: tiktokScreen }))).toContain("Writing a brand-new take…");
  });

  it("says a placeholder is uploading and a pending roast is waiting", () => {
    expect(stageMessages(roast({ status: "pending", processingStage: UPLOADING_STAGE }))).toEqual(["Sending your picture to the roaster…"]);
    expect(stageMessages(roast({ status: "pending", processingStage: null }))).toEqual(["Waiting for a free roaster…"]);
  });
});

describe("stageLabel", () => {
  it("names the stages, the wait and the upload", () => {
    expect(stageLabel({ status: "processing", processingStage: "generating_script" })).toBe("Writing the script");
    expect(stageLabel({ status: "processing", processingStage: null })).toBe("Getting ready");
    expect(stageLabel({ status: "pending", processingStage: null })).toBe("Pending");
    expect(stageLabel({ status: "pending", processingStage: UPLOADING_STAGE })).toBe("Uploading");
  });
});
