import { describe, expect, it } from "vitest";
import { platformLabel, roastListName, uploadFactsOf, uploadLabel } from "./roast";

describe("uploadFactsOf", () => {
  it("knows a single roast's upload once analysis has written its kind", () => {
    expect(uploadFactsOf({ kind: "single", platform: "tiktok", uploadKind: "post" })).toEqual({ platform: "tiktok", kind: "post" });
    expect(uploadFactsOf({ kind: "single", platform: "generic", uploadKind: "photo" })).toEqual({ platform: "generic", kind: "photo" });
  });

  it("knows nothing before then (the stored platform is only the column's default), nor of battles and compilations", () => {
    expect(uploadFactsOf({ kind: "single", platform: "instagram", uploadKind: null })).toBeNull();
    expect(uploadFactsOf({ kind: "single", platform: "instagram", uploadKind: undefined })).toBeNull();
    expect(uploadFactsOf({ kind: "single", platform: "instagram", uploadKind: "hologram" })).toBeNull();
    expect(uploadFactsOf({ kind: "battle", platform: "dating", uploadKind: "dating" })).toBeNull();
    expect(uploadFactsOf({ kind: "single", platform: "compilation", uploadKind: "post" })).toBeNull();
  });
});

describe("labels", () => {
  it("writes platforms as the brands do", () => {
    expect(platformLabel("tiktok")).toBe("TikTok");
    expect(platformLabel("linkedin")).toBe("LinkedIn");
    expect(platformLabel("twitter")).toBe("X");
    expect(platformLabel("generic")).toBe("Photo");
    expect(platformLabel("battle")).toBe("Roast Battle");
  });

  it("calls an upload of no platform in particular a photo or a screenshot, by what it is", () => {
    expect(uploadLabel({ platform: "generic", kind: "photo" })).toBe("Photo");
    expect(uploadLabel({ platform: "generic", kind: "chat" })).toBe("Screenshot");
    expect(uploadLabel({ platform: "linkedin", kind: "profile" })).toBe("LinkedIn");
  });
});

describe("roastListName", () => {
  it("names a running roast plainly until analysis has read its upload, then by what it read", () => {
    expect(roastListName({ kind: "single", platform: "instagram", upload: null })).toBe("Roast");
    expect(roastListName({ kind: "single", platform: "tiktok", upload: { platform: "tiktok", kind: "profile" } })).toBe("TikTok roast");
    expect(roastListName({ kind: "single", platform: "generic", upload: { platform: "generic", kind: "photo" } })).toBe("Photo roast");
    expect(roastListName({ kind: "battle", platform: "instagram", upload: null })).toBe("Roast Battle");
    expect(roastListName({ kind: "single", platform: "compilation", upload: null })).toBe("Compilation");
  });
});
