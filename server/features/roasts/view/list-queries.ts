import { desc, eq, type SQLWrapper, sql } from "drizzle-orm";
import { type Db, tables } from "../../../lib/db";
import { sessionUserColumns } from "../../shared/session-user";
import { roastViewColumns } from "./roast-view-columns";

/** Enough for any real studio; older roasts expire after 90 days anyway. */
const LIST_LIMIT = 200;

const { userRoasts, session, user } = tables;

/** The database's fingerprint of every column a roast's view is made of. */
export const viewVersion = sql<string>`md5(row(${sql.join(Object.values(roastViewColumns), sql`, `)})::text)`;

/**
 * One fingerprint of a user's whole list: an md5 over every listed row's id and row version, in
 * order, and whether any of them is running. `owner` is the column or placeholder of the user's id.
 */
function listFingerprint(db: Db, owner: SQLWrapper, alias: string) {
  // xmin is PostgreSQL's row version: every insert or update of a row writes a new one.
  const listed = db
    .select({ id: userRoasts.id, status: userRoasts.status, createdAt: userRoasts.createdAt, rowVersion: sql<string>`xmin`.as("row_version") })
    .from(userRoasts)
    .where(eq(userRoasts.userId, owner))
    .orderBy(desc(userRoasts.createdAt))
    .limit(LIST_LIMIT)
    .as(`${alias}_rows`);
  return db
    .select({
      fingerprint: sql<
        string | null
      >`md5(string_agg(${listed.id}::text || ':' || ${listed.rowVersion}::text, ',' order by ${listed.createdAt} desc, ${listed.id}))`.as("list_fingerprint"),
      running: sql<boolean | null>`bool_or(${listed.status} in ('pending', 'processing'))`.as("list_running"),
    })
    .from(listed);
}

/** The list queries of a database: prepared once (roast-view-memory.ts), as building them again took more CPU than reading them. */
export type ListQueries = ReturnType<typeof prepareListQueries>;

export function prepareListQueries(db: Db) {
  const byOwner = eq(userRoasts.userId, sql.placeholder("userId"));
  const ofSession = listFingerprint(db, user.id, "session_list").as("session_list");
  return {
    fingerprint: listFingerprint(db, sql.placeholder("userId"), "list").prepare("find_roast_list_fingerprint"),
    // The session and the list's fingerprint in one round trip: a list answered from memory then
    // costs the database one query (findSessionRoastList).
    sessionFingerprint: db
      .select({ ...sessionUserColumns(), fingerprint: ofSession.fingerprint, running: ofSession.running })
      .from(session)
      .innerJoin(user, eq(session.userId, user.id))
      .leftJoinLateral(ofSession, sql`true`)
      .where(eq(session.token, sql.placeholder("token")))
      .prepare("find_session_roast_list"),
    rows: db.select(roastViewColumns).from(userRoasts).where(byOwner).orderBy(desc(userRoasts.createdAt)).limit(LIST_LIMIT).prepare("find_roasts"),
    versions: db
      .select({ id: userRoasts.id, status: userRoasts.status, version: viewVersion })
      .from(userRoasts)
      .where(byOwner)
      .orderBy(desc(userRoasts.createdAt))
      .limit(LIST_LIMIT)
      .prepare("find_roast_versions"),
  };
}
