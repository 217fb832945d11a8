import { describe, expect, it } from "vitest";
import { classifyByText } from "./classify-line";
import { cutMetaTail, isItemRow, isMetaLine } from "./meta-lines";

describe("the app's metadata about a post or a person, whatever the app", () => {
  it("reads tenures, badges, trips, prices with the shop's words, audiences and times as the app's", () => {
    for (const line of [
      "Travelled as a couple",
      "Traveled with family",
      "Date of stay: June 2024",
      "Software Engineer - Current Employee, more than 3 years",
      "Former Employee, less than 1 year",
      "4 years on Airbnb",
      "Member since 2019",
      "Verified purchase",
      "Top fan",
      "Level 6 Local Guide · 212 reviews",
      "45.00 - Buyer protection",
      "£12.50 incl. postage",
      "Free shipping",
      "Just Chatting · 1.2K viewers",
      "312 watching",
      "Yesterday 21:03",
      "Pieter de Wit 1,042 ratings",
      "Anouk 41 reviews",
      "Quiet Harbour - 2019 - Dream Pop",
      "Volvo V70 · 2008 · Estate",
    ]) {
      expect(isMetaLine(line), line).toBe(true);
      expect(classifyByText(line), line).not.toBeUndefined();
    }
  });

  it("reads a listing's seller record and its shipping row as the app's (v42's Selency quoted '10 days' from 'Ships in 5-10 days')", () => {
    for (const line of ["Seller - 14 sales - replies within a day", "Private seller · 9 ads", "Lyon, France - Ships in 5-10 days - Private seller"])
      expect(isMetaLine(line), line).toBe(true);
    for (const line of ["I became a seller by accident", "She replies within a day, to everyone but me."]) expect(isMetaLine(line), line).toBe(false);
  });

  it("leaves what people write alone, numbers, prices and times in it included", () => {
    for (const line of [
      "Travelled as a couple and came back as two strangers",
      "Stayed for the breakfast, left because of the pillows",
      "Worked here more than 3 years and I still don't know where the stapler is",
      "Bought it for 45.00 and it broke on day two",
      "Meet me at 10:30 or never",
      "My stream had 3 viewers and one was my mum",
      "Top of the morning to nobody",
      "Verified in my own mind",
      "Got 12 likes",
      "My 12 followers are all my aunts",
      "Class of 2009 - still the best year",
      "since 2019 - never again",
      // Who spoke and when: an author line, read as one by read-author-line.ts.
      "Priya · 08:44",
      "Léa Fontaine @leafontaine_ · Mar 3",
    ]) {
      expect(isMetaLine(line), line).toBe(false);
    }
  });

  it("cuts the app's metadata glued to the end of what someone wrote", () => {
    expect(cutMetaTail("cozy sunday ranked grind w/ chat Just Chatting 1.2K viewers")).toBe("cozy sunday ranked grind w/ chat");
    expect(cutMetaTail("cozy sunday ranked grind w/ chat · 1.2K viewers")).toBe("cozy sunday ranked grind w/ chat");
    expect(cutMetaTail("Who keeps moving my stapler Inbox")).toBe("Who keeps moving my stapler");
    // The folder's chip read in lower case, after a subject that closes a bracket.
    expect(cutMetaTail("Re: Re: Stapler policy (2nd floor) inbox")).toBe("Re: Re: Stapler policy (2nd floor)");
    expect(cutMetaTail("Best armchair I ever owned · Verified purchase")).toBe("Best armchair I ever owned");
    expect(cutMetaTail("Great coffee, rude pigeons - Mar 3, 2024")).toBe("Great coffee, rude pigeons");
  });

  it("keeps an end that is part of the sentence", () => {
    for (const line of ["Spent the whole weekend clearing my Inbox", "I live in the Drafts", "Ran 12 km and cried twice", "See you at 10:30", "Done. sent"]) {
      expect(cutMetaTail(line), line).toBe(line);
    }
  });
});

describe("a member's row under their name, in a forum or under a review", () => {
  it("reads when they joined, how much they posted and how long they stayed as the app's, and a ledger's dated row", () => {
    for (const line of [
      "Junior Member · Mar 2025 · 38 Posts",
      "Joined: Aug 14, 2012 - Messages: 9,381",
      "Member · Joined Oct 2020 · 1,102 posts",
      "Berlin · 412 posts",
      "Went with family · Oct 2026 · 2 weeks",
      "Registered Mar 3, 2011",
      "Active Member - Nov 28, 2026",
      "Lifer - Nov 30, 2026",
      "Forum Resident",
    ])
      expect(isMetaLine(line), line).toBe(true);
    for (const line of ["Nov 21 Loaf & Ladle", "3 Dec Marsh Lane Tyres"]) expect(isMetaLine(line), line).toBe(true);
    for (const words of ["Nov 21 we went home", "I posted 38 times and nobody answered", "We went with family and it rained for 2 weeks"])
      expect(isMetaLine(words), words).toBe(false);
  });
});

describe("more of what apps print beside the words", () => {
  it("reads tenure on a site, when a thing was posted or is due, a shop's urgency, a field's number and a stats label as the app's", () => {
    for (const line of [
      "Marco - on Depop since 2017",
      "selling on Etsy since March 2019",
      "ASKED BY A STUDENT - Posted 11:02 PM",
      "Last played 3 weeks ago",
      "Due tomorrow 9:00 AM",
      "Essay due Friday - 3 sources required",
      "Ticket sales end on Friday",
      "Only 2 left in stock",
      "Chapters read: 12",
      "Personal best: 42:10",
      "Avg pace",
      "Moving time",
      "Most played this week",
      "Pre-owned - Very good",
      "Condition: Fair",
      "by quillfox_22 - Star Wars - Rated T",
      "By Ines Duarte - 12 songs",
      "(300 words minimum)",
      "Location & transport 9.1",
      "Value for money 7/10",
      "4 class comments",
      "Pending review - +12",
    ]) {
      expect(isMetaLine(line), line).toBe(true);
    }
  });

  it("reads a thread's subject and a list's heading as the app's", () => {
    for (const line of [
      "Re: the parking rota",
      "Fwd: wedding photos!!",
      "Reviews for: The Long Winter",
      "Comments on this lesson",
      "Filter: Unread",
      "Show: Newest first",
      "PHIL 210 - Ethics and Society",
      "CHEM 1010",
      "Page 3 of 12",
      "Prompt: Describe a time you changed your mind.",
      "Task: write 300 words on your summer",
    ]) {
      expect(classifyByText(line), line).toBe("ui");
    }
  });

  it("leaves a person's lines with those words alone", () => {
    for (const line of [
      "Posted this and immediately regretted it",
      "due to popular demand I am single again",
      "only 2 left and I ate both",
      "My time: terrible. My spirit: unbroken.",
      "sales end soon and so does my patience!",
      "The time I ran a marathon by accident",
      "Show me the money",
      "CS 101 was a mistake",
      "Used it once, like new honestly",
      "by far the best 8.5 hours of my life",
      "written by me",
      "Question: why is my cat like this",
    ]) {
      expect(isMetaLine(line), line).toBe(false);
      expect(classifyByText(line), line).not.toBe("ui");
    }
  });
});

describe("rows of a place, a distance, an age or an audience", () => {
  it("reads a neighbourhood's, a video's and a group chat's rows as the app's", () => {
    for (const line of [
      "Resident - 0.4 mi - 5h ago",
      "Elm Rd & Pike St - 1.2 km - 3d ago",
      "Dana Ruiz · 2 weeks ago · 1,204 views",
      "48K plays",
      "Neighbour · 2 km away",
    ]) {
      expect(isMetaLine(line), line).toBe(true);
      expect(isItemRow(line), line).toBe(true);
    }
    // A name, where it was said and when: an author's row, never a quote.
    expect(isItemRow("Oskar · Flat chat · 11:20 AM")).toBe(true);
    expect(isItemRow("@moss.e · Jun 2")).toBe(true);
    // Where a check-in was made, what kind of place and when; who travelled, beside the room.
    expect(isItemRow("at IKEA Leeds - Home Store - 5:58 PM")).toBe(true);
    expect(isMetaLine("Poland - Couple - Partial Sea View Room")).toBe(true);
    expect(isMetaLine("Family with young children · Deluxe Double")).toBe(true);
    // A product's region, kind, strength and size, as a catalogue prints them under its name (OCR may drop the "%").
    for (const line of ["Speyside - Single Malt - 46.0 Vol.", "Speyside · Single Malt · 46% ABV", "Bottled 2025 - 70 cl", "Rioja - Tempranillo - 750ml"])
      expect(isItemRow(line), line).toBe(true);
    expect(isMetaLine("I drank 70 cl of it before lunch.")).toBe(false);
    // A numbered update, episode or issue beside its counts.
    expect(isMetaLine("Update #14 - 1,902 backers")).toBe(true);
    expect(isMetaLine("Episode 46 · 38 min")).toBe(true);
  });

  it("reads a log's tally rows as the app's, and a person's count of things as theirs", () => {
    expect(isItemRow("3 · Leg Press")).toBe(true);
    expect(isMetaLine("3 · Leg Press")).toBe(true);
    expect(isItemRow("4 x Bench Press (Barbell)")).toBe(true);
    expect(isItemRow("3 x my own weight")).toBe(false);
    expect(isItemRow("2 · I ran out of eggs")).toBe(false);
  });

  it("reads a device's readings and settings as the app's, and a person's complaint about the cold as theirs", () => {
    for (const row of ["Frost protection · 5°", "Frost protection - 5°", "Schedule · 19°", "Heating to 21°", "20.4°", "3°C outside", "Boost · 25 min left"])
      expect(isMetaLine(row), row).toBe(true);
    for (const row of ["turned on, triggered by automation", "triggered by Soren's phone next alarm", "alarm dismissed", "Kitchen kettle · turned off"])
      expect(isMetaLine(row), row).toBe(true);
    expect(isMetaLine("Kettle because I am definitely getting up")).toBe(false);
    expect(isMetaLine("IT Manager - Logistics, 201-500 employees")).toBe(true);
    expect(isMetaLine("Operations Manager · Hospitality, 51-200 employees")).toBe(true);
    for (const line of ["I can see my breath in here", "my room is 12° and nobody cares", "kept it at 16° all winter to save money"])
      expect(isMetaLine(line), line).toBe(false);
  });

  it("keeps a person's words that carry a number or an age", () => {
    for (const line of [
      "I ran 5 km · 2h",
      "best day ever · 3h",
      "walked 2 miles for this coffee",
      "lost my keys 3h ago. again.",
      "at the gym again · 6:02 AM",
      "We went as a couple - never again",
    ]) {
      expect(isItemRow(line), line).toBe(false);
    }
  });
});

describe("presence, tallies and a tracker's counts", () => {
  it("reads them as the app's", () => {
    for (const line of [
      "Online - Local time 4:25 AM",
      "Last seen today at 9:12",
      "Reported by 40+ users",
      "Achievement unlocked - Marathon Man",
      "postponed 14 times",
      "Streak 0 - Missed yesterday",
      "English: Fluent",
      "Total jobs",
      "Bayani Cruz - Jun 3 - Notified 31 people",
      "18 members - Discussion",
      "Mum is typing...",
      "Ana and Bo are typing…",
    ]) {
      expect(isMetaLine(line), line).toBe(true);
      expect(classifyByText(line), line).toBe("ui");
    }
  });
  it("leaves a person's sentence on the same words alone", () => {
    for (const line of [
      "Online dating is hard",
      "I postponed it 14 times lol",
      "my streak is 0 and I'm fine",
      "we notified 31 people and nobody came",
      "My cat is typing",
      "I am typing this from the bath",
    ]) {
      expect(isMetaLine(line), line).toBe(false);
    }
  });
});

describe("a status, a share and a firm beside a name", () => {
  it("reads a shelf's or a traveller's status, a progress and an agent's firm as the app's, whatever dot OCR saw", () => {
    for (const row of [
      "Ursula Le Guin · Currently reading · 42%",
      "Ursula Le Guin - Currently reading - 42",
      "@wanderwill · Currently in Porto Alegre",
      "wanderwill - Now in Hanoi",
      "Now playing",
      "67% complete",
      "Hollow Pine Realty · Ballarat",
      "Brick Lane Lettings Ltd",
    ])
      expect(isMetaLine(row), row).toBe(true);
  });

  it("leaves a person's status, a headline's role at a firm and a list of what they like alone", () => {
    for (const line of [
      "Currently in my villain era",
      "Currently in love with my new bike",
      "Dad · Runner · Currently in denial",
      "Chief Vibes Officer - Acme Inc.",
      "Founder · Sunny Realty",
      "coffee · books · dogs",
    ]) {
      expect(isMetaLine(line), line).toBe(false);
      expect(isItemRow(line), line).toBe(false);
    }
  });
});
