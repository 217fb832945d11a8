import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSmtpMailer } from "./smtp-mailer";

interface Delivery {
  from: string | undefined;
  to: string[];
  user: string | undefined;
  raw: string;
}

/** A real SMTP server on 127.0.0.1 that records what it receives. */
async function startSmtpServer() {
  const deliveries: Delivery[] = [];
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    // No certificate here, so do not offer TLS: nodemailer would try to upgrade.
    disabledCommands: ["STARTTLS"],
    logger: false,
    onAuth: (auth, _session, callback) =>
      auth.username === "mailer" && auth.password === "s3cret" ? callback(null, { user: auth.username }) : callback(new Error("Invalid username or password")),
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        deliveries.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((r) => r.address),
          user: session.user as string | undefined,
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return { deliveries, port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const header = (raw: string, name: string) => new RegExp(`^${name}: (.*)$`, "mi").exec(raw)?.[1];

describe("SMTP mailer (against a real smtp-server)", () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(() => smtp.close());

  it("delivers the message with sender, recipient, reply-to, subject and body", async () => {
    const mailer = createSmtpMailer({ url: `smtp://127.0.0.1:${smtp.port}`, from: "RoastReel <no-reply@roastreel.test>" });
    expect(mailer.kind).toBe("smtp");
    await mailer.send({
      to: "ana@example.com",
      subject: "Verify your email",
      text: "Open https://roastreel.test/verify?token=abc to continue.",
      html: '<p><a href="https://roastreel.test/verify?token=abc">Verify</a></p>',
      replyTo: "support@roastreel.test",
    });
    mailer.close();
    const delivery = smtp.deliveries.at(-1)!;
    expect(delivery.from).toBe("no-reply@roastreel.test");
    expect(delivery.to).toEqual(["ana@example.com"]);
    expect(header(delivery.raw, "Subject")).toBe("Verify your email");
    expect(header(delivery.raw, "From")).toBe("RoastReel <no-reply@roastreel.test>");
    expect(header(delivery.raw, "Reply-To")).toBe("support@roastreel.test");
    expect(delivery.raw).toContain("Open https://roastreel.test/verify?token=abc to continue.");
    expect(delivery.raw).toMatch(/Content-Type: text\/html/i);
  });

  it("authenticates with the credentials of the URL", async () => {
    const mailer = createSmtpMailer({ url: `smtp://mailer:s3cret@127.0.0.1:${smtp.port}`, from: "no-reply@roastreel.test" });
    await mailer.send({ to: "bo@example.com", subject: "Hello", text: "Plain text only." });
    mailer.close();
    const delivery = smtp.deliveries.at(-1)!;
    expect(delivery.user).toBe("mailer");
    expect(delivery.to).toEqual(["bo@example.com"]);
    expect(delivery.raw).toContain("Plain text only.");
  });

  it("fails when the server refuses the credentials", async () => {
    const mailer = createSmtpMailer({ url: `smtp://mailer:wrong@127.0.0.1:${smtp.port}`, from: "no-reply@roastreel.test" });
    await expect(mailer.send({ to: "cy@example.com", subject: "x", text: "y" })).rejects.toThrow(/Invalid username or password/);
    mailer.close();
  });
});
