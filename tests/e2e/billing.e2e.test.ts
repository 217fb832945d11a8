import type { Page, Route } from "playwright-core";
import { describe, expect, it } from "vitest";
import { setupE2E } from "./support/e2e";
import { expectHeading, expectPath, expectToast } from "./support/page-helpers";
import { screenshot } from "./support/screenshot";
import { signUpAndVerify } from "./support/sign-up";

const e2e = setupE2E();
const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** The plan card on /pricing whose heading is `name`. */
const planCard = (page: Page, name: string) => page.locator("article").filter({ has: page.getByRole("heading", { name, exact: true }) });

async function payOnTestCheckout(page: Page, amount: string): Promise<void> {
  await page.waitForURL((url) => url.pathname.startsWith("/billing/local-checkout/"));
  await page.getByText("TEST MODE").waitFor();
  await page.getByRole("button", { name: `Pay ${amount}` }).click();
  await expectPath(page, "/payment-success");
  await expectHeading(page, "Payment Successful");
}

describe("billing", () => {
  it("takes a signed-out visitor from Essentials through sign-up and the test checkout to credits on /account", async () => {
    const email = uniqueEmail("subscriber");
    const { page } = await e2e.open("/pricing");
    await expectHeading(page, "roast video Pricing");
    await planCard(page, "Essentials Pack").getByText("Most Popular").waitFor();
    await screenshot(page, "pricing-1280");

    await planCard(page, "Essentials Pack").getByRole("button", { name: "Subscribe" }).click();
    await expectPath(page, "/auth");
    expect(JSON.parse((await page.evaluate(() => sessionStorage.getItem("selectedTier"))) ?? "null")).toEqual({
      tierId: "essentials",
      isSubscription: true,
    });

    await signUpAndVerify(page, e2e.url, email);
    await page.waitForURL((url) => url.pathname.startsWith("/billing/local-checkout/"));
    expect(await page.evaluate(() => sessionStorage.getItem("selectedTier"))).toBeNull();
    await page.getByText("Essentials Pack").first().waitFor();
    await screenshot(page, "local-checkout-1280");
    await payOnTestCheckout(page, "$19.99");
    expect((await page.getByTestId("total-credits").textContent())?.replace(/\s+/g, " ")).toBe("Total Credits: 26");
    await screenshot(page, "payment-success-1280");

    await page.goto(new URL("/account", e2e.url).toString());
    await expectHeading(page, "My Account");
    const management = page
      .locator("section, div")
      .filter({ has: page.getByRole("heading", { name: "Subscription Management" }) })
      .last();
    await management.getByText("Essentials Pack").waitFor();
    await management.getByText("$19.99 per month").waitFor();
    // A renewing plan renews, on the Status tile and in the card alike; it is never "active until".
    await page.getByText(/^Renews /).waitFor();
    await management.getByText(/^Active · renews /).waitFor();
    expect(await page.getByText(/Active until/).count()).toBe(0);
    const payment = page.getByTestId("payment-row").first();
    expect(await payment.textContent()).toMatch(/\$19\.99.*25 credits.*Essentials Pack.*Card \(test\).*completed/);
    await screenshot(page, "account-billing-1280");

    await page.getByRole("button", { name: "Start next period (test mode)" }).click();
    await expectToast(page, "Next period started");
    await expect.poll(() => page.getByTestId("payment-row").count()).toBe(2);
    await page.getByText("1 free + 50 paid").waitFor();

    // An upgrade is paid (the difference) before it applies; a cheaper plan waits for the next period.
    const plans = page.getByRole("dialog", { name: "Choose Your Subscription" });
    await page.getByRole("button", { name: "Change Plan" }).click();
    await plans.getByText("Content Creator").click();
    await plans.getByRole("button", { name: "Upgrade now — you pay the difference today" }).click();
    await page.waitForURL((url) => url.pathname.startsWith("/billing/local-checkout/"));
    await page.getByText("Plan from today").waitFor();
    await page.getByRole("button", { name: /^Pay \$/ }).click();
    await expectPath(page, "/account");
    await expectToast(page, "Plan upgraded");
    await management.getByText("Content Creator").first().waitFor();
    await page.getByText("1 free + 50 paid").waitFor();
    await page.getByRole("button", { name: "Change Plan" }).click();
    await plans.getByText("Essentials Pack").click();
    await plans.getByRole("button", { name: "Switch at your next billing date" }).click();
    await expectToast(page, "Plan change scheduled");
    await management.getByText(/^Your plan changes to the Essentials Pack on /).waitFor();
    await screenshot(page, "account-plan-change-1280");

    await page.getByRole("button", { name: "Cancel Subscription" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Cancel Subscription" }).click();
    await expectToast(page, "Subscription canceled");
    await management.getByText(/^Active until /).waitFor();
    expect(await page.getByRole("button", { name: "Cancel Subscription" }).count()).toBe(0);

    await page.setViewportSize({ width: 375, height: 812 });
    await screenshot(page, "account-billing-375");
    await page.goto(new URL("/pricing", e2e.url).toString());
    await planCard(page, "Content Creator").getByRole("button", { name: "Current Plan" }).waitFor();
    await screenshot(page, "pricing-375");
  });

  it("shows the plans before the API answers, a declined card, and then a one-off purchase for a signed-in user", async () => {
    const email = uniqueEmail("oneoff");
    const { page } = await e2e.open("/auth");
    await signUpAndVerify(page, e2e.url, email);
    await expectPath(page, "/roast");

    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/tiers", async (route: Route) => {
      await held;
      await route.continue();
    });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(new URL("/pricing", e2e.url).toString());
    // Prerendered: the plans are in the page before the plans API answers.
    await planCard(page, "One-off").getByRole("button", { name: "Buy Now" }).waitFor();
    release();
    await expectHeading(page, "roast video Pricing");

    await planCard(page, "One-off").getByRole("button", { name: "Buy Now" }).click();
    await page.waitForURL((url) => url.pathname.startsWith("/billing/local-checkout/"));
    await screenshot(page, "local-checkout-375");
    await page.getByRole("button", { name: /^Decline/ }).click();
    await expectPath(page, "/payment-canceled");
    await expectHeading(page, "Payment Canceled");
    await page.getByText("The card was declined").waitFor();

    await page.getByRole("link", { name: "Try Again" }).click();
    await expectPath(page, "/pricing");
    await planCard(page, "One-off").getByRole("button", { name: "Buy Now" }).click();
    await payOnTestCheckout(page, "$2.99");
    expect((await page.getByTestId("total-credits").textContent())?.replace(/\s+/g, " ")).toBe("Total Credits: 2");

    await page.goto(new URL("/account", e2e.url).toString());
    await page.getByText("No Active Subscription", { exact: true }).waitFor();
    const rows = page.getByTestId("payment-row");
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.nth(0).textContent()).toMatch(/\$2\.99.*1 credit.*One-off.*completed/);
    expect(await rows.nth(1).textContent()).toMatch(/\$2\.99.*0 credits.*failed/);
    await page.getByRole("button", { name: "Subscribe Now" }).click();
    await page.getByRole("dialog", { name: "Choose Your Subscription" }).waitFor();
    await screenshot(page, "plan-dialog-375", { fullPage: false });
  });
});
