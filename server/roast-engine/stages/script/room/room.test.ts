import { describe, expect, it } from "vitest";
import { checkScriptSafety } from "../check-script-safety";
import { SHORT_JABS } from "./comparisons";
import { GENERIC_THEME, PAIR_SETUPS, ROOM } from "./index";

const allLines = [...ROOM, GENERIC_THEME].flatMap((t) => [...t.setups, ...t.twists, ...t.punches]).concat(Object.values(PAIR_SETUPS).flat());
// Fills slots with plain stand-ins, so the filter judges the room's own words.
const neutral = (text: string) => text.replace(/\{[a-z0-9]+\}/g, "thing");

describe("the writers' room", () => {
  it("holds at least 150 themes, each with its own setups and at least three punchlines", () => {
    expect(ROOM.length).toBeGreaterThanOrEqual(150);
    expect(new Set(ROOM.map((t) => t.id)).size).toBe(ROOM.length);
    for (const theme of ROOM) {
      expect(theme.setups.length, theme.id).toBeGreaterThanOrEqual(2);
      expect(theme.punches.length, theme.id).toBeGreaterThanOrEqual(3);
    }
  });

  it("gives every line a stable id that no other line shares", () => {
    const ids = allLines.map((l) => l.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const line of allLines) expect(line.id).toMatch(/^[a-z]+\.[a-z0-9-]+:[stp][0-9a-z]+$/);
  });

  it("quotes the detail in a setup of every theme about words, and has no line the safety filter would stop", () => {
    for (const theme of ROOM.filter((t) => ["quote", "hashtag", "handle", "count", "ratio"].includes(t.match.on))) {
      expect(
        theme.setups.some((s) => s.text.includes("{q}")),
        theme.id,
      ).toBe(true);
    }
    for (const line of allLines) expect(checkScriptSafety(neutral(line.text)), line.text).toEqual({ safe: true, reasons: [] });
  });

  it("covers every kind of upload: words, counts, chats, comments, photos, outfits, poses, pets, food", () => {
    const families = new Set(ROOM.map((t) => t.family));
    for (const family of ["bio", "dating", "job", "tag", "caption", "count", "platform", "chat", "comment", "pet", "food", "thing", "outfit", "pose"]) {
      expect(families, family).toContain(family);
    }
  });

  it("has no stock reaction standing in for a joke, in the older themes or a battle's short jabs", () => {
    const stock = /\b(?:bold choice|noted, sadly|sure, why not|total confidence|no notes|many notes)\b/i;
    for (const line of [...allLines, ...SHORT_JABS]) expect(line.text, line.id).not.toMatch(stock);
  });
});
