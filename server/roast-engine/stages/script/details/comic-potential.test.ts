import { describe, expect, it } from "vitest";
import { comicPotential } from "./comic-potential";

describe("comicPotential", () => {
  it("ranks a line that undoes itself in brackets above the same line without them", () => {
    expect(comicPotential("Self-made entrepreneur (dad co-signed)")).toBeGreaterThan(comicPotential("Entrepreneur based in Leeds"));
    expect(comicPotential("Learning Spanish for my in-laws (they don't know yet)")).toBeGreaterThan(comicPotential("Learning Spanish for my in-laws"));
  });

  it("does not take a label or a count in brackets for an aside", () => {
    expect(comicPotential("Meeting notes (Room 4B)")).toBe(comicPotential("Meeting notes Room 4B"));
    expect(comicPotential("one (1) loaf of bread today")).toBe(comicPotential("one loaf of bread today"));
    expect(comicPotential("Fridge etiquette (kitchen 3rd floor)")).toBe(comicPotential("Fridge etiquette kitchen 3rd floor"));
  });

  it("gives more to a rant in capitals, a brag, a turn, a specific number and a question", () => {
    const plain = comicPotential("we went to the park today");
    expect(comicPotential("this is NEVER HAPPENING again at the park")).toBeGreaterThan(plain);
    expect(comicPotential("visionary founder building the future")).toBeGreaterThan(plain);
    expect(comicPotential("love hiking, but mostly the snacks after")).toBeGreaterThan(plain);
    expect(comicPotential("earned $14.20 in my first month")).toBeGreaterThan(plain);
    expect(comicPotential("is it normal to own this many plants?")).toBeGreaterThan(plain);
  });

  it("gives less to one or two words and to a title, and never takes an acronym for shouting", () => {
    const plain = comicPotential("we went to the park today");
    expect(comicPotential("Synergy Lead")).toBeLessThan(plain);
    expect(comicPotential("Eye Of The Tiger Remastered")).toBeLessThan(plain);
    expect(comicPotential("moved to NYC for the CEO job")).toBeLessThanOrEqual(comicPotential("moved to town for the big job") * 1.2 + 1e-9);
  });

  it("is a bounded factor", () => {
    const all = comicPotential("SELF-MADE CEO (dad co-signed), but I EARNED $14.20 THIS WEEK, any tips?");
    expect(all).toBeLessThanOrEqual(2);
    expect(all).toBeGreaterThan(1);
  });
});
