import { describe, expect, it } from "vitest";
import type { Analysis, LineOwner, LineRole } from "../../../types";
import { findOwnerName } from "./find-owner-name";

const line = (text: string, role: LineRole, owner: LineOwner = "self", y = 0, author?: string) => ({
  text,
  role,
  owner,
  author,
  box: { x: 0, y, w: 10, h: 10 },
  confidence: 0.95,
});
const screen = (lines: ReturnType<typeof line>[], kind: Analysis["kind"] = "profile", kindSure = true) => ({
  lines,
  kind,
  kindSure,
  visual: { isScreenshot: true, height: 2000 } as Analysis["visual"],
});

describe("findOwnerName", () => {
  it("names the owner when their own handle spells their first name", () => {
    expect(findOwnerName(screen([line("Devon Okafor", "name"), line("@devon_ships_it", "handle")]))).toBe("Devon");
    expect(findOwnerName(screen([line("Léa Fontaine @leafontaine_ · Mar 3", "name")]))).toBe("Léa");
    expect(findOwnerName(screen([line("Kevin R.", "name"), line("@kevinr", "handle")]))).toBe("Kevin");
  });

  it("names the writer the person's entry in a list was written under, and nobody for a username or two writers", () => {
    const entry = (author: string) => [
      line("Went as a couple · Oct 2026", "ui", "ui", 0),
      line("Quiet and very clean.", "comment", "other", 10, "Gerlinde S."),
      line("The pool was heated even in October.", "comment", "self", 20, author),
    ];
    expect(findOwnerName(screen(entry("Hartmut K.")))).toBe("Hartmut");
    expect(findOwnerName(screen(entry("Placido_NA")))).toBeUndefined();
    // A name that is also a word may be the thing the row was about ("Van · Sept 2025").
    expect(findOwnerName(screen(entry("Van")))).toBeUndefined();
    // A name OCR misread ("Sdnke" for "Sönke") is not said to them.
    expect(findOwnerName(screen(entry("Sdnke Brodersen")))).toBeUndefined();
    expect(findOwnerName(screen([line("Sdnke Brodersen", "name"), line("@sdnke", "handle")]))).toBeUndefined();
    expect(findOwnerName(screen([...entry("Hartmut K."), line("Also great.", "comment", "self", 30, "Hasse B.")]))).toBeUndefined();
    // A profile's detail read over the entry is no writer's name (v33's Adopte: "Non-smoker").
    expect(findOwnerName(screen(entry("Non-smoker")))).toBeUndefined();
    expect(findOwnerName(screen(entry("Self-taught")))).toBeUndefined();
    expect(findOwnerName(screen(entry("Anne-marie")))).toBe("Anne-marie");
  });

  it("names no place the layout read as a list entry's writer", () => {
    const under = (header: string, author: string, extra: ReturnType<typeof line>[] = []) =>
      screen([...extra, line(header, "ui", "ui", 5), line("In twenty winters it drilled four hundred holes.", "caption", "self", 10, author)]);
    // A listing's meta line, its town said again in the description: v37's ice auger was roasted as "Kuopio"'s.
    expect(
      findOwnerName(screen([...under("Kuopio - Private - 3 days ago", "Kuopio").lines, line("Pickup in Kuopio, Petonen.", "caption", "self", 30, "Kuopio")])),
    ).toBeUndefined();
    // A meta line with an address on it.
    expect(findOwnerName(under("Viljandimaa, Viljandi - Private - 2 days ago", "Viljandimaa, Viljandi"))).toBeUndefined();
    expect(findOwnerName(under("Spanish - Gertrude St, Fitzroy", "Spanish"))).toBeUndefined();
    // The line under a person's name, their avatar's letter before it: where they posted from.
    expect(findOwnerName(under("Campinas - 2 hours ago", "Campinas", [line("a Gaspar Lima", "ui", "ui", 0)]))).toBeUndefined();
    // A writer's own row still names them, a date beside it, whatever is over it.
    expect(findOwnerName(under("Sameera · October 2026", "Sameera", [line("Parking right by the lodge.", "caption", "other", 0, "Zita")]))).toBe("Sameera");
    expect(findOwnerName(under("Wardell - Dec 3, 2026", "Wardell"))).toBe("Wardell");
    // A row of tabs over a writer's own row is no writer (v13's Pitchup).
    expect(findOwnerName(under("Solveig H. · Aug 2025", "Solveig H.", [line("Campervans Glamping", "name", "self", 0)]))).toBe("Solveig");
  });

  it("names a dating card's person from its name line alone, with an age after it", () => {
    expect(findOwnerName(screen([line("Maya 27", "name")], "dating"))).toBe("Maya");
    expect(findOwnerName(screen([line("Leonie, 27", "name")], "dating"))).toBe("Leonie");
    expect(findOwnerName(screen([line("Maya 27", "name")], "dating", false))).toBeUndefined();
    // A word alone at the top of a card may be the app's logo.
    expect(findOwnerName(screen([line("Jaumo", "name")], "dating"))).toBeUndefined();
  });

  it("names a sure dating card's person from a detail line that is only a name and an age", () => {
    const card = (name: string) => [
      line("AnastasiaDate", "name"),
      line(name, "detail"),
      line("Lviv, Ukraine - ID 2294517", "detail"),
      line("170 cm", "detail"),
    ];
    expect(findOwnerName(screen(card("Ekaterina, 34"), "dating"))).toBe("Ekaterina");
    expect(findOwnerName(screen(card("Kai R. 29"), "dating"))).toBe("Kai");
    // Not on a card the reader is unsure of, nor a detail with more than a name and an age, nor a match's line.
    expect(findOwnerName(screen(card("Ekaterina, 34"), "dating", false))).toBeUndefined();
    expect(findOwnerName(screen(card("Lives in Lviv, 34"), "dating"))).toBeUndefined();
    expect(findOwnerName(screen([line("Ciro, 36", "detail", "other")], "dating"))).toBeUndefined();
  });

  it("names whom a one-to-one chat is with, from its message box or its header, the side read as the owner's", () => {
    const messages = [line("Hello I am here", "chat_message", "self", 800), line("outside", "chat_message", "other", 900)];
    expect(findOwnerName(screen([...messages, line("Message Sergei", "navigation", "ui", 1900)], "chat"))).toBe("Sergei");
    expect(findOwnerName(screen([line("Travis", "name", "self", 150), ...messages], "chat"))).toBe("Travis");
    expect(findOwnerName(screen([line("Kwame O.", "name", "self", 150), ...messages, line("Message Kwame O.", "navigation", "ui", 1900)], "chat"))).toBe(
      "Kwame",
    );
    // A teacher named by title and surname is called so, never by the title alone.
    expect(
      findOwnerName(screen([line("Mrs Abernethy", "name", "self", 150), ...messages, line("Message Mrs Abernethy", "navigation", "ui", 1900)], "chat")),
    ).toBe("Mrs Abernethy");
  });

  it("names the partner from a header line the app kept, an avatar's letter dropped, only when the person's side is theirs", () => {
    const theirs = [line("Yes, all fourteen. Please take them as a set", "chat_message", "self", 800), line("why", "chat_message", "other", 900)];
    const width = { isScreenshot: true, height: 2000, width: 1170 } as Analysis["visual"];
    const chat = (lines: ReturnType<typeof line>[]) => ({ lines, kind: "chat" as const, kindSure: true, visual: width });
    expect(findOwnerName(chat([line("a Hilda", "ui", "ui", 105), ...theirs]))).toBe("Hilda");
    // A presence under the name is nobody's name; a word of the language is the app's title.
    expect(findOwnerName(chat([line("Q Online", "name", "self", 146), line("Faisal", "ui", "ui", 157), ...theirs]))).toBe("Faisal");
    expect(findOwnerName(chat([line("Messages", "ui", "ui", 105), ...theirs]))).toBeUndefined();
    // The uploader's own side read as the person's: the header names the other side, not them.
    const own = theirs.map((l) => ({ ...l, box: { ...l.box, x: l.owner === "self" ? 600 : 0 } }));
    expect(findOwnerName(chat([line("a Hilda", "ui", "ui", 105), ...own]))).toBeUndefined();
  });

  it("names nobody in a chat it is unsure of, in a group, where header and message box disagree, or from a name low on the screen", () => {
    const messages = [line("Hello I am here", "chat_message", "self", 800), line("outside", "chat_message", "other", 900)];
    expect(findOwnerName(screen([...messages, line("Message Sergei", "navigation", "ui", 1900)], "chat", false))).toBeUndefined();
    expect(
      findOwnerName(screen([line("Adebayo Family", "name", "self", 150), line("Dad, Mum, Tolu, You", "ui", "ui", 190), ...messages], "chat")),
    ).toBeUndefined();
    expect(
      findOwnerName(screen([line("Travis", "name", "self", 150), line("sorry", "chat_message", "other", 700, "Kemi"), ...messages], "chat")),
    ).toBeUndefined();
    expect(findOwnerName(screen([line("Travis", "name", "self", 150), ...messages, line("Message Sergei", "navigation", "ui", 1900)], "chat"))).toBeUndefined();
    expect(findOwnerName(screen([...messages, line("Travis", "name", "self", 1200)], "chat"))).toBeUndefined();
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
