import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string[];
  subject: string;
  /** The text part, decoded. */
  text: string;
}

/**
 * A real SMTP server on 127.0.0.1 that keeps what it receives, for tests that start the app with
 * SMTP_URL pointed at it: a mail counts as sent only once it has crossed the wire.
 */
export async function startSmtpInbox() {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    // No certificate here, so do not offer TLS: nodemailer would try to upgrade.
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        received.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), subject: readHeader(raw, "Subject"), text: readTextPart(raw) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  const mailTo = (address: string) => received.filter((mail) => mail.to.includes(address.toLowerCase()));
  return {
    url: `smtp://127.0.0.1:${port}`,
    /** Every mail delivered to an address, oldest first. */
    mailTo,
    /** The first link of the newest mail to an address. */
    latestLink(address: string): string {
      const link = mailTo(address)
        .at(-1)
        ?.text.match(/https?:\/\/\S+/)?.[0];
      if (!link) throw new Error(`no mail with a link for ${address}`);
      return link;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpInbox = Awaited<ReturnType<typeof startSmtpInbox>>;

const readHeader = (raw: string, name: string) => new RegExp(`^${name}: (.*)$`, "mi").exec(raw)?.[1]?.trim() ?? "";

/** The text/plain part of a message as nodemailer writes it (7bit, quoted-printable or base64). */
function readTextPart(raw: string): string {
  const part = /Content-Type: text\/plain[^\r\n]*\r?\n((?:[^\r\n]+\r?\n)*)\r?\n([\s\S]*?)(?:\r?\n--|$)/i.exec(raw);
  if (!part) return "";
  const [, headers, body] = part;
  const encoding = /Content-Transfer-Encoding: *(\S+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding !== "quoted-printable") return body;
  const bytes = body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}
