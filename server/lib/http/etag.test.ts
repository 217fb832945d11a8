import { describe, expect, it } from "vitest";
import { ifNoneMatchHits } from "./etag";

describe("ifNoneMatchHits", () => {
  const etag = 'W/"abc"';
  it("matches the same tag, weak or strong, alone or in a list", () => {
    expect(ifNoneMatchHits('W/"abc"', etag)).toBe(true);
    expect(ifNoneMatchHits('"abc"', etag)).toBe(true);
    expect(ifNoneMatchHits('W/"old", W/"abc"', etag)).toBe(true);
    expect(ifNoneMatchHits("*", etag)).toBe(true);
  });
  it("does not match another tag, a part of one, or nothing", () => {
    expect(ifNoneMatchHits(undefined, etag)).toBe(false);
    expect(ifNoneMatchHits("", etag)).toBe(false);
    expect(ifNoneMatchHits('W/"abcd"', etag)).toBe(false);
    expect(ifNoneMatchHits('W/"ab"', etag)).toBe(false);
    expect(ifNoneMatchHits("abc", etag)).toBe(false);
  });
});
