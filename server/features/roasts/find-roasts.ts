import { and, desc, eq, inArray, type SQLWrapper, sql } from "drizzle-orm";
import type { RoastView } from "../../../common/roast";
import type { AppContext } from "../../context";
import { type Db, tables } from "../../lib/db";
import { findSessionRow, findSessionUser, type SessionUser, sessionUserColumns, toSessionUser } from "../auth";
import { findCachedList, type KeptList, keepList } from "./roast-list-cache";
import { findFragment, fragmentKey, keepFragment } from "./roast-list-fragments";
import { requireOwnRoast } from "./roast-row";
import { linkExpiryFor, loadEtaHistory, roastViewColumns, toRoastView } from "./to-roast-view";

/** Enough for any real studio; older roasts expire after 90 days anyway. */
const LIST_LIMIT = 200;

const isRunning = (status: string) => status === "pending" || status === "processing";

const { userRoasts, session, user } = tables;
/** The database's fingerprint of every column a roast's view is made of. */
const viewVersion = sql<string>`md5(row(${sql.join(Object.values(roastViewColumns), sql`, `)})::text)`;

/** The list queries of each database, prepared once: building them again took more CPU than reading them. */
const listQueries = new WeakMap<Db, ReturnType<typeof prepareListQueries>>();

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
      fingerprint: sql<string | null>`md5(string_agg(${listed.id}::text || ':' || ${listed.rowVersion}::text, ',' order by ${listed.createdAt} desc, ${listed.id}))`.as("list_fingerprint"),
      running: sql<boolean | null>`bool_or(${listed.status} in ('pending', 'processing'))`.as("list_running"),
    })
    .from(listed);
}

function prepareListQueries(db: Db) {
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

function listQueriesOf(db: Db) {
  let queries = listQueries.get(db);
  if (!queries) {
    queries = prepareListQueries(db);
    listQueries.set(db, queries);
  }
  return queries;
}

export interface RoastListJson {
  json: string;
  /** The kept list it came from or went into (roast-list-cache.ts). */
  kept?: KeptList;
}

interface ListFingerprint {
  fingerprint: string | null;
  running: boolean | null;
}

/** The user's roasts, newest first, with ETAs for the ones still running. */
export async function findRoasts(ctx: AppContext, userId: string): Promise<RoastView[]> {
  const rows = await listQueriesOf(ctx.database.db).rows.execute({ userId });
  const history = rows.some((r) => isRunning(r.status)) ? await loadEtaHistory(ctx.database.db) : null;
  const now = new Date();
  return Promise.all(rows.map((row) => toRoastView(ctx, row, history, now)));
}

/**
 * GET /api/roasts's answer, `{"roasts":[…]}`, as findRoasts would give it, and the kept list it
 * came from or went into (roast-list-cache.ts). Reading and serialising
 * 20 whole rows was most of the list's CPU, so it first asks the database for one fingerprint of
 * the whole list and answers a list without running roasts from the last answer with that
 * fingerprint (roast-list-cache.ts). Otherwise it reads each row's fingerprint and reuses the JSON
 * of finished roasts whose fingerprint it has seen this hour (roast-list-fragments.ts); only new,
 * changed and running roasts (their ETA moves with the clock) are read in full and rendered.
 */
export async function findRoastListJson(ctx: AppContext, userId: string): Promise<RoastListJson> {
  const [list] = await listQueriesOf(ctx.database.db).fingerprint.execute({ userId });
  return answerList(ctx, userId, list);
}

/**
 * The session's user and their GET /api/roasts answer (findRoastListJson), with the session and the
 * list's fingerprint read by one query; null without a valid session.
 */
export async function findSessionRoastList(ctx: AppContext, headers: Headers): Promise<{ user: SessionUser; list: RoastListJson } | null> {
  const row = await findSessionRow(ctx.auth, headers, listQueriesOf(ctx.database.db).sessionFingerprint);
  if (row === "renew") {
    const renewed = await findSessionUser(ctx.auth, headers);
    return renewed && { user: renewed, list: await findRoastListJson(ctx, renewed.id) };
  }
  return row && { user: toSessionUser(row), list: await answerList(ctx, row.id, row) };
}

async function answerList(ctx: AppContext, userId: string, list: ListFingerprint | undefined): Promise<RoastListJson> {
  const { db } = ctx.database;
  const now = new Date();
  const expiresAtSec = linkExpiryFor(now.getTime());
  const queries = listQueriesOf(db);
  const fingerprint = list?.fingerprint ?? "none";
  const listRunning = list?.running === true;
  if (!listRunning) {
    const kept = findCachedList(ctx, expiresAtSec, userId, fingerprint);
    if (kept) return { json: kept.json, kept };
  }
  const versions = await queries.versions.execute({ userId });
  const fragments = versions.map((v) => (isRunning(v.status) ? undefined : findFragment(ctx, expiresAtSec, fragmentKey(userId, v.id, v.version))));
  const missing = versions.filter((_, i) => fragments[i] === undefined).map((v) => v.id);
  if (missing.length > 0) {
    const rows = await db
      .select({ ...roastViewColumns, version: viewVersion })
      .from(userRoasts)
      .where(and(eq(userRoasts.userId, userId), inArray(userRoasts.id, missing)));
    const history = rows.some((r) => isRunning(r.status)) ? await loadEtaHistory(db) : null;
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const [i, v] of versions.entries()) {
      const row = fragments[i] === undefined ? byId.get(v.id) : undefined;
      // Deleted between the two reads: left out, as a read a moment later would.
      if (!row) continue;
      const fragment = JSON.stringify(await toRoastView(ctx, row, history, now));
      if (!isRunning(row.status)) keepFragment(ctx, expiresAtSec, fragmentKey(userId, row.id, row.version), fragment);
      fragments[i] = fragment;
    }
  }
  const json = `{"roasts":[${fragments.filter((f) => f !== undefined).join(",")}]}`;
  // Built from rows read after the fingerprint: never older than what the fingerprint stands for.
  const kept = !listRunning && !versions.some((v) => isRunning(v.status)) ? keepList(ctx, expiresAtSec, userId, fingerprint, json) : undefined;
  return { json, kept };
}

/** One of the user's roasts; another user's is NOT_FOUND. */
export async function getRoast(ctx: AppContext, userId: string, roastId: string): Promise<RoastView> {
  const row = await requireOwnRoast(ctx.database.db, userId, roastId);
  const history = isRunning(row.status) ? await loadEtaHistory(ctx.database.db) : null;
  return toRoastView(ctx, row, history);
}
