import { randomUUID } from "node:crypto";
import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestServer, startTestServer } from "../../../tests/support/test-server";
import { tables } from "../../lib/db";
import { createBrowser } from "./test-support/browser";
import { readLatestLink, readMail } from "./test-support/outbox";
import { signInTestUser } from "./test-support/sign-in-test-user";

describe("account takeover through sign-up, links and password reset", () => {
  let server: TestServer;
  let ipCounter = 0;
  const newBrowser = () => createBrowser(server.url, { ip: `198.51.100.${++ipCounter}` });
  const newEmail = () => `victim-${randomUUID().slice(0, 8)}@example.com`;
  const attackerPassword = "attacker's password";
  const ownerPassword = "owner's own password";

  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: "true" });
  });
  afterAll(() => server?.close());

  const signIn = (email: string, password: string) => newBrowser().post("/api/auth/sign-in/email", { email, password });
  const squat = (email: string) => newBrowser().post("/api/auth/sign-up/email", { email, password: attackerPassword, acceptTerms: true });

  /** Asks for a reset as the owner would and returns the token the mailed link carries to the page. */
  async function requestResetToken(email: string) {
    expect((await newBrowser().post("/api/auth/request-password-reset", { email })).status).toBe(200);
    const { response, visited } = await newBrowser().follow(await readLatestLink(server.ctx.database, email));
    expect(response.status).toBe(200);
    const landing = new URL(visited.at(-1) ?? "");
    expect(landing.pathname).toBe("/reset-password");
    return landing.searchParams.get("token") ?? "";
  }

  it("signs the owner of a squatted address in with a link, and the squatter's password is gone", async () => {
    const email = newEmail();
    await squat(email);
    const firstConfirmLink = await readLatestLink(server.ctx.database, email);
    const owner = newBrowser();
    expect((await owner.post("/api/auth/sign-up/email", { email, password: ownerPassword, acceptTerms: true })).status).toBe(200);
    const [mail] = await readMail(server.ctx.database, email);
    expect(mail.subject).toBe("Your RoastReel sign-in link");

    await owner.follow(await readLatestLink(server.ctx.database, email));
    expect(await (await owner.request("/api/me")).json()).toMatchObject({ user: { email, emailVerified: true } });
    expect((await signIn(email, attackerPassword)).status).toBe(401);
    // The squatter's own confirmation mail, opened later, brings the password back neither.
    await newBrowser().follow(firstConfirmLink);
    expect((await signIn(email, attackerPassword)).status).toBe(401);
  });

  it("lets the squatter's password die even when the owner opens the squatter's confirmation mail after signing up again", async () => {
    const email = newEmail();
    await squat(email);
    const squatterLink = await readLatestLink(server.ctx.database, email);
    await newBrowser().post("/api/auth/sign-up/email", { email, password: ownerPassword, acceptTerms: true });
    const owner = newBrowser();
    await owner.follow(squatterLink);
    expect((await owner.request("/api/me")).status).toBe(200);
    expect((await signIn(email, attackerPassword)).status).toBe(401);
  });

  it("signs the owner in by magic link to a squatted address without keeping the squatter's password", async () => {
    const email = newEmail();
    await squat(email);
    const owner = newBrowser();
    await owner.post("/api/auth/sign-in/magic-link", { email });
    await owner.follow(await readLatestLink(server.ctx.database, email));
    expect((await owner.request("/api/me")).status).toBe(200);
    expect((await signIn(email, attackerPassword)).status).toBe(401);
  });

  it("ends every session made before the address was confirmed", async () => {
    const user = await signInTestUser(server.ctx, { verified: false });
    const early = newBrowser();
    expect((await early.request("/api/me", { headers: { cookie: user.cookie } })).status).toBe(200);
    await newBrowser().post("/api/auth/send-verification-email", { email: user.email });
    const owner = newBrowser();
    await owner.follow(await readLatestLink(server.ctx.database, user.email));
    expect((await owner.request("/api/me")).status).toBe(200);
    expect((await early.request("/api/me", { headers: { cookie: user.cookie } })).status).toBe(401);
  });

  it("resets a password by mailed link: the old password and a stolen session stop working", async () => {
    const { email, cookie } = await signInTestUser(server.ctx);
    const thief = newBrowser();
    expect((await thief.request("/api/me", { headers: { cookie } })).status).toBe(200);

    const token = await requestResetToken(email);
    expect((await readMail(server.ctx.database, email))[0].subject).toBe("Reset your RoastReel password");
    const reset = await newBrowser().post("/api/auth/reset-password", { token, newPassword: "a brand new password" });
    expect(reset.status).toBe(200);

    expect((await thief.request("/api/me", { headers: { cookie } })).status).toBe(401);
    expect((await signIn(email, "a brand new password")).status).toBe(200);
    const again = await newBrowser().post("/api/auth/reset-password", { token, newPassword: "the attacker's choice" });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ code: "INVALID_TOKEN", title: "Password Reset Failed" });
    expect((await signIn(email, "the attacker's choice")).status).toBe(401);
  });

  it("refuses an expired reset link on the page and on submit", async () => {
    const { email } = await signInTestUser(server.ctx);
    await newBrowser().post("/api/auth/request-password-reset", { email });
    const link = await readLatestLink(server.ctx.database, email);
    await server.ctx.database.db
      .update(tables.verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(like(tables.verification.identifier, "reset-password:%"));
    const { visited } = await newBrowser().follow(link);
    expect(new URL(visited.at(-1) ?? "").searchParams.get("error")).toBe("INVALID_TOKEN");
    const token = new URL(link).pathname.split("/").at(-1);
    expect((await newBrowser().post("/api/auth/reset-password", { token, newPassword: "too late password" })).status).toBe(400);
  });

  it("answers a reset for an unknown address exactly like a known one, and mails nobody", async () => {
    const known = await signInTestUser(server.ctx);
    const unknown = newEmail();
    const forKnown = await newBrowser().post("/api/auth/request-password-reset", { email: known.email });
    const forUnknown = await newBrowser().post("/api/auth/request-password-reset", { email: unknown });
    expect(forUnknown.status).toBe(forKnown.status);
    expect(await forUnknown.json()).toEqual(await forKnown.json());
    expect(await readMail(server.ctx.database, unknown)).toHaveLength(0);
  });

  it("mails one address at most 5 mails per window, resets included, however many addresses ask, and limits each IP", async () => {
    const { email } = await signInTestUser(server.ctx);
    for (let i = 0; i < 8; i++) expect((await newBrowser().post("/api/auth/request-password-reset", { email })).status).toBe(200);
    // The confirmation mail of the sign-up counts towards the same 5.
    const mails = await readMail(server.ctx.database, email);
    expect(mails).toHaveLength(5);
    expect(mails.filter((m) => m.subject === "Reset your RoastReel password")).toHaveLength(4);

    const flooder = newBrowser();
    for (let i = 0; i < 10; i++) expect((await flooder.post("/api/auth/request-password-reset", { email: newEmail() })).status).toBe(200);
    const refused = await flooder.post("/api/auth/request-password-reset", { email: newEmail() });
    expect(refused.status).toBe(429);
  });

  it("lets the owner of a squatted, never-confirmed address take it back with a reset", async () => {
    const email = newEmail();
    await squat(email);
    const token = await requestResetToken(email);
    expect((await newBrowser().post("/api/auth/reset-password", { token, newPassword: ownerPassword })).status).toBe(200);
    expect((await signIn(email, attackerPassword)).status).toBe(401);
    expect((await signIn(email, ownerPassword)).status).toBe(200);
    const [user] = await server.ctx.database.db.select().from(tables.user).where(eq(tables.user.email, email));
    expect(user.emailVerified).toBe(true);
  });

  it("explains a new password that is too short", async () => {
    const response = await newBrowser().post("/api/auth/reset-password", { token: "whatever", newPassword: "short" });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: "Password must be at least 8 characters", title: "Password Reset Failed" });
  });
});
