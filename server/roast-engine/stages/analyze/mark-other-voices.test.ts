import { describe, expect, it } from "vitest";
import type { LineRole, ScreenLine } from "../../types";
import { markOtherVoices } from "./mark-other-voices";

const line = (text: string, role: LineRole, x = 0): ScreenLine => ({
  text,
  role,
  owner: role === "ui" ? "ui" : "self",
  box: { x, y: 0, w: 10, h: 10 },
  confidence: 0.9,
});
const owners = (lines: ScreenLine[]) => markOtherVoices(lines).map((l) => `${l.owner}: ${l.text}`);

describe("markOtherVoices", () => {
  it("gives an answer's words to whom its heading names, even words an earlier pass gave the reviewer", () => {
    const reviewer = (text: string): ScreenLine => ({ ...line(text, "comment"), owner: "other", author: "plantbased_pete" });
    const read = markOtherVoices([
      line("Good food, lovely staff, and a meal that was mostly a list of denials.", "comment"),
      line("Reply from the owner", "ui"),
      reviewer("Thanks Pete! Tell your dad the Not Cheesecake"),
      reviewer("misses him."),
    ]);
    expect(read[2]).toMatchObject({ owner: "other", author: "the owner" });
    expect(read[3]).toMatchObject({ owner: "other", author: "the owner" });
    expect(read[0]).toMatchObject({ owner: "self" });
  });

  it("gives a listing's public question to who asked it, and the poster's answer back to the person", () => {
    const read = markOtherVoices([
      line("Bright flat. The rent reflects this.", "bio"),
      line("Questions", "section_label"),
      { ...line("Bogumil asked", "bio") },
      line("Quiet except for the tap dancing?", "bio"),
      line("Answer from the advertiser", "ui"),
      { ...line("Around nine. He says he is nearly ready for the show.", "bio"), owner: "other", author: "the advertiser" },
    ]);
    expect(read[2]).toMatchObject({ owner: "ui" });
    expect(read[3]).toMatchObject({ owner: "other", author: "Bogumil" });
    expect(read[5]).toMatchObject({ owner: "self" });
    expect(read[5].author).toBeUndefined();
    expect(read[0]).toMatchObject({ owner: "self" });
  });

  it("gives a shop's response to a review to the shop: only an answer to a question is the listing's poster's (v35's Shopee)", () => {
    const read = markOtherVoices([
      line("It came coiled so tightly that it took a whole Sunday to unroll.", "comment"),
      line("Seller's Response", "ui"),
      line("Hi kak, thank you! Next time leave it in the sun for an hour.", "comment"),
    ]);
    expect(read[2]).toMatchObject({ owner: "other", author: "Seller" });
  });

  it("keeps a chat's line that ends on a name and 'asked' as the writer's words", () => {
    expect(owners([line("Mum asked", "chat_message"), line("where you were", "chat_message")])).toEqual(["self: Mum asked", "self: where you were"]);
  });

  it("gives an owner's answer and a rail of suggestions to others, until the app speaks again", () => {
    expect(
      owners([
        line("Ordered a flat white and got a life lesson", "bio"),
        line("Response from the owner", "ui"),
        line("Thank you Priya, the life lessons are free", "bio"),
        line("Similar items", "ui"),
        line("Mid-century lamp", "bio"),
        line("Share", "ui"),
        line("Still mine", "bio"),
      ]),
    ).toEqual([
      "self: Ordered a flat white and got a life lesson",
      "ui: Response from the owner",
      "other: Thank you Priya, the life lessons are free",
      "ui: Similar items",
      "other: Mid-century lamp",
      "ui: Share",
      "self: Still mine",
    ]);
  });

  it("leaves the person's lines in another column beside a sidebar of suggestions", () => {
    expect(
      owners([
        line("People also viewed", "ui", 900),
        line("Dana Whitfield", "name", 900),
        line("Brad Kessler", "name", 40),
        line("Chief Vibes Officer", "headline", 40),
      ]),
    ).toEqual(["ui: People also viewed", "other: Dana Whitfield", "self: Brad Kessler", "self: Chief Vibes Officer"]);
  });

  it("reads a name alone after an interface row, once the person has spoken, as another person's comment", () => {
    expect(
      owners([
        line("Tomás Reyes", "name"),
        line("Ran to the bakery and back", "bio"),
        line("23 kudos Give kudos Comment", "ui"),
        line("Inês Costa", "bio"),
        line("the croissant was the real PR", "bio"),
      ]).slice(3),
    ).toEqual(["other: Inês Costa", "other: the croissant was the real PR"]);
    // A dating card's answer under its prompt stays the person's, capitalised as it may be.
    expect(owners([line("Looking for someone fun", "bio"), line("I will judge you by", "ui"), line("Your Spotify Wrapped. Be", "answer")]).at(-1)).toBe(
      "self: Your Spotify Wrapped. Be",
    );
    // Before the person has said anything, a name under the tabs is theirs (a review's author).
    expect(owners([line("Overview Reviews Photos About", "ui"), line("Priya Nair", "bio"), line("Ordered a flat white", "bio")])).toEqual([
      "ui: Overview Reviews Photos About",
      "self: Priya Nair",
      "self: Ordered a flat white",
    ]);
  });

  it("takes a commenter's name the layout already gave to someone else as the start of their comment", () => {
    // The profile pass read "Inés Costa" as a second person's name: the line under it is hers, not the runner's.
    const name: ScreenLine = { ...line("Inés Costa", "name"), owner: "other", box: { x: 35, y: 0, w: 278, h: 85 } };
    expect(
      owners([
        line("Ran to the bakery and back", "bio", 42),
        line("23 kudos Give kudos Comment", "ui", 41),
        name,
        line("the croissant was the real PR", "bio", 141),
      ]).slice(2),
    ).toEqual(["other: Inés Costa", "other: the croissant was the real PR"]);
  });
});

describe("a friend's words over a dating profile", () => {
  it("gives the words under 'X vouched for Y' to X, until a blank line and the card's next heading", () => {
    const at = (text: string, y: number): ScreenLine => ({ ...line(text, "bio", 70), box: { x: 70, y, w: 600, h: 40 } });
    const read = markOtherVoices([
      at("My mom still does my taxes.", 993),
      at("Jozef vouched for Kieron", 1174),
      at("Most responsible guy I know. Every one of us", 1265),
      at("has been driven home by him at least once.", 1316),
      at("Best first date", 1442),
      at("A long walk by the river and a diner after.", 1496),
    ]);
    expect(read.map((l) => [l.owner, l.author])).toEqual([
      ["self", undefined],
      ["ui", undefined],
      ["other", "Jozef"],
      ["other", "Jozef"],
      ["self", undefined],
      ["self", undefined],
    ]);
  });
});

describe("a message set on the person's card", () => {
  const at = (text: string, x: number, y: number): ScreenLine => ({ ...line(text, "answer", x), box: { x, y, w: 600, h: 30 } });

  it("gives the words under 'X wrote to you', set under X's avatar, to X, and the card's next prompt back to the app and the person", () => {
    const read = markOtherVoices([
      at("I run the garden centre's Instagram. Our best", 90, 1000),
      at("post ever is me falling in the koi pond in a Santa hat.", 90, 1045),
      at("Dalton wrote to you", 196, 1200),
      at("the santa hat stayed on the whole way down,", 90, 1260),
      at("that's commitment", 90, 1305),
      at("Ideal weekend", 90, 1430),
      at("Gower coast path, chips in Mumbles.", 90, 1480),
    ]);
    expect(read.map((l) => [l.owner, l.author])).toEqual([
      ["self", undefined],
      ["self", undefined],
      ["ui", undefined],
      ["other", "Dalton"],
      ["other", "Dalton"],
      ["self", undefined],
      ["self", undefined],
    ]);
  });

  it("keeps the words another's where the reading lost the sender's first letters, and names nobody", () => {
    const read = markOtherVoices([at("alton wrote to you", 196, 1200), at("the santa hat stayed on the whole way down,", 90, 1260)]);
    expect(read.map((l) => [l.owner, l.author])).toEqual([
      ["ui", undefined],
      ["other", undefined],
    ]);
  });

  it("reads an invitation's message and a vouch with the voucher's relation in brackets the same way", () => {
    const read = markOtherVoices([
      at("Bhargav sent an invitation with a message", 180, 1500),
      at("my chacha runs a sweet shop, please never open his returns", 84, 1560),
      at("Basim (brother) vouches for Dalia", 84, 1700),
      at("Last Eid she parked so far away we took a taxi back to", 84, 1760),
    ]);
    expect(read.map((l) => [l.owner, l.author])).toEqual([
      ["ui", undefined],
      ["other", "Bhargav"],
      ["ui", undefined],
      ["other", "Basim"],
    ]);
  });

  it("gives the words under a sender's name and the time ('Chidozie · 7:42 PM') to the sender, the card's own name never", () => {
    const read = markOtherVoices([
      { ...at("Edwina, 44", 90, 300), role: "name" },
      at("I'm a traffic warden. I've ticketed two of my exes.", 90, 1000),
      at("chidozie - 7:42PM", 180, 1100),
      at("I've paid every fine on time since 2009", 90, 1160),
      at("Ideal Sunday", 90, 1300),
      at("A roast at the Plough.", 90, 1350),
      at("Edwina - 8:01 PM", 180, 1450),
      at("Noted.", 90, 1510),
    ]);
    expect(read.map((l) => [l.owner, l.author])).toEqual([
      ["self", undefined],
      ["self", undefined],
      ["ui", undefined],
      ["other", "Chidozie"],
      ["self", undefined],
      ["self", undefined],
      ["self", undefined],
      ["self", undefined],
    ]);
  });

  it("gives the card's own person back their reply under their own header, its mark lost to OCR ('Yuriy 4d', then 'Virgil Tutor 4d')", () => {
    const read = markOtherVoices([
      { ...at("Virgil Zondo", 82, 265), role: "name" },
      at("Once I read a traffic report for four minutes.", 36, 982),
      at("Yuriy 4d", 57, 1286),
      at("I was so proud I forgot to take the coffee.", 47, 1329),
      at("Virgil Tutor 4d", 57, 1533),
      at("That still counts as a pass, Yuriy.", 57, 1567),
    ]);
    expect(read.slice(3).map((l) => [l.owner, l.author])).toEqual([
      ["other", "Yuriy"],
      ["self", undefined],
      ["self", undefined],
    ]);
  });

  it("gives a sender's words to them past a scrap of the header OCR read twice in its row ('4 Dolf - 21:58', then '21:')", () => {
    const scrap: ScreenLine = { text: "21:", role: "other", owner: "ui", box: { x: 206, y: 1603, w: 49, h: 10 }, confidence: 0.5 };
    const read = markOtherVoices([
      at("paid for one this morning.", 73, 1470),
      { ...at("4 Dolf - 21:58", 80, 1595), box: { x: 80, y: 1595, w: 211, h: 41 } },
      scrap,
      at("1340 was a dreadful year for rye, I hope you're ready", 72, 1658),
      at("for that argument", 70, 1703),
    ]);
    expect(read.map((l) => [l.owner, l.author])).toEqual([
      ["self", undefined],
      ["ui", undefined],
      ["ui", undefined],
      ["other", "Dolf"],
      ["other", "Dolf"],
    ]);
  });

  it("lets the app speak again below the header's row: the sender's words end there", () => {
    const read = markOtherVoices([
      { ...at("Dolf - 21:58", 80, 1595), box: { x: 80, y: 1595, w: 211, h: 41 } },
      { text: "Send a smile", role: "ui", owner: "ui", box: { x: 80, y: 1700, w: 200, h: 30 }, confidence: 0.9 },
      at("My PhD was on medieval bread prices.", 72, 1758),
    ]);
    expect(read.map((l) => l.owner)).toEqual(["ui", "ui", "self"]);
  });

  it("reads a sender's age and a mark before 'sent a message' as part of the heading", () => {
    const read = markOtherVoices([at("Columba, 34 · sent a message", 180, 1200), at("I was one of the nine, August 2016.", 90, 1260)]);
    expect(read.map((l) => [l.owner, l.author])).toEqual([
      ["ui", undefined],
      ["other", "Columba"],
    ]);
  });

  it("keeps the person's own lines far left of a heading theirs: only an avatar's width counts", () => {
    const read = markOtherVoices([at("Dalton wrote to you", 400, 1200), at("the santa hat stayed on", 90, 1260)]);
    expect(read.map((l) => l.owner)).toEqual(["ui", "self"]);
  });
});

describe("a list of reviews, each under its author's row", () => {
  it("gives the words under another name's row to that name, and the person's own row back to them", () => {
    expect(
      owners([
        line("Ines · Stayed 3 nights in May 2026 · Solo", "ui"),
        line("The lift was out so I carried my case up six floors", "bio"),
        line("Response from Harbour Inn · Jun 1, 2026", "ui"),
        line("Dear Ines, the stairs are part of the wellness offer", "bio"),
        line("Marek · Stayed 1 night in May 2026", "ui"),
        line("Great breakfast, friendly staff", "bio"),
        line("Ines · Edited Jun 3", "ui"),
        line("Update: the lift is still out", "bio"),
      ]),
    ).toEqual([
      "ui: Ines · Stayed 3 nights in May 2026 · Solo",
      "self: The lift was out so I carried my case up six floors",
      "ui: Response from Harbour Inn · Jun 1, 2026",
      "other: Dear Ines, the stairs are part of the wellness offer",
      "ui: Marek · Stayed 1 night in May 2026",
      "other: Great breakfast, friendly staff",
      "ui: Ines · Edited Jun 3",
      "self: Update: the lift is still out",
    ]);
  });
});

describe("a reader's highlights and notes", () => {
  it("gives a highlighted passage to the book and keeps the reader's note theirs", () => {
    expect(
      owners([
        line("Orange highlight | Page 40", "ui"),
        line("Discipline is choosing between what you want now and what you want most", "bio"),
        line("Note", "ui"),
        line("tomorrow. definitely tomorrow", "bio"),
      ]),
    ).toEqual([
      "ui: Orange highlight | Page 40",
      "other: Discipline is choosing between what you want now and what you want most",
      "ui: Note",
      "self: tomorrow. definitely tomorrow",
    ]);
  });
});

describe("a row of the app's states under the person's words", () => {
  it("is no other person's name: what follows stays the person's", () => {
    expect(
      owners([
        line("Sunhollow Farm 2021 is a game I played for years", "bio"),
        line("Completed", "ui"),
        line("Mastered Replayed", "bio"),
        line("I don't really know how to review this one", "bio"),
      ]),
    ).toEqual([
      "self: Sunhollow Farm 2021 is a game I played for years",
      "ui: Completed",
      "self: Mastered Replayed",
      "self: I don't really know how to review this one",
    ]);
  });
  it("while a name after an interface row still opens another person's comment", () => {
    expect(
      owners([
        line("Ran my first ten miles this morning", "caption"),
        line("23 kudos Give kudos Comment", "ui"),
        line("Ted Mills", "comment"),
        line("Proud of you", "comment"),
      ]),
    ).toEqual(["self: Ran my first ten miles this morning", "ui: 23 kudos Give kudos Comment", "other: Ted Mills", "other: Proud of you"]);
  });
});
