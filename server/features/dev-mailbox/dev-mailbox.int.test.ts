import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../../tests/support/test-server";
import { tables } from "../../lib/db";
import type { OutboxMessage } from "./find-outbox-messages";

describe("dev outbox and /dev/mailbox (no SMTP configured)", () => {
  let server: TestServer;
  const get = (pathAndQuery: string) => fetch(`${server.url}${pathAndQuery}`);
  const list = async (query = "") => ((await (await get(`/dev/mailbox.json${query}`)).json()) as { messages: OutboxMessage[] }).messages;

  beforeAll(async () => {
    server = await startTestServer();
    const { mailer } = server.ctx;
    expect(mailer.kind).toBe("outbox");
    await mailer.send({ to: "ana@example.com", subject: "Welcome", text: "Hi <b>Ana</b>." });
    await mailer.send({
      to: "Bo@Example.com",
      subject: "Verify <your> email",
      text: "Open https://rr.test/verify?token=abc&next=%2Froast to verify.",
      html: '<a href="https://rr.test/verify?token=abc&amp;next=%2Froast">Verify</a>',
      replyTo: "support@roastreel.test",
    });
  });
  afterAll(() => server.close());

  it("lists stored messages as JSON, newest first, with their links", async () => {
    const messages = await list();
    expect(messages.map((m) => m.subject)).toEqual(["Verify <your> email", "Welcome"]);
    expect(messages[0]).toMatchObject({
      to: "Bo@Example.com",
      text: "Open https://rr.test/verify?token=abc&next=%2Froast to verify.",
      replyTo: "support@roastreel.test",
      links: ["https://rr.test/verify?token=abc&next=%2Froast"],
    });
  });

  it("filters by recipient, ignoring case", async () => {
    expect((await list("?to=bo@example.com")).map((m) => m.subject)).toEqual(["Verify <your> email"]);
    expect(await list("?to=nobody@example.com")).toEqual([]);
  });

  it("renders the list and each message as escaped HTML with clickable links", async () => {
    const page = await get("/dev/mailbox?to=bo%40example.com");
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    const listHtml = await page.text();
    expect(listHtml).toContain("Verify &lt;your&gt; email");
    expect(listHtml).not.toContain("Welcome");
    const [message] = await list("?to=bo@example.com");
    expect(listHtml).toContain(`href="/dev/mailbox/${message.id}"`);

    const detail = await (await get(`/dev/mailbox/${message.id}`)).text();
    expect(detail).toContain("<h1>Verify &lt;your&gt; email</h1>");
    expect(detail).toContain('<a href="https://rr.test/verify?token=abc&amp;next=%2Froast">');
    expect(detail).toContain("Reply-To: support@roastreel.test");
  });

  it("shows message text as text, never as markup", async () => {
    const [welcome] = await list("?to=ana@example.com");
    const detail = await (await get(`/dev/mailbox/${welcome.id}`)).text();
    expect(detail).toContain("<pre>Hi &lt;b&gt;Ana&lt;/b&gt;.</pre>");
  });

  it("answers 404 for an unknown message", async () => {
    expect((await get("/dev/mailbox/00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await get("/dev/mailbox/not-an-id")).status).toBe(404);
  });

  it("serves local media through the signed URLs of the storage", async () => {
    const { storage } = server.ctx;
    await storage.put("roasts/wiring/clip.mp4", Buffer.from("0123456789"), "video/mp4");
    const signed = await storage.signedUrl("roasts/wiring/clip.mp4");
    expect(signed.startsWith(`${server.url}/media/roasts/wiring/clip.mp4?`)).toBe(true);
    const response = await fetch(signed, { headers: { Range: "bytes=2-5" } });
    expect(response.status).toBe(206);
    expect(await response.text()).toBe("2345");
    expect((await get("/media/roasts/wiring/clip.mp4")).status).toBe(403);
  });
});

describe("/dev in production", () => {
  let server: TestServer;
  beforeAll(async () => {
    // Production needs SMTP; nothing is sent here, so an address that refuses connections will do.
    server = await startTestServer({ NODE_ENV: "production", AUTH_SECRET: "p".repeat(40), SMTP_URL: "smtp://127.0.0.1:9", SAMPLE_GALLERY: "off" });
  });
  afterAll(() => server?.close());

  it("mounts no mailbox: nobody can read anyone's links", async () => {
    await server.ctx.database.db
      .insert(tables.mailOutbox)
      .values({ to: "victim@example.com", subject: "Your sign-in link", text: "https://x.test/secret-token" });
    for (const path of ["/dev/mailbox.json", "/dev/mailbox", "/dev/mailbox.json?to=victim@example.com"]) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.headers.get("content-type") ?? "").not.toMatch(/json/);
      expect(await response.text()).not.toContain("secret-token");
    }
  });
});
