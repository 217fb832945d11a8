import { describe, expect, it } from "vitest";
import { classifyByText } from "./classify-line";

describe("interface text recognised by its traits, whatever the app", () => {
  it("reads issue 28's interface lines as the app's, never a quote", () => {
    expect(classifyByText("5-01 Followed by bakewithmaya and 48 others")).toBe("ui");
    expect(classifyByText("Discover who's viewed your profile")).toBe("ui");
    expect(classifyByText("People also viewed")).toBe("ui");
    // A "+" icon read as a quote mark glued to the button's first word.
    expect(classifyByText("'Add profile section")).toBe("ui");
  });

  it("reads a wrapped sentence's last word and full stop as words, not a menu's label", () => {
    expect(classifyByText("website.")).not.toBe("ui");
    expect(classifyByText("Website")).toBe("ui");
  });

  it("reads calls to action, counts with units, visibility notices and menu rows from other apps", () => {
    for (const line of [
      "Liked by mo_runs and 12 others",
      "Only visible to you",
      "See who liked you",
      "Try Premium for free",
      "12.4 km",
      "4.8 · 312 reviews",
      "1.2k upvotes",
      "Share Save Hide Report",
      "Directions Call Website",
      "Message seller",
      "Customers also bought",
      "More like this",
      "T:02AM · Jan 12, 2026 - 3,911 Views",
      "Like. Comment Repost Send",
      "Listed 2 days ago in Brooklyn, NY",
      "Joined in 2014",
      "Seller information",
      "Response from the owner",
      "Local Guide - 41 reviews - 212 photos",
      "Overview Reviews Photos About",
      "Threads Replies Reposts",
      "Posts Replies Media Collabs",
    ]) {
      expect(classifyByText(line), line).toBe("ui");
    }
  });

  it("leaves the person's own words alone", () => {
    for (const line of [
      "Sourdough evangelist and part-time plant murderer",
      "38 countries, 0 chill",
      "Ran 12 km and cried twice",
      "Share your fries with me",
      "See you at brunch, losers",
      "Ran into my ex at the grocery store",
      "Runner Reader Baker",
      "Coffee Photos Travel",
      "Follow me for more",
      "Friends Family Sourdough",
    ]) {
      expect(classifyByText(line), line).toBeUndefined();
    }
  });
});

describe("what other people made of it, and a member's name with their counts", () => {
  it("reads them as the app's lines", () => {
    for (const line of [
      "2,317 people found this helpful",
      "12 members marked this useful",
      "Pieter de Wit 1,042 ratings",
      "Ana Souza · 41 reviews · 212 photos",
    ]) {
      expect(classifyByText(line), line).toBe("ui");
    }
  });

  it("keeps a person's sentence that holds a count", () => {
    for (const line of ["Finally ran 12 km", "3 people found this funny and I am one of them", "Mum 1, me 0"]) {
      expect(classifyByText(line), line).not.toBe("ui");
    }
  });
});

describe("the app asking for feedback, and a stat's label without its number", () => {
  it("reads them as the app's", () => {
    for (const line of [
      "Did you find this helpful?",
      "Was this review helpful? Yes No",
      "Helpful? Yes (4)",
      "total mins",
      "avg pace",
      "km this week",
      "Blue highlight | Page 112",
      "Bookmark - Location 1,204",
    ]) {
      expect(classifyByText(line), line).toBe("ui");
    }
  });

  it("leaves a person's lines with those words alone", () => {
    for (const line of ["this was not helpful at all", "did you find my keys", "total mess", "mins feel like hours here"]) {
      expect(classifyByText(line), line).not.toBe("ui");
    }
  });
});

describe("a business's answer under a review", () => {
  it("reads its heading as the app's, with or without a date", () => {
    for (const line of ["Response from Seaview Lodge Hotel", "Response from Harbour Inn · Jun 1, 2026", "Reply from the developer"]) {
      expect(classifyByText(line), line).toBe("ui");
    }
    expect(classifyByText("reply from my mum was just a thumbs up. cold.")).not.toBe("ui");
  });
});

describe("a row of buttons with their counts, and a call to act under a post", () => {
  it("reads them as the app's", () => {
    for (const line of ["Helpful (86) Comment", "Helpful (31) Not helpful (2)", "Like 12 Reply", "Share (3)", "Vote below", "Comment below"])
      expect(classifyByText(line), line).toBe("ui");
  });
  it("leaves a sentence with a count in it alone", () => {
    expect(classifyByText("helpful tips for 2 people")).toBeUndefined();
  });
});

describe("an app's stat row, a label and its measure", () => {
  it("reads it as the app's", () => {
    expect(classifyByText("Time spent playing: 37 days, 4 hours")).toBe("ui");
    expect(classifyByText("Longest streak: 12 weeks")).toBe("ui");
    expect(classifyByText("Played: 1,204 games and 3 draws")).toBe("ui");
    expect(classifyByText("Blitz - 1,204 games")).toBe("ui");
  });

  it("leaves a field the person answered in words as theirs", () => {
    expect(classifyByText("Dress code: something he hasn't seen you in")).not.toBe("ui");
    expect(classifyByText("Training for: 3 marathons in 3 weeks, somehow")).not.toBe("ui");
    expect(classifyByText("Sunday - 2 hours of gardening and a nap")).not.toBe("ui");
    expect(classifyByText("Goal: run 5 km without crying")).not.toBe("ui");
  });

  it("reads a post's row of reactions as the app's where OCR read its icons as stray letters", () => {
    expect(classifyByText("Yr 12 eProps (DO 4 comments")).toBe("ui");
    expect(classifyByText("12 eProps 4 comments")).toBe("ui");
    expect(classifyByText("* 31 kudos © 2 replies")).toBe("ui");
    expect(classifyByText("12 residents found this useful")).toBe("ui");
  });

  it("leaves a sentence about counts as words", () => {
    expect(classifyByText("I got 12 likes and 4 comments")).not.toBe("ui");
    expect(classifyByText("Bought 12 eggs, ate 4 eggs")).not.toBe("ui");
  });
});
