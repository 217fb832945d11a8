import { describe, expect, it } from "vitest";
import { checkScriptSafety } from "../../check-script-safety";
import { APP_NAMES, CLAIM_WORDS, NUMBER_WORDS, THING_WORDS } from "../claims";
import { PUNS } from ".";

const every = PUNS.flatMap((pun) => pun.lines.map((line) => ({ pun, line })));
/** Lines that put nobody in any field: a field's words that match one of them would fit every bio. */
const NO_FIELD = [
  "Just here for a good time",
  "Looking for someone kind and funny",
  "Work hard, play hard",
  "I love to laugh and I am always on time",
  "My friends would say I'm loyal",
  "Ask me anything",
  "Not sure what to write here",
  "Living my best life with no regrets",
  "The best thing that happened to me this year",
  "I have never once been late",
];
const LOVE_LIFE = /\b(?:date|dates|dating|first date|swipe|swiped|love life|still single|relationship|romance|partner|boyfriend|girlfriend|match|matches)\b/i;

describe("the room's fields and their punchlines", () => {
  it("gives every field and punchline an id no other shares", () => {
    const ids = every.map(({ line }) => line.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(PUNS.map((p) => p.id)).size).toBe(PUNS.length);
  });

  it("finds each field in its example, and in no line that puts a person in no field", () => {
    for (const pun of PUNS) {
      expect(pun.words.test(pun.example), `${pun.id}: ${pun.example}`).toBe(true);
      for (const line of NO_FIELD) expect(pun.words.test(line), `${pun.id} matches '${line}'`).toBe(false);
      expect(pun.words.flags, pun.id).not.toContain("g");
    }
  });

  it("has three general punchlines or more for every field", () => {
    for (const pun of PUNS.filter((p) => p.needs.length === 0)) expect(pun.lines.length, pun.id).toBeGreaterThanOrEqual(3);
  });

  it("says each punchline as one short figure: no slot, no quote marks, no stock reaction, nothing the filter stops", () => {
    for (const { line } of every) {
      expect(line.text.split(/\s+/).length, line.text).toBeLessThanOrEqual(12);
      expect(line.text, line.id).toMatch(/^[A-Z].*[.!?]$/);
      expect(line.text, line.id).not.toMatch(/[{}"“”‘]|(?:^|\s)'|'(?:\s|$)/);
      expect(line.text, line.id).not.toMatch(/\b(?:bold choice|noted, sadly|sure, why not|total confidence|no notes|many notes)\b/i);
      expect(checkScriptSafety(line.text), line.text).toEqual({ safe: true, reasons: [] });
    }
  });

  it("states no fact the field does not give: no scene, thing, number or app the words did not name", () => {
    for (const { pun, line } of every) {
      for (const { words, claim } of CLAIM_WORDS) {
        const said = line.text.match(words)?.[0];
        if (said && !pun.needs.includes(claim) && !pun.words.test(said)) expect.fail(`${line.id} says '${said}' without "${claim}": ${line.text}`);
      }
      const thing = line.text.match(THING_WORDS)?.[0];
      if (thing && !pun.words.test(thing)) expect.fail(`${line.id} names '${thing}', which its field's words are not: ${line.text}`);
      expect(line.text.match(NUMBER_WORDS)?.[0], line.id).toBeUndefined();
      expect(line.text.match(APP_NAMES)?.[0], line.id).toBeUndefined();
    }
  });

  it("speaks of a love life only on a dating card", () => {
    for (const { pun, line } of every.filter(({ pun }) => !pun.needs.includes("dating"))) {
      const said = line.text.match(LOVE_LIFE)?.[0];
      if (said && !pun.words.test(said)) expect.fail(`${line.id} speaks of '${said}' on any upload: ${line.text}`);
    }
  });
});
