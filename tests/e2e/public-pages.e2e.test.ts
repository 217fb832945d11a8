import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { SEO_PAGES } from "../../web/features/seo-landing/content";
import { findSeriousViolations } from "./support/axe";
import { setupE2E } from "./support/e2e";
import { expectHeading } from "./support/page-helpers";
import { countReactCommits, reactCommits } from "./support/react-commits";
import { screenshot } from "./support/screenshot";
import { signUpAndVerify } from "./support/sign-up";

const e2e = setupE2E();

const PUBLIC_PAGES = ["/", "/pricing", "/about", "/contact", "/terms", "/privacy", ...SEO_PAGES.map((page) => `/${page.slug}`)];

/** True once React owns the prerendered heading (hydrated), not just the server's HTML. */
async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const heading = document.querySelector("main h1");
    return Boolean(heading && Object.keys(heading).some((key) => key.startsWith("__reactFiber")));
  });
  await page.waitForLoadState("networkidle");
}

describe("prerendered public pages in the browser", () => {
  // One visit a page: each is loaded once for both checks (the visits are most of this file's time).
  it("hydrate into the same page with no mismatch (any console error fails), show the signed-out header, and have no serious or critical accessibility violations", {
    timeout: 400_000,
  }, async () => {
    const { page } = await e2e.open("/");
    const problems: string[] = [];
    for (const path of PUBLIC_PAGES) {
      await page.goto(new URL(path, e2e.url).toString());
      const served = await page.locator("main h1").textContent();
      await waitForHydration(page);
      expect(await page.locator("main h1").textContent(), path).toBe(served);
      await expect.poll(() => page.locator("header").getByRole("link", { name: "Sign In" }).count(), { timeout: 10_000 }).toBeGreaterThan(0);
      problems.push(...(await findSeriousViolations(page)).map((line) => `${path}: ${line}`));
    }
    expect(problems).toEqual([]);
  });

  it("keeps working as an app after hydration: client-side links, no full reload", async () => {
    const { page } = await e2e.open("/instagram-roast");
    await waitForHydration(page);
    await page.evaluate(() => {
      (window as unknown as { stillHere: boolean }).stillHere = true;
    });
    await page.locator("footer").getByRole("link", { name: "Pricing", exact: true }).click();
    await expectHeading(page, "roast video Pricing");
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
    expect(await page.title()).toBe("Pricing · RoastReel");
  });

  it("rest once loaded: nothing renders again while nobody does anything, signed out or signed in", async () => {
    const { page } = await e2e.open("/auth", { beforeGoto: countReactCommits });
    // The page's deferred work (the session check, the toaster, the hero loop) waits for the main
    // thread to be idle, up to seconds later on a busy machine: so the page first has to fall
    // quiet (no commit for 1.5 s, within 20 s: a page that renders for ever never does), and then
    // stay quiet for 3 s more.
    const resting = async (path: string) => {
      await page.goto(new URL(path, e2e.url).toString());
      await page.waitForLoadState("networkidle");
      const quietSince = Date.now();
      let last = await reactCommits(page);
      let lastChange = Date.now();
      while (Date.now() - lastChange < 1500) {
        if (Date.now() - quietSince > 20_000) return { path, commits: (await reactCommits(page)) - last, quiet: false };
        await page.waitForTimeout(250);
        const now = await reactCommits(page);
        if (now !== last) [last, lastChange] = [now, Date.now()];
      }
      await page.waitForTimeout(3000);
      return { path, commits: (await reactCommits(page)) - last, quiet: true };
    };
    expect(await resting("/")).toEqual({ path: "/", commits: 0, quiet: true });
    expect(await resting("/pricing")).toEqual({ path: "/pricing", commits: 0, quiet: true });
    await page.goto(new URL("/auth", e2e.url).toString());
    await signUpAndVerify(page, e2e.url, `resting-${Date.now()}@example.com`);
    expect(await resting("/roast")).toEqual({ path: "/roast", commits: 0, quiet: true });
    expect(await resting("/")).toEqual({ path: "/", commits: 0, quiet: true });
  });

  it("has no serious or critical accessibility violations on the 404 page", async () => {
    const { page, expectConsoleError } = await e2e.open("/");
    // The browser logs the not-found page's 404 status; that status is the point.
    expectConsoleError(/status of 404 .*no-such-page/);
    await page.goto(new URL("/no-such-page", e2e.url).toString());
    await waitForHydration(page);
    expect(await findSeriousViolations(page)).toEqual([]);
  });

  it("has no serious or critical accessibility violations in the studio", async () => {
    const { page } = await e2e.open("/auth");
    await signUpAndVerify(page, e2e.url, `axe-${Date.now()}@example.com`);
    await page.goto(new URL("/roast", e2e.url).toString());
    await expectHeading(page, "Roast Studio");
    await page.waitForLoadState("networkidle");
    expect(await findSeriousViolations(page)).toEqual([]);
  });

  it("is keyboard-usable with a visible focus ring, at 1280 and 375 px", { timeout: 300_000 }, async () => {
    for (const width of [1280, 375]) {
      const { page, expectConsoleError } = await e2e.open("/", { width });
      expectConsoleError(/status of 404 .*no-such-page/);
      await waitForHydration(page);
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Skip to content");
      expect(await page.evaluate(() => document.activeElement?.getBoundingClientRect().width ?? 0)).toBeGreaterThan(20);
      await page.keyboard.press("Tab");
      // The ring may be drawn by the focused element or by the box it marks (the logo's link rings the whole logo).
      const ringed = await page.evaluate(() => {
        const hasRing = (element: Element | null) => {
          if (!element) return false;
          const style = getComputedStyle(element);
          return style.outlineStyle !== "none" || style.boxShadow !== "none";
        };
        const focused = document.activeElement;
        return { name: focused?.getAttribute("aria-label"), ringed: hasRing(focused) || hasRing(focused?.parentElement?.parentElement ?? null) };
      });
      expect(ringed).toEqual({ name: "RoastReel home", ringed: true });
      await screenshot(page, `public-home-${width}`, { fullPage: false });
      await page.goto(new URL("/instagram-roast", e2e.url).toString());
      await waitForHydration(page);
      await screenshot(page, `public-instagram-roast-${width}`);
      await page.goto(new URL("/no-such-page", e2e.url).toString());
      await waitForHydration(page);
      await screenshot(page, `public-not-found-${width}`, { fullPage: false });
    }
  });
});
