import { describe, expect, it } from "vitest";
import { findDetails } from "./details/find-details";
import { findPuns, fitFieldJokes } from "./find-puns";
import { defineJokes } from "./room/joke-types";
import { definePuns } from "./room/puns/pun-types";
import { makeTestAnalysis } from "./test-support/make-test-analysis";
import { matchTropes } from "./write-joke";

const PUNS = definePuns("test", [
  { id: "bagpipes", words: /\bbagpipes?\b/i, example: "I play bagpipes", puns: ["Full of hot air, and proud of it."] },
  { id: "wedding", words: /\bweddings?\b/i, example: "My cousin's wedding", puns: ["Something borrowed, something overdone."] },
  { id: "cooking", words: /\bcooking\b/i, example: "I love cooking", puns: ["Too hot for the kitchen, still in it.", "Seasoned, mostly with opinions."] },
]);
const upload = (text: string) => ({
  ...makeTestAnalysis({ kind: "profile", quotes: [{ text, role: "bio", box: { x: 0, y: 0, w: 100, h: 20 } }] }),
  text: [text],
});

describe("a field's punchlines", () => {
  it("come from the field the person is in, not from where it happened", () => {
    const analysis = upload("I play bagpipes at weddings and funerals in Halifax");
    expect(findPuns(PUNS, findDetails(analysis)[0], analysis).map((p) => p.text)).toEqual(["Full of hot air, and proud of it."]);
    const wedding = upload("My cousin's wedding was the best day of the year");
    expect(findPuns(PUNS, findDetails(wedding)[0], wedding).map((p) => p.text)).toEqual(["Something borrowed, something overdone."]);
  });

  it("name no thing the upload does not have", () => {
    const cooking = upload("Cuts my cooking time in half");
    expect(findPuns(PUNS, findDetails(cooking)[0], cooking).map((p) => p.text)).toEqual(["Seasoned, mostly with opinions."]);
    const tropes = defineJokes("jpun", [{ id: "cooking", match: { on: "quote", words: /\bcooking\b/i }, jokes: PUNS[2].lines.map((l) => `{q}. ${l.text}`) }]);
    const [fit] = fitFieldJokes(matchTropes(tropes, findDetails(cooking), cooking), cooking);
    expect(fit.trope.jokes.map((j) => j.text)).toEqual(["{q}. Seasoned, mostly with opinions."]);
    const kitchen = upload("My cooking has set off the alarm in the kitchen again");
    expect(fitFieldJokes(matchTropes(tropes, findDetails(kitchen), kitchen), kitchen)[0].trope.jokes).toHaveLength(2);
    const setting = upload("I found it in the cooking pot");
    expect(fitFieldJokes(matchTropes(tropes, findDetails(setting), setting), setting)).toEqual([]);
  });
});
