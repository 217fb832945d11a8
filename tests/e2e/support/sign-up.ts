import type { Page } from "playwright-core";
import { expect } from "vitest";
import { waitForMailLink } from "./mailbox";
import { expectHeading } from "./page-helpers";

export const TEST_PASSWORD = "roast-me-gently-42";

/**
 * On /auth: switches to create-account, signs up with the terms ticked, and opens the
 * verification link from the dev mailbox (which signs the new account in).
 */
export async function signUpAndVerify(page: Page, baseUrl: string, email: string): Promise<void> {
  await submitSignUp(page, email);
  expect(new URL(page.url()).pathname).toBe("/auth");
  await page.goto(await waitForMailLink(baseUrl, email, /verify-email/));
}

/** Fills and sends the sign-up form of /auth (already open), up to the card saying which inbox to check. */
export async function submitSignUp(page: Page, email: string): Promise<void> {
  await page.getByRole("button", { name: "Create an account" }).click();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(TEST_PASSWORD);
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Create Account" }).click();
  await expectHeading(page, "Check Your Inbox");
  await page.getByText(email, { exact: true }).waitFor();
}
