import { describe, expect, it } from "vitest";
import { toPgChannel } from "./pg-channel";

describe("toPgChannel", () => {
  it("keeps a readable, identifier-safe form of the name", () => {
    expect(toPgChannel("roast:5f0c-Ab")).toMatch(/^rr_roast_5f0c_ab_[0-9a-f]{12}$/);
  });

  it("is stable, and keeps names apart that sanitise alike", () => {
    expect(toPgChannel("user:1")).toBe(toPgChannel("user:1"));
    expect(toPgChannel("user:1")).not.toBe(toPgChannel("user_1"));
    expect(toPgChannel("User:1")).not.toBe(toPgChannel("user:1"));
  });

  it("stays under PostgreSQL's 63-byte identifier limit", () => {
    const name = toPgChannel(`roast:${"x".repeat(500)}"; DROP TABLE users; --`);
    expect(name.length).toBeLessThanOrEqual(63);
    expect(name).toMatch(/^[a-z0-9_]+$/);
  });
});
