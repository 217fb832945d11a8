import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SUPPORT_EMAIL } from "../../../common/brand";
import { sameOriginFetch, startTestServer, type TestServer } from "../../../tests/support/test-server";
import { contactMessages } from "../../lib/db/schema";
import type { OutboxMessage } from "../dev-mailbox/find-outbox-messages";

const valid = { name: "Ana Lima", email: "ana@example.com", subject: "Question about credits", message: "Do credits expire?" };

describe("POST /api/contact", () => {
  let server: TestServer;
  // One proxy hop is trusted, so each test can speak from its own client address.
  const post = (body: unknown, ip: string) =>
    sameOriginFetch(server, "/api/contact", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": ip },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });

  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: "1" });
  });
  afterAll(() => server.close());

  it("stores the message and mails support with Reply-To set to the sender", async () => {
    const response = await post(valid, "203.0.113.1");
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const [row] = await server.ctx.database.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row).toMatchObject(valid);

    const mailbox = await fetch(`${server.url}/dev/mailbox.json?to=${SUPPORT_EMAIL}`);
    const [mail] = ((await mailbox.json()) as { messages: OutboxMessage[] }).messages;
    expect(mail).toMatchObject({ to: SUPPORT_EMAIL, subject: "Contact form: Question about credits", replyTo: "ana@example.com" });
    expect(mail.text).toContain("Name: Ana Lima");
    expect(mail.text).toContain("Do credits expire?");
    expect(mail.text).toContain(`Reference: ${id}`);
  });

  it("requires every field and enforces the length limits", async () => {
    const cases = [
      { ...valid, name: "  " },
      { ...valid, email: "not-an-email" },
      { ...valid, subject: "" },
      { ...valid, message: undefined },
      { ...valid, name: "n".repeat(101) },
      { ...valid, subject: "s".repeat(151) },
      { ...valid, message: "m".repeat(5001) },
    ];
    for (const [i, body] of cases.entries()) {
      const response = await post(body, `203.0.113.${10 + i}`);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(await response.json()).toMatchObject({ code: "BAD_REQUEST" });
    }
    expect((await post({ ...valid, message: "m".repeat(5000) }, "203.0.113.30")).status).toBe(201);
    expect((await post("{not json", "203.0.113.31")).status).toBe(400);
  });

  it("limits how many messages one client address may send", async () => {
    for (let i = 0; i < 5; i++) expect((await post(valid, "198.51.100.7")).status).toBe(201);
    const refused = await post(valid, "198.51.100.7");
    expect(refused.status).toBe(429);
    const body = (await refused.json()) as { code: string; title: string; details: { retryAfterSec: number } };
    expect(body).toMatchObject({ code: "RATE_LIMITED", title: "Error" });
    // One token comes back every ten minutes.
    expect(body.details.retryAfterSec).toBeGreaterThan(590);
    expect(body.details.retryAfterSec).toBeLessThanOrEqual(600);
    expect((await post(valid, "198.51.100.8")).status).toBe(201);
  });

  it("reports database and queue in the health check", async () => {
    const response = await fetch(`${server.url}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: "ok", db: "ok", queue: "ok" });
  });
});
