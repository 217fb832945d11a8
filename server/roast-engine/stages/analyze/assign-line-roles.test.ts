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
