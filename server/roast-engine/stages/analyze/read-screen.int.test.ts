import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { normalizeImage } from "../../infrastructure/image";
import { readScreenImage, SCREEN_TRUTHS } from "../../../../bench/reading-set";
import { coverage, scoreReading } from "../../../../bench/reading-set/score-reading";
import type { Analysis } from "../../types";
import { type Analyzer, createAnalyzer } from "./create-analyzer";

// Real OCR on a few screenshots of the realistic set: a dating card, a chat, a desktop LinkedIn
// page with a sidebar of other people, and an Instagram profile with "Suggested for you".
const IDS = ["hinge-maya-light", "chat-imessage-roommates", "linkedin-profile-desktop-brad", "ig-profile-zoe-light"];
const truths = IDS.map((id) => {
  const truth = SCREEN_TRUTHS.find((t) => t.id === id);
  if (!truth) throw new Error(`no sample ${id}`);
  return truth;
});
let analyzer: Analyzer;
const analyses = new Map<string, Analysis>();

beforeAll(async () => {
  analyzer = createAnalyzer();
  for (const truth of truths) analyses.set(truth.id, await analyzer.analyze(await normalizeImage(await readScreenImage(truth))));
}, 120_000);
afterAll(() => analyzer.close());

describe("screen reading on real screenshots", () => {
  it("knows the kind and the app of each screen", () => {
    for (const truth of truths) {
      const analysis = analyses.get(truth.id);
      expect({ id: truth.id, kind: analysis?.kind, platform: analysis?.platform }).toEqual({ id: truth.id, kind: truth.kind, platform: truth.platform });
    }
  });

  it("quotes the person's own words whole, and never the app's or another person's", () => {
    for (const truth of truths) {
      const score = scoreReading(analyses.get(truth.id) as Analysis, truth);
      expect({ id: truth.id, ui: score.uiQuoted, others: score.othersQuoted }).toEqual({ id: truth.id, ui: [], others: [] });
      expect(score.ownFound, truth.id).toBeGreaterThanOrEqual(Math.min(1, score.ownQuotes));
    }
  });

  it("joins a prompt answer wrapped over lines into one quote with a box around all of it", () => {
    const analysis = analyses.get("hinge-maya-light") as Analysis;
    const answer = analysis.quotes.find((q) => coverage("Finding a parking spot on the first try and pretending it was skill", q.text) >= 0.8);
    expect(answer?.role).toBe("answer");
    expect(answer?.box.h).toBeGreaterThan(analysis.visual.height * 0.06);
    expect(analysis.lines.find((l) => /simple pleasures/i.test(l.text))).toMatchObject({ role: "prompt", owner: "ui" });
  });

  it("puts the uploader's chat bubbles on their side and the others' on theirs", () => {
    const analysis = analyses.get("chat-imessage-roommates") as Analysis;
    const priya = analysis.lines.find((l) => /pad thai/.test(l.text));
    expect(priya).toMatchObject({ role: "chat_message", owner: "other", author: "Priya" });
    expect(analysis.quotes.some((q) => coverage("but also it was delicious and you should be proud", q.text) >= 0.8)).toBe(true);
  });

  it("keeps the boxes inside the normalised image", () => {
    for (const analysis of analyses.values()) {
      for (const line of analysis.lines) {
        expect(line.box.x + line.box.w).toBeLessThanOrEqual(analysis.visual.width + 2);
        expect(line.box.y + line.box.h).toBeLessThanOrEqual(analysis.visual.height + 2);
      }
    }
  });
});
