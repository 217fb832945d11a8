import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  chooseLargerOcrSize,
  chooseOcrSize,
  chooseOcrWidth,
  countTextLikeRows,
  MAX_OCR_SIDE,
  MAX_OCR_UPSCALE,
  prepareLightTextImage,
  prepareOcrImage,
} from "./prepare-ocr-image";

/** White words drawn at (x, baseline y), as a caption or a bubble's text is. */
const words = (text: string, x: number, y: number, size = 28) =>
  `<text x="${x}" y="${y}" font-family="DejaVu Sans, sans-serif" font-size="${size}" fill="#ffffff">${text}</text>`;

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

describe("chooseLargerOcrSize", () => {
  it("doubles the first reading's scale for a shrunk desktop page, its aspect kept", () => {
    const first = chooseOcrSize(929, 561);
    const larger = chooseLargerOcrSize(929, 561)!;
    expect(larger.width).toBe(2 * first.width);
    expect(larger.width / larger.height).toBeCloseTo(929 / 561, 2);
  });

  it("stays within the first reading's bounds, and offers none where they leave it hardly larger", () => {
    for (const [width, height] of [
      [1290, 2796],
      [300, 200],
      [2048, 205],
    ]) {
      const larger = chooseLargerOcrSize(width, height);
      if (!larger) continue;
      expect(Math.max(larger.width, larger.height)).toBeLessThanOrEqual(MAX_OCR_SIDE);
      expect(larger.width / width).toBeLessThanOrEqual(MAX_OCR_UPSCALE);
    }
    // A long scroll capture is already read at the longest side allowed.
    expect(chooseLargerOcrSize(1170, 9000)).toBeUndefined();
    // A tiny image already read four times larger.
    expect(chooseLargerOcrSize(200, 300)).toBeUndefined();
  });
});

describe("prepareOcrImage", () => {
  it("prepares the copy at a size asked for (a second, larger reading)", async () => {
    const page = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#ffffff" } })
      .jpeg()
      .toBuffer();
    const prepared = await sharp(await prepareOcrImage(page, { width: 300, height: 200 }, 0.9, { width: 900, height: 600 })).metadata();
    expect([prepared.width, prepared.height]).toEqual([900, 600]);
  });

  it("turns a 1x2048 strip into a small image, not a 1.5 gigapixel one", async () => {
    const strip = await sharp({ create: { width: 1, height: 2048, channels: 3, background: "#777777" } })
      .jpeg()
      .toBuffer();
    const prepared = await sharp(await prepareOcrImage(strip, { width: 1, height: 2048 }, 0.5)).metadata();
    expect(prepared.height).toBeLessThanOrEqual(MAX_OCR_SIDE);
    expect(prepared.width).toBeLessThanOrEqual(4);
  });
});

describe("prepareLightTextImage", () => {
  it("turns white text on a mid-dark coloured bubble into black on white, at the OCR size", async () => {
    const svg = `<svg width="400" height="200" xmlns="http://www.w3.org/2000/svg"><rect width="400" height="200" fill="#0b141a"/>
      <rect x="20" y="40" width="360" height="120" rx="20" fill="#005c4b"/>${words("did you eat", 60, 110, 22).replace("#ffffff", "#e9edef")}</svg>`;
    const jpeg = await sharp(Buffer.from(svg)).jpeg().toBuffer();
    const prepared = await prepareLightTextImage(jpeg, { width: 400, height: 200 });
    if (!prepared) throw new Error("light text was not found");
    const { data, info } = await sharp(prepared).greyscale().raw().toBuffer({ resolveWithObject: true });
    expect({ width: info.width, height: info.height }).toEqual(chooseOcrSize(400, 200));
    const at = (x: number, y: number) => data[Math.round(y * (info.height / 200)) * info.width + Math.round(x * (info.width / 400))];
    const inked = (x0: number, x1: number, y: number) => Array.from({ length: x1 - x0 }, (_, i) => at(x0 + i, y)).some((v) => v === 0);
    expect(inked(60, 180, 102)).toBe(true);
    expect(at(40, 60)).toBe(255);
    expect(at(5, 5)).toBe(255);
  });
});

describe("prepareLightTextImage beside a first reading", () => {
  // A dark chat: the partner's grey bubbles were read; the uploader's orange ones, white words on a
  // mid-grey in the greyscale copy, were not.
  const bubbles = [60, 140, 220, 300, 380, 460]
    .map((y) => `<rect x="180" y="${y}" width="200" height="64" rx="16" fill="#e8622a"/>${words("I set them to vanish", 196, y + 42, 20)}`)
    .join("");
  const svg = `<svg width="400" height="560" xmlns="http://www.w3.org/2000/svg"><rect width="400" height="560" fill="#17181a"/>
    <rect x="16" y="16" width="220" height="40" rx="14" fill="#2b2d31"/>${words("security from who", 28, 44, 20)}${bubbles}</svg>`;
  const size = { width: 400, height: 560 };
  const target = chooseOcrSize(400, 560);
  const scale = target.width / 400;
  const box = (x: number, y: number, w: number, h: number) => ({ x: x * scale, y: y * scale, w: w * scale, h: h * scale });

  it("reads again where bubbles of light text were left unread", async () => {
    const image = await sharp(Buffer.from(svg)).png().toBuffer();
    expect(await prepareLightTextImage(image, size, target, { unreadBeside: [box(28, 26, 190, 24)] })).toBeDefined();
  });

  it("does not read again when every line of light text was read", async () => {
    const image = await sharp(Buffer.from(svg)).png().toBuffer();
    const read = [box(28, 26, 190, 24), ...[60, 140, 220, 300, 380, 460].map((y) => box(196, y + 24, 176, 24))];
    expect(await prepareLightTextImage(image, size, target, { unreadBeside: read })).toBeUndefined();
  });
});

describe("prepareLightTextImage on a pale photo", () => {
  it("keeps white words over pale sand and drops the sand, which one fixed level would keep", async () => {
    const svg = `<svg width="400" height="200" xmlns="http://www.w3.org/2000/svg"><rect width="400" height="200" fill="#efd398"/>
      ${words("when the barista", 60, 110)}</svg>`;
    const jpeg = await sharp(Buffer.from(svg)).png().toBuffer();
    const prepared = await prepareLightTextImage(jpeg, { width: 400, height: 200 });
    if (!prepared) throw new Error("light text was not found");
    const { data, info } = await sharp(prepared).greyscale().raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => data[Math.round(y * (info.height / 200)) * info.width + Math.round(x * (info.width / 400))];
    const inked = (x0: number, x1: number, y: number) => Array.from({ length: x1 - x0 }, (_, i) => at(x0 + i, y)).some((v) => v === 0);
    expect(inked(60, 260, 100)).toBe(true);
    expect(at(160, 150)).toBe(255);
    expect(at(20, 20)).toBe(255);
  });
});

describe("prepareLightTextImage without light text", () => {
  it("gives nothing to read for an image with no light text, so no second reading is paid for", async () => {
    const jpeg = await sharp({ create: { width: 300, height: 500, channels: 3, background: "#6a8f5a" } })
      .jpeg()
      .toBuffer();
    expect(await prepareLightTextImage(jpeg, { width: 300, height: 500 })).toBeUndefined();
  });
});

describe("prepareLightTextImage on light shapes that are not words", () => {
  it("gives nothing to read for white blobs, stripes and a thin curve, which tesseract only errs on", async () => {
    const svg = `<svg width="300" height="500" xmlns="http://www.w3.org/2000/svg"><rect width="300" height="500" fill="#3d6b8a"/>
      <circle cx="250" cy="90" r="60" fill="#ffffff"/><rect x="20" y="200" width="60" height="120" fill="#f4f4f4"/>
      ${Array.from({ length: 12 }, (_, i) => `<rect x="120" y="${200 + i * 8}" width="150" height="3" fill="#ffffff"/>`).join("")}
      <path d="M0 420 Q150 380 300 440" stroke="#ffffff" stroke-width="2" fill="none"/></svg>`;
    const image = await sharp(Buffer.from(svg)).png().toBuffer();
    expect(await prepareLightTextImage(image, { width: 300, height: 500 })).toBeUndefined();
  });
});

describe("countTextLikeRows", () => {
  const W = 100;
  const mask = (rows: Array<(x: number) => boolean>) => {
    const data = new Uint8Array(W * rows.length).fill(255);
    rows.forEach((inked, y) => {
      for (let x = 0; x < W; x++) if (inked(x)) data[y * W + x] = 0;
    });
    return data;
  };

  it("counts rows that cross several thin strokes, and no row of solid ink or a lone line", () => {
    const strokes = (x: number) => x % 10 < 3;
    const solid = (x: number) => x > 10 && x < 90;
    const lone = (x: number) => x === 50;
    expect(countTextLikeRows(mask([strokes, strokes, solid, lone, strokes]), W, 5)).toBe(3);
    expect(countTextLikeRows(mask([solid, lone, () => false]), W, 3)).toBe(0);
  });

  it("stops counting once it has enough", () => {
    const strokes = (x: number) => x % 10 < 3;
    expect(countTextLikeRows(mask(Array.from({ length: 20 }, () => strokes)), W, 20, 8)).toBe(8);
  });
});
