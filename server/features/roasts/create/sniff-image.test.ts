import { describe, expect, it } from "vitest";
import { sniffImageType } from "./sniff-image";

const bytes = (...parts: Array<number[] | string>) => Buffer.concat(parts.map((p) => (typeof p === "string" ? Buffer.from(p, "latin1") : Buffer.from(p))));
const box = (size: number, ...rest: string[]) => bytes([0, 0, 0, size], "ftyp", ...rest);

describe("sniffImageType", () => {
  it("recognises the accepted formats by their first bytes", () => {
    expect(sniffImageType(bytes([0xff, 0xd8, 0xff, 0xe0], "rest"))).toBe("jpeg");
    expect(sniffImageType(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe("png");
    expect(sniffImageType(bytes("RIFF", [1, 2, 3, 4], "WEBPVP8 "))).toBe("webp");
    expect(sniffImageType(bytes("GIF89a", [1, 0]))).toBe("gif");
    expect(sniffImageType(bytes("GIF87a", [1, 0]))).toBe("gif");
  });

  it("finds avif as the major or a compatible brand", () => {
    expect(sniffImageType(box(20, "avif", "\0\0\0\0", "mif1"))).toBe("avif");
    expect(sniffImageType(box(28, "mif1", "\0\0\0\0", "miaf", "MA1B", "avis"))).toBe("avif");
    expect(sniffImageType(box(24, "isom", "\0\0\0\0", "mp41", "mp42"))).toBeNull();
  });

  it("refuses files that only look like images by name or claim", () => {
    expect(sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageType(Buffer.from("%PDF-1.7\n"))).toBeNull();
    expect(sniffImageType(bytes("PK", [3, 4]))).toBeNull();
    expect(sniffImageType(bytes("RIFF", [1, 2, 3, 4], "WAVEfmt "))).toBeNull();
    expect(sniffImageType(bytes([0xff, 0xd8]))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });
});
