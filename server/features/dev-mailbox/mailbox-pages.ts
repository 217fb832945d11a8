import { html } from "hono/html";
import type { OutboxMessage } from "./find-outbox-messages";
import { splitLinks } from "./mail-links";

// Server-rendered and unstyled on purpose: a developer tool, not part of the product UI.
// hono/html escapes every interpolated value.
const page = (title: string, body: unknown) => html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${title}</title>
    <style>
      body { font: 15px/1.5 system-ui, sans-serif; max-width: 60rem; margin: 2rem auto; padding: 0 1rem; }
      table { border-collapse: collapse; width: 100%; }
      td, th { text-align: left; padding: .4rem .6rem; border-bottom: 1px solid #ddd; vertical-align: top; }
      pre { white-space: pre-wrap; word-break: break-word; background: #f6f6f6; padding: 1rem; }
    </style>
  </head>
  <body>
    ${body}
  </body>
</html>`;

export function renderMailboxList(messages: OutboxMessage[], to?: string) {
  const rows = messages.map(
    (m) => html`<tr>
      <td>${new Date(m.createdAt).toLocaleString("en-US", { timeZone: "UTC" })} UTC</td>
      <td>${m.to}</td>
      <td><a href="/dev/mailbox/${m.id}">${m.subject}</a></td>
    </tr>`,
  );
  return page(
    "Dev mailbox",
    html`<h1>Dev mailbox</h1>
      <p>Mail is stored here instead of sent, because no SMTP server is configured (SMTP_URL).</p>
      <form method="get" action="/dev/mailbox">
        <label>Recipient <input type="email" name="to" value="${to ?? ""}" /></label>
        <button type="submit">Filter</button>
        ${to ? html`<a href="/dev/mailbox">Show all</a>` : ""}
      </form>
      ${
        messages.length === 0
          ? html`<p>No messages.</p>`
          : html`<table>
            <thead><tr><th>Received</th><th>To</th><th>Subject</th></tr></thead>
            <tbody>${rows}</tbody>
          </table>`
      }`,
  );
}

export function renderMailboxMessage(message: OutboxMessage) {
  const body = splitLinks(message.text).map((part) => (part.kind === "link" ? html`<a href="${part.value}">${part.value}</a>` : part.value));
  return page(
    message.subject,
    html`<p><a href="/dev/mailbox">← All messages</a></p>
      <h1>${message.subject}</h1>
      <p>To: ${message.to}${message.replyTo ? html`<br />Reply-To: ${message.replyTo}` : ""}</p>
      <pre>${body}</pre>
      ${
        message.links.length
          ? html`<h2>Links</h2>
            <ul>${message.links.map((link) => html`<li><a href="${link}">${link}</a></li>`)}</ul>`
          : ""
      }`,
  );
}
