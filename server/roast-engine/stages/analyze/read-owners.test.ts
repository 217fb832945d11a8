import { describe, expect, it } from "vitest";
import type { OcrLine, OcrPage } from "./ocr-engine";
import { readScreen } from "./read-screen";

const W = 1000;
const H = 2000;
let paragraph = 0;

/** An OCR line as tesseract gives it: words laid out left to right, ~0.5 em per letter. */
function line(text: string, x: number, y: number, h = 30): OcrLine {
  paragraph += 1;
  let cursor = x;
  const words = text.split(" ").map((word) => {
    const box = { x: cursor, y, w: Math.round(word.length * h * 0.5), h };
    cursor += box.w + Math.round(h * 0.3);
    return { text: word, box, confidence: 0.95 };
  });
  const last = words[words.length - 1].box;
  return { text, box: { x, y, w: last.x + last.w - x, h }, confidence: 0.95, paragraph, words };
}

function read(lines: OcrLine[]) {
  const page: OcrPage = { text: lines.map((l) => l.text).join("\n"), lines };
  return readScreen({ page, scale: 1, width: W, height: H, flatRuns: 0.8 });
}

const quotesOf = (reading: ReturnType<typeof read>) => reading.quotes.map((q) => q.text);

describe("whose words, on layouts our samples do not have", () => {
  it("gives each comment under a name and its age ('Bertil · 52m') to that name, not to the name above the last one", () => {
    const reading = read([
      line("18:02", 60, 30),
      line("Tuesday Rowing Crew", 250, 110, 36),
      line("Marit Solberg", 120, 300),
      line("Rowed to the bridge and back before breakfast.", 120, 360),
      line("COMMENTS", 120, 500),
      line("Bertil · 52m", 120, 560),
      line("before breakfast on a tuesday??", 120, 610),
      line("Marit Solberg · 48m", 120, 720),
      line("The bridge was closer than it looked.", 120, 770),
      line("Oddny · 31m", 120, 880),
      line("which bridge", 120, 930),
    ]);
    expect(reading.lines.find((l) => l.text.startsWith("before breakfast"))).toMatchObject({ owner: "other", author: "Bertil" });
    expect(reading.lines.find((l) => l.text === "which bridge")).toMatchObject({ owner: "other", author: "Oddny" });
    expect(reading.lines.find((l) => l.text.startsWith("The bridge was"))).toMatchObject({ author: "Marit Solberg" });
  });

  it("never takes a section's heading ('Known Issues', 'Seller's Notes') for the sender of the lines under it", () => {
    const reading = read([
      line("11:20", 60, 30),
      line("TRAILERHUB", 250, 110, 36),
      line("2011 Caravan, two berth", 120, 250),
      line("Known Issues", 120, 500),
      line("Awning rail bent from my own carport", 140, 560),
      line("Seller's Notes", 120, 700),
      line("The carport is also bent now", 140, 760),
      line("tovemakes · 2d", 120, 900),
      line("Did the carport survive?", 120, 950),
    ]);
    for (const heading of ["Known Issues", "Seller's Notes"]) expect(reading.lines.filter((l) => l.author === heading)).toEqual([]);
    expect(reading.lines.find((l) => l.text.startsWith("Did the carport"))).toMatchObject({ owner: "other", author: "tovemakes" });
  });

  it("gives a chat that names each sender over their words to those senders, never to the uploader, and never quotes the name line", () => {
    const reading = read([
      line("9:41", 60, 30),
      line("# flat-kitchen", 200, 120, 36),
      line("Sam Whitaker 08:44", 120, 400),
      line("who keeps eating my labelled yoghurt", 120, 440),
      line("it says SAM on the lid in capitals", 120, 480),
      line("Priya Nair 08:51", 120, 600),
      line("the yoghurt knew what it signed up for", 120, 640),
      line("Message #flat-kitchen", 40, 1880),
    ]);
    const own = reading.lines.filter((l) => l.owner === "self").map((l) => l.text);
    expect(own).toEqual([]);
    expect(reading.lines.find((l) => l.text.startsWith("the yoghurt"))).toMatchObject({ owner: "other", author: "Priya Nair" });
    expect(reading.lines.find((l) => l.text.startsWith("who keeps"))).toMatchObject({ owner: "other", author: "Sam Whitaker" });
    expect(quotesOf(reading).join(" ")).not.toMatch(/08:44|08:51|Sam Whitaker|Priya Nair/);
  });

  it("reads a group chat that names its senders by handle, with no app's words to say it is one, and gives each message to its handle", () => {
    const reading = read([
      line("20:47", 60, 20),
      line("Thursday Squad", 250, 110, 36),
      line("4 members · 2 online", 250, 160),
      line("kostas_tactics", 44, 400),
      line("Nobody says trust me tonight", 64, 450),
      line("lil_pav", 44, 560),
      line("who says trust me", 64, 610),
      line("kostas_tactics", 44, 720),
      line("You, Pavel. Every time.", 64, 770),
      line("mags_on_mic", 44, 880),
      line("can we play something else for once", 64, 930),
      line("Message", 40, 1880),
    ]);
    expect(reading.kind).toBe("chat");
    expect(reading.lines.find((l) => l.text === "who says trust me")).toMatchObject({ owner: "other", author: "lil_pav" });
    expect(reading.lines.find((l) => l.text.startsWith("can we play"))).toMatchObject({ owner: "other", author: "mags_on_mic" });
    expect(quotesOf(reading)).not.toContain("who says trust me");
  });

  it("reads a family group by its members line, gives each message under a name to that name, and none to the group's name", () => {
    const reading = read([
      line("9:41", 60, 20),
      line("Adebayo Family", 200, 130, 36),
      line("Dad, Mum, Tolu, Kemi, You", 200, 180),
      line("It's a big privilege, Kemi.", 56, 420),
      line("Mum", 36, 500),
      line("How many points for putting the bins out?", 56, 560),
      line("Dad", 36, 680),
      line("For you, 1. For me, 6.", 56, 740),
      line("Tolu", 36, 860),
      line("why 6", 56, 920),
      line("Dad", 36, 1040),
      line("Difficulty.", 56, 1100),
    ]);
    expect(reading.kind).toBe("chat");
    expect(reading.lines.find((l) => l.text.startsWith("It's a big"))?.author).not.toBe("Adebayo Family");
    expect(reading.lines.find((l) => l.text.startsWith("How many"))).toMatchObject({ owner: "other", author: "Mum" });
    expect(reading.lines.find((l) => l.text === "Difficulty.")).toMatchObject({ owner: "other", author: "Dad" });
  });

  it("reads a one-to-one chat by its bubbles taking turns, and a bubble's wrapped last word ('Roma') names no sender", () => {
    const reading = read([
      line("18:26", 90, 40),
      line("Fiona", 230, 150, 36),
      line("Glasgow · Active now", 230, 200),
      line("Ola! I have been learning", 60, 600),
      line("Portuguese for three years", 60, 640),
      line("Great! Shall we speak Portuguese", 480, 760),
      line("Maybe next week", 60, 900),
      line("One sentence?", 700, 1020),
      line("O rato roeu a roupa do rei de", 60, 1120),
      line("Roma", 60, 1160),
      line("That is a tongue twister", 560, 1270),
      line("It is the only sentence I know. I say", 60, 1370),
      line("it very fast.", 60, 1410),
      line("Which spring?", 720, 1730),
      line("We will see.", 60, 1830),
      line("Message Fiona", 40, 1900),
    ]);
    expect(reading.kind).toBe("chat");
    expect(reading.lines.find((l) => l.text === "Roma")?.role).not.toBe("name");
    // The side that fills the chat is the person's (ADR 0041); the uploader's replies are not.
    expect(quotesOf(reading)).toContain("It is the only sentence I know. I say it very fast.");
    expect(quotesOf(reading)).not.toContain("Great! Shall we speak Portuguese");
  });

  it("gives a forum thread to the poster its meta line names: the title and their replies theirs, the first commenter's question not", () => {
    const reading = read([
      line("Ask HN: I moved my notes app to a database for the 3rd time", 40, 120, 34),
      line("208 points by nadia_k 5 hours ago | 97 comments", 40, 170, 24),
      line("grumpycoder 4 hours ago", 60, 260, 24),
      line("How many notes are in it?", 60, 300),
      line("nadia_k 4 hours ago", 100, 380, 24),
      line("Eleven, but the schema is gorgeous.", 100, 420),
      line("quietreader 3 hours ago", 60, 500, 24),
      line("Looking forward to the fourth migration.", 60, 540),
    ]);
    const owner = (start: string) => reading.lines.find((l) => l.text.startsWith(start));
    expect(owner("Ask HN")).toMatchObject({ owner: "self" });
    expect(owner("Eleven")).toMatchObject({ owner: "self" });
    expect(owner("How many notes")).toMatchObject({ owner: "other", author: "grumpycoder" });
    expect(owner("Looking forward")).toMatchObject({ owner: "other", author: "quietreader" });
    expect(quotesOf(reading).join(" ")).not.toMatch(/points|How many notes|hours ago/);
  });

  it("reads a forum page of posts under members' rows: the title its starter's, each post its writer's, a quoted post its writer's, the post that fills the page the person's", () => {
    const reading = read([
      line("Steve Hoffman Music Forums", 40, 150, 36),
      line("How many copies of the same album do you own?", 40, 280, 34),
      line("Nunzio · Page 3 of 5", 40, 340, 26),
      line("Prewitt", 140, 490, 40),
      line("#51", 860, 494, 20),
      line("Cy Forum Resident", 34, 500, 90),
      line("Joined: Aug 14, 2012 · Messages: 9,381", 140, 572, 26),
      line("Five pressings of Dark Side. I know each one by its", 36, 630),
      line("hiss alone.", 36, 680),
      line("Ottmar", 140, 856, 26),
      line("Forum Resident", 34, 864, 82),
      line("Joined: Feb 3, 2009 · Messages: 14,207", 140, 930, 26),
      line("Four copies of Rumours: a UK first press, a 1977", 36, 990),
      line("German, the 2011 reissue and a club edition with a", 36, 1040),
      line("bent corner. I only ever play the club edition, so the", 36, 1090),
      line("other three stay nice. I start cleaning them on", 36, 1140),
      line("Monday.", 36, 1190),
      line("Nunzio", 140, 1500, 26),
      line("Forum Resident", 34, 1510, 82),
      line("Joined: Nov 20, 2015 · Messages: 2,466", 140, 1580, 26),
      line("Ottmar said:", 68, 1650, 24),
      line("so the other three stay nice.", 68, 1695),
      line("So they are protecting each other, basically.", 36, 1780),
    ]);
    const of = (start: string, x?: number) => reading.lines.find((l) => l.text.startsWith(start) && (x === undefined || l.box.x === x));
    expect(of("How many copies")).toMatchObject({ owner: "other", author: "Nunzio" });
    expect(of("Five pressings")).toMatchObject({ owner: "other", author: "Prewitt" });
    expect(of("Four copies")).toMatchObject({ owner: "self" });
    expect(of("Monday.")).toMatchObject({ owner: "self" });
    expect(of("so the other three", 68)).toMatchObject({ owner: "self" });
    expect(of("So they are protecting")).toMatchObject({ owner: "other", author: "Nunzio" });
    expect(quotesOf(reading).join(" ")).not.toMatch(/Forum Resident|Joined|Page 3|Five pressings|protecting/);
  });

  it("keeps a group chat's own side the person's where senders' names stand over the time like a forum member's row", () => {
    const reading = read([
      line("09:41", 60, 20),
      line("Book Club", 380, 90, 34),
      line("5 members", 420, 135, 22),
      line("Marisol", 60, 240, 24),
      line("10:42", 60, 270, 20),
      line("Has everyone finished chapter nine? I cried on the", 60, 310),
      line("bus and a man gave me his seat", 60, 350),
      line("I have not started chapter one", 420, 440),
      line("10:44", 820, 480, 20),
      line("Theo", 60, 560, 24),
      line("10:45", 60, 590, 20),
      line("Same. I bought the book in March and use it as a coaster", 60, 630),
      line("Marisol", 60, 720, 24),
      line("10:46", 60, 750, 20),
      line("Theo that is a library book", 60, 790),
    ]);
    const of = (start: string) => reading.lines.find((l) => l.text.startsWith(start));
    expect(of("I have not started")).toMatchObject({ owner: "self" });
    expect(of("I have not started")?.author).toBeUndefined();
    expect(of("Same. I bought")).toMatchObject({ owner: "other", author: "Theo" });
    expect(of("Theo that is")).not.toMatchObject({ owner: "self" });
  });

  it("gives a notification banner's message over a profile to its sender, and keeps the profile's own line the person's", () => {
    const reading = read([
      line("Jonas", 160, 50, 28),
      line("now", 820, 52, 20),
      line("are you coming to dinner or not, the soup is", 160, 90),
      line("getting cold and so am I", 160, 130),
      line("LENA K.", 40, 300, 34),
      line("Learning Portuguese to impress my barista (she's Brazilian)", 40, 420),
      line("12 Following 4 Followers", 40, 500),
    ]);
    const of = (start: string) => reading.lines.find((l) => l.text.startsWith(start));
    expect(of("are you coming")).toMatchObject({ owner: "other", author: "Jonas" });
    expect(of("getting cold")).toMatchObject({ owner: "other", author: "Jonas" });
    expect(of("Learning Portuguese")).toMatchObject({ owner: "self" });
    expect(quotesOf(reading).join(" ")).not.toMatch(/soup|getting cold/);
  });

  it("gives a Q&A's question to whoever asked it, the answer under the answerer's name to the person, and each comment to its author", () => {
    const reading = read([
      line("What is the worst haircut you have", 40, 200, 34),
      line("ever given yourself?", 40, 250, 34),
      line("Marta Lindqvist", 40, 330),
      line("Did my own fringe with kitchen scissors.", 40, 430),
      line("My cat still won't look at me.", 40, 470),
      line("31.4K views · View upvotes", 40, 560, 24),
      line("Joanna Brennan · 2y", 80, 660, 24),
      line("Kitchen scissors is a choice.", 80, 700),
    ]);
    const of = (start: string) => reading.lines.find((l) => l.text.startsWith(start));
    expect(of("What is the worst")?.owner).not.toBe("self");
    expect(of("ever given")?.owner).not.toBe("self");
    expect(of("Did my own fringe")).toMatchObject({ owner: "self" });
    expect(of("Kitchen scissors")).toMatchObject({ owner: "other", author: "Joanna Brennan" });
    expect(quotesOf(reading).join(" ")).not.toMatch(/worst haircut|Kitchen scissors is/);
  });

  it("gives each message of an email thread that names no inbox to its sender, and a reply that calls someone by name to someone else", () => {
    const reading = read([
      line("Re: Re: Parking on level 2 (again)", 40, 200, 34),
      line("Miriam Holt", 160, 330),
      line("to All Staff · 2 hours ago", 160, 370, 24),
      line("For the fourth time, bay 14 is reserved for me.", 40, 440),
      line("I have started photographing the tyres.", 40, 480),
      line("Kind regards,", 40, 560),
      line("Oskar Brandt", 160, 660),
      line("to All Staff · 1 hour ago", 160, 700, 24),
      line("Which tyres are we talking about exactly?", 40, 770),
      line("Reply all", 40, 850, 24),
      line("Miriam, facilities says the bays were never numbered", 40, 930),
    ]);
    const of = (start: string) => reading.lines.find((l) => l.text.startsWith(start));
    // Nothing says whose inbox it is ("to me" on no message): the first sender is no more the
    // uploader than the second (read-mail-thread.ts).
    expect(of("For the fourth time")).toMatchObject({ owner: "other", author: "Miriam Holt" });
    expect(of("Which tyres")).toMatchObject({ owner: "other", author: "Oskar Brandt" });
    expect(of("Miriam, facilities")?.owner).toBe("other");
    expect(quotesOf(reading).join(" ")).not.toMatch(/For the fourth time|Which tyres|facilities says/);
  });

  it("keeps a review's meta lines (tenure and job, how they travelled) out of the words, the review itself in", () => {
    const reading = read([
      line("9:41", 60, 30),
      line("The Harbour Hotel", 40, 150, 44),
      line("Dana Whitaker", 140, 400),
      line("Software Engineer - Current Employee, more than 3 years", 140, 440, 26),
      line("Travelled as a couple", 140, 480, 26),
      line("The pillows were so flat I used my jacket", 40, 540),
      line("and the breakfast buffet closed at 8:15 sharp.", 40, 580),
      line("Helpful Share", 40, 660),
    ]);
    expect(quotesOf(reading)).toEqual(["The pillows were so flat I used my jacket and the breakfast buffet closed at 8:15 sharp."]);
    for (const meta of ["Travelled as a couple", "Software Engineer - Current Employee, more than 3 years"]) {
      expect(reading.lines.find((l) => l.text === meta)?.owner, meta).toBe("ui");
    }
  });

  it("quotes a listing's words, never its price with the shop's label", () => {
    const reading = read([
      line("9:41", 60, 30),
      line("Vintage armchair, barely sat in", 40, 1000, 36),
      line("45.00 - Buyer protection", 40, 1050, 28),
      line("Smells faintly of my uncle's cigars, which is part of its charm", 40, 1120, 26),
      line("Message seller", 40, 1300),
    ]);
    expect(quotesOf(reading)).toContain("Vintage armchair, barely sat in");
    expect(quotesOf(reading).join(" ")).not.toMatch(/45\.00|Buyer protection/);
  });

  it("cuts a stream's category and viewers, and a mail's folder label, off the words they were read with", () => {
    const stream = read([
      line("9:41", 60, 30),
      line("pixel_pam", 40, 900, 34),
      line("cozy sunday ranked grind with chat Just Chatting 1.2K viewers", 40, 950, 28),
      line("Follow Subscribe", 40, 1020),
    ]);
    expect(quotesOf(stream)).toEqual(["cozy sunday ranked grind with chat"]);
    const mail = read([
      line("9:41", 60, 30),
      line("Inbox", 40, 120, 40),
      line("Gail Turner", 40, 300, 32),
      line("Who parked the grey Honda across my driveway Inbox", 40, 345, 28),
    ]);
    expect(quotesOf(mail)).toEqual(["Who parked the grey Honda across my driveway"]);
  });

  it("keeps a blog post the poster's under its dated title, a garbled row of reactions over its replies", () => {
    const reading = read([
      line("21:40", 60, 30),
      line("gullivermoss", 150, 150, 36),
      line("Cello, week nine", 40, 290, 36),
      line("Thursday, 3 December 2026 · 9:02 PM", 40, 350, 26),
      line("Nine weeks of cello lessons now. Still on Twinkle", 40, 420),
      line("Twinkle, but the bow hold is much better.", 40, 470),
      line("My teacher says I have a very confident relationship", 40, 550),
      line("with wrong notes.", 40, 600),
      line("Yr 12 eProps (DO 4 comments", 40, 790, 26),
      line("Lindiwe Dube · Dec 3", 170, 880),
      line("That's basically a compliment!", 170, 930),
      line("gullivermoss · Dec 3", 270, 1030),
      line("She also asked if I'd ever considered the", 270, 1080),
      line("triangle.", 270, 1130),
      line("Hosanna Pryce · Dec 4", 170, 1240),
      line("Confidence is most of music. The rest is", 170, 1290),
    ]);
    const byText = (start: string) => reading.lines.find((l) => l.text.startsWith(start));
    expect(byText("My teacher says")).toMatchObject({ owner: "self" });
    expect(byText("Thursday, 3 December")?.owner).toBe("ui");
    expect(byText("That's basically")).toMatchObject({ owner: "other", author: "Lindiwe Dube" });
    expect(byText("She also asked")?.owner).toBe("self");
  });
});
