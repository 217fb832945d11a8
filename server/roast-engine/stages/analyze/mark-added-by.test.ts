import { describe, expect, it } from "vitest";
import type { Draft } from "./line-draft";
import { markAddedBy, readAddedBy } from "./mark-added-by";

const draft = (text: string, y: number, role?: Draft["role"], x = 60, h = 32): Draft => ({
  text,
  box: { x, y, w: text.length * 15, h },
  confidence: 0.9,
  paragraph: 0,
  ...(role ? { role, owner: role === "ui" ? "ui" : "self" } : {}),
});

describe("a shared list's 'Added by' lines", () => {
  it("give the item right above each one, wrapped lines included, to the name it gives; other items stay the owner's", () => {
    const drafts = [
      draft("Groceries", 100, "ui"),
      draft("Oat milk (the barista one, not the", 200, "bio"),
      draft("sad one)", 240, "bio"),
      draft("Added by Tobias", 280),
      draft("Fourteen lemons, do not ask", 380, "bio"),
      draft("Shopping · Added by Marguerite Oyelaran", 420),
    ];
    // An item the owner put there, with no line under it.
    drafts.splice(1, 0, draft("Batteries for the smoke alarm", 130, "bio"));
    markAddedBy(drafts);
    const said = drafts.map((d) => [d.text, d.owner, d.author ?? ""]);
    expect(said).toEqual([
      ["Groceries", "ui", ""],
      ["Batteries for the smoke alarm", "self", ""],
      ["Oat milk (the barista one, not the", "other", "Tobias"],
      ["sad one)", "other", "Tobias"],
      ["Added by Tobias", "ui", ""],
      ["Fourteen lemons, do not ask", "other", "Marguerite Oyelaran"],
      ["Shopping · Added by Marguerite Oyelaran", "ui", ""],
    ]);
  });

  it("reads only a name after 'Added by', never a sentence that says it", () => {
    expect(readAddedBy("Tasks · Added by Wilhelmina")).toBe("Wilhelmina");
    expect(readAddedBy("Added by marek_97")).toBe("marek_97");
    expect(readAddedBy("Added by accident, sorry everyone")).toBeUndefined();
    expect(readAddedBy("this was added by mistake")).toBeUndefined();
    expect(readAddedBy("Posted by Ada Quill")).toBeUndefined();
  });
});

describe("a family calendar's 'Added by' lines", () => {
  it("give the event in their own column, not the time printed beside it", () => {
    const drafts = [
      draft("Thu 13", 1224, "timestamp", 127, 18),
      draft("Aunt Odile's choir concert", 1277, "chat_message", 276, 27),
      draft("All day", 1278, "chat_message", 127, 22),
      draft("Added by Rosalind", 1314, undefined, 275, 22),
      draft("Fix the gate", 1381, "chat_message", 275, 26),
    ];
    markAddedBy(drafts);
    expect(drafts.map((d) => [d.text, d.author ?? ""])).toEqual([
      ["Thu 13", ""],
      ["Aunt Odile's choir concert", "Rosalind"],
      ["All day", ""],
      ["Added by Rosalind", ""],
      ["Fix the gate", ""],
    ]);
  });
});
