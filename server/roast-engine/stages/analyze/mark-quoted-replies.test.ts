import { describe, expect, it } from "vitest";
import type { ScreenLine } from "../../types";
import { markQuotedReplies } from "./mark-quoted-replies";

let y = 0;
const line = (text: string, owner: ScreenLine["owner"], author?: string): ScreenLine => {
  y += 40;
  return { text, role: "chat_message", owner, ...(author ? { author } : {}), confidence: 0.95, box: { x: 40, y, w: 500, h: 30 } };
};
const whose = (lines: ScreenLine[]) => markQuotedReplies(lines).map((l) => `${l.owner === "ui" ? "ui" : (l.author ?? l.owner)}: ${l.text}`);

describe("a reply's quote of the message it answers", () => {
  it("gives the quoted message back to its sender, through OCR's slips, and the name over it to the app", () => {
    y = 0;
    expect(
      whose([
        line("I didn't know that was youl!", "other", "Mum"),
        line("why didn't you say", "other", "Mum"),
        line("Mum", "self"),
        line("I didn't know that was you!! why didn't", "self"),
        line("you say", "self"),
        line("I was bidding as matilde_teapots, Mum.", "self"),
      ]),
    ).toEqual([
      "Mum: I didn't know that was youl!",
      "Mum: why didn't you say",
      "ui: Mum",
      "Mum: I didn't know that was you!! why didn't",
      "Mum: you say",
      "self: I was bidding as matilde_teapots, Mum.",
    ]);
  });

  it("leaves the person's own words that only share a few with someone else's", () => {
    y = 0;
    const lines = [
      line("see you at six", "other", "Priya"),
      line("see you at six then, I'm bringing the cake", "self"),
      line("Who is bringing the cake to Dad's party", "other", "Priya"),
      line("Who is bringing the cake to Dad's party? Me, obviously, I already ate half", "self"),
    ];
    expect(markQuotedReplies(lines)).toEqual(lines);
  });

  it("never takes the person's own message for a quote of a later reply that quotes it ('You' over it)", () => {
    y = 0;
    const lines = [
      line("I've just realised I read the sequel.", "self"),
      line("You", "other"),
      line("I've just realised I read the sequel.", "other", "You"),
      line("we did wonder why you kept calling her grandma", "other", "Rigoberto"),
      line("Thanks for coming, and I read the whole wrong book", "self"),
      line("Who ate the last of the birthday cake tonight", "self"),
      line("Who ate the last of the birthday cake tonight", "other", "Rigoberto"),
      line("it was the dog", "other", "Rigoberto"),
    ];
    const read = markQuotedReplies(lines);
    expect(read.filter((l) => l.owner === "self")).toEqual(lines.filter((l) => l.owner === "self"));
    expect(whose(lines).slice(1, 4)).toEqual([
      "ui: You",
      "ui: I've just realised I read the sequel.",
      "Rigoberto: we did wonder why you kept calling her grandma",
    ]);
    expect(read.slice(5)).toEqual(lines.slice(5));
  });

  it("gives the lines after a quote of the person's message ('You' over it) to the bubble's sender, not to 'You'", () => {
    y = 0;
    const lines = [
      line("how was the conference", "other"),
      line("I picked up the wrong lanyard and was Paavo from", "self"),
      line("Procurement until four. I sat on a panel as him.", "self"),
      { ...line("You", "other", "You"), role: "name" as const },
      line("I sat on a panel as him.", "other", "You"),
      line("did the real Paavo ever turn up", "other", "You"),
      line("Just before four.", "self"),
      line("you should invoice procurement", "other", "You"),
    ];
    expect(whose(lines)).toEqual([
      "other: how was the conference",
      "self: I picked up the wrong lanyard and was Paavo from",
      "self: Procurement until four. I sat on a panel as him.",
      "ui: You",
      "ui: I sat on a panel as him.",
      "other: did the real Paavo ever turn up",
      "self: Just before four.",
      "other: you should invoice procurement",
    ]);
    // A named sender before the quote is the sender after it.
    lines[0] = { ...lines[0], author: "Pablo" };
    expect(whose(lines)[5]).toBe("Pablo: did the real Paavo ever turn up");
  });

  it("gives the lines after the quote to the name right over it, not to whoever sent the message before", () => {
    y = 0;
    const name = (text: string): ScreenLine => ({ ...line(text, "other"), role: "name" });
    const read = whose([
      line("I've said Mossgiel wrong for three years. Their receptionist now says it my way.", "self"),
      name("Przemek"),
      line("so you've rebranded a client", "other", "Przemek"),
      name("Quirino"),
      { ...line("You", "other", "You"), role: "name" as const },
      line("Their receptionist now says it my way.", "other", "You"),
      line("are we correcting them or is this who they are now", "other", "You"),
    ]);
    expect(read.slice(4)).toEqual(["ui: You", "ui: Their receptionist now says it my way.", "Quirino: are we correcting them or is this who they are now"]);
  });
});
