import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../tests/support/test-db";
import { type Database, openDatabase } from "../db";
import { createEventBus, type EventBus } from "./index";

const onPostgres = process.env.TEST_DB === "postgres";

/** Resolves with the next payload published on the channel. */
function nextMessage(bus: EventBus, channel: string, timeoutMs = 10_000): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no message on ${channel}`)), timeoutMs);
    void bus.subscribe(channel, (payload) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe(`event bus (${onPostgres ? "LISTEN/NOTIFY" : "in-process"})`, () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let second: Database;
  let first: EventBus;
  let other: EventBus;

  beforeAll(async () => {
    database = await createTestDatabase();
    // On PostgreSQL a second pool stands for a second API process.
    second = database.url ? await openDatabase({ url: database.url, poolSize: 2 }) : database;
    first = await createEventBus(database);
    other = await createEventBus(second);
  });
  afterAll(async () => {
    await first.close();
    await other.close();
    if (second !== database) await second.close();
    await database.close();
  });

  it("delivers what one bus publishes to subscribers of another", async () => {
    const received = nextMessage(other, "roast:0a1b");
    const own = nextMessage(first, "roast:0a1b");
    await settle();
    await first.publish("roast:0a1b", { status: "completed", progress: 100 });
    expect(await received).toEqual({ status: "completed", progress: 100 });
    expect(await own).toEqual({ status: "completed", progress: 100 });
  });

  it("delivers only to the channel's subscribers, even when names sanitise alike", async () => {
    const seen: unknown[] = [];
    await other.subscribe("user:1", (p) => seen.push(["user:1", p]));
    await other.subscribe("user_1", (p) => seen.push(["user_1", p]));
    await settle();
    await first.publish("user:1", "a");
    await first.publish("user_1", "b");
    await first.publish("user:2", "c");
    await settle();
    expect(seen).toEqual([
      ["user:1", "a"],
      ["user_1", "b"],
    ]);
  });

  it("stops delivering after unsubscribe, and a throwing handler does not stop the others", async () => {
    const seen: unknown[] = [];
    const off = await other.subscribe("credits:u1", (p) => seen.push(p));
    await other.subscribe("credits:u1", () => {
      throw new Error("a broken subscriber");
    });
    await other.subscribe("credits:u1", (p) => seen.push(`again ${p}`));
    await settle();
    await first.publish("credits:u1", 1);
    await settle();
    await off();
    await first.publish("credits:u1", 2);
    await settle();
    expect(seen).toEqual([1, "again 1", "again 2"]);
  });

  if (onPostgres) {
    it("listens again after its connection is killed", async () => {
      await other.subscribe("roast:resilient", () => {});
      await settle();
      const { rows } = await database.sql.query<{ killed: boolean }>(
        "SELECT pg_terminate_backend(pid) AS killed FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN%' AND pid <> pg_backend_pid()",
      );
      expect(rows.length).toBeGreaterThanOrEqual(2);
      expect(rows.every((row) => row.killed)).toBe(true);
      // The first reconnection waits a second.
      await new Promise((resolve) => setTimeout(resolve, 1800));
      const received = nextMessage(other, "roast:resilient");
      await settle();
      await first.publish("roast:resilient", { ok: true });
      expect(await received).toEqual({ ok: true });
    });

    it("refuses a payload NOTIFY cannot carry", async () => {
      await expect(first.publish("big", "x".repeat(9000))).rejects.toMatchObject({ code: "INTERNAL" });
    });
  }
});
