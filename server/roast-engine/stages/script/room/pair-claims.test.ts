import { describe, expect, it } from "vitest";
import type { LineRole } from "../../../types";
import type { Detail } from "../details/detail";
import { isMaterialLine, pairHolds, turnsAgainst } from "./pair-claims";

const quote = (text: string, y: number, role: LineRole = "caption"): Detail => ({
  kind: "quote",
  text,
  say: `'${text}'`,
  ctx: `'${text}'`,
  role,
  box: { x: 0, y, w: 100, h: 20 },
  target: "quote",
  weight: 1,
  quoted: [text],
});
const count = (value: number, label: string): Detail => ({ ...quote(String(value), 0), kind: "count", label, value, role: undefined });

describe("the second detail a joke names", () => {
  it("is a line the person said, never a time, a date, a price, a handle or a label", () => {
    expect(isMaterialLine(quote("There is no party", 0))).toBe(true);
    for (const ui of ["2h", "Yesterday at 9:14", "Mar 3", "$40", "@gail_k", "Conference Room B", "Reply"]) {
      expect(isMaterialLine(quote(ui, 0)), ui).toBe(false);
    }
  });

  it("undoes the first only when it turns against it, after it", () => {
    const claim = quote("I said they were for a party", 10);
    const denial = quote("There is no party", 40);
    expect(turnsAgainst(claim, denial)).toBe(true);
    expect(turnsAgainst(denial, claim)).toBe(false);
    expect(turnsAgainst(quote("Bought a plant to feel like an adult", 10), quote("It died", 40))).toBe(true);
    expect(turnsAgainst(quote("Bought a plant to feel like an adult", 10), quote("Watering it every day", 40))).toBe(false);
    // Two lines that merely stand side by side, or a word that only ends in "nt", do not contradict.
    expect(turnsAgainst(quote("Ran to the bakery and back", 10), quote("Negative splits, positive croissant balance", 40))).toBe(false);
    expect(turnsAgainst(quote("Launching our new app today", 10), quote("2h ago", 40))).toBe(false);
    // A later line that says no about something else denies nothing above it.
    expect(turnsAgainst(quote("Order placed for the whole flat", 10), quote("Please do not ring the bell", 40))).toBe(false);
    expect(turnsAgainst(quote("Bringing my famous lasagne to the party", 10), quote("Nobody asked for lasagne", 40))).toBe(true);
    // A "no" before the shared word says the same thing again: a listing's "new with tags", then "never worn".
    expect(turnsAgainst(quote("Satin slip dress, size 6, NWT", 10), quote("NWT, never worn!!", 40))).toBe(false);
    // Cut from one quote (one box): the order is the order it was written in.
    const whole = ["I said they were for a party. There is no party"];
    expect(turnsAgainst(quote("I said they were for a party", 10), quote("There is no party", 10), whole)).toBe(true);
    expect(turnsAgainst(quote("There is no party", 10), quote("I said they were for a party", 10), whole)).toBe(false);
  });

  it("undoes the first when it ends on how things went instead, never on a habit", () => {
    expect(turnsAgainst(quote("I gave them a black circle", 10), quote("They went with Comic Sans in the end", 40))).toBe(true);
    expect(turnsAgainst(quote("Swore off online shopping", 10), quote("Bought the blue one instead", 40))).toBe(true);
    expect(turnsAgainst(quote("I work best under pressure", 10), quote("I always get things done in the end", 40))).toBe(false);
  });

  it("is named only by a trope that declares it, and only of the kind, size and turn it declares", () => {
    const first = quote("Founder & CEO", 0, "headline");
    expect(pairHolds(undefined, first, count(212, "followers"))).toBe(false);
    const small = { kinds: ["count" as const], labels: ["followers"], max: 999 };
    expect(pairHolds(small, first, count(212, "followers"))).toBe(true);
    expect(pairHolds(small, first, count(48_000, "followers"))).toBe(false);
    expect(pairHolds(small, first, count(212, "following"))).toBe(false);
    const turn = { kinds: ["quote" as const], turns: true };
    expect(pairHolds(turn, quote("Best weekend ever", 0), quote("Here with the whole team", 30))).toBe(false);
    expect(pairHolds(turn, quote("Best weekend ever", 0), quote("Except nobody came", 30))).toBe(true);
    expect(pairHolds(turn, quote("Best weekend ever", 0), { ...quote("Except nobody came", 30), role: "name" })).toBe(false);
  });

  it("sets only a line with a story in it, as the person's own, beside another person's words", () => {
    const reply = { ...quote("can I bring my brother", 40, "comment"), by: "Wiktor" };
    const story = { kinds: ["quote" as const], story: true };
    expect(pairHolds(story, reply, quote("We are doing a slideshow of the whole trip", 10))).toBe(true);
    for (const thin of ["Avg pace /mi", "Plant committee sync", "will there be food", "Whiskerly Deluxe Cat Tree In Gray"]) {
      expect(pairHolds(story, reply, quote(thin, 10)), thin).toBe(false);
    }
    expect(pairHolds(story, reply, count(12, "likes"))).toBe(false);
  });
});
