import { rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RoastView } from "../../../../common/roast";
import { tables } from "../../../lib/db";
import { consumeRateLimit } from "../../../lib/rate-limit-db";
import { refundCredit, spendCredit } from "../../credits";
import { RETRY_LIMITS } from "./retry-roast";
import { roastKeys } from "../core/roast-row";
import { FAILED_MESSAGE } from "../core/roast-state";
import { insertCompletedRoast } from "../test-support/fixtures";
import { balance, call, createUser, sampleImage, type TestServer, type TestUser, waitForRoast } from "../test-support/roast-test-kit";
import { type StandInServer, startWithStandInFfmpeg } from "../test-support/stand-in-ffmpeg";

const rowOf = async (server: TestServer, id: string) => (await server.ctx.database.db.select().from(tables.userRoasts).where(eq(tables.userRoasts.id, id)))[0];
const ledgerKeys = async (server: TestServer, user: TestUser) =>
  (await server.ctx.database.db.select().from(tables.creditLedger).where(eq(tables.creditLedger.userId, user.id)))
    .filter((l) => l.reason === "roast" || l.reason === "refund")
    .map((l) => l.dedupeKey);
const credits = (b: { freeRoastsRemaining: number; paidCredits: number }) => b.freeRoastsRemaining + b.paidCredits;
const retry = (server: TestServer, user: TestUser, id: string) => call(server, user, `/api/roasts/${id}/retry`, { method: "POST" });

/** A failed roast as a render's last attempt leaves it: credit refunded, upload kept. */
const failedRoast = (server: TestServer, user: TestUser, fields: Partial<typeof tables.userRoasts.$inferInsert> = {}) =>
  insertCompletedRoast(server.ctx, user.id, {
    status: "failed",
    errorMessage: FAILED_MESSAGE,
    errorStage: "rendering",
    attempts: 3,
    landscapeKey: null,
    posterKey: null,
    completedAt: null,
    expiresAt: null,
    ...fields,
  });

describe("Retry on a failed roast", () => {
  let standIn: StandInServer;
  let server: TestServer;
  // ffmpeg fails every render while the flag file exists, and is the real one otherwise; a failed
  // render is tried again after 1 s and 2 s, not 5 s and 10 s (the wait is not what is checked).
  const broken = () => path.join(standIn.dir, "broken");
  beforeAll(async () => {
    standIn = await startWithStandInFfmpeg(
      "retry",
      ({ real, dir }) =>
        `case "$*" in *-version*) exec "${real}" "$@";; esac\n[ -e "${dir}/broken" ] && { echo "cannot render" >&2; exit 1; }\nexec "${real}" "$@"`,
      { JOB_RETRY_DELAY_SECONDS: "1" },
    );
    server = standIn.server;
  });
  afterAll(() => standIn?.close());

  it("runs the roast again with the credit its failure refunded", async () => {
    const user = await createUser(server, { paid: 1 });
    const start = await balance(server, user);
    // Its first run, as a render's last failed attempt leaves it (tests/e2e/retry-roast.e2e.test.ts
    // fails one for real): its free roast spent, then refunded, the screenshot kept.
    const created = await failedRoast(server, user, { creditKind: "free", isFreeRoast: true });
    await server.ctx.storage.put(roastKeys.source(created.id), await sampleImage(), "image/jpeg");
    await server.ctx.database.db.transaction(async (tx) => {
      expect(await spendCredit(tx, { userId: user.id, roastId: created.id })).toEqual({ kind: "free" });
      expect(await refundCredit(tx, { userId: user.id, roastId: created.id })).toEqual({ refunded: true });
    });
    expect(await balance(server, user)).toEqual(start);

    // It renders, the credit stays spent, and the roast is an ordinary completed one.
    const answer = await retry(server, user, created.id);
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { roast: RoastView }).roast).toMatchObject({ id: created.id, status: "pending", errorMessage: null });
    const { roast } = await waitForRoast(server, user, created.id, (r) => r.status === "completed");
    expect(roast.videoUrl).toBeTruthy();
    expect(await balance(server, user)).toEqual({ ...start, freeRoastsRemaining: start.freeRoastsRemaining - 1 });
    expect((await ledgerKeys(server, user)).sort()).toEqual([`roast:${created.id}`, `refund:${created.id}`, `roast:${created.id}:retry:1`].sort());
    expect(await rowOf(server, created.id)).toMatchObject({ retries: 1, status: "completed" });
    // A finished roast is not retried.
    expect((await retry(server, user, created.id)).status).toBe(409);
  });

  it("refuses, changing nothing, when the refunded credit was spent since, the upload is gone, or it was retried enough", async () => {
    const user = await createUser(server);
    const spentElsewhere = await failedRoast(server, user, { creditKind: "paid" });
    // Its refunded free roast was spent on another upload since.
    await server.ctx.database.db.update(tables.creditLedger).set({ remaining: 0 }).where(eq(tables.creditLedger.userId, user.id));
    await server.ctx.database.db.update(tables.userCredits).set({ freeRoastsRemaining: 0 }).where(eq(tables.userCredits.userId, user.id));
    const noCredit = await retry(server, user, spentElsewhere.id);
    expect(noCredit.status).toBe(402);
    expect(await rowOf(server, spentElsewhere.id)).toMatchObject({ status: "failed", retries: 0 });

    const paid = await createUser(server, { paid: 2 });
    const paidStart = await balance(server, paid);
    const uploadGone = await failedRoast(server, paid);
    await server.ctx.storage.delete(roastKeys.source(uploadGone.id));
    const gone = await retry(server, paid, uploadGone.id);
    expect(gone.status).toBe(409);
    expect(((await gone.json()) as { error: string }).error).toMatch(/no longer kept/);

    const worn = await failedRoast(server, paid, { retries: RETRY_LIMITS.perRoast });
    expect((await retry(server, paid, worn.id)).status).toBe(409);
    expect(await balance(server, paid)).toEqual(paidStart);
  });

  it("is the owner's alone, from the site's own pages, once per press, and within its hourly limit", async () => {
    const owner = await createUser(server, { paid: 3 });
    const stranger = await createUser(server, { paid: 3 });
    const roast = await failedRoast(server, owner);
    const ownerStart = await balance(server, owner);
    expect((await retry(server, stranger, roast.id)).status).toBe(404);
    const crossSite = await fetch(`${server.url}/api/roasts/${roast.id}/retry`, {
      method: "POST",
      headers: { cookie: owner.cookie, origin: "http://evil.example" },
    });
    expect(crossSite.status).toBe(403);
    expect((await call(server, null, `/api/roasts/${roast.id}/retry`, { method: "POST" })).status).toBe(401);
    expect(await rowOf(server, roast.id)).toMatchObject({ status: "failed", retries: 0 });

    // Two presses at once: one retry, one credit.
    await writeFile(broken(), "");
    const both = await Promise.all([retry(server, owner, roast.id), retry(server, owner, roast.id)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(credits(await balance(server, owner))).toBe(credits(ownerStart) - 1);
    expect(await rowOf(server, roast.id)).toMatchObject({ retries: 1, claimsBeforeRetry: 3 });

    const another = await failedRoast(server, owner);
    for (let i = 0; i < RETRY_LIMITS.perHour.max; i++) await consumeRateLimit(server.ctx.database.db, `roast-retry:${owner.id}`, RETRY_LIMITS.perHour);
    const limited = await retry(server, owner, another.id);
    expect(limited.status).toBe(429);
    expect(await rowOf(server, another.id)).toMatchObject({ status: "failed", retries: 0 });
    // It fails again: the retry's own credit comes back too, under its own round.
    await waitForRoast(server, owner, roast.id, (r) => r.status === "failed");
    expect(await balance(server, owner)).toEqual(ownerStart);
    expect(await ledgerKeys(server, owner)).toContain(`refund:${roast.id}:retry:1`);
    await rm(broken());
  });

  it("gives a failed re-roast its original's free re-roast back only while the original still has it", async () => {
    const user = await createUser(server, { paid: 1 });
    const start = await balance(server, user);
    const original = await insertCompletedRoast(server.ctx, user.id, { reroastUsed: true });
    const reroast = await failedRoast(server, user, { parentRoastId: original.id, creditKind: "paid" });
    // Re-roasted again since this one failed: nothing to take.
    expect((await retry(server, user, reroast.id)).status).toBe(409);
    await server.ctx.database.db.update(tables.userRoasts).set({ reroastUsed: false }).where(eq(tables.userRoasts.id, original.id));
    await writeFile(broken(), "");
    expect((await retry(server, user, reroast.id)).status).toBe(200);
    expect(await rowOf(server, original.id)).toMatchObject({ reroastUsed: true });
    expect(await balance(server, user)).toEqual(start);
    // It fails again: the original gets its re-roast back, and no credit moves.
    await waitForRoast(server, user, reroast.id, (r) => r.status === "failed");
    expect(await rowOf(server, original.id)).toMatchObject({ reroastUsed: false });
    expect(await balance(server, user)).toEqual(start);
    await rm(broken());
  });
});
