import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tables } from "../../lib/db";
import { spendCredit } from "../credits";
import { billingUpkeepJob, runBillingUpkeep } from "./billing-jobs";
import { createBuyer, readBilling, startTestServer, type TestBuyer, type TestServer } from "./test-support/billing-test-kit";

describe("purchased credits expire after a year", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  async function buy(buyer: TestBuyer, quantity: number) {
    const res = await buyer.call("/api/billing/checkout", { json: { tierId: "oneoff", isSubscription: false, quantity } });
    const { url } = (await res.json()) as { url: string };
    await buyer.call(`${new URL(url).pathname}/pay`, { method: "POST" });
    const { grants } = await readBilling(server, buyer.id);
    return grants.find((g) => g.delta === quantity) as (typeof grants)[number];
  }

  const spend = (userId: string, roastId = crypto.randomUUID()) => server.ctx.database.db.transaction((tx) => spendCredit(tx, { userId, roastId }));

  async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
    for (let i = 0; i < 100; i++) {
      const value = await read();
      if (done(value)) return value;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error("condition not met in time");
  }

  it("cannot be spent once expired, and the upkeep job writes the expiry to the ledger exactly once", async () => {
    const buyer = await createBuyer(server);
    const soon = await buy(buyer, 1);
    const later = await buy(buyer, 2);
    // A year has passed for the first pack.
    await server.ctx.database.db
      .update(tables.creditLedger)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(tables.creditLedger.id, soon.id));

    expect(await spend(buyer.id)).toEqual({ kind: "free" });
    const roastId = crypto.randomUUID();
    expect(await spend(buyer.id, roastId)).toEqual({ kind: "paid" });
    const { ledger } = await readBilling(server, buyer.id);
    expect(ledger.find((row) => row.dedupeKey === `roast:${roastId}`)?.lotId).toBe(later.id);
    expect((await readBilling(server, buyer.id)).credits.paidCredits).toBe(2);

    await server.ctx.queue.send(billingUpkeepJob, {});
    const after = await waitFor(
      () => readBilling(server, buyer.id),
      (state) => state.ledger.some((row) => row.reason === "expiry"),
    );
    await server.ctx.queue.send(billingUpkeepJob, {});
    await runBillingUpkeep(server.ctx.database.db, server.ctx.logger);
    await Promise.all([runBillingUpkeep(server.ctx.database.db, server.ctx.logger), runBillingUpkeep(server.ctx.database.db, server.ctx.logger)]);

    const final = await readBilling(server, buyer.id);
    const expiries = final.ledger.filter((row) => row.reason === "expiry");
    expect(expiries).toMatchObject([{ delta: -1, dedupeKey: `expiry:${soon.id}`, lotId: soon.id }]);
    expect(after.credits.paidCredits).toBe(1);
    expect(final.credits.paidCredits).toBe(1);
    expect(final.ledger.find((row) => row.id === soon.id)?.remaining).toBe(0);
    expect(await spend(buyer.id)).toEqual({ kind: "paid" });
    await expect(spend(buyer.id)).rejects.toMatchObject({ code: "PAYMENT_REQUIRED" });
  });

  it("shows only spendable lots on the account, soonest expiry first", async () => {
    const buyer = await createBuyer(server);
    const first = await buy(buyer, 1);
    await buy(buyer, 3);
    await server.ctx.database.db
      .update(tables.creditLedger)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(tables.creditLedger.id, first.id));
    const res = await buyer.call("/api/account");
    const account = (await res.json()) as { credits: { lots: Array<{ remaining: number }>; paidCredits: number; total: number } };
    expect(account.credits.lots.map((l) => l.remaining)).toEqual([3]);
  });
});
