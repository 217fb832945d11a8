import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { setupE2E } from "./support/e2e";
import { expectHeading, expectPath, expectToast } from "./support/page-helpers";
import { screenshot } from "./support/screenshot";
import { signUpAndVerify } from "./support/sign-up";

const e2e = setupE2E();
const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** The Status tile's word and the line under it. */
async function readStatusTile(page: Page): Promise<string[]> {
  const tile = page.locator("div.rounded-2xl").filter({ has: page.getByText("Status", { exact: true }) });
  return (await tile.locator("p").allTextContents()).map((text) => text.trim());
}

const managementCard = (page: Page) =>
  page
    .locator("div")
    .filter({ has: page.getByRole("heading", { name: "Subscription Management" }) })
    .last();

async function openAccount(page: Page): Promise<void> {
  await page.goto(new URL("/account", e2e.url).toString());
  await expectHeading(page, "My Account");
  await page.getByText("Total Credits").waitFor();
}

describe("the account page's plan status", () => {
  it("tells a free user they are on the free plan, never that the account is inactive", async () => {
    const { page } = await e2e.open("/auth");
    await signUpAndVerify(page, e2e.url, uniqueEmail("free"));
    await expectPath(page, "/roast");
    await openAccount(page);
    expect(await readStatusTile(page)).toEqual(["Status", "Free plan", "Nothing renews: you pay only for credits you buy"]);
    await managementCard(page).getByText("No Active Subscription").waitFor();
    expect(await page.getByText(/inactive/i).count()).toBe(0);
    await screenshot(page, "account-free-1280");
    await page.setViewportSize({ width: 375, height: 812 });
    await screenshot(page, "account-free-375");
  });

  it("tells a subscriber one thing: it renews on a date, and after canceling, that it ends then", async () => {
    const { page } = await e2e.open("/auth");
    await signUpAndVerify(page, e2e.url, uniqueEmail("paid"));
    await expectPath(page, "/roast");
    await page.goto(new URL("/pricing", e2e.url).toString());
    await page
      .locator("article")
      .filter({ has: page.getByRole("heading", { name: "Essentials Pack", exact: true }) })
      .getByRole("button", { name: "Subscribe" })
      .click();
    await page.waitForURL((url) => url.pathname.startsWith("/billing/local-checkout/"));
    await page.getByRole("button", { name: "Pay $19.99" }).click();
    await expectHeading(page, "Payment Successful");

    await openAccount(page);
    const card = managementCard(page);
    await card.getByText("Essentials Pack").waitFor();
    const [, value, renews] = await readStatusTile(page);
    expect(value).toBe("Active");
    expect(renews).toMatch(/^Renews [A-Z][a-z]+ \d{1,2}, \d{4}$/);
    const date = renews.replace("Renews ", "");
    await card.getByText(`Active · renews ${date}`, { exact: true }).waitFor();
    expect(await page.getByText(/until|inactive/i).count()).toBe(0);
    await screenshot(page, "account-subscriber-1280");
    await page.setViewportSize({ width: 375, height: 812 });
    await screenshot(page, "account-subscriber-375");

    await page.getByRole("button", { name: "Cancel Subscription" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Cancel Subscription" }).click();
    await expectToast(page, "Subscription canceled");
    await card.getByText(`Active until ${date}, then it ends`, { exact: true }).waitFor();
    expect(await readStatusTile(page)).toEqual(["Status", "Active", `Ends ${date}, no further charges`]);
    expect(await page.getByText(/renews/i).count()).toBe(0);
  });
});
