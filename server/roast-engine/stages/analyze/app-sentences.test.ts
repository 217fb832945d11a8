import { describe, expect, it } from "vitest";
import { isAppSentence } from "./app-sentences";
import { classifyByText } from "./classify-line";

describe("sentences an app writes about people", () => {
  it("reads a feed's story and a track's version as the app's", () => {
    for (const line of [
      "Ingrid Solberg went on a bike ride",
      "Marco went for a morning run",
      "Dee started shopping",
      "Tomasz Nowak completed a 10K",
      "Aisha earned the Early Bird badge",
      "Leon joined the group",
      "Priya liked your photo",
      "Giulia R. gave you a Ride On",
      "Hal sent you a friend request",
      "Tamsin Orr boosted",
      "You reposted",
      "Wendell renoted this note",
      "Clifford Allsop started this petition to Harlow",
      "Bridget Mulcahy is organising this fundraiser",
      "Wonderwall (2014 Remaster)",
      "Landslide - Live",
      "Hurricane (feat. Dua Moon)",
      'Listened to "Why do cats knock things over?" - 3 hours',
      "Watched The Long Goodbye · 2h ago",
    ]) {
      expect(isAppSentence(line), line).toBe(true);
      expect(classifyByText(line), line).toBe("ui");
    }
  });

  it("leaves people's own tellings alone", () => {
    for (const line of [
      "Gary finished the pizza lol",
      "I went on a hike and regret everything",
      "Mum liked my photo from 2009",
      "Dave started a fight with a goose",
      "Kevin finished the whole cake",
      "went on a hike, saw a bear, left",
      "We are live (sort of)",
      "Honestly the best acoustic set",
      "Watched Dune again, 3 hours well spent",
      "listened to the whole album twice - no regrets",
    ]) {
      expect(isAppSentence(line), line).toBe(false);
    }
  });
});

describe("a tracker's log of what someone did to a task", () => {
  it("reads moves, postponements, changed fields and replies as the app's", () => {
    for (const line of [
      "Mateusz Kowalczyk moved from Triage to Won't Fix",
      "Mateusz Kowalczyk moved from Won't Fix to In",
      "Bethany Cole changed the due date to Fri 19 Jul",
      "Liam O'Connor postponed to Sat 17 Feb",
      "Priya marked this as done",
      "Punjabi Tadka replied",
    ]) {
      expect(isAppSentence(line), line).toBe(true);
      expect(classifyByText(line), line).toBe("ui");
    }
  });
  it("leaves a person's own telling of a move or a reply alone", () => {
    for (const line of ["Gary moved to Leeds and I miss him", "Mum replied with a thumbs up lol", "Dave set the kitchen on fire"]) {
      expect(isAppSentence(line), line).toBe(false);
    }
  });
});

describe("a work and its maker", () => {
  it("reads a title, a dash and a first and last name as the app's credit line", () => {
    expect(isAppSentence("Atomic Habits - James Clear")).toBe(true);
    expect(isAppSentence("Normal People – Sally Rooney")).toBe(true);
  });
  it("leaves a title with a place or a third item, and a sentence, alone", () => {
    expect(isAppSentence("Brand Designer - Milan")).toBe(false);
    expect(isAppSentence("Wife - Mother - Teacher")).toBe(false);
    expect(isAppSentence("finally read it - James was right")).toBe(false);
  });
});

describe("a campaign's tally", () => {
  it("reads a count of who acted, over the app's target or alone, as the app's", () => {
    expect(isAppSentence("214 have signed. Let's get to 5,000!")).toBe(true);
    expect(isAppSentence("1,203 people have joined")).toBe(true);
    expect(isAppSentence("38 others have donated")).toBe(true);
  });
  it("leaves a person's own telling of their tally alone", () => {
    expect(isAppSentence("214 signatures! Thank you Mum for signing three times")).toBe(false);
    expect(isAppSentence("3 of us have signed up for the marathon, send help")).toBe(false);
  });
});

describe("a service's promise to its user", () => {
  it("reads the app's 'we' doing something for 'you', and how long its part takes, as the app's", () => {
    for (const line of [
      "We'll cancel it for you. It usually takes 1-3 days.",
      "We've sent you a code.",
      "We'll email you when your order ships.",
      "We will let you know once the seller replies",
      "Refunds can take 5–10 working days.",
      "It usually takes 2 hours.",
    ])
      expect(isAppSentence(line), line).toBe(true);
  });

  it("leaves a person's promise to a friend, and their own telling of a wait, alone", () => {
    for (const line of [
      "We'll pick you up at 8",
      "I'll cancel it for you",
      "We'll cancel it for you if you bring cake!",
      "We'll save you a seat lol",
      "It usually takes me 3 days to reply",
      "We've sent you a code? I got nothing",
      "It took 3 weeks and my landlord still says it's fine.",
    ])
      expect(isAppSentence(line), line).toBe(false);
  });
});

describe("the app's count of what someone is near or earned", () => {
  it("reads how near someone is to a round number, and a badge given unnamed, as the app's", () => {
    for (const line of ["Brandon is 3 followers away from 50", "Earned the Hopped Up (Level 38) badge!", "Unlocked the Early Bird trophy"])
      expect(isAppSentence(line), line).toBe(true);
  });

  it("leaves a person's own telling of a badge or a distance alone", () => {
    for (const line of ["Finally earned the marathon badge!!", "Earned the badge. My knees did not.", "Mum is 3 stops away from finding out"])
      expect(isAppSentence(line), line).toBe(false);
  });
});
