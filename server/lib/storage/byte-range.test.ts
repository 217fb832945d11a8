import { describe, expect, it } from "vitest";
import { measureCostRatio } from "../../../tests/support/cost-ratio";
import { MAX_RANGE_HEADER_LENGTH, parseByteRange, resolveByteRange } from "./byte-range";

describe("parseByteRange", () => {
  it("returns null when no single byte range is asked for", () => {
    expect(parseByteRange(undefined, 100)).toBeNull();
    expect(parseByteRange("", 100)).toBeNull();
    expect(parseByteRange("items=0-5", 100)).toBeNull();
    expect(parseByteRange("bytes=0-1, 5-6", 100)).toBeNull();
    expect(parseByteRange("bytes 0-5", 100)).toBeNull();
    expect(parseByteRange("=0-5", 100)).toBeNull();
  });

  it("resolves closed, open and suffix ranges", () => {
    expect(parseByteRange("bytes=0-0", 100)).toEqual({ start: 0, end: 0 });
    expect(parseByteRange("bytes=10-19", 100)).toEqual({ start: 10, end: 19 });
    expect(parseByteRange("bytes=90-", 100)).toEqual({ start: 90, end: 99 });
    expect(parseByteRange("bytes=-10", 100)).toEqual({ start: 90, end: 99 });
    expect(parseByteRange("Bytes = 5 - 6", 100)).toEqual({ start: 5, end: 6 });
    expect(parseByteRange("\tbytes=\t7-\t8\t", 100)).toEqual({ start: 7, end: 8 });
  });

  it("clamps an end past the size and a suffix longer than the file", () => {
    expect(parseByteRange("bytes=50-500", 100)).toEqual({ start: 50, end: 99 });
    expect(parseByteRange("bytes=-500", 100)).toEqual({ start: 0, end: 99 });
  });

  it("reports malformed and out-of-bounds ranges as unsatisfiable", () => {
    for (const header of ["bytes=100-", "bytes=200-300", "bytes=9-3", "bytes=-0", "bytes=abc", "bytes=-", "bytes=1-2-3"]) {
      expect(parseByteRange(header, 100), header).toBe("unsatisfiable");
    }
    for (const header of ["bytes=", "bytes=1 2-3", "bytes=+1-2", "bytes=0x1-2", "bytes=1.5-2", "bytes=1-2x"]) {
      expect(parseByteRange(header, 100), header).toBe("unsatisfiable");
    }
    expect(parseByteRange("bytes=0-", 0)).toBe("unsatisfiable");
    expect(parseByteRange("bytes=-5", 0)).toBe("unsatisfiable");
  });

  it("ignores a Range header longer than players send, unparsed, and sends the whole file", () => {
    const padded = `bytes=0-${" ".repeat(MAX_RANGE_HEADER_LENGTH - 10)}9`;
    expect(padded.length).toBeLessThanOrEqual(MAX_RANGE_HEADER_LENGTH);
    expect(parseByteRange(padded, 100)).toEqual({ start: 0, end: 9 });
    expect(parseByteRange(`bytes=0-${" ".repeat(MAX_RANGE_HEADER_LENGTH)}9`, 100)).toBeNull();
    expect(parseByteRange(`bytes=0-${" ".repeat(64 * 1024)}x`, 100)).toBeNull();
  });

  it("parses a 64 KB range full of spaces in about the time a 64 KB range of digits takes", async () => {
    const spaces = `bytes=0-${" ".repeat(64 * 1024)}x`;
    const digits = `bytes=0-${"1".repeat(64 * 1024)}`;
    expect(resolveByteRange(spaces, 100)).toBe("unsatisfiable");
    const ratio = await measureCostRatio({ attack: () => resolveByteRange(spaces, 100), normal: () => resolveByteRange(digits, 100), iterations: 200 });
    expect(ratio).toBeLessThan(3);
  });
});
