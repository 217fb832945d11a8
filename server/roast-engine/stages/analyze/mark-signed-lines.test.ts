import { describe, expect, it } from "vitest";
import type { ScreenLine } from "../../types";
import { markSignedLines } from "./mark-signed-lines";

const line = (text: string, y: number, owner: ScreenLine["owner"] = "self"): ScreenLine => ({
  text,
  role: "bio",
  owner,
  confidence: 0.95,
  box: { x: 40, y, w: text.length * 14, h: 30 },
});
const whose = (lines: ScreenLine[]) => markSignedLines(lines).map((l) => `${l.author ?? l.owner}: ${l.text}`);

describe("entries signed at their end", () => {
  it("gives each signed entry of a shared note to its signer, its wrapped lines above included, the signature cut off", () => {
    expect(
      whose([
        line("Nan's 90th who's doing what", 100),
        line("Cake: lemon sponge, three tiers, her", 200),
        line("favourite. Ordered. - Sten", 236),
        line("Music: Nan's old records. No brass band", 320),
        line("this time. — Truda", 356),
        line("Slight problem. Nan rang me on Thursday.", 440),
      ]),
    ).toEqual([
      "self: Nan's 90th who's doing what",
      "Sten: Cake: lemon sponge, three tiers, her",
      "Sten: favourite. Ordered.",
      "Truda: Music: Nan's old records. No brass band",
      "Truda: this time.",
      "self: Slight problem. Nan rang me on Thursday.",
    ]);
  });

  it("leaves one credited line alone, and never takes a line another pass gave to someone", () => {
    const credited = [line("Be the person your dog thinks you are. - Mum", 100), line("Runner, reader, baker.", 200)];
    expect(markSignedLines(credited)).toEqual(credited);
    const others = [line("Booked. - Valka", 100, "other"), line("Paid. - Sten", 200, "ui"), line("Ordered. - Ursa", 300)];
    expect(markSignedLines(others)).toEqual(others);
  });
});
