import { describe, expect, it } from "vitest";
import { measureCostRatio } from "../../../tests/support/cost-ratio";
import { MAX_ACCEPT_ENCODING_LENGTH, acceptsGzip, isCompressible, readGzipWeight } from "./compress";

describe("compression", () => {
  it("reads whether a client takes gzip from its Accept-Encoding", () => {
    for (const header of ["gzip", "gzip, deflate, br", "br;q=1.0, gzip;q=0.8", "deflate, *", "GZIP"]) expect(acceptsGzip(header), header).toBe(true);
    for (const header of [undefined, "", "identity", "br", "gzip;q=0", "x-gzip2", "deflate, gzip;q=0.0"])
      expect(acceptsGzip(header), String(header)).toBe(false);
  });

  it("weighs gzip by its own entry before the wildcard's, and skips malformed weights", () => {
    expect(readGzipWeight("br, gzip;q=0.5")).toBe(0.5);
    expect(readGzipWeight("  gzip ;  q=0.25 ,br")).toBe(0.25);
    expect(readGzipWeight("gzip;q=0, *")).toBe(0);
    expect(readGzipWeight("*;q=0, gzip")).toBe(1);
    expect(readGzipWeight("*;q=0.3")).toBe(0.3);
    expect(readGzipWeight("gzip;level=9")).toBe(1);
    expect(readGzipWeight("gzip;Q=0.7")).toBe(0.7);
    expect(readGzipWeight("gzip;q=1.5")).toBe(0);
    expect(readGzipWeight("gzip;q=abc, *;q=0.2")).toBe(0.2);
    expect(readGzipWeight("gzip;q=, br")).toBe(0);
    expect(readGzipWeight("gzipx, xgzip, gz ip")).toBe(0);
  });

  it("treats an Accept-Encoding longer than browsers send as absent, unparsed", () => {
    const padded = `gzip${" ".repeat(MAX_ACCEPT_ENCODING_LENGTH - 10)}, br`;
    expect(padded.length).toBeLessThanOrEqual(MAX_ACCEPT_ENCODING_LENGTH);
    expect(acceptsGzip(padded)).toBe(true);
    expect(acceptsGzip(`gzip${" ".repeat(MAX_ACCEPT_ENCODING_LENGTH)}, br`)).toBe(false);
    expect(acceptsGzip(`gzip, ${"x".repeat(64 * 1024)}`)).toBe(false);
  });

  it("parses a 64 KB value of spaces in about the time a 64 KB value of letters takes", async () => {
    const spaces = `gzip${" ".repeat(64 * 1024)}x`;
    const letters = `gzip${"y".repeat(64 * 1024)}x`;
    expect(readGzipWeight(spaces)).toBe(0);
    // A thousand parses a run (some tens of milliseconds): at two hundred a run took ~2 ms, short
    // enough for the full suite's renders on two cores to decide all eleven rounds (a ratio of 4).
    const ratio = await measureCostRatio({ attack: () => readGzipWeight(spaces), normal: () => readGzipWeight(letters), iterations: 1000 });
    expect(ratio).toBeLessThan(3);
  });

  it("gzips only text of a size worth it", () => {
    expect(isCompressible("application/json", 24_000)).toBe(true);
    expect(isCompressible("application/json", 200)).toBe(false);
    expect(isCompressible("video/mp4", 24_000)).toBe(false);
  });
});
