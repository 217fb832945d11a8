import { describe, expect, it } from "vitest";
import type { Detail } from "./details/detail";
import { findLeadNumbers, leadOpenings } from "./lead-numbers";

const box = (y: number, x = 0) => ({ x, y, w: 100, h: 20 });
const quote = (text: string, extra: Partial<Detail> = {}): Detail => ({
  kind: "quote",
  text,
  say: `'${text}'`,
  ctx: `'${text}'`,
  role: "bio",
  box: box(300),
  target: "quote",
  weight: 1.3,
  quoted: [text],
  ...extra,
});
const count = (text: string, label: string, y: number, weight = 0.6, x = 0): Detail => ({
  kind: "count",
  text,
  say: text,
  ctx: label === "stat" ? text : `${text} ${label}`,
  label,
  box: box(y, x),
  target: "count",
  weight,
  quoted: [text],
});

describe("findLeadNumbers", () => {
  const details = [
    count("342", "posts", 100, 0.6, 0),
    count("312", "following", 100, 0.3, 400),
    count("48.9K", "followers", 100, 0.6, 200),
    quote("Recipes that mostly work"),
  ];

  it("says an audience before how much the person posts, two at most, in the order they are read", () => {
    const numbers = findLeadNumbers(details, details[3]);
    expect(numbers.map((n) => n.ctx)).toEqual(["342 posts", "48.9K followers"]);
    expect(findLeadNumbers([count("12.4 km", "stat", 200), quote("felt good")], quote("felt good")).map((n) => n.ctx)).toEqual(["12.4 km"]);
  });

  it("says no bare figure that counts nothing: an OCR'd emoji read as '£3' is not the person's number", () => {
    expect(findLeadNumbers([count("£3", "stat", 200), quote("felt good")], quote("felt good"))).toEqual([]);
    expect(findLeadNumbers([count("£340", "stat", 200), count("7", "stat", 220), quote("felt good")], quote("felt good"))).toEqual([]);
    expect(findLeadNumbers([count("£3 a week", "stat", 200), quote("felt good")], quote("felt good")).map((n) => n.ctx)).toEqual(["£3 a week"]);
  });

  it("never leads another person's line or words of unsure owner with the person's numbers", () => {
    expect(findLeadNumbers(details, quote("who let you cook", { by: "Theo" }))).toEqual([]);
    expect(findLeadNumbers(details, quote("Recipes that mostly work", { unowned: true }))).toEqual([]);
    expect(findLeadNumbers(details, details[0])).toEqual([]);
  });

  it("says a post's likes only before that post, the nearest words over them", () => {
    const about = quote("Twelve years in office services", { box: box(300) });
    const post = quote("We move up to floor four in January", { box: box(500) });
    const likes = count("19", "likes", 540);
    const all = [count("340", "followers", 100), about, post, likes];
    expect(findLeadNumbers(all, about).map((n) => n.ctx)).toEqual(["340 followers"]);
    expect(findLeadNumbers(all, post).map((n) => n.ctx)).toEqual(["340 followers", "19 likes"]);
    const header = [count("12.3K", "likes", 100), about];
    expect(findLeadNumbers(header, about).map((n) => n.ctx)).toEqual(["12.3K likes"]);
  });

  it("says no number on a page of several writers, where it may be any of theirs", () => {
    const thread = [
      count("48", "posts", 100),
      quote("Two of the six are at my sister's"),
      quote("how many bikes", { by: "Marwick" }),
      quote("which ones", { by: "Oona" }),
    ];
    expect(findLeadNumbers(thread, thread[1])).toEqual([]);
    // One other voice (a single comment under a profile) leaves the profile's numbers the person's.
    expect(findLeadNumbers(thread.slice(0, 3), thread[1]).map((n) => n.ctx)).toEqual(["48 posts"]);
  });

  it("leaves out a number the quote already says", () => {
    expect(findLeadNumbers([count("11", "stat", 100), quote("I have killed 11 succulents")], quote("I have killed 11 succulents"))).toEqual([]);
  });
});

describe("leadOpenings", () => {
  it("offers both numbers, then the first alone, each opening the sentence the quote completes", () => {
    const openings = leadOpenings([count("41", "reviews", 100), count("212", "photos", 100)]);
    expect(openings.map((o) => o.text)).toEqual(["41 reviews, 212 photos, and ", "41 reviews, and "]);
    expect(leadOpenings([])).toEqual([]);
  });
});
