import { describe, expect, it } from "vitest";
import type { ScreenLine } from "../../types";
import { findDetails } from "./details/find-details";
import { makeTestAnalysis } from "./test-support/make-test-analysis";
import { writeOfflineScript } from "./write-offline-script";

const line = (text: string, role: ScreenLine["role"], owner: ScreenLine["owner"], y: number, confidence = 0.93): ScreenLine => ({
  text,
  role,
  owner,
  confidence,
  box: { x: 40, y, w: 600, h: 40 },
});

/** A thread where the reader could not tell whose words are whose: every message is someone else's. */
const thread = makeTestAnalysis({
  kind: "chat",
  lines: undefined,
});
const unowned = {
  ...thread,
  lines: [
    line("9:41", "status_bar", "ui", 10),
    line("Group chat", "navigation", "ui", 60),
    line("Who ate my labelled leftovers from the fridge", "chat_message", "other", 200),
    line("EIGHBORS HATE.ME l1|", "other", "other", 260, 0.55),
    line("it was labelled MINE in capitals", "chat_message", "other", 320),
    line("Type a message", "ui", "ui", 1500),
  ],
  text: ["9:41", "Group chat", "Who ate my labelled leftovers from the fridge", "it was labelled MINE in capitals", "Type a message"],
};

describe("a screen full of words the reader cannot attribute", () => {
  it("gives its clear lines as material, marked as nobody's in particular, and leaves out the interface and the debris", () => {
    const quotes = findDetails(unowned).filter((d) => d.kind === "quote");
    expect(quotes.map((d) => d.text)).toEqual(["Who ate my labelled leftovers from the fridge", "it was labelled MINE in capitals"]);
    expect(quotes.every((d) => d.unowned)).toBe(true);
  });

  it("is roasted on what it says, quoted letter for letter, and never gets the 'nothing to quote' lines", () => {
    for (const seed of ["a", "b", "c", "d", "e", "f"]) {
      const script = writeOfflineScript(unowned, seed);
      expect(
        script.lineIds.some((id) => id.startsWith("generic.")),
        script.text,
      ).toBe(false);
      expect(
        script.quoted.some((q) => unowned.text.includes(q)),
        script.text,
      ).toBe(true);
      expect(script.text, "claims the words as the uploader's").not.toMatch(/\byour (?:bio|caption|message|words|post)\b/i);
    }
  });

  it("does not replace the person's own words when the reader found them", () => {
    const owned = { ...unowned, quotes: [{ text: "Leftovers are a love language", role: "bio" as const, box: { x: 0, y: 100, w: 500, h: 40 } }] };
    expect(findDetails(owned).filter((d) => d.unowned)).toEqual([]);
  });
});
