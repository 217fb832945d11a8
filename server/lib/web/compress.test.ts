import { describe, expect, it } from "vitest";
import { acceptsGzip, isCompressible } from "./compress";

describe("compression", () => {
  it("reads whether a client takes gzip from its Accept-Encoding", () => {
    for (const header of ["gzip", "gzip, deflate, br", "br;q=1.0, gzip;q=0.8", "deflate, *", "GZIP"]) expect(acceptsGzip(header), header).toBe(true);
    for (const header of [undefined, "", "identity", "br", "gzip;q=0", "x-gzip2", "deflate, gzip;q=0.0"]) expect(acceptsGzip(header), String(header)).toBe(false);
  });

  it("gzips only text of a size worth it", () => {
    expect(isCompressible("application/json", 24_000)).toBe(true);
    expect(isCompressible("application/json", 200)).toBe(false);
    expect(isCompressible("video/mp4", 24_000)).toBe(false);
  });
});
