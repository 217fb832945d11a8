import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { tables } from "../../server/lib/db";
import { signInTestUser } from "../../server/features/auth/test-support/sign-in-test-user";
import { insertCompletedRoast } from "../../server/features/roasts/test-support/fixtures";
import { toShareSlug } from "../../server/features/share";
import { startTestServer, type TestServer } from "../support/test-server";
import { launchBrowser, type TestBrowser, watchPageErrors } from "./support/browser";
import { ensureWebBuilt } from "./support/web-build";

const ADMIN_EMAIL = `mod-${randomUUID()}@example.com`;

/** The in-process server (its database at hand, to put a finished roast in without rendering one) and the built app. */
describe("reporting a shared roast", () => {
  let server: TestServer;
  let browser: TestBrowser;
  const problems: string[] = [];

  beforeAll(async () => {
    const webDir = await ensureWebBuilt();
    server = await startTestServer({ ADMIN_EMAILS: ADMIN_EMAIL }, { webDir });
    await server.ctx.queue.stop();
    browser = await launchBrowser();
  }, 400_000);
  afterEach(async () => {
    await browser?.closeContexts();
    expect(problems.splice(0)).toEqual([]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it("a visitor reports through the dialog by keyboard, and an admin takes the roast down from the queue", async () => {
    const owner = await signInTestUser(server.ctx);
    const roast = await insertCompletedRoast(server.ctx, owner.id, { script: "Thirty-one countries and still no plan." });
    await server.ctx.database.db.update(tables.userRoasts).set({ isPublic: true }).where(eq(tables.userRoasts.id, roast.id));
    const slug = toShareSlug(roast.id);

    const visitor = await (await browser.newContext()).newPage();
    const watch = watchPageErrors(visitor);
    await visitor.goto(`${server.url}/r/${slug}`);
    await visitor.getByRole("heading", { level: 1 }).waitFor();
    await visitor.getByRole("button", { name: "Report" }).focus();
    await visitor.keyboard.press("Enter");
    const dialog = visitor.getByRole("dialog", { name: "Report this roast" });
    await dialog.waitFor();
    const send = dialog.getByRole("button", { name: "Send report" });
    expect(await send.isDisabled()).toBe(true);
    // Arrow keys move through the reasons, as with any radio group.
    await dialog.getByLabel("It's me and I didn't agree").focus();
    await visitor.keyboard.press("ArrowDown");
    expect(await dialog.getByLabel("Harassment or bullying").isChecked()).toBe(true);
    await visitor.keyboard.press("Tab");
    await visitor.keyboard.type("He is my cousin and did not agree to this.");
    expect(await dialog.getByText("42/500").count()).toBe(1);
    await send.focus();
    await visitor.keyboard.press("Enter");
    await visitor.getByRole("status").filter({ hasText: "Thanks — we'll review this roast." }).waitFor();
    const [row] = await server.ctx.database.db.select().from(tables.roastReports).where(eq(tables.roastReports.roastId, roast.id));
    expect(row).toMatchObject({ reason: "harassment", note: "He is my cousin and did not agree to this." });
    await visitor.keyboard.press("Escape");
    await visitor.getByRole("dialog").waitFor({ state: "detached" });
    problems.push(...watch.problems);

    const admin = await signInTestUser(server.ctx, { email: ADMIN_EMAIL });
    const context = await browser.newContext();
    await context.addCookies(
      admin.cookie.split("; ").map((pair) => {
        const at = pair.indexOf("=");
        return { name: pair.slice(0, at), value: pair.slice(at + 1), url: server.url };
      }),
    );
    const page = await context.newPage();
    const adminWatch = watchPageErrors(page);
    await page.goto(`${server.url}/admin`);
    const card = page.getByRole("listitem").filter({ hasText: owner.email });
    await card.getByText("He is my cousin and did not agree to this.").waitFor();
    expect(await card.getByLabel("Reason told to the owner").inputValue()).toBe("harassment");
    await card.getByRole("button", { name: "Take down" }).click();
    await page.getByText("No reported roasts.").waitFor();
    problems.push(...adminWatch.problems);

    const [audit] = await server.ctx.database.db.select().from(tables.adminActions).where(eq(tables.adminActions.roastId, roast.id));
    expect(audit).toMatchObject({ adminId: admin.id, action: "roast.take_down" });
    const gone = await (await browser.newContext()).newPage();
    const goneWatch = watchPageErrors(gone);
    goneWatch.expect(/404/);
    await gone.goto(`${server.url}/r/${slug}`);
    await gone.getByRole("heading", { name: "This roast is not shared" }).waitFor();
    problems.push(...goneWatch.problems);
  });
});
