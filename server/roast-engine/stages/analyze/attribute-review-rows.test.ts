import { describe, expect, it } from "vitest";
import type { ScreenLine } from "../../types";
import { attributeReviewRows } from "./attribute-review-rows";
import { isAgeRow, reviewerOf } from "./find-review-rows";

let y = 0;
const at = (text: string, owner: ScreenLine["owner"] = "self", role: ScreenLine["role"] = "bio"): ScreenLine => {
  y += 40;
  return { text, role, owner, confidence: 0.9, box: { x: 60, y, w: 600, h: 30 } };
};

/** The same line set elsewhere on its row: a name beside its avatar, a date under it. */
const moved = (line: ScreenLine, x: number, w: number): ScreenLine => ({ ...line, box: { ...line.box, x, w } });

describe("the reviewer a row names", () => {
  it("reads the name before a badge or an age, through the tick OCR reads as letters", () => {
    expect(reviewerOf("Lena M. ✓ Verified Purchase")).toBe("Lena M.");
    expect(reviewerOf("Camille R. Vv Verified Purchase")).toBe("Camille R.");
    expect(reviewerOf("Joaquín · Verified stay · 2 weeks ago")).toBe("Joaquín");
    expect(reviewerOf("dunkfan88 3 weeks ago")).toBe("dunkfan88");
  });

  it("reads the name before the place a shop prints instead of a badge, whatever dot or dash OCR saw", () => {
    expect(reviewerOf("lashlover_dee · Phoenix, AZ")).toBe("lashlover_dee");
    expect(reviewerOf("Marcus T. - Denver, CO")).toBe("Marcus T.");
    expect(reviewerOf("Hannah • Leeds, United Kingdom")).toBe("Hannah");
    // A sentence with a town in it is no row, nor a place with no name before it.
    expect(reviewerOf("We drove all night - Phoenix, AZ")).toBeUndefined();
    expect(reviewerOf("Phoenix, AZ")).toBeUndefined();
  });

  it("reads a review's date behind the stars OCR read as letters, its year glued to the month, and no name before a date", () => {
    for (const row of ["Ah K Kk 17 Nov2026", "XA Kk 9Nov2026", "Y Xk 24 Nov 2026", "17 Nov 2026"]) expect(isAgeRow(at(row)), row).toBe(true);
    for (const row of ["Ed Li 17 Nov 2026", "Jo 17 Nov 2026", "We went on 17 Nov 2026"]) expect(isAgeRow(at(row)), row).toBe(false);
  });

  it("is no reviewer for words that merely mention a badge or an age", () => {
    expect(reviewerOf("Verified Purchase")).toBeUndefined();
    expect(reviewerOf("I bought this 3 weeks ago and it already broke")).toBeUndefined();
    expect(reviewerOf("Helpful (31) Not helpful (2)")).toBeUndefined();
    // The app's label for the kind of review, in capitals.
    expect(reviewerOf("DELIVERY - 2 days ago")).toBeUndefined();
  });
});

describe("a list of reviews signed under their words", () => {
  it("reads a signature's name and date, and gives each review to the signature under it", () => {
    expect(reviewerOf("Tamsin_K, Mar 4, 2026")).toBe("Tamsin_K");
    expect(reviewerOf("Brisket, Mar 4, 2026")).toBeUndefined();
    const lines = [
      at("Reviews", "ui", "ui"),
      at("Copper colour, thin head. Burnt toast and raisins."),
      at("Tamsin_K, Mar 4, 2026"),
      at("Opened it at the allotment shed, which explains the soil note."),
      at("OrrinPours, Feb 27, 2026"),
      at("Solid, nothing special, would drink at a wedding."),
      at("wendel.b, Feb 2, 2026"),
    ];
    const read = attributeReviewRows(lines);
    expect(read[1]).toMatchObject({ owner: "other", author: "Tamsin_K" });
    expect(read[3]).toMatchObject({ owner: "other", author: "OrrinPours" });
    expect(read[5]).toMatchObject({ owner: "other", author: "wendel.b" });
  });
});

describe("a list of reviews whose reviewer's row comes after the words", () => {
  it("gives each review to the name under it, and the rows to the app", () => {
    const lines = [
      at("Reviews (214)", "ui", "ui"),
      at("Great grip, my dog has not destroyed it yet"),
      at("Lena M. ✓ Verified Purchase", "self", "name"),
      at("2 weeks ago", "ui", "timestamp"),
      at("Smaller than expected. My cat sleeps in it anyway."),
      at("Tom R. ✓ Verified Purchase"),
      at("Helpful (31) Not helpful (2)", "ui", "ui"),
      at("Does the job. Box was bigger than the bed.", "other", "comment"),
      at("Priya K. ✓ Verified Purchase"),
    ];
    const read = attributeReviewRows(lines);
    const of = (start: string) => read.find((l) => l.text.startsWith(start));
    expect(of("Great grip")).toMatchObject({ owner: "other", author: "Lena M." });
    expect(of("Smaller than")).toMatchObject({ owner: "other", author: "Tom R." });
    expect(of("Does the job")).toMatchObject({ owner: "other", author: "Priya K." });
    for (const row of ["Lena M.", "Tom R.", "Helpful", "Priya K."]) expect(of(row)).toMatchObject({ owner: "ui", role: "ui" });
    expect(read.filter((l) => l.owner === "self")).toEqual([]);
  });

  it("gives each review to the name over its 'Town · Verified purchaser' row, never to the town", () => {
    const lines = [
      at("Customer reviews", "ui", "ui"),
      at("Wystan"),
      at("Kettering - Verified purchaser", "other", "bio"),
      at("Kk 3 weeks ago"),
      at("Bought it to clear the drive. It cleared the drive and the neighbour's cat.", "other", "comment"),
      at("Oona"),
      at("Carlisle - Verified purchaser", "other", "bio"),
      at("1 month ago", "ui", "timestamp"),
      at("Light, quiet and the charger lives in the shed."),
    ];
    const read = attributeReviewRows(lines);
    const of = (start: string) => read.find((l) => l.text.startsWith(start));
    // The review that fills the list is the person's (giveListToItsVoice); the other stays its reviewer's.
    expect(of("Bought it")).toMatchObject({ owner: "self" });
    expect(of("Light, quiet")).toMatchObject({ owner: "other", author: "Oona" });
    expect(read.some((l) => l.author === "Kettering" || l.author === "Carlisle")).toBe(false);
  });

  it("leaves a page that names one reviewer, and a thread's comments under their ages, as the layout read them", () => {
    const one = [at("Great grip, my dog has not destroyed it yet"), at("Lena M. ✓ Verified Purchase", "ui", "ui"), at("Helpful (3)", "ui", "ui")];
    expect(attributeReviewRows(one)).toEqual(one);
    const thread = [
      at("grumpycoder 4 hours ago", "ui", "ui"),
      at("How many notes are in it?"),
      at("nadia_k 3 hours ago", "ui", "ui"),
      at("Eleven, but the schema is gorgeous."),
    ];
    expect(attributeReviewRows(thread)).toEqual(thread);
    // A question and its comments, each signed after the words with its age alone.
    const signedAfter = [
      at("why my code work on my laptop but not on the server??"),
      at("asked 3 hours ago", "ui", "ui"),
      at("Linux cares about capital letters. Your laptop doesn't.", "other", "comment"),
      at("kgr_dev 2 hours ago", "ui", "ui"),
    ];
    expect(attributeReviewRows(signedAfter)).toEqual(signedAfter);
  });

  it("takes the app's call to join under the page's name for no member's row", () => {
    const page = [
      at("Sönke Brodersen · 3 days ago · members only", "ui", "ui"),
      at("The ferry did not run on Tuesday."),
      moved(at("Swantje Munich · 2d", "other", "name"), 130, 400),
      moved(at("I read this at my desk in Munich.", "other", "comment"), 130, 500),
      at("Hallig-Post", "ui", "navigation"),
      at("Become a member", "ui", "ui"),
    ];
    page[2].author = "Swantje Munich";
    page[3].author = "Swantje Munich";
    expect(attributeReviewRows(page)).toEqual(page);
  });
});

describe("a list of reviews whose reviewer's row comes first", () => {
  it("reads a row that dates the review instead of ageing it ('Exchanged in August'), below a host's own words", () => {
    const lines = [
      at("About our home", "self", "bio"),
      at("A quiet cottage by the harbour. Our cat comes with the house and has never had a bad review."),
      at("Reviews (12)", "ui", "ui"),
      at("Bérénice D.", "other", "other"),
      at("Exchanged in August"),
      at("Beautiful home, very clean. The cat slept on our son every night: five stars."),
      at("Arvid L.", "other", "other"),
      at("Exchanged in May"),
      at("Great hosts, easy key handover, lovely walks nearby."),
    ];
    const read = attributeReviewRows(lines);
    const of = (start: string) => read.find((l) => l.text.startsWith(start));
    expect(of("Beautiful home")).toMatchObject({ owner: "other", author: "Bérénice D." });
    expect(of("Great hosts")).toMatchObject({ owner: "other", author: "Arvid L." });
    expect(of("Exchanged in May")).toMatchObject({ owner: "ui" });
    // The host's own words over the list stay theirs.
    expect(of("A quiet cottage")).toMatchObject({ owner: "self" });
    // A shop's description of its product is no one's page: the review that fills the list stays the uploader's.
    const shop = [
      at("Matt emulsion, calm sage, 2.5 litres. Covers up to 32 square metres in two coats."),
      at("Reviews (4)", "ui", "ui"),
      at("Dora K.", "other", "other"),
      at("Reviewed 3 May 2025"),
      at("We painted the hall with it and have argued more in there since, which is not the paint's fault but it is the colour's."),
      at("Piet V.", "other", "other"),
      at("Reviewed 9 April 2025"),
      at("Good coverage."),
    ];
    const sold = attributeReviewRows(shop);
    expect(sold.find((l) => l.text.startsWith("We painted"))).toMatchObject({ owner: "self" });
    expect(sold.find((l) => l.text.startsWith("Good coverage"))).toMatchObject({ owner: "other", author: "Piet V." });
    // Words that merely say when are no row.
    const words = [
      at("Reviews", "ui", "ui"),
      at("Tom B.", "other", "other"),
      at("We went in May and loved it"),
      at("Ana K.", "other", "other"),
      at("Stayed twice"),
    ];
    expect(attributeReviewRows(words)).toEqual(words);
  });

  it("gives each review to the name over it, the first one too, and a business's answer to the business", () => {
    const lines = [
      at("Reviews", "ui", "ui"),
      at("Farida K.", "ui", "other"),
      at("Verified visit · 3 days ago", "ui", "timestamp"),
      at("Asked for a trim and got a trim, which is rarer than it should be."),
      at("Hannah W.", "ui", "other"),
      at("Verified visit · 5 days ago", "ui", "timestamp"),
      at("Quick, friendly, and the biscuits were stale, which I did mention twice."),
      at("Response from Studio Nove", "ui", "ui"),
      at("Thank you Hannah! We'll have a word with the biscuits."),
      at("Amit R. · Verified visit · 1 week ago", "ui", "ui"),
      at("DINING - 1 week ago", "other", "name"),
      at("Good cut. Running about 20 minutes late."),
    ];
    const read = attributeReviewRows(lines);
    const of = (start: string) => read.find((l) => l.text.startsWith(start));
    expect(of("Asked for a trim")).toMatchObject({ owner: "other", author: "Farida K." });
    expect(of("Quick, friendly")).toMatchObject({ owner: "other", author: "Hannah W." });
    expect(of("Thank you Hannah")).toMatchObject({ owner: "other", author: "Studio Nove" });
    expect(of("Good cut")).toMatchObject({ owner: "other", author: "Amit R." });
    // A row stacked under a row is more of its metadata, not another reviewer.
    for (const row of ["Farida K.", "Verified visit · 3", "Hannah W.", "Amit R.", "DINING"]) expect(of(row)).toMatchObject({ owner: "ui" });
  });
});

describe("a review whose reviewer's row the reading lost", () => {
  it("is nobody's named: words a row's height apart from the review over them, with nothing read between", () => {
    y = 0;
    const gapAfter = (line: ScreenLine, gap: number): ScreenLine => {
      y += gap;
      return { ...line, box: { ...line.box, y } };
    };
    const lines = [
      at("Reviews", "ui", "ui"),
      at("Hortensia P.", "ui", "other"),
      at("Nov 28, 2026", "ui", "timestamp"),
      at("Dark cherry and a long, dusty finish. Lovely with lamb."),
      at("Irving K.", "ui", "other"),
      at("Nov 21, 2026", "ui", "timestamp"),
      at("Blackberry and cedar, according to the back label."),
      at("I got red. Very nice red, though."),
      // "Jerzy W." and "Nov 12, 2026" were not read: a gap of three lines.
      gapAfter(at("Opened an hour ahead. Ripe plum, clove and wet"), 120),
      at("stone, softening into cocoa by the second glass."),
      at("Gennaro F.", "ui", "other"),
      at("Nov 3, 2026", "ui", "timestamp"),
      at("Fine, but a touch too oaky for me at this price."),
    ];
    const read = attributeReviewRows(lines);
    const of = (start: string) => read.find((l) => l.text.startsWith(start));
    // Irving's is the longest review named: the one the screenshot was taken for.
    expect(of("I got red")).toMatchObject({ owner: "self" });
    expect(of("Opened an hour")).toMatchObject({ owner: "other", author: undefined });
    expect(of("stone, softening")).toMatchObject({ owner: "other", author: undefined });
    expect(of("Fine, but")).toMatchObject({ owner: "other", author: "Gennaro F." });
  });
});

describe("the field each review opens with", () => {
  const small = (line: ScreenLine): ScreenLine => ({ ...line, box: { ...line.box, h: 22 } });
  const large = (line: ScreenLine): ScreenLine => ({ ...line, box: { ...line.box, h: 36 } });
  it("is the app's when every review opens with a few words set smaller than the review", () => {
    const lines = [
      at("Farida K.", "ui", "other"),
      at("Verified visit · 3 days ago", "ui", "timestamp"),
      small(at("Cut & blow dry with Marco")),
      at("Asked for a trim and got a trim, which is rarer than it should be."),
      at("Response from Studio Nove", "ui", "ui"),
      at("Thank you Farida! See you in 6 weeks."),
      at("Hannah W.", "ui", "other"),
      at("Verified visit · 5 days ago", "ui", "timestamp"),
      small(at("Restyle with Priya")),
      at("Quick, friendly, and the coffee was good, which I did not expect at all."),
    ];
    const read = attributeReviewRows(lines);
    const of = (start: string) => read.find((l) => l.text.startsWith(start));
    expect(of("Cut & blow dry")).toMatchObject({ owner: "ui" });
    expect(of("Restyle with Priya")).toMatchObject({ owner: "ui" });
    expect(of("Asked for a trim")).toMatchObject({ owner: "other", author: "Farida K." });
    expect(of("Quick, friendly")).toMatchObject({ owner: "other", author: "Hannah W." });
  });
  it("while a review's own title, as large as its text or larger, stays the reviewer's", () => {
    const lines = [
      at("Farida K.", "ui", "other"),
      at("Verified visit · 3 days ago", "ui", "timestamp"),
      large(at("Rarer than it should be")),
      at("Asked for a trim and got a trim, which is rarer than it should be."),
      at("Hannah W.", "ui", "other"),
      at("Verified visit · 5 days ago", "ui", "timestamp"),
      large(at("Stale biscuits, very friendly people")),
      at("Quick, friendly, and the biscuits were stale, which I did mention twice."),
    ];
    const read = attributeReviewRows(lines);
    expect(read.find((l) => l.text.startsWith("Rarer"))).toMatchObject({ owner: "other", author: "Farida K." });
    expect(read.find((l) => l.text.startsWith("Stale"))).toMatchObject({ owner: "other", author: "Hannah W." });
  });
});

describe("a list of reviews whose title stands over the reviewer's row", () => {
  it("gives the words under the row to that row's name, and the titles, rows, ages and the page's header to the app", () => {
    const lines = [
      at("Veloura Lash Lift Mascara"),
      at("4.4 out of 5"),
      at("3 days ago", "ui", "timestamp"),
      at("Holds a curl"),
      at("lashlover_dee · Phoenix, AZ"),
      at("Doesn't flake, holds a curl all day."),
      at("1 week ago", "ui", "timestamp"),
      at("Waterproof is an understatement"),
      at("KayleighB · Tampa, FL", "self", "detail"),
      at("Wore it to my sister's wedding. I'm going as a raccoon."),
      at("Helpful (212) Not helpful (3)", "ui", "ui"),
    ];
    const read = attributeReviewRows(lines);
    const of = (start: string) => read.find((l) => l.text.startsWith(start));
    expect(of("Doesn't flake")).toMatchObject({ owner: "other", author: "lashlover_dee" });
    expect(of("Wore it")).toMatchObject({ owner: "other", author: "KayleighB" });
    // A heading over the row may be the job done as easily as the reviewer's title: nobody's words.
    for (const row of ["Veloura", "4.4 out of 5", "Holds a curl", "Waterproof is", "lashlover_dee ·", "KayleighB ·"])
      expect(of(row)).toMatchObject({ owner: "ui" });
  });

  it("reads bare usernames and a first name with its initial as rows beside their ages on a page of reviews", () => {
    const lines = [
      at("Ratings & Reviews", "self", "name"),
      at("4.6 (2,318)", "ui", "count"),
      at("2 weeks ago", "ui", "timestamp"),
      at("Easy install"),
      at("CarolynJ", "other", "name"),
      at("The remote works from anywhere in the room."),
      at("1 month ago", "ui", "timestamp"),
      at("Moves a LOT of air"),
      at("HankInOhio", "self", "name"),
      at("On the highest setting it moves my wife's jigsaw puzzle."),
      at("lestyn J.", "ui", "ui"),
      at("Scissor cut with Deniz · 3 days ago", "ui", "timestamp"),
      at("I look like my passport photo from 2009."),
    ];
    const read = attributeReviewRows(lines);
    const of = (start: string) => read.find((l) => l.text.startsWith(start));
    expect(of("The remote")).toMatchObject({ owner: "other", author: "CarolynJ" });
    expect(of("On the highest")).toMatchObject({ owner: "other", author: "HankInOhio" });
    // A first name is never printed in lower case: its "l" was an I.
    expect(of("I look like")).toMatchObject({ owner: "other", author: "Iestyn J." });
    for (const row of ["Ratings", "Easy install", "CarolynJ", "Moves a LOT", "HankInOhio"]) expect(of(row)).toMatchObject({ owner: "ui" });
  });

  it("reads a first name whose initial OCR glued to it, over the review's month, as a reviewer's row, on a page whose owner answers", () => {
    const lines = [
      at("About this property"),
      at("Every room and appliance has a name. The furnace is Cornelius."),
      at("Reviews", "ui", "ui"),
      moved(at("BrigidaH."), 70, 235),
      moved(at("Oct 2026", "ui", "timestamp"), 147, 124),
      at('Good house, fair rent. Repairs go faster if you use the names. "The heat is out" got nothing.'),
      at("Owner's response", "self", "bio"),
      at("Cornelius is 31 years old and deserves respect."),
      moved(at("DelphinaR."), 101, 230),
      moved(at("Jun 2026", "ui", "timestamp"), 46, 228),
      at("Quick repairs, quiet street."),
    ];
    const read = attributeReviewRows(lines);
    const of = (start: string) => read.find((l) => l.text.startsWith(start));
    expect(of("Good house")).toMatchObject({ owner: "other", author: "Brigida H." });
    expect(of("Quick repairs")).toMatchObject({ owner: "other", author: "Delphina R." });
    expect(of("Every room")).toMatchObject({ owner: "self" });
  });

  it("leaves bare names beside ages as read on a page that holds no reviews (a thread's comments)", () => {
    const lines = [
      at("2 hours ago", "ui", "timestamp"),
      at("kgr_dev", "other", "name"),
      at("Linux cares about capital letters."),
      at("1 hour ago", "ui", "timestamp"),
      at("mo.salah_11", "other", "name"),
      at("Works on my machine."),
    ];
    expect(attributeReviewRows(lines)).toEqual(lines);
  });

  it("never takes the last line of a review for the next one's title", () => {
    const lines = [at("Marcus T. · Denver, CO"), at("Sturdy. Took an afternoon."), at("Ingrid S. · Austin, TX"), at("Fine")];
    const read = attributeReviewRows(lines);
    expect(read.find((l) => l.text.startsWith("Sturdy"))).toMatchObject({ owner: "other", author: "Marcus T." });
    expect(read.find((l) => l.text === "Fine")).toMatchObject({ owner: "other", author: "Ingrid S." });
  });
});

describe("a list known by its rows' repetition alone", () => {
  const left = (line: ScreenLine, x: number): ScreenLine => ({ ...line, box: { ...line.box, x } });
  it("gives each entry to the name set at the list's edge, in any language, and a foreign answer to its business", () => {
    const lines = [
      at("Avis clients", "ui", "section_label"),
      at("Julien V. - Lyon"),
      at("Facile à transporter, rentre dans le coffre."),
      at("Elodie - Nantes", "other", "comment"),
      at("On a fait trois fois le tour de la même île."),
      left(at("Réponse de Decathlon", "other", "comment"), 90),
      left(at("Bonjour Elodie, merci pour votre avis."), 90),
      at("Margaux K. - Rennes", "other", "comment"),
      at("Le kayak est top, la pompe prend du temps."),
    ];
    const read = attributeReviewRows(lines);
    const of = (start: string) => read.find((l) => l.text.startsWith(start));
    expect(of("Facile")).toMatchObject({ owner: "other", author: "Julien V." });
    expect(of("On a fait")).toMatchObject({ owner: "other", author: "Elodie" });
    expect(of("Bonjour Elodie")).toMatchObject({ owner: "other", author: "Decathlon" });
    expect(of("Le kayak")).toMatchObject({ owner: "other", author: "Margaux K." });
    for (const row of ["Julien V.", "Elodie -", "Margaux K.", "Réponse de"]) expect(of(row)).toMatchObject({ owner: "ui" });
  });

  it("leaves words set across the screen from the rows as read (a chat's own bubbles), and a list of two as read", () => {
    const lines = [
      at("Priya K."),
      at("Who is bringing the cake tomorrow?"),
      left(at("I said I would, weeks ago."), 420),
      at("Tom Okafor"),
      at("Not me, I brought it last time."),
      at("Dana W."),
      at("I can bring plates and nothing else."),
    ];
    const read = attributeReviewRows(lines);
    expect(read.find((l) => l.text.startsWith("I said"))).toMatchObject({ owner: "self" });
    expect(read.find((l) => l.text.startsWith("Not me"))).toMatchObject({ owner: "other", author: "Tom Okafor" });
    const two = lines.filter((l) => !l.text.startsWith("Dana") && !l.text.startsWith("I can"));
    expect(attributeReviewRows(two)).toEqual(two);
  });

  it("leaves a group chat with a side of its own as its chat pass read it: its senders' names over their bubbles are no list", () => {
    const msg = (text: string, owner: ScreenLine["owner"], x: number, author?: string): ScreenLine => ({
      ...left(at(text, owner, "chat_message"), x),
      ...(author ? { author } : {}),
    });
    const name = (text: string) => left(at(text, "other", "name"), 136);
    const lines = [
      msg("Thanks, I'll dial in.", "self", 576),
      msg("Bad news from that call. I've been", "self", 277),
      msg("saying Mossgiel wrong for three", "self", 276),
      msg("years, on every single call.", "self", 275),
      name("Przemek"),
      msg("so you've rebranded a client", "other", 136, "Przemek"),
      name("Quirino"),
      msg("are we correcting them or is", "other", 135, "Quirino"),
      name("Mihaela"),
      msg("honestly yours is catchier", "other", 136, "Mihaela"),
      msg("I'm not telling them.", "self", 545),
    ];
    expect(attributeReviewRows(lines)).toEqual(lines);
  });

  it("never takes a heading a dictionary lists for a name in the list", () => {
    const lines = [
      at("Reviews", "ui", "ui"),
      at("Love the inside camera, very handy."),
      at("RenataK"),
      at("I can check what's in the fridge from work."),
      at("DaveFromDayton"),
      at("It told me at 2am that we were low on milk."),
      at("Marisela G."),
      at("Ice maker was loud at first."),
    ];
    const read = attributeReviewRows(lines);
    expect(read.find((l) => l.text.startsWith("Love the"))).not.toMatchObject({ author: "Reviews" });
    expect(read.find((l) => l.text.startsWith("It told me"))).toMatchObject({ owner: "other", author: "DaveFromDayton" });
  });

  it("reads a name over its town as one header, and the last header cut off under the screen's edge as a row", () => {
    const lines = [
      at("Reviews", "ui", "ui"),
      at("Oswin"),
      at("Keswick"),
      at("kk 4 days ago", "ui", "timestamp"),
      at("Lights up the whole shed, charges fast."),
      at("Petra V."),
      at("Kirkwall"),
      at("Bright enough to find the cat at the end of the garden, and the cat was not pleased."),
      at("Odell"),
      at("Hexham"),
      at("It fits the bike and nothing else I own."),
      at("Kasia"),
      at("Penrith"),
      at("Spare one"),
    ];
    const read = attributeReviewRows(lines);
    const of = (start: string) => read.find((l) => l.text.startsWith(start));
    expect(of("Lights up")).toMatchObject({ owner: "other", author: "Oswin" });
    expect(of("It fits")).toMatchObject({ owner: "other", author: "Odell" });
    expect(of("Spare one")).toMatchObject({ owner: "other", author: "Kasia" });
    // The towns are the rows', never a writer of their own.
    for (const town of ["Keswick", "Kirkwall", "Hexham", "Penrith"]) expect(of(town)).toMatchObject({ owner: "ui" });
    expect(read.some((l) => l.author === "Kirkwall")).toBe(false);
  });

  it("takes neither the page's tally over the first row nor a sentence's wrapped end over the next for a title", () => {
    const lines = [
      at("4.8 overall · 61 ratings"),
      at("Oswin T. · Mar 2026"),
      at("Client · Mar 2026", "ui", "ui"),
      at("She fixed the boiler and then told me off for the radiator"),
      at("behind the sofa."),
      at("Kasia L. · Feb 2026"),
      at("Client · Feb 2026", "ui", "ui"),
      at("Quick, tidy, and the invoice was a single line."),
      at("Odell P. · Jan 2026"),
      at("Client · Jan 2026", "ui", "ui"),
      at("Came back the next day for the tap, no charge."),
    ];
    const read = attributeReviewRows(lines);
    const tail = read.find((l) => l.text.startsWith("behind the sofa"));
    expect(tail?.owner).not.toBe("ui");
    expect(read.find((l) => l.text.startsWith("Quick"))).toMatchObject({ owner: "other", author: "Kasia L." });
  });
});

describe("the review that fills the list", () => {
  it("is the person's, still under the name its row printed, when it says a third more than any other; the rest stay their reviewers'", () => {
    const lines = [
      at("Marcus T. · Denver, CO"),
      at("Sturdy enough. Took an afternoon to build."),
      at("KayleighB · Tampa, FL"),
      at("Wore it to my sister's wedding. It survived the vows, the speeches and a sprinkler."),
      at("I have a job interview Thursday and I'm going as a raccoon."),
      at("Ingrid S. · Austin, TX"),
      at("Fine for the price, nice and black."),
    ];
    const read = attributeReviewRows(lines);
    const of = (start: string) => read.find((l) => l.text.startsWith(start));
    expect(of("Wore it")).toMatchObject({ owner: "self", author: "KayleighB" });
    expect(of("I have a job")).toMatchObject({ owner: "self", author: "KayleighB" });
    expect(of("Sturdy")).toMatchObject({ owner: "other", author: "Marcus T." });
    expect(of("Fine for")).toMatchObject({ owner: "other", author: "Ingrid S." });
  });
});

describe("a list of names beside their ages that no other pass read", () => {
  it("gives each entry to its name, a member's role aside, and the entries that fill it to the person", () => {
    const lines = [
      at("Logo disappears in dark mode #212"),
      at("rvdberg · 4 days ago", "ui", "timestamp"),
      at("In dark mode the logo in the header is invisible."),
      at("wrenfold · Owner · 4 days ago", "ui", "timestamp"),
      at("Can't reproduce. I use dark mode every day and the logo is fine."),
      at("rvdberg · 3 days ago", "ui", "timestamp"),
      at("so you've never seen it in dark mode"),
      at("wrenfold · Owner · 2 days ago", "ui", "timestamp"),
      at("I've seen where it is. Marking this as won't fix until winter, when I'm up later."),
      at("mpetrak · 1 day ago", "ui", "timestamp"),
      at("nobody can see it at any time of day"),
    ];
    const read = attributeReviewRows(lines);
    const of = (start: string) => read.find((l) => l.text.startsWith(start));
    expect(of("In dark mode")).toMatchObject({ owner: "other", author: "rvdberg" });
    expect(of("nobody can see")).toMatchObject({ owner: "other", author: "mpetrak" });
    expect(of("Can't reproduce")).toMatchObject({ owner: "self" });
    expect(of("I've seen where")).toMatchObject({ owner: "self" });
  });

  it("reads the rows as over their words when the page's header stands above the first", () => {
    const lines = [
      at("by Haldor_Modworks · v3.2 · 48.1K downloads"),
      at("Haldor_Modworks", "ui", "ui"),
      at("3 days ago", "ui", "ui"),
      at("Version 3.2: horses now get tired. This is the feature. Please read this before reporting bugs."),
      at("bugreport_bo", "ui", "ui"),
      at("2 days ago", "ui", "ui"),
      at("after installing, my horse won't run"),
      at("kyra_v", "ui", "ui"),
      at("1 day ago", "ui", "ui"),
      at("my horse is on the roof of the inn"),
    ];
    const read = attributeReviewRows(lines);
    const of = (start: string) => read.find((l) => l.text.startsWith(start));
    expect(of("after installing")).toMatchObject({ owner: "other", author: "bugreport_bo" });
    expect(of("my horse is on")).toMatchObject({ owner: "other", author: "kyra_v" });
    expect(of("Version 3.2")).toMatchObject({ owner: "self" });
  });

  it("leaves a thread whose words its own pass already gave to their writers", () => {
    const lines = [
      at("kgr_dev · 2 hours ago", "ui", "timestamp"),
      at("Linux cares about capital letters.", "other", "comment"),
      at("mo.salah_11 · 1 hour ago", "ui", "timestamp"),
      at("Works on my machine.", "other", "comment"),
      at("dana_k · 1 hour ago", "ui", "timestamp"),
      at("Same here, it was the tabs.", "other", "comment"),
    ].map((l, i) => (l.owner === "other" ? { ...l, author: ["kgr_dev", "mo.salah_11", "dana_k"][Math.floor(i / 2)] } : l));
    expect(attributeReviewRows(lines)).toEqual(lines);
  });
});

describe("a reviewer's row with their town and the review's age", () => {
  it("reads the name before the town, and the page's rating line over the list as nobody's", () => {
    expect(reviewerOf("Gustavo R. - Austin, TX - 3 days ago")).toBe("Gustavo R.");
    expect(reviewerOf("Hyacinth T. · Leeds · 2 days ago")).toBe("Hyacinth T.");
    const lines = [
      at("96% would make this again · 412 reviews"),
      at("Gustavo R. · Austin, TX · 3 days ago", "ui", "timestamp"),
      at("Great crumb. I added rosemary and flaky salt on top."),
      at("Hyacinth T. · Leeds · 2 days ago", "ui", "timestamp"),
      at("Made this for the school bake sale. The dough rose so much overnight it opened the fridge."),
      at("Bram V. · Utrecht · 1 day ago", "ui", "timestamp"),
      at("Bit dense for me, maybe my starter was weak."),
    ];
    const read = attributeReviewRows(lines);
    const of = (start: string) => read.find((l) => l.text.startsWith(start));
    expect(of("96%")).toMatchObject({ owner: "ui" });
    expect(of("Great crumb")).toMatchObject({ owner: "other", author: "Gustavo R." });
    expect(of("Made this")).toMatchObject({ owner: "self" });
    expect(of("Bit dense")).toMatchObject({ owner: "other", author: "Bram V." });
  });
});

describe("a thread of posts, each under its member's row", () => {
  // Names beside an avatar, their member rows under them, posts set at the column's edge.
  const header = (name: string, meta: string, number?: string) => {
    const lines = [moved(at(name, "self", "name"), 150, 160)];
    if (number) lines.push({ ...lines[0], text: number, role: "count", box: { ...lines[0].box, x: 860, w: 60 } });
    lines.push(moved(at(meta, "self", "bio"), 150, 420));
    return lines;
  };

  it("gives each post to the name over its member row, the title to who started the thread, and the longest post to the person", () => {
    y = 0;
    const lines = [
      at("MX-5 Miata General Discussion", "ui", "ui"),
      at("Does anyone still do the Miata wave?"),
      at("Radley · Page 2 of 2"),
      ...header("Radley", "Junior Member · Mar 2025 · 38 Posts", "#14"),
      at("Three waves back out of eleven this week. I don't think"),
      at("anyone tells the ND owners."),
      ...header("Placido_NA", "Senior Member · Jun 2011 · 4,212 Posts", "#15"),
      at("Took my uncle out in the NA on Saturday and explained"),
      at("the wave on the way to the coast. He took it very seriously."),
      at("He waved at a mail truck for two miles until the"),
      at("mailman gave up and waved back."),
      ...header("Osbert", "Member · Jan 2019 · 611 Posts", "#16"),
      moved(at("Placido_NA said:"), 90, 400),
      moved(at("He took it very seriously."), 90, 400),
      at("That's how it starts. Mine began with one lift."),
    ];
    const read = attributeReviewRows(lines);
    const of = (text: string) => read.find((l) => l.text === text && l.box.x === lines.find((m) => m.text === text)?.box.x);
    expect(of("Does anyone still do the Miata wave?")).toMatchObject({ owner: "other", author: "Radley" });
    expect(of("Radley · Page 2 of 2")).toMatchObject({ owner: "ui" });
    expect(of("anyone tells the ND owners.")).toMatchObject({ owner: "other", author: "Radley" });
    // The longest post stands out (ADR 0042): the person's, said as a post, not a bio.
    expect(of("mailman gave up and waved back.")).toMatchObject({ owner: "self", role: "comment" });
    expect(of("Senior Member · Jun 2011 · 4,212 Posts")).toMatchObject({ owner: "ui" });
    // A reply's quote of an earlier post is that post's writer's, under its heading.
    expect(of("Placido_NA said:")).toMatchObject({ owner: "ui" });
    expect(read.filter((l) => l.text === "He took it very seriously.")[0]).toMatchObject({ owner: "self" });
    expect(of("That's how it starts. Mine began with one lift.")).toMatchObject({ owner: "other", author: "Osbert" });
  });

  it("reads a rank set beside the name, under an avatar, as the row's, and a score between the row and the words as the app's", () => {
    y = 0;
    const rank = (line: ScreenLine): ScreenLine => ({ ...line, box: { x: 30, y: line.box.y - 30, w: 100, h: 80 } });
    const lines = [
      at("Hotel Cala Brava", "self", "name"),
      at("5.4 / 6 · based on 982 reviews"),
      ...header("Gerlinde S.", "Went as a couple · Oct 2026 · 1 week"),
      at("5.0 / 6", "ui", "other"),
      at("Lovely breakfast terrace. The beach is ten minutes downhill."),
      moved(at("Hartmut K.", "self", "name"), 150, 160),
      rank(at("Forum Resident", "self", "name")),
      moved(at("Went with family · Oct 2026 · 2 weeks"), 150, 420),
      at("5.8 / 6", "ui", "other"),
      at("Clean rooms and the pool was heated even in October. The kids' club"),
      at("was so good that our son asked if he could stay for Christmas."),
      ...header("Hasse B.", "Went with friends · Sep 2026 · 1 week"),
    ];
    const read = attributeReviewRows(lines);
    expect(read[5]).toMatchObject({ owner: "other", author: "Gerlinde S." });
    expect(read[7]).toMatchObject({ owner: "ui" });
    expect(read[10]).toMatchObject({ owner: "self" });
    expect(read[11]).toMatchObject({ owner: "self" });
  });

  it("says an entry whose name row the screen lost as nobody's, and never takes a score for a reviewer's name", () => {
    y = 0;
    const lines = [
      at("Saffron Ember", "self", "name"),
      at("Indian restaurant · Margate"),
      at("Google 4.5"),
      at("a week ago"),
      at("Good lamb bhuna and generous portions, bit of a wait on a Friday."),
      moved(at("Isaura", "self", "name"), 150, 160),
      moved(at("Google"), 150, 160),
      moved(at("2 weeks ago"), 150, 160),
      at("Tonight was my sixth birthday here in a row and the staff still have no idea."),
      moved(at("Lorcan", "self", "name"), 150, 160),
      moved(at("Tripadvisor"), 150, 160),
      moved(at("a month ago"), 150, 160),
      at("Warm staff."),
    ];
    const read = attributeReviewRows(lines);
    expect(read[4]).toMatchObject({ owner: "other" });
    expect(read[4].author).toBeUndefined();
    expect(reviewerOf("4.1 · 312 reviews · Home & garden")).toBeUndefined();
  });
});

describe("what is no member's row", () => {
  it("reads a thing's name over the app's words about it as no member's row ('Dumbbell Row' over its date, a shop's item over its price)", () => {
    y = 0;
    const lines = [
      moved(at("Dumbbell Row"), 150, 200),
      moved(at("Dec 3 · 18:02"), 150, 300),
      at("Left side weaker. Fine."),
      moved(at("Hand-thrown Vase"), 150, 200),
      moved(at("£12 incl. postage · Free shipping"), 150, 300),
      at("Waited 25 minutes for the kiln. Nobody else came. I got one vase."),
    ];
    const read = attributeReviewRows(lines);
    for (const i of [2, 5]) expect(read[i], lines[i].text).toMatchObject({ owner: "self" });
  });

  it("reads a name that is also a word ('Pearl') over a member's row as a member's, once the page has another member's row", () => {
    y = 0;
    const row = (name: string, meta: string) => [moved(at(name, "self", "name"), 150, 160), moved(at(meta), 150, 400)];
    const lines = [
      ...row("Rebekah", "Member · November 29, 2026"),
      at("Surely you reported him to the show committee?"),
      ...row("Pearl", "Member · November 30, 2026"),
      at("Let me guess, he is on the committee. They always are."),
    ];
    const read = attributeReviewRows(lines);
    expect(read[2]).toMatchObject({ owner: "other", author: "Rebekah" });
    expect(read[5]).toMatchObject({ owner: "other", author: "Pearl" });
  });

  it("reads a name over the date alone its words were posted ('Tenzin' over '27-11-2026') as the next reviewer's row", () => {
    y = 0;
    const lines = [
      moved(at("Wing-yan C.", "self", "name"), 150, 200),
      moved(at("Level 3 · 41 reviews", "ui", "ui"), 150, 300),
      at("The lobster was brought out alive first and introduced to us by name."),
      at("Useful 23 · Comments 4", "ui", "ui"),
      moved(at("Tenzin"), 150, 160),
      moved(at("27-11-2026", "ui", "timestamp"), 150, 200),
      at("Good clams, slow service"),
    ];
    const read = attributeReviewRows(lines);
    expect(read[6]).toMatchObject({ owner: "other", author: "Tenzin" });
  });

  it("reads a hospitality exchange's reference rows ('Tuula Guest - positive - Oct') and gives each reference to its writer, not to the host", () => {
    expect(reviewerOf("Tuula Guest - positive - Oct")).toBe("Tuula");
    expect(reviewerOf("Ines Host · negative · 2025")).toBe("Ines");
    // A verdict in a sentence is no row's badge.
    expect(reviewerOf("Stay positive")).toBeUndefined();
    expect(reviewerOf("Feeling positive - 2h")).toBeUndefined();
    y = 0;
    const lines = [
      at("The old town is a ten-minute walk. Sheets, towels and"),
      at("a key are provided."),
      at("References (23)", "ui", "ui"),
      at("Tuula Guest - positive - Oct", "ui", "prompt"),
      at("Uros is a great host and gave us a map of the", "self", "answer"),
      at("bus routes he drives.", "self", "answer"),
      at("Tiarnan Guest - positive - Aug", "ui", "prompt"),
      at("Generous host and a spotless flat. I woke at ten", "self", "answer"),
      at("past eleven thinking a train had come through", "self", "answer"),
    ];
    const read = attributeReviewRows(lines);
    expect(read.slice(0, 2).map((l) => l.owner)).toEqual(["self", "self"]);
    expect(read.slice(4, 6).map((l) => l.author)).toEqual(["Tuula", "Tuula"]);
    // Under the profile's own header (a member row's shape) and its sections, the host's bio stays the page's.
    y = 0;
    const page = [
      at("Uros", "self", "name"),
      at("uros_lj - Member since 2014", "ui", "ui"),
      at("Ljubljana, Slovenia", "self", "detail"),
      at("About me", "ui", "section_label"),
      at("The guest room is also my late uncle's model railway.", "self", "bio"),
      at("The 23:10 to Zagreb still runs on a timer, very quietly,", "self", "bio"),
      at("every night.", "self", "bio"),
      ...lines.slice(2).map((l) => ({ ...l, box: { ...l.box, y: l.box.y + 400 } })),
    ];
    const profile = attributeReviewRows(page);
    expect(profile.slice(4, 7)).toEqual(page.slice(4, 7));
    expect(profile.slice(9, 11).map((l) => l.author)).toEqual(["Tuula", "Tuula"]);
    expect(read.slice(7).map((l) => [l.owner, l.author])).toEqual([
      ["other", "Tiarnan"],
      ["other", "Tiarnan"],
    ]);
  });

  it("reads a couple signing together as one row's name", () => {
    y = 0;
    const lines = [
      moved(at("Osian Pratt · Rookery Lane", "ui", "ui"), 60, 400),
      at("That's me, sorry! I've moved it to 6:30 now the clocks have changed."),
      moved(at("Norbert & Mireia Gaunt · Elmstead Road", "ui", "ui"), 60, 400),
      at("We've been enjoying it. He has nearly got the tricky middle part of Happy Birthday."),
      moved(at("Madoc Ferrier · Elmstead Road", "ui", "ui"), 60, 400),
      at("Set of four snow tires, one winter on them, stored indoors."),
    ];
    expect(attributeReviewRows(lines)[3]).toMatchObject({ owner: "other", author: "Norbert & Mireia Gaunt" });
  });
  it("gives each card signed at its foot to the name under its words, where the name sits nearer them than the next card's stars and date", () => {
    const put = (text: string, top: number, owner: ScreenLine["owner"] = "self", role: ScreenLine["role"] = "bio"): ScreenLine => ({
      text,
      role,
      owner,
      confidence: 0.9,
      box: { x: 50, y: top, w: 900, h: 40 },
    });
    // Zalando's cards: stars and a date, a size field, the review, and the reviewer's name at the foot.
    const cards = (nameToDate: number) => {
      const lines: ScreenLine[] = [put("Hallberg - Slim fit suit jacket", 200), put("86 reviews Fits as expected", 260), put("missed the first time.", 340)];
      let top = 400;
      for (const [name, date, field, words] of [
        [
          "Jorunn H.",
          "Y Xk 24 Nov 2026",
          "Size: fits as expected",
          ["Bought it for a job interview and got the job.", "Last week my manager asked where my interview was."],
        ],
        ["Kunle A.", "Ah K Kk 17 Nov2026", "Size: sleeves run long", ["Lovely fabric and a good cut.", "We had the sleeves taken up for €15."]],
        ["Jelena P.", "XA Kk 9Nov2026", "Size: fits as expected", ["Smart enough for a wedding and a train ride."]],
      ] as const) {
        lines.push(put(name, top, "self", "name"), put(date, top + 40 + nameToDate, "ui", "ui"));
        top += 80 + nameToDate + 20;
        // The field is set smaller than the review.
        lines.push({ ...put(field, top), box: { x: 50, y: top, w: 400, h: 32 } });
        top += 60;
        for (const w of words) {
          lines.push(put(w, top));
          top += 50;
        }
        top += 20;
      }
      return attributeReviewRows(lines);
    };
    const read = cards(70);
    const of = (start: string) => read.find((l) => l.text.startsWith(start));
    expect(of("missed the first")).toMatchObject({ owner: "other", author: "Jorunn H." });
    expect(of("Bought it")).toMatchObject({ author: "Kunle A." });
    expect(of("Lovely fabric")).toMatchObject({ author: "Jelena P." });
    // The last card's name is under the screen's edge: its words are nobody's said.
    expect(of("Smart enough")).toMatchObject({ owner: "other", author: undefined });
    for (const app of ["Hallberg", "86 reviews", "Jorunn H.", "Y Xk", "Ah K Kk", "XA Kk", "Size:"]) expect(of(app), app).toMatchObject({ owner: "ui" });
    // Set right over its date, the name heads the card under it instead.
    const headed = cards(0);
    const over = (start: string) => headed.find((l) => l.text.startsWith(start));
    expect(over("Bought it")).toMatchObject({ author: "Jorunn H." });
    expect(over("Smart enough")).toMatchObject({ author: "Jelena P." });
  });
});
