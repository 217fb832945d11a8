import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { normalizeImage } from "../../infrastructure/image";
import { closePhotoModel } from "./photo";
import { createAnalyzer } from "./create-analyzer";

/** A listing's description in Spanish, as a phone screen draws it: accents the English model misreads. */
const LINES = [
  "Descripción",
  "Vendo sofá cama de tres plazas, en muy buen",
  "estado. El colchón está casi nuevo y lo vendo",
  "porque mi suegra se quedó dos semanas y dice",
  "que vuelve en agosto. Recogida en mano.",
];
const screen = () =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="1080" height="1500"><rect width="1080" height="1500" fill="#fff"/>${LINES.map(
        (line, i) => `<text x="48" y="${200 + i * 80}" font-family="DejaVu Sans" font-size="${i === 0 ? 52 : 42}" fill="#111">${line}</text>`,
      ).join("")}</svg>`,
    ),
  )
    .png()
    .toBuffer();

describe("a screen written in another language", () => {
  const analyzer = createAnalyzer();
  afterAll(async () => {
    await analyzer.close();
    await closePhotoModel();
  });

  it("is read again in that language, so its words are quoted with their accents", async () => {
    const analysis = await analyzer.analyze(await normalizeImage(await screen()));
    const text = analysis.text.join("\n");
    expect(text).toMatch(/El colchón está casi nuevo/);
    expect(text).toMatch(/se quedó dos semanas/);
    expect(text).not.toMatch(/colchen|colchén|esta casi/);
  });
});
