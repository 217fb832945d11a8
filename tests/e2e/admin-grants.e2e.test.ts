import type { Route } from "playwright-core";
import { describe, expect, it } from "vitest";
import { setupE2E } from "./support/e2e";
import { expectHeading } from "./support/page-helpers";
import { signUpAndVerify } from "./support/sign-up";

const ADMIN_EMAIL = `ops-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
const e2e = setupE2E({ env: { ADMIN_EMAILS: ADMIN_EMAIL } });

describe("admin credit grants", () => {
  it("retries a grant whose answer was lost under the same id, says it was already granted, and grants once", async () => {
    const { page, expectConsoleError } = await e2e.open("/auth");
    await signUpAndVerify(page, e2e.url, ADMIN_EMAIL);
    await page.locator("header").getByRole("button", { name: "Log Out" }).waitFor();
    await page.goto(`${e2e.url}/admin`);
    await expectHeading(page, "Admin");
    await page.getByLabel("Email").fill(ADMIN_EMAIL);
    await page.getByRole("button", { name: "Look up" }).click();
    await page.getByText(/· \d+ free, 0 paid/).waitFor();

    // The first grant reaches the server, which grants; its answer never comes back (a timeout).
    const sentIds: string[] = [];
    let loseAnswer = true;
    await page.route("**/api/admin/users/*/credits", async (route: Route) => {
      sentIds.push((route.request().postDataJSON() as { grantId: string }).grantId);
      if (!loseAnswer) return route.continue();
      loseAnswer = false;
      await route.fetch();
      await route.abort("timedout");
    });
    expectConsoleError(/ERR_TIMED_OUT|Failed to load resource/);
    await page.getByLabel("Credits").fill("3");
    await page.getByLabel("Reason (required)").fill("render outage");
    const grantButton = page.getByRole("button", { name: "Grant credits" });
    await grantButton.click();
    await page.getByRole("alert").filter({ hasText: /fetch/i }).waitFor();

    // The admin clicks again with the same form: the same grant, so nothing is added twice.
    await grantButton.click();
    await page
      .getByRole("status")
      .filter({ hasText: /^Already granted/ })
      .waitFor();
    expect(sentIds).toHaveLength(2);
    expect(sentIds[1]).toBe(sentIds[0]);
    await page.getByText(/· \d+ free, 3 paid/).waitFor();
    expect(await page.getByText(/admin grant: render outage/).count()).toBe(1);

    // Once answered, the same form is a new grant with a new id.
    await grantButton.click();
    await page
      .getByRole("status")
      .filter({ hasText: /^Granted\.$/ })
      .waitFor();
    expect(sentIds).toHaveLength(3);
    expect(sentIds[2]).not.toBe(sentIds[0]);
    await page.getByText(/· \d+ free, 6 paid/).waitFor();
    expect(await page.getByText(/admin grant: render outage/).count()).toBe(2);
  });
});
