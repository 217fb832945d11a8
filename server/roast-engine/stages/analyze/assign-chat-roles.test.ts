import { describe, expect, it } from "vitest";
import { assignChatRoles, isLabelWord } from "./assign-chat-roles";
import type { Draft } from "./line-draft";

const frame = { kind: "chat" as const, width: 1000, height: 2000, portrait: true };
/** A left-hand line of a chat, as the classifier left it (a "name · 52m" line is read as a timestamp first). */
const at = (text: string, y: number, role?: Draft["role"]): Draft => ({
  text,
  box: { x: 120, y, w: text.length * 15, h: 30 },
  confidence: 0.95,
  paragraph: y,
  role,
});

describe("assignChatRoles", () => {
  it("takes a field's label over a note ('Seats', 'Duration') for no sender: the one voice that fills the left is the person's", () => {
    const right = (text: string, y: number): Draft => ({ ...at(text, y), box: { x: 700, y, w: 120, h: 30 } });
    const drafts = [
      right("Manual", 400),
      at("Seats", 460),
      right("Diesel", 470),
      at("Reliable family car, full service history, new tyres in May.", 560),
      at("The third row has only ever been used for a flat-pack wardrobe.", 620),
      at("Duration", 700),
      at("Put the duvet cover on by myself. The duvet won.", 760),
    ];
    assignChatRoles(drafts, frame);
    const of = (start: string) => drafts.find((d) => d.text.startsWith(start));
    expect(of("Seats")).toMatchObject({ role: "ui", owner: "ui" });
    expect(of("Duration")).toMatchObject({ role: "ui", owner: "ui" });
    expect(of("The third row")).toMatchObject({ owner: "self", author: undefined });
    expect(of("Put the duvet")).toMatchObject({ owner: "self", author: undefined });
  });

  it("reads the person's bubble that starts in the header's band and wraps under it as a message, the header over it as the app's", () => {
    const line = (text: string, x: number, y: number, w: number): Draft => ({ text, box: { x, y, w, h: 45 }, confidence: 0.95, paragraph: y });
    const drafts = [
      line("Njeri", 265, 120, 120),
      line("(312) 555-0176", 265, 175, 260),
      line("Loud. Twelve seven-year-olds", 320, 260, 500),
      line("and one cake.", 320, 325, 220),
      line("The magician lasted twenty", 320, 480, 460),
      line("so Rumi is getting booked for the", 70, 980, 560),
    ];
    assignChatRoles(drafts, frame);
    expect(drafts.map((d) => [d.role, d.owner])).toEqual([
      ["ui", undefined],
      ["ui", undefined],
      ["chat_message", "self"],
      ["chat_message", "self"],
      ["chat_message", "self"],
      ["chat_message", "other"],
    ]);
  });

  it("reads a bubble with two lines in the header's band, wrapping under it, as the person's message", () => {
    const line = (text: string, x: number, y: number, w: number): Draft => ({ text, box: { x, y, w, h: 45 }, confidence: 0.95, paragraph: y });
    const drafts = [
      line("Book club", 120, 80, 300),
      line("Slightly awkward follow-up. I", 320, 240, 560),
      line("praised the ending for ten minutes", 320, 295, 600),
      line("last night. It stops mid-sentence.", 320, 350, 600),
      line("I was too polite to say it", 70, 600, 500),
    ];
    assignChatRoles(drafts, frame);
    expect(drafts.map((d) => [d.role, d.owner])).toEqual([
      ["ui", undefined],
      ["chat_message", "self"],
      ["chat_message", "self"],
      ["chat_message", "self"],
      ["chat_message", "other"],
    ]);
  });

  it("knows a label word from a name", () => {
    for (const label of ["Seats", "Scenes", "Groceries", "Duration", "Transmission", "TIMELINE", "READINESS", "Intensity"])
      expect(isLabelWord(label)).toBe(true);
    for (const name of ["Mum", "Dad", "Rose", "Grace", "Marit", "Boss", "Bertil", "Hollis"]) expect(isLabelWord(name)).toBe(false);
  });

  it("gives each message under a name and its age ('Bertil · 52m') to that name, not to the name above the last one", () => {
    const drafts = [
      at("Marit Solberg", 300),
      at("Rowed to the bridge and back before breakfast.", 360),
      at("Bertil · 52m", 560, "timestamp"),
      at("before breakfast on a tuesday??", 610),
      at("Marit Solberg · 48m", 720, "timestamp"),
      at("The bridge was closer than it looked.", 770),
      at("Oddny · 31m", 880, "timestamp"),
      at("which bridge", 930),
    ];
    assignChatRoles(drafts, frame);
    const by = (start: string) => drafts.find((d) => d.text.startsWith(start))?.author;
    expect(by("Rowed")).toBe("Marit Solberg");
    expect(by("before breakfast")).toBe("Bertil");
    expect(by("The bridge")).toBe("Marit Solberg");
    expect(by("which bridge")).toBe("Oddny");
  });

  it("never takes a section's heading ('Known Issues', 'Seller's Notes') for the sender of the lines under it", () => {
    const drafts = [
      at("Ingrid Vale", 400),
      at("is the caravan still for sale", 450),
      at("Known Issues", 500),
      at("Awning rail bent from my own carport", 560),
      at("Seller's Notes", 700),
      at("The carport is also bent now", 760),
    ];
    assignChatRoles(drafts, frame);
    for (const heading of ["Known Issues", "Seller's Notes"]) expect(drafts.filter((d) => d.author === heading)).toEqual([]);
    expect(drafts.find((d) => d.text === "Known Issues")?.role).toBe("ui");
    // Under the heading, the lines are no longer the last sender's.
    expect(drafts.find((d) => d.text.startsWith("Awning"))?.author).not.toBe("Ingrid Vale");
  });

  it("reads a forum's posts by the member over 'Registered …', and no post's number or board title as a writer", () => {
    const drafts = [
      at("Show Tell", 120),
      at("Ingmar Sollie", 400),
      at("Registered Apr 9, 2012", 440),
      at("A second fridge for the garage. I have one shelf of food.", 480),
      at("#12 - Today 1:10 AM", 600),
      at("Dagny Rask", 680),
      at("Registered Feb 1, 2020", 720),
      at("what is on the shelf", 760),
    ];
    assignChatRoles(drafts, frame);
    const by = (start: string) => drafts.find((d) => d.text.startsWith(start))?.author;
    expect(by("A second fridge")).toBe("Ingmar Sollie");
    expect(by("what is on")).toBe("Dagny Rask");
    expect(drafts.filter((d) => d.author === "Show Tell" || d.author === "#12" || d.author === "Registered")).toEqual([]);
    expect(drafts.find((d) => d.text.startsWith("Registered"))?.role).toBe("ui");
  });

  it("never takes a member's rank under their name ('Active Member') for a writer, and keeps the post under it theirs", () => {
    const drafts = [at("Ingmar Sollie", 400), at("Active Member", 440), at("A second fridge for the garage. I have one shelf of food.", 480)];
    assignChatRoles(drafts, frame);
    expect(drafts[1]).toMatchObject({ role: "ui", owner: "ui" });
    expect(drafts[2].author).toBe("Ingmar Sollie");
  });
});
