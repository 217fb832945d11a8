import { describe, expect, it } from "vitest";
import { isValidKey, requireValidKey, requireValidPrefix } from "./storage-key";

describe("storage keys", () => {
  it("accepts nested keys made of safe characters", () => {
    expect(isValidKey("roasts/0f3a/landscape.mp4")).toBe(true);
    expect(isValidKey("uploads/u_1/screen-shot.v2.png")).toBe(true);
  });

  it.each([
    ["", "empty"],
    ["../etc/passwd", "parent segment"],
    ["roasts/../../x", "parent segment in the middle"],
    ["/etc/passwd", "absolute path"],
    ["roasts//x.mp4", "empty segment"],
    ["roasts/x.mp4/", "trailing slash"],
    [".hidden", "dot file"],
    ["a\\b", "backslash"],
    ["a b.mp4", "space"],
    ["a\0b", "NUL"],
    ["x".repeat(513), "too long"],
  ])("refuses %j (%s)", (key) => {
    expect(isValidKey(key)).toBe(false);
    expect(() => requireValidKey(key)).toThrow(/Invalid storage key/);
  });

  it("accepts folder prefixes and refuses an empty one", () => {
    expect(requireValidPrefix("roasts/abc/")).toBe("roasts/abc/");
    expect(requireValidPrefix("roasts/ab")).toBe("roasts/ab");
    expect(() => requireValidPrefix("")).toThrow(/Invalid storage prefix/);
    expect(() => requireValidPrefix("/")).toThrow(/Invalid storage prefix/);
    expect(() => requireValidPrefix("../")).toThrow(/Invalid storage prefix/);
  });
});
