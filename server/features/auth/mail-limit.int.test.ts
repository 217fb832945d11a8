import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestServer, startTestServer } from "../../../tests/support/test-server";
import { MAX_MAILS_PER_ADDRESS } from "./auth-limits";
import { createBrowser } from "./test-support/browser";
import { type SmtpInbox, startSmtpInbox } from "./test-support/smtp-inbox";

const CONFIRM = "Confirm your email for RoastReel";
const RESET = "Reset your RoastReel password";
const SIGN_IN_LINK = "Your RoastReel sign-in link";
/** A sign-up answers with a made-up user (new id and times) whether or not the address is taken. */
const withoutFreshValues = (answer: string) => answer.replace(/"(id|createdAt|updatedAt)":"[^"]*"/g, '"$1":"…"');

describe("at most 5 auth mails per address per 15 minutes, whatever route asks (over real SMTP)", () => {
  let server: TestServer;
  let inbox: SmtpInbox;
  let ipCounter = 0;
  const newBrowser = () => createBrowser(server.url, { ip: `198.51.100.${++ipCounter}` });
  const newEmail = () => `flood-${randomUUID().slice(0, 8)}@example.com`;
  const password = "the right password";
  const subjectsTo = (email: string) => inbox.mailTo(email).map((mail) => mail.subject);

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    server = await startTestServer({ TRUST_PROXY: "true", SMTP_URL: inbox.url });
  });
  afterAll(async () => {
    await server?.close();
    await inbox?.close();
  });

  it("40 right-password sign-ins to an unconfirmed account from one client mail it 5 times, answering alike", async () => {
    const email = newEmail();
    const client = newBrowser();
    expect((await client.post("/api/auth/sign-up/email", { email, password, acceptTerms: true })).status).toBe(200);
    const answers = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const response = await client.post("/api/auth/sign-in/email", { email, password });
      expect(response.status).toBe(403);
      answers.add(await response.text());
    }
    expect(answers.size).toBe(1);
    expect(JSON.parse([...answers][0])).toMatchObject({ code: "EMAIL_NOT_VERIFIED" });
    expect(subjectsTo(email)).toEqual(Array(MAX_MAILS_PER_ADDRESS).fill(CONFIRM));
    // The limit is the address's, not the client's: another address still gets its mail.
    const other = newEmail();
    expect((await client.post("/api/auth/sign-up/email", { email: other, password, acceptTerms: true })).status).toBe(200);
    expect(subjectsTo(other)).toEqual([CONFIRM]);
  });

  it("a mix of sign-in, reset, magic link and sign-up again, from many clients and in any case, stops at 5", async () => {
    const email = newEmail();
    expect((await newBrowser().post("/api/auth/sign-up/email", { email, password, acceptTerms: true })).status).toBe(200);
    const answersBy = new Map<string, Set<string>>();
    const ask = async (path: string, body: object, status: number) => {
      const response = await newBrowser().post(path, body);
      expect(response.status).toBe(status);
      answersBy.set(path, (answersBy.get(path) ?? new Set()).add(withoutFreshValues(await response.text())));
    };
    for (const address of [email, email.toUpperCase(), ` ${email} `]) {
      await ask("/api/auth/sign-in/email", { email: address, password }, 403);
      await ask("/api/auth/request-password-reset", { email: address }, 200);
      await ask("/api/auth/sign-in/magic-link", { email: address }, 200);
    }
    for (let i = 0; i < 3; i++) await ask("/api/auth/sign-up/email", { email, password, acceptTerms: true }, 200);
    expect(subjectsTo(email)).toEqual([CONFIRM, CONFIRM, RESET, SIGN_IN_LINK, CONFIRM]);
    // Whether or not a mail went out, each route answered every time as it did the first time.
    for (const [path, answers] of answersBy) expect({ path, answers: answers.size }).toEqual({ path, answers: 1 });
  });

  it("+tags that reach the same inbox share its 5", async () => {
    const [name, domain] = newEmail().split("@");
    const variants = Array.from({ length: MAX_MAILS_PER_ADDRESS + 3 }, (_, i) => `${name}+${i}@${domain}`);
    for (const email of variants) expect((await newBrowser().post("/api/auth/sign-in/magic-link", { email })).status).toBe(200);
    expect(variants.flatMap((email) => inbox.mailTo(email))).toHaveLength(MAX_MAILS_PER_ADDRESS);
  });

  it("the lock-out sign-in link counts too: after 5 mails, 5 wrong passwords send nothing more", async () => {
    const email = newEmail();
    expect((await newBrowser().post("/api/auth/sign-up/email", { email, password, acceptTerms: true })).status).toBe(200);
    for (let i = 0; i < MAX_MAILS_PER_ADDRESS - 1; i++) expect((await newBrowser().post("/api/auth/sign-in/magic-link", { email })).status).toBe(200);
    expect(inbox.mailTo(email)).toHaveLength(MAX_MAILS_PER_ADDRESS);
    for (let i = 0; i < MAX_MAILS_PER_ADDRESS; i++) {
      expect((await newBrowser().post("/api/auth/sign-in/email", { email, password: "wrong password" })).status).toBe(401);
    }
    const locked = await newBrowser().post("/api/auth/sign-in/email", { email, password: "wrong password" });
    expect(locked.status).toBe(429);
    expect(await locked.json()).toMatchObject({ code: "SIGN_IN_LOCKED" });
    expect(inbox.mailTo(email)).toHaveLength(MAX_MAILS_PER_ADDRESS);
  });
});
