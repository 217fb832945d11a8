import { describe, expect, it } from "vitest";
import type { ScreenLine } from "../../types";
import { collectQuotes, joinLines } from "./join-quotes";

const W = 1000;
/** A self-owned bio line, 30 px tall, from the left margin. */
const bio = (text: string, y: number, extra: Partial<ScreenLine> = {}): ScreenLine => ({
  text,
  box: { x: 40, y, w: text.length * 15, h: 30 },
  role: "bio",
  owner: "self",
  confidence: 0.95,
  ...extra,
});
const quotesOf = (lines: ScreenLine[]) => collectQuotes(joinLines(lines, W)).map((q) => q.text);

describe("joinLines", () => {
  it("joins a compound broken after its hyphen into one word, its OCR words too, and keeps a dash after a space apart", () => {
    const words = (text: string) => text.split(" ").map((w) => ({ text: w, confidence: 0.9 }));
    const worded = (text: string, y: number) => ({ ...bio(text, y), words: words(text) });
    const tent = [worded("Borrowed my brother's four-person tent for a two-", 300), worded("person weekend at the lake.", 336)];
    const [joined] = joinLines(tent, W);
    expect(joined.text).toBe("Borrowed my brother's four-person tent for a two-person weekend at the lake.");
    expect(joined.words?.map((w: { text: string }) => w.text).join(" ")).toBe(joined.text);
    const dash = [bio("Worked a double shift at the cafe again -", 300), bio("then straight to bed at nine.", 336)];
    expect(joinLines(dash, W)[0].text).toBe("Worked a double shift at the cafe again - then straight to bed at nine.");
  });

  it("joins a reply whose opening quote mark hangs large in the margin with the line under it (v41's Cambly)", () => {
    const answer = { role: "answer" as const, owner: "self" as const, confidence: 0.95 };
    const reply = [
      { ...answer, text: '"That still counts as a pass, Yuriy. Drinking it', box: { x: 145, y: 1567, w: 714, h: 44 } },
      { ...answer, text: "is next week's lesson.", box: { x: 215, y: 1625, w: 319, h: 26 } },
    ];
    expect(joinLines(reply, 900).map((l) => l.text)).toEqual(["\"That still counts as a pass, Yuriy. Drinking it is next week's lesson."]);
    // Without the mark, a line so much smaller and set so far in is another thing under it.
    const unmarked = reply.map((l, i) => (i === 0 ? { ...l, text: l.text.slice(1) } : l));
    expect(joinLines(unmarked, 900)).toHaveLength(2);
  });

  it("gives a short label at a line's end the amount under it, and leaves a whole sentence over a number alone", () => {
    const label = [bio("Garage gym finally finished! Total cost", 345), bio("£6,200", 381, { role: "count" })];
    expect(joinLines(label, W).map((l) => l.text)).toEqual(["Garage gym finally finished! Total cost £6,200"]);
    const whole = [bio("Finally finished the garage gym.", 345), bio("£6,200", 381, { role: "count" })];
    expect(joinLines(whole, W)).toHaveLength(2);
  });

  it("ends a short title where the writer's column goes on well past it, and still wraps a line that fills that column", () => {
    const review = (text: string, y: number, w: number) => bio(text, y, { role: "comment", box: { x: 45, y, w, h: 37 } });
    const zoover = [
      review("Lovely week, good for children", 896, 553),
      review("Spacious bungalow, good indoor pool.", 960, 635),
      review("Every evening at eight the animation team did the", 1025, 824),
      review("same dance to the same song, and by the last night", 1079, 861),
    ];
    expect(joinLines(zoover, W).map((l) => l.text)).toEqual([
      "Lovely week, good for children",
      "Spacious bungalow, good indoor pool. Every evening at eight the animation team did the same dance to the same song, and by the last night",
    ]);
    // The two lines alone, with no column around them, read as a wrap, as before.
    expect(joinLines(zoover.slice(0, 2), W)).toHaveLength(1);
  });

  it("leaves a word alone on its line over a capitalised word alone ('Easy' over 'Intensity'): a tile's value and label", () => {
    const msg = (text: string, y: number) => bio(text, y, { role: "chat_message", box: { x: 600, y, w: text.length * 15, h: 30 } });
    expect(joinLines([msg("Easy", 300), msg("Intensity", 336)], W)).toHaveLength(2);
    // A sentence's last word on a line of its own still ends it.
    expect(joinLines([msg("Took the dog out in the rain and he refused to", 300), msg("walk", 336)], W)).toHaveLength(1);
  });

  it("ends a table's row at its label, whose figure stands beside it on the row, and still joins a sentence that wraps", () => {
    const row = (text: string, y: number) => bio(text, y, { role: "chat_message", owner: "other" });
    const figure = (text: string, y: number) => bio(text, y + 4, { role: "count", box: { x: 820, y: y + 4, w: 80, h: 24 } });
    const table = [row("Plans cancelled (not by me)", 300), figure("+38%", 300), row("Walk outside", 336), figure("+21%", 336)];
    expect(joinLines(table, W).map((l) => l.text)).toEqual(["Plans cancelled (not by me)", "+38%", "Walk outside", "+21%"]);
    const wrapped = [row("Plans cancelled and I stayed in for the whole", 300), row("weekend with the dog", 336), figure("+38%", 336)];
    expect(joinLines(wrapped, W).map((l) => l.text)[0]).toBe("Plans cancelled and I stayed in for the whole weekend with the dog");
    // A log's entry that wraps beside its figure, its words going on in brackets: one entry.
    const entry = [row("Leaving cake, 4th floor, round two", 300), figure("240", 300), row("(same stranger)", 336), row("Salmon and rice", 400)];
    expect(joinLines(entry, W).map((l) => l.text)).toEqual(["Leaving cake, 4th floor, round two (same stranger)", "240", "Salmon and rice"]);
  });

  it("ends a list of items set apart by bars at its last item: a capitalised line under it is another field", () => {
    const headline = (text: string, y: number) => bio(text, y, { role: "headline" });
    const lines = [headline("Growth Hacking Guru | Synergy Evangelist", 300), headline("Chief Vibes Officer at Nimbus Labs", 336)];
    expect(joinLines(lines, W)).toHaveLength(2);
    // A list that runs on past its bar, or in lower case, still wraps.
    expect(joinLines([headline("Founder | Keynote Speaker |", 300), headline("Podcast Host", 336)], W)).toHaveLength(1);
  });

  it("ends a bio item at an emoji that closed its line when the next line starts a new one", () => {
    const lines = [bio("Spreadsheet for every vacation", 320, { iconAfter: true }), bio("38 countries, 0 chill", 356)];
    expect(quotesOf(lines)).toEqual(expect.arrayContaining(["Spreadsheet for every vacation", "38 countries, 0 chill"]));
    expect(quotesOf(lines)).toHaveLength(2);
    // Without the emoji, a line starting with a number runs on, as before.
    expect(quotesOf([bio("Spreadsheet for every vacation", 320), bio("38 countries, 0 chill", 356)])).toEqual([
      "Spreadsheet for every vacation 38 countries, 0 chill",
    ]);
  });

  it("goes past an emoji when the sentence visibly runs on in lower case", () => {
    const lines = [bio("Teaching my cat to skateboard", 320, { iconAfter: true }), bio("one day at a time", 356)];
    expect(quotesOf(lines)).toEqual(["Teaching my cat to skateboard one day at a time"]);
  });

  it("keeps the last line's emoji on the joined block, so the block ends there too", () => {
    const joined = joinLines([bio("Dog mom and part-time", 320), bio("marathon finisher", 356, { iconAfter: true }), bio("Coffee first", 392)], W);
    expect(joined.map((l) => l.text)).toEqual(["Dog mom and part-time marathon finisher", "Coffee first"]);
    expect(joined[0].iconAfter).toBe(true);
  });

  it("joins a wrapped caption's last line of x-height letters, whose box is half as tall, read from a worn copy", () => {
    // Measured on a recompressed, scaled screenshot: "never recover" has no capital, ascender or descender.
    const caption = (text: string, y: number, h: number, w: number): ScreenLine => ({ ...bio(text, y), role: "caption", box: { x: 30, y, w, h } });
    const lines = [caption("Made pizza from scratch, the kitchen will", 1042, 24, 608), caption("never recover", 1082, 14, 157)];
    expect(quotesOf(lines)).toEqual(["Made pizza from scratch, the kitchen will never recover"]);
    // A small line in another size of type under a caption stays apart.
    expect(quotesOf([lines[0], caption("View all 41 comments", 1082, 14, 250)])).not.toContain(
      "Made pizza from scratch, the kitchen will View all 41 comments",
    );
  });

  it("ends a message on the number wrapped onto a line of its own, which alone reads as nobody's count", () => {
    const said = (text: string, y: number, w: number): ScreenLine => ({
      text,
      box: { x: 120, y, w, h: 32 },
      role: "chat_message",
      owner: "other",
      author: "Marguerite",
      confidence: 0.95,
    });
    const number = (text: string): ScreenLine => ({ text, box: { x: 120, y: 390, w: 47, h: 25 }, role: "count", owner: "self", confidence: 0.95 });
    const message = [said("The card has a horse on it. Pat doesn't like horses,", 300, 760), said("but the other card on the shelf said", 346, 760)];
    expect(joinLines([...message, number("40.")], W).map((l) => [l.text, l.author])).toEqual([
      ["The card has a horse on it. Pat doesn't like horses, but the other card on the shelf said 40.", "Marguerite"],
    ]);
    // A sentence that has ended, or a number with no end of its own, is not its wrap.
    expect(joinLines([said("The card has a horse on it.", 300, 760), number("40.")], W)).toHaveLength(2);
    expect(joinLines([...message, number("40")], W)).toHaveLength(2);
  });

  it("ends a sentence on a last word in lower case that the layout could not place", () => {
    const comment = (text: string, y: number, w: number, role: ScreenLine["role"] = "comment"): ScreenLine => ({
      text,
      box: { x: 196, y, w, h: 32 },
      role,
      owner: "self",
      confidence: 0.95,
    });
    expect(quotesOf([comment("Thank you! They're most of why I can't turn", 1615, 780), comment("left.", 1659, 53, "other")])).toEqual([
      "Thank you! They're most of why I can't turn left.",
    ]);
    expect(quotesOf([comment("Thank you! They're most of why I can't turn.", 1615, 780), comment("left.", 1659, 53, "other")])).toEqual([
      "Thank you! They're most of why I can't turn.",
    ]);
  });

  it("joins a sentence that runs on in lower case onto a line the layout gave another role, and only then", () => {
    const headline = (text: string, y: number) => ({ ...bio(text, y), role: "headline" as const });
    const caption = (text: string, y: number) => ({ ...bio(text, y), role: "caption" as const });
    expect(quotesOf([headline("After 3 years in stealth", 300), caption("mode I'm proud to finally launch", 336)])).toEqual([
      "After 3 years in stealth mode I'm proud to finally launch",
    ]);
    // A line that ended its sentence, or a next line that starts a new one, stays apart.
    expect(quotesOf([headline("After 3 years in stealth.", 300), caption("mode I'm proud to finally launch", 336)])).toHaveLength(2);
    expect(quotesOf([headline("After 3 years in stealth", 300), caption("Proud to finally launch", 336)])).toHaveLength(2);
  });

  it("never quotes alone the end of a sentence whose start is in the taller box over it (a cut line read into it), and keeps its sentences after", () => {
    // The screen's edge cut the line over "Fifty. The trousers …": read into it, its box is twice a line's height.
    const tall = bio("Fifty. The trousers are sold separately, which I", 300, { box: { x: 40, y: 300, w: 900, h: 64 } });
    expect(quotesOf([tall, bio("missed the first time.", 376)])).not.toContain("missed the first time.");
    expect(quotesOf([tall, bio("missed the first time. The jacket fits well though.", 376)])).toContain("The jacket fits well though.");
    // Messages sent in lower case with no stop, one under a short one, are each their own.
    const msg = (text: string, y: number) => bio(text, y, { role: "caption" });
    const sent = [msg("cant. lost 9 in a row, my teammates are", 254), msg("literally bots", 300), msg("like actually worse than bots", 346)];
    expect(quotesOf(sent)).toContain("like actually worse than bots");
    // Another writer's line over it is not the start of its sentence.
    expect(
      quotesOf([
        bio("the sleeves were long on my son, so we", 300, { box: { x: 40, y: 300, w: 900, h: 64 }, owner: "other", author: "Jelena" }),
        bio("missed the bus home today.", 376),
      ]),
    ).toContain("missed the bus home today.");
  });

  it("never quotes a person's name alone, whatever role the layout gave it", () => {
    // A review read as a post: the reviewer's name over the review came out as a caption line.
    const caption = (text: string, y: number): ScreenLine => ({ ...bio(text, y), role: "caption" });
    expect(quotesOf([caption("Priya Nair", 345), caption("Ordered a flat white and got a life lesson.", 535)])).toEqual([
      "Ordered a flat white and got a life lesson.",
    ]);
    expect(quotesOf([caption("Coffee Lover Forever", 345)])).toEqual(["Coffee Lover Forever"]);
  });
});

describe("a quote is one block of one writer", () => {
  const caption = (text: string, y: number) => bio(text, y, { role: "caption" });

  it("does not run a title into the label in title case under it (a stream's category, a place)", () => {
    const stream = quotesOf([caption("cozy sunday ranked grind with chat", 320), caption("Just Chatting", 356)]);
    expect(stream).toContain("cozy sunday ranked grind with chat");
    expect(stream.join(" | ")).not.toMatch(/chat Just Chatting/);
    expect(quotesOf([caption("Finally tried the famous pancakes here", 320), caption("Brighton Marina", 356)])).not.toContain(
      "Finally tried the famous pancakes here Brighton Marina",
    );
  });

  it("still joins a sentence that wraps onto a capitalised word it runs on to", () => {
    expect(quotesOf([caption("Took my mother on a surprise trip to", 320), caption("Lisbon", 356)])).toEqual(["Took my mother on a surprise trip to Lisbon"]);
    expect(quotesOf([caption("Day 41 of learning Rust and the compiler", 320), caption("still hates me", 356)])).toEqual([
      "Day 41 of learning Rust and the compiler still hates me",
    ]);
  });
});

describe("a bio line that fills the column on a preposition", () => {
  it("joins the capitalised words it leads on to, and not under a short line that ends on one", () => {
    const wide = bio("The neighbour upstairs practises tap dancing on", 320, { box: { x: 40, y: 320, w: 900, h: 30 } });
    expect(quotesOf([wide, bio("Tuesdays and Fridays. The rent reflects this.", 356)])).toEqual([
      "The neighbour upstairs practises tap dancing on Tuesdays and Fridays. The rent reflects this.",
    ]);
    expect(joinLines([bio("Lights on", 320), bio("Tuesdays and Fridays.", 356)], W)).toHaveLength(2);
  });
});

describe("a rant in capitals", () => {
  it("joins a bio line in capitals to the capitals it runs on to, and not a capitalised item under a sentence", () => {
    const rant = [bio("THE HORSE IS BROKEN. I HAVE NOT FINISHED IT BECAUSE I AM STILL", 300), bio("FISHING. 0/10 WILL KEEP PLAYING", 336)];
    expect(joinLines(rant, W)).toHaveLength(1);
    expect(joinLines([bio("Dog dad. Coffee first.", 300), bio("NYC", 336)], W)).toHaveLength(2);
  });
});

describe("a sentence's last word wrapped alone", () => {
  it("joins one word ending the sentence under a bio line that filled the column, and not under a short item", () => {
    const wide = bio("Im humbled to announce that I have been promoted to Senior Product", 320, { box: { x: 40, y: 320, w: 900, h: 30 } });
    expect(quotesOf([wide, bio("Manager.", 356)])).toEqual(["Im humbled to announce that I have been promoted to Senior Product Manager."]);
    expect(quotesOf([bio("Dog mom and part-time baker", 320), bio("Retired.", 356)])).not.toContain("Dog mom and part-time baker Retired.");
  });

  it("joins it under a card's text that stops short of the screen, where the block's lines fill their own column", () => {
    const card = (text: string, y: number, w: number, h = 28) => bio(text, y, { box: { x: 32, y, w, h } });
    const lines = [
      card("Opened to celebrate the kitchen being finished. The", 948, 685),
      card("kitchen is not finished, but the builder has gone to", 988, 658),
      card("Lanzarote.", 1028, 135, 21),
    ];
    expect(collectQuotes(joinLines(lines, 800), 800).map((q) => q.text)).toContain(
      "Opened to celebrate the kitchen being finished. The kitchen is not finished, but the builder has gone to Lanzarote.",
    );
    // A one-line block gives no column to fill: a short item under it stays its own.
    expect(quotesOf([card("Coffee first, then people, then", 300, 420), card("Brighton.", 340, 130)])).not.toContain(
      "Coffee first, then people, then Brighton.",
    );
  });
});

describe("a crop through the lines", () => {
  it("takes no quote from a block that reaches the image's side, whose words there were cut", () => {
    const cut = [bio("Spent the whole weekend rebuilding the", 300, { box: { x: 40, y: 300, w: 960, h: 30 } }), bio("Loves long walks to the fridge", 500)];
    expect(collectQuotes(joinLines(cut, W), W).map((q) => q.text)).toEqual(["Loves long walks to the fridge"]);
    // The image's width unknown, nothing is taken for cut.
    expect(collectQuotes(joinLines(cut, W)).map((q) => q.text)).toContain("Loves long walks to the fridge");
  });
});

describe("a list item's tally", () => {
  it("is left off the quote after the item's closed bracket", () => {
    expect(quotesOf([bio("3. Axe throwing (HR said no) 4", 300)])).toEqual(["3. Axe throwing (HR said no)"]);
  });
});

describe("a sentence that runs on into a line read as someone else's", () => {
  it("is never quoted cut: its whole sentences before it are, or nothing", () => {
    const ui = { role: "ui" as const, owner: "ui" as const };
    // "Put the Faroes / jumper in the drawer": the second line was read as the app's.
    expect(quotesOf([bio("Walk at lunch", 1680), bio("Put the Faroes", 1811), bio("jumper in the", 1848, ui)])).toEqual(["Walk at lunch"]);
    expect(quotesOf([bio("Back by ten. Put the Faroes", 1811), bio("jumper in the", 1848, ui)])).toEqual(["Back by ten."]);
    // A line under it in capitals, or one a line's gap further down, starts something else.
    expect(quotesOf([bio("Put the Faroes jumper away", 1811), bio("Location: Tórshavn", 1848, ui)])).toEqual(["Put the Faroes jumper away"]);
    expect(quotesOf([bio("Put the Faroes jumper away", 1811), bio("edited 2h ago", 1900, ui)])).toEqual(["Put the Faroes jumper away"]);
  });
});
