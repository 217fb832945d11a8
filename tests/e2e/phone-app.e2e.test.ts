import { appendFile, cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { SHARE_TARGET_FILE_FIELD, SHARE_TARGET_PATH } from "../../common/share-target";
import { drawSample } from "../../server/features/gallery/showcase";
import { startTestServer, type TestServer } from "../support/test-server";
import { launchBrowser, type TestBrowser, watchPageErrors } from "./support/browser";
import { expectPath, expectToast } from "./support/page-helpers";
import { screenshot } from "./support/screenshot";
import { signUpAndVerify, TEST_PASSWORD } from "./support/sign-up";
import { ensureWebBuilt } from "./support/web-build";

const RENDER_MS = 240_000;
let server: TestServer;
let browser: TestBrowser;
let watch: ReturnType<typeof watchPageErrors> | undefined;
let screenshotPng: Buffer;
let photoPng: Buffer;
const email = `phone-${Date.now()}@example.com`;

beforeAll(async () => {
  server = await startTestServer({}, { webDir: await ensureWebBuilt() });
  browser = await launchBrowser();
  screenshotPng = await drawSample("instagram-sunset-chaser");
  photoPng = await drawSample("tiktok-day-in-my-life");
  // The web build runs first when the sources changed: minutes on a busy 2-core machine.
}, 600_000);
afterEach(async () => {
  await browser.closeContexts();
  if (watch?.problems.length) throw new Error(`The browser reported errors:\n${watch.problems.join("\n")}`);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const url = (path: string) => new URL(path, server.url).toString();

/** Waits until the page's service worker is active (it registers once the page is idle). */
const serviceWorkerReady = (page: Page) => page.evaluate(() => navigator.serviceWorker.ready.then((registration) => registration.active?.scriptURL ?? null));

/** Every URL path held in Cache Storage, whichever cache holds it. */
const cachedPaths = (page: Page) =>
  page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    return paths;
  });

/**
 * What a phone's share sheet does with the manifest's share_target: a navigation that POSTs a
 * multipart form with the image in the named field.
 */
async function shareToApp(page: Page, png: Buffer, name: string) {
  await page.evaluate(
    ({ base64, name, action, field }) => {
      const form = document.createElement("form");
      Object.assign(form, { method: "POST", action, enctype: "multipart/form-data" });
      const title = Object.assign(document.createElement("input"), { type: "hidden", name: "title", value: "Screenshot" });
      const input = Object.assign(document.createElement("input"), { type: "file", name: field });
      const transfer = new DataTransfer();
      transfer.items.add(new File([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], name, { type: "image/png" }));
      input.files = transfer.files;
      form.append(title, input);
      document.body.append(form);
      form.submit();
    },
    { base64: png.toString("base64"), name, action: SHARE_TARGET_PATH, field: SHARE_TARGET_FILE_FIELD },
  );
}

/** The consent dialog shows the image it asks about: its preview has the image's width. */
async function expectConsentFor(page: Page, png: Buffer) {
  const dialog = page.getByRole("dialog", { name: "Before we roast it" });
  const preview = dialog.getByRole("img", { name: "Your chosen upload" });
  await preview.waitFor();
  await page.waitForFunction((img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0, await preview.elementHandle());
  expect(await preview.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe((await sharp(png).metadata()).width);
  return dialog;
}

/** navigator.share and canShare replaced by recorders (headless chromium on Linux has no share sheet). */
async function stubShareSheet(page: Page, acceptsFiles: boolean) {
  await page.evaluate((acceptsFiles) => {
    const recorded: unknown[] = [];
    Object.assign(window, { sharedWith: recorded });
    Object.defineProperty(navigator, "canShare", { configurable: true, value: (data?: ShareData) => acceptsFiles || !data?.files?.length });
    Object.defineProperty(navigator, "share", {
      configurable: true,
      value: async (data: ShareData) => {
        const files = await Promise.all(
          (data.files ?? []).map(async (file) => ({ name: file.name, type: file.type, size: file.size, box: await file.slice(4, 8).text() })),
        );
        recorded.push({ text: data.text ?? null, url: data.url ?? null, files });
      },
    });
  }, acceptsFiles);
}

type Shared = { text: string | null; url: string | null; files: Array<{ name: string; type: string; size: number; box: string }> };
const sharedWith = (page: Page) => page.evaluate(() => (window as unknown as { sharedWith: Shared[] }).sharedWith);

describe("the installable app on a phone", () => {
  it("installs, takes a shared screenshot to consent, previews and shares the portrait video, and opens offline", { timeout: 600_000 }, async () => {
    const context = await browser.newContext({ width: 375, height: 812 });
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    watch = watchPageErrors(page);

    await page.goto(url("/roast"));
    await expectPath(page, "/auth");
    expect(await serviceWorkerReady(page)).toBe(url("/sw.js"));
    const manifest = await (await fetch(url("/site.webmanifest"))).json();
    expect(manifest).toMatchObject({ display: "standalone", start_url: "/roast", share_target: { action: SHARE_TARGET_PATH, method: "POST" } });
    expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));
    // Chromium's own verdict on installing the site (a test profile is never one to install into).
    // Its session is closed at once: left open, the page later lost the context's offline emulation.
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
    await cdp.detach();
    expect(installabilityErrors.map((error) => error.errorId).filter((id) => id !== "in-incognito")).toEqual([]);
    await signUpAndVerify(page, server.url, email);
    await expectPath(page, "/roast");
    await page.getByText("No roasts yet").waitFor();

    // Shared from the phone's gallery while signed in: straight to the consent dialog.
    await shareToApp(page, screenshotPng, "Screenshot_20261127-120000.png");
    await expectPath(page, "/roast");
    const dialog = await expectConsentFor(page, screenshotPng);
    await screenshot(page, "phone-shared-consent-375", { fullPage: false });
    expect(new URL(page.url()).search).toBe("");
    expect(await server.ctx.database.db.query.userRoasts.findMany()).toEqual([]);
    await dialog.getByRole("checkbox").check();
    await dialog.getByRole("button", { name: "Accept & Upload" }).click();
    await page.getByRole("button", { name: "Get Roasted · 1 credit left" }).click();

    // At 375 px the card previews the portrait video in a 9:16 box with a poster, which keeps
    // its size when the video loads (and from the roast's completion, when the portrait may still
    // be a moment away and the box holds the poster).
    const player = page.locator('[data-orientation="portrait"]');
    await player.waitFor({ timeout: RENDER_MS });
    const before = await player.boundingBox();
    await player.locator("video").waitFor({ timeout: RENDER_MS });
    expect(await player.locator("video").getAttribute("poster")).toBeTruthy();
    expect(await player.locator("video").getAttribute("src")).toContain("portrait.mp4");
    await page.locator('[data-orientation="portrait"][data-player-state="ready"]').waitFor();
    const after = await player.boundingBox();
    expect(after).toEqual(before);
    expect(after!.height / after!.width).toBeCloseTo(16 / 9, 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await screenshot(page, "phone-studio-375");

    // Share hands the portrait MP4 itself to the share sheet, with the page's link in the text.
    await stubShareSheet(page, true);
    await page.getByRole("button", { name: "Share", exact: true }).click();
    await page.getByRole("dialog", { name: "Share this roast?" }).getByRole("button", { name: "Make Public & Share" }).click();
    await expect.poll(async () => (await sharedWith(page)).length).toBe(1);
    const [video] = await sharedWith(page);
    expect(video.files).toHaveLength(1);
    expect(video.files[0]).toMatchObject({ type: "video/mp4", box: "ftyp" });
    expect(video.files[0].name).toMatch(/-portrait\.mp4$/);
    expect(video.files[0].size).toBeGreaterThan(20_000);
    expect(video.text).toMatch(new RegExp(`${server.url}/r/[A-Za-z0-9_-]{22}`));

    // A share sheet that refuses files gets the link.
    await page.getByText("Public", { exact: true }).waitFor();
    await stubShareSheet(page, false);
    await page.getByRole("button", { name: "Share", exact: true }).click();
    await expect.poll(async () => (await sharedWith(page)).length).toBe(1);
    const [link] = await sharedWith(page);
    expect(link.files).toEqual([]);
    expect(link.url).toMatch(new RegExp(`^${server.url}/r/[A-Za-z0-9_-]{22}$`));

    // Only the shell and the built files are kept: no API answer, media or share page.
    const cached = await cachedPaths(page);
    expect(cached).toContain("/index.html");
    expect(cached.filter((path) => path.startsWith("/assets/")).length).toBeGreaterThan(10);
    expect(cached.filter((path) => /^\/(api|media|r|pages)\//.test(path) || path.endsWith(".mp4"))).toEqual([]);

    // Offline, the studio opens on the precached shell and says so.
    watch.expect(/ERR_INTERNET_DISCONNECTED|Failed to fetch/);
    await context.setOffline(true);
    // The worker answers: a prerendered page comes back as the bare shell, not its own HTML.
    const pricing = await page.goto(url("/pricing"));
    expect(pricing?.fromServiceWorker()).toBe(true);
    expect(await pricing?.text()).toContain('<div id="root"></div>');
    await page.goto(url("/roast"));
    await page.getByRole("heading", { name: "You're offline" }).waitFor();
    await screenshot(page, "phone-offline-375");
    await context.setOffline(false);
    await page.getByRole("heading", { name: "Roast Studio" }).waitFor();
  });

  it("keeps an image shared while signed out through the sign-in, then asks; pastes and drops on a desktop", { timeout: 240_000 }, async () => {
    const context = await browser.newContext({ width: 1280, height: 900 });
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    watch = watchPageErrors(page);
    await page.goto(url("/"));
    expect(await serviceWorkerReady(page)).toBe(url("/sw.js"));

    await shareToApp(page, photoPng, "IMG_2041.png");
    await expectPath(page, "/auth");
    await expectToast(page, "Sign in to roast your image");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(TEST_PASSWORD);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expectPath(page, "/roast");
    const dialog = await expectConsentFor(page, photoPng);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "hidden" });
    // Offered once: it is gone from the device.
    expect((await cachedPaths(page)).filter((path) => !path.startsWith("/assets/") && path !== "/index.html" && path !== "/favicon.svg")).toEqual([]);
    // Wide, the card previews the landscape video.
    await page.locator('[data-orientation="landscape"]').waitFor();
    await screenshot(page, "studio-landscape-1280");

    // Ctrl/Cmd+V of an image anywhere in the studio.
    await page.evaluate((base64) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], "pasted.png", { type: "image/png" }));
      document.body.dispatchEvent(new ClipboardEvent("paste", { clipboardData: transfer, bubbles: true, cancelable: true }));
    }, screenshotPng.toString("base64"));
    await (await expectConsentFor(page, screenshotPng)).getByRole("button", { name: "Cancel" }).click();

    // A file dragged over the page shows the overlay; dropped anywhere, it goes to consent.
    const dragged = await page.evaluateHandle((base64) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], "dropped.png", { type: "image/png" }));
      return transfer;
    }, photoPng.toString("base64"));
    await page.locator("h1").dispatchEvent("dragenter", { dataTransfer: dragged });
    await page.getByTestId("drop-overlay").waitFor();
    await screenshot(page, "studio-drop-1280", { fullPage: false });
    await page.locator("footer").dispatchEvent("drop", { dataTransfer: dragged });
    await page.getByTestId("drop-overlay").waitFor({ state: "detached" });
    await expectConsentFor(page, photoPng);
  });
});

describe("a new version of the app", () => {
  it("is found by the installed app, takes over at once and says so in a toast", { timeout: 240_000 }, async () => {
    // Two builds at one origin: the same files, the second's service worker one line longer.
    const built = await ensureWebBuilt();
    const dirs = [await mkdtemp(path.join(tmpdir(), "rr-web-a-")), await mkdtemp(path.join(tmpdir(), "rr-web-b-"))];
    for (const dir of dirs) await cp(built, dir, { recursive: true });
    await appendFile(path.join(dirs[1], "sw.js"), "\n// the next build\n");
    let site = await startTestServer({}, { webDir: dirs[0] });
    try {
      const context = await browser.newContext({ width: 375, height: 812 });
      const page = await context.newPage();
      page.setDefaultTimeout(20_000);
      watch = watchPageErrors(page);
      await page.goto(new URL("/", site.url).toString());
      expect(await serviceWorkerReady(page)).toBe(new URL("/sw.js", site.url).toString());
      const port = Number(new URL(site.url).port);
      await site.close();
      site = await startTestServer({}, { webDir: dirs[1], port });
      // The next visit: the browser finds the new worker as the page loads.
      await page.reload();
      await expectToast(page, "RoastReel was updated");
      await page.getByRole("button", { name: "Reload" }).waitFor();
      // Taken over at once: nothing left waiting, the new worker active.
      const state = await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        const settled = () => !registration?.waiting && registration?.active?.state === "activated";
        for (let i = 0; i < 100 && !settled(); i++) await new Promise((resolve) => setTimeout(resolve, 100));
        return { waiting: Boolean(registration?.waiting), active: registration?.active?.state };
      });
      expect(state).toEqual({ waiting: false, active: "activated" });
    } finally {
      await site.close();
      await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
    }
  });
});
