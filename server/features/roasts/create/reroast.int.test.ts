import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RoastView } from "../../../../common/roast";
import type { AppContext } from "../../../context";
import { tables } from "../../../lib/db";
import { normalizeImage } from "../../../roast-engine/infrastructure/image";
import { dedupeKeys, grantCredits } from "../../credits";
import { FAILED_REROAST_MESSAGE, failRoast } from "../core/roast-state";
import { insertCompletedRoast, smallPng } from "../test-support/fixtures";
import {
  balance,
  call,
  createUser,
  getRoast,
  sampleImage,
  startTestServer,
  type TestServer,
  type TestUser,
  upload,
  waitForRoast,
} from "../test-support/roast-test-kit";

const ledgerOf = (ctx: AppContext, userId: string) => ctx.database.db.select().from(tables.creditLedger).where(eq(tables.creditLedger.userId, userId));
const reroastOf = (server: TestServer, user: TestUser, roastId: string) => call(server, user, `/api/roasts/${roastId}/reroast`, { method: "POST", json: {} });

async function startReroast(server: TestServer, user: TestUser, parentId: string): Promise<RoastView> {
  const response = await reroastOf(server, user, parentId);
  expect(response.status).toBe(201);
  return ((await response.json()) as { roast: RoastView }).roast;
}

describe("re-roasting with a worker running", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it("finishes a re-roast whose original was deleted at once, and mints no credit", async () => {
    const user = await createUser(server, { paid: 1 });
    const parent = await insertCompletedRoast(server.ctx, user.id);
    const still = await normalizeImage(await sampleImage());
    await server.ctx.storage.put(parent.sourceKey!, still.jpeg, "image/jpeg");
    const before = await balance(server, user);

    const child = await startReroast(server, user, parent.id);
    expect((await call(server, user, `/api/roasts/${parent.id}`, { method: "DELETE" })).status).toBe(200);
    const { roast } = await waitForRoast(server, user, child.id, (r) => r.status !== "pending" && r.status !== "processing");
    expect(roast.status).toBe("completed");

    expect(await balance(server, user)).toEqual(before);
    expect((await ledgerOf(server.ctx, user.id)).filter((row) => row.reason === "refund" || row.reason === "reroast")).toEqual([]);
  });
});

describe("re-roast credits", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    // Renders are settled by hand here: each test decides whether a re-roast fails.
    await server.ctx.queue.stop();
  });
  afterAll(() => server?.close());

  it("gives a failed re-roast back to its original, never as a credit, however often it fails", async () => {
    const user = await createUser(server, { paid: 1 });
    const parent = await insertCompletedRoast(server.ctx, user.id);
    const before = await balance(server, user);
    for (let round = 0; round < 3; round++) {
      const child = await startReroast(server, user, parent.id);
      expect((await getRoast(server, user, parent.id)).canReroast).toBe(false);
      await failRoast(server.ctx, child.id, { stage: "analyzing" });
      expect(await getRoast(server, user, child.id)).toMatchObject({ status: "failed", errorMessage: FAILED_REROAST_MESSAGE, canReroast: false });
      expect((await getRoast(server, user, parent.id)).canReroast).toBe(true);
      expect(await balance(server, user)).toEqual(before);
    }
    expect((await ledgerOf(server.ctx, user.id)).filter((row) => row.reason === "refund")).toEqual([]);
  });

  it("keeps the re-roast used when the new roast is deleted, and gives nothing when the original is gone", async () => {
    const user = await createUser(server, { paid: 1 });
    const parent = await insertCompletedRoast(server.ctx, user.id);
    const before = await balance(server, user);
    const child = await startReroast(server, user, parent.id);
    expect((await call(server, user, `/api/roasts/${child.id}`, { method: "DELETE" })).status).toBe(200);
    expect((await getRoast(server, user, parent.id)).canReroast).toBe(false);
    expect((await reroastOf(server, user, parent.id)).status).toBe(409);

    const other = await insertCompletedRoast(server.ctx, user.id);
    const orphan = await startReroast(server, user, other.id);
    expect((await call(server, user, `/api/roasts/${other.id}`, { method: "DELETE" })).status).toBe(200);
    await failRoast(server.ctx, orphan.id, { stage: "analyzing" });
    expect(await balance(server, user)).toEqual(before);
  });

  it("owns its upload: the new roast keeps its own copy when the original is deleted", async () => {
    const user = await createUser(server, { paid: 1 });
    const parent = await insertCompletedRoast(server.ctx, user.id);
    const child = await startReroast(server, user, parent.id);
    const [row] = await server.ctx.database.db.select().from(tables.userRoasts).where(eq(tables.userRoasts.id, child.id));
    expect(row.sourceKey).not.toBe(parent.sourceKey);
    await call(server, user, `/api/roasts/${parent.id}`, { method: "DELETE" });
    expect(await server.ctx.storage.exists(parent.sourceKey!)).toBe(false);
    expect(await server.ctx.storage.get(row.sourceKey!)).toEqual(await smallPng("#123456"));
  });

  it("accepts one of several re-roasts pressed at once", async () => {
    const user = await createUser(server, { paid: 1 });
    const parent = await insertCompletedRoast(server.ctx, user.id);
    const before = await balance(server, user);
    const responses = await Promise.all(Array.from({ length: 6 }, () => reroastOf(server, user, parent.id)));
    expect(responses.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    await Promise.all(responses.map((r) => r.body?.cancel()));
    const children = await server.ctx.database.db.select().from(tables.userRoasts).where(eq(tables.userRoasts.parentRoastId, parent.id));
    expect(children).toHaveLength(1);
    expect(await balance(server, user)).toEqual(before);
  });

  it("refuses a re-roast of a free, unlimited, re-roasted or someone else's roast", async () => {
    const user = await createUser(server, { paid: 1 });
    const stranger = await createUser(server, { paid: 1 });
    const free = await insertCompletedRoast(server.ctx, user.id, { creditKind: "free", isFreeRoast: true, tier: "free" });
    const unlimited = await insertCompletedRoast(server.ctx, user.id, { creditKind: "none" });
    const parent = await insertCompletedRoast(server.ctx, user.id);
    const child = await startReroast(server, user, parent.id);
    const [childRow] = await server.ctx.database.db.select().from(tables.userRoasts).where(eq(tables.userRoasts.id, child.id));
    await server.ctx.database.db.update(tables.userRoasts).set({ status: "completed" }).where(eq(tables.userRoasts.id, childRow.id));
    for (const id of [free.id, unlimited.id, child.id]) expect({ id, status: (await reroastOf(server, user, id)).status }).toEqual({ id, status: 409 });
    const theirs = await insertCompletedRoast(server.ctx, stranger.id);
    expect((await reroastOf(server, user, theirs.id)).status).toBe(404);
    expect((await getRoast(server, stranger, theirs.id)).canReroast).toBe(true);
  });

  it("never spends or refills a re-roast lot left from before, so it cannot become a credit", async () => {
    const user = await createUser(server);
    const parent = await insertCompletedRoast(server.ctx, user.id);
    // The old shape: a re-roast lot that a failed re-roast refunded into.
    await grantCredits(server.ctx.database.db, { userId: user.id, kind: "paid", amount: 1, reason: "reroast", dedupeKey: dedupeKeys.reroast(parent.id) });
    expect((await upload(server, user, await smallPng())).status).toBe(201); // the welcome free roast
    const refused = await upload(server, user, await smallPng());
    expect(refused.status).toBe(402);
    expect(await refused.json()).toMatchObject({ title: "No credits available" });
  });
});
