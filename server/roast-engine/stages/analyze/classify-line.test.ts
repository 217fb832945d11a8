import { describe, expect, it } from "vitest";
import { classifyByText, isDateLine, isDetail, isNameLike, isStarRow, isTimestamp, isVerdictRow } from "./classify-line";

describe("classifyByText", () => {
  it("reads capitalised places as details, and a bio of two lower-case phrases as nobody's field", () => {
    expect(isDetail("Austin, Texas, United States")).toBe(true);
    expect(isDetail("Madrid, Community of Madrid, Spain")).toBe(true);
    expect(classifyByText("Brooklyn, New York")).toBe("detail");
    expect(isDetail("Professional overthinker, amateur dancer")).toBe(false);
    expect(classifyByText("Professional overthinker, amateur dancer")).toBeUndefined();
  });

  it("still reads distances and lead words whatever their case", () => {
    expect(classifyByText("12 KM AWAY")).toBe("detail");
    expect(classifyByText("Lives in Porto")).toBe("detail");
  });

  it("reads a header that ends in its age as a timestamp, and a sentence with a duration as words", () => {
    expect(isTimestamp("to All Staff - 2 hours ago")).toBe(true);
    expect(isTimestamp("Maya · 3h")).toBe(true);
    expect(isTimestamp("2 hours ago")).toBe(true);
    expect(isTimestamp("Ran for 2 hours and cried - worth it")).toBe(false);
    expect(isTimestamp("Slept 3 hours, still thriving")).toBe(false);
    // A sentence that opens on the time it tells (an answer to "what time did you set off?").
    expect(isTimestamp("10:42 AM")).toBe(true);
    expect(isTimestamp("3:40, and the car park was already half")).toBe(false);
  });

  it("reads 'today' and 'yesterday' with their time, date or place as a timestamp, and a sentence that opens on them as words", () => {
    for (const line of [
      "Today",
      "Yesterday at 10:02 PM",
      "today at 9:40 - Reply",
      "Today, 5:52 PM",
      "Today 21:14",
      "Today, Thu Dec 3",
      "Yesterday, 07:12 - Leeds",
      "Today's goals",
      "Today only - 11h 04m left",
    ])
      expect(classifyByText(line), line).toBe("timestamp");
    for (const line of [
      "Today one sheep was lying down and he went home without me.",
      "Yesterday the dog ate my homework.",
      "Today's forecast is wrong again, like me.",
    ])
      expect(classifyByText(line), line).not.toBe("timestamp");
  });

  it("reads a review's age after its stars as OCR spells them ('K 3 weeks ago') as a timestamp, not a word and an age", () => {
    expect(isTimestamp("K 3 weeks ago")).toBe(true);
    expect(isTimestamp("Kk Kk 2 days ago")).toBe(true);
    // A word with a vowel before a number is someone's words.
    expect(isTimestamp("Ate 3 weeks ago")).toBe(false);
    expect(isTimestamp("Q 240")).toBe(false);
    expect(isTimestamp("Y Kk 3 weeks ago")).toBe(true);
    // Short words with a vowel before a time are a sentence ("km and a 2:50 kilometre??").
    expect(isTimestamp("km and a 2:50 kilometre??")).toBe(false);
    expect(isStarRow("KKK")).toBe(true);
    expect(isStarRow("Ed Li")).toBe(false);
  });
});

describe("a form's headings, from any app", () => {
  it("reads field and section headings as the app's, not anyone's words", () => {
    for (const heading of [
      "Delivery instructions",
      "Advice to Management",
      "Pros",
      "Cons",
      "Tasting notes",
      "Your review notes",
      "Note for the driver",
      "Summary",
      // A profile's own heading over the bio, not its first words (judged false blind on held-out v36).
      "A little about me",
      "A bit about me",
    ]) {
      expect(classifyByText(heading), heading).toBe("section_label");
    }
  });

  it("reads a chat app's notice about its messages as the app's, and a person's sentence about messages as theirs", () => {
    expect(classifyByText("Messages disappear after reading")).toBe("ui");
    expect(classifyByText("Messages and calls are end-to-end encrypted. No one outside of this chat can read them.")).toBe("ui");
    expect(classifyByText("Chats vanish after 24 hours")).toBe("ui");
    expect(classifyByText("My messages disappear into the void, like my texts to the landlord")).toBeUndefined();
  });

  it("reads an auction's row as the app's, however its parts are laid out", () => {
    expect(classifyByText("Gent · 4 days · bids from € 150")).toBe("ui");
    expect(classifyByText("4 bids · Ends Sunday 20:00 · Västerås")).toBe("ui");
    expect(classifyByText("Leading bid 650 kr")).toBe("ui");
    expect(classifyByText("I lost three auctions this week because I never place a bid until the last second")).toBeUndefined();
  });

  it("keeps a person's own short lines, which hold a sentence's words, a digit or punctuation", () => {
    for (const line of [
      "My advice: run",
      "Pros: I cook",
      "Zero notes.",
      "Just vibes and no notes",
      "Worst advice ever!",
      "10/10 instructions unclear",
      "we take questions",
    ]) {
      expect(classifyByText(line), line).not.toBe("section_label");
    }
  });
});

describe("a wrapped sentence's last word", () => {
  it("is no heading, though a heading's word", () => {
    expect(classifyByText("questions")).not.toBe("section_label");
    expect(classifyByText("Questions")).toBe("section_label");
  });
});

describe("the app's lines any app draws", () => {
  it("reads a message box's placeholder as the app's", () => {
    for (const line of [
      "Type a message",
      "Write a reply…",
      "Add a comment...",
      "Enter a message",
      "Message #random",
      "Message #ops > printer on fire again",
      "Start a new chat",
      "Aa",
      "Send a message to Jo",
      "Say something...",
      "Say hi to Matteo",
    ]) {
      expect(classifyByText(line), line).toBe("ui");
    }
  });

  it("reads who the viewer knows in common as the app's, and a sentence about it as words", () => {
    for (const line of [
      "Fabian Liiders and 11 other contacts in common",
      "3 connections in common",
      "12 mutual friends in common",
      "crossed paths 47 times - Last time: Today",
    ]) {
      expect(classifyByText(line), line).toBe("ui");
    }
    expect(classifyByText("We have nothing in common and 11 other problems")).not.toBe("ui");
  });

  it("reads a row of a network's reactions and audiences as counts, whatever it calls them", () => {
    for (const line of ["57 boosts 203 favourites", "12 claps", "3 forks 9 stars", "204 fans · 18 reblogs"]) {
      expect(classifyByText(line), line).toMatch(/^(?:ui|count)$/);
    }
  });

  it("reads what the app awarded as the app's", () => {
    for (const line of ["Earned the Early Bird (Level 5) badge!", "Unlocked a new achievement", "Completed the 30 Day Plank challenge"]) {
      expect(classifyByText(line), line).toBe("ui");
    }
  });

  it("reads a work's title and its maker as a catalogue's line", () => {
    for (const line of ["Atomic Habits by James Clear", "Hazy Little Thing IPA by Sierra Nevada", "The Midnight Library by Matt Haig"]) {
      expect(classifyByText(line), line).toBe("ui");
    }
  });

  it("reads a tab or a section with its count in brackets as the app's", () => {
    for (const line of ["Seller rating (212)", "Recipe Notes (1,128) Most helpful", "Reviews (48)", "Questions & Answers (7)"]) {
      expect(classifyByText(line), line).toBe("ui");
    }
    for (const line of ["My kids (3) are feral", "Day (3) of no coffee is going great"]) expect(classifyByText(line), line).toBeUndefined();
  });

  it("leaves a person's own lines with those words alone", () => {
    for (const line of [
      "send a message when you get home pls",
      "Type a message, delete it, type it again",
      "say something nice to your mum lol",
      "3 kids, 2 dogs and no sleep",
      "dinner cooked by my dad",
      "Made by me, eaten by me",
      "I earned the right to nap",
      "Photo taken by my mum",
    ]) {
      expect(classifyByText(line), line).toBeUndefined();
    }
  });
});

describe("isNameLike", () => {
  it("takes a name with a qualifier in brackets as a name", () => {
    expect(isNameLike("Irina (Flat 2)")).toBe(true);
    expect(isNameLike("Sam Okoro (admin)")).toBe(true);
    expect(isNameLike("please do not (ever) drill")).toBe(false);
    expect(isNameLike("Questions (2)")).toBe(false);
    expect(isNameLike("Reviews (1,204)")).toBe(false);
    expect(isNameLike("O87 D114")).toBe(false);
  });

  it("takes a section's heading that names its subject for no one's name", () => {
    expect(isNameLike("About Nigel")).toBe(false);
    expect(isNameLike("Meet The Host")).toBe(false);
    expect(isNameLike("Reviews From Guests")).toBe(false);
    expect(isNameLike("Nigel Abbot")).toBe(true);
    expect(isNameLike("Meeta Rao")).toBe(true);
  });
});

describe("a line that is a date and nothing else", () => {
  it("is the app's, however it is printed", () => {
    expect(isDateLine("THU, NOV 12 - 7:00 PM GMT")).toBe(true);
    expect(isDateLine("Saturday 14 June at 8pm")).toBe(true);
    expect(isDateLine("Mar 3 · 2026")).toBe(true);
    expect(isDateLine("Fri 7:30 PM CEST")).toBe(true);
    expect(classifyByText("THU, NOV 12 - 7:00 PM GMT")).toBe("timestamp");
  });
  it("is the app's in the reader's other languages too: today or yesterday, with its time or alone", () => {
    for (const line of ["Aujourd'hui 15:22", "Aujourd’hui 15:22", "Hier à 09:14", "Gestern, 18:05", "Hoy 10:14", "Ontem às 21:40", "Oggi", "Vandaag 08:41"])
      expect(classifyByText(line), line).toBe("timestamp");
    // German and Dutch "hier" is "here": alone, or in a sentence, it is words.
    for (const line of ["Hier", "Hier ist mein Hund", "Heute gibt es Suppe"]) expect(classifyByText(line), line).not.toBe("timestamp");
  });

  it("while words around a date, or numbers alone, are not one", () => {
    expect(isDateLine("Party on Saturday 14 June, bring snacks")).toBe(false);
    expect(isDateLine("Est. 1994")).toBe(false);
    expect(isDateLine("12 - 40")).toBe(false);
    expect(isDateLine("May")).toBe(false);
    expect(isDateLine("May the force be with you")).toBe(false);
  });
});

describe("a row of the app's summary", () => {
  it("reads a score's word beside the counts as the app's, and a review that opens on a verdict as words", () => {
    expect(isVerdictRow("Very good - 2,316 verified reviews")).toBe(true);
    expect(classifyByText("8 6 Excellent - 1,204 verified reviews")).toBe("ui");
    expect(isVerdictRow("Excellent - the staff were great")).toBe(false);
    expect(isVerdictRow("Very good")).toBe(false);
    expect(classifyByText("Excellent - the staff were great")).toBeUndefined();
  });

  it("reads a lower-case word with its full stop as a wrapped sentence's end, never the app's label", () => {
    expect(classifyByText("time.")).toBeUndefined();
    expect(classifyByText("comments.")).toBeUndefined();
    expect(classifyByText("time")).toBe("ui");
  });

  it("reads a year with its full stop as a wrapped sentence's end, and a count's number as a count", () => {
    expect(classifyByText("1987.")).toBeUndefined();
    expect(classifyByText("2009!")).toBeUndefined();
    expect(classifyByText("12.")).toBe("count");
    expect(classifyByText("1987")).not.toBeUndefined();
  });

  it("reads a fediverse account with its server as a handle", () => {
    expect(classifyByText("@tirza@bookwyrm.social")).toBe("handle");
    expect(classifyByText("@uwe@wyrms.de")).toBe("handle");
    expect(classifyByText("mail me at tirza@bookwyrm.social")).not.toBe("handle");
  });

  it("reads a calendar event's row and a voice assistant's note as the app's, a sentence about an invitation as words", () => {
    expect(classifyByText("Every week - Invitation from Vito Sandoval - Maybe")).toBe("ui");
    expect(classifyByText("Invitation from Vito Sandoval")).toBe("ui");
    expect(classifyByText("Audio was not intended for Alexa")).toBe("ui");
    expect(classifyByText("I got an invitation from my ex and said maybe")).toBeUndefined();
    expect(classifyByText("Invitation from my mother-in-law")).toBeUndefined();
  });
});
