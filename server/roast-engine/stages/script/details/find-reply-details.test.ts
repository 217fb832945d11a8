import { describe, expect, it } from "vitest";
import type { ScreenLine } from "../../../types";
import { composeScripts } from "../compose-script";
import { matchThemes } from "../match-themes";
import { ROOM } from "../room";
import { JOKES } from "../room/jokes";
import { matchTropes } from "../write-joke";
import { makeTestAnalysis } from "../test-support/make-test-analysis";
import { findReplyDetails, mainVoice } from "./find-reply-details";

const line = (text: string, y: number, extra: Partial<ScreenLine>): ScreenLine => ({
  text,
  box: { x: 60, y, w: 700, h: 40 },
  role: "caption",
  owner: "self",
  confidence: 0.95,
  ...extra,
});

// A post of the person's and two replies under it, one by a cleanly read name, one by a name OCR broke.
const post = makeTestAnalysis({
  kind: "post",
  lines: ["Made my first sourdough loaf today, honestly a masterpiece", "Theo", "that is a doorstop with ambition", "x7%", "so proud of you"],
  quotes: [{ text: "Made my first sourdough loaf today, honestly a masterpiece", role: "caption", box: { x: 60, y: 200, w: 900, h: 40 } }],
});
post.lines = [
  line("Made my first sourdough loaf today, honestly a masterpiece", 200, {}),
  line("that is a doorstop with ambition", 600, { role: "chat_message", owner: "other", author: "Theo" }),
  line("so proud of you sweetie", 700, { role: "chat_message", owner: "other", author: "x7% 2h" }),
  line("Walking, 20 minutes to the fridge", 730, { role: "chat_message", owner: "other", author: "ADD FOOD" }),
  line("Walking, 20 minutes to the car park", 745, { role: "chat_message", owner: "other", author: "Add Food" }),
  line("Salad, green, no dressing at all", 790, { role: "chat_message", owner: "other", author: "Lunch" }),
  line("14 hours sleep is very healthy", 820, { role: "chat_message", owner: "other", author: "Seller's" }),
  line("Like Reply Share", 760, { role: "button", owner: "ui" }),
];

describe("the page's own author, never said as someone else", () => {
  it("keeps a reply under a name the app badges as the author ('Author', 'Maker', 'OP') out of other people's words", () => {
    const page = makeTestAnalysis({ kind: "post", lines: [] });
    page.lines = [
      line("I want to be transparent, because that's what this community deserves", 200, { role: "caption" }),
      line("Lena Park 2 days ago", 560, { role: "name", owner: "other", author: "Lena Park" }),
      line("Could you break down where the money came from?", 600, { role: "chat_message", owner: "other", author: "Lena Park" }),
      line("Brett Kowalczyk Author", 680, { role: "name", owner: "other", author: "Brett Kowalczyk" }),
      line("Mostly my aunt, but she is a real subscriber", 720, { role: "chat_message", owner: "other", author: "Brett Kowalczyk" }),
    ];
    expect(findReplyDetails(page).map((d) => d.by)).toEqual(["Lena"]);
  });

  it("never takes a notification banner's message for material: it belongs to another conversation", () => {
    const chat = makeTestAnalysis({ kind: "chat", lines: [] });
    chat.lines = [
      line("think I left my umbrella at yours", 60, { role: "comment", owner: "other", author: "Rekha", notification: true }),
      line("did the sleep app say you snore or not", 600, { role: "chat_message", owner: "other", author: "Rekha" }),
      line("Good news and weird news", 700, { role: "chat_message" }),
    ];
    expect(findReplyDetails(chat).map((d) => d.text)).toEqual(["did the sleep app say you snore or not"]);
  });

  it("says no writer whose name, as read, has no vowel in its first word (a garbled 'Xk' for 'Kunle')", () => {
    const page = makeTestAnalysis({ kind: "chat", lines: [] });
    page.lines = [
      line("My eternal gratitude and a postcard from my mum", 300, { role: "chat_message", owner: "self" }),
      line("he has worn the suit every day since the interview", 500, { role: "chat_message", owner: "other", author: "Xk" }),
      line("and he has ironed it twice, which is twice more than me", 700, { role: "chat_message", owner: "other", author: "Ngozi Adeyemi" }),
      line("the lapels have their own postcode at this point", 900, { role: "chat_message", owner: "other", author: "Sdnke Brodersen" }),
    ];
    expect(findReplyDetails(page).map((d) => d.by)).toEqual(["Ngozi"]);
  });

  it("says no writer whose name, as read, is a row of rating stars read as letters ('Ah K Kk'), and keeps initials and short names", () => {
    const page = makeTestAnalysis({ kind: "chat", lines: [] });
    page.lines = [
      line("My eternal gratitude and a postcard from my mum", 300, { role: "chat_message", owner: "self" }),
      line("the sleeves were long so we had them taken up", 500, { role: "chat_message", owner: "other", author: "Ah K Kk" }),
      line("and it creases a little at the elbows, like all of us", 700, { role: "chat_message", owner: "other", author: "Li Na" }),
      line("smart enough for a wedding and a long train ride", 900, { role: "chat_message", owner: "other", author: "Jelena P." }),
    ];
    expect(findReplyDetails(page).map((d) => d.by)).toEqual(["Li", "Jelena"]);
  });

  it("takes a name whose words come before any of the person's own, on a screen that is not surely a chat, for the page's author", () => {
    const page = makeTestAnalysis({ kind: "chat", lines: [] });
    page.kindSure = false;
    page.lines = [
      line("New tiers are LIVE, and every one of them is a bargain", 300, { role: "chat_message", owner: "other", author: "Lukas Brenner" }),
      line("My eternal gratitude and a postcard from my mum", 700, { role: "chat_message", owner: "self" }),
      line("this is the best tier list I have ever read", 900, { role: "chat_message", owner: "other", author: "Carol Baines" }),
    ];
    expect(findReplyDetails(page).map((d) => d.by)).toEqual(["Carol"]);
    // In a chat the reader is sure of, whoever wrote first is a person in it like any other.
    page.kindSure = true;
    expect([...new Set(findReplyDetails(page).map((d) => d.by))]).toEqual(["Lukas", "Carol"]);
  });
});

describe("other people's words, said as theirs", () => {
  it("keeps a reply under a cleanly read name, with the name, and never one under a broken name or the app's words", () => {
    const replies = findReplyDetails(post);
    expect(replies.map((d) => [d.text, d.by])).toEqual([["that is a doorstop with ambition", "Theo"]]);
  });

  it("is matched only by the jokes written to name whose words they are", () => {
    const replies = findReplyDetails(post);
    expect(matchTropes(JOKES, replies, post).every((m) => m.trope.match.by)).toBe(true);
    expect(matchTropes(JOKES, replies, post).length).toBeGreaterThan(0);
    expect(matchThemes(ROOM, replies, post)).toEqual([]);
  });

  it("names the replier whenever a roast quotes the reply, and no roast gives the reply to the person", () => {
    let quotedReply = 0;
    for (let seed = 0; seed < 40; seed++) {
      for (const { script } of composeScripts(post, `reply-${seed}`, {}, 3)) {
        if (!script.text.includes("doorstop with ambition")) continue;
        quotedReply++;
        expect(script.text, script.text).toContain("Theo");
      }
    }
    expect(quotedReply).toBeGreaterThan(0);
  });
});

describe("a username in lower case over a reply", () => {
  it("names the reply's writer when joined by '_' or '.', and never a bare word or a broken read", () => {
    const page = makeTestAnalysis({ kind: "post", lines: [] });
    page.lines = [
      line("Learning guitar, week one, fingers already in pieces", 200, { role: "caption" }),
      line("my fingers hurt and I bought a ukulele", 600, { role: "chat_message", owner: "other", author: "jessie_k" }),
      line("same with the chords honestly, gave up in week two", 700, { role: "chat_message", owner: "other", author: "lukas.m" }),
      line("the strings cut you for a month", 800, { role: "chat_message", owner: "other", author: "lunch" }),
      line("buy a capo and never look back", 900, { role: "chat_message", owner: "other", author: "k_" }),
    ];
    expect(findReplyDetails(page).map((d) => d.by)).toEqual(["jessie_k", "lukas.m"]);
  });
});

describe("mainVoice", () => {
  it("is the writer who writes more blocks than anyone else, two at least", () => {
    expect(mainVoice(["Marit", "Bertil", "Marit", "Oddny", "Marit"])).toBe("Marit");
    expect(mainVoice(["Marit", "Bertil"])).toBeUndefined();
    expect(mainVoice(["Marit", "Bertil", "Marit", "Bertil"])).toBeUndefined();
    expect(mainVoice(["", "", "Marit"])).toBeUndefined();
  });
});

describe("a thread of other writers' words", () => {
  // No line is the uploader's (a team's feed read as a chat): the writer it is about is the one who answers the others.
  const thread = makeTestAnalysis({ kind: "chat", lines: [] });
  thread.kindSure = true;
  thread.lines = [
    line("Rowed to the bridge and back before breakfast.", 300, { role: "chat_message", owner: "other", author: "Marit Solberg" }),
    line("before breakfast on a tuesday?? 5,120 metres", 400, { role: "chat_message", owner: "other", author: "Bertil Haugen" }),
    line("I carried the boat down to the water by myself. The oars are still in the car.", 500, {
      role: "chat_message",
      owner: "other",
      author: "Marit Solberg",
    }),
    line("which bridge", 600, { role: "chat_message", owner: "other", author: "Oddny Lie" }),
  ];

  it("roasts the thread's main voice, and tells her setup before her punchline by her first name", () => {
    const scripts = Array.from({ length: 6 }, (_, i) => composeScripts(thread, `t${i}`, {}, 1)[0].script.text);
    for (const text of scripts) expect(text).not.toMatch(/Bertil|Oddny/);
    expect(
      scripts.some((text) => text.includes("Marit carried the boat down to the water by themselves. ") && text.includes("'The oars are still in the car'")),
    ).toBe(true);
  });
});

describe("a thread under a title", () => {
  // The person's only words are the thread's title; the stories are the named members'.
  const title = "Gardeners' World 2026: Episode 9, Hedges (spoilers)";
  const thread = makeTestAnalysis({ kind: "post", lines: [], quotes: [{ text: title, role: "caption", box: { x: 60, y: 200, w: 900, h: 40 } }] });
  thread.lines = [
    line("Gardeners' World 2026: Episode 9, Hedges (spoilers)", 200, { role: "caption" }),
    line("that hedge was never going to survive the chainsaw bit", 400, { role: "comment", owner: "other", author: "Bramwell_J" }),
    line("I have never owned a hedge, but I now say 'overpruned' at the telly.", 500, { role: "comment", owner: "other", author: "Ottilie_R" }),
    line("My neighbour has started nodding at me over his hedge.", 540, { role: "comment", owner: "other", author: "Ottilie_R" }),
    line("what does overpruned mean", 600, { role: "comment", owner: "other", author: "Gus Lindqvist" }),
  ];

  it("reads a forum's capitalised username joined by '_' as a writer's name", () => {
    expect(findReplyDetails(thread).map((d) => d.by)).toContain("Ottilie_R");
  });

  it("never says the title as the person's line, while the members tell stories", () => {
    for (let i = 0; i < 6; i++) expect(composeScripts(thread, `h${i}`, {}, 1)[0].script.text).not.toContain("Gardeners' World");
  });
});
