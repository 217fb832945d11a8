import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { BrowserContext, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SHARE_TARGET_FILE_FIELD, SHARE_TARGET_PATH } from "../../common/share-target";
import { pendingShareHeaders } from "../../web/features/studio/lib/pending-share";
import { PENDING_SHARE_CACHE, PENDING_SHARE_KEY } from "../../web/lib/shared-image-cache";
import { setupE2E } from "./support/e2e";
import { expectPath, expectToast } from "./support/page-helpers";
import { signUpAndVerify, TEST_PASSWORD } from "./support/sign-up";

const e2e = setupE2E();
let attacker: Server;
let png: Buffer;
const PNG_WIDTH = 123;

/**
 * How another site plants an image, with no gesture: its page builds a File, puts it in a form
 * aimed at our share target and submits it. `hidden` also hides where it came from (no referrer,
 * so Origin "null"; a new window with no opener, then the page leaves): the service worker then
 * sees what it sees of the phone's share sheet.
 */
function attackPage(action: string, variant: "plain" | "hidden", base64: string): string {
  const hidden = variant === "hidden";
  return `<!doctype html>${hidden ? '<meta name="referrer" content="no-referrer">' : ""}
<form method="post" enctype="multipart/form-data" action="${action}"${hidden ? ' target="_blank" rel="noopener"' : ""}>
<input type="hidden" name="title" value="Screenshot"><input type="file" name="${SHARE_TARGET_FILE_FIELD}"></form>
<script>
const bytes = Uint8Array.from(atob("${base64}"), (c) => c.charCodeAt(0));
const transfer = new DataTransfer();
transfer.items.add(new File([bytes], "planted.png", { type: "image/png" }));
document.querySelector("input[type=file]").files = transfer.files;
document.forms[0].submit();
${hidden ? 'setTimeout(() => { location.href = "about:blank"; }, 0);' : ""}
</script>`;
}

beforeAll(async () => {
  png = await sharp({ create: { width: PNG_WIDTH, height: 77, channels: 3, background: "#e4572e" } })
    .png()
    .toBuffer();
  // Another site: this machine on another port. At 127.0.0.1 it is another site than the app's
  // localhost (Sec-Fetch-Site: cross-site); at localhost, another origin of the same site (same-site).
  attacker = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://attacker");
    const variant = url.searchParams.get("variant") === "hidden" ? "hidden" : "plain";
    response.setHeader("content-type", "text/html");
    response.end(url.pathname === "/" ? attackPage(new URL(SHARE_TARGET_PATH, e2e.url).toString(), variant, png.toString("base64")) : "");
  });
  await new Promise<void>((resolve) => attacker.listen(0, resolve));
}, 60_000);
afterAll(async () => {
  await new Promise((resolve) => attacker?.close(resolve));
});

const attackerUrl = (host: string, variant: "plain" | "hidden") => `http://${host}:${(attacker.address() as AddressInfo).port}/?variant=${variant}`;
const appUrl = (path: string) => new URL(path, e2e.url).toString();

/** Waits until the page's service worker is active and controls the page (it registers once the page is idle). */
async function serviceWorkerInControl(page: Page) {
  expect(await page.evaluate(() => navigator.serviceWorker.ready.then((registration) => registration.active?.scriptURL ?? null))).toBe(appUrl("/sw.js"));
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toBe(appUrl("/sw.js"));
}

/** Whether an image waits in Cache Storage for the studio, and every cache's name. */
const shareCacheState = (page: Page) =>
  page.evaluate(
    async ({ name, key }) => ({
      waiting: (await caches.has(name)) && Boolean(await (await caches.open(name)).match(key)),
      caches: await caches.keys(),
    }),
    { name: PENDING_SHARE_CACHE, key: PENDING_SHARE_KEY },
  );

/**
 * The attacking site's page opened in `page`; returns the app's page the form landed on (a new
 * window for `hidden`), once it has reached `landing`.
 */
async function plant(context: BrowserContext, page: Page, host: string, variant: "plain" | "hidden", landing: string): Promise<Page> {
  const opened = variant === "hidden" ? context.waitForEvent("page") : null;
  await page.goto(attackerUrl(host, variant));
  const landed = opened ? await opened : page;
  landed.setDefaultTimeout(15_000);
  await landed.waitForURL((url) => url.origin === new URL(e2e.url).origin && url.pathname === landing);
  return landed;
}

/** A same-origin page of ours sharing an image to the app, as the phone's share sheet does. */
async function shareFromOurPage(page: Page) {
  await page.evaluate(
    ({ base64, action, field }) => {
      const form = Object.assign(document.createElement("form"), { method: "POST", action, enctype: "multipart/form-data" });
      const input = Object.assign(document.createElement("input"), { type: "file", name: field });
      const transfer = new DataTransfer();
      transfer.items.add(new File([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], "IMG_0007.png", { type: "image/png" }));
      input.files = transfer.files;
      form.append(input);
      document.body.append(form);
      form.submit();
    },
    { base64: png.toString("base64"), action: SHARE_TARGET_PATH, field: SHARE_TARGET_FILE_FIELD },
  );
}

/** The studio has opened, and so has taken out whatever image waited for it. */
async function studioSettled(page: Page) {
  await page.getByRole("heading", { name: "Roast Studio" }).waitFor();
  await expect.poll(async () => (await shareCacheState(page)).waiting).toBe(false);
}

const consentDialog = (page: Page) => page.getByRole("dialog", { name: "Before we roast it" });

async function signIn(page: Page, email: string) {
  await page.goto(appUrl("/auth"));
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(TEST_PASSWORD);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expectPath(page, "/roast");
}

describe("the share target and other sites", () => {
  it("keeps nothing another site submits, signed out or in, and the studio offers no planted image", { timeout: 240_000 }, async () => {
    const { page } = await e2e.open("/");
    await serviceWorkerInControl(page);
    const context = page.context();

    // Signed out: before the fix the image waited 15 minutes for whoever signed in next.
    for (const [host, variant] of [
      ["127.0.0.1", "plain"],
      ["127.0.0.1", "hidden"],
      ["localhost", "plain"],
      ["localhost", "hidden"],
    ] as const) {
      const landed = await plant(context, page, host, variant, "/auth");
      expect({ host, variant, ...(await shareCacheState(landed)) }).toMatchObject({ host, variant, waiting: false });
      if (landed !== page) await landed.close();
    }

    const email = `share-victim-${Date.now()}@example.com`;
    await page.goto(appUrl("/auth"));
    await signUpAndVerify(page, e2e.url, email);
    await expectPath(page, "/roast");
    await studioSettled(page);
    expect(await consentDialog(page).count()).toBe(0);

    // Signed in: the studio says the image was ignored, and asks about nothing.
    const landed = await plant(context, page, "127.0.0.1", "hidden", "/roast");
    await expectToast(landed, "Shared image ignored");
    await studioSettled(landed);
    expect(await consentDialog(landed).count()).toBe(0);
    expect(new URL(landed.url()).search).toBe("");
  });

  it("still takes an image shared by the browser from a page of ours, signed in or through a sign-in", { timeout: 240_000 }, async () => {
    const { page } = await e2e.open("/");
    await serviceWorkerInControl(page);
    const email = `share-owner-${Date.now()}@example.com`;

    // Signed out, it waits through the sign-up.
    await shareFromOurPage(page);
    await expectPath(page, "/auth");
    await expectToast(page, "Sign in to roast your image");
    expect((await shareCacheState(page)).waiting).toBe(true);
    await signUpAndVerify(page, e2e.url, email);
    await expectPath(page, "/roast");
    const first = consentDialog(page);
    await first.waitFor();
    await first.getByRole("button", { name: "Cancel" }).click();
    await first.waitFor({ state: "hidden" });

    // Signed in, straight to consent with the image itself.
    await shareFromOurPage(page);
    await expectPath(page, "/roast");
    const preview = consentDialog(page).getByRole("img", { name: "Your chosen upload" });
    await preview.waitFor();
    await page.waitForFunction((img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0, await preview.elementHandle());
    expect(await preview.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(PNG_WIDTH);
  });

  it("drops an image still waiting when the user signs out, by the menu or by any other sign-out", { timeout: 240_000 }, async () => {
    const { page } = await e2e.open("/auth");
    const email = `share-leaver-${Date.now()}@example.com`;
    await signUpAndVerify(page, e2e.url, email);
    await expectPath(page, "/roast");
    // Away from the studio, which would take the image out and offer it.
    await page.goto(appUrl("/pricing"));
    await serviceWorkerInControl(page);
    await page.locator("header").getByRole("button", { name: "Log Out" }).waitFor();

    /** An image waiting for consent, stored as the service worker stores one. */
    const seedWaitingImage = () =>
      page.evaluate(
        async ({ name, key, base64, headers }) => {
          const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
          await (await caches.open(name)).put(key, new Response(bytes, { headers }));
        },
        {
          name: PENDING_SHARE_CACHE,
          key: PENDING_SHARE_KEY,
          base64: png.toString("base64"),
          headers: pendingShareHeaders({ name: "left-behind.png", type: "image/png" }, Date.now()),
        },
      );

    await seedWaitingImage();
    const before = await shareCacheState(page);
    expect(before.waiting).toBe(true);
    await page.locator("header").getByRole("button", { name: "Log Out" }).click();
    await expectPath(page, "/");
    await page.locator("header").getByRole("link", { name: "Sign In" }).waitFor({ state: "visible" });
    await expect.poll(async () => (await shareCacheState(page)).waiting).toBe(false);
    // Only the waiting image: the app's own files stay for offline use.
    expect((await shareCacheState(page)).caches).toEqual(before.caches.filter((name) => name !== PENDING_SHARE_CACHE));

    // Any other sign-out (deleting the account signs out with the same request), seen by the worker.
    await signIn(page, email);
    await page.goto(appUrl("/pricing"));
    await page.locator("header").getByRole("button", { name: "Log Out" }).waitFor();
    expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    await seedWaitingImage();
    expect((await shareCacheState(page)).waiting).toBe(true);
    const status = await page.evaluate(async () => {
      const response = await fetch("/api/auth/sign-out", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
      return response.status;
    });
    expect(status).toBe(200);
    await expect.poll(async () => (await shareCacheState(page)).waiting).toBe(false);
  });
});
