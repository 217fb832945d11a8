import type { Page, Route } from "playwright-core";
import { describe, expect, it } from "vitest";
import { setupE2E } from "./support/e2e";

const e2e = setupE2E();
const GALLERY_GRID = "section[aria-labelledby=gallery-heading] [aria-busy]";

/** Where the landing page's plan buttons and sample cards sit: unchanged means nothing moved. */
function readLayout(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll("section[aria-labelledby=pricing-heading] button, section[aria-labelledby=gallery-heading] figure, footer")].map(
      (element) => {
        const rect = element.getBoundingClientRect();
        return `${element.textContent?.slice(0, 24)}@${Math.round(rect.top + window.scrollY)}`;
      },
    ),
  );
}

/** Hydrated down to the sections below the hero (their own chunk). */
async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const grid = document.querySelector("section[aria-labelledby=gallery-heading] [aria-busy]");
    return Boolean(grid && Object.keys(grid).some((key) => key.startsWith("__reactFiber")));
  });
}

describe("the landing page's plans and samples after the prerender", () => {
  it("marks the samples as loading while their refresh is slow, then fills them in without moving anything", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { page } = await e2e.open("/", {
      beforeGoto: (target) =>
        target.route("**/api/gallery", async (route: Route) => {
          await held;
          await route.continue();
        }),
    });
    await waitForHydration(page);
    await page.locator("#gallery-heading").scrollIntoViewIfNeeded();
    const loading = page.getByRole("img", { name: "Loading the sample video" });
    await expect.poll(() => loading.count()).toBe(6);
    expect(await page.locator(GALLERY_GRID).getAttribute("aria-busy")).toBe("true");
    const before = await readLayout(page);
    expect(before.length).toBeGreaterThan(6);

    release();
    await expect.poll(() => loading.count()).toBe(0);
    expect(await page.locator(GALLERY_GRID).getAttribute("aria-busy")).toBe("false");
    expect(await readLayout(page)).toEqual(before);
  });

  it("keeps the prerendered plans and samples when their refresh fails", async () => {
    let failed = 0;
    // The refresh may fail before the page has even finished loading.
    const { page } = await e2e.open("/", {
      consoleErrors: [/status of 500/],
      beforeGoto: (target) =>
        target.route(/\/api\/(tiers|gallery)$/, (route: Route) => {
          failed++;
          return route.fulfill({ status: 500, json: { error: "down" } });
        }),
    });
    await waitForHydration(page);
    const served = await readLayout(page);
    // Each read is tried twice (a 5xx gets one retry), then both queries settle as failed.
    await expect.poll(() => failed, { timeout: 10_000 }).toBe(4);
    await expect.poll(() => page.locator(GALLERY_GRID).getAttribute("aria-busy")).toBe("false");
    expect(await readLayout(page)).toEqual(served);
    expect(await page.getByText("Plans could not be loaded").count()).toBe(0);
    expect(await page.getByRole("button", { name: /^Choose / }).count()).toBeGreaterThan(0);
    expect(await page.locator("#gallery-heading").count()).toBe(1);
  });
});
