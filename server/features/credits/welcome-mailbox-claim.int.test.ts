import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tables } from "../../lib/db";
import { createTestDatabase } from "../../../tests/support/test-db";
import { claimWelcomeMailbox, dedupeKeys, getCredits, grantCredits, spendCredit } from ".";

/**
 * Two accounts on one inbox that were both given the welcome roast (each made while the other was
 * still unconfirmed): the first to spend it keeps the mailbox, the other's free roast ends.
 */
describe("welcome roast claimed by the mailbox", () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  async function newAccount(email: string, verified: boolean) {
    const id = randomUUID();
    await database.db.insert(tables.user).values({ id, name: "T", email, emailVerified: verified });
    const claimed = await claimWelcomeMailbox(database.db, id, "sign-up");
    if (claimed) await grantCredits(database.db, { userId: id, kind: "free", amount: 1, reason: "welcome", dedupeKey: dedupeKeys.welcome(id) });
    return { id, claimed };
  }
  const spend = (userId: string) => database.db.transaction((tx) => spendCredit(tx, { userId, roastId: randomUUID() }));
  const verify = (userId: string) => database.db.update(tables.user).set({ emailVerified: true }).where(eq(tables.user.id, userId));

  it("lets a confirmed account take the mailbox from an unconfirmed one, and not the other way round", async () => {
    const squatter = await newAccount("victim+x@gmail.com", false);
    const victim = await newAccount("v.i.c.t.i.m@gmail.com", false);
    expect(squatter.claimed).toBe(true);
    expect(victim.claimed).toBe(true);
    await verify(victim.id);
    expect(await spend(victim.id)).toEqual({ kind: "free" });
    // The squatter proves nothing and cannot take it back, even confirmed later.
    expect(await claimWelcomeMailbox(database.db, squatter.id, "spend")).toBe(false);
    await verify(squatter.id);
    await expect(spend(squatter.id)).rejects.toMatchObject({ code: "PAYMENT_REQUIRED", message: expect.stringContaining("already used by another account") });
  });

  it("ends the second account's free roast on the ledger and spends its paid credit instead", async () => {
    const first = await newAccount("twin@x.example", false);
    const second = await newAccount("twin+2@x.example", false);
    await verify(first.id);
    await verify(second.id);
    await grantCredits(database.db, { userId: second.id, kind: "paid", amount: 1, reason: "purchase", dedupeKey: `t:${second.id}` });
    expect(await spend(first.id)).toEqual({ kind: "free" });
    expect(await spend(second.id)).toEqual({ kind: "paid" });
    expect(await getCredits(database.db, second.id)).toMatchObject({ freeRoastsRemaining: 0, paidCredits: 0 });
    const ended = await database.db
      .select()
      .from(tables.creditLedger)
      .where(and(eq(tables.creditLedger.userId, second.id), eq(tables.creditLedger.reason, "mailbox_taken")));
    expect(ended).toHaveLength(1);
    expect(ended[0]).toMatchObject({ kind: "free", delta: -1 });
  });

  it("keeps a deleted account's claim", async () => {
    const leaver = await newAccount("gone@x.example", true);
    expect(await spend(leaver.id)).toEqual({ kind: "free" });
    await database.db.delete(tables.user).where(eq(tables.user.id, leaver.id));
    expect((await newAccount("gone@x.example", true)).claimed).toBe(false);
  });
});
