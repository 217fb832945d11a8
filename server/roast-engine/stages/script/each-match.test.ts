import { describe, expect, it } from "vitest";
import { eachMatch, globalCopy } from "./each-match";

const all = (pattern: RegExp, text: string) => [...eachMatch(pattern, text)].map((m) => [m[0], m.index]);

describe("eachMatch", () => {
  it("finds what matchAll finds, with the same indexes and groups", () => {
    const pattern = /(\d+)\s?(km|mi)/giu;
    const text = "ran 5 km, then 12mi, then 3 KM";
    expect(all(pattern, text)).toEqual([...text.matchAll(pattern)].map((m) => [m[0], m.index]));
    expect([...eachMatch(pattern, text)].map((m) => m[2])).toEqual(["km", "mi", "KM"]);
  });

  it("moves past an empty match, a whole character at a time", () => {
    expect(all(/x*/gu, "a😀")).toEqual([..."a😀".matchAll(/x*/gu)].map((m) => [m[0], m.index]));
    expect(all(/x*/gu, "a😀")).toHaveLength(3);
  });

  it("leaves the expression as it found it, even when the loop stops early", () => {
    const pattern = /o/g;
    for (const found of eachMatch(pattern, "foo boo")) {
      expect(found.index).toBe(1);
      break;
    }
    expect(pattern.lastIndex).toBe(0);
    expect(all(pattern, "foo")).toEqual([
      ["o", 1],
      ["o", 2],
    ]);
  });

  it("keeps its place when the caller uses the expression between matches", () => {
    const pattern = /a/g;
    const seen: number[] = [];
    for (const found of eachMatch(pattern, "aXaXa")) {
      pattern.test("zzz");
      seen.push(found.index);
    }
    expect(seen).toEqual([0, 2, 4]);
  });

  it("refuses an expression that is not global, which would never move on", () => {
    expect(() => [...eachMatch(/a/, "aa")]).toThrow(/global/);
  });
});

describe("globalCopy", () => {
  it("is made once per list, and is the list itself when it is global already", () => {
    const words = /cat|dog/i;
    expect(globalCopy(words)).toBe(globalCopy(words));
    expect(globalCopy(words).flags).toBe("gi");
    const global = /x/g;
    expect(globalCopy(global)).toBe(global);
  });
});
