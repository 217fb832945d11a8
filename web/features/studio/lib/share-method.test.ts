import { describe, expect, it } from "vitest";
import { chooseShareMethod, pickSharedVideo } from "./share-method";

describe("how a roast is shared", () => {
  it("hands the video itself to a share sheet that takes files, the link to one that does not", () => {
    expect(chooseShareMethod({ canShare: true, canShareFiles: true, canCopy: true })).toBe("video");
    expect(chooseShareMethod({ canShare: true, canShareFiles: false, canCopy: true })).toBe("link");
    expect(chooseShareMethod({ canShare: true, canShareFiles: false, canCopy: false })).toBe("link");
  });

  it("copies the link without a share sheet, and downloads the video when even that is missing", () => {
    expect(chooseShareMethod({ canShare: false, canShareFiles: false, canCopy: true })).toBe("copy");
    expect(chooseShareMethod({ canShare: false, canShareFiles: true, canCopy: true })).toBe("copy");
    expect(chooseShareMethod({ canShare: false, canShareFiles: false, canCopy: false })).toBe("download");
  });

  it("shares the portrait when it is ready, else the landscape video, else no video", () => {
    const base = { videoUrl: "/media/l.mp4", portraitUrl: "/media/p.mp4" };
    expect(pickSharedVideo({ ...base, portraitStatus: "ready" })).toEqual({ url: "/media/p.mp4", orientation: "portrait" });
    expect(pickSharedVideo({ ...base, portraitStatus: "pending" })).toEqual({ url: "/media/l.mp4", orientation: "landscape" });
    expect(pickSharedVideo({ ...base, portraitStatus: "ready", portraitUrl: null })).toEqual({ url: "/media/l.mp4", orientation: "landscape" });
    expect(pickSharedVideo({ videoUrl: null, portraitUrl: null, portraitStatus: "failed" })).toBeNull();
  });
});
