import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tables } from "../../server/lib/db";
import { createTestDatabase } from "../support/test-db";

describe("database", () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it("is migrated and seeded with the four plans", async () => {
    const tiers = await database.db.select().from(tables.subscriptionTiers);
    expect(tiers.map((t) => t.name).sort()).toEqual(["Content Creator", "Essentials Pack", "One-off", "Starter Pack"]);
    expect(tiers.find((t) => t.id === "essentials")?.isPopular).toBe(true);
  });

  it("refuses a negative balance", async () => {
    await database.db.insert(tables.user).values({ id: "u1", name: "A", email: "a@example.com" });
    await expect(database.db.insert(tables.userCredits).values({ userId: "u1", freeRoastsRemaining: -1 })).rejects.toThrow();
  });
});
