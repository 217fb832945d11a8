import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tables } from "../../lib/db";
import { createTestDatabase } from "../../../tests/support/test-db";
import { dedupeKeys, getCredits, grantCredits, refundCredit, spendCredit } from ".";

describe("credit ledger", () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  async function newUser(verified = true) {
    const id = randomUUID();
    await database.db.insert(tables.user).values({ id, name: "T", email: `${id}@example.com`, emailVerified: verified });
    return id;
  }
  const spend = (userId: string, roastId = randomUUID()) => database.db.transaction((tx) => spendCredit(tx, { userId, roastId }));

  it("shows the default balance before any grant", async () => {
    expect(await getCredits(database.db, await newUser())).toMatchObject({ freeRoastsRemaining: 1, paidCredits: 0 });
  });

  it("grants once per dedupe key", async () => {
    const userId = await newUser();
    const grant = () => grantCredits(database.db, { userId, kind: "free", amount: 1, reason: "welcome", dedupeKey: dedupeKeys.welcome(userId) });
    expect(await grant()).toEqual({ granted: true });
    expect(await grant()).toEqual({ granted: false });
    expect(await getCredits(database.db, userId)).toMatchObject({ freeRoastsRemaining: 1, paidCredits: 0 });
  });

  it("keeps the free roast until the email is verified", async () => {
    const userId = await newUser(false);
    await grantCredits(database.db, { userId, kind: "free", amount: 1, reason: "welcome", dedupeKey: dedupeKeys.welcome(userId) });
    await expect(spend(userId)).rejects.toMatchObject({ code: "FORBIDDEN" });
    await database.db.update(tables.user).set({ emailVerified: true }).where(eq(tables.user.id, userId));
    expect(await spend(userId)).toEqual({ kind: "free" });
    await expect(spend(userId)).rejects.toMatchObject({ code: "PAYMENT_REQUIRED", title: "No credits available" });
  });

  it("spends free first, then the paid lot that expires first, never an expired one", async () => {
    const userId = await newUser();
    const day = 86_400_000;
    await grantCredits(database.db, { userId, kind: "free", amount: 1, reason: "welcome", dedupeKey: dedupeKeys.welcome(userId) });
    await grantCredits(database.db, {
      userId,
      kind: "paid",
      amount: 1,
      reason: "purchase",
      dedupeKey: `t:${userId}:late`,
      expiresAt: new Date(Date.now() + 300 * day),
    });
    await grantCredits(database.db, {
      userId,
      kind: "paid",
      amount: 1,
      reason: "purchase",
      dedupeKey: `t:${userId}:soon`,
      expiresAt: new Date(Date.now() + 10 * day),
    });
    await grantCredits(database.db, {
      userId,
      kind: "paid",
      amount: 1,
      reason: "purchase",
      dedupeKey: `t:${userId}:gone`,
      expiresAt: new Date(Date.now() - day),
    });
    expect(await spend(userId)).toEqual({ kind: "free" });
    const second = randomUUID();
    expect(await spend(userId, second)).toEqual({ kind: "paid" });
    const [spent] = await database.db
      .select()
      .from(tables.creditLedger)
      .where(eq(tables.creditLedger.dedupeKey, dedupeKeys.roastSpend(second)));
    const [soon] = await database.db
      .select()
      .from(tables.creditLedger)
      .where(eq(tables.creditLedger.dedupeKey, `t:${userId}:soon`));
    expect(spent.lotId).toBe(soon.id);
    expect(await spend(userId)).toEqual({ kind: "paid" });
    await expect(spend(userId)).rejects.toMatchObject({ code: "PAYMENT_REQUIRED" });
  });

  it("refunds a spend exactly once, to its lot", async () => {
    const userId = await newUser();
    await grantCredits(database.db, { userId, kind: "paid", amount: 1, reason: "purchase", dedupeKey: `t:${userId}:one` });
    const roastId = randomUUID();
    await spend(userId, roastId);
    expect(await getCredits(database.db, userId)).toMatchObject({ paidCredits: 0 });
    expect(await refundCredit(database.db, { userId, roastId })).toEqual({ refunded: true });
    expect(await refundCredit(database.db, { userId, roastId })).toEqual({ refunded: false });
    expect(await getCredits(database.db, userId)).toMatchObject({ paidCredits: 1 });
    expect(await spend(userId)).toEqual({ kind: "paid" });
  });

  it("accepts exactly one of 50 parallel spends of a single credit", async () => {
    const userId = await newUser();
    await grantCredits(database.db, { userId, kind: "paid", amount: 1, reason: "purchase", dedupeKey: `t:${userId}:race` });
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => spend(userId)));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(await getCredits(database.db, userId)).toMatchObject({ paidCredits: 0, freeRoastsRemaining: 0 });
  });
});
