import { describe, expect, it } from "vitest";
import { createHeldShares, HELD_SHARE_TTL_MS, MAX_HELD_SHARES } from "./held-shares";

function counterTokens() {
  let next = 0;
  return () => `token-${++next}`;
}

describe("shared images held while the server checks where they came from", () => {
  const now = Date.UTC(2026, 10, 27, 12);

  it("gives each image its own token and hands it back once", () => {
    const held = createHeldShares<string>(counterTokens());
    const first = held.hold("first.png", now);
    const second = held.hold("second.png", now);
    expect(first).not.toBe(second);
    expect(held.release(second, now + 10)).toBe("second.png");
    expect(held.release(second, now + 10)).toBeNull();
    expect(held.release(first, now + 10)).toBe("first.png");
    expect(held.release("token-99", now)).toBeNull();
  });

  it("forgets an image once its time is up, and one held in the future", () => {
    const held = createHeldShares<string>(counterTokens());
    const token = held.hold("late.png", now);
    expect(held.release(token, now + HELD_SHARE_TTL_MS)).toBeNull();
    const fresh = held.hold("fresh.png", now);
    expect(held.release(fresh, now + HELD_SHARE_TTL_MS - 1)).toBe("fresh.png");
    const ahead = held.hold("ahead.png", now + 60_000);
    expect(held.release(ahead, now)).toBeNull();
  });

  it("holds no more than a few at once, dropping the oldest", () => {
    const held = createHeldShares<number>(counterTokens());
    const tokens = Array.from({ length: MAX_HELD_SHARES + 2 }, (_, i) => held.hold(i, now + i));
    const released = tokens.map((token) => held.release(token, now + 100));
    expect(released).toEqual([null, null, ...Array.from({ length: MAX_HELD_SHARES }, (_, i) => i + 2)]);
  });

  it("forgets everything on clear", () => {
    const held = createHeldShares<string>(counterTokens());
    const token = held.hold("a.png", now);
    held.clear();
    expect(held.release(token, now)).toBeNull();
  });
});
