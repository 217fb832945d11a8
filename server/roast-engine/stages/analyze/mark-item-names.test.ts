import { describe, expect, it } from "vitest";
import type { ScreenLine } from "../../types";
import { isRatingRow, markItemNames } from "./mark-item-names";

const WIDTH = 1080;
/** Lines set one under another, 30 px high with `gap` px between (a paragraph's spacing by default). */
function page(...specs: Array<[string, ScreenLine["owner"]?, ScreenLine["role"]?, number?]>): ScreenLine[] {
  let y = 100;
  return specs.map(([text, owner = "self", role = "bio", gap = 12]) => {
    y += gap;
    const line = { text, role, owner, confidence: 0.9, box: { x: 60, y, w: 600, h: 30 } };
    y += 30;
    return line;
  });
}
const owners = (lines: ScreenLine[]) => lines.map((l) => l.owner);

describe("a shop's rating row", () => {
  it("is a score with how many rated or bought it, in any of the shops' ways", () => {
    for (const row of [
      "4.5 ★ · 1,164 reviews",
      "4.6 (2,318)",
      "4.8 2,1 rb rating - 846 ulasan",
      "4.7 - 8,000+ sold - VoltLife Official Store",
      "★ 4,3 · 212 avis",
    ])
      expect(isRatingRow(row), row).toBe(true);
  });

  it("is no sentence that has a number in it", () => {
    for (const line of ["4.5 stars from me, would buy again", "2 reviews in and I'm already famous", "10/10 would recommend", "1.5 hours of my life"])
      expect(isRatingRow(line), line).toBe(false);
  });
});

describe("the name of a thing over its rating row", () => {
  it("gives the app the product's name, over one line or two, and its row", () => {
    const sofa = page(
      ['Halvorsen 84" Velvet Sofa, Sage', "self", "caption"],
      ["4.5 ★ · 1,164 reviews", "ui", "ui"],
      ["Perfect for our small apartment.", "other", "comment", 90],
    );
    expect(owners(markItemNames(sofa, WIDTH))).toEqual(["ui", "ui", "other"]);
    const fan = page(
      ["Lakewood 52 in. Indoor Ceiling Fan with LED"],
      ["Light Kit and Remote"],
      ["4.6 (2,318)", "self", "count"],
      ["Moves a LOT of air", "self", "bio", 80],
    );
    expect(owners(markItemNames(fan, WIDTH))).toEqual(["ui", "ui", "ui", "self"]);
  });

  it("reaches over a variant's row the app already has", () => {
    const chair = page(["Kursi Gaming Ergonomis RGB Sandaran"], ["180° · Hitam", "ui", "ui"], ["4.8 · 2,1 rb rating · 846 ulasan"]);
    expect(owners(markItemNames(chair, WIDTH))).toEqual(["ui", "ui", "ui"]);
  });

  it("leaves a person's words, a sentence, their title and a line set apart from the row", () => {
    const words = page(["I sat on it for a week and I regret nothing"], ["4.5 (12)"]);
    expect(owners(markItemNames(words, WIDTH))).toEqual(["self", "ui"]);
    const sentence = page(["It arrived broken."], ["4.5 (12)"]);
    expect(owners(markItemNames(sentence, WIDTH))).toEqual(["self", "ui"]);
    const title = page(["Former goalkeeper · Castlebridge Rovers", "self", "headline"], ["4.6 (23) Responds in 6 days"]);
    expect(owners(markItemNames(title, WIDTH))).toEqual(["self", "ui"]);
    const apart = page(["Former goalkeeper at Castlebridge"], ["4.6 (23) Responds in 6 days", "self", "bio", 90]);
    expect(owners(markItemNames(apart, WIDTH))).toEqual(["self", "ui"]);
  });

  it("gives the app a feedback's row of the job and its verdict, not a sentence that ends on the word", () => {
    const feedback = page(["New decking Positive"], ["Great job on our decking, would hire again.", "other", "comment"], ["I stay Positive"]);
    expect(owners(markItemNames(feedback, WIDTH))).toEqual(["ui", "other", "self"]);
  });

  it("gives the app a listing's item name over its price alone, never a message over a price someone sent", () => {
    const bag = page(["Mulberry", "self", "name"], ["Leather crossbody bag, burgundy"], ["£410", "self", "count"], ["Lovely bag in excellent condition."]);
    expect(owners(markItemNames(bag, WIDTH))).toEqual(["self", "ui", "ui", "self"]);
    const chat = page(["how much do you want for it", "other", "chat_message"], ["£410", "self", "chat_message"]);
    expect(markItemNames(chat, WIDTH)).toBe(chat);
  });

  it("changes nothing on a page without a rating row", () => {
    const lines = page(["Studio flat to rent"], ["£312 pw · Available now"]);
    expect(markItemNames(lines, WIDTH)).toBe(lines);
  });
});
