import { describe, expect, it } from "vitest";
import { setupE2E } from "./support/e2e";
import { expectHeading } from "./support/page-helpers";
import { screenshot } from "./support/screenshot";
import { PUBLIC_PAGES } from "./support/site-map";

const e2e = setupE2E();

// A representative set: the template pages (one SEO page stands for all 19) and every form.
const PAGES = PUBLIC_PAGES.filter(({ path }) =>
  ["/", "/auth", "/pricing", "/about", "/contact", "/terms", "/privacy", "/instagram-roast", "/paypal/cancel", "/this-page-does-not-exist"].includes(path),
);

function shotName(path: string, width: number): string {
  const slug = path === "/" ? "home" : path.slice(1).replaceAll("/", "-");
  return `${slug}-${width}`;
}

describe.each([1280, 375])("layout at %i px", (width) => {
  it("fits every page in the window width and saves a screenshot of it", async () => {
    const { page, expectConsoleError } = await e2e.open("/", { width, height: 900 });
    // The not-found page answers with status 404, which the browser logs; that status is the point.
    expectConsoleError(/status of 404 .*this-page-does-not-exist/);
    for (const { path, heading } of PAGES) {
      await page.goto(new URL(path, e2e.url).toString());
      await expectHeading(page, heading);
      await page.waitForLoadState("networkidle");
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} scrolls sideways at ${width}px`).toBeLessThanOrEqual(0);
      await screenshot(page, shotName(path, width));
    }
  });
});

describe("phone menu", () => {
  it("opens as a full-width panel under the header", async () => {
    const { page } = await e2e.open("/", { width: 375, height: 812 });
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await menu.waitFor();
    await screenshot(page, "menu-open-375", { fullPage: false });
    const box = await menu.boundingBox();
    const header = await page.locator("header").boundingBox();
    expect(box?.width).toBe(375);
    // It hangs from the header's bottom edge (within the 1 px border).
    const headerBottom = (header?.y ?? 0) + (header?.height ?? 0);
    expect(Math.abs((box?.y ?? 0) - headerBottom)).toBeLessThanOrEqual(1);
  });
});
