import sharp, { type Sharp } from "sharp";
import { describe, expect, it } from "vitest";
import { EngineError } from "../../engine-error";
import { normalizeImage } from "./normalize-image";
import { buildBombPng } from "./test-support/build-bomb-png";

// A 300x100 image whose left third is red: after rotation we can tell where "left" went.
async function drawMarkedImage(): Promise<Sharp> {
  const red = await sharp({ create: { width: 100, height: 100, channels: 3, background: "#ff0000" } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 300, height: 100, channels: 3, background: "#0000ff" } }).composite([{ input: red, left: 0, top: 0 }]);
}

async function pixelAt(jpeg: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
  const i = (y * info.width + x) * info.channels;
  return [data[i], data[i + 1], data[i + 2]];
}

async function expectEngineError(promise: Promise<unknown>, code: string) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(EngineError);
  expect((error as EngineError).code).toBe(code);
  return error as EngineError;
}

describe("normalizeImage", () => {
  it("applies EXIF rotation and strips EXIF, GPS and ICC metadata", async () => {
    const input = await (await drawMarkedImage())
      .withMetadata({ orientation: 6, exif: { IFD0: { Make: "PhoneCo" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 30/1 0/1" } } })
      .jpeg()
      .toBuffer();
    const before = await sharp(input).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif?.includes(Buffer.from("PhoneCo"))).toBe(true);

    const out = await normalizeImage(input);
    const after = await sharp(out.jpeg).metadata();
    expect([out.width, out.height]).toEqual([100, 300]);
    expect(after.exif).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    // Orientation 6 means "rotate 90° clockwise": the red left edge ends up on top.
    const [r, , b] = await pixelAt(out.jpeg, 50, 20);
    expect(r).toBeGreaterThan(200);
    expect(b).toBeLessThan(60);
  });

  it("turns CMYK, alpha and animated input into a plain RGB still", async () => {
    const cmyk = await sharp({ create: { width: 40, height: 40, channels: 3, background: "#336699" } })
      .toColourspace("cmyk")
      .jpeg()
      .toBuffer();
    const alpha = await sharp({ create: { width: 40, height: 40, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .png()
      .toBuffer();
    const frame = (background: string) =>
      sharp({ create: { width: 40, height: 40, channels: 3, background } })
        .png()
        .toBuffer();
    const animated = await sharp([await frame("#00aa00"), await frame("#aa0000")], { join: { animated: true } })
      .gif({ loop: 0 })
      .toBuffer();
    expect((await sharp(animated).metadata()).pages).toBe(2);

    for (const input of [cmyk, alpha, animated]) {
      const out = await normalizeImage(input);
      const meta = await sharp(out.jpeg).metadata();
      expect(meta).toMatchObject({ format: "jpeg", space: "srgb", channels: 3 });
      expect(meta.pages ?? 1).toBe(1);
      expect([out.width, out.height]).toEqual([40, 40]);
    }
    // Transparent pixels become white, not black.
    const out = await normalizeImage(alpha);
    expect((await pixelAt(out.jpeg, 20, 20))[0]).toBeGreaterThan(240);
  });

  it("keeps its own still as it is, a worker reading the upload's again, and still refuses one cut short", async () => {
    const once = await normalizeImage(await (await drawMarkedImage()).png().toBuffer());
    const twice = await normalizeImage(once.jpeg);
    expect(twice.jpeg.equals(once.jpeg)).toBe(true);
    expect([twice.width, twice.height]).toEqual([once.width, once.height]);
    await expectEngineError(normalizeImage(once.jpeg.subarray(0, Math.floor(once.jpeg.length * 0.6))), "UNSUPPORTED_MEDIA");
    // A JPEG made elsewhere (4:2:0, as cameras and apps save them) is still made into ours.
    const foreign = await sharp({ create: { width: 400, height: 400, channels: 3, background: "#123456" } })
      .jpeg()
      .toBuffer();
    expect((await normalizeImage(foreign)).jpeg.equals(foreign)).toBe(false);
  });

  it("caps the longest side", async () => {
    const big = await sharp({ create: { width: 4000, height: 1000, channels: 3, background: "#888888" } })
      .png()
      .toBuffer();
    const out = await normalizeImage(big);
    expect([out.width, out.height]).toEqual([2048, 512]);
  });

  it("refuses a non-image, an SVG and a truncated JPEG as unsupported media", async () => {
    const jpeg = await sharp({ create: { width: 400, height: 400, channels: 3, background: "#123456" } })
      .jpeg()
      .toBuffer();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    for (const input of [Buffer.from("hello, not an image"), Buffer.alloc(0), svg, jpeg.subarray(0, jpeg.length / 2)]) {
      const error = await expectEngineError(normalizeImage(input), "UNSUPPORTED_MEDIA");
      expect(error.title).toBe("Invalid file type");
      expect(error.message).toBe("Please upload a JPG or PNG image");
    }
  });

  it.each([
    [1, 16_000],
    [16_000, 1],
    [1, 1],
    [31, 400],
    [100, 1001],
  ])("refuses a %ix%i strip or speck as an invalid image", async (width, height) => {
    const input = await sharp({ create: { width, height, channels: 3, background: "#888888" } })
      .png()
      .toBuffer();
    const error = await expectEngineError(normalizeImage(input), "UNPROCESSABLE");
    expect(error.title).toBe("Invalid image");
  });

  it("keeps the narrowest and smallest shapes it accepts", async () => {
    for (const [width, height] of [
      [32, 32],
      [100, 1000],
      [3000, 300],
    ]) {
      const input = await sharp({ create: { width, height, channels: 3, background: "#888888" } })
        .png()
        .toBuffer();
      const out = await normalizeImage(input);
      expect(out.width / out.height).toBeCloseTo(width / height, 1);
      expect(Math.min(out.width, out.height)).toBeGreaterThanOrEqual(32);
    }
  });

  it("refuses an over-pixel PNG and an oversized file before decoding them", async () => {
    const bomb = buildBombPng(20_000);
    expect(bomb.length).toBeLessThan(200_000);
    const started = Date.now();
    const error = await expectEngineError(normalizeImage(bomb), "TOO_LARGE");
    expect(error.message).toMatch(/too large/);
    expect(Date.now() - started).toBeLessThan(1000);

    const small = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#000" } })
      .png()
      .toBuffer();
    await expectEngineError(normalizeImage(small, { maxBytes: 10 }), "TOO_LARGE");
  });
});
