import { describe, expect, it } from "vitest";
import { classifyByText, findReplyBar } from "./classify-line";
import type { OcrLine, OcrPage } from "./ocr-engine";
import { isPostedLine, readAuthorLine } from "./read-author-line";
import { readScreen } from "./read-screen";

const W = 1000;
const H = 2000;
let paragraph = 0;

/** An OCR line as tesseract gives it: words laid out left to right, ~0.5 em per letter. */
function line(text: string, x: number, y: number, h = 30, options: { gapAfter?: number; sameParagraph?: boolean } = {}): OcrLine {
  if (!options.sameParagraph) paragraph += 1;
  let cursor = x;
  const words = text.split(" ").map((word) => {
    const box = { x: cursor, y, w: Math.round(word.length * h * 0.5), h };
    cursor += box.w + Math.round(h * 0.3);
    return { text: word, box, confidence: 0.95 };
  });
  const last = words[words.length - 1].box;
  return { text, box: { x, y, w: last.x + last.w - x, h }, confidence: 0.95, paragraph, words };
}

function read(lines: OcrLine[], flatRuns = 0.8, storyBar = false) {
  const page: OcrPage = { text: lines.map((l) => l.text).join("\n"), lines };
  return readScreen({ page, scale: 1, width: W, height: H, flatRuns, storyBar });
}

const roleOf = (reading: ReturnType<typeof read>, text: string) => reading.lines.find((l) => l.text.includes(text));

describe("screen reading", () => {
  it("gives a profile's status bar, counts, buttons and tab bar to the app, its bio to the person", () => {
    const reading = read([
      line("9:41", 60, 30),
      line("zoe.bakes.things", 40, 130, 40),
      line("1,203 12.4K 891", 340, 300),
      line("posts followers following", 340, 350),
      line("Zoë Laurent", 40, 470),
      line("Sourdough evangelist and part-time plant murderer", 40, 515),
      line("If I'm not baking I'm talking about baking", 40, 560),
      line("Edit profile Share profile", 130, 700),
      line("Suggested for you", 40, 800),
      line("Home Search Reels Profile", 60, 1900, 24),
    ]);
    expect(reading.kind).toBe("profile");
    expect(reading.platform).toBe("instagram");
    expect(roleOf(reading, "9:41")).toMatchObject({ role: "status_bar", owner: "ui" });
    expect(roleOf(reading, "Edit profile")).toMatchObject({ role: "button", owner: "ui" });
    expect(roleOf(reading, "Suggested")).toMatchObject({ owner: "ui" });
    expect(roleOf(reading, "Home Search")).toMatchObject({ role: "navigation", owner: "ui" });
    expect(roleOf(reading, "1,203")).toMatchObject({ role: "count" });
    expect(roleOf(reading, "Zoë Laurent")).toMatchObject({ role: "name", owner: "self" });
    expect(reading.quotes.map((q) => q.text)).toEqual(["Sourdough evangelist and part-time plant murderer", "If I'm not baking I'm talking about baking"]);
    expect(reading.counts).toMatchObject({ posts: 1203, followers: 12400, following: 891 });
    expect(reading.bioPhrases.join(" ")).not.toMatch(/Suggested|Edit profile/);
  });

  it("reads a second name under the page's own as a person's, never as a bio: a review's author, not what they wrote", () => {
    const reading = read([
      line("9:41", 60, 30),
      line("Café Lumen", 50, 140, 40),
      line("Overview Reviews Photos About", 40, 250, 24),
      line("Priya Nair", 40, 345, 40),
      line("Local Guide · 41 reviews · 212 photos", 160, 410, 28),
      line("Ordered a flat white and got a life lesson from the barista.", 40, 535),
      line("Coffee Lover", 40, 640),
    ]);
    expect(roleOf(reading, "Priya Nair")).toMatchObject({ role: "name", owner: "other" });
    expect(reading.quotes.map((q) => q.text)).not.toContain("Priya Nair");
    expect(reading.quotes.map((q) => q.text)).toContain("Ordered a flat white and got a life lesson from the barista.");
    // Title case made of words is still theirs to be quoted.
    expect(roleOf(reading, "Coffee Lover")).toMatchObject({ role: "bio" });
  });

  it("joins a dating answer wrapped over lines into one quote and keeps the prompt out of it", () => {
    const reading = read([
      line("Maya", 40, 140, 50),
      line("Active today", 700, 150),
      line("I will judge you by", 80, 1170),
      line("Your Spotify Wrapped. Be", 80, 1250, 60),
      line("afraid.", 80, 1330, 48, { sameParagraph: true }),
    ]);
    expect(reading.kind).toBe("dating");
    expect(reading.platform).toBe("dating");
    expect(roleOf(reading, "judge")).toMatchObject({ role: "prompt", owner: "ui" });
    expect(reading.quotes[0]).toMatchObject({ text: "Your Spotify Wrapped. Be afraid.", role: "answer" });
    expect(reading.quotes[0].box).toMatchObject({ x: 80, y: 1250 });
    expect(reading.quotes[0].box.h).toBeGreaterThan(100);
  });

  it("tells the uploader's chat bubbles (right) from the others' (left), with their names", () => {
    const reading = read([
      line("Roommates", 380, 250, 24),
      line("3 people", 420, 290, 24),
      line("Today 9:41 PM", 380, 370, 26),
      line("Priya", 130, 435, 26),
      line("who ate my leftover pad thai", 90, 480),
      line("I plead the fifth", 640, 760),
      line("but also it was delicious and", 350, 860),
      line("you should be proud", 350, 900, 30, { sameParagraph: true }),
      line("Delivered", 800, 1150, 20),
      line("iMessage", 60, 1910),
    ]);
    expect(reading.kind).toBe("chat");
    expect(reading.platform).toBe("generic");
    expect(roleOf(reading, "pad thai")).toMatchObject({ role: "chat_message", owner: "other", author: "Priya" });
    expect(reading.quotes.map((q) => q.text)).toEqual(expect.arrayContaining(["I plead the fifth", "but also it was delicious and you should be proud"]));
    expect(reading.quotes.map((q) => q.text).join(" ")).not.toMatch(/pad thai|Delivered|Roommates/);
  });

  it("gives each message in a chat to the name over it, a name shortened to an initial ('Priyanka J.') included", () => {
    const reading = read([
      line("Launch chat", 380, 250, 24),
      line("Today 9:41 PM", 380, 370, 26),
      line("Aaron Blake", 130, 435, 26),
      line("we are live, tell your friends", 90, 480),
      line("Priyanka J.", 130, 600, 26),
      line("is this a reminder app", 90, 645),
      line("Tom H.", 130, 760, 26),
      line("so a reminder app then", 90, 805),
      line("iMessage", 60, 1910),
    ]);
    expect(reading.kind).toBe("chat");
    expect(roleOf(reading, "reminder app then")).toMatchObject({ owner: "other", author: "Tom H." });
    expect(roleOf(reading, "is this a reminder")).toMatchObject({ owner: "other", author: "Priyanka J." });
    expect(roleOf(reading, "we are live")).toMatchObject({ owner: "other", author: "Aaron Blake" });
  });

  it("keeps a post's caption as the author's and the comments as other people's", () => {
    const reading = read([
      line("kate.runs.late", 150, 230),
      line("Liked by sam.rivera and 1,204 others", 40, 1410),
      line("kate.runs.late Finally ran my first half marathon and only", 40, 1470),
      line("cried twice #halfmarathon", 40, 1515, 30, { sameParagraph: true }),
      line("View all 23 comments", 40, 1580),
      line("benji.k who let you cook", 40, 1630),
      line("2 hours ago", 40, 1740),
    ]);
    expect(reading.kind).toBe("post");
    expect(reading.platform).toBe("instagram");
    expect(reading.quotes[0]).toMatchObject({ text: "Finally ran my first half marathon and only cried twice", role: "caption" });
    expect(roleOf(reading, "who let you cook")).toMatchObject({ role: "comment", owner: "other", author: "benji.k" });
    expect(reading.quotes.map((q) => q.text).join(" ")).not.toMatch(/cook|Liked|View all|hours/);
  });

  it("reads a login alone over where and how late a post was made as the post's writer: the caption theirs, the first comment a friend's", () => {
    const reading = read([
      line("09:12", 60, 20, 26),
      line("Snapday.", 420, 90, 34),
      line("tobbeline", 120, 200, 28),
      line("Allotment · 3h late", 120, 236, 22),
      line("weeding the onions at dawn (it is noon)", 40, 1380),
      line("ravi.k 2h", 40, 1460, 24),
      line("you were asleep at dawn, I have the receipts", 40, 1500),
      line("tobbeline 1h", 40, 1580, 24),
      line("the onions know what they did", 40, 1620),
      line("Add a comment…", 40, 1900),
    ]);
    expect(roleOf(reading, "weeding the onions")).toMatchObject({ owner: "self" });
    expect(roleOf(reading, "Allotment")?.owner).not.toBe("self");
    expect(roleOf(reading, "I have the receipts")).toMatchObject({ owner: "other", author: "ravi.k" });
    expect(roleOf(reading, "the onions know")).toMatchObject({ owner: "self" });
    expect(isPostedLine("Allotment · 3h late")).toBe(true);
    // A word of the language alone over a posted line is a heading, not a login.
    expect(isPostedLine("Hello there friend")).toBe(false);
  });

  it("reads a forum thread as its writers' posts, the title its starter's, and none of them the uploader's", () => {
    const reading = read([
      line("15:03", 60, 20, 26),
      line("Hearthside", 40, 110, 40),
      line("Forums · Allotments", 40, 170),
      line("Is it worth netting the brassicas?", 40, 230, 34),
      line("Started by Wetherby_Pim · 31 messages", 40, 290, 24),
      line("Wetherby_Pim Tue 09:12", 40, 360, 26),
      line("The pigeons had every sprout last winter. I've bought", 40, 400),
      line("netting but I'm told it's cruel to the pigeons.", 40, 440, 30, { sameParagraph: true }),
      line("Rosalind_Vee Tue 10:40", 40, 520, 26),
      line("I netted mine and the pigeons sat on the net and", 40, 560),
      line("watched me like I owed them rent.", 40, 600, 30, { sameParagraph: true }),
      line("Bramble_Ossie Tue 11:05", 40, 680, 26),
      line("Scarecrow. Ours has been there so long it has a name.", 40, 720),
      line("Reply to this discussion...", 40, 1900),
    ]);
    expect(reading.kind).toBe("comment");
    expect(roleOf(reading, "worth netting")).toMatchObject({ owner: "other", author: "Wetherby_Pim" });
    expect(roleOf(reading, "every sprout")).toMatchObject({ owner: "other", author: "Wetherby_Pim" });
    expect(roleOf(reading, "owed them rent")).toMatchObject({ owner: "other", author: "Rosalind_Vee" });
    expect(roleOf(reading, "has a name")).toMatchObject({ owner: "other", author: "Bramble_Ossie" });
    expect(reading.lines.filter((l) => l.owner === "self")).toEqual([]);
  });

  it("reads a forum thread paged by number, each post under its writer's username and number", () => {
    const reading = read([
      line("23:41", 60, 20, 26),
      line("Head-Fi", 40, 110, 40),
      line("Cables, Power, Tweaks", 40, 170),
      line("Silver vs copper: can anyone actually hear it?", 40, 230, 34),
      line("Started by quietNyquist - Page 14", 40, 290, 24),
      line("quietNyquist", 40, 360, 26),
      line("#271", 900, 360, 26),
      line("Genuine question, no arguments please. Blind tested", 40, 400),
      line("with my partner swapping cables and scored 9 out of 20.", 40, 440, 30, { sameParagraph: true }),
      line("Mortensen_Audio", 40, 520, 26),
      line("#272", 900, 520, 26),
      line("I just don't say it at meets any more, because I", 40, 560),
      line("paid £310 for the silver one.", 40, 600, 30, { sameParagraph: true }),
      line("Raimo_K", 40, 680, 26),
      line("#273", 900, 680, 26),
      line("The silver is brighter. I heard it straight away.", 40, 720),
    ]);
    expect(roleOf(reading, "Genuine question")).toMatchObject({ owner: "other", author: "quietNyquist" });
    expect(roleOf(reading, "say it at meets")).toMatchObject({ owner: "other", author: "Mortensen_Audio" });
    expect(roleOf(reading, "silver is brighter")).toMatchObject({ owner: "other", author: "Raimo_K" });
    expect(reading.lines.filter((l) => l.owner === "self")).toEqual([]);
  });

  it("reads a photo with a word or two as a photo with a caption", () => {
    const reading = read([line("fit check", 380, 140, 40)], 0.1);
    expect(reading.kind).toBe("photo");
    expect(reading.platform).toBe("generic");
    expect(reading.quotes.map((q) => q.text)).toEqual(["fit check"]);
  });

  it("keeps the community line over a post out of its author's words, however OCR spelt it", () => {
    const reading = read([
      line("9:41", 60, 30),
      line("KX rICooking - 2h", 40, 200),
      line("Set off the smoke alarm making cereal", 40, 270, 44),
      line("Do not ask me how. The toaster was involved.", 40, 340),
      line("412 Upvote 87 Comments Share", 40, 420),
      line("Join the conversation", 40, 500),
      line("u/toast_ghost - 1h", 40, 580),
      line("the cereal was the real victim", 40, 630),
    ]);
    expect(["post", "comment"]).toContain(reading.kind);
    expect(roleOf(reading, "rICooking")).toMatchObject({ owner: "ui" });
    expect(reading.quotes.map((q) => q.text).join(" ")).not.toMatch(/rICooking|victim/);
    expect(reading.quotes.map((q) => q.text).join(" ")).toMatch(/smoke alarm making cereal/);
  });

  it("tells a line that says when something was posted from a sentence ending in a dash", () => {
    expect(isPostedLine("r/Cooking · 2h")).toBe(true);
    expect(isPostedLine("Posted by u/x • 5 hours ago")).toBe(true);
    expect(isPostedLine("I ran five miles today and then I ate a cake - 2h")).toBe(false);
    expect(isPostedLine("Best day of my life - truly")).toBe(false);
  });

  it("knows app text behind an icon OCR read as digits", () => {
    expect(classifyByText("51 original sound - nora.binges")).toBe("ui");
    expect(classifyByText("51 reasons I love original sound design")).toBeUndefined();
  });

  it("reads a forum's writer before the weekday and time they posted", () => {
    expect(readAuthorLine("Hollyhock3 Tue 09:12")).toEqual({ author: "Hollyhock3", rest: "" });
    expect(readAuthorLine("Fenland_Granny Tue 10:40")).toEqual({ author: "Fenland_Granny", rest: "" });
    expect(readAuthorLine("Gym Mon Wed Fri")).toBeUndefined();
    // A weekday alone after a username, or after two words run together as one.
    expect(readAuthorLine("Wetherby_Pim Sat")).toEqual({ author: "Wetherby_Pim", rest: "" });
    expect(readAuthorLine("AllotmentAlf Sat")).toEqual({ author: "AllotmentAlf", rest: "" });
    expect(readAuthorLine("Sunday Sat")).toBeUndefined();
  });

  it("reads who speaks on an author line", () => {
    expect(readAuthorLine("benji.k who let you cook")).toEqual({ author: "benji.k", rest: "who let you cook" });
    expect(readAuthorLine("Luis @luis_eats - 1h")).toEqual({ author: "Luis @luis_eats", rest: "" });
    expect(readAuthorLine("Chloé Martin - 1st")).toEqual({ author: "Chloé Martin", rest: "" });
    expect(readAuthorLine("They say you can't overwater a succulent.")).toBeUndefined();
  });

  it("reads a post's author line under a profile as its author, never as a bio or a quote", () => {
    const reading = read([
      line("9:41", 60, 30),
      line("Léa Fontaine", 40, 140, 44),
      line("leafontaine_", 40, 195),
      line("Pisces | bottomless brunch enthusiast", 40, 300),
      line("Professional napper, amateur florist", 40, 345),
      line("Followed by bakewithmaya and 48 others", 40, 420),
      line("2,310 followers", 40, 465),
      line("Follow Mention", 40, 560),
      line("Threads Replies Reposts", 60, 680),
      line("Léa Fontaine @leafontaine_ · Mar 3", 120, 780),
      // Drawn inside the image, as a screen shows it (a line running past its side was cut by a crop).
      line("Bought a plant to feel like an adult. It died. I feel like an adult.", 120, 825, 24),
    ]);
    // The author line names the post's author, here the profile's owner: a name, not a bio.
    expect(roleOf(reading, "Mar 3")).toMatchObject({ role: "name", owner: "self" });
    expect(reading.quotes.map((q) => q.text).join(" ")).not.toMatch(/Mar 3|@leafontaine_|Followed by|followers|Mention|Reposts/);
    expect(reading.quotes.map((q) => q.text)).toContain("Bought a plant to feel like an adult. It died. I feel like an adult.");
    expect(reading.quotes.map((q) => q.text)).toContain("Professional napper, amateur florist");
  });

  it("reads OCR's misspellings of a story's reply bar as the bar, and nothing else as one", () => {
    expect(findReplyBar("(sens message")).toBe("send message");
    expect(findReplyBar("Sendachat")).toBe("send a chat");
    expect(findReplyBar("(©) sendachat \\)")).toBe("send a chat");
    expect(findReplyBar("Send message")).toBe("send message");
    expect(classifyByText("(sens message")).toBe("ui");
    for (const text of ["Message", "Seen by Maya", "Send me a chat", "Reply", "Spend less, message more"]) expect(findReplyBar(text)).toBeUndefined();
  });

  it("reads a poll story as a story from its progress bar and reply bar, its question and options as the poster's", () => {
    const lines = [
      line("Should I text him back?", 108, 746, 48),
      line("YES", 411, 1187, 34),
      line("ABSOLUTELY NOT", 255, 1323, 34),
      line("(sens message", 28, 1896, 40),
    ];
    const reading = read(lines, 0.8, true);
    expect(reading.kind).toBe("story");
    expect(reading.platform).toBe("instagram");
    expect(roleOf(reading, "Should I")).toMatchObject({ role: "caption", owner: "self" });
    expect(roleOf(reading, "ABSOLUTELY")).toMatchObject({ role: "sticker", owner: "self" });
    expect(roleOf(reading, "message")).toMatchObject({ owner: "ui" });
    // Without either bar, the same few lines are not taken for a story.
    expect(read(lines.slice(0, 3), 0.8, false).kind).not.toBe("story");
  });

  it("reads a story with one line of text and a reply bar as a story of an app it does not name", () => {
    const reading = read([line("when the barista spells your name right first try", 47, 1284, 39), line("Sendachat", 34, 1917, 54)]);
    expect(reading.kind).toBe("story");
    expect(reading.platform).toBe("generic");
    expect(reading.quotes.map((q) => q.text)).toEqual(["when the barista spells your name right first try"]);
    expect(read([line("when the barista spells your name right first try", 47, 1284, 39)]).kind).toBe("photo");
  });

  it("keeps a story caption's wrapped last word in the caption, and a smaller sticker apart", () => {
    const reading = read(
      [
        line("Leg day is a state of", 164, 746, 61),
        line("mind", 399, 833, 48),
        line("Ask me anything about", 247, 1188, 38),
        line("Send message", 30, 1897, 40),
      ],
      0.8,
      true,
    );
    expect(reading.kind).toBe("story");
    // The sticker stays apart; it stops on "about", leading into words it does not have, so it is no quote of its own either.
    expect(reading.quotes.map((q) => q.text)).toEqual(["Leg day is a state of mind"]);
  });

  it("joins a caption with the hashtag line it wraps onto, and with the words after it", () => {
    const reading = read([
      line("Following For You", 288, 123, 27),
      line("nora.binges - 2d", 36, 1600, 36),
      line("POV: you said one episode at 9pm #fyp", 36, 1666, 50),
      line("#bingewatch", 34, 1715, 35),
      line("51 original sound - nora.binges", 38, 1779, 30),
      line("Home Friends Inbox Profile", 60, 1950, 20),
    ]);
    expect(reading.kind).toBe("post");
    const caption = reading.quotes.find((q) => q.text.startsWith("POV"));
    expect(caption?.text).toBe("POV: you said one episode at 9pm");
    // The quote's box covers the hashtag line too: it is where the whole caption is on screen.
    expect((caption?.box.y ?? 0) + (caption?.box.h ?? 0)).toBeGreaterThanOrEqual(1715 + 35);
    expect(reading.hashtags).toEqual(expect.arrayContaining(["#fyp", "#bingewatch"]));
    const wrapped = read([
      line("kate.runs.late", 150, 230),
      line("Liked by sam.rivera and 1,204 others", 40, 1410),
      line("Best weekend of my life #blessed", 40, 1470),
      line("#travel #sun", 40, 1515),
      line("and the sunburn was worth it", 40, 1560),
    ]);
    expect(wrapped.quotes[0].text).toBe("Best weekend of my life #blessed #travel #sun and the sunburn was worth it");
  });
  it("finds the post's author in a comment sheet by its layout: the one block nobody can reply to or like", () => {
    const reading = read([
      line("Comments", 330, 410),
      line("lena.wanders 1d", 144, 490),
      line("Quit my job to travel for a year. Day 3: I", 143, 528),
      line("miss my desk chair", 144, 570, 30, { sameParagraph: true }),
      line("marco.p 20h", 144, 680),
      line("the desk chair always wins", 142, 718),
      line("Reply - 312 likes", 144, 771),
      line("auntie.bev 18h", 143, 842),
      line("Call your mother.", 143, 882),
      line("Reply - 1,087 likes", 144, 935),
    ]);
    expect(reading.kind).toBe("comment");
    expect(roleOf(reading, "lena.wanders 1d")).toMatchObject({ owner: "self" });
    expect(reading.quotes.map((q) => q.text)).toEqual(["Quit my job to travel for a year. Day 3: I miss my desk chair"]);
    // The likes under a comment are that commenter's, never the poster's to be roasted on.
    expect(roleOf(reading, "312 likes")).toMatchObject({ role: "count", owner: "other" });
    // With a reply line under every block, no one is taken for the poster.
    const replied = read([
      line("Comments", 330, 410),
      line("lena.wanders 1d", 144, 490),
      line("Quit my job to travel", 143, 528),
      line("Reply - 2 likes", 144, 571),
      line("marco.p 20h", 144, 680),
      line("the desk chair always wins", 142, 718),
      line("Reply - 312 likes", 144, 771),
    ]);
    expect(replied.quotes).toEqual([]);
  });

  it("leaves an emoji drawn inside a bio line out of the quote, and ends the item at one closing a line", () => {
    const bio = line("Sourdough evangelist 0 and part-time plant murderer", 40, 515);
    const emoji = bio.words[2];
    emoji.box = { ...emoji.box, y: 511, h: 38 };
    const plane = line("Spreadsheet for every vacation »", 40, 600);
    plane.words[4].confidence = 0.4;
    const reading = read([line("zoe.bakes.things", 40, 130, 40), line("Zoë Laurent", 40, 470), bio, plane, line("38 countries, 0 chill", 40, 636)]);
    expect(reading.quotes.map((q) => q.text)).toEqual(
      expect.arrayContaining(["Sourdough evangelist and part-time plant murderer", "Spreadsheet for every vacation", "38 countries, 0 chill"]),
    );
  });
});

describe("a mail app's thread", () => {
  it("is read as a thread whatever its layout suggests, each message its sender's and the person's the one not sent to 'me'", () => {
    const reading = read([
      line("14:02", 60, 30),
      line("Parking at the back - new rules", 40, 130),
      line("Inbox", 40, 190),
      line("Marta Quinlan", 150, 280),
      line("Mon 9:12 AM", 760, 280),
      line("to me and 9 others", 150, 320),
      line("Hi all, from Monday the back car park is for deliveries only.", 40, 380),
      line("Oskar Fairweather", 150, 480),
      line("Mon 9:40 AM", 760, 480),
      line("to Marta and 9 others", 150, 520),
      line("Hi Marta,", 40, 580),
      line("Understood. I have parked there since 2011 and I will now", 40, 630),
      line("be parking there as a delivery.", 40, 670),
      line("Oskar", 40, 720),
      line("Reply", 120, 1900),
      line("Reply all", 400, 1900),
      line("Forward", 700, 1900),
    ]);
    expect(reading.kind).toBe("comment");
    expect(roleOf(reading, "from Monday the back car park")).toMatchObject({ owner: "other", author: "Marta Quinlan" });
    expect(roleOf(reading, "I have parked there since 2011")).toMatchObject({ owner: "self" });
    expect(roleOf(reading, "Hi Marta,")?.owner).toBe("ui");
    expect(reading.quotes.map((q) => q.text)).toContain("Understood. I have parked there since 2011 and I will now be parking there as a delivery.");
  });
});

describe("a marketplace listing with buyers' questions", () => {
  // As v41's Adverts.ie drew it: the title wraps its last word over the place row, the seller's
  // record sits over the questions, the app badges the seller's answer, and "Send message" is a
  // button in the right half of the foot, beside "Call".
  const listing = (send: OcrLine) => [
    line("21:37", 40, 20),
    line("14ft trampoline with safety net, collection", 40, 700, 40),
    line("Douglas", 40, 750, 40),
    line("Douglas, Cork - Private - 2 days ago - 318 views", 40, 810, 26),
    line("Description", 40, 900, 32),
    line("Springfree-style 14 foot trampoline, ladder and net both", 40, 960),
    line("included, springs all good, some fading on the pads.", 40, 1000, 30, { sameParagraph: true }),
    line("The kids have outgrown it. My husband is now the only", 40, 1040, 30, { sameParagraph: true }),
    line("one using it, at night, and it came up at the residents'", 40, 1080, 30, { sameParagraph: true }),
    line("meeting.", 40, 1120, 30, { sameParagraph: true }),
    line("Seanan", 130, 1220, 32),
    line("Private seller - 9 ads - on Adverts since 2012", 130, 1262, 24),
    line("Questions (2)", 40, 1340, 32),
    line("Tuathal 1d", 130, 1400, 28),
    line("Does the husband come with it, or is he sold", 130, 1440),
    line("separately?", 130, 1480, 30, { sameParagraph: true }),
    line("a Seanan Seller 1d", 100, 1560, 28),
    line("He's staying. He says he'll help you", 130, 1600),
    line("dismantle it, but he wants one last go first.", 130, 1640, 30, { sameParagraph: true }),
    line("Call", 120, 1900, 34),
    send,
  ];

  it("gives the seller's own answer back to them, the buyer's question to the buyer, and takes no place for a name", () => {
    const reading = read(listing(line("Send message", 620, 1900, 34)), 0.8);
    expect(reading.kind).not.toBe("story");
    expect(roleOf(reading, "He's staying")).toMatchObject({ owner: "self" });
    expect(roleOf(reading, "Does the husband")).toMatchObject({ owner: "other", author: "Tuathal" });
    expect(reading.lines.filter((l) => l.author === "Douglas")).toEqual([]);
  });

  it("takes the reply bar's words for a story's only as a field's placeholder at the left, not as a button", () => {
    const button = read(listing(line("Send message", 620, 1900, 34)), 0.8);
    const placeholder = read(listing(line("Send message", 40, 1900, 34)), 0.8);
    expect(button.kind).not.toBe("story");
    expect(placeholder.kind).toBe("story");
  });
});
