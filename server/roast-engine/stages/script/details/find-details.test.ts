import { describe, expect, it } from "vitest";
import type { LineRole, Quote, ScreenLine } from "../../../types";
import { makeTestAnalysis } from "../test-support/make-test-analysis";
import { findDetails, isContentSentence, isLabelLine, partWeight } from "./find-details";

const box = (y: number) => ({ x: 40, y, w: 600, h: 30 });
const quote = (text: string, role: LineRole, y: number): Quote => ({ text, role, box: box(y) });
const line = (text: string, role: LineRole, owner: ScreenLine["owner"], y: number, author?: string): ScreenLine => ({
  text,
  role,
  owner,
  confidence: 0.95,
  box: box(y),
  ...(author ? { author } : {}),
});

describe("the person's own sentences over the lines that only label", () => {
  it("tells a sentence the person wrote from a label, a place or the app's metadata", () => {
    expect(isContentSentence("The pillows were so flat I used my jacket", "caption")).toBe(true);
    expect(isContentSentence("Harbour Hotel", "caption")).toBe(false);
    expect(isLabelLine("Harbour Hotel, Brighton", "caption")).toBe(true);
    expect(isLabelLine("Travelled as a couple", "caption")).toBe(true);
    expect(isLabelLine("Chief Vibes Officer and part-time DJ", "headline")).toBe(false);
    expect(isLabelLine("Coffee Lover", "bio")).toBe(false);
  });

  it("never lets a label outweigh a sentence the person wrote, even by a joke written for it (a focused match weighs up to 1.5 times, a catch-all 0.3)", () => {
    const analysis = makeTestAnalysis({
      quotes: [quote("Harbour Hotel, Brighton", "caption", 100), quote("The pillows were so flat I used my jacket", "caption", 200)],
    });
    const quotes = findDetails(analysis).filter((d) => d.kind === "quote");
    const label = quotes.find((d) => d.text === "Harbour Hotel, Brighton");
    const sentence = quotes.find((d) => d.text.startsWith("The pillows"));
    expect(label && sentence).toBeTruthy();
    expect((label?.weight ?? 1) * 1.5).toBeLessThan((sentence?.weight ?? 0) * 0.3);
  });

  it("keeps a label at its weight when it is all the person wrote", () => {
    const analysis = makeTestAnalysis({ quotes: [quote("Harbour Hotel, Brighton", "caption", 100)] });
    expect(findDetails(analysis).find((d) => d.kind === "quote")?.weight).toBeGreaterThan(1);
  });
});

describe("the app's metadata inside one of the person's lines", () => {
  it("never quotes a part of a line that is the app's (a name with its tally), and keeps the rest", () => {
    const analysis = makeTestAnalysis({ quotes: [quote("Pieter de Wit 1,042 ratings · Never drinks before noon, technically", "bio", 100)] });
    const said = findDetails(analysis)
      .filter((d) => d.kind === "quote")
      .map((d) => d.text);
    expect(said).toContain("Never drinks before noon, technically");
    expect(said).not.toContain("Pieter de Wit 1,042 ratings");
  });
});

describe("words whose writer the reader could not tell", () => {
  it("quotes a message that wraps as one block of its writer, never a name line or a meta line", () => {
    const analysis = makeTestAnalysis({ kind: "profile" });
    const lines = [
      line("Sam Whitaker 08:44", "name", "other", 400, "Sam Whitaker"),
      line("who keeps eating my labelled", "comment", "other", 440, "Sam Whitaker"),
      line("yoghurt from the top shelf", "comment", "other", 475, "Sam Whitaker"),
      line("Just Chatting · 1.2K viewers", "comment", "other", 600, "Priya Nair"),
    ];
    const quotes = findDetails({ ...analysis, lines, text: lines.map((l) => l.text) }).filter((d) => d.kind === "quote");
    expect(quotes.map((d) => d.text)).toEqual(["who keeps eating my labelled yoghurt from the top shelf"]);
    expect(quotes.every((d) => d.unowned)).toBe(true);
  });
});

describe("a worn copy, read less surely", () => {
  it("quotes a line of plain words read fairly surely when no line was read surely, and no misread", () => {
    const analysis = makeTestAnalysis({ kind: "post" });
    const unsure = (text: string, y: number): ScreenLine => ({ ...line(text, "comment", "other", y), confidence: 0.7 });
    const lines = [
      unsure("the bins have not been collected since March", 400),
      unsure("Reply to Dorcthy Wlliams", 500),
      unsure("we pay counci1 tax for this", 600),
    ];
    const quotes = findDetails({ ...analysis, lines, text: lines.map((l) => l.text) }).filter((d) => d.kind === "quote");
    expect(quotes.map((d) => d.text)).toEqual(["the bins have not been collected since March"]);
  });

  it("keeps to the surely read lines while there are some", () => {
    const analysis = makeTestAnalysis({ kind: "post" });
    const lines = [
      line("my neighbour mows at dawn", "comment", "other", 400),
      { ...line("the bins have not been collected", "comment", "other", 500), confidence: 0.7 },
    ];
    const quotes = findDetails({ ...analysis, lines, text: lines.map((l) => l.text) }).filter((d) => d.kind === "quote");
    expect(quotes.map((d) => d.text)).toEqual(["my neighbour mows at dawn"]);
  });
});

describe("lines a crop cut through", () => {
  it("quotes no block that reaches the image's side, and no lower-case end of a sentence begun above", () => {
    const analysis = makeTestAnalysis({ kind: "post" });
    const atSide = (text: string, y: number): ScreenLine => ({ ...line(text, "comment", "other", y), box: { x: 40, y, w: 1040, h: 30 } });
    const lines = [
      atSide("the kettle has opinions about the new", 400),
      atSide("toaster and honestly so do I at this po", 435),
      line("with the dog. Then the rain started and nobody had a coat", "comment", "other", 600),
    ];
    const quotes = findDetails({ ...analysis, lines, text: lines.map((l) => l.text) }).filter((d) => d.kind === "quote");
    expect(quotes.map((d) => d.text)).toEqual(["Then the rain started and nobody had a coat"]);
  });
});

describe("the person's numbers, as the screen shows them", () => {
  it("takes a number with its unit from the app's rows, as shown, never from a sentence, a time ago or another person", () => {
    const analysis = makeTestAnalysis({ kind: "post", quotes: [quote("felt good", "caption", 300)] });
    const lines = [
      line("felt good", "caption", "self", 300),
      line("0.62 km 9:41 /km 5:59", "ui", "ui", 400),
      line("Level 212 · 3 badges", "count", "self", 450),
      line("90 minutes to discuss whether this needed to be a meeting", "caption", "self", 500),
      line("2 min ago", "ui", "ui", 550),
      line("Next run in 3 days", "ui", "ui", 560),
      line("ran 21 km today, easy", "comment", "other", 600, "Jo"),
    ];
    const stats = findDetails({ ...analysis, lines, text: lines.map((l) => l.text) }).filter((d) => d.kind === "count" && d.label === "stat");
    expect(stats.map((d) => d.text)).toEqual(["0.62 km", "Level 212"]);
    expect(stats.every((d) => d.ctx === d.text && d.quoted[0] === d.text)).toBe(true);
  });

  it("takes none from a sure chat's rows: the ride's time or the order's total is the service's", () => {
    const analysis = makeTestAnalysis({ kind: "chat", kindSure: true, quotes: [quote("the seat is warm for you", "chat_message", 500)] });
    const lines = [
      line("Arriving 6 min - Central Station, North Gate", "ui", "ui", 200),
      line("Order total £24.50 · 2.3 km", "ui", "ui", 250),
      line("the seat is warm for you", "chat_message", "self", 500),
    ];
    expect(findDetails({ ...analysis, lines, text: lines.map((l) => l.text) }).filter((d) => d.kind === "count")).toEqual([]);
  });

  it("takes no count of reviews from a page of other people's reviews: it is the product's tally", () => {
    const analysis = makeTestAnalysis({ kind: "profile", quotes: [quote("the lid now lives in the garden", "bio", 500)] });
    const lines = [
      line("4.4 · 917 reviews", "ui", "ui", 200),
      line("Sturdy enough, the handle wobbles", "comment", "other", 300, "Bram O."),
      line("Bought two, the dog chose one", "comment", "other", 400, "Ines R."),
      line("the lid now lives in the garden", "bio", "self", 500),
    ];
    expect(findDetails({ ...analysis, lines, text: lines.map((l) => l.text) }).filter((d) => d.kind === "count")).toEqual([]);
    const own = [line("1,042 ratings", "count", "self", 200), line("the lid now lives in the garden", "bio", "self", 500)];
    expect(
      findDetails({ ...analysis, lines: own, text: own.map((l) => l.text) })
        .filter((d) => d.kind === "count")
        .map((d) => d.text),
    ).toEqual(["1,042 ratings"]);
  });

  it("takes a price, a floor area, an audience or a score from the app's rows, as shown", () => {
    const analysis = makeTestAnalysis({ kind: "post", quotes: [quote("Cosy studio, perfect for the buyer with vision", "caption", 300)] });
    const lines = [
      line("Cosy studio, perfect for the buyer with vision", "caption", "self", 300),
      line("$689,000", "count", "self", 200),
      line("1bd 1ba 412 sqft", "detail", "self", 250),
      line("Just Chatting - 6 viewers", "ui", "ui", 400),
      line("312 points by kvolkov 7 hours ago", "ui", "ui", 450),
    ];
    const stats = findDetails({ ...analysis, lines, text: lines.map((l) => l.text) }).filter((d) => d.kind === "count");
    expect(stats.map((d) => [d.text, d.label])).toEqual([
      ["$689,000", "price"],
      ["412 sqft", "stat"],
      ["6 viewers", "stat"],
    ]);
  });

  it("takes no price from a column of lone numbers: the sign is a vote's arrow as OCR read it", () => {
    const analysis = makeTestAnalysis({ kind: "post", quotes: [quote("honestly the title is the best part", "comment", 300)] });
    const vote = (text: string, y: number) => ({ ...line(text, "count", "self", y), box: { x: 839, y, w: 68, h: 24 } });
    const lines = [line("honestly the title is the best part", "comment", "self", 300), vote("£88", 420), vote("63", 620), vote("471", 770)];
    const prices = findDetails({ ...analysis, lines, text: lines.map((l) => l.text) }).filter((d) => d.kind === "count" && d.label === "price");
    expect(prices).toEqual([]);
    const alone = [line("honestly the title is the best part", "comment", "self", 300), vote("£88", 420)];
    expect(
      findDetails({ ...analysis, lines: alone, text: alone.map((l) => l.text) })
        .filter((d) => d.label === "price")
        .map((d) => d.text),
    ).toEqual(["£88"]);
  });

  it("takes no distance the screen says is how far away the person is, wherever else it stands", () => {
    const analysis = makeTestAnalysis({ kind: "profile", quotes: [quote("Gym at six, bakery at seven", "bio", 300)] });
    const lines = [
      line("Active now · 1.4 mi away", "ui", "ui", 120),
      line("Physio · 1.4 mi", "ui", "ui", 700),
      line("Gym at six, bakery at seven", "bio", "self", 300),
    ];
    const stats = findDetails({ ...analysis, lines, text: lines.map((l) => l.text) }).filter((d) => d.kind === "count");
    expect(stats).toEqual([]);
    const run = [line("Morning run · 1.4 mi", "ui", "ui", 700), line("Gym at six, bakery at seven", "bio", "self", 300)];
    expect(
      findDetails({ ...analysis, lines: run, text: run.map((l) => l.text) })
        .filter((d) => d.kind === "count")
        .map((d) => d.text),
    ).toEqual(["1.4 mi"]);
  });

  it("takes a distance as the person's only on a page about a run, a ride or a walk, never on a dating card", () => {
    const bio = line("Lido swims before work, a bike I keep meaning to fix", "bio", "self", 300);
    const count = (kind: "profile" | "dating", lines: ReturnType<typeof line>[]) =>
      findDetails({ ...makeTestAnalysis({ kind, quotes: [quote(bio.text, "bio", 300)] }), lines, text: lines.map((l) => l.text) })
        .filter((d) => d.kind === "count")
        .map((d) => d.text);
    // A place's distance on a card is where the person is from the viewer; a bio's swim or a chip's "Runs" is no activity page.
    expect(count("profile", [line("Walthamstow, London - 3 miles", "ui", "ui", 120), bio])).toEqual([]);
    expect(count("profile", [line("Walthamstow, London - 3 miles", "ui", "ui", 120), line("Runs", "detail", "ui", 200), bio])).toEqual([]);
    // A car's mileage is the car's, not something its seller did.
    expect(count("profile", [line("96,400 miles", "ui", "ui", 120), bio])).toEqual([]);
    expect(count("dating", [line("Evening run · 5.2 km", "ui", "ui", 700), bio])).toEqual([]);
    expect(count("profile", [line("Pace 5:12 /km", "ui", "ui", 600), line("12.4 km", "ui", "ui", 700), bio])).toEqual(["12.4 km"]);
  });

  it("takes no count from a row of tabs, where it may be the label's before it or after it", () => {
    const analysis = makeTestAnalysis({ kind: "profile", quotes: [quote("he gave me the look", "comment", 900)] });
    const lines = [line("Overview Reviews 412 Photos Info", "ui", "ui", 300), line("he gave me the look", "comment", "self", 900)];
    expect(findDetails({ ...analysis, lines, text: lines.map((l) => l.text) }).filter((d) => d.kind === "count")).toEqual([]);
    const row = [line("Best run 412 photos", "ui", "ui", 300), line("he gave me the look", "comment", "self", 900)];
    expect(
      findDetails({ ...analysis, lines: row, text: row.map((l) => l.text) })
        .filter((d) => d.kind === "count")
        .map((d) => d.text),
    ).toEqual(["412 photos"]);
  });

  it("reads a stats tile's number with the label under it, when the two make a stat", () => {
    const analysis = makeTestAnalysis({ kind: "profile", quotes: [quote("learning Spanish for my in-laws", "bio", 300)] });
    const tile = (text: string, x: number, y: number, h: number) => ({ ...line(text, "ui", "ui", y), box: { x, y, w: text.length * 14, h } });
    const lines = [
      line("learning Spanish for my in-laws", "bio", "self", 300),
      tile("1,347", 90, 670, 54),
      tile("Day streak", 90, 730, 30),
      tile("31", 540, 670, 54),
      tile("Diamond", 540, 730, 30),
      tile("412", 90, 900, 54),
      tile("Following", 600, 960, 30),
    ];
    const stats = findDetails({ ...analysis, lines, text: lines.map((l) => l.text) }).filter((d) => d.kind === "count" && d.label === "stat");
    expect(stats.map((d) => d.text)).toEqual(["1,347 day streak"]);
    expect(stats[0].box).toEqual({ x: 90, y: 670, w: 140, h: 90 });
  });
});

describe("a paragraph that goes on with the person's story", () => {
  it("offers its first sentence whole, a little too long to quote, as the payoff; alone on the screen it is not", () => {
    const payoff = "By Tuesday I had eaten four of them standing at the fridge at 11pm.";
    const story = makeTestAnalysis({
      kind: "comment",
      quotes: [quote("Meal-prepped five lunches on Sunday, all labelled with the day.", "caption", 400), quote(payoff, "caption", 860)],
    });
    expect(findDetails(story).some((d) => d.text === payoff.slice(0, -1))).toBe(true);
    const alone = makeTestAnalysis({ kind: "comment", quotes: [quote(payoff, "caption", 860)] });
    expect(findDetails(alone).some((d) => d.text === payoff.slice(0, -1))).toBe(false);
  });
});

describe("where a sentence stands in the person's block", () => {
  it("weighs the last of several sentences as the punchline, the first next, the ones between least", () => {
    const parts = ["Yes. Runs great.", "Starts on the first pull.", "Third pull if it knows I'm selling it."];
    expect(partWeight(2, parts)).toBeGreaterThan(partWeight(0, parts));
    expect(partWeight(0, parts)).toBeGreaterThan(partWeight(1, parts));
    expect(partWeight(0, ["Just the one sentence here."])).toBe(1);
  });

  it("takes no clause of an earlier part for a punchline: it is that sentence's, not one of its own", () => {
    const parts = ["Reminder: pyjama day is on Friday, £1 for the charity box", "pyjama day is on Friday, £1 for the charity box"];
    expect(partWeight(1, parts)).toBeLessThan(partWeight(0, parts));
  });

  it("takes the last sentence of a caption's paragraph right over another for the setup of its first, and none from far above or another role", () => {
    const tall = (text: string, role: LineRole, y: number, h: number): Quote => ({ text, role, box: { x: 40, y, w: 800, h } });
    const analysis = makeTestAnalysis({
      quotes: [
        tall("Locryn was a star for the first forty-five minutes. He has walked past the same flock of sheep every day for nine years.", "caption", 1035, 159),
        tall("Today one sheep was lying down and he went home without me.", "caption", 1233, 77),
        tall("Both fine, bruised pride only.", "comment", 1355, 36),
      ],
    });
    const setupOf = (start: string) => findDetails(analysis).find((d) => d.kind === "quote" && d.text.startsWith(start))?.setup;
    expect(setupOf("Today one sheep")).toBe("He has walked past the same flock of sheep every day for nine years.");
    expect(setupOf("Both fine")).toBeUndefined();
    const far = makeTestAnalysis({
      quotes: [tall("He has walked past the same sheep for nine years.", "caption", 200, 40), tall("Today one sheep was lying down.", "caption", 1233, 40)],
    });
    expect(findDetails(far).find((d) => d.text.startsWith("Today"))?.setup).toBeUndefined();
  });

  it("weighs a setup or a kicker said alone below the two together", () => {
    const parts = ["I lent him a ladder in April", "He has moved house since", "I lent him a ladder in April. He has moved house since"];
    expect(partWeight(2, parts)).toBeGreaterThan(partWeight(0, parts) * 2);
    expect(partWeight(1, parts)).toBe(partWeight(0, parts));
  });

  it("weighs a clause that hangs on the one before it below that one", () => {
    const parts = ["I have booked the same table every year for my birthday", "because I have never told them"];
    expect(partWeight(1, parts)).toBeLessThan(partWeight(0, parts));
  });

  it("never quotes a 'which' clause without the words it points at", () => {
    const text = "He still draws a small animal in the margin of every invoice, which I have decided to allow.";
    const analysis = makeTestAnalysis({ quotes: [quote(text, "bio", 300)] });
    const quotes = findDetails(analysis)
      .filter((d) => d.kind === "quote")
      .map((d) => d.text);
    expect(quotes).toContain("He still draws a small animal in the margin of every invoice");
    expect(quotes.some((q) => /^which\b/i.test(q))).toBe(false);
  });

  it("never takes a short last word for a punchline", () => {
    const parts = ["The button does not work when I press it.", "Thanks!"];
    expect(partWeight(1, parts)).toBeLessThan(partWeight(0, parts));
  });
});

describe("counts on a page of several writers' entries", () => {
  it("says no tally printed on each writer's row as the person's, and keeps a profile's own", () => {
    const rows = [
      line("Radley", "ui", "ui", 100),
      line("Junior Member · Mar 2025 · 38 Posts", "ui", "ui", 140),
      line("Three waves back out of eleven this week.", "comment", "other", 180, "Radley"),
      line("Placido_NA", "ui", "ui", 220),
      line("Senior Member · Jun 2011 · 4,212 Posts", "ui", "ui", 260),
      line("He waved at a mail truck for two miles.", "comment", "self", 300),
      line("Osbert", "ui", "ui", 340),
      line("Member · Jan 2019 · 611 Posts", "ui", "ui", 380),
      line("That's how it starts.", "comment", "other", 420, "Osbert"),
    ];
    const thread = findDetails({ ...makeTestAnalysis({ kind: "comment", counts: { posts: 38 } }), lines: rows });
    expect(thread.filter((d) => d.kind === "count" && d.label === "posts")).toEqual([]);
    const profile = findDetails({ ...makeTestAnalysis({ kind: "profile", counts: { posts: 38 } }), lines: [line("38 Posts", "count", "self", 100)] });
    expect(profile.filter((d) => d.kind === "count" && d.label === "posts")).toHaveLength(1);
  });
});
