import { describe, expect, it } from "vitest";
import type { RawLine } from "./build-screen-lines";
import { readConversationLayout } from "./conversation-layout";

const W = 1000;
const at = (text: string, x: number, y: number, w = 400): RawLine => ({ text, box: { x, y, w, h: 36 }, confidence: 0.95, paragraph: 0 });

describe("readConversationLayout", () => {
  it("counts senders named over their words, and how many different ones", () => {
    const layout = readConversationLayout(
      [
        at("Declan Moriarty", 44, 100, 220),
        at("Exactly. Building blocks.", 64, 150),
        at("Gareth Whitlock", 44, 260, 220),
        at("I did oranges last week", 64, 310),
        at("Declan Moriarty", 44, 420, 220),
        at("And they were excellent, Gareth.", 64, 470),
      ],
      W,
    );
    expect(layout).toMatchObject({ senders: 3, distinct: 2 });
  });

  it("takes one capitalised word for a sender only where one such word comes back over words", () => {
    const once = readConversationLayout([at("Tonight", 44, 100, 120), at("we land together", 64, 150), at("Kemi", 44, 260, 80), at("why 6", 64, 310)], W);
    expect(once.senders).toBe(0);
    const back = readConversationLayout(
      [at("Dad", 44, 100, 60), at("For you, 1.", 64, 150), at("Kemi", 44, 260, 80), at("why 6", 64, 310), at("Dad", 44, 420, 60), at("Difficulty.", 64, 470)],
      W,
    );
    expect(back).toMatchObject({ senders: 3, distinct: 2 });
  });

  it("takes a short reply against the right edge for a bubble, and a button or a badge there for none", () => {
    const chat = readConversationLayout(
      [at("are you coming", 60, 100), at("maybe", 820, 200, 120), at("bring snacks", 60, 300), at("Sure.", 820, 400, 120)],
      W,
    );
    expect(chat.twoSided).toBe(true);
    const tracker = readConversationLayout(
      [at("Your log today", 60, 100), at("Edit", 860, 100, 80), at("Cried at the advert where the", 60, 300), at("3 new", 840, 500, 100)],
      W,
    );
    expect(tracker.twoSided).toBe(false);
  });

  it("counts bubbles taking turns between the edges, and no turns in a table of labels and values", () => {
    const chat = readConversationLayout(
      [at("are you coming", 60, 100), at("maybe", 820, 200, 120), at("bring snacks", 60, 300), at("which ones", 700, 400, 240)],
      W,
    );
    expect(chat.sideChanges).toBe(3);
    const table = readConversationLayout(
      [at("Distance", 40, 100, 150), at("Avg pace /mi", 800, 100, 180), at("Calories", 40, 300, 150), at("Elevation gain", 800, 300, 180)],
      W,
    );
    expect(table.sideChanges).toBe(0);
  });
});
