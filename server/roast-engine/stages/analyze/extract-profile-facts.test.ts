import { describe, expect, it } from "vitest";
import { extractProfileFacts } from "./extract-profile-facts";

describe("extractProfileFacts", () => {
  it("reads an Instagram bio", () => {
    const facts = extractProfileFacts([
      "@sunset.chaser_22",
      "128 1,204 2,987",
      "posts followers following",
      "Maya Torres",
      "Wanderlust | Coffee addict",
      "Chasing sunsets, 31 countries",
      "#blessed #travel",
      "Follow Message",
    ]);
    expect(facts).toEqual({
      handles: ["@sunset.chaser_22"],
      hashtags: ["#blessed", "#travel"],
      bioPhrases: ["Wanderlust", "Coffee addict", "Chasing sunsets, 31 countries"],
      jobTitles: [],
    });
  });

  it("takes a tag with a letter in it, never a number after '#' (an update's, an issue's, a rank's)", () => {
    const facts = extractProfileFacts(["Update #14 - 1,902 backers", "Fix login #452", "#1 fan of #2024goals and #day3"]);
    expect(facts.hashtags).toEqual(["#2024goals", "#day3"]);
  });

  it("splits a LinkedIn headline into job titles and skips names, places and buttons", () => {
    const facts = extractProfileFacts([
      "in LinkedIn",
      "Derek Vance",
      "Founder & CEO | Visionary | Thought Leader",
      "Austin, Texas",
      "500+ connections · 2,940 followers",
      "Open to work Connect",
    ]);
    expect(facts.jobTitles).toEqual(["Founder & CEO", "Visionary", "Thought Leader"]);
    expect(facts.bioPhrases).toEqual(["Founder & CEO", "Visionary", "Thought Leader"]);
  });

  it("cuts a title out of a long sentence and keeps dating answers, not prompts or ages", () => {
    expect(extractProfileFacts(["Day in my life as a junior accountant"]).jobTitles).toEqual(["junior accountant"]);
    const dating = extractProfileFacts(["tinder", "Ryan, 29", "2 miles away", "About me", "Fluent in sarcasm. Gym rat."]);
    expect(dating.bioPhrases).toEqual(["Fluent in sarcasm", "Gym rat"]);
  });
});
