/**
 * Draws the realistic screenshot set with Debian's chromium and writes the images and their
 * ground truth next to this file: `npx tsx bench/reading-set/draw-screens.ts [id…]`.
 * The images are committed, so tests and the eval never need a browser.
 */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { READING_SCREENS } from "./reading-screens";
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
    for (const screen of READING_SCREENS) {
      const file = `${screen.truth.id}.${screen.jpegQuality ? "jpg" : "png"}`;
      truths.push({ ...screen.truth, file });
      if (only.length && !only.includes(screen.truth.id)) continue;
      const context = await browser.newContext({ viewport: screen.viewport, deviceScaleFactor: screen.scale });
      const page = await context.newPage();
      await page.setContent(screen.html, { waitUntil: "load" });
      await page.evaluate(() => document.fonts.ready);
      const options = screen.jpegQuality ? { type: "jpeg" as const, quality: screen.jpegQuality } : { type: "png" as const };
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
