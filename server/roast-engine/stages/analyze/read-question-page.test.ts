import { describe, expect, it } from "vitest";
import type { LineOwner, LineRole, ScreenLine } from "../../types";
import { readQuestionPage } from "./read-question-page";

let y = 0;
const line = (text: string, role: LineRole = "bio", owner: LineOwner = "self", x = 40): ScreenLine => {
  y += 45;
  return { text, role, owner, box: { x, y, w: Math.min(900, text.length * 17), h: 34 }, confidence: 0.95 };
};
const whose = (lines: ScreenLine[]) => readQuestionPage(lines).map((l) => `${l.owner} ${l.role}${l.author ? ` (${l.author})` : ""}: ${l.text}`);

describe("readQuestionPage", () => {
  it("gives each question to its asker, named or not, and the answer under it to the person", () => {
    const lines = [
      line("Milena Kostic", "name"),
      line("@milenak", "handle"),
      line("Answers", "ui", "ui"),
      line("why is your bike always in the hallway"),
      line("Milena Kostic · 2h", "name"),
      line("Because the hallway is the only room it fits in. I have checked.", "caption"),
      line("what did you have for breakfast", "caption"),
      line("Bojan Ilic", "name", "other"),
      line("Bojan Ilic", "comment", "other"),
      line("Cold pasta, standing up, with conviction.", "comment", "other", 42),
    ];
    // The asker's name line under the question is read twice here: only one name may stand between.
    lines.splice(8, 1);
    expect(whose(lines)).toEqual([
      "self name: Milena Kostic",
      "self handle: @milenak",
      "ui ui: Answers",
      "other prompt: why is your bike always in the hallway",
      "self name: Milena Kostic · 2h",
      "self answer: Because the hallway is the only room it fits in. I have checked.",
      "other prompt (Bojan Ilic): what did you have for breakfast",
      "other name (Bojan Ilic): Bojan Ilic",
      "self answer: Cold pasta, standing up, with conviction.",
    ]);
  });

  it("reads a question typed in lower case apart from the answer that opens on a capital under it", () => {
    const lines = [
      line("Tells", "ui", "ui"),
      line("best thing you ate this week"),
      line("My aunt's burek, and it is not close."),
      line("rate your own singing out of 10"),
      line("Four. The neighbours say two, but they only", "bio", "self", 80),
      line("hear the chorus.", "bio", "self", 80),
    ];
    expect(whose(lines).filter((l) => !l.startsWith("ui"))).toEqual([
      "other prompt: best thing you ate this week",
      "self answer: My aunt's burek, and it is not close.",
      "other prompt: rate your own singing out of 10",
      "self answer: Four. The neighbours say two, but they only",
      "self answer: hear the chorus.",
    ]);
  });

  it("reads nothing on a page that does not take questions, or with one question answered", () => {
    const bio = [line("what is a weekend"), line("I work in logistics."), line("anyone else up"), line("Me, sadly.")];
    expect(readQuestionPage(bio)).toEqual(bio);
    const one = [line("Ask me anything", "ui", "ui"), line("do you cook"), line("Only toast.")];
    expect(readQuestionPage(one)).toEqual(one);
  });
});
