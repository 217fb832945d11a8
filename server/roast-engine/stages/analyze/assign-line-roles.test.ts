import { describe, expect, it } from "vitest";
import { assignLineRoles } from "./assign-line-roles";
import type { RawLine } from "./build-screen-lines";

const line = (text: string, x: number, y: number, w: number, h = 40): RawLine => ({ text, box: { x, y, w, h }, confidence: 0.95, paragraph: y });

describe("assignLineRoles", () => {
  it("reads a few words closing on a stop at the screen's foot as someone's words, and short labels there as the tab bar", () => {
    const lines = [
      line("One offered in 1994. My mother showed", 143, 1810, 724),
      line("him out fourteen minutes early.", 216, 1878, 504),
      line("Home Search Sell", 60, 1990, 500),
      line("Write a message...", 60, 1940, 400),
    ];
    const read = assignLineRoles({ lines, kind: "comment", width: 947, height: 2048 });
    expect(read[1].role).not.toBe("navigation");
    expect(read[2].owner).toBe("ui");
    expect(read[3].owner).toBe("ui");
  });

  it("reads a place and a date under a post's author as where they posted it, and a question's wrapped end as no commenter (held-out v40's FATMAP)", () => {
    const lines = [
      line("Garmon Pritchard", 159, 569, 311, 31),
      line("Snowdonia - Sat 5 Dec", 159, 617, 311, 24),
      line("Snowdon Horseshoe at sunrise", 38, 678, 661, 37),
      line("I carried a litre of coffee up for the sunrise and left", 39, 1041, 841, 38),
      line("the cups in the car.", 36, 1095, 316, 37),
      line("Comments", 38, 1484, 171, 26),
      line("Llion Rowlands - 1d", 149, 1551, 307, 27),
      line("Unreal light, what time did you set off from", 149, 1599, 688, 37),
      line("Pen-y-Pass?", 150, 1650, 195, 35),
      line("Garmon Pritchard - 1d", 137, 1723, 450, 40),
      line("3:40, and the car park was already half", 237, 1781, 625, 36),
      line("full.", 237, 1830, 57, 30),
    ];
    const read = assignLineRoles({ lines, kind: "comment", width: 947, height: 2048 });
    expect(read[1].owner).toBe("ui");
    expect(read[3]).toMatchObject({ role: "caption", owner: "self" });
    expect(read[8]).toMatchObject({ owner: "other", author: "Llion Rowlands" });
    expect(read[10]).toMatchObject({ role: "comment", owner: "self" });
  });

  it("never lends a notification banner's sender to the chat under it, whose header the banner covers", () => {
    const lines = [
      line("Blabber · now", 130, 50, 250, 36),
      line("Oddny", 66, 115, 130, 42),
      line("are you still up for the climbing wall on", 66, 170, 720),
      line("Thursday?", 66, 225, 190),
      line("Today", 495, 450, 90, 32),
      line("how was the conference", 68, 540, 490),
      line("Long. Good coffee though.", 478, 700, 530),
      line("I picked up the wrong lanyard at", 290, 860, 640),
      line("registration and was Paavo from", 290, 920, 620),
    ];
    const read = assignLineRoles({ lines, kind: "chat", width: 1080, height: 2340 });
    expect(read[2]).toMatchObject({ owner: "other", author: "Oddny" });
    expect(read[5]).toMatchObject({ role: "chat_message", owner: "other" });
    expect(read[5].author).toBeUndefined();
    expect(read[6]).toMatchObject({ role: "chat_message", owner: "self" });
  });

  it("reads a one-to-one chat under a banner as it reads one without: the banner's sender sends nothing in it", () => {
    const lines = [
      line("Duolingo", 66, 60, 200, 42),
      line("now", 900, 60, 70, 36),
      line("You're 2 minutes away from losing your", 66, 115, 720),
      line("214 day streak", 66, 170, 300),
      line("Jordan", 470, 300, 140),
      line("omw!! 5 min away", 60, 520, 330),
      line("ok table's booked for 7:15", 560, 600, 460),
      line("leaving now for real", 60, 680, 400),
      line("wait where are my keys", 60, 760, 440),
      line("found them. they were in my", 60, 840, 540),
      line("hand the whole time", 60, 895, 380),
      line("it's 7:48", 820, 980, 180),
    ];
    const read = assignLineRoles({ lines, kind: "chat", width: 1080, height: 2340 });
    expect(read.slice(0, 4).every((l) => l.notification)).toBe(true);
    expect(read.slice(4).some((l) => l.notification)).toBe(false);
    // The side that says the most is the person's, as in a chat with no banner.
    expect(read.filter((l) => l.role === "chat_message").map((l) => l.owner)).toEqual(["self", "other", "self", "self", "self", "self", "other"]);
  });
});
