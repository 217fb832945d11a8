import { describe, expect, it } from "vitest";
import type { ScreenLine } from "../../../types";
import { composeScripts } from "../compose-script";
import { matchThemes } from "../match-themes";
import { ROOM } from "../room";
import { JOKES } from "../room/jokes";
import { matchTropes } from "../write-joke";
import { makeTestAnalysis } from "../test-support/make-test-analysis";
import { findReplyDetails } from "./find-reply-details";

const line = (text: string, y: number, extra: Partial<ScreenLine>): ScreenLine => ({
  text,
  box: { x: 60, y, w: 700, h: 40 },
  role: "caption",
  owner: "self",
  confidence: 0.95,
  ...extra,
});

// A post of the person's and two replies under it, one by a cleanly read name, one by a name OCR broke.
const post = makeTestAnalysis({
  kind: "post",
  lines: ["Made my first sourdough loaf today, honestly a masterpiece", "Theo", "that is a doorstop with ambition", "x7%", "so proud of you"],
  quotes: [{ text: "Made my first sourdough loaf today, honestly a masterpiece", role: "caption", box: { x: 60, y: 200, w: 900, h: 40 } }],
});
post.lines = [
  line("Made my first sourdough loaf today, honestly a masterpiece", 200, {}),
  line("that is a doorstop with ambition", 600, { role: "comment", owner: "other", author: "Theo" }),
  line("so proud of you sweetie", 700, { role: "comment", owner: "other", author: "x7% 2h" }),
  line("Walking, 20 minutes to the fridge", 730, { role: "comment", owner: "other", author: "ADD FOOD" }),
  line("Walking, 20 minutes to the car park", 745, { role: "comment", owner: "other", author: "Add Food" }),
  line("Salad, green, no dressing at all", 790, { role: "comment", owner: "other", author: "Lunch" }),
  line("Like Reply Share", 760, { role: "button", owner: "ui" }),
];

describe("other people's words, said as theirs", () => {
  it("keeps a reply under a cleanly read name, with the name, and never one under a broken name or the app's words", () => {
    const replies = findReplyDetails(post);
    expect(replies.map((d) => [d.text, d.by])).toEqual([["that is a doorstop with ambition", "Theo"]]);
  });

  it("is matched only by the jokes written to name whose words they are", () => {
    const replies = findReplyDetails(post);
    expect(matchTropes(JOKES, replies, post).every((m) => m.trope.match.by)).toBe(true);
    expect(matchTropes(JOKES, replies, post).length).toBeGreaterThan(0);
    expect(matchThemes(ROOM, replies, post)).toEqual([]);
  });

  it("names the replier whenever a roast quotes the reply, and no roast gives the reply to the person", () => {
    let quotedReply = 0;
    for (let seed = 0; seed < 40; seed++) {
      for (const { script } of composeScripts(post, `reply-${seed}`, {}, 3)) {
        if (!script.text.includes("doorstop with ambition")) continue;
        quotedReply++;
        expect(script.text, script.text).toContain("Theo");
      }
    }
    expect(quotedReply).toBeGreaterThan(0);
  });
});
