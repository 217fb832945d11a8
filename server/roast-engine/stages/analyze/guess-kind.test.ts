import { describe, expect, it } from "vitest";
import type { RawLine } from "./build-screen-lines";
import { guessKind, isDatedAuthorLine } from "./guess-kind";

const W = 1080;
const H = 2000;
/** Lines down the screen, left-aligned, one every 120 px from near the top. */
const screen = (texts: string[], x = 60): RawLine[] =>
  texts.map((text, i) => ({ text, box: { x, y: 120 + i * 120, w: 600, h: 40 }, confidence: 0.95, paragraph: i }));
const guess = (lines: RawLine[], counts = {}) => guessKind({ lines, counts, width: W, height: H, isScreenshot: true });

describe("guessKind", () => {
  it("takes a screenshot with no app's words for a profile, but is not sure of it", () => {
    expect(guess(screen(["Three bowls of pasta tonight", "This is science", "Trust me on this", "It went badly"]))).toEqual({
      kind: "profile",
      sure: false,
    });
  });

  it("is sure of a profile whose screen says so", () => {
    expect(guess(screen(["Maya Chen", "Edit profile", "Plant dad, sourdough evangelist", "Joined March 2019"]), { followers: 212, following: 180 })).toEqual({
      kind: "profile",
      sure: true,
    });
  });

  it("is sure of a chat the app names, and unsure of one weak cue", () => {
    expect(guess(screen(["iMessage", "Delivered", "are you coming tonight", "maybe"]))).toEqual({ kind: "chat", sure: true });
    expect(guess(screen(["Yesterday", "are you coming tonight", "maybe later", "ok then"])).sure).toBe(false);
  });

  it("reads a matchmaking card by its own rows, even where a field table sets values apart from their labels like bubbles", () => {
    const lines = [
      ...screen(["Profile managed by Self", "Anvita S, 29 yrs, 5'3\"", "Never married", "About my work", "I do the taxes for my whole family."]),
      { text: "Father", box: { x: 60, y: 900, w: 120, h: 40 }, confidence: 0.95, paragraph: 9 },
      { text: "Retired bank manager", box: { x: 640, y: 900, w: 380, h: 40 }, confidence: 0.95, paragraph: 10 },
    ];
    expect(guess(lines).kind).toBe("dating");
    expect(guess(screen(["Basim (brother) vouches for Dalia", "Last Eid she parked so far away", "Dalia, 30"])).kind).toBe("dating");
    expect(
      guess(
        screen([
          "Falguni, 29 · 5'2\"",
          "Unmarried",
          "I taught my grandmother to use video calls.",
          "Interest from Dhruv, with a note",
          "Shortlist",
          "Send Interest",
        ]),
      ).kind,
    ).toBe("dating");
  });

  it("reads a group chat by its header and its receipts", () => {
    expect(guess(screen(["Flat 4B Group", "12 participants", "Marta Silva", "who took my oat milk", "Seen by 9"])).kind).toBe("chat");
    expect(guess(screen(["Book Club", "Priya", "chapter 3 was a crime", "Read by 5"])).kind).toBe("chat");
    expect(guess(screen(["Adebayo Family", "Dad, Mum, Tolu, Kemi, You", "It's a big privilege, Kemi.", "why 6"])).kind).toBe("chat");
    expect(guess(screen(["Thursday Squad", "4 members · 2 online", "who says trust me", "it worked once"])).kind).toBe("chat");
    // A list of things is no list of members: no "you" in it.
    expect(guess(screen(["Pasta, pesto, parmesan, peace", "Sunday plans", "Cooking all day"])).kind).not.toBe("chat");
  });

  it("reads a post by its comments' header and count, even where replies alternate sides like bubbles", () => {
    const left = (text: string, y: number): RawLine => ({ text, box: { x: 60, y, w: 700, h: 40 }, confidence: 0.95, paragraph: y });
    const right = (text: string, y: number): RawLine => ({ text, box: { x: 320, y, w: 700, h: 40 }, confidence: 0.95, paragraph: y });
    const lines = [
      left("Found an undeveloped roll in Dad's old Pentax from 1998.", 300),
      left("Comments (4)", 700),
      right("Frame 12 has gorgeous tones, what stock is this?", 820),
      left("Kodak Gold 200, expired in 2000.", 940),
      right("He called it Gregory. Mum was not happy about Gregory.", 1060),
      left("The light on frame 7 makes the bird look like a saint.", 1180),
    ];
    expect(guess(lines).kind === "chat" && guess(lines).sure).toBe(false);
    expect(guess(screen(["Found an undeveloped roll in Dad's old Pentax", "Comments (4)", "Frame 12 has gorgeous tones"])).kind).toBe("post");
  });

  it("reads a post by its authors' ages, where a chat stamps a clock time, even where replies alternate sides like bubbles", () => {
    const left = (text: string, y: number): RawLine => ({ text, box: { x: 60, y, w: 700, h: 40 }, confidence: 0.95, paragraph: y });
    const right = (text: string, y: number): RawLine => ({ text, box: { x: 320, y, w: 700, h: 40 }, confidence: 0.95, paragraph: y });
    const thread = (stamp: (age: string) => string) => [
      left("Cooksnap", 120),
      left("Made a three-layer lemon drizzle for Nana's 90th.", 300),
      right("Did you use dowels between the layers?", 700),
      left(stamp("5h"), 820),
      left("Two chopsticks, and a prayer to Mary Berry.", 880),
      right(stamp("3h").replace("Jelka Novak", "Keiko Tan"), 1000),
      right("save me a slice of the bit nearest the fridge", 1060),
    ];
    const post = guess(thread((age) => `Jelka Novak - ${age}`));
    expect(post.kind === "chat" && post.sure).toBe(false);
    // The same bubbles under clock times are a chat's.
    expect(guess(thread((age) => `Jelka Novak ${age === "5h" ? "10:42" : "10:47"}`)).kind).toBe("chat");
  });

  it("reads a post by its authors' dates as well as their ages: a chat dates a day on a line of its own", () => {
    // Held-out v38's Shutterfly post: the body against the left edge, each comment indented under its dated author.
    // OCR's debris of the header's icons and the keyboard's keys stand against the right edge, like bubbles.
    const at = (text: string, x: number, y: number, w = 780): RawLine => ({ text, box: { x, y, w, h: 34 }, confidence: 0.95, paragraph: y });
    const lines = [
      at("Shutterfly", 42, 163),
      at("Ay eee", 787, 164, 124),
      at("Kirsten Lindahl", 138, 397),
      at("Thanksgiving 2026 - Nov 27", 137, 442),
      at("Fourteen around the table this year, our biggest yet.", 36, 498),
      at("Dad carved with the electric knife from 1994 and gave a speech about the knife.", 36, 566),
      at("Haakon Lindahl - Nov 28", 30, 869),
      at("Best knife I ever bought.", 138, 924),
      at("Kirsten Lindahl - Nov 28", 30, 978),
      at("It was an eleven minute speech, Dad.", 139, 1032),
      at("Liv Lindahl - Nov 29", 34, 1092),
      at("return", 770, 1801, 105),
      at("space", 427, 1807, 107),
    ];
    expect(guessKind({ lines, counts: {}, width: 1000, height: 2164, isScreenshot: true }).kind).toBe("comment");
    expect(isDatedAuthorLine("Haakon Lindahl · Nov 28")).toBe(true);
    expect(isDatedAuthorLine("Liv - 29 Nov 2026")).toBe(true);
    expect(isDatedAuthorLine("Nov 28")).toBe(false);
    expect(isDatedAuthorLine("Haakon Lindahl 10:42")).toBe(false);
    expect(isDatedAuthorLine("We finally went back to the place we met - March 3")).toBe(false);
  });

  it("reads a group chat by a member named as typing, its senders' names over one side's bubbles", () => {
    const lines = screen([
      "Mulenga",
      "is anyone else hearing that",
      "chirp every 40 seconds",
      "23:05",
      "Ruxandra",
      "I've taken the battery out of",
      "every alarm in the house",
      "Ruxandra is typing...",
      "Type here",
    ]);
    expect(guess(lines).kind).toBe("chat");
    expect(guess(screen(["Mulenga", "is anyone else hearing that", "chirp every 40 seconds", "Ruxandra", "I've taken the battery out of"])).kind).not.toBe(
      "chat",
    );
  });

  it("is not sure when two kinds' cues come close", () => {
    // "liked by" (a post) and "Edit profile" (a profile) on one screen.
    expect(guess(screen(["Liked by sam and 20 others", "Edit profile", "Nice shot", "Thanks!"])).sure).toBe(false);
  });
});
