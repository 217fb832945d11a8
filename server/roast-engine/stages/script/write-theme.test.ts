import { describe, expect, it } from "vitest";
import type { Box } from "../../types";
import { lineQuoteDetail } from "./details/detail";
import { ROOM } from "./room";
import { THING_WORDS, claimsHold } from "./room/claims";
import { createRandom } from "./seeded-random";
import { makeTestAnalysis } from "./test-support/make-test-analysis";
import { fitsWordBudget } from "./word-budget";
import { writeDraft } from "./write-theme";

const box: Box = { x: 40, y: 300, w: 600, h: 40 };

describe("an older theme's lines that state a fact", () => {
  // A screen the reader guessed was a chat, unsure of it: the chat theme still fits its lines.
  const found = ROOM.find((t) => t.id === "chat.any-chat");
  if (!found) throw new Error("chat.any-chat is gone");
  const theme = found;
  const detail = lineQuoteDetail("who ate it", { role: "chat_message", box }, 1);
  const chat = (kindSure: boolean) => ({ ...makeTestAnalysis({ platform: "generic", kind: "chat" }), kindSure });
  const drafts = (holds?: (line: { text: string }) => boolean) =>
    Array.from({ length: 60 }, (_, i) => {
      if (!theme) throw new Error("chat.any-chat is gone");
      return writeDraft(
        { theme, detail, score: 1 },
        undefined,
        { platform: "generic", profile: false, post: false },
        new Set(),
        createRandom(`t${i}`),
        fitsWordBudget,
        holds,
      );
    }).map((d) => d?.beats.join(" ") ?? "");
  // "Sent, read, and screenshotted for evidence", "The group chat went quiet".
  const saysChat = /\b(?:group chat|screenshotted)\b/i;

  it("are left out where the fact does not hold: no chat on a screen that may not be one", () => {
    const unsure = chat(false);
    expect(drafts().some((text) => saysChat.test(text))).toBe(true);
    const checked = drafts((line) => claimsHold(line.text, unsure, theme.match));
    expect(checked.every((text) => text !== "" && !saysChat.test(text))).toBe(true);
  });

  it("are said where it holds", () => {
    const sure = chat(true);
    expect(drafts((line) => claimsHold(line.text, sure, theme.match)).some((text) => /\bscreenshotted\b/.test(text))).toBe(true);
  });
});

describe("an older theme's lines that name a thing", () => {
  const nomad = ROOM.find((t) => t.id === "bio-interests.nomad" || t.id.endsWith(".nomad"));
  if (!nomad) throw new Error("the nomad theme is gone");
  const wifi = makeTestAnalysis({ lines: ["There is wifi at the gym"] });
  const beach = makeTestAnalysis({ lines: ["Remote worker, office is the beach"] });

  it("are left out where the upload has no such thing: no beach for a line about wifi", () => {
    expect(claimsHold("The beach is nice; the spreadsheet disagrees.", wifi, nomad.match)).toBe(false);
    expect(claimsHold("Working remotely, mostly from your own standards.", wifi, nomad.match)).toBe(true);
    expect(claimsHold("The beach is nice; the spreadsheet disagrees.", beach, nomad.match)).toBe(true);
  });

  it("hold over the whole room: every line naming a thing is said only where the upload has it", () => {
    const bare = makeTestAnalysis({ lines: ["nothing in particular"] });
    for (const theme of ROOM) {
      for (const line of [...theme.setups, ...theme.twists, ...theme.punches]) {
        const own = line.text.replace(/\{[a-z0-9]+\}/g, " ");
        if (THING_WORDS.test(own)) expect(claimsHold(line.text, bare, theme.match), line.text).toBe(false);
      }
    }
  });
});
