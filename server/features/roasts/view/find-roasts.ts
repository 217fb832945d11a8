import { and, eq, inArray } from "drizzle-orm";
import type { RoastView } from "../../../../common/roast";
import type { AppContext } from "../../../context";
import { tables } from "../../../lib/db";
import { AppError } from "../../../lib/errors";
import { type SessionUser, toSessionUser } from "../../shared/session-user";
import { viewVersion } from "./list-queries";
import { findCachedList, type KeptList, keepList } from "./roast-list-cache";
import { findFragment, fragmentKey, keepFragment } from "./roast-list-fragments";
import { UUID_PATTERN } from "../core/roast-row";
import { roastViewColumns } from "./roast-view-columns";
import { linkExpiryFor, loadEtaHistory, toRoastView } from "./to-roast-view";

const isRunning = (status: string) => status === "pending" || status === "processing";

const { userRoasts } = tables;

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
  const rows = await ctx.roastViews.queries.rows.execute({ userId });
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
  const [list] = await ctx.roastViews.queries.fingerprint.execute({ userId });
  return answerList(ctx, userId, list);
}

/**
 * The session's user and their GET /api/roasts answer (findRoastListJson), with the session and the
 * list's fingerprint read by one query; null without a valid session.
 */
export async function findSessionRoastList(ctx: AppContext, headers: Headers): Promise<{ user: SessionUser; list: RoastListJson } | null> {
  const row = await ctx.session.findRow(headers, ctx.roastViews.queries.sessionFingerprint);
  if (row === "renew") {
    const renewed = await ctx.session.findUser(headers);
    return renewed && { user: renewed, list: await findRoastListJson(ctx, renewed.id) };
  }
  return row && { user: toSessionUser(row), list: await answerList(ctx, row.id, row) };
}

async function answerList(ctx: AppContext, userId: string, list: ListFingerprint | undefined): Promise<RoastListJson> {
  const { db } = ctx.database;
  const now = new Date();
  const expiresAtSec = linkExpiryFor(now.getTime());
  const { queries, lists, fragments: fragmentCache } = ctx.roastViews;
  const fingerprint = list?.fingerprint ?? "none";
  const listRunning = list?.running === true;
  if (!listRunning) {
    const kept = findCachedList(lists, expiresAtSec, userId, fingerprint);
    if (kept) return { json: kept.json, kept };
  }
  const versions = await queries.versions.execute({ userId });
  const fragments = versions.map((v) => (isRunning(v.status) ? undefined : findFragment(fragmentCache, expiresAtSec, fragmentKey(userId, v.id, v.version))));
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
      if (!isRunning(row.status)) keepFragment(fragmentCache, expiresAtSec, fragmentKey(userId, row.id, row.version), fragment);
      fragments[i] = fragment;
    }
  }
  const json = `{"roasts":[${fragments.filter((f) => f !== undefined).join(",")}]}`;
  // Built from rows read after the fingerprint: never older than what the fingerprint stands for.
  const kept = !listRunning && !versions.some((v) => isRunning(v.status)) ? keepList(lists, expiresAtSec, userId, fingerprint, json) : undefined;
  return { json, kept };
}

/** One of the user's roasts; another user's is NOT_FOUND. */
export async function getRoast(ctx: AppContext, userId: string, roastId: string): Promise<RoastView> {
  const { db } = ctx.database;
  const [row] = UUID_PATTERN.test(roastId)
    ? await db
        .select(roastViewColumns)
        .from(userRoasts)
        .where(and(eq(userRoasts.id, roastId), eq(userRoasts.userId, userId)))
    : [];
  if (!row) throw new AppError("NOT_FOUND", "Roast not found", { title: "Not found" });
  const history = isRunning(row.status) ? await loadEtaHistory(ctx.database.db) : null;
  return toRoastView(ctx, row, history);
}
