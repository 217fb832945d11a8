import { mkdir } from "node:fs/promises";
import path from "node:path";
import type { Page } from "playwright-core";

export const ARTIFACTS_DIR = path.resolve(import.meta.dirname, "../artifacts");

/**
 * Saves a PNG (the full page unless `fullPage: false`) under tests/e2e/artifacts/ (git-ignored).
 * A full-page capture first draws the sections a browser draws only near the viewport
 * (content-visibility: auto), as scrolling down would; otherwise they would show as blank bands.
 */
export async function screenshot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<string> {
  await mkdir(ARTIFACTS_DIR, { recursive: true });
  const file = path.join(ARTIFACTS_DIR, `${name}.png`);
  const fullPage = options.fullPage ?? true;
  const drawAll = fullPage ? await page.addStyleTag({ content: "* { content-visibility: visible !important; }" }) : null;
  await page.screenshot({ path: file, fullPage, animations: "disabled" });
  await drawAll?.evaluate((style) => (style as HTMLStyleElement).remove());
  return file;
}
