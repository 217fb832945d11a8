import { describe, expect, it } from "vitest";
import { formatEta } from "./format-eta";

describe("formatEta", () => {
  it("rounds seconds up to the next 5 and minutes to the nearest", () => {
    expect(formatEta(12_000)).toBe("About 15 seconds left");
    expect(formatEta(20_000)).toBe("About 20 seconds left");
    expect(formatEta(75_000)).toBe("About a minute left");
    expect(formatEta(150_000)).toBe("About 3 minutes left");
  });

  it("says almost done at the very end and nothing without an estimate", () => {
    expect(formatEta(2_000)).toBe("Almost done");
    expect(formatEta(null)).toBeNull();
  });
});
