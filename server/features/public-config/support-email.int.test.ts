import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PublicConfig } from "../../../common/public-site";
import { sameOriginFetch, startTestServer, type TestServer } from "../../../tests/support/test-server";
import type { OutboxMessage } from "../dev-mailbox/find-outbox-messages";

/** SUPPORT_EMAIL, read as the browser and support read it: the address the site shows, and the inbox of the contact form. */
describe("the support address setting", () => {
  let configured: TestServer;
  let unset: TestServer;
  beforeAll(async () => {
    [configured, unset] = await Promise.all([startTestServer({ SUPPORT_EMAIL: "help@roast.example" }), startTestServer()]);
  });
  afterAll(() => Promise.all([configured?.close(), unset?.close()]));

  const readConfig = async (server: TestServer) => (await (await fetch(`${server.url}/api/public-config`)).json()) as PublicConfig;

  it("is what the site shows, and nothing when the deployment names none", async () => {
    expect((await readConfig(configured)).supportEmail).toBe("help@roast.example");
    expect((await readConfig(unset)).supportEmail).toBeNull();
  });

  it("receives the contact form's messages", async () => {
    const message = { name: "Ana Lima", email: "ana@example.com", subject: "Where is my roast?", message: "It has been a while." };
    const response = await sameOriginFetch(configured, "/api/contact", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(message),
    });
    expect(response.status).toBe(201);
    const outbox = await fetch(`${configured.url}/dev/mailbox.json?to=help@roast.example`);
    const { messages } = (await outbox.json()) as { messages: OutboxMessage[] };
    expect(messages.map((mail) => [mail.to, mail.subject, mail.replyTo])).toEqual([
      ["help@roast.example", "Contact form: Where is my roast?", "ana@example.com"],
    ]);
  });
});
