import { describe, expect, it } from "vitest";
import { classifyByText, isDetail, isTimestamp } from "./classify-line";

describe("classifyByText", () => {
  it("reads capitalised places as details, and a bio of two lower-case phrases as nobody's field", () => {
    expect(isDetail("Austin, Texas, United States")).toBe(true);
    expect(isDetail("Madrid, Community of Madrid, Spain")).toBe(true);
    expect(classifyByText("Brooklyn, New York")).toBe("detail");
    expect(isDetail("Professional overthinker, amateur dancer")).toBe(false);
    expect(classifyByText("Professional overthinker, amateur dancer")).toBeUndefined();
  });

  it("still reads distances and lead words whatever their case", () => {
    expect(classifyByText("12 KM AWAY")).toBe("detail");
    expect(classifyByText("Lives in Porto")).toBe("detail");
  });

  it("reads a header that ends in its age as a timestamp, and a sentence with a duration as words", () => {
    expect(isTimestamp("to All Staff - 2 hours ago")).toBe(true);
    expect(isTimestamp("Maya · 3h")).toBe(true);
    expect(isTimestamp("2 hours ago")).toBe(true);
    expect(isTimestamp("Ran for 2 hours and cried - worth it")).toBe(false);
    expect(isTimestamp("Slept 3 hours, still thriving")).toBe(false);
  });
});

describe("a form's headings, from any app", () => {
  it("reads field and section headings as the app's, not anyone's words", () => {
    for (const heading of [
      "Delivery instructions",
      "Advice to Management",
      "Pros",
      "Cons",
      "Tasting notes",
      "Your review notes",
      "Note for the driver",
      "Summary",
    ]) {
      expect(classifyByText(heading), heading).toBe("section_label");
    }
  });

  it("keeps a person's own short lines, which hold a sentence's words, a digit or punctuation", () => {
    for (const line of [
      "My advice: run",
      "Pros: I cook",
      "Zero notes.",
      "Just vibes and no notes",
      "Worst advice ever!",
      "10/10 instructions unclear",
      "we take questions",
    ]) {
      expect(classifyByText(line), line).not.toBe("section_label");
    }
  });
});

describe("a wrapped sentence's last word", () => {
  it("is no heading, though a heading's word", () => {
    expect(classifyByText("questions")).not.toBe("section_label");
    expect(classifyByText("Questions")).toBe("section_label");
  });
});
