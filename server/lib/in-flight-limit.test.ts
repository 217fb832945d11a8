import { describe, expect, it } from "vitest";
import { createInFlightLimit } from "./in-flight-limit";

describe("in-flight limit", () => {
  it("takes each key up to its max and refuses the next, naming the full claim", () => {
    const limit = createInFlightLimit();
    const user = { key: "user:a", max: 2 };
    const ip = { key: "ip:1.2.3.4", max: 3 };
    expect(limit.take([user, ip]).taken).toBe(true);
    expect(limit.take([user, ip]).taken).toBe(true);
    expect(limit.take([user, ip])).toEqual({ taken: false, refusedBy: user });
    // Another user on the same address fills the address's count.
    expect(limit.take([{ key: "user:b", max: 2 }, ip]).taken).toBe(true);
    expect(limit.take([{ key: "user:c", max: 2 }, ip])).toEqual({ taken: false, refusedBy: ip });
    expect(limit.count("ip:1.2.3.4")).toBe(3);
    expect(limit.count("user:c")).toBe(0);
  });

  it("holds nothing for a refused take, and gives every count back once on release", () => {
    const limit = createInFlightLimit();
    const user = { key: "user:a", max: 1 };
    const ip = { key: "ip:x", max: 5 };
    const first = limit.take([user, ip]);
    expect(limit.take([user, ip]).taken).toBe(false);
    expect(limit.count("ip:x")).toBe(1);
    if (!first.taken) throw new Error("first take refused");
    first.release();
    first.release();
    expect(limit.count("user:a")).toBe(0);
    expect(limit.count("ip:x")).toBe(0);
    expect(limit.take([user, ip]).taken).toBe(true);
  });
});
