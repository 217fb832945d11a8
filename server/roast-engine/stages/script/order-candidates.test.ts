import { describe, expect, it } from "vitest";
import { type Detail, lineQuoteDetail } from "./details/detail";
import { type Candidate, putAnswersFirst } from "./order-candidates";
import { EXCHANGE_JOKES } from "./room/jokes/exchanges";

const box = { x: 40, y: 100, w: 600, h: 40 };
const quote = (text: string, weight: number, asked?: Detail["asked"]): Detail => ({
  ...lineQuoteDetail(text, { role: "answer", box }, weight),
  ...(asked ? { asked } : {}),
});
const candidate = (detail: Detail): Candidate => ({ joke: { trope: EXCHANGE_JOKES[0], detail, score: 1 }, detail, score: 1 });

describe("putAnswersFirst", () => {
  it("puts the person's answer to someone's question first, the heavier answer before the lighter", () => {
    const line = candidate(quote("I spent three years building a boat in the garage", 3));
    const light = candidate(quote("Turnip Hollow. I panicked", 1.5, { say: "'what did you name your farm?'", by: "Brando" }));
    const heavy = candidate(quote("Only on weekends, and only the sad ones", 2, { say: "'do you still sing?'", by: "Ines" }));
    expect(putAnswersFirst([line, light, heavy])).toEqual([heavy, light, line]);
  });

  it("ranks a dating card's answer to the app's prompt with the other lines, and a one- or two-word answer too", () => {
    const line = candidate(quote("The medal hanger is already up", 3));
    const card = candidate(quote("Parkrun if I'm feeling brave, then a roast dinner", 2, { say: "Ideal weekend", prompt: true }));
    const short = candidate(quote("Difficulty", 2, { say: "'why 6'", by: "Mo" }));
    expect(putAnswersFirst([line, card, short])).toEqual([line, card, short]);
  });
});
