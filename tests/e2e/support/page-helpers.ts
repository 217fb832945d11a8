import type { Page } from "playwright-core";
import { expect } from "vitest";

/** Waits for the page's h1 to read exactly `text` (the SPA renders after load). */
export async function expectHeading(page: Page, text: string): Promise<void> {
  const heading = page.locator("h1").filter({ hasText: text }).first();
  await heading.waitFor({ state: "visible" });
  expect((await heading.textContent())?.trim()).toBe(text);
}

/** Waits until the address bar shows `pathname`. */
export async function expectPath(page: Page, pathname: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname);
  expect(new URL(page.url()).pathname).toBe(pathname);
}

/** Waits for a toast whose title is `title`. */
export async function expectToast(page: Page, title: string): Promise<void> {
  await page.locator("[data-sonner-toast] [data-title]").filter({ hasText: title }).first().waitFor({ state: "visible" });
}
