import { describe, expect, it } from "vitest";
import type { Analysis, ScreenLine } from "../../../types";
import { makeTestAnalysis } from "../test-support/make-test-analysis";
import { writeOfflineScript } from "../write-offline-script";
import { PUBLIC_WORDS } from "../fill-line";
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

describe("words said in public", () => {
  const said = [{ text: "Couldn't find parking. Did not go in", role: "caption" as const, box: { x: 0, y: 0, w: 100, h: 20 } }];
  it("are a sure post's, page's, comment's or story's, and a review's or a listing's", () => {
    for (const kind of ["post", "profile", "dating", "comment", "story"] as const)
      expect(hasClaim("public", makeTestAnalysis({ kind, kindSure: true, quotes: said })), kind).toBe(true);
    const review = makeTestAnalysis({ kind: "post", kindSure: false, quotes: said });
    const app = (text: string) => ({ text, box: { x: 0, y: 0, w: 100, h: 20 }, role: "ui" as const, owner: "ui" as const, confidence: 0.9 });
    expect(hasClaim("public", { ...review, lines: [app("212 reviews"), app("Helpful"), app("★★★★☆")] })).toBe(true);
    const comment = { ...app("Asked for a window seat, got a window"), role: "comment" as const, owner: "other" as const };
    // A comment alone does not make a screen public: a shared bill or a family album has them too.
    expect(hasClaim("public", { ...review, lines: [comment] })).toBe(false);
    expect(hasClaim("public", { ...review, kind: "chat", lines: [comment] })).toBe(false);
  });

  it("are never a chat's, nor a screen's the reader cannot place", () => {
    expect(hasClaim("public", withLines("right"))).toBe(false);
    expect(hasClaim("public", makeTestAnalysis({ kind: "chat", kindSure: false, quotes: said }))).toBe(false);
    expect(hasClaim("public", makeTestAnalysis({ kind: "post", kindSure: false, quotes: said }))).toBe(false);
  });

  it("never get 'the whole internet' or 'in public' said of a chat's message", () => {
    const message = { text: "Couldn't find parking, so I drove home. Did not go in", role: "chat_message" as const, box: { x: 600, y: 700, w: 420, h: 40 } };
    const chat = makeTestAnalysis({ kind: "chat", kindSure: true, quotes: [message], lines: [message.text] });
    const post = makeTestAnalysis({ kind: "post", kindSure: true, quotes: [{ ...message, role: "caption" }], lines: [message.text] });
    const scripts = (analysis: Analysis) => Array.from({ length: 40 }, (_, i) => writeOfflineScript(analysis, `public-${i}`).text);
    expect(scripts(chat).filter((text) => PUBLIC_WORDS.test(text))).toEqual([]);
    // The same words in a post may be said to the whole internet: the rule is the screen's, not the words'.
    expect(scripts(post).some((text) => PUBLIC_WORDS.test(text))).toBe(true);
  });
});
