import { describe, expect, it } from "vitest";
import { giveBlocksToHeaders, giveBlocksToWriters, joinAuthorBadge } from "./join-author-badge";
import type { Draft } from "./line-draft";

const draft = (text: string, x: number, y: number, w: number, h = 26): Draft => ({ text, box: { x, y, w, h }, confidence: 0.95, paragraph: y });

// A cooking forum's question and its answer: each writer's name over a badge and an age, the
// avatar pushing the name right of the text under it.
const forum = () => [
  draft("crumb_queen42", 120, 300, 200),
  draft("Beginner · 3 hours ago", 120, 332, 260, 22),
  draft("My loaf rose so much it lifted the tea towel off.", 30, 390, 820),
  draft("Is that normal or should I be worried?", 30, 430, 620),
  draft("Marco.B", 120, 560, 120),
  draft("Helper · Answered 2 hours ago", 120, 592, 330, 22),
  draft("That is a very happy dough. Use less yeast.", 30, 650, 760),
  draft("crumb_queen42 · 1 hour ago", 190, 780, 340),
  draft("Thank you, the tea towel thanks you too", 190, 820, 600),
];

describe("a writer's name over a badge and an age", () => {
  it("is one author header: the name takes the age and the badge line becomes the app's", () => {
    const drafts = forum();
    expect(joinAuthorBadge(drafts)).toEqual([
      { index: 0, author: "crumb_queen42", badge: 1 },
      { index: 4, author: "Marco.B", badge: 5 },
    ]);
    expect(drafts[0].text).toBe("crumb_queen42 · 3 hours ago");
    expect(drafts[1]).toMatchObject({ role: "other", owner: "ui" });
    expect(drafts[4].text).toBe("Marco.B · 2 hours ago");
  });

  it("reads a forum's title-cased rank as a badge, past the post's number on the name's row", () => {
    const drafts = [
      draft("Olek_W", 151, 719, 120, 36),
      draft("#402", 841, 722, 60, 30),
      draft("Golden Member - Dec 2, 2026", 152, 768, 380, 30),
      draft("The loudest thing in the room is now my own breathing.", 37, 829, 820),
      draft("Pernell", 152, 1165, 120, 36),
      draft("#403", 841, 1168, 60, 30),
      draft("Member - Dec 2, 2026", 152, 1214, 300, 30),
      draft("What are idle temps like in a box that sealed up?", 38, 1275, 800),
    ];
    expect(joinAuthorBadge(drafts)).toEqual([
      { index: 0, author: "Olek_W", badge: 2 },
      { index: 4, author: "Pernell", badge: 6 },
    ]);
    expect(drafts[2]).toMatchObject({ owner: "ui" });
  });

  it("gives each block of a page of such headers to its writer, the asker's to the page's person", () => {
    const drafts = forum();
    const joined = joinAuthorBadge(drafts);
    // Whatever the kind's pass made of them first.
    for (const d of drafts) if (d.owner !== "ui") Object.assign(d, { role: "bio", owner: "self" });
    giveBlocksToHeaders(drafts, joined);
    expect(drafts[2]).toMatchObject({ role: "caption", owner: "self" });
    expect(drafts[6]).toMatchObject({ role: "comment", owner: "other", author: "Marco.B" });
    expect(drafts[5]).toMatchObject({ owner: "ui" });
    // The asker's name again: their thanks are theirs.
    expect(drafts[8]).toMatchObject({ role: "comment", owner: "self" });
    expect(drafts[8].author).toBeUndefined();
  });

  it("leaves a person's name over another's, a name over a sentence, and a lone header alone", () => {
    const names = [draft("Sarah Jones", 120, 300, 200), draft("Tom Baker · 2h", 120, 332, 200, 22)];
    expect(joinAuthorBadge(names)).toEqual([]);
    const far = [draft("crumb_queen42", 120, 300, 200), draft("Beginner · 3 hours ago", 120, 420, 260, 22)];
    expect(joinAuthorBadge(far)).toEqual([]);
    const sentence = [draft("I tried again today", 120, 300, 300), draft("Beginner · 3 hours ago", 120, 332, 260, 22)];
    expect(joinAuthorBadge(sentence)).toEqual([]);
    const one = forum().slice(0, 4);
    const joined = joinAuthorBadge(one);
    for (const d of one) if (d.owner !== "ui") Object.assign(d, { role: "bio", owner: "self" });
    giveBlocksToHeaders(one, joined);
    expect(one[2]).toMatchObject({ role: "bio", owner: "self" });
  });

  it("reads a list of reviews the same way: who stayed, when, a rating, then their words", () => {
    const drafts = [
      draft("Marisol T.", 130, 400, 150),
      draft("Solo traveller - Stayed Jan 2026", 130, 436, 420, 22),
      draft("The bed was lovely and the kettle sang every morning.", 38, 500, 760),
      draft("Response from Harbour Lodge", 66, 600, 420),
      draft("Thank you Marisol, the kettle is retiring.", 66, 650, 640),
      draft("Oskar", 130, 780, 90),
      draft("Couple - Stayed Dec 2025", 130, 816, 320, 22),
      draft("7.0 Good", 236, 860, 108, 21),
      draft("Quiet, but the kettle woke us both.", 38, 900, 560),
    ];
    const joined = joinAuthorBadge(drafts);
    expect(joined.map((j) => j.author)).toEqual(["Marisol T.", "Oskar"]);
    for (const d of drafts) if (d.owner !== "ui") Object.assign(d, { role: "bio", owner: "self" });
    Object.assign(drafts[3], { role: "ui", owner: undefined });
    Object.assign(drafts[7], { role: "other", owner: undefined });
    giveBlocksToHeaders(drafts, joined);
    expect(drafts[2]).toMatchObject({ role: "caption", owner: "self" });
    // The heading over the place's answer ends her block, and the answer to her is not hers; the rating opens his.
    expect(drafts[4]).toMatchObject({ role: "comment", owner: "other" });
    expect(drafts[7]).toMatchObject({ role: "other" });
    expect(drafts[7].owner).toBeUndefined();
    expect(drafts[8]).toMatchObject({ role: "comment", owner: "other", author: "Oskar" });
  });

  it('takes "Reviewed 5 days ago - Score 10/10" under a name for its header, and an answer to the writer for another\'s', () => {
    const drafts = [
      draft("Bettina R.", 180, 500, 110, 20),
      draft("Reviewed 5 days ago - Score 10/10", 180, 528, 356),
      draft("He fixed the boiler and named it Gordon.", 100, 610, 600),
      draft("from the trader", 250, 700, 200, 20),
      draft("Thanks Bettina! Gordon sends his regards.", 122, 740, 560),
      draft("Colm D.", 180, 900, 90, 20),
      draft("Reviewed 2 weeks ago - Score 9/10", 180, 928, 356),
      draft("Quick and tidy.", 100, 1010, 300),
    ];
    const joined = joinAuthorBadge(drafts);
    expect(joined.map((j) => j.author)).toEqual(["Bettina R.", "Colm D."]);
    expect(drafts[0].text).toBe("Bettina R. · 5 days ago");
    for (const d of drafts) if (d.owner !== "ui") Object.assign(d, { role: "bio", owner: "self" });
    Object.assign(drafts[3], { role: "other", owner: undefined });
    giveBlocksToHeaders(drafts, joined);
    expect(drafts[2]).toMatchObject({ role: "caption", owner: "self" });
    expect(drafts[4]).toMatchObject({ role: "comment", owner: "other" });
    expect(drafts[4].author).toBeUndefined();
    expect(drafts[7]).toMatchObject({ role: "comment", owner: "other", author: "Colm D." });
  });

  it("takes a rank with its number for a badge", () => {
    const drafts = [draft("glue_gun_gwen", 120, 300, 200), draft("Level 14 - 3h", 120, 332, 160, 22)];
    expect(joinAuthorBadge(drafts)).toEqual([{ index: 0, author: "glue_gun_gwen", badge: 1 }]);
    expect(drafts[0].text).toBe("glue_gun_gwen · 3h");
  });

  it("reads the age in another language", () => {
    const drafts = [draft("kuchen_fee", 120, 300, 200), draft("Moderator · vor 3 Std.", 120, 332, 260, 22)];
    expect(joinAuthorBadge(drafts)).toEqual([{ index: 0, author: "kuchen_fee", badge: 1 }]);
    expect(drafts[0].text).toBe("kuchen_fee · vor 3 Std.");
  });
});

// The kind's pass read the page as one person's: every line theirs, nothing decided.
const asOnePersons = (drafts: Draft[]) => {
  for (const d of drafts) if (d.role === undefined) d.role = "bio";
  return drafts;
};

describe("a page of entries under one-line writers' headers", () => {
  // Reviews under a recipe's name: no person above them, one reviewer who posted and answered back.
  const reviews = () =>
    asOnePersons([
      draft("Classic Sandwich Bread", 36, 244, 433),
      draft("Maribel · Vermont · 5 days ago", 122, 380, 402),
      draft("Perfect every time. I use half whole wheat.", 122, 421, 669),
      draft("Prudence K. · Leeds · 4 days ago", 122, 553, 432),
      draft("Baked this for my neighbour's 90th. She said it was", 122, 593, 645),
      draft("the best bread she's had since rationing ended.", 122, 635, 668),
      draft("Abe L. · 3 days ago", 189, 810, 250),
      draft("what did she have during rationing", 189, 850, 498),
      draft("Prudence K. · 3 days ago", 190, 939, 328),
      draft("I asked. She said not much, dear.", 190, 979, 502),
    ]);

  it("gives each entry to its writer, none to the uploader, and a title over them to the app", () => {
    const drafts = reviews();
    giveBlocksToWriters(drafts, { thread: false });
    expect(drafts[0]).toMatchObject({ owner: "ui" });
    expect(drafts[1]).toMatchObject({ role: "name", owner: "other", author: "Maribel" });
    expect(drafts[2]).toMatchObject({ role: "comment", owner: "other", author: "Maribel" });
    expect(drafts[4]).toMatchObject({ role: "comment", owner: "other", author: "Prudence K." });
    expect(drafts[7]).toMatchObject({ role: "comment", owner: "other", author: "Abe L." });
    expect(drafts[9]).toMatchObject({ role: "comment", owner: "other", author: "Prudence K." });
  });

  it("leaves the post, event or article over the entries as it was, and every entry its writer's", () => {
    const drafts = reviews();
    drafts[0].text = "Come and read silently with other people. No talking.";
    giveBlocksToWriters(drafts, { thread: false });
    expect(drafts[0]).toMatchObject({ role: "bio" });
    expect(drafts[0].owner).toBeUndefined();
    expect(drafts[4]).toMatchObject({ owner: "other", author: "Prudence K." });
    expect(drafts[9]).toMatchObject({ owner: "other", author: "Prudence K." });
  });

  it("keeps a person's page over reviews of them theirs, and only their own entries", () => {
    const drafts = reviews();
    drafts[0] = { ...draft("Devon Okafor", 36, 244, 300), role: "name" };
    drafts[6].text = "Devon Okafor · 3 days ago";
    giveBlocksToWriters(drafts, { thread: false });
    expect(drafts[0]).toMatchObject({ role: "name" });
    expect(drafts[2]).toMatchObject({ owner: "other", author: "Maribel" });
    expect(drafts[4]).toMatchObject({ owner: "other", author: "Prudence K." });
    expect(drafts[7]).toMatchObject({ owner: "self" });
  });

  it("reads a name over a place and an age as one header, and a handle that spells the page's name as theirs", () => {
    const drafts = asOnePersons([
      { ...draft("Helmut Weber", 39, 120, 275), role: "name" },
      draft("a Sabine K.", 39, 277, 275),
      draft("Südstadt · vor 5 Std.", 150, 306, 275),
      draft("Wie hoch ist die Leiter?", 42, 446, 379),
      draft("Tobias R. · vor 4 Std.", 137, 885, 314),
      draft("Kann ich sie Samstag holen?", 137, 932, 384),
      draft("@helmut_w · vor 4 Std.", 122, 1010, 418),
      draft("4 Meter, steht oben. Höher als mein Mut.", 216, 1068, 672),
    ]);
    giveBlocksToWriters(drafts, { thread: false });
    expect(drafts[0]).toMatchObject({ role: "name" });
    expect(drafts[1]).toMatchObject({ role: "name", owner: "other", author: "Sabine K." });
    expect(drafts[2]).toMatchObject({ owner: "ui" });
    expect(drafts[3]).toMatchObject({ owner: "other", author: "Sabine K." });
    expect(drafts[5]).toMatchObject({ owner: "other", author: "Tobias R." });
    expect(drafts[7]).toMatchObject({ owner: "self" });
  });

  it("gives a post to the person its byline or its name line names, and the replies under their name theirs", () => {
    const post = (first: Draft) =>
      asOnePersons([
        first,
        draft("Three years of growing this beard. My nan says I look like a honey seller.", 43, 371, 788),
        draft("tideline_jo · 3h", 147, 964, 222),
        draft("she's not wrong though", 149, 1013, 361),
        draft("Corentin Blaylock · 3h", 137, 1105, 429),
        draft("She rarely is. She also asked where my stall was.", 232, 1157, 605),
      ]);
    const named = post({ ...draft("Corentin Blaylock", 166, 260, 290), role: "name", owner: "other" });
    giveBlocksToWriters(named, { thread: true });
    expect(named[0]).toMatchObject({ owner: "self" });
    expect(named[3]).toMatchObject({ owner: "other", author: "tideline_jo" });
    expect(named[5]).toMatchObject({ owner: "self" });
    const bylined = post(draft("53 points by corentin_b 9 hours ago | 31 comments", 40, 260, 700));
    bylined[4].text = "corentin_b · 3h";
    giveBlocksToWriters(bylined, { thread: true });
    expect(bylined[0]).toMatchObject({ owner: "ui" });
    expect(bylined[5]).toMatchObject({ owner: "self" });
    expect(bylined[3]).toMatchObject({ owner: "other", author: "tideline_jo" });
  });

  it('takes no "Reviewed · 3 days ago" for a writer, and leaves a conversation of "Me" and a lone writer alone', () => {
    const did = asOnePersons([
      draft("Reviewed · 3 days ago", 122, 380, 402),
      draft("Sturdy once it's up", 122, 421, 669),
      draft("Reviewed · 1 month ago", 122, 553, 432),
      draft("Good value, thin back panel", 122, 593, 645),
    ]);
    giveBlocksToWriters(did, { thread: false });
    expect(did.every((d) => d.owner === undefined)).toBe(true);
    const chat = asOnePersons([
      draft("Me · Jun 3, 4:02 PM", 149, 393, 267),
      draft("hi i need a logo for my brand asap", 150, 438, 586),
      draft("anjalidesigns · 4:09 PM", 148, 510, 331),
      draft("Happy to help. What is the brand called?", 150, 556, 730),
    ]);
    giveBlocksToWriters(chat, { thread: false });
    expect(chat.every((d) => d.owner === undefined)).toBe(true);
  });

  it("gives a page opened by a writer's longest entry, and answered by them under the comments, to that writer", () => {
    const drafts = asOnePersons([
      draft("Home", 36, 140, 120),
      draft("a Tamsyn Oakridge", 36, 240, 330),
      draft("Ferring · 5h", 136, 290, 180, 22),
      draft("Day 212 of the sourdough log. Named the starter Gerald.", 36, 340, 820),
      draft("Gerald now has his own shelf in the fridge", 36, 388, 760),
      draft("and my yoghurt lives in the car.", 36, 436, 560),
      draft("bap_attack · 4h", 120, 700, 240),
      draft("does Gerald pay rent", 120, 740, 400),
      draft("a Tamsyn Oakridge · 3h", 110, 830, 360),
      draft("He pays in crumpets.", 190, 870, 380),
    ]);
    giveBlocksToWriters(drafts, { thread: false });
    expect(drafts[3]).toMatchObject({ owner: "self" });
    expect(drafts[3].author).toBeUndefined();
    expect(drafts[9]).toMatchObject({ owner: "self" });
    expect(drafts[7]).toMatchObject({ owner: "other", author: "bap_attack" });
  });

  it("keeps a first commenter who comments again someone else's when their first entry is no longer than the rest", () => {
    const drafts = asOnePersons([
      draft("Comments", 36, 140, 200),
      draft("bap_attack · 4h", 120, 240, 240),
      draft("does the starter pay rent", 120, 280, 400),
      draft("Tamsyn Oakridge · 3h", 120, 370, 360),
      draft("He pays in crumpets, and the crumpets are late.", 120, 410, 700),
      draft("bap_attack · 2h", 120, 500, 240),
      draft("fair", 120, 540, 100),
    ]);
    giveBlocksToWriters(drafts, { thread: false });
    expect(drafts[2]).toMatchObject({ owner: "other", author: "bap_attack" });
    expect(drafts[4]).toMatchObject({ owner: "other", author: "Tamsyn Oakridge" });
  });
});
