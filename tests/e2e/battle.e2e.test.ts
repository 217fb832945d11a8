import type { Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { drawSample } from "../../server/features/gallery/showcase";
import { startTestServer, type TestServer } from "../support/test-server";
import { launchBrowser, type TestBrowser, watchPageErrors } from "./support/browser";
import { expectPath, expectToast } from "./support/page-helpers";
import { screenshot } from "./support/screenshot";
import { signUpAndVerify } from "./support/sign-up";
import { ensureWebBuilt } from "./support/web-build";

const RENDER_MS = 300_000;
let server: TestServer;
let browser: TestBrowser;
let watch: ReturnType<typeof watchPageErrors> | undefined;

beforeAll(async () => {
  server = await startTestServer({}, { webDir: await ensureWebBuilt() });
  browser = await launchBrowser();
});
afterEach(async () => {
  await browser.closeContexts();
  if (watch?.problems.length) throw new Error(`The browser reported errors:\n${watch.problems.join("\n")}`);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Picks a sample for one side of the battle and accepts that upload's consent dialog. */
async function chooseSide(page: Page, side: "a" | "b", sampleId: string) {
  await page.getByTestId(`battle-file-input-${side}`).setInputFiles({ name: `${sampleId}.png`, mimeType: "image/png", buffer: await drawSample(sampleId) });
  const dialog = page.getByRole("dialog", { name: "Before we roast it" });
  const accept = dialog.getByRole("button", { name: "Accept & Upload" });
  expect(await accept.isDisabled()).toBe(true);
  await dialog.getByRole("checkbox").check();
  await accept.click();
  await dialog.waitFor({ state: "hidden" });
  await page.getByRole("img", { name: `Preview of upload ${side.toUpperCase()}` }).waitFor();
}

describe("roast battle", () => {
  it("makes a battle of two profiles in the studio and opens its share page", { timeout: 900_000 }, async () => {
    const context = await browser.newContext({ width: 1280, height: 900 });
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    watch = watchPageErrors(page);
    await page.goto(new URL("/roast", server.url).toString());
    await expectPath(page, "/auth");
    await signUpAndVerify(page, server.url, `battle-${Date.now()}@example.com`);
    await expectPath(page, "/roast");

    // The switch is a pair of radio buttons: the keyboard moves it with the arrows.
    const single = page.getByRole("radio", { name: "Single" });
    expect(await single.isChecked()).toBe(true);
    await single.focus();
    await page.keyboard.press("ArrowRight");
    expect(await page.getByRole("radio", { name: "Battle" }).isChecked()).toBe(true);
    await page.getByRole("region", { name: "Upload A" }).waitFor();
    await page.getByRole("region", { name: "Upload B" }).waitFor();
    await screenshot(page, "battle-empty-1280", { fullPage: false });

    const start = page.getByRole("button", { name: "Start the Battle · 1 credit left" });
    await start.click();
    await expectToast(page, "Missing information");
    await chooseSide(page, "a", "dating-hinge-sofia");
    await start.click();
    await page.locator("[data-sonner-toast]").getByText("Please upload a second image for the battle").waitFor();
    await chooseSide(page, "b", "dating-bumble-marcus");
    await screenshot(page, "battle-ready-1280", { fullPage: false });

    // The choice is kept while on the page: Single and back leaves both uploads in place.
    const kindSwitch = page.getByRole("group", { name: "What to roast" });
    await kindSwitch.locator("label").filter({ hasText: "Single" }).click();
    // A single roast starts from upload A.
    await page.getByRole("img", { name: "Preview of your upload" }).waitFor();
    await kindSwitch.locator("label").filter({ hasText: "Battle" }).click();
    await page.getByRole("img", { name: "Preview of upload B" }).waitFor();

    await page.setViewportSize({ width: 375, height: 812 });
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await screenshot(page, "battle-ready-375");
    await page.setViewportSize({ width: 1280, height: 900 });

    const upload = page.waitForResponse((r) => r.url().endsWith("/api/roasts/battle") && r.request().method() === "POST");
    await start.click();
    expect((await upload).status()).toBe(201);
    const card = page.getByTestId("roast-card").first();
    await card.getByText("Roast Battle").waitFor();
    await card.getByRole("progressbar").waitFor();
    await expect.poll(() => card.getAttribute("data-roast-status"), { timeout: RENDER_MS, interval: 500 }).toMatch(/^(completed|failed)$/);
    expect(await card.getAttribute("data-roast-status")).toBe("completed");
    await page.getByTestId("credits").getByText("0 credits").waitFor();
    const verdict = card.getByTestId("battle-verdict");
    await verdict.getByText(/^Winner: .+ — .+/).waitFor();
    const verdictLines = (await verdict.locator("p").allTextContents()).map((line) => line.trim());
    expect(verdictLines[0]).toMatch(/^.+ vs .+$/);
    expect(verdictLines[1]).toMatch(/^Winner: /);
    await screenshot(page, "battle-done-1280");
    await page.setViewportSize({ width: 375, height: 812 });
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await screenshot(page, "battle-done-375");
    await page.setViewportSize({ width: 1280, height: 900 });

    // Shared: the page shows the battle, its verdict, and previews with the battle's poster.
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.url });
    await card.getByRole("button", { name: "Share" }).click();
    await page.getByRole("dialog", { name: "Share this roast?" }).getByRole("button", { name: "Make Public & Share" }).click();
    await expectToast(page, "Link copied!");
    const shareUrl = await page.evaluate(() => navigator.clipboard.readText());
    expect(shareUrl).toMatch(new RegExp(`^${server.url}/r/[A-Za-z0-9_-]{22}$`));
    const visitor = await (await browser.newContext({ width: 1280, height: 800 })).newPage();
    const visitorWatch = watchPageErrors(visitor);
    await visitor.goto(shareUrl);
    await visitor.locator("h1").filter({ hasText: "Roast Battle on RoastReel" }).waitFor();
    await visitor
      .getByTestId("battle-verdict")
      .getByText(/^Winner: /)
      .waitFor();
    expect((await visitor.getByTestId("battle-verdict").locator("p").allTextContents()).map((line) => line.trim())).toEqual(verdictLines);
    await visitor.locator('[data-player-state="ready"]').waitFor();
    const description = await visitor.locator('meta[property="og:description"]').getAttribute("content");
    expect(description).toContain(`${verdictLines[0]}. ${verdictLines[1]}.`);
    expect(await visitor.locator('meta[property="og:image"]').getAttribute("content")).toBe(`${shareUrl}/poster.jpg`);
    const poster = await fetch(`${shareUrl}/poster.jpg`);
    expect(poster.headers.get("content-type")).toBe("image/jpeg");
    await screenshot(visitor, "battle-share-1280");
    expect(visitorWatch.problems).toEqual([]);
  });
});
