import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { setupE2E } from "./support/e2e";
import { holdScripts } from "./support/hold-scripts";
import { waitForMailLink } from "./support/mailbox";
import { expectHeading, expectPath, expectToast } from "./support/page-helpers";
import { signUpAndVerify, TEST_PASSWORD } from "./support/sign-up";
import { screenshot } from "./support/screenshot";

const e2e = setupE2E();

function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

async function expectSignedIn(page: Page): Promise<void> {
  await page.locator("header").getByRole("button", { name: "Log Out" }).waitFor();
}

describe("accounts", () => {
  it("signs up by email, verifies from the mailbox, signs out, signs in and reaches the studio", async () => {
    const email = uniqueEmail("signup");
    const { page } = await e2e.open("/auth");
    await signUpAndVerify(page, e2e.url, email);
    await expectPath(page, "/roast");
    await expectSignedIn(page);

    await page.locator("header").getByRole("button", { name: "Log Out" }).click();
    await expectPath(page, "/");
    await page.locator("header").getByRole("link", { name: "Sign In" }).click();
    await expectHeading(page, "Welcome Back");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(TEST_PASSWORD);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expectToast(page, "Welcome back!");
    await expectPath(page, "/roast");
    await expectSignedIn(page);

    await page.locator("header").getByRole("link", { name: "My Account" }).click();
    await expectHeading(page, "My Account");
    await page.getByText(email).waitFor();
    await screenshot(page, "account-1280");

    // The phone menu offers the signed-in items and closes after a choice.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    for (const name of ["My Account", "New Roast"]) await menu.getByRole("link", { name }).waitFor();
    await menu.getByRole("button", { name: "Log Out" }).waitFor();
    await screenshot(page, "menu-signed-in-375", { fullPage: false });
    await menu.getByRole("link", { name: "New Roast" }).click();
    await expectPath(page, "/roast");
    expect(await menu.isVisible()).toBe(false);
  });

  it("signs up from the landing page with an emailed sign-in link", async () => {
    const email = uniqueEmail("landing");
    const { page } = await e2e.open("/");
    // The button waits for hydration (email-signup-form.tsx).
    const submit = page.getByRole("button", { name: "Get FREE roast now" }).first();
    await expect.poll(() => submit.isEnabled(), { timeout: 15_000 }).toBe(true);
    await page.getByPlaceholder("Type your email...").fill(email);
    await submit.click();
    await page.getByRole("heading", { name: "Check Your Inbox" }).waitFor();
    await page.getByText(email, { exact: true }).waitFor();

    await page.goto(await waitForMailLink(e2e.url, email, /magic-link/));
    await expectPath(page, "/roast");
    await expectSignedIn(page);
  });

  it("keeps an address typed into the landing page's sign-up box before the app loaded, and sends the link to it", async () => {
    const email = uniqueEmail("early");
    const scripts = holdScripts();
    const { page } = await e2e.open("/", { beforeGoto: scripts.hold, waitUntil: "commit" });
    const field = page.getByPlaceholder("Type your email...").first();
    await field.fill(email);
    scripts.release();
    const submit = page.getByRole("button", { name: "Get FREE roast now" }).first();
    await expect.poll(() => submit.isEnabled(), { timeout: 15_000 }).toBe(true);
    expect(await field.inputValue()).toBe(email);
    await submit.click();
    await page.getByRole("heading", { name: "Check Your Inbox" }).waitFor();
    await page.getByText(email, { exact: true }).waitFor();
    await waitForMailLink(e2e.url, email, /magic-link/);
  });

  it("resets a forgotten password from /auth with a mailed link, by keyboard, and signs in with the new one", async () => {
    const email = uniqueEmail("reset");
    const { page, expectConsoleError } = await e2e.open("/auth");
    // The old password is refused once on purpose; the browser logs the 401 answer.
    expectConsoleError(/401/);
    await signUpAndVerify(page, e2e.url, email);
    await expectSignedIn(page);
    await page.locator("header").getByRole("button", { name: "Log Out" }).click();
    await expectPath(page, "/");
    // Log Out leaves for the home page first and ends the session after: a new page load before
    // the header says "Sign In" would abort the sign-out and still carry the session to /auth.
    await page.locator("header").getByRole("link", { name: "Sign In" }).waitFor({ state: "visible" });

    await page.goto(`${e2e.url}/auth`);
    await expectHeading(page, "Welcome Back");
    await screenshot(page, "auth-signin-1280");
    await page.getByRole("button", { name: "Forgot password?" }).focus();
    await page.keyboard.press("Enter");
    await expectHeading(page, "Reset Your Password");
    await page.keyboard.type(email);
    await page.keyboard.press("Enter");
    await expectToast(page, "Check your email!");
    await page.setViewportSize({ width: 375, height: 812 });
    await screenshot(page, "auth-forgot-375");

    await page.goto(await waitForMailLink(e2e.url, email, /\/api\/auth\/reset-password\//));
    await expectPath(page, "/reset-password");
    await expectHeading(page, "Choose a New Password");
    await screenshot(page, "reset-password-375");
    const newPassword = "a-fresh-start-2024";
    await page.keyboard.type(newPassword);
    await page.keyboard.press("Tab");
    await page.keyboard.type(newPassword);
    await page.keyboard.press("Enter");
    await expectToast(page, "Password Updated");
    await expectPath(page, "/auth");

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(TEST_PASSWORD);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expectToast(page, "Login Failed");
    await page.getByLabel("Password").fill(newPassword);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expectPath(page, "/roast");
    await expectSignedIn(page);

    // The link works once: opened again, the page says so and offers a new one.
    const used = await waitForMailLink(e2e.url, email, /\/api\/auth\/reset-password\//);
    await page.goto(used);
    await expectHeading(page, "Link Expired");
    await screenshot(page, "reset-password-expired-1280");
  });
});
