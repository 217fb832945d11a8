import { createHash } from "node:crypto";

/** Gmail ignores dots in the local part and answers to both of its domains. */
const GMAIL_DOMAINS = new Set(["gmail.com", "googlemail.com"]);

/**
 * The inbox an address delivers to, as far as the free roast is concerned: lower case, without a
 * +tag (name+1@x and name@x reach the same person), and for Gmail without dots and on gmail.com.
 * The migration that filled welcome_roast_mailboxes (0005) spells the same rules in SQL.
 */
export function normalizeMailbox(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  if (at === -1) return address;
  let local = address.slice(0, at).split("+")[0];
  let domain = address.slice(at + 1);
  if (GMAIL_DOMAINS.has(domain)) {
    local = local.replaceAll(".", "");
    domain = "gmail.com";
  }
  return `${local}@${domain}`;
}

/** What welcome_roast_mailboxes keeps of a mailbox: its SHA-256, never the address. */
export function hashMailbox(email: string): string {
  return createHash("sha256").update(normalizeMailbox(email), "utf8").digest("hex");
}
