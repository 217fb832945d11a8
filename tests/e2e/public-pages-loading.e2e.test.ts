import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page, Route } from "playwright-core";
import { describe, expect, it } from "vitest";
import { createMediaTools } from "../../server/roast-engine/tools/media-tools";
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

describe("the hero's looping background video", () => {
  const HERO_VIDEO = "section[aria-label=Introduction] video";

  /** The live gallery answers with one sample whose video is a real 2-second H.264 clip. */
  async function serveSampleVideo(page: Page): Promise<void> {
    const dir = await mkdtemp(join(tmpdir(), "hero-video-"));
    const file = join(dir, "sample.mp4");
    await createMediaTools().runFfmpeg([
      "-f",
      "lavfi",
      "-i",
      "testsrc2=size=320x568:rate=24:duration=2",
      "-pix_fmt",
      "yuv420p",
      "-c:v",
      "libx264",
      "-movflags",
      "+faststart",
      file,
    ]);
    const item = { id: "hero", title: "Hero Sample", platform: "instagram", viewsLabel: "1K views", videoUrl: "/hero-sample.mp4", posterUrl: null };
    await page.route("**/api/gallery", (route: Route) => route.fulfill({ json: { items: [item] } }));
    await page.route("**/hero-sample.mp4", (route: Route) => route.fulfill({ path: file, contentType: "video/mp4" }));
  }

  it("is not in the served page; it joins once the page has loaded, muted, looping and playing", async () => {
    const served = await (await fetch(new URL("/", e2e.url))).text();
    const hero = served.match(/<section aria-label="Introduction"[\s\S]*?<\/section>/)?.[0] ?? "";
    expect(hero).toContain("Roasted</span> by AI</h1>");
    expect(hero).not.toContain("<video");

    // Test browsers ask for reduced motion by default; this visitor does not.
    const { page } = await e2e.open("/", {
      beforeGoto: async (target) => {
        await target.emulateMedia({ reducedMotion: "no-preference" });
        await serveSampleVideo(target);
      },
    });
    const video = page.locator(HERO_VIDEO);
    await expect.poll(() => video.count(), { timeout: 10_000 }).toBe(1);
    expect(await video.evaluate((element: HTMLVideoElement) => [element.muted, element.loop, element.autoplay])).toEqual([true, true, true]);
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused && element.currentTime > 0), { timeout: 10_000 }).toBe(true);
    // It fades in once it plays, behind the heading.
    await expect.poll(() => video.evaluate((element) => getComputedStyle(element).opacity)).toBe("0.35");
  });

  it("stays a still gradient for a visitor who asked for reduced motion", async () => {
    const { page } = await e2e.open("/", {
      beforeGoto: async (target) => {
        await target.emulateMedia({ reducedMotion: "reduce" });
        await serveSampleVideo(target);
      },
    });
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    // Past the idle callback's 2-second limit: the video would have joined by now.
    await page.waitForTimeout(2500);
    expect(await page.locator(HERO_VIDEO).count()).toBe(0);
    expect(await page.locator("section[aria-label=Introduction] h1").textContent()).toBe("Get Roasted by AI");
  });
});
