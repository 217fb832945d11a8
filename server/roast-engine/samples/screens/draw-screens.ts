/**
 * Draws the realistic screenshot set with Debian's chromium and writes the images and their
 * ground truth next to this file: `npx tsx server/roast-engine/samples/screens/draw-screens.ts [id…]`.
 * The images are committed, so tests and the eval never need a browser.
 */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { SCREEN_SAMPLES } from "./screen-samples";
import type { ScreenTruth } from "./screen-truth";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const CHROMIUM = "/usr/bin/chromium";
const ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

async function drawScreens(only: string[]): Promise<void> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
  const truths: ScreenTruth[] = [];
  try {
    for (const sample of SCREEN_SAMPLES) {
      const file = `${sample.truth.id}.${sample.jpegQuality ? "jpg" : "png"}`;
      truths.push({ ...sample.truth, file });
      if (only.length && !only.includes(sample.truth.id)) continue;
      const context = await browser.newContext({ viewport: sample.viewport, deviceScaleFactor: sample.scale });
      const page = await context.newPage();
      await page.setContent(sample.html, { waitUntil: "load" });
      await page.evaluate(() => document.fonts.ready);
      const options = sample.jpegQuality ? { type: "jpeg" as const, quality: sample.jpegQuality } : { type: "png" as const };
      await page.screenshot({ path: path.join(HERE, "images", file), ...options });
      await context.close();
      console.log(`drew ${file}`);
    }
  } finally {
    await browser.close();
  }
  await writeFile(path.join(HERE, "ground-truth.json"), `${JSON.stringify(truths, null, 1)}\n`);
}

await drawScreens(process.argv.slice(2));
