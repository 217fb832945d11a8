import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../lib/db";
import { mailOutbox } from "../../lib/db/schema";
import { extractLinks } from "./mail-links";

export interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  replyTo: string | null;
  links: string[];
  createdAt: string;
}

type Row = typeof mailOutbox.$inferSelect;

function toMessage(row: Row): OutboxMessage {
  const meta = (row.meta ?? {}) as { replyTo?: string | null };
  return {
    id: row.id,
    to: row.to,
    subject: row.subject,
    text: row.text,
    html: row.html,
    replyTo: meta.replyTo ?? null,
    links: extractLinks(row.text, row.html),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The newest messages of the dev outbox, optionally for one recipient (case-insensitive). */
export async function findOutboxMessages(db: Db, options: { to?: string; limit?: number } = {}): Promise<OutboxMessage[]> {
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(options.to ? sql`lower(${mailOutbox.to}) = ${options.to.trim().toLowerCase()}` : undefined)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(options.limit ?? 100);
  return rows.map(toMessage);
}

export async function getOutboxMessage(db: Db, id: string): Promise<OutboxMessage | null> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row ? toMessage(row) : null;
}
