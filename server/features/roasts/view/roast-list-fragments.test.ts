import { describe, expect, it } from "vitest";
import { createFragmentCache, findFragment, fragmentKey, keepFragment, MAX_LIST_FRAGMENTS } from "./roast-list-fragments";

const HOUR = 1_800_000_000;
const newCache = createFragmentCache;

describe("roast list fragments", () => {
  it("finds a fragment only under its owner, roast and fingerprint, within its hour", () => {
    const cache = newCache();
    keepFragment(cache, HOUR, fragmentKey("alice", "r1", "v1"), '{"id":"r1"}');
    expect(findFragment(cache, HOUR, fragmentKey("alice", "r1", "v1"))).toBe('{"id":"r1"}');
    expect(findFragment(cache, HOUR, fragmentKey("bob", "r1", "v1"))).toBeUndefined();
    expect(findFragment(cache, HOUR, fragmentKey("alice", "r1", "v2"))).toBeUndefined();
    expect(findFragment(newCache(), HOUR, fragmentKey("alice", "r1", "v1"))).toBeUndefined();
    // A new hour's links end later: the last hour's fragments are dropped.
    expect(findFragment(cache, HOUR + 3600, fragmentKey("alice", "r1", "v1"))).toBeUndefined();
    expect(cache.size()).toBe(0);
  });

  it("holds at most its bound, dropping the least recently read first", () => {
    const cache = newCache();
    const key = (i: number) => fragmentKey("user", `r${i}`, "v");
    for (let i = 0; i < MAX_LIST_FRAGMENTS; i++) keepFragment(cache, HOUR, key(i), `${i}`);
    expect(findFragment(cache, HOUR, key(0))).toBe("0");
    for (let i = MAX_LIST_FRAGMENTS; i < MAX_LIST_FRAGMENTS + 10; i++) keepFragment(cache, HOUR, key(i), `${i}`);
    expect(cache.size()).toBe(MAX_LIST_FRAGMENTS);
    expect(findFragment(cache, HOUR, key(0))).toBe("0");
    expect(findFragment(cache, HOUR, key(1))).toBeUndefined();
    expect(findFragment(cache, HOUR, key(MAX_LIST_FRAGMENTS + 9))).toBe(`${MAX_LIST_FRAGMENTS + 9}`);
  });
});
