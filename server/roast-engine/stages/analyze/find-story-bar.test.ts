import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { findStoryBar, hasStoryProgressBar } from "./find-story-bar";

const W = 200;
const H = 40;

/** A grey band with a bar 2 rows thick at row 20, drawn where `on(x)` says. */
function band(on: (x: number) => boolean, background = 120, bar = 240): { data: Uint8Array; width: number; height: number } {
  const data = new Uint8Array(W * H).fill(background);
  for (const y of [20, 21]) for (let x = 0; x < W; x++) if (on(x)) data[y * W + x] = bar;
  return { data, width: W, height: H };
}

describe("hasStoryProgressBar", () => {
  it("sees two or more segments spanning the screen, light or dark", () => {
    expect(
      hasStoryProgressBar(
        band((x) => x >= 4 && x < 196 && Math.abs(x - 100) > 2),
        5,
      ),
    ).toBe(true);
    expect(
      hasStoryProgressBar(
        band((x) => x >= 4 && x < 196 && x % 48 > 3, 230, 90),
        5,
      ),
    ).toBe(true);
  });

  it("does not take a divider, a row of text, a short bar or widely spaced pieces for one", () => {
    expect(
      hasStoryProgressBar(
        band((x) => x >= 4 && x < 196),
        5,
      ),
    ).toBe(false);
    expect(
      hasStoryProgressBar(
        band((x) => x % 7 < 3),
        5,
      ),
    ).toBe(false);
    expect(
      hasStoryProgressBar(
        band((x) => x >= 4 && x < 120 && Math.abs(x - 60) > 2),
        5,
      ),
    ).toBe(false);
    expect(
      hasStoryProgressBar(
        band((x) => (x >= 4 && x < 60) || (x >= 140 && x < 196)),
        5,
      ),
    ).toBe(false);
    expect(
      hasStoryProgressBar(
        band(() => false),
        5,
      ),
    ).toBe(false);
  });
});

describe("findStoryBar", () => {
  const screen = (svgBody: string, width = 390, height = 844) =>
    sharp(
      Buffer.from(
        `<svg width="${width}" height="${height}" xmlns="http://www.w3.org/2000/svg"><rect width="${width}" height="${height}" fill="#7cc3ec"/>${svgBody}</svg>`,
      ),
    )
      .jpeg()
      .toBuffer()
      .then((jpeg) => ({ jpeg, width, height }));

  it("finds the progress bar under a story's status bar", async () => {
    const bar = '<rect x="6" y="44" width="186" height="3" fill="#ffffff"/><rect x="198" y="44" width="186" height="3" fill="#d6ecfa"/>';
    expect(await findStoryBar(await screen(bar))).toBe(true);
  });

  it("finds none on a screen with a header divider, nor on a landscape image", async () => {
    expect(await findStoryBar(await screen('<rect x="0" y="60" width="390" height="2" fill="#ffffff"/>'))).toBe(false);
    expect(
      await findStoryBar(
        await screen('<rect x="6" y="20" width="186" height="3" fill="#fff"/><rect x="198" y="20" width="186" height="3" fill="#fff"/>', 844, 390),
      ),
    ).toBe(false);
  });
});
