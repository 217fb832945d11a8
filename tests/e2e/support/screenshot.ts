import { mkdir } from "node:fs/promises";
import path from "node:path";
import type { Page } from "playwright-core";

export const ARTIFACTS_DIR = path.resolve(import.meta.dirname, "../artifacts");

/** Saves a PNG (the full page unless `fullPage: false`) under tests/e2e/artifacts/ (git-ignored; only the contact sheets are tracked). */
export async function screenshot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<string> {
  await mkdir(ARTIFACTS_DIR, { recursive: true });
  const file = path.join(ARTIFACTS_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: options.fullPage ?? true, animations: "disabled" });
  return file;
}
