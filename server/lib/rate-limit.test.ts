import { describe, expect, it } from "vitest";
import { createTokenBucket } from "./rate-limit";

describe("token bucket", () => {
  it("allows a burst up to the capacity, then refuses with the wait", () => {
    const bucket = createTokenBucket({ capacity: 3, refillEverySec: 60 });
    const t = 1_000_000;
    expect([1, 2, 3].map(() => bucket.take("ip", t).allowed)).toEqual([true, true, true]);
    expect(bucket.take("ip", t)).toEqual({ allowed: false, retryAfterSec: 60 });
    expect(bucket.take("ip", t + 45_000)).toEqual({ allowed: false, retryAfterSec: 15 });
  });

  it("refills one token per interval, never above the capacity", () => {
    const bucket = createTokenBucket({ capacity: 2, refillEverySec: 10 });
    bucket.take("ip", 0);
    bucket.take("ip", 0);
    expect(bucket.take("ip", 10_000).allowed).toBe(true);
    expect(bucket.take("ip", 10_000).allowed).toBe(false);
    // A long pause refills to the capacity only.
    expect(bucket.take("ip", 1_000_000).allowed).toBe(true);
    expect(bucket.take("ip", 1_000_000).allowed).toBe(true);
    expect(bucket.take("ip", 1_000_000).allowed).toBe(false);
  });

  it("keeps keys apart", () => {
    const bucket = createTokenBucket({ capacity: 1, refillEverySec: 60 });
    expect(bucket.take("a", 0).allowed).toBe(true);
    expect(bucket.take("a", 0).allowed).toBe(false);
    expect(bucket.take("b", 0).allowed).toBe(true);
  });

  it("forgets the least recently seen key beyond maxKeys", () => {
    const bucket = createTokenBucket({ capacity: 1, refillEverySec: 60, maxKeys: 2 });
    bucket.take("a", 0);
    bucket.take("b", 0);
    bucket.take("a", 1); // refused, but seen: "b" is now the oldest
    bucket.take("c", 2); // evicts "b"
    expect(bucket.take("b", 3).allowed).toBe(true); // forgotten: a fresh bucket (evicts "a")
    expect(bucket.take("c", 3).allowed).toBe(false); // still remembered
  });
});
