import { chmod, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { drawSample } from "../../server/features/gallery/showcase";
import { startTestServer, type TestServer } from "../support/test-server";
import { launchBrowser, type TestBrowser, watchPageErrors } from "./support/browser";
import { expectPath } from "./support/page-helpers";
import { screenshot } from "./support/screenshot";
import { signUpAndVerify } from "./support/sign-up";
import { ensureWebBuilt } from "./support/web-build";

const RENDER_MS = 300_000;

let server: TestServer;
let browser: TestBrowser;
let ffmpegDir: string;
// A real failure: ffmpeg fails every render while this file exists, and is the real one otherwise.
const broken = () => path.join(ffmpegDir, "broken");

beforeAll(async () => {
  ffmpegDir = await mkdtemp(path.join(tmpdir(), "roastreel-retry-e2e-"));
  const real = (await import("@ffmpeg-installer/ffmpeg")).default.path;
  const ffmpeg = path.join(ffmpegDir, "ffmpeg");
  await writeFile(
    ffmpeg,
    `#!/bin/sh\ncase "$*" in *-version*) exec "${real}" "$@";; esac\n[ -e "${broken()}" ] && { echo "cannot render" >&2; exit 1; }\nexec "${real}" "$@"\n`,
  );
  await chmod(ffmpeg, 0o755);
  // A failed render is tried again after 1 s and 2 s, not 5 s and 10 s: the journey is the failure
  // the user sees and the Retry, not the queue's wait between tries.
  server = await startTestServer({ FFMPEG_PATH: ffmpeg, JOB_RETRY_DELAY_SECONDS: "1" }, { webDir: await ensureWebBuilt() });
  browser = await launchBrowser();
}, 900_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await rm(ffmpegDir, { recursive: true, force: true });
});

describe("a roast that failed", () => {
  it("is made again by Retry, with the free roast its failure refunded, and the credits stay right", { timeout: 900_000 }, async () => {
    const context = await browser.newContext({ width: 375, height: 812 });
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    const watch = watchPageErrors(page);
    const credits = async () => ((await (await page.request.get(new URL("/api/me", server.url).toString())).json()) as { credits: unknown }).credits;
    await page.goto(new URL("/roast", server.url).toString());
    await expectPath(page, "/auth");
    await signUpAndVerify(page, server.url, `retry-${Date.now()}@example.com`);
    await expectPath(page, "/roast");
    const fresh = await credits();

    await writeFile(broken(), "");
    await page
      .getByTestId("roast-file-input")
      .setInputFiles({ name: "profile.png", mimeType: "image/png", buffer: await drawSample("instagram-sunset-chaser") });
    const dialog = page.getByRole("dialog", { name: "Before we roast it" });
    await dialog.getByRole("checkbox").check();
    await dialog.getByRole("button", { name: "Accept & Upload" }).click();
    await page.getByRole("button", { name: /^Get Roasted/ }).click();
    const card = page.getByTestId("roast-card").first();
    await card.and(page.locator('[data-roast-status="failed"]')).waitFor({ timeout: RENDER_MS });
    await card.getByText("Your credit has been refunded.").waitFor();
    expect(await credits()).toEqual(fresh);
    await screenshot(page, "retry-failed-375", { fullPage: false });

    await rm(broken());
    const retry = card.getByRole("button", { name: "Retry" });
    await retry.focus();
    await page.keyboard.press("Enter");
    await card.and(page.locator('[data-roast-status="processing"], [data-roast-status="pending"]')).waitFor();
    // Running again: its free roast is spent once more.
    expect(await credits()).toMatchObject({ freeRoastsRemaining: 0 });
    await card.and(page.locator('[data-roast-status="completed"]')).waitFor({ timeout: RENDER_MS });
    // At 375 px the card shows the portrait video, a second render that may still be queued when the roast completes.
    await card.locator("video").waitFor({ timeout: RENDER_MS });
    await screenshot(page, "retry-completed-375", { fullPage: false });
    expect(await credits()).toMatchObject({ freeRoastsRemaining: 0 });
    expect(await page.getByTestId("roast-card").count()).toBe(1);
    expect(watch.problems).toEqual([]);
    await context.close();
  });
});
