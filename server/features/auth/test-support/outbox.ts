import { desc, eq } from "drizzle-orm";
import { type Database, tables } from "../../../lib/db";

/** The mail the dev outbox holds for an address, newest first. */
export async function readMail(database: Database, to: string) {
  return database.db.select().from(tables.mailOutbox).where(eq(tables.mailOutbox.to, to)).orderBy(desc(tables.mailOutbox.createdAt));
}

/** The first link in the newest mail to an address. */
export async function readLatestLink(database: Database, to: string): Promise<string> {
  const [mail] = await readMail(database, to);
  const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no mail with a link for ${to}`);
  return link;
}
