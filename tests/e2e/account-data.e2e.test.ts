import { readFile } from "node:fs/promises";
import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { setupE2E } from "./support/e2e";
import { waitForMailLink } from "./support/mailbox";
import { expectHeading, expectPath, expectToast } from "./support/page-helpers";
import { screenshot } from "./support/screenshot";
import { signUpAndVerify, submitSignUp, TEST_PASSWORD } from "./support/sign-up";

const e2e = setupE2E();

describe("my data on /account", () => {
  it("downloads a copy of my data, then deletes the account with my password, and the address signs up again", async () => {
    const email = `leaving-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
    const { page, expectConsoleError } = await e2e.open("/auth");
    await signUpAndVerify(page, e2e.url, email);
    await page.goto(`${e2e.url}/account`);
    await expectHeading(page, "My Account");

    const card = page.getByTestId("data-export-card");
    await card.getByRole("button", { name: "Download My Data" }).click();
    await expectToast(page, "Preparing your data");
    // The page polls while the copy is built and offers it once ready; the same link is mailed.
    const download = card.getByRole("link", { name: "Download Zip" });
    await download.waitFor({ timeout: 60_000 });
    expect(await download.getAttribute("href")).toBe(await waitForMailLink(e2e.url, email, /\/api\/account\/export\/download/));
    const [file] = await Promise.all([page.waitForEvent("download"), download.click()]);
    const zip = unzipSync(new Uint8Array(await readFile((await file.path())!)));
    expect(JSON.parse(Buffer.from(zip["account.json"]).toString("utf8")).tables.user[0].email).toBe(email);
    // Used once: the card offers a new copy (after its hour) instead of the spent link.
    await card.getByRole("button", { name: "Download My Data" }).waitFor({ timeout: 10_000 });

    const danger = page.getByTestId("delete-account-card");
    await danger.getByRole("button", { name: "Delete My Account" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete your account?" });
    await dialog.getByLabel("Your password").fill("not my password");
    // The wrong password is refused on purpose; the browser logs the 403 answer.
    expectConsoleError(/403/);
    await dialog.getByRole("button", { name: "Delete Forever" }).click();
    await dialog.getByRole("alert").filter({ hasText: "That password is not right" }).waitFor();
    await screenshot(page, "delete-account-dialog-1280", { fullPage: false });
    await dialog.getByLabel("Your password").fill(TEST_PASSWORD);
    // Something in Cache Storage, where an image shared to the app waits: it must not outlive the account.
    await page.evaluate(async () => (await caches.open("roastreel-probe")).put("/__probe", new Response("kept")));
    const deletion = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/account/deletion" && response.status() === 200);
    await dialog.getByRole("button", { name: "Delete Forever" }).click();
    // The browser is told to drop its cache (private videos), cookies and storage for the site.
    expect(await (await deletion).headerValue("clear-site-data")).toBe('"cache", "cookies", "storage"');
    await expectToast(page, "Account deleted");
    await expectPath(page, "/");
    expect(await page.evaluate(() => caches.keys())).toEqual([]);
    await page.locator("header").getByRole("link", { name: "Sign In" }).waitFor();

    // The account is gone: /account sends a visitor to sign in, and the address may sign up again.
    await page.goto(`${e2e.url}/auth`);
    await submitSignUp(page, email);
  });
});
