import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { setupE2E } from "./support/e2e";
import { holdScripts } from "./support/hold-scripts";
import { expectHeading, expectPath, expectToast } from "./support/page-helpers";
import { screenshot } from "./support/screenshot";
import { PROTECTED_PAGES, PUBLIC_PAGES } from "./support/site-map";

const e2e = setupE2E();

describe("the public site", () => {
  it("renders every page with its heading", async () => {
    const { page, expectConsoleError } = await e2e.open("/");
    // The not-found page answers with status 404, which the browser logs; that status is the point.
    expectConsoleError(/status of 404 .*this-page-does-not-exist/);
    for (const { path, heading } of PUBLIC_PAGES) {
      await page.goto(new URL(path, e2e.url).toString());
      await expectHeading(page, heading);
    }
  });

  it("sends visitors from signed-in pages to /auth, replacing the history entry", async () => {
    const { page } = await e2e.open("/");
    for (const path of PROTECTED_PAGES) {
      await page.goto(new URL(path, e2e.url).toString());
      await expectPath(page, "/auth");
      await expectHeading(page, "Welcome Back");
    }
    await page.goBack();
    await expectPath(page, "/auth");
  });

  it("explains a PayPal return without payment details and goes home", async () => {
    const { page } = await e2e.open("/paypal/success");
    await expectToast(page, "Payment Error: Missing payment information");
    await expectPath(page, "/");
  });

  it("links every footer and header entry to its page, and starts each page at the top", async () => {
    const { page } = await e2e.open("/");
    const footer = page.locator("footer");
    const cases: Array<[string, string, string]> = [
      ["Pricing", "/pricing", "roast video Pricing"],
      ["How It Works", "/about", "We Put the Fun Back in Feedback"],
      ["Support", "/contact", "Contact Us"],
      ["Terms of Service", "/terms", "Terms of Service"],
      ["Privacy Policy", "/privacy", "Privacy Policy"],
      ["Pet Roast", "/pet-roast", "Pet Roast"],
      ["Gen Z Roast", "/gen-z-roast", "Gen Z Roast"],
      ["Create a Roast", "/auth", "Welcome Back"],
    ];
    for (const [label, path, heading] of cases) {
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await footer.getByRole("link", { name: label, exact: true }).click();
      await expectPath(page, path);
      await expectHeading(page, heading);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    }
    expect(await footer.locator('a[href$="-roast"]').count()).toBe(19);

    await page.locator("header").getByRole("link", { name: "RoastReel home" }).click();
    await expectHeading(page, "Get Roasted by AI");
    await page.locator("header").getByRole("link", { name: "Sign In" }).click();
    await expectHeading(page, "Welcome Back");
    await page.getByRole("link", { name: "Back to Home" }).click();
    await expectPath(page, "/");
  });

  it("opens and closes the phone menu, which closes after a choice", async () => {
    const { page } = await e2e.open("/", { width: 375, height: 812 });
    const toggle = page.getByRole("button", { name: "Open menu" });
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    const panel = page.locator(`[id="${await toggle.getAttribute("aria-controls")}"]`);
    expect(await panel.isVisible()).toBe(false);

    await toggle.click();
    const close = page.getByRole("button", { name: "Close menu" });
    expect(await close.getAttribute("aria-expanded")).toBe("true");
    await panel.waitFor({ state: "visible" });
    await page.keyboard.press("Escape");
    await panel.waitFor({ state: "hidden" });
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Open menu");

    await toggle.click();
    await panel.getByRole("link", { name: "Sign In" }).click();
    await expectHeading(page, "Welcome Back");
    expect(await page.getByRole("button", { name: "Open menu" }).getAttribute("aria-expanded")).toBe("false");
    expect(await panel.isVisible()).toBe(false);
  });
});

describe("loading states", () => {
  it("shows the prerendered landing page and its plans before the session or the plans API answer", async () => {
    let releaseSession = () => {};
    let releaseTiers = () => {};
    const sessionHeld = new Promise<void>((resolve) => (releaseSession = resolve));
    const tiersHeld = new Promise<void>((resolve) => (releaseTiers = resolve));
    const { page } = await e2e.open("/", {
      beforeGoto: async (page) => {
        await page.route("**/api/auth/get-session", async (route) => {
          await sessionHeld;
          await route.continue();
        });
        await page.route("**/api/tiers", async (route) => {
          await tiersHeld;
          await route.continue();
        });
      },
    });
    // The page arrives as HTML with the plans rendered at build time: nothing waits for the API.
    await expectHeading(page, "Get Roasted by AI");
    await page.getByRole("heading", { name: "Essentials Pack" }).waitFor();
    expect(await page.getByTestId("pricing-skeleton").count()).toBe(0);
    expect(await page.getByRole("status").filter({ hasText: "Loading..." }).count()).toBe(0);

    // The signed-out parts stay once the session answers, and the refreshed plans replace nothing.
    releaseSession();
    releaseTiers();
    await page.getByText("Get FREE roast now").first().waitFor();
    await page.getByRole("heading", { name: "Essentials Pack" }).waitFor();
  });
});

describe("forms that check input in the browser", () => {
  it("asks for an email on the landing page before sending anything", async () => {
    const { page } = await e2e.open("/");
    const email = page.getByPlaceholder("Type your email...");
    expect(await email.getAttribute("type")).toBe("email");
    await page.getByRole("button", { name: "Get FREE roast now" }).click();
    await expectToast(page, "Please enter your email");
    await screenshot(page, "toast-error-1280", { fullPage: false });
    await email.fill("   ");
    await page.getByRole("button", { name: "Get FREE roast now" }).click();
    expect(await page.locator("[data-sonner-toast]").filter({ hasText: "Please enter your email" }).count()).toBeGreaterThan(0);
  });

  it("keeps sign-up closed until the terms are accepted, and resets them on a mode switch", async () => {
    const { page } = await e2e.open("/auth");
    await page.getByRole("button", { name: "Create an account" }).click();
    const submit = page.getByRole("button", { name: "Create Account" });
    const terms = page.getByRole("checkbox");
    expect(await submit.isDisabled()).toBe(true);
    await terms.check();
    expect(await submit.isEnabled()).toBe(true);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expectHeading(page, "Welcome Back");
    await page.getByRole("button", { name: "Create an account" }).click();
    expect(await terms.isChecked()).toBe(false);
    expect(await submit.isDisabled()).toBe(true);
  });

  it("keeps prerendered forms from sending before the app has loaded, so no field lands in the URL", async () => {
    for (const [path, name] of [
      ["/contact", "Send Message"],
      ["/", "Get FREE roast now"],
    ] as const) {
      // Scripts answered empty: the page stays the server's HTML, as on a slow phone before hydration.
      const emptyScripts = async (opened: Page) => {
        await opened.route(/\.js$/, (route) => route.fulfill({ contentType: "text/javascript", body: "" }));
      };
      const { page } = await e2e.open(path, { beforeGoto: emptyScripts });
      const button = page.getByRole("button", { name }).first();
      await button.waitFor();
      expect(await button.isDisabled(), path).toBe(true);
      await button.locator("xpath=ancestor::form//input").first().fill("someone@example.com");
      await page.keyboard.press("Enter");
      await page.waitForLoadState("load");
      expect(new URL(page.url()).search, path).toBe("");
    }
  });

  it("shows prerendered plan buttons disabled until the app has loaded, then enabled", async () => {
    const scripts = holdScripts();
    const { page } = await e2e.open("/pricing", { beforeGoto: scripts.hold, waitUntil: "commit" });
    const buyNow = page
      .locator("article")
      .filter({ has: page.getByRole("heading", { name: "One-off", exact: true }) })
      .getByRole("button", { name: "Buy Now" });
    await buyNow.waitFor();
    // A click here would be lost: no script has run yet.
    expect(await buyNow.isDisabled()).toBe(true);
    scripts.release();
    await expect.poll(() => buyNow.isEnabled()).toBe(true);
  });

  it("keeps a contact message typed before the app loaded, counts it and sends it", async () => {
    const scripts = holdScripts();
    const { page } = await e2e.open("/contact", { beforeGoto: scripts.hold, waitUntil: "commit" });
    const typed = { name: "Early Bird", email: "early@example.com", subject: "Typed early", message: "Written before the page had loaded." };
    for (const [field, text] of Object.entries(typed)) await page.locator(`#contact-${field}`).fill(text);
    scripts.release();
    const send = page.getByRole("button", { name: "Send Message" });
    await expect.poll(() => send.isEnabled(), { timeout: 15_000 }).toBe(true);
    for (const [field, text] of Object.entries(typed)) expect(await page.locator(`#contact-${field}`).inputValue()).toBe(text);
    await page.getByText(`${typed.message.length} / `).waitFor();
    await send.click();
    await expectToast(page, "Message Sent!");
    expect(await page.locator("#contact-message").inputValue()).toBe("");
    await page.getByText("0 / ").waitFor();
  });

  it("shows inline errors on an empty contact form", async () => {
    const { page } = await e2e.open("/contact");
    await page.getByRole("button", { name: "Send Message" }).click();
    for (const text of ["Please enter your name", "Please enter your email", "Please enter your subject", "Please enter your message"]) {
      await page.getByRole("alert").filter({ hasText: text }).waitFor();
    }
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("contact-name");
    expect(await page.locator("#contact-name").getAttribute("aria-invalid")).toBe("true");
  });
});
