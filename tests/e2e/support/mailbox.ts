interface OutboxMessage {
  to: string;
  subject: string;
  links: string[];
}

/**
 * Polls the dev outbox (GET /dev/mailbox.json?to=…) until a mail to `to` carries a link matching
 * `pattern`, and returns that link. Mail is sent in the background of the request, so it may
 * land a moment after the page has answered.
 */
export async function waitForMailLink(baseUrl: string, to: string, pattern: RegExp, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  const url = new URL("/dev/mailbox.json", baseUrl);
  url.searchParams.set("to", to);
  let seen: OutboxMessage[] = [];
  while (Date.now() < deadline) {
    const response = await fetch(url);
    if (response.ok) {
      seen = ((await response.json()) as { messages: OutboxMessage[] }).messages;
      const link = seen.flatMap((message) => message.links).find((candidate) => pattern.test(candidate));
      if (link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const subjects = seen.map((message) => message.subject).join(", ") || "none";
  throw new Error(`No mail to ${to} with a link matching ${pattern} (mails seen: ${subjects})`);
}
