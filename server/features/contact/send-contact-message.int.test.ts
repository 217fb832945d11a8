import { createServer } from "node:net";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../tests/support/test-db";
import { contactMessages } from "../../lib/db/schema";
import { createSmtpMailer } from "../../lib/mail";
import { sendContactMessage } from "./send-contact-message";

/** A port with nothing listening: connections to it are refused. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe("sendContactMessage when mail cannot be sent", () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it("keeps the message and answers with the spec's retry error", async () => {
    const mailer = createSmtpMailer({ url: `smtp://127.0.0.1:${await freePort()}`, from: "no-reply@roastreel.test" });
    const message = { name: "Bo", email: "bo@example.com", subject: "Hello", message: "Anyone there?" };
    await expect(sendContactMessage({ db: database.db, mailer, logger: pino({ level: "silent" }), message })).rejects.toMatchObject({
      code: "UNAVAILABLE",
      title: "Error",
      message: "Failed to send message. Please try again.",
    });
    const rows = await database.db.select().from(contactMessages);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject(message);
  });
});
