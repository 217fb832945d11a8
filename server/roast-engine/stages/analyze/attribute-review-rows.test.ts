import { describe, expect, it } from "vitest";
import type { ScreenLine } from "../../types";
import { attributeReviewRows, reviewerOf } from "./attribute-review-rows";

let y = 0;
const at = (text: string, owner: ScreenLine["owner"] = "self", role: ScreenLine["role"] = "bio"): ScreenLine => {
  y += 40;
  return { text, role, owner, confidence: 0.9, box: { x: 60, y, w: 600, h: 30 } };
};

describe("the reviewer a row names", () => {
  it("reads the name before a badge or an age, through the tick OCR reads as letters", () => {
    expect(reviewerOf("Lena M. ✓ Verified Purchase")).toBe("Lena M.");
    expect(reviewerOf("Camille R. Vv Verified Purchase")).toBe("Camille R.");
    expect(reviewerOf("Joaquín · Verified stay · 2 weeks ago")).toBe("Joaquín");
    expect(reviewerOf("dunkfan88 3 weeks ago")).toBe("dunkfan88");
  });

  it("is no reviewer for words that merely mention a badge or an age", () => {
    expect(reviewerOf("Verified Purchase")).toBeUndefined();
    expect(reviewerOf("I bought this 3 weeks ago and it already broke")).toBeUndefined();
    expect(reviewerOf("Helpful (31) Not helpful (2)")).toBeUndefined();
    // The app's label for the kind of review, in capitals.
    expect(reviewerOf("DELIVERY - 2 days ago")).toBeUndefined();
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
});

describe("a list of reviews whose reviewer's row comes first", () => {
  it("keeps the first review the person's and gives each later one to the name over it, leaving a business's answer to its own pass", () => {
    const lines = [
      at("Reviews", "ui", "ui"),
      at("Farida K.", "ui", "other"),
      at("Verified visit · 3 days ago", "ui", "timestamp"),
      at("Asked for a trim and got a trim, which is rarer than it should be."),
      at("Hannah W.", "ui", "other"),
      at("Verified visit · 5 days ago", "ui", "timestamp"),
      at("Quick, friendly, and the biscuits were stale."),
      at("Response from Studio Nove", "ui", "ui"),
      at("Thank you Hannah! We'll have a word with the biscuits."),
      at("Amit R. · Verified visit · 1 week ago", "ui", "ui"),
      at("DINING - 1 week ago", "other", "name"),
      at("Good cut. Running about 20 minutes late."),
    ];
    const read = attributeReviewRows(lines);
    const of = (start: string) => read.find((l) => l.text.startsWith(start));
    expect(of("Asked for a trim")).toMatchObject({ owner: "self" });
    expect(of("Quick, friendly")).toMatchObject({ owner: "other", author: "Hannah W." });
    expect(of("Thank you Hannah")).toMatchObject({ owner: "self" });
    expect(of("Good cut")).toMatchObject({ owner: "other", author: "Amit R." });
    // A row stacked under a row is more of its metadata, not another reviewer.
    for (const row of ["Farida K.", "Verified visit · 3", "Hannah W.", "Amit R.", "DINING"]) expect(of(row)).toMatchObject({ owner: "ui" });
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
      at("Quick, friendly, and the coffee was good."),
    ];
    const read = attributeReviewRows(lines);
    const of = (start: string) => read.find((l) => l.text.startsWith(start));
    expect(of("Cut & blow dry")).toMatchObject({ owner: "ui" });
    expect(of("Restyle with Priya")).toMatchObject({ owner: "ui" });
    expect(of("Asked for a trim")).toMatchObject({ owner: "self" });
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
      large(at("Stale biscuits")),
      at("Quick, friendly, and the biscuits were stale."),
    ];
    const read = attributeReviewRows(lines);
    expect(read.find((l) => l.text.startsWith("Rarer"))).toMatchObject({ owner: "self" });
    expect(read.find((l) => l.text.startsWith("Stale"))).toMatchObject({ owner: "other", author: "Hannah W." });
  });
});
