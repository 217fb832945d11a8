import { describe, expect, it } from "vitest";
import { fromShareSlug, shareUrlFor, toShareSlug } from "./share-slug";

const id = "3f2504e0-4f89-41d3-9a0c-0305e82c3301";

describe("share slugs", () => {
  it("round-trips a roast id through a 22-character slug", () => {
    const slug = toShareSlug(id);
    expect(slug).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(fromShareSlug(slug)).toBe(id);
    expect(shareUrlFor("https://roastreel.example", id)).toBe(`https://roastreel.example/r/${slug}`);
  });

  it("refuses anything that is not a canonical slug", () => {
    expect(fromShareSlug("short")).toBeNull();
    expect(fromShareSlug(`${toShareSlug(id)}x`)).toBeNull();
    expect(fromShareSlug("../../etc/passwd/abcdefg")).toBeNull();
    const last = toShareSlug(id).slice(-1);
    const sibling = `${toShareSlug(id).slice(0, -1)}${last === "B" ? "C" : "B"}`;
    expect(fromShareSlug(sibling)).not.toBe(id);
  });

  it("refuses ids that are not uuids", () => {
    expect(() => toShareSlug("not-a-uuid")).toThrow();
  });
});
