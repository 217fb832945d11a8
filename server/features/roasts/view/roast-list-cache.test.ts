import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { createListCache, findCachedList, gzipOfList, keepList, MAX_CACHED_LISTS } from "./roast-list-cache";

const HOUR = 1_800_000_000;
const newCache = createListCache;

describe("the whole-list cache", () => {
  it("answers a user only with the list kept under the same fingerprint, within its hour", () => {
    const cache = newCache();
    keepList(cache, HOUR, "alice", "f1", '{"roasts":[1]}');
    expect(findCachedList(cache, HOUR, "alice", "f1")?.json).toBe('{"roasts":[1]}');
    expect(findCachedList(cache, HOUR, "alice", "f2")).toBeUndefined();
    expect(findCachedList(cache, HOUR, "bob", "f1")).toBeUndefined();
    expect(findCachedList(newCache(), HOUR, "alice", "f1")).toBeUndefined();
    // A newer list replaces the user's older one.
    keepList(cache, HOUR, "alice", "f2", '{"roasts":[2]}');
    expect(findCachedList(cache, HOUR, "alice", "f1")).toBeUndefined();
    expect(findCachedList(cache, HOUR, "alice", "f2")?.json).toBe('{"roasts":[2]}');
    // A new hour's links end later: the last hour's lists are dropped.
    expect(findCachedList(cache, HOUR + 3600, "alice", "f2")).toBeUndefined();
    expect(cache.size()).toBe(0);
  });

  it("gzips a kept list once and hands out the same bytes after", () => {
    const cache = newCache();
    const kept = keepList(
      cache,
      HOUR,
      "alice",
      "f1",
      JSON.stringify({ roasts: Array.from({ length: 20 }, (_, i) => ({ id: i, script: "the same words again" })) }),
    );
    if (!kept) throw new Error("the list was not kept");
    const zipped = gzipOfList(kept);
    expect(gunzipSync(zipped).toString()).toBe(kept.json);
    expect(zipped.length).toBeLessThan(kept.json.length / 4);
    expect(gzipOfList(findCachedList(cache, HOUR, "alice", "f1") ?? kept)).toBe(zipped);
  });

  it("keeps no list longer than its bound, and at most its bound of users, least recently read out first", () => {
    const cache = newCache();
    keepList(cache, HOUR, "long", "f", `{"roasts":[${"x".repeat(70_000)}]}`);
    expect(findCachedList(cache, HOUR, "long", "f")).toBeUndefined();
    for (let i = 0; i < MAX_CACHED_LISTS; i++) keepList(cache, HOUR, `user${i}`, "f", `${i}`);
    expect(findCachedList(cache, HOUR, "user0", "f")?.json).toBe("0");
    for (let i = MAX_CACHED_LISTS; i < MAX_CACHED_LISTS + 5; i++) keepList(cache, HOUR, `user${i}`, "f", `${i}`);
    expect(cache.size()).toBe(MAX_CACHED_LISTS);
    expect(findCachedList(cache, HOUR, "user0", "f")?.json).toBe("0");
    expect(findCachedList(cache, HOUR, "user1", "f")).toBeUndefined();
  });

  it("tags each kept list with an entity tag of its user, hour and fingerprint", () => {
    const cache = newCache();
    const tag = (user: string, hour: number, fingerprint: string) => keepList(cache, hour, user, fingerprint, '{"roasts":[]}')?.etag;
    const first = tag("alice", HOUR, "f1");
    expect(first).toMatch(/^W\/"[\w-]+"$/);
    expect(tag("alice", HOUR, "f1")).toBe(first);
    // Two users with the same (empty) list, a new hour, another list: never the same tag.
    expect(new Set([first, tag("bob", HOUR, "f1"), tag("alice", HOUR + 3600, "f1"), tag("alice", HOUR, "f2")]).size).toBe(4);
  });
});
