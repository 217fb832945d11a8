import { describe, expect, it } from "vitest";
import { namePhotoObject } from "./name-photo-object";

describe("namePhotoObject: a species or an object only at a score the real-photo set shows is right", () => {
  it("says nothing about a low-score label", () => {
    expect(namePhotoObject("bird", 0.37)).toBeUndefined();
    expect(namePhotoObject("cake", 0.39)).toBeUndefined();
    expect(namePhotoObject("cat", 0.3)).toBeUndefined();
  });

  it("says only the family when the species or model is unsure", () => {
    expect(namePhotoObject("dog", 0.47)).toBe("animal");
    expect(namePhotoObject("cat", 0.44)).toBe("animal");
    expect(namePhotoObject("truck", 0.57)).toBe("vehicle");
  });

  it("names the species, the model or the object when the detector is sure", () => {
    expect(namePhotoObject("dog", 0.72)).toBe("dog");
    expect(namePhotoObject("truck", 0.65)).toBe("truck");
    expect(namePhotoObject("airplane", 0.45)).toBe("airplane");
    expect(namePhotoObject("wine glass", 0.52)).toBe("wine glass");
  });
});
