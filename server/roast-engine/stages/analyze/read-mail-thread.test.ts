import { describe, expect, it } from "vitest";
import type { LineOwner, LineRole, ScreenLine } from "../../types";
import { isMailThread, isMailTime, readMailThread, readRecipients } from "./read-mail-thread";

let y = 0;
const line = (text: string, role: LineRole = "caption", owner: LineOwner = "self", x = 40): ScreenLine => {
  y += 40;
  return { text, role, owner, box: { x, y, w: 600, h: 30 }, confidence: 0.95 };
};
const ui = (text: string) => line(text, "ui", "ui", 150);
const whose = (lines: ScreenLine[]) =>
  readMailThread(lines)
    .filter((l) => l.owner !== "ui")
    .map((l) => `${l.owner}${l.author ? ` (${l.author})` : ""}: ${l.text}`);

describe("readRecipients", () => {
  it("reads whom a message went to, and whether the app calls the reader 'me'", () => {
    expect(readRecipients("to me, Helmi and 26 others")).toEqual({ me: true, names: ["helmi"] });
    expect(readRecipients("IT Service Desk - to me, Lorenz")).toEqual({ me: true, names: ["lorenz"] });
    expect(readRecipients("to Jorinde, cc Finance Team")).toEqual({ me: false, names: ["jorinde", "finance"] });
    expect(readRecipients("Friends of the Lido - to parents")).toEqual({ me: false, names: ["parents"] });
    expect(readRecipients("To: Ada")).toEqual({ me: false, names: ["ada"] });
    expect(readRecipients("to All Staff · 2 hours ago")).toEqual({ me: false, names: ["all"] });
  });

  it("reads no sentence as recipients", () => {
    expect(readRecipients("to be honest, I never wanted the shed.")).toBeUndefined();
    expect(readRecipients("Happy to sign the card as well.")).toBeUndefined();
  });
});

describe("isMailTime", () => {
  it("knows a message's time as mail apps print it, and no sentence", () => {
    for (const t of ["Tue 07:58", "Mon 9:05 AM", "Dec 1", "3 Dec", "Yesterday", "Sat", "11:02"]) expect(isMailTime(t), t).toBe(true);
    expect(isMailTime("Sat in the car for an hour")).toBe(false);
  });
});

describe("readMailThread", () => {
  it("gives the person the one sender left once the messages 'to me' rule their senders and co-recipients out", () => {
    const lines = [
      ui("Inbox"),
      ui("Odile Marchetti"),
      ui("Tue 09:14"),
      ui("to me, Piet and 12 others"),
      line("Hi both, the choir's bake sale needs one more cake by Friday."),
      ui("Bertrand Osei"),
      ui("Tue 10:02"),
      ui("to Odile, Piet and 12 others"),
      line("Hi Odile,"),
      line("I will bring a lemon drizzle. I have burnt the last four, so this is the fifth."),
      line("Bertrand"),
      ui("Piet Van Rijn"),
      ui("Tue 10:30"),
      line("Please let it be the fifth."),
      ui("Reply all"),
    ];
    expect(whose(lines)).toEqual([
      "other (Odile Marchetti): Odile Marchetti",
      "other (Odile Marchetti): Hi both, the choir's bake sale needs one more cake by Friday.",
      "self: Bertrand Osei",
      "self: I will bring a lemon drizzle. I have burnt the last four, so this is the fifth.",
      "self: Bertrand",
      "other (Piet Van Rijn): Piet Van Rijn",
      "other (Piet Van Rijn): Please let it be the fifth.",
    ]);
  });

  it("gives the message a reply quotes to the writer its heading names, wrapped or not", () => {
    const lines = [
      ui("Wilma Akintola"),
      ui("Mon 18:20"),
      ui("to Residents"),
      line("The bins go out on Thursdays now."),
      ui("Tobias Hearn"),
      ui("Mon 19:01"),
      ui("to me, Residents"),
      line("Noted. Mine have been out since Monday."),
      line("On Mon, 30 Nov 2026 at 18:20, Wilma"),
      line("Akintola wrote:"),
      line("The bins go out on Thursdays now.", "caption", "self", 80),
      ui("Forward"),
    ];
    expect(whose(lines)).toEqual([
      "self: Wilma Akintola",
      "self: The bins go out on Thursdays now.",
      "other (Tobias Hearn): Tobias Hearn",
      "other (Tobias Hearn): Noted. Mine have been out since Monday.",
      "self: The bins go out on Thursdays now.",
    ]);
  });

  it("says every message as its sender's when nothing on the screen says whose inbox it is", () => {
    const lines = [
      ui("Greta Olsen"),
      ui("Dec 1"),
      ui("to Allotment members"),
      line("Whoever is feeding the fox: it now has a waiting list."),
      ui("Hamid Castellano"),
      ui("Dec 1"),
      ui("to Greta, Allotment members"),
      line("He was very polite about it."),
      ui("Reply"),
      ui("Reply all"),
    ];
    expect(whose(lines)).toEqual([
      "other (Greta Olsen): Greta Olsen",
      "other (Greta Olsen): Whoever is feeding the fox: it now has a waiting list.",
      "other (Hamid Castellano): Hamid Castellano",
      "other (Hamid Castellano): He was very polite about it.",
    ]);
  });

  it("leaves greetings, sign-offs and a signature's title to nobody, and what the reading gave the app to the app", () => {
    const lines = [
      ui("Ines Kowal"),
      ui("Wed 08:00"),
      ui("to Facilities"),
      line("Dear Facilities,"),
      line("The lift only goes up now."),
      line("Kind regards,"),
      line("Ines Kowal"),
      line("Office Manager, Harbour Works"),
      ui("Lars Umeh"),
      ui("Wed 08:30"),
      ui("to me"),
      line("qwertyuiop asdfghjkl", "ui", "ui"),
      line("Take the stairs down, then."),
    ];
    expect(whose(lines)).toEqual([
      "self: Ines Kowal",
      "self: The lift only goes up now.",
      "self: Ines Kowal",
      "other (Lars Umeh): Lars Umeh",
      "other (Lars Umeh): Take the stairs down, then.",
    ]);
  });

  it("leaves a group chat, whose senders have times but no recipients, to its own pass", () => {
    const lines = [ui("Nadia"), ui("10:02"), line("who took my oat milk"), ui("Sven"), ui("10:05"), line("it was expired anyway")];
    expect(isMailThread(lines)).toBe(false);
    expect(readMailThread(lines)).toEqual(lines);
  });
});
