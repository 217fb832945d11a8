import { inArray } from "drizzle-orm";
import type { RoastView } from "../../../../common/roast";
import { sameOriginFetch } from "../../../../tests/support/test-server";
import type { AppContext } from "../../../context";
import { tables } from "../../../lib/db";
import type { TestUser } from "../../auth/test-support/sign-in-test-user";
import type { RoastRow } from "../core/roast-row";

/** Polls `read` until `done` holds; the last value read is in the error otherwise. */
export async function waitUntil<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 240_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read().catch((error: unknown) => error as T);
    if (!(value instanceof Error) && done(value)) return value;
    if (Date.now() > deadline) throw new Error(`Timed out; last value: ${value instanceof Error ? value.message : JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The user's roasts as the API of a process (any process on the same data) shows them. */
export async function readRoasts(url: string, user: TestUser, ids: string[]): Promise<RoastView[]> {
  return Promise.all(
    ids.map(async (id) => {
      const response = await sameOriginFetch({ url }, `/api/roasts/${id}`, { cookie: user.cookie });
      if (response.status !== 200) throw new Error(`GET /api/roasts/${id} answered ${response.status}`);
      return ((await response.json()) as { roast: RoastView }).roast;
    }),
  );
}

export const readRoastRows = (ctx: AppContext, ids: string[]) => ctx.database.db.select().from(tables.userRoasts).where(inArray(tables.userRoasts.id, ids));

/** When the claim that completed the roast was made: completion less the stages it timed. */
export function claimedAt(row: RoastRow): number {
  if (!row.completedAt) throw new Error(`roast ${row.id} is ${row.status}, not completed`);
  return row.completedAt.getTime() - (row.stageTimings.total ?? Number.NaN);
}

/** When a roast was settled (completed, or failed and refunded), from its row. */
export const settledAt = (row: RoastRow) => (row.status === "completed" ? row.completedAt! : row.updatedAt).getTime();
