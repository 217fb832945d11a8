import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestServer, startTestServer } from "../../../tests/support/test-server";
import { type Browser, createBrowser } from "./test-support/browser";
import { type SmtpInbox, startSmtpInbox } from "./test-support/smtp-inbox";

describe("a new password ends the reset and sign-in links mailed before it (over real SMTP)", () => {
  let server: TestServer;
  let inbox: SmtpInbox;
  let ipCounter = 0;
  const newBrowser = () => createBrowser(server.url, { ip: `203.0.113.${++ipCounter}` });
  const password = "the first password";

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    server = await startTestServer({ TRUST_PROXY: "true", SMTP_URL: inbox.url });
  });
  afterAll(async () => {
    await server?.close();
    await inbox?.close();
  });

  /** A confirmed account, signed in through the link its confirmation mail carried. */
  async function confirmedAccount() {
    const email = `links-${randomUUID().slice(0, 8)}@example.com`;
    const owner = newBrowser();
    expect((await owner.post("/api/auth/sign-up/email", { email, password, acceptTerms: true })).status).toBe(200);
    const { response, visited } = await owner.follow(inbox.latestLink(email));
    // Where the link led and what it answered, should the confirmation ever fail to sign in.
    const trail = `${visited.join(" -> ")} (${response.status}); cookies: ${owner.cookieNames().join(", ")}`;
    expect((await owner.request("/api/me")).status, trail).toBe(200);
    return { email, owner };
  }

  async function mailResetToken(email: string): Promise<string> {
    expect((await newBrowser().post("/api/auth/request-password-reset", { email })).status).toBe(200);
    const link = new URL(inbox.latestLink(email));
    expect(link.pathname).toMatch(/^\/api\/auth\/reset-password\/[^/]+$/);
    return link.pathname.split("/").at(-1) ?? "";
  }

  async function mailMagicLink(email: string): Promise<string> {
    expect((await newBrowser().post("/api/auth/sign-in/magic-link", { email })).status).toBe(200);
    return inbox.latestLink(email);
  }

  const resetWith = (token: string, newPassword: string) => newBrowser().post("/api/auth/reset-password", { token, newPassword });
  const signInStatus = async (email: string, attempt: string) => (await newBrowser().post("/api/auth/sign-in/email", { email, password: attempt })).status;

  async function expectLinkSignsNobodyIn(link: string, browser: Browser = newBrowser()) {
    const { visited } = await browser.follow(link);
    expect(new URL(visited.at(-1) ?? "").searchParams.get("error")).toBe("INVALID_TOKEN");
    expect((await browser.request("/api/me")).status).toBe(401);
  }

  it("after a reset with the newest link, the older reset link and an earlier magic link no longer work", async () => {
    const { email } = await confirmedAccount();
    const magicLink = await mailMagicLink(email);
    const olderToken = await mailResetToken(email);
    const newestToken = await mailResetToken(email);
    expect(olderToken).not.toBe(newestToken);

    expect((await resetWith(newestToken, "the chosen password")).status).toBe(200);
    const stale = await resetWith(olderToken, "the attacker's password");
    expect(stale.status).toBe(400);
    expect(await stale.json()).toMatchObject({ code: "INVALID_TOKEN" });
    expect(await signInStatus(email, "the attacker's password")).toBe(401);
    expect(await signInStatus(email, "the chosen password")).toBe(200);
    await expectLinkSignsNobodyIn(magicLink);
  });

  it("after a password change, earlier reset and magic links no longer work, and later ones do", async () => {
    const { email, owner } = await confirmedAccount();
    const magicLink = await mailMagicLink(email);
    const resetToken = await mailResetToken(email);

    const change = await owner.post("/api/auth/change-password", { currentPassword: password, newPassword: "the changed password" });
    expect(change.status).toBe(200);
    const stale = await resetWith(resetToken, "the attacker's password");
    expect(stale.status).toBe(400);
    expect(await stale.json()).toMatchObject({ code: "INVALID_TOKEN" });
    expect(await signInStatus(email, "the changed password")).toBe(200);
    await expectLinkSignsNobodyIn(magicLink);

    // Only what was mailed before the change is ended: a link asked for afterwards signs in.
    const fresh = newBrowser();
    await fresh.follow(await mailMagicLink(email));
    expect(await (await fresh.request("/api/me")).json()).toMatchObject({ user: { email } });
  });

  it("a wrong current password changes nothing and ends no link", async () => {
    const { email, owner } = await confirmedAccount();
    const magicLink = await mailMagicLink(email);
    const refused = await owner.post("/api/auth/change-password", { currentPassword: "not it", newPassword: "the changed password" });
    expect(refused.status).toBe(400);
    const browser = newBrowser();
    await browser.follow(magicLink);
    expect(await (await browser.request("/api/me")).json()).toMatchObject({ user: { email } });
  });
});
