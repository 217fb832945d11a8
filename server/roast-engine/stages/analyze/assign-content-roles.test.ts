import { describe, expect, it } from "vitest";
import { assignContentRoles } from "./assign-content-roles";
import type { Draft } from "./line-draft";

const draft = (text: string, x: number, y: number, w: number, h = 26): Draft => ({ text, box: { x, y, w, h }, confidence: 0.95, paragraph: y });

describe("assignContentRoles, a chat", () => {
  it("takes a short name read together with its avatar (a wide, tall box) for the next sender, not for a line of the one before", () => {
    const drafts = [
      draft("Aaron Blake", 108, 438, 149, 19),
      draft("Hey hunters! We raised $2M to solve a problem", 110, 471, 560),
      draft("Priyanka J.", 27, 634, 218, 58),
      draft("Is this a reminder app", 110, 678, 278),
    ];
    assignContentRoles(drafts, { kind: "chat", width: 720, height: 1600, portrait: true });
    expect(drafts[2]).toMatchObject({ role: "name", owner: "other" });
    expect(drafts[3]).toMatchObject({ role: "chat_message", owner: "other", author: "Priyanka J." });
    expect(drafts[1]).toMatchObject({ author: "Aaron Blake" });
  });
});

describe("assignContentRoles, a one-to-one chat", () => {
  const frame = { kind: "chat" as const, width: 720, height: 1600, portrait: true };
  // Matteo's side says far more than the uploader's two replies.
  const pastaChat = () => [
    draft("Matteo", 300, 120, 120),
    draft("well. i make one pasta", 40, 400, 300),
    draft("which pasta", 460, 470, 200),
    draft("the one on the box", 40, 540, 260),
    draft("but i make it with CONFIDENCE", 40, 600, 380),
    draft("ok chef", 520, 680, 120),
    draft("i also do toast if things get serious", 40, 760, 460),
  ];
  it("gives the messages to the side that fills the screen: the left side's, under the chat's name, are the person's", () => {
    const drafts = pastaChat();
    assignContentRoles(drafts, frame);
    expect(drafts[0]).toMatchObject({ role: "name", owner: "self" });
    expect(drafts[1]).toMatchObject({ role: "chat_message", owner: "self" });
    expect(drafts[1].author).toBeUndefined();
    expect(drafts[2]).toMatchObject({ role: "chat_message", owner: "other" });
    expect(drafts[2].author).toBeUndefined();
  });
  it("gives them so too when a word under the last message was read as a name (a keyboard's keys): it names no sender", () => {
    const drafts = [...pastaChat(), draft("SOE", 40, 1300, 100)];
    assignContentRoles(drafts, frame);
    expect(drafts[1]).toMatchObject({ role: "chat_message", owner: "self" });
    expect(drafts[2]).toMatchObject({ role: "chat_message", owner: "other" });
  });
  it("keeps the right side the person's when they say as much or more", () => {
    const drafts = [
      draft("Luis", 320, 120, 80),
      draft("here", 40, 400, 80),
      draft("maybe just stand there and i will sense you", 300, 470, 400),
      draft("the dog heard the text", 380, 540, 320),
    ];
    assignContentRoles(drafts, frame);
    expect(drafts[2]).toMatchObject({ role: "chat_message", owner: "self" });
    expect(drafts[1]).toMatchObject({ role: "chat_message", owner: "other", author: "Luis" });
  });
  it("leaves a chat that names its senders as it is: which of them is the uploader the screen does not say", () => {
    const drafts = [
      draft("Sam Whitaker 08:44", 40, 380, 260),
      draft("who moved my chair and why is it on the roof", 40, 420, 560),
      draft("not me", 560, 500, 100),
    ];
    assignContentRoles(drafts, frame);
    expect(drafts[1]).toMatchObject({ owner: "other", author: "Sam Whitaker" });
    expect(drafts[2]).toMatchObject({ owner: "self" });
  });
});

describe("assignContentRoles, a dating card's prompts that no list knows", () => {
  const frame = { kind: "dating" as const, width: 1080, height: 2000, portrait: true };
  it("takes a few words heading a block, its answer right under it as a new sentence, for the app's prompt", () => {
    const drafts = [
      draft("Hugo, 38", 40, 820, 250, 55),
      draft("Engineer, Sunday cook, reluctant runner.", 60, 1037, 674, 35),
      draft("A red flag about me", 60, 1354, 271, 28),
      draft("I own a label maker. I have labelled the label", 60, 1400, 728, 27),
      draft("maker.", 60, 1449, 106, 27),
      draft("I'm weirdly good at", 60, 1560, 286, 32),
      draft("Parallel parking. Not driving, just the parking.", 60, 1606, 769, 35),
    ];
    assignContentRoles(drafts, frame);
    expect(drafts.map((d) => d.role)).toEqual(["name", "bio", "prompt", "answer", "answer", "prompt", "answer"]);
  });

  it("takes the app's question heading a block ('What fills your weekdays?') for a prompt, not the person's question", () => {
    const drafts = [
      draft("Ceyda, 34", 40, 487, 314, 61),
      draft("Conference interpreter", 233, 671, 346, 33),
      draft("How would your friends describe you?", 75, 909, 594, 31),
      draft("Punctual, fond of long walks in the Sonian", 76, 965, 759, 38),
      draft("Forest, always first to the borek.", 76, 1020, 580, 38),
      draft("What fills your weekdays?", 73, 1152, 405, 31),
      draft("I interpret for agriculture ministers in Brussels.", 76, 1209, 837, 37),
    ];
    assignContentRoles(drafts, frame);
    expect(drafts.map((d) => d.role)).toEqual(["name", "bio", "prompt", "answer", "answer", "prompt", "answer"]);
  });

  it("never takes a sender's name and the time they wrote, its mark lost to OCR ('Bruna 06:41'), for a prompt", () => {
    const drafts = [
      draft("Edson, 38", 40, 378, 281, 61),
      draft("Something people don't know about me", 74, 1293, 579, 32),
      draft("I taught my parrot the national anthem.", 77, 1350, 686, 37),
      draft("Bruna 06:41", 73, 1654, 277, 24),
      draft("my mother lives two streets from you and she", 75, 1722, 767, 38),
    ];
    assignContentRoles(drafts, frame);
    expect(drafts[3].role).not.toBe("prompt");
  });

  it("reads a sender's header with its age ('Yuriy 4d') as a message's header among the card's answers, under an app's heading too", () => {
    const drafts = [
      draft("Virgil Zondo", 82, 265, 300, 46),
      draft("Former morning radio presenter.", 38, 838, 600, 32),
      draft("Student comments (209)", 36, 1224, 300, 36),
      draft("Yuriy 4d", 57, 1286, 120, 30),
      draft("Virgil made me practise ordering coffee for a", 47, 1329, 700, 33),
    ];
    drafts[2].role = "ui";
    assignContentRoles(drafts, frame);
    expect(drafts.slice(3).map((d) => d.role)).toEqual(["answer", "answer"]);
  });

  it("keeps a bio's question that is a sentence of the person's, not a heading ('Who wants tacos? Asking for me.')", () => {
    const drafts = [
      draft("Maya 27", 40, 820, 250, 55),
      draft("Nurse, runner, dog mum", 60, 1040, 360, 30),
      draft("Who wants tacos? Asking for me.", 60, 1240, 500, 30),
      draft("Ask me about my dog.", 60, 1280, 360, 30),
    ];
    assignContentRoles(drafts, frame);
    expect(drafts.slice(1).map((d) => d.role)).toEqual(["bio", "bio", "bio"]);
  });

  it("keeps a bio's first line whose sentence goes on in lower case, or that has a sentence's marks", () => {
    const drafts = [
      draft("Maya 27", 40, 820, 250, 55),
      draft("I love hiking and", 60, 1040, 300, 30),
      draft("long walks on the beach.", 60, 1080, 400, 30),
      draft("Nurse, runner, dog mum", 60, 1240, 360, 30),
      draft("Ask me about my dog.", 60, 1280, 360, 30),
    ];
    assignContentRoles(drafts, frame);
    expect(drafts.slice(1).map((d) => d.role)).toEqual(["bio", "bio", "bio", "bio"]);
  });

  it("keeps an answer's wrapped line over a taller one an answer when it goes on in lower case", () => {
    const drafts = [
      draft("Wren, 31", 40, 600, 250, 55),
      draft("Two truths and a lie", 70, 1280, 300, 30),
      draft("I can whistle. I've been on the regional", 70, 1330, 600, 30),
      draft("radio. I once lost at draughts to a", 70, 1395, 560, 30),
      draft("seven-year-old in four moves, and he", 70, 1450, 580, 42),
      draft("was holding a lolly.", 70, 1510, 320, 30),
    ];
    assignContentRoles(drafts, frame);
    expect(drafts.slice(2).map((d) => d.role)).toEqual(["answer", "answer", "answer", "answer"]);
  });
});

describe("assignContentRoles, a story", () => {
  const frame = { kind: "story" as const, width: 1080, height: 2340, portrait: true };
  it("reads the biggest text as the caption and smaller text on it as stickers", () => {
    const drafts = [draft("leg day is a state of mind", 140, 900, 800, 70), draft("@gymbro_sam", 300, 1300, 300, 30), draft("Brighton", 420, 1400, 200, 30)];
    assignContentRoles(drafts, frame);
    expect(drafts.map((d) => d.role)).toEqual(["caption", "sticker", "sticker"]);
  });

  it("calls no line a sticker on a screen crowded with text, as a listing behind a 'Send message' bar is", () => {
    const drafts = Array.from({ length: 16 }, (_, i) =>
      draft(i % 4 === 0 ? `Heading ${i}` : `a line of the description number ${i}`, 40, 400 + i * 80, 900, i % 4 === 0 ? 40 : 28),
    );
    assignContentRoles(drafts, frame);
    expect(drafts.filter((d) => d.role === "sticker")).toEqual([]);
  });
});
