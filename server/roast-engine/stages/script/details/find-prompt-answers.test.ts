import { describe, expect, it } from "vitest";
import type { Analysis, LineRole, ScreenLine } from "../../../types";
import { makeLinesAnalysis } from "../test-support/make-test-analysis";
import { writeOfflineScript } from "../write-offline-script";
import { findPromptAnswers, wholeSentencesUpTo } from "./find-prompt-answers";

const line = (text: string, role: LineRole, y: number, confidence = 0.95): ScreenLine => ({
  text,
  role,
  owner: role === "prompt" ? "ui" : "self",
  box: { x: 60, y, w: 700, h: 40 },
  confidence,
});

const card = (lines: ScreenLine[]): Analysis => makeLinesAnalysis(lines, { platform: "dating", kind: "dating" });

describe("findPromptAnswers", () => {
  it("finds a card's prompt and the person's answer under it, the prompt said as the app's", () => {
    const found = findPromptAnswers(card([line("My most irrational fear", "prompt", 200), line("Geese. All of them, at once.", "answer", 260)]));
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ text: "Geese. All of them, at once", asked: { say: "My most irrational fear", prompt: true } });
    expect(found[0].asked?.by).toBeUndefined();
    expect(found[0].quoted).toEqual(["Geese. All of them, at once"]);
  });

  it("says a question someone sent the person as its asker's, quoted: by name where the page names them, else as someone's", () => {
    const asked = (author?: string): ScreenLine => ({
      ...line("rate your own parallel parking", "prompt", 200),
      owner: "other",
      ...(author ? { author } : {}),
    });
    const [anonymous] = findPromptAnswers(card([asked(), line("Seven. The kerb lost.", "answer", 260)]));
    expect(anonymous?.asked).toEqual({ say: "'rate your own parallel parking'", by: "someone" });
    const [named] = findPromptAnswers(card([asked("Nikola Babic"), line("Seven. The kerb lost.", "answer", 260)]));
    expect(named?.asked).toEqual({ say: "'rate your own parallel parking'", by: "Nikola" });
  });

  it("quotes an answer's first whole sentences when the card's list of interests ran on under it", () => {
    const [found] = findPromptAnswers(
      card([
        line("My golden rule", "prompt", 200),
        line("Ten minutes early is on time. I've blown up a lot of balloons. Baking Wild swimming Board games Kew Gardens Poetry nights Bread", "answer", 260),
      ]),
    );
    expect(found?.text).toBe("Ten minutes early is on time. I've blown up a lot of balloons");
    expect(wholeSentencesUpTo("One two three four five six", 3)).toBe("");
  });

  it("leaves out the lie game, a doubtful line, and an answer with no prompt over it", () => {
    expect(findPromptAnswers(card([line("Two truths and a lie", "prompt", 200), line("I have met the King twice.", "answer", 260)]))).toEqual([]);
    expect(findPromptAnswers(card([line("My most irrational fear", "prompt", 200), line("Geese. All of th3m", "answer", 260, 0.5)]))).toEqual([]);
    expect(findPromptAnswers(card([line("Geese. All of them, at once.", "answer", 260)]))).toEqual([]);
    // A friend's words about the person, under a prompt that names the friend.
    expect(findPromptAnswers(card([line("What Heloise says", "prompt", 200), line("Jarvis is tall, kind and always on time.", "answer", 260)]))).toEqual([]);
    expect(findPromptAnswers(card([line("The way to win me over is", "prompt", 200), line("Soup. I will marry soup.", "answer", 260)]))).toHaveLength(1);
  });

  it("roasts the answer after its prompt, in the card's order, and names no one as asking", () => {
    const analysis = card([
      line("I spent three years building a boat in the garage and it still has no name.", "bio", 100),
      line("My most irrational fear", "prompt", 300),
      line("Geese. All of them, at once.", "answer", 360),
    ]);
    for (const seed of ["a", "b", "c", "d"]) {
      const text = writeOfflineScript(analysis, seed).text;
      expect(text).toContain("'Geese. All of them, at once'");
      // Named inside a sentence, the prompt starts in lower case and is the person's ("The app asked
      // for your most irrational fear"); opening the line, it is the card's label as written.
      const said = text.toLowerCase();
      const at = Math.max(said.indexOf("your most irrational fear"), said.indexOf("my most irrational fear"));
      expect(at).toBeGreaterThanOrEqual(0);
      expect(said).not.toMatch(/'(?:my|your) most irrational fear'/);
      expect(at).toBeLessThan(said.indexOf("'geese"));
      expect(text).not.toMatch(/\basked\b.*\byou asked\b|\bYou asked\b/);
    }
  });

  it("weighs a bland answer under the app's prompt as a line of the person's, below their story", () => {
    const analysis = card([
      line("Third generation on the farm. 120 Holsteins, one barn cat who thinks she runs the place.", "bio", 100),
      line("Favorite Movie", "prompt", 160),
      line("Titanic, probably. Milking at 4:30 every morning for sixteen years. I've never stayed awake past the iceberg.", "answer", 220),
      line("Looking for", "prompt", 340),
      line("Marriage, eventually", "answer", 400),
    ]);
    for (const seed of ["a", "b", "c", "d"]) {
      const text = writeOfflineScript(analysis, seed).text;
      expect(text).not.toContain("Marriage, eventually");
      expect(text).toContain("iceberg");
    }
  });

  it("quotes an answer too long to say whole by its payoff, not by the lead-in sentence the card cut it to", () => {
    const analysis = card([
      line("Sunday roasts, Saturday parkrun, a tidy allotment.", "bio", 100),
      line("My line of work", "prompt", 300),
      line(
        "I wash the windows of the tallest office block in Croydon. Every morning a whole floor of accountants watches me dangle and still nobody waves.",
        "answer",
        360,
      ),
    ]);
    for (const seed of ["a", "b", "c", "d", "e", "f"]) {
      const text = writeOfflineScript(analysis, seed).text;
      expect(text, seed).toMatch(/every morning a whole floor of accountants/i);
      expect(text, seed).not.toContain("'I wash the windows of the tallest office block in Croydon'");
    }
  });
});
