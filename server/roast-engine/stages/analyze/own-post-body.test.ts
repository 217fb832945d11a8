import { describe, expect, it } from "vitest";
import type { LineOwner, LineRole, ScreenLine } from "../../types";
import { ownPostBody } from "./own-post-body";

const WIDTH = 1000;

/** Lines top to bottom, 36 px apart: [text, x, role, owner, author]. */
function screen(rows: Array<[string, number, LineRole, LineOwner, string?]>): ScreenLine[] {
  return rows.map(([text, x, role, owner, author], i) => ({
    text,
    box: { x, y: 100 + i * 36, w: Math.min(WIDTH - x - 30, text.length * 16), h: 28 },
    role,
    owner,
    ...(author ? { author } : {}),
    confidence: 0.93,
  }));
}

const by = (lines: ScreenLine[], text: string) => lines.find((l) => l.text === text);

describe("ownPostBody", () => {
  it("gives a post's body to its poster, whose handle sat on an icon row, and each indented reply to its writer", () => {
    const lines = screen([
      ["a @kipper.the.pointer", 32, "other", "ui"],
      ["Hannelore Brandt · 5h · Berlin", 34, "comment", "other", "Hannelore Brandt"],
      ["Kipper is 14 weeks old now. We hung a little bell on the", 34, "comment", "other", "Hannelore Brandt"],
      ["back door so she can tell us when she needs to go out.", 34, "comment", "other", "Hannelore Brandt"],
      ["She rang it 31 times on Sunday. She needed to go out", 33, "comment", "other", "Hannelore Brandt"],
      ["twice.", 32, "comment", "other", "Hannelore Brandt"],
      ["Q 212 D 17", 35, "other", "ui"],
      ["Lilo Vasquez · 4h", 127, "name", "other", "Lilo Vasquez"],
      ["Same with our terrier. Now he rings it and then just", 126, "comment", "other", "Lilo Vasquez"],
      ["stands in the garden looking back at us.", 126, "comment", "other", "Lilo Vasquez"],
      ["Hannelore Brandt · 4h", 202, "name", "other", "Hannelore Brandt"],
      ["Yes, the standing in the garden is part of it here too.", 201, "comment", "other", "Hannelore Brandt"],
      ["Gottfried Kessler · 3h", 126, "other", "ui"],
      ["She is not training you for the door, she is training", 126, "comment", "other", "@gottfried_k"],
      ["you to stand up.", 125, "comment", "other", "@gottfried_k"],
    ]);
    const read = ownPostBody(lines, { kind: "comment", width: WIDTH });
    expect(by(read, "She rang it 31 times on Sunday. She needed to go out")).toMatchObject({ owner: "self", role: "caption" });
    expect(by(read, "She rang it 31 times on Sunday. She needed to go out")?.author).toBeUndefined();
    expect(by(read, "Yes, the standing in the garden is part of it here too.")).toMatchObject({ owner: "self" });
    expect(by(read, "Same with our terrier. Now he rings it and then just")).toMatchObject({ owner: "other", author: "Lilo Vasquez" });
    expect(by(read, "you to stand up.")).toMatchObject({ owner: "other", author: "Gottfried Kessler" });
    expect(by(read, "Gottfried Kessler · 3h")).toMatchObject({ role: "name", owner: "other" });
  });

  it("gives a diary's body with no header to the uploader, and takes the first commenter's words back from them", () => {
    const lines = screen([
      ["Plot 27 · Diary", 44, "other", "ui"],
      ["End of season weigh-in: 14.2 kg of courgettes from", 38, "other", "ui"],
      ["four plants.", 35, "other", "ui"],
      ["I only planted them for my neighbour, and she", 38, "other", "ui"],
      ["moved away in June.", 38, "other", "ui"],
      ["Irmgard Vogel", 31, "name", "self"],
      ["Courgette cake! My recipe is pinned on my", 132, "caption", "self"],
      ["profile.", 132, "caption", "self"],
      ["Heike Lorenz", 131, "name", "other", "Heike Lorenz"],
      ["does the new neighbour like them at all", 132, "comment", "other", "Heike Lorenz"],
    ]);
    const read = ownPostBody(lines, { kind: "comment", width: WIDTH });
    expect(by(read, "I only planted them for my neighbour, and she")).toMatchObject({ owner: "self", role: "caption" });
    expect(by(read, "Irmgard Vogel")).toMatchObject({ owner: "other", role: "name" });
    expect(by(read, "Courgette cake! My recipe is pinned on my")).toMatchObject({ owner: "other", role: "comment", author: "Irmgard Vogel" });
  });

  it("keeps a sentence's last word wrapped alone in the body, and ends the body at the counts row under it", () => {
    const lines = screen([
      ["joaquim_f · 2h ago", 33, "ui", "ui"],
      ["First proper 10k, the Harbour Run in Porto. Went", 39, "caption", "self"],
      ["out too fast, held on after 6 km, legs gone by the", 38, "caption", "self"],
      ["end.", 38, "comment", "self", "joaquim_f"],
      ["At 9 km I was overtaken by a man pushing twins in", 37, "comment", "self", "joaquim_f"],
      ["a double buggy.", 38, "comment", "self", "joaquim_f"],
      ["fy 38props D9", 40, "comment", "self", "joaquim_f"],
      ["hennie_runs", 149, "ui", "ui"],
      ["The buggy dads are a different species. Forty", 148, "comment", "other", "hennie_runs"],
      ["kilos of resistance training and they still", 149, "comment", "other", "hennie_runs"],
      ["joaquim_f", 138, "ui", "ui"],
      ["He also had a dog on a lead. I left that", 240, "comment", "self", "joaquim_f"],
    ]);
    const read = ownPostBody(lines, { kind: "comment", width: WIDTH });
    expect(by(read, "At 9 km I was overtaken by a man pushing twins in")).toMatchObject({ role: "caption", owner: "self" });
    expect(by(read, "a double buggy.")).toMatchObject({ role: "caption", owner: "self" });
    expect(by(read, "fy 38props D9")?.role).toBe("comment");
    expect(by(read, "He also had a dog on a lead. I left that")).toMatchObject({ owner: "self" });
  });

  it("leaves a forum thread as read: every post starts at the margin, each its writer's", () => {
    const lines = screen([
      ["Mordaunt", 68, "ui", "ui"],
      ["Back on the kart racer. Still losing to the ghost of", 68, "comment", "other", "Mordaunt"],
      ["my own best lap from 2021.", 68, "comment", "other", "Mordaunt"],
      ["Quarrie", 68, "ui", "ui"],
      ["Finally finished the 60-hour RPG I started in 2019.", 68, "comment", "other", "Quarrie"],
      ["Credits rolled and I have no idea who the villain", 68, "comment", "other", "Quarrie"],
      ["Nimue_B", 68, "ui", "ui"],
      ["The boat is the villain's. You stole it in chapter", 67, "comment", "other", "Nimue_B"],
      ["two of the game.", 66, "comment", "other", "Nimue_B"],
      ["Posted 4 hours ago by the team", 610, "ui", "ui"],
    ]);
    expect(ownPostBody(lines, { kind: "comment", width: WIDTH })).toEqual(lines);
  });

  it("leaves a thread whose starter the page names as read, and any upload that is not a post", () => {
    const rows: Array<[string, number, LineRole, LineOwner, string?]> = [
      ["First cruise next month, any tips for the sea at all? I", 39, "caption", "other"],
      ["have never been on a ship before this one.", 38, "caption", "other"],
      ["Started by seafever_dot · 3 days ago · 46 replies", 38, "ui", "ui"],
      ["PortholeMargo · 3 days ago", 34, "name", "other", "PortholeMargo"],
      ["We did our first cruise in May. My sister was", 130, "comment", "other", "PortholeMargo"],
      ["seasick before we'd left Southampton, she says.", 130, "comment", "other", "PortholeMargo"],
      ["CaribbeanCarl · 2 days ago", 34, "name", "other", "CaribbeanCarl"],
      ["The patches work well for us. Put one on the night", 130, "comment", "other", "CaribbeanCarl"],
    ];
    const thread = screen(rows);
    expect(ownPostBody(thread, { kind: "comment", width: WIDTH })).toEqual(thread);
    const chat = screen(rows.filter((r) => !r[0].startsWith("Started")));
    expect(ownPostBody(chat, { kind: "chat", width: WIDTH })).toEqual(chat);
  });
});
