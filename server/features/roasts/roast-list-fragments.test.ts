import { describe, expect, it } from "vitest";
import type { AppContext } from "../../context";
import { findFragment, fragmentCount, fragmentKey, keepFragment, MAX_LIST_FRAGMENTS } from "./roast-list-fragments";

const HOUR = 1_800_000_000;
const newContext = () => ({}) as AppContext;

describe("roast list fragments", () => {
  it("finds a fragment only under its owner, roast and fingerprint, within its hour", () => {
    const ctx = newContext();
    keepFragment(ctx, HOUR, fragmentKey("alice", "r1", "v1"), '{"id":"r1"}');
    expect(findFragment(ctx, HOUR, fragmentKey("alice", "r1", "v1"))).toBe('{"id":"r1"}');
    expect(findFragment(ctx, HOUR, fragmentKey("bob", "r1", "v1"))).toBeUndefined();
    expect(findFragment(ctx, HOUR, fragmentKey("alice", "r1", "v2"))).toBeUndefined();
    expect(findFragment(newContext(), HOUR, fragmentKey("alice", "r1", "v1"))).toBeUndefined();
    // A new hour's links end later: the last hour's fragments are dropped.
    expect(findFragment(ctx, HOUR + 3600, fragmentKey("alice", "r1", "v1"))).toBeUndefined();
    expect(fragmentCount(ctx)).toBe(0);
  });

  it("holds at most its bound, dropping the least recently read first", () => {
    const ctx = newContext();
    const key = (i: number) => fragmentKey("user", `r${i}`, "v");
    for (let i = 0; i < MAX_LIST_FRAGMENTS; i++) keepFragment(ctx, HOUR, key(i), `${i}`);
    expect(findFragment(ctx, HOUR, key(0))).toBe("0");
    for (let i = MAX_LIST_FRAGMENTS; i < MAX_LIST_FRAGMENTS + 10; i++) keepFragment(ctx, HOUR, key(i), `${i}`);
    expect(fragmentCount(ctx)).toBe(MAX_LIST_FRAGMENTS);
    expect(findFragment(ctx, HOUR, key(0))).toBe("0");
    expect(findFragment(ctx, HOUR, key(1))).toBeUndefined();
    expect(findFragment(ctx, HOUR, key(MAX_LIST_FRAGMENTS + 9))).toBe(`${MAX_LIST_FRAGMENTS + 9}`);
  });
});
