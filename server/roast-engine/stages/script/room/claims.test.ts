import { describe, expect, it } from "vitest";
import type { Analysis, ScreenLine } from "../../../types";
import { makeTestAnalysis } from "../test-support/make-test-analysis";
import { writeOfflineScript } from "../write-offline-script";
import { CLAIM_WORDS, hasClaim } from "./claims";

const at = (text: string, x: number, y: number, role: ScreenLine["role"], owner: ScreenLine["owner"]): ScreenLine => ({
  text,
  box: { x, y, w: 420, h: 40 },
  role,
  owner,
  confidence: 0.95,
});

/** A one-to-one chat: the sitter's messages (the left) read as the person's, or the uploader's own (the right). */
function withLines(side: "left" | "right"): Analysis {
  const [own, theirs] = side === "left" ? [60, 600] : [600, 60];
  const said = ["He says the sandwich is from Tuesday and it keeps the monsters away.", "Lights out at 8:10, and he is not responsible for what happens now."];
  const lines = [
    at("Nkem A.", 60, 140, "name", side === "left" ? "self" : "ui"),
    at("how are they doing?", theirs, 500, "chat_message", "other"),
    ...said.map((text, i) => at(text, own, 700 + i * 200, "chat_message", "self")),
    at("please get rid of it", theirs, 1200, "chat_message", "other"),
  ];
  const quotes = lines.filter((l) => l.owner === "self" && l.role === "chat_message").map(({ text, role, box }) => ({ text, role, box }));
  return { ...makeTestAnalysis({ kind: "chat", kindSure: true, quotes, lines: lines.map((l) => l.text) }), lines };
}
const ownMessageWords = CLAIM_WORDS.find((c) => c.claim === "own-messages")?.words ?? /$^/;

describe("who sent a chat's messages", () => {
  it("is the uploader only when the person's messages are on the uploader's side", () => {
    expect(hasClaim("own-messages", withLines("right"))).toBe(true);
    expect(hasClaim("own-messages", withLines("left"))).toBe(false);
    expect(hasClaim("chat", withLines("left"))).toBe(true);
  });

  it("says the other side's words by name and never as sent by the one who uploaded them", () => {
    const analysis = withLines("left");
    for (let i = 0; i < 30; i++) {
      const { text } = writeOfflineScript(analysis, `chat-${i}`);
      expect(text, text).not.toMatch(ownMessageWords);
      expect(text, text).toContain("Nkem");
    }
  });
});
