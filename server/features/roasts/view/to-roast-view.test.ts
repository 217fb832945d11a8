import { describe, expect, it } from "vitest";
import type { RoastRow } from "../core/roast-row";
import { canReroast, mediaLinkLifetimeSec } from "./to-roast-view";

describe("mediaLinkLifetimeSec", () => {
  it("ends links on the hour, two to three hours ahead, so re-reads within the hour sign alike", () => {
    const hour = 3600_000;
    const base = Date.UTC(2024, 4, 1, 10, 0, 0);
    for (const offset of [1000, 30 * 60_000, hour - 1000]) {
      const now = base + offset;
      const expiresAt = now / 1000 + mediaLinkLifetimeSec(now);
      expect(expiresAt).toBe(base / 1000 + 3 * 3600);
    }
    expect(mediaLinkLifetimeSec(base)).toBe(2 * 3600);
  });
});

describe("canReroast", () => {
  const paid = {
    status: "completed",
    creditKind: "paid",
    reroastUsed: false,
    parentRoastId: null,
    platform: "instagram",
    sourceKey: "roasts/x/source.jpg",
  } as RoastRow;
  it("allows one free re-roast of a finished paid roast whose upload is kept", () => {
    expect(canReroast(paid)).toBe(true);
    expect(canReroast({ ...paid, reroastUsed: true })).toBe(false);
    expect(canReroast({ ...paid, creditKind: "free" })).toBe(false);
    expect(canReroast({ ...paid, creditKind: "none" })).toBe(false);
    expect(canReroast({ ...paid, parentRoastId: "p" })).toBe(false);
    expect(canReroast({ ...paid, platform: "compilation" })).toBe(false);
    expect(canReroast({ ...paid, sourceKey: null })).toBe(false);
    expect(canReroast({ ...paid, status: "failed" })).toBe(false);
  });
});
