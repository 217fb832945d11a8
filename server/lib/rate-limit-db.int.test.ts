import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../tests/support/test-db";
import { consumeRateLimit } from "./rate-limit-db";

describe("consumeRateLimit", () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  const rule = { windowMs: 60_000, max: 3 };

  it("allows max attempts per window, then refuses until the window ends", async () => {
    const t0 = 1_700_000_000_000;
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await consumeRateLimit(database.db, "t:a", rule, t0 + i * 1000));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results[3].retryAfterSeconds).toBe(57);
    expect(await consumeRateLimit(database.db, "t:a", rule, t0 + 59_000)).toMatchObject({ allowed: false });
    expect(await consumeRateLimit(database.db, "t:a", rule, t0 + 60_000)).toEqual({ allowed: true, retryAfterSeconds: 0 });
  });

  it("keeps keys apart", async () => {
    const t0 = 1_700_000_000_000;
    for (let i = 0; i < 3; i++) await consumeRateLimit(database.db, "t:b", rule, t0);
    expect(await consumeRateLimit(database.db, "t:b", rule, t0)).toMatchObject({ allowed: false });
    expect(await consumeRateLimit(database.db, "t:c", rule, t0)).toMatchObject({ allowed: true });
  });

  it("lets exactly max of many concurrent attempts through", async () => {
    const now = Date.now();
    const results = await Promise.all(Array.from({ length: 10 }, () => consumeRateLimit(database.db, "t:race", rule, now)));
    expect(results.filter((r) => r.allowed)).toHaveLength(3);
  });
});
