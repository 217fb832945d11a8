import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { setupE2E } from "./support/e2e";
import { waitForMailLink } from "./support/mailbox";
import { expectHeading, expectPath } from "./support/page-helpers";
import { screenshot } from "./support/screenshot";
import { TEST_PASSWORD } from "./support/sign-up";

// No Google credentials (the default); a support address and an admin are configured.
const ADMIN_EMAIL = `inbox-admin-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
const e2e = setupE2E({ env: { SUPPORT_EMAIL: "help@roast.example", ADMIN_EMAILS: ADMIN_EMAIL } });
const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** The mails the dev outbox holds for `to`, newest first. */
async function mailsTo(to: string): Promise<Array<{ subject: string; links: string[] }>> {
  const url = new URL("/dev/mailbox.json", e2e.url);
  url.searchParams.set("to", to);
  return ((await (await fetch(url)).json()) as { messages: Array<{ subject: string; links: string[] }> }).messages;
}
const confirmationCount = async (to: string) => (await mailsTo(to)).filter((mail) => mail.links.some((link) => link.includes("verify-email"))).length;

/** The rule line under the password field, as a screen reader reads it ("Needed: …" / "Done: …"). */
const ruleText = async (page: Page) => (await page.locator("#auth-password-rules li").first().textContent())?.trim();

describe("signing up: the inbox state", () => {
  it("shows the rules as the password is typed, asks consent once, then says which inbox to check, resends within the mail limit and confirms", async () => {
    const email = uniqueEmail("inbox");
    // A fake clock (time still flows) lets the test skip the resend wait instead of sitting through it.
    const { page } = await e2e.open("/auth", { beforeGoto: (opened) => opened.clock.install() });
    await expectHeading(page, "Welcome Back");
    // Google is not configured here: no button offers it, live or greyed out.
    expect(await page.getByRole("button", { name: "Continue with Google" }).count()).toBe(0);

    await page.getByRole("button", { name: "Create an account" }).click();
    await expectHeading(page, "Create Your Account");
    // The age and terms consent appears once: the checkbox.
    expect(await page.getByText(/13 or older/).count()).toBe(1);
    await page.getByLabel("Email").fill(email);
    const password = page.getByLabel("Password");
    expect(await password.getAttribute("aria-describedby")).toBe("auth-password-rules");
    expect(await ruleText(page)).toBe("Needed:At least 8 characters");
    await password.pressSequentially("roast");
    expect(await ruleText(page)).toBe("Needed:At least 8 characters");
    await password.fill(TEST_PASSWORD);
    expect(await ruleText(page)).toBe("Done:At least 8 characters");
    await page.getByRole("checkbox").check();
    await screenshot(page, "auth-signup-1280", { fullPage: false });
    await page.getByRole("button", { name: "Create Account" }).click();

    await expectHeading(page, "Check Your Inbox");
    await page.getByText(email, { exact: true }).waitFor();
    // The form's button is gone: the news has the focus.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Check Your Inbox");
    expect(await page.locator("[data-sonner-toast]").count()).toBe(0);
    const mailbox = page.getByRole("link", { name: "Open the dev mailbox" });
    expect(await mailbox.getAttribute("href")).toBe(`/dev/mailbox?to=${encodeURIComponent(email)}`);
    expect(await mailbox.getAttribute("target")).toBe("_blank");
    const resend = page.getByRole("button", { name: /^Resend email/ });
    expect(await resend.isDisabled()).toBe(true);
    expect(await resend.textContent()).toMatch(/^Resend email in \d+ s$/);
    await expect.poll(() => confirmationCount(email)).toBe(1);
    await screenshot(page, "auth-check-inbox-1280");

    // Each resend waits its turn, then sends; the server's limit of 5 mails per inbox still holds.
    for (let sent = 2; sent <= 6; sent++) {
      await page.clock.fastForward(31_000);
      await expect.poll(() => resend.isEnabled()).toBe(true);
      await resend.click();
      await page.getByRole("status").filter({ hasText: "Sent again" }).waitFor();
      // Accepted: the wait starts over.
      await expect.poll(() => resend.textContent()).toMatch(/^Resend email in \d+ s$/);
      await expect.poll(() => confirmationCount(email)).toBe(Math.min(sent, 5));
    }
    // The sixth went past the limit: answered the same, and nothing is mailed (sending follows the answer, so give it a moment).
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await confirmationCount(email)).toBe(5);

    await page.setViewportSize({ width: 375, height: 812 });
    await screenshot(page, "auth-check-inbox-375");

    // The mailbox link opens the mails of that address; their link confirms and signs in.
    const [mailboxPage] = await Promise.all([page.context().waitForEvent("page"), mailbox.click()]);
    await mailboxPage.waitForLoadState();
    expect(new URL(mailboxPage.url()).pathname).toBe("/dev/mailbox");
    await mailboxPage.getByText(email).first().waitFor();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(await waitForMailLink(e2e.url, email, /verify-email/));
    await expectPath(page, "/roast");
    await page.locator("header").getByRole("button", { name: "Log Out" }).waitFor();
  });

  it("lets a mistyped address be fixed from the inbox state, back on the sign-up form", async () => {
    const { page } = await e2e.open("/auth");
    await page.getByRole("button", { name: "Create an account" }).click();
    await page.getByLabel("Email").fill(uniqueEmail("typo"));
    await page.getByLabel("Password").fill(TEST_PASSWORD);
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: "Create Account" }).click();
    await expectHeading(page, "Check Your Inbox");
    await page.getByRole("button", { name: "Use a different email" }).click();
    await expectHeading(page, "Create Your Account");
    expect(await page.getByRole("checkbox").isChecked()).toBe(false);
  });

  it("shows the landing page's sign-up the same way: the address it mailed, not a toast and an empty field", async () => {
    const email = uniqueEmail("landing-inbox");
    const { page } = await e2e.open("/");
    expect(await page.getByRole("button", { name: "Continue with Google" }).count()).toBe(0);
    expect(await page.getByText(/13 or older/).count()).toBe(1);
    await page.getByPlaceholder("Type your email...").fill(email);
    await page.getByRole("button", { name: "Get FREE roast now" }).first().click();
    await page.getByRole("heading", { name: "Check Your Inbox", level: 2 }).waitFor();
    await page.getByText(email, { exact: true }).waitFor();
    expect(await page.locator("[data-sonner-toast]").count()).toBe(0);
    await page.getByRole("link", { name: "Open the dev mailbox" }).waitFor();
    await screenshot(page, "landing-check-inbox-1280", { fullPage: false });
    await waitForMailLink(e2e.url, email, /magic-link/);
    await page.getByRole("button", { name: "Use a different email" }).click();
    await page.getByPlaceholder("Type your email...").waitFor();
  });

  it("names the configured support address in the footer, and /admin has one main landmark", async () => {
    const { page } = await e2e.open("/auth");
    const footerMail = page.locator("footer").getByRole("link", { name: "help@roast.example" });
    await footerMail.waitFor();
    expect(await footerMail.getAttribute("href")).toBe("mailto:help@roast.example");
    expect(await page.locator("footer").getByText("roastreel.local").count()).toBe(0);

    await page.getByRole("button", { name: "Create an account" }).click();
    await page.getByLabel("Email").fill(ADMIN_EMAIL);
    await page.getByLabel("Password").fill(TEST_PASSWORD);
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: "Create Account" }).click();
    await expectHeading(page, "Check Your Inbox");
    await page.goto(await waitForMailLink(e2e.url, ADMIN_EMAIL, /verify-email/));
    await page.locator("header").getByRole("button", { name: "Log Out" }).waitFor();
    await page.goto(`${e2e.url}/admin`);
    await expectHeading(page, "Admin");
    expect(await page.locator("main").count()).toBe(1);
    expect(await page.getByRole("main").count()).toBe(1);
  });
});
