import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { chooseOcrSize, chooseOcrWidth, MAX_OCR_SIDE, prepareLightTextImage, prepareOcrImage } from "./prepare-ocr-image";

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

describe("prepareLightTextImage", () => {
  it("turns white text on a mid-dark coloured bubble into black on white, at the OCR size", async () => {
    const svg = `<svg width="400" height="200" xmlns="http://www.w3.org/2000/svg"><rect width="400" height="200" fill="#0b141a"/>
      <rect x="20" y="40" width="360" height="120" rx="20" fill="#005c4b"/><rect x="60" y="90" width="200" height="20" fill="#e9edef"/></svg>`;
    const jpeg = await sharp(Buffer.from(svg)).jpeg().toBuffer();
    const prepared = await prepareLightTextImage(jpeg, { width: 400, height: 200 });
    if (!prepared) throw new Error("light text was not found");
    const { data, info } = await sharp(prepared).greyscale().raw().toBuffer({ resolveWithObject: true });
    expect({ width: info.width, height: info.height }).toEqual(chooseOcrSize(400, 200));
    const at = (x: number, y: number) => data[Math.round(y * (info.height / 200)) * info.width + Math.round(x * (info.width / 400))];
    expect(at(160, 100)).toBe(0);
    expect(at(40, 60)).toBe(255);
    expect(at(5, 5)).toBe(255);
  });
});

describe("prepareLightTextImage on a pale photo", () => {
  it("keeps white words over pale sand and drops the sand, which one fixed level would keep", async () => {
    const svg = `<svg width="400" height="200" xmlns="http://www.w3.org/2000/svg"><rect width="400" height="200" fill="#efd398"/>
      <rect x="60" y="90" width="200" height="6" fill="#ffffff"/></svg>`;
    const jpeg = await sharp(Buffer.from(svg)).png().toBuffer();
    const prepared = await prepareLightTextImage(jpeg, { width: 400, height: 200 });
    if (!prepared) throw new Error("light text was not found");
    const { data, info } = await sharp(prepared).greyscale().raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => data[Math.round(y * (info.height / 200)) * info.width + Math.round(x * (info.width / 400))];
    expect(at(160, 93)).toBe(0);
    expect(at(160, 150)).toBe(255);
    expect(at(20, 20)).toBe(255);
  });
});

describe("prepareLightTextImage without light text", () => {
  it("gives nothing to read for an image with no light text, so no second reading is paid for", async () => {
    const jpeg = await sharp({ create: { width: 300, height: 500, channels: 3, background: "#6a8f5a" } }).jpeg().toBuffer();
    expect(await prepareLightTextImage(jpeg, { width: 300, height: 500 })).toBeUndefined();
  });
});
