import { describe, expect, it } from "vitest";
import type { Analysis, LineOwner, LineRole } from "../../../types";
import { findOwnerName } from "./find-owner-name";

const line = (text: string, role: LineRole, owner: LineOwner = "self") => ({ text, role, owner, box: { x: 0, y: 0, w: 10, h: 10 }, confidence: 0.95 });
const screen = (lines: ReturnType<typeof line>[], kind: Analysis["kind"] = "profile", kindSure = true) => ({
  lines,
  kind,
  kindSure,
  visual: { isScreenshot: true } as Analysis["visual"],
});

describe("findOwnerName", () => {
  it("names the owner when their own handle spells their first name", () => {
    expect(findOwnerName(screen([line("Devon Okafor", "name"), line("@devon_ships_it", "handle")]))).toBe("Devon");
    expect(findOwnerName(screen([line("Léa Fontaine @leafontaine_ · Mar 3", "name")]))).toBe("Léa");
    expect(findOwnerName(screen([line("Kevin R.", "name"), line("@kevinr", "handle")]))).toBe("Kevin");
  });

  it("names a dating card's person from its name line alone, with an age after it", () => {
    expect(findOwnerName(screen([line("Maya 27", "name")], "dating"))).toBe("Maya");
    expect(findOwnerName(screen([line("Maya 27", "name")], "dating", false))).toBeUndefined();
  });

  it("gives no name without a handle that spells it, for someone else's line, or for a line that is no name", () => {
    expect(findOwnerName(screen([line("Café Lumen", "name"), line("Priya Nair", "name", "other")]))).toBeUndefined();
    expect(findOwnerName(screen([line("Devon Okafor", "name", "other"), line("@devon_ships_it", "handle", "other")]))).toBeUndefined();
    expect(findOwnerName(screen([line("Rose Miller", "name"), line("@millerphoto", "handle")]))).toBeUndefined();
    expect(findOwnerName(screen([line("Founder | Investor", "name"), line("@founder", "handle")]))).toBeUndefined();
    expect(
      findOwnerName({ ...screen([line("Devon Okafor", "name"), line("@devon", "handle")]), visual: { isScreenshot: false } as Analysis["visual"] }),
    ).toBeUndefined();
  });

  it("gives none when the owner's lines name two people", () => {
    const two = screen([line("Devon Okafor", "name"), line("@devon_ships_it", "handle"), line("Maya Lee", "name"), line("@maya.lee", "handle")]);
    expect(findOwnerName(two)).toBeUndefined();
  });
});
