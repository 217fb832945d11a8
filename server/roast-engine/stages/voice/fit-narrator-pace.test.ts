import { describe, expect, it } from "vitest";
import { countSpokenWords, WORD_BUDGET } from "../script/word-budget";
import { fitNarratorPace, mostSyllables } from "./fit-narrator-pace";

/** 25 words, 34 syllables: a model's roast, over the offline writer's 22. */
const MODEL_ROAST =
  "“Sourdough evangelist and part-time plant murderer.” So the bread survives and the basil doesn't: one of your children gets all the attention, and it's yeast.";

describe("fitNarratorPace", () => {
  it("fits a model's 25-word roast, past the offline writer's budget, in every narrator's range", () => {
    expect(countSpokenWords(MODEL_ROAST)).toBeGreaterThan(WORD_BUDGET.max);
    for (const narrator of ["flite", "roastbot", "cloud"] as const) expect(fitNarratorPace(narrator)(MODEL_ROAST)).toBeUndefined();
  });

  it("says the most each narrator fits: its fastest pace, re-timed no faster than sounds right", () => {
    // 5.7 s × 1.35 at ~166 ms (Flite at stretch 0.72) or ~155 ms (RoastBot at 290) a syllable, a twentieth spare.
    expect(mostSyllables("flite")).toBe(44);
    expect(mostSyllables("roastbot")).toBe(47);
  });

  it("refuses only what cannot be said in the clip, with how much to cut", () => {
    const long = `${MODEL_ROAST} ${MODEL_ROAST}`;
    expect(fitNarratorPace("flite")(long)).toMatchObject({
      code: "too_long",
      reason: expect.stringMatching(/runs \d+ syllables; the narrator can say at most 44 in the clip: cut about \d+ words/),
    });
    // RoastBot speaks faster: what Flite cannot fit, it may.
    const between =
      "Three job titles separated by pipes, a founder of a company with no employees, a visionary with no vision statement, and a keynote with zero invitations.";
    expect(fitNarratorPace("flite")(between)?.code).toBe("too_long");
    expect(fitNarratorPace("roastbot")(between)).toBeUndefined();
  });

  it("refuses what is too short to be a roast, and nothing a little short", () => {
    expect(fitNarratorPace("flite")("Bold choice, honestly.")).toMatchObject({ code: "too_short" });
    expect(fitNarratorPace("flite")("'Chasing sunsets.' With this lighting, the sunset is chasing you out.")).toBeUndefined();
  });

  it("measures the engine's default narrator when none is chosen: the cloud voice when there is one, else RoastBot", () => {
    const between =
      "Three job titles separated by pipes, a founder of a company with no employees, a visionary with no vision statement, and a keynote with zero invitations.";
    expect(fitNarratorPace(undefined)(between)).toBeUndefined();
    expect(fitNarratorPace(undefined, { cloud: true })(between)?.code).toBe("too_long");
  });
});
