import { describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api-client";
import { countWords, describeDraftProblem, markQuoted, wordCountNote } from "./direct-rules";

const budget = { min: 6, max: 26 };

describe("the editor's word count", () => {
  it("counts words, not dashes or stray punctuation", () => {
    expect(countWords("  Nice try — 'sunset chaser', really.  ")).toBe(5);
    expect(countWords("")).toBe(0);
  });

  it("says how many words against the budget, and what to fix", () => {
    expect(wordCountNote("one two three four five six seven", budget)).toEqual({ label: "7 of 26 words", fits: true });
    expect(wordCountNote("too short here", budget)).toEqual({ label: "3 of 26 words: at least 6", fits: false });
    expect(wordCountNote("word ".repeat(30), budget)).toEqual({ label: "30 of 26 words: cut 4", fits: false });
  });
});

describe("a draft's quotes marked", () => {
  it("marks each quote where it first appears, whatever its case, keeping every other word", () => {
    const pieces = markQuoted("Okay, 'Sunset chaser'. Bold words for a sunset chaser.", ["sunset chaser"]);
    expect(pieces).toEqual([
      { start: 0, text: "Okay, '", quoted: false },
      { start: 7, text: "Sunset chaser", quoted: true },
      { start: 20, text: "'. Bold words for a sunset chaser.", quoted: false },
    ]);
  });

  it("keeps the longer of two overlapping quotes and ignores one the words do not say", () => {
    const pieces = markQuoted("Founder of three startups and zero exits", ["three startups", "Founder of three startups", "CEO"]);
    expect(pieces).toEqual([
      { start: 0, text: "Founder of three startups", quoted: true },
      { start: 25, text: " and zero exits", quoted: false },
    ]);
    expect(markQuoted("Nothing quoted here", [])).toEqual([{ start: 0, text: "Nothing quoted here", quoted: false }]);
  });
});

describe("a failed draft call", () => {
  it("tells an expired set, a rate limit, no credit, a busy server, a refused edit and a lost connection apart", () => {
    const expired = new ApiError(404, { error: "These drafts have expired: an upload is kept 24 hours.", title: "Drafts expired" });
    expect(describeDraftProblem(expired)).toMatchObject({ kind: "expired", title: "Drafts expired" });
    expect(describeDraftProblem(new ApiError(404, { error: "These drafts' upload is no longer kept." })).kind).toBe("expired");
    expect(describeDraftProblem(new ApiError(404, { error: "Drafts not found" })).kind).toBe("other");
    const limited = new ApiError(429, { error: "You have asked for many drafts in a short while.", title: "Too many drafts" });
    expect(describeDraftProblem(limited)).toMatchObject({ kind: "rate-limited", message: "You have asked for many drafts in a short while." });
    expect(describeDraftProblem(new ApiError(402, { error: "x" }))).toEqual({
      kind: "no-credits",
      title: "No credits available",
      message: "Please purchase credits to generate roasts.",
    });
    expect(describeDraftProblem(new ApiError(503, { error: "Lots of people", title: "Busy" })).kind).toBe("busy");
    const refused = new ApiError(400, { error: "Your script is 30 words as spoken", title: "Script not accepted" });
    expect(describeDraftProblem(refused)).toEqual({ kind: "refused", title: "Script not accepted", message: "Your script is 30 words as spoken" });
    expect(describeDraftProblem(new TypeError("Failed to fetch")).kind).toBe("network");
  });
});
