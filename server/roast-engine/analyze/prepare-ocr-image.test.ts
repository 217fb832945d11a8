import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { chooseOcrSize, chooseOcrWidth, MAX_OCR_SIDE, prepareOcrImage } from "./prepare-ocr-image";

describe("chooseOcrWidth", () => {
  it("reads phone screens at 864 px and keeps desktop screens large", () => {
    expect(chooseOcrWidth(1290, 2796)).toBe(864);
    expect(chooseOcrWidth(540, 960)).toBe(864);
    expect(chooseOcrWidth(1920, 1080)).toBe(1600);
    expect(chooseOcrWidth(1280, 720)).toBe(1280);
    expect(chooseOcrWidth(800, 600)).toBe(1000);
  });
});

describe("chooseOcrSize", () => {
  it("keeps ordinary screenshots at the chosen width and aspect", () => {
    expect(chooseOcrSize(1290, 2796)).toEqual({ width: 864, height: 1873 });
    expect(chooseOcrSize(1920, 1080)).toEqual({ width: 1600, height: 900 });
  });

  it.each([
    [1, 2048],
    [2048, 1],
    [1, 1],
    [205, 2048],
    [2048, 205],
    [32, 32],
  ])("bounds %ix%i on both sides", (width, height) => {
    const size = chooseOcrSize(width, height);
    expect(size.width).toBeGreaterThanOrEqual(1);
    expect(size.height).toBeGreaterThanOrEqual(1);
    expect(Math.max(size.width, size.height)).toBeLessThanOrEqual(MAX_OCR_SIDE);
    expect(size.width * size.height).toBeLessThanOrEqual(MAX_OCR_SIDE * MAX_OCR_SIDE);
    expect(size.width / width).toBeLessThanOrEqual(4);
  });
});

describe("prepareOcrImage", () => {
  it("turns a 1x2048 strip into a small image, not a 1.5 gigapixel one", async () => {
    const strip = await sharp({ create: { width: 1, height: 2048, channels: 3, background: "#777777" } }).jpeg().toBuffer();
    const prepared = await sharp(await prepareOcrImage(strip, { width: 1, height: 2048 }, 0.5)).metadata();
    expect(prepared.height).toBeLessThanOrEqual(MAX_OCR_SIDE);
    expect(prepared.width).toBeLessThanOrEqual(4);
  });
});
