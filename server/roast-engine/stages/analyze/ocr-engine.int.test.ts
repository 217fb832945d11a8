import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { isEngineError } from "../../engine-error";
import { createOcrEngine } from "./ocr-engine";

const textImage = () =>
  sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="120"><rect width="600" height="120" fill="#fff"/>' +
        '<text x="20" y="75" font-family="DejaVu Sans" font-size="44" fill="#000">Coffee lover</text></svg>',
    ),
  )
    .png()
    .toBuffer();

/** A line in Spanish whose accents the English model drops or swaps. */
const spanishImage = () =>
  sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="900" height="120"><rect width="900" height="120" fill="#fff"/>' +
        '<text x="20" y="75" font-family="DejaVu Sans" font-size="44" fill="#000">El colchón está casi nuevo</text></svg>',
    ),
  )
    .png()
    .toBuffer();

describe("the OCR engine", () => {
  const ocr = createOcrEngine(1);
  afterAll(() => ocr.close());
  // The text read, whether recognize answers plain text or a page of lines that carries it.
  const readText = async (image: Buffer) => {
    const page: unknown = await ocr.recognize(image);
    return typeof page === "string" ? page : (page as { text: string }).text;
  };

  it("fails only the job whose image tesseract cannot read, then keeps reading", async () => {
    const failure = await ocr.recognize(Buffer.from("not an image at all")).catch((error: unknown) => error);
    expect(isEngineError(failure) && failure.code).toBe("INTERNAL");
    expect(await readText(await textImage())).toMatch(/Coffee lover/i);
  });

  it("answers several failing and good jobs in turn without stopping the process", async () => {
    const good = await textImage();
    const results = await Promise.allSettled([ocr.recognize(Buffer.alloc(16)), ocr.recognize(good), ocr.recognize(Buffer.from("%PDF-1.7"))]);
    expect([results[0].status, results[2].status]).toEqual(["rejected", "rejected"]);
    expect(await readText(good)).toMatch(/Coffee/i);
  });

  it("reads a language in its own letters when asked, and English again after it", async () => {
    const image = await spanishImage();
    expect((await ocr.recognize(image, "spa")).text).toMatch(/colchón está/);
    expect((await ocr.recognize(image, "deu")).text).toMatch(/colch/);
    expect(await readText(await textImage())).toMatch(/Coffee lover/i);
  });

  it("gives up on workers that do not start in time, with the one start error, and a later engine reads", async () => {
    const stuck = createOcrEngine(1, { startTimeoutMs: 1 });
    const failure = await stuck.recognize(await textImage()).catch((error: unknown) => error);
    expect(isEngineError(failure) && failure.code).toBe("UNAVAILABLE");
    expect((failure as Error).message).toBe("Text recognition could not start");
    expect(String((failure as Error).cause)).toMatch(/did not start within 1 ms/);
    await stuck.close();
    expect(await readText(await textImage())).toMatch(/Coffee lover/i);
  });
});
