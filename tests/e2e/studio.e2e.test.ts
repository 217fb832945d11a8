import type { Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { grantCredits } from "../../server/features/credits";
import { drawSample } from "../../server/features/gallery/showcase";
import { startTestServer, type TestServer } from "../support/test-server";
import { launchBrowser, type TestBrowser, watchPageErrors } from "./support/browser";
import { expectPath, expectToast } from "./support/page-helpers";
import { signUpAndVerify } from "./support/sign-up";
import { screenshot } from "./support/screenshot";
import { ensureWebBuilt } from "./support/web-build";

const RENDER_MS = 240_000;
let server: TestServer;
let browser: TestBrowser;
let watch: ReturnType<typeof watchPageErrors> | undefined;

// This journey grants credits through the ledger, so it starts its own server (with its context).
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

const cards = (page: Page) => page.getByTestId("roast-card");

async function chooseAndAccept(page: Page, sampleId: string) {
  await page.getByTestId("roast-file-input").setInputFiles({ name: `${sampleId}.png`, mimeType: "image/png", buffer: await drawSample(sampleId) });
  const dialog = page.getByRole("dialog", { name: "Before we roast it" });
  const accept = dialog.getByRole("button", { name: "Accept & Upload" });
  expect(await accept.isDisabled()).toBe(true);
  await dialog.getByRole("checkbox").check();
  await accept.click();
  await dialog.waitFor({ state: "hidden" });
}

/** Watches the newest card until it is done, noting every progress value it showed. */
async function watchNewestRoast(page: Page): Promise<number[]> {
  const seen: number[] = [];
  const card = cards(page).first();
  const deadline = Date.now() + RENDER_MS;
  while (Date.now() < deadline) {
    if ((await card.getAttribute("data-roast-status")) === "completed") return seen;
    const value = await card
      .getByRole("progressbar")
      .getAttribute("aria-valuenow", { timeout: 1000 })
      .catch(() => null);
    if (value && seen.at(-1) !== Number(value)) seen.push(Number(value));
    await page.waitForTimeout(150);
  }
  const rows = await server.ctx.database.db.query.userRoasts.findMany({ orderBy: (r, { desc }) => desc(r.createdAt), limit: 1 });
  const state = rows.map((r) => `${r.status}/${r.processingStage}/${r.attempts}`).join();
  throw new Error(`the roast did not finish; progress seen: ${seen.join(", ")}; stored: ${state}`);
}

describe("roast studio", () => {
  it("signs up, roasts a screenshot live, plays and downloads it, roasts again and compiles", { timeout: 900_000 }, async () => {
    const context = await browser.newContext({ width: 1280, height: 900 });
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    watch = watchPageErrors(page);
    const email = `studio-${Date.now()}@example.com`;

    await page.goto(new URL("/roast", server.url).toString());
    await expectPath(page, "/auth");
    await signUpAndVerify(page, server.url, email);
    await expectPath(page, "/roast");
    await page.getByText("No roasts yet").waitFor();

    // Nothing chosen yet: the generate button asks for an image.
    await page.getByRole("button", { name: "Get Roasted · 1 credit left" }).click();
    await expectToast(page, "Missing information");
    // Anything but an image is turned away before the dialog.
    await page.getByTestId("roast-file-input").setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hi") });
    await expectToast(page, "Invalid file type");

    await chooseAndAccept(page, "instagram-sunset-chaser");
    await page.getByRole("button", { name: "Get Roasted · 1 credit left" }).click();
    const progress = await watchNewestRoast(page);
    expect(progress.length).toBeGreaterThanOrEqual(2);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
    await page.getByText("Your roast is ready to serve!").waitFor();
    await page.getByTestId("credits").getByText("0 credits").waitFor();

    await page.getByRole("button", { name: /^Play .* roast video$/ }).click();
    await page.locator('[data-player-state="playing"]').waitFor();
    await page.waitForFunction(() => (document.querySelector("video")?.currentTime ?? 0) > 0.2);
    await screenshot(page, "studio-1280");

    const landscape = page.waitForResponse((r) => r.url().includes("landscape.mp4") && r.request().method() === "GET" && r.status() === 200);
    await cards(page).first().getByRole("button", { name: "Landscape" }).click();
    await landscape;
    await expectToast(page, "Download started");
    const portrait = page.waitForResponse((r) => r.url().includes("portrait.mp4") && r.status() === 200, { timeout: RENDER_MS });
    await cards(page).first().getByRole("button", { name: "Portrait" }).click();
    await portrait;
    await expectToast(page, "Portrait video ready!");

    // Out of credits: the studio says so and sends the user to the pricing page.
    await chooseAndAccept(page, "tiktok-day-in-my-life");
    await page.getByRole("button", { name: "Get Roasted · no credits left" }).click();
    await expectToast(page, "No credits available");
    await expectPath(page, "/pricing");

    // More credit through the ledger, as a purchase would add it.
    const [user] = await server.ctx.database.db.query.user.findMany({ where: (u, { eq }) => eq(u.email, email) });
    await grantCredits(server.ctx.database.db, { userId: user.id, kind: "paid", amount: 2, reason: "purchase", dedupeKey: `e2e:${user.id}` });
    await page.goto(new URL("/roast", server.url).toString());
    await chooseAndAccept(page, "linkedin-founder-derek");
    await page.getByRole("button", { name: "Get Roasted · 2 credits left" }).click();
    // While it runs: the stage, a playful line, the bar and an estimate of the time left.
    const running = cards(page).first();
    await running.getByRole("progressbar").waitFor();
    await running.getByText(/seconds? left|minutes? left|Almost done/).waitFor({ timeout: RENDER_MS });
    await screenshot(page, "studio-progress-1280", { fullPage: false });
    await watchNewestRoast(page);
    await page.getByRole("button", { name: "Not funny? Re-roast free" }).waitFor();

    await page.getByRole("button", { name: "Create Compilation" }).click();
    const picks = page.locator("button[aria-pressed]");
    await picks.nth(0).click();
    const confirm = page.getByRole("button", { name: "Create Compilation" }).last();
    expect(await confirm.isDisabled()).toBe(true);
    await picks.nth(1).click();
    await confirm.click();
    await expectToast(page, "Compilation started");
    await cards(page).first().getByText("Compilation").waitFor();
    await watchNewestRoast(page);

    // Sharing publishes the roast (after a yes) and copies its public page's link.
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.url });
    await cards(page).nth(1).getByRole("button", { name: "Share" }).click();
    await page.getByRole("dialog", { name: "Share this roast?" }).getByRole("button", { name: "Make Public & Share" }).click();
    await expectToast(page, "Link copied!");
    const shareUrl = await page.evaluate(() => navigator.clipboard.readText());
    expect(shareUrl).toMatch(new RegExp(`^${server.url}/r/[A-Za-z0-9_-]{22}$`));
    const visitor = await (await browser.newContext({ width: 1280, height: 800 })).newPage();
    const visitorWatch = watchPageErrors(visitor);
    await visitor.goto(shareUrl);
    await visitor.locator("h1").filter({ hasText: "LinkedIn roast on RoastReel" }).waitFor();
    await visitor.locator('[data-player-state="ready"]').waitFor();
    expect(await visitor.locator('meta[property="og:video"]').getAttribute("content")).toContain("landscape.mp4");
    await screenshot(visitor, "share-1280");
    expect(visitorWatch.problems).toEqual([]);

    await page.setViewportSize({ width: 375, height: 812 });
    await page.waitForTimeout(300);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, "studio-375");
    await page.setViewportSize({ width: 1280, height: 900 });
    await screenshot(page, "studio-compilation-1280");
  });

  it("lets a keyboard choose and hear the narrator, pick a caption style, and sends both with the upload", { timeout: 300_000 }, async () => {
    const context = await browser.newContext({ width: 1280, height: 900 });
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    watch = watchPageErrors(page);
    const email = `narrator-${Date.now()}@example.com`;
    await page.goto(new URL("/roast", server.url).toString());
    await signUpAndVerify(page, server.url, email);
    await expectPath(page, "/roast");
    await chooseAndAccept(page, "instagram-sunset-chaser");

    const picker = page.getByRole("group", { name: "Narrator" });
    const deadpan = picker.getByRole("radio", { name: /Deadpan/ });
    expect(await deadpan.isChecked()).toBe(true);
    await screenshot(page, "studio-narrator-1280", { fullPage: false });
    // Arrows move the choice; Tab reaches that voice's preview, Enter plays it.
    await deadpan.focus();
    await page.keyboard.press("ArrowDown");
    expect(await picker.getByRole("radio", { name: /RoastBot/ }).isChecked()).toBe(true);
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Hear RoastBot");
    const preview = page.waitForResponse((r) => r.url().endsWith("/api/narrators/roastbot/preview"), { timeout: 120_000 });
    await page.keyboard.press("Enter");
    const previewResponse = await preview;
    expect(previewResponse.status()).toBe(200);
    expect(previewResponse.headers()["content-type"]).toBe("audio/wav");

    await page.setViewportSize({ width: 375, height: 812 });
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await screenshot(page, "studio-narrator-375");

    // Then the caption styles, the default (Plate) checked: an arrow picks Pop.
    await page.keyboard.press("Tab");
    const styles = page.getByRole("group", { name: "Captions" });
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value)).toBe("plate");
    expect(await styles.getByRole("radio", { name: "Plate" }).isChecked()).toBe(true);
    await page.keyboard.press("ArrowRight");
    expect(await styles.getByRole("radio", { name: "Pop" }).isChecked()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await screenshot(page, "studio-caption-style-375");

    // The next stop is Get Roasted: the upload carries both choices (the stored roast has them, not the defaults).
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toMatch(/^Get Roasted/);
    const upload = page.waitForResponse((r) => r.url().endsWith("/api/roasts") && r.request().method() === "POST");
    await page.keyboard.press("Enter");
    expect((await upload).status()).toBe(201);
    await cards(page).first().waitFor();
    const [user] = await server.ctx.database.db.query.user.findMany({ where: (u, { eq }) => eq(u.email, email) });
    const rows = await server.ctx.database.db.query.userRoasts.findMany({ where: (r, { eq }) => eq(r.userId, user.id) });
    expect(rows.map((r) => [r.narrator, r.captionStyle])).toEqual([["roastbot", "pop"]]);
  });
});
