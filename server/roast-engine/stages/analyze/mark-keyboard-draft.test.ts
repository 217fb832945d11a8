import { describe, expect, it } from "vitest";
import type { Draft } from "./line-draft";
import { markKeyboardDraft } from "./mark-keyboard-draft";
import { letterRow } from "./find-keyboard";

const phone = { width: 1170, height: 2532 };
const draft = (text: string, x: number, y: number, h = 32): Draft => ({ text, box: { x, y, w: text.length * 16, h }, confidence: 0.9, paragraph: 0 });

/** A comment thread of a to-do app with a reply being typed over the keyboard (drawn for this test). */
function threadWithTypedReply(): Draft[] {
  return [
    draft("Priyam · Tue", 137, 980, 25),
    draft("two crates or three, be honest", 136, 1030),
    draft("Honestly three. I once ran out of ice at my", 65, 1139, 35),
    draft("own wedding", 65, 1186, 27),
    draft("just", 126, 1299, 39),
    draft("the", 442, 1300, 31),
    draft("qwe rr ty ui op", 33, 1395, 62),
    // Rows about 0.135 of the width apart, as a phone's are (find-keyboard.ts).
    draft("a s d f g h j k l", 60, 1553, 62),
    draft("123", 39, 1885, 31),
    draft("space", 427, 1885, 30),
  ];
}

describe("a keyboard and the message typed over it", () => {
  it("gives the keys, the suggestions and every line of the typed message to the interface", () => {
    const drafts = threadWithTypedReply();
    markKeyboardDraft(drafts, phone);
    const ui = drafts.filter((d) => d.role === "ui" && d.owner === "ui").map((d) => d.text);
    expect(ui).toEqual(["Honestly three. I once ran out of ice at my", "own wedding", "just", "the", "qwe rr ty ui op", "a s d f g h j k l", "123", "space"]);
    // The comment over the text box is left to the content passes.
    expect(drafts[1].role).toBeUndefined();
    expect(drafts[0].role).toBeUndefined();
  });

  it("leaves the last message alone when the text box under it is empty and unread", () => {
    const drafts = threadWithTypedReply().filter((d) => !/Honestly|own wedding/.test(d.text));
    markKeyboardDraft(drafts, phone);
    expect(drafts.find((d) => d.text.startsWith("two crates"))?.role).toBeUndefined();
  });

  it("marks nothing on a screen with no keyboard", () => {
    const drafts = threadWithTypedReply().slice(0, 4);
    markKeyboardDraft(drafts, phone);
    expect(drafts.every((d) => d.role === undefined)).toBe(true);
  });

  it("knows a letter row as OCR reads small keys, and no word for one", () => {
    expect(letterRow("qwe rr ty ui op")).toBe(0);
    expect(letterRow("a s d f g h j k l")).toBe(1);
    expect(letterRow("zxcvbnm")).toBe(2);
    expect(letterRow("typewriter")).toBeUndefined();
    expect(letterRow("Sweet potato")).toBeUndefined();
    expect(letterRow("qwerty")).toBeUndefined();
  });
});
