import { describe, expect, it } from "vitest";
import { looksLikeJobTitle } from "./job-title";

describe("looksLikeJobTitle", () => {
  it("reads role words, 'at Company' and pipe-joined items as a title", () => {
    expect(looksLikeJobTitle("Senior Developer at Stripe")).toBe(true);
    expect(looksLikeJobTitle("Founder | Investor | Dog dad")).toBe(true);
    expect(looksLikeJobTitle("PhD student, coffee addict")).toBe(true);
    expect(looksLikeJobTitle("Working at Ørsted")).toBe(true);
  });

  it("leaves a caption with no role word alone", () => {
    expect(looksLikeJobTitle("Sunday reset: sourdough and a long run")).toBe(false);
    expect(looksLikeJobTitle("looking at the sea")).toBe(false);
  });
});
