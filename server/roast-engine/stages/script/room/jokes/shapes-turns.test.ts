import { describe, expect, it } from "vitest";
import { findWholeWord } from "../../match-themes";
import { TURN_TROPES } from "./shapes-turns";

const words = (id: string) => TURN_TROPES.find((t) => t.id === id)!.match.words!;
const turns = (id: string, text: string) => findWholeWord(words(id), text, true) !== undefined;

describe("the small words where a story turns", () => {
  it("reads a line that ends on the new state of things, not a 'right now' or a 'for now'", () => {
    expect(turns("now-the-rule", "The dog has seen it and sleeps in the hall now")).toBe(true);
    expect(turns("now-the-rule", "The peas are in the shed now.")).toBe(true);
    for (const text of [
      "I need a nap right now",
      "That will do for now",
      "Now we wait",
      "It's ready now or never",
      "Available now",
      "I am at the guard house now",
      "Picked up your order. On the way now",
      "he's not responsible for what happens now",
    ])
      expect(turns("now-the-rule", text), text).toBe(false);
  });

  it("reads a second thing brought in with 'also', a habit that 'has started', a slip done 'twice', a 'somehow'", () => {
    expect(turns("also-more", "Two coats on the fence, now also Harvest Gold")).toBe(true);
    expect(turns("has-started", "I have started saying hello to it")).toBe(true);
    expect(turns("has-started", "My wife has started walking")).toBe(true);
    expect(turns("has-started", "The film started at nine")).toBe(false);
    expect(turns("twice", "we missed our stop twice")).toBe(true);
    expect(turns("twice", "I water them twice a week")).toBe(false);
    expect(turns("twice", "twice daily, with food")).toBe(false);
    expect(turns("somehow", "It somehow got worse")).toBe(true);
  });

  it("reads a ', which' that gives the line away, and one last word that takes a sentence back", () => {
    expect(turns("which-aside", "Only complaint is the pool closes at 8, which the kids took personally")).toBe(true);
    expect(turns("which-aside", "Which one is the good vinegar")).toBe(false);
    expect(turns("which-aside", "It rained all week, which is why we stayed in")).toBe(false);
    expect(turns("last-word", "The boat does not move. Usually")).toBe(true);
    expect(turns("last-word", "Please take them as a set. Thanks")).toBe(false);
    expect(turns("last-word", "Lovely. Really")).toBe(false);
    expect(turns("last-word", "Print time: 41 hours. Filament")).toBe(false);
    expect(turns("which-aside", "So patient with my son, who does not like sitting still")).toBe(true);
  });

  it("reads a problem dated by its 'since', a 'nobody asked' said anyway, an 'in hindsight'", () => {
    expect(turns("ongoing-since", "CI has been red since Tuesday")).toBe(true);
    expect(turns("ongoing-since", "The triangle has been missing since 2019")).toBe(true);
    expect(turns("ongoing-since", "Baking since 2019")).toBe(false);
    expect(turns("ongoing-since", "Nobody has replied since Tuesday, so I have also made a logo")).toBe(true);
    expect(turns("ongoing-since", "Yes definitely. I have been a member since March")).toBe(false);
    expect(turns("nobody-asked", "Nobody asked, so I told them at the Christmas party")).toBe(true);
    expect(turns("in-hindsight", "Went in flip flops which in hindsight was brave")).toBe(true);
  });

  it("says each joke of the word it is keyed on, and of nothing else", () => {
    for (const trope of TURN_TROPES)
      for (const joke of trope.jokes) {
        const text = typeof joke === "string" ? joke : joke.join(" ");
        expect(text.startsWith("{q}."), text).toBe(true);
      }
  });
});
