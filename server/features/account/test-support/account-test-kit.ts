import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { type TestServer, sameOriginFetch } from "../../../../tests/support/test-server";
import { queryRows, tables } from "../../../lib/db";
import { readLatestLink, readMail } from "../../auth/test-support/outbox";

export interface AccountUser {
  id: string;
  email: string;
  password: string;
  cookie: string;
  /** Calls the API as this user from the app's own page (same Origin). */
  call(path: string, init?: RequestInit & { json?: unknown }): Promise<Response>;
}

/** A verified, signed-in user whose password the test knows (the deletion form asks for it). */
export async function createAccountUser(server: TestServer, email = `user-${randomUUID()}@example.com`): Promise<AccountUser> {
  const { ctx } = server;
  const password = `pw-${randomUUID()}`;
  // acceptTerms is read by our before-hook; better-auth's typed body does not know it.
  const body = { name: "", email, password, acceptTerms: true } as { name: string; email: string; password: string };
  const { user } = await ctx.auth.api.signUpEmail({ body });
  await ctx.database.db.update(tables.user).set({ emailVerified: true }).where(eq(tables.user.id, user.id));
  return signInAgain(server, { id: user.id, email, password });
}

/** A new session for the user (after a ban, say, ended every session they had). */
export async function signInAgain(server: TestServer, user: Pick<AccountUser, "id" | "email" | "password">): Promise<AccountUser> {
  const { email, password } = user;
  const response = await server.ctx.auth.api.signInEmail({ body: { email, password }, asResponse: true });
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  return { id: user.id, email, password, cookie, call: (path, init = {}) => sameOriginFetch(server, path, { ...init, cookie }) };
}

/** Polls the dev outbox until a mail with this subject word arrives; returns its first link. */
export async function waitForMailLink(server: TestServer, to: string, subjectWord: RegExp, timeoutMs = 60_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = await readMail(server.ctx.database, to);
    if (mails.some((m) => subjectWord.test(m.subject))) {
      const mail = mails.find((m) => subjectWord.test(m.subject))!;
      const link = mail.text.match(/https?:\/\/\S+/)?.[0];
      if (link) return link;
      return readLatestLink(server.ctx.database, to);
    }
    if (Date.now() > deadline) throw new Error(`no mail matching ${subjectWord} for ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Every column of the public schema that can name an account, found by the test itself (any
 * column ending in user_id, and the user table's id), not by the code it checks.
 */
export async function listUserColumns(server: TestServer): Promise<{ table: string; column: string }[]> {
  const rows = await queryRows<{ table_name: string; column_name: string }>(
    server.ctx.database.db,
    sql`SELECT table_name, column_name FROM information_schema.columns
        WHERE table_schema = 'public' AND (column_name LIKE '%user_id' OR (table_name = 'user' AND column_name = 'id'))`,
  );
  return rows.map((r) => ({ table: r.table_name, column: r.column_name }));
}

/** How many rows each table holds that name this user, through every column that can. */
export async function countRowsNaming(server: TestServer, userId: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const { table, column } of await listUserColumns(server)) {
    const [row] = await queryRows<{ n: number }>(
      server.ctx.database.db,
      sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE ${sql.identifier(column)} = ${userId}`,
    );
    counts[`${table}.${column}`] = Number(row.n);
  }
  return counts;
}
