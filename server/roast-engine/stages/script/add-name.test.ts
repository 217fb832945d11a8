import { describe, expect, it } from "vitest";
import { addName } from "./add-name";
import type { Detail } from "./details/detail";
import type { Draft } from "./draft";
import { createRandom } from "./seeded-random";

const draft = (...beats: string[]): Draft => ({ beats, lines: [], used: [], mood: "smug" });
const fits = () => true;
/** The first seed of `prefix-N` whose draw names the person, and one whose draw does not. */
const seeds = (d: Draft) => {
  const named = Array.from({ length: 40 }, (_, i) => `s${i}`).filter((s) => addName(d, "Devon", createRandom(s), fits) !== d);
  return named;
};

describe("addName", () => {
  it("speaks to the person before the punch, lower-casing the word it opened on, seven roasts in ten", () => {
    const d = draft("'Building the future of todo apps. Again'.", "The future will be built, eventually.");
    const named = seeds(d);
    expect(named.length).toBeGreaterThan(20);
    expect(named.length).toBeLessThan(36);
    expect(addName(d, "Devon", createRandom(named[0]), fits).beats).toEqual([
      "'Building the future of todo apps. Again'.",
      "Devon, the future will be built, eventually.",
    ]);
  });

  it("leaves a draft as it is without a name, with one beat, with the name already said, or a punch that opens on a verb, a quote or a number", () => {
    const r = () => createRandom("any");
    expect(addName(draft("'x'.", "The end."), undefined, r(), fits).beats).toEqual(["'x'.", "The end."]);
    expect(addName(draft("'x'. The end."), "Devon", r(), fits).beats).toEqual(["'x'. The end."]);
    for (const punch of [
      "Devon is winning.",
      "Asked into the void.",
      "'Price is firm', said twice.",
      "12 likes later, still here.",
      "And still wants a table.",
    ]) {
      expect(seeds(draft("'x'.", punch))).toEqual([]);
    }
  });

  it("says whose the opening quote is when the punch cannot take the name, and only for the person's own line", () => {
    const quote = (detail: Partial<Detail>): Detail =>
      ({ kind: "quote", text: "x", say: "'Want me to replace with almond?'", quoted: [], weight: 1, ...detail }) as Detail;
    const opening = "'Want me to replace with almond?'.";
    const punch = "Put a question mark on the end and it becomes everybody else's problem.";
    const theirs: Draft = { ...draft(opening, punch), used: [{ detail: quote({}), beat: 0 }] };
    const named = seeds(theirs);
    expect(named.length).toBeGreaterThan(20);
    expect(addName(theirs, "Devon", createRandom(named[0]), fits).beats).toEqual([`Devon: ${opening}`, punch]);
    for (const detail of [quote({ by: "Travis" }), quote({ unowned: true }), quote({ say: "'another line'" })]) {
      expect(seeds({ ...draft(opening, punch), used: [{ detail, beat: 0 }] })).toEqual([]);
    }
    expect(seeds({ ...draft("Breaking news.", opening, punch), used: [{ detail: quote({}), beat: 1 }] })).toEqual([]);
  });

  it("says the name first when the roast opens on 'you' and neither the punch nor a quote can take it", () => {
    const d = draft("You bake wedding cakes in Winnipeg.", "'I can tell which marriages will last'.");
    const named = seeds(d);
    expect(named.length).toBeGreaterThan(20);
    expect(addName(d, "Devon", createRandom(named[0]), fits).beats).toEqual([
      "Devon, you bake wedding cakes in Winnipeg.",
      "'I can tell which marriages will last'.",
    ]);
    expect(seeds(draft("Yesterday you baked.", "'I can tell which marriages will last'."))).toEqual([]);
  });

  it("always names someone the uploader shows us, as whose the quote is, where it opens or inside its beat", () => {
    const quote = { kind: "quote", text: "x", say: "'He says it's from Tuesday'", quoted: [], weight: 1 } as unknown as Detail;
    const opening: Draft = { ...draft("'He says it's from Tuesday'. Sent into the chat."), used: [{ detail: quote, beat: 0 }] };
    const inside: Draft = { ...draft("Let's see that again in slow motion: 'He says it's from Tuesday'."), used: [{ detail: quote, beat: 0 }] };
    for (const i of [0, 1, 2, 3]) {
      expect(addName(opening, "Nkem", createRandom(`s${i}`), fits, true).beats).toEqual(["Nkem: 'He says it's from Tuesday'. Sent into the chat."]);
      expect(addName(inside, "Nkem", createRandom(`s${i}`), fits, true).beats).toEqual([
        "Let's see that again in slow motion: Nkem's 'He says it's from Tuesday'.",
      ]);
    }
  });

  it("never has someone else send the person's words: no name after a verb of sending", () => {
    const quote = { kind: "quote", text: "x", say: "'On the way now'", quoted: [], weight: 1 } as unknown as Detail;
    const sends: Draft = { ...draft("Here, in its natural habitat, the human sends 'On the way now'."), used: [{ detail: quote, beat: 0 }] };
    expect(addName(sends, "Suharyanto", createRandom("s0"), fits, true).beats.join(" ")).not.toContain("Suharyanto's");
  });

  it("keeps the draft when the name would take it past the voice's budget", () => {
    const d = draft("'x'.", "Nobody stopped them.");
    expect(Array.from({ length: 20 }, (_, i) => addName(d, "Devon", createRandom(`s${i}`), () => false))).toEqual(Array(20).fill(d));
  });
});
