import { describe, expect, it } from "vitest";
import { withoutQuote } from "./card-layout";
import { photoOpeningView } from "./frame-region";
import { QUOTE_TYPE_SHARE } from "./plan-quotes";
import { PORTRAIT_CAPTION_SHARE, PORTRAIT_UI_ZONES, PORTRAIT_WIDE_PHOTO_KEEPS, composeLayout, fitInside } from "./compose-layout";

const phone = { width: 1170, height: 2532 };
const wide = { width: 1600, height: 900 };

describe("fitInside", () => {
  it("keeps the aspect ratio, fits the box and gives even sizes", () => {
    expect(fitInside(1000, 500, 400, 400)).toEqual({ width: 400, height: 200 });
    const fit = fitInside(1170, 2532, 900, 1000);
    expect(fit.height).toBe(1000);
    expect(fit.width % 2).toBe(0);
  });
});

describe("composeLayout", () => {
  it.each([
    [1080, 1920],
    [720, 1280],
  ])("portrait %ix%i, a tall photo: the camera fills the frame; captions large and clear of the platforms' UI zones", (width, height) => {
    for (const image of [phone, { width: 900, height: 1000 }]) {
      const l = composeLayout("portrait", width, height, { ...image, photo: true });
      expect(l.viewport).toEqual({ x: 0, y: 0, width, height });
      expect(l.captions.fontSize).toBeGreaterThanOrEqual(Math.floor(0.06 * height));
      expect(l.captions.fontSize).toBe(Math.round(PORTRAIT_CAPTION_SHARE * height));
      expect(l.safe.y + l.safe.height).toBeLessThanOrEqual(height * (1 - PORTRAIT_UI_ZONES.bottom));
      expect(l.safe.x + l.safe.width).toBeLessThanOrEqual(width * (1 - PORTRAIT_UI_ZONES.right));
      // Captions are centred in the safe area and wrap inside it.
      expect(l.captions.x).toBe(Math.round(l.safe.x + l.safe.width / 2));
      expect(l.captions.marginL).toBe(l.safe.x);
      expect(width - l.captions.marginR).toBe(l.safe.x + l.safe.width);
      // Two lines of captions (popped) stay above the bottom zone.
      expect(l.captions.y + 1.45 * 1.2 * l.captions.fontSize).toBeLessThan(height * (1 - PORTRAIT_UI_ZONES.bottom));
      expect(l.captions.maxWords).toBe(3);
      // The other caption place (over quoted detail low in the frame): two popped lines inside
      // the safe area's top, above where the camera anchors quoted text.
      expect(l.captions.altY! - 1.45 * 1.2 * l.captions.fontSize).toBeGreaterThanOrEqual(l.safe.y);
      expect(l.captions.altY! + 1.45 * 1.2 * l.captions.fontSize).toBeLessThan(height * l.anchorY);
    }
  });

  it.each([
    [1080, 1920],
    [720, 1280],
  ])(
    "portrait %ix%i, a screen: the upload a card across the upper frame, the quoted line under it, the captions in a band of their own under that",
    (width, height) => {
      for (const image of [phone, wide]) {
        const l = composeLayout("portrait", width, height, image);
        const v = l.viewport;
        expect(l.card?.radius).toBeGreaterThan(0);
        for (const n of [v.x, v.y, v.width, v.height]) expect(n % 2).toBe(0);
        // Across the frame but for a margin, from near its top to a little past half its height.
        expect(v.x).toBeGreaterThan(0);
        expect(v.x + v.width).toBeLessThan(width);
        expect(v.width).toBeGreaterThan(0.9 * width);
        expect(v.y + v.height).toBeLessThanOrEqual(0.58 * height);
        expect(v.y + v.height).toBeGreaterThan(0.55 * height);
        // Under it the captions' band, above the platforms' bottom zone; the quoted line's region in that zone; both clear of the right-hand zone.
        const quote = l.quote!;
        expect(l.safe.y).toBeGreaterThanOrEqual(v.y + v.height);
        expect(l.safe.y + l.safe.height).toBeLessThanOrEqual(height * (1 - PORTRAIT_UI_ZONES.bottom));
        expect(quote.y).toBeGreaterThanOrEqual(l.safe.y + l.safe.height);
        expect(quote.y + quote.height).toBeLessThanOrEqual(height);
        for (const r of [quote, l.safe]) expect(r.x + r.width).toBeLessThanOrEqual(width * (1 - PORTRAIT_UI_ZONES.right));
        expect(l.quoteType?.most).toBeLessThan(QUOTE_TYPE_SHARE.most);
        expect(l.captions.fontSize).toBe(Math.round(PORTRAIT_CAPTION_SHARE * height));
        // Two lines of captions, one word popped, fit the band (place-captions.ts measures them so), centred in it.
        expect(1.2 * l.captions.fontSize * (1 + 1.45)).toBeLessThanOrEqual(l.safe.height);
        expect(l.captions.y).toBe(Math.round(l.safe.y + l.safe.height / 2));
        expect(l.captions.altY).toBeUndefined();
      }
    },
  );

  it.each([
    [1080, 1920],
    [720, 1280],
  ])("portrait %ix%i, a photo wider than tall fills the frame, cropped to it down to 35 % of its width, its captions as over a tall photo", (width, height) => {
    const tall = composeLayout("portrait", width, height, { ...phone, photo: true });
    for (const image of [
      { width: 800, height: 600 },
      { width: 1500, height: 1000 },
    ]) {
      const l = composeLayout("portrait", width, height, { ...image, photo: true });
      expect(l.viewport).toEqual({ x: 0, y: 0, width, height });
      expect(l.card).toBeUndefined();
      expect(l.fillKeeps).toBe(PORTRAIT_WIDE_PHOTO_KEEPS);
      expect({ ...l, fillKeeps: undefined }).toEqual({ ...tall, fillKeeps: undefined });
      // The camera's first look fills the frame: the photo's full height, a share of its width.
      const view = photoOpeningView({ image, frame: { width, height }, viewport: l.viewport, fillKeeps: l.fillKeeps });
      expect(view.h).toBeCloseTo(image.height, 0);
      expect(view.w / view.h).toBeCloseTo(width / height, 2);
    }
    // A panorama would lose too much: whole, between fills.
    const pano = { width: 1920, height: 1080 };
    const l = composeLayout("portrait", width, height, { ...pano, photo: true });
    expect(photoOpeningView({ image: pano, frame: { width, height }, viewport: l.viewport, fillKeeps: l.fillKeeps }).w).toBeCloseTo(1920, 0);
  });

  it.each([
    [1920, 1080],
    [1280, 720],
  ])(
    "landscape %ix%i: the upload as a card of its own shape (a screen's square at least), the quote and the captions in a column beside it",
    (width, height) => {
      const inside = (r: { x: number; y: number; width: number; height: number }) => r.x >= 0 && r.y >= 0 && r.x + r.width <= width && r.y + r.height <= height;
      for (const image of [phone, wide, { width: 1080, height: 6000 }]) {
        const l = composeLayout("landscape", width, height, image);
        const v = l.viewport;
        expect(l.card?.radius).toBeGreaterThan(0);
        expect(l.panel).toBeUndefined();
        expect(inside(v) && inside(l.quote!) && inside(l.safe)).toBe(true);
        // Even pixels for yuv420p, a margin all round, and the upload's shape within the card's bounds.
        for (const n of [v.x, v.y, v.width, v.height]) expect(n % 2).toBe(0);
        expect(v.y).toBeGreaterThanOrEqual(0.05 * height);
        const aspect = Math.min(2.2, Math.max(1, image.width / image.height));
        expect(v.width / v.height).toBeCloseTo(aspect, 1);
        // The words' column: right of the card, at least 38 % of the frame, the quote above the captions.
        expect(l.quote!.x).toBeGreaterThan(v.x + v.width);
        expect(l.quote!.width).toBeGreaterThanOrEqual(Math.floor(0.38 * width));
        expect(l.safe.x).toBe(l.quote!.x);
        expect(l.quote!.y + l.quote!.height).toBeLessThanOrEqual(l.safe.y);
        expect(l.captions.y - 0.5 * 1.45 * 1.2 * l.captions.fontSize).toBeGreaterThanOrEqual(l.safe.y);
        expect(l.captions.marginL).toBe(l.safe.x);
        expect(width - l.captions.marginR).toBe(l.safe.x + l.safe.width);
      }
      // A phone screenshot is a square card left of centre, as tall as the frame allows and shown
      // across its width (ADR 0036's amendment); a wide upload a wider one.
      const tall = composeLayout("landscape", width, height, phone).viewport;
      expect(tall.height).toBeGreaterThan(0.8 * height);
      expect(tall.width).toBeCloseTo(tall.height, -1);
      expect(tall.x + tall.width / 2).toBeLessThan(width / 2);
      const wideCard = composeLayout("landscape", width, height, wide).viewport;
      expect(wideCard.width).toBeGreaterThan(tall.width);
      expect(wideCard.width / wideCard.height).toBeGreaterThan(1.2);
    },
  );

  it("fills the 16:9 frame with a landscape photograph, its captions over the lower middle", () => {
    for (const photo of [
      { width: 1600, height: 1200, photo: true },
      { width: 1920, height: 1080, photo: true },
    ]) {
      const l = composeLayout("landscape", 1920, 1080, photo);
      expect(l.viewport).toEqual({ x: 0, y: 0, width: 1920, height: 1080 });
      expect(l.card).toBeUndefined();
      expect(l.quote).toBeUndefined();
      expect(l.captions.y).toBeGreaterThan(0.7 * 1080);
      expect(l.captions.y + 0.5 * 1.45 * 1.2 * l.captions.fontSize).toBeLessThanOrEqual(l.safe.y + l.safe.height);
      expect(l.captions.fontSize / 1080).toBeGreaterThanOrEqual(0.074);
    }
    // A screen of the same shape, or a tall photo, stays a card.
    expect(composeLayout("landscape", 1920, 1080, { width: 1600, height: 1200 }).card).toBeDefined();
    expect(composeLayout("landscape", 1920, 1080, { width: 1080, height: 1350, photo: true }).card).toBeDefined();
  });

  it("keeps a photograph's card in its own shape: no fill beside a picture", () => {
    const tallPhoto = { width: 1080, height: 1920, photo: true };
    const v = composeLayout("landscape", 1920, 1080, tallPhoto).viewport;
    expect(v.width / v.height).toBeCloseTo(1080 / 1920, 1);
    const screen = composeLayout("landscape", 1920, 1080, { width: 1080, height: 1920 }).viewport;
    expect(screen.width / screen.height).toBeCloseTo(1, 1);
  });

  it("moves the captions to the middle of the column for a roast that quotes nothing", () => {
    const l = withoutQuote(composeLayout("landscape", 1920, 1080, phone));
    expect(l.quote).toBeUndefined();
    expect(l.captions.y).toBe(540);
    expect(l.safe.x).toBe(composeLayout("landscape", 1920, 1080, phone).safe.x);
  });

  it("under a portrait card, keeps the captions in their band for a roast that quotes nothing", () => {
    const card = composeLayout("portrait", 1080, 1920, phone);
    const l = withoutQuote(card);
    expect(l.quote).toBeUndefined();
    expect(l.safe).toEqual(card.safe);
    expect(l.captions).toEqual(card.captions);
  });

  it("keeps quoted detail above the portrait captions over a full frame (a screen's card has them under it)", () => {
    const l = composeLayout("portrait", 1080, 1920, { ...phone, photo: true });
    expect(l.anchorY * l.height).toBeLessThan(l.band.y - 0.1 * l.height);
  });
});
