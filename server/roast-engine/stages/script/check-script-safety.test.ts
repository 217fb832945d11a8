import { describe, expect, it } from "vitest";
import { BLOCKED_TERMS } from "./blocked-terms";
import { checkScriptSafety } from "./check-script-safety";

const mustPass = [
  "Scunthorpe United season ticket holder, and it shows.",
  "Lives between Sussex, Essex and Middlesex, emotionally.",
  "A class act in a glass house.",
  "Assassin's Creed marathon, again.",
  "Cocktail hour starts at noon apparently.",
  "Quoting Charles Dickens in a dating bio.",
  "Therapist-approved sourdough, somehow.",
  "Senior Analyst at a spreadsheet factory.",
  "Shiitake risotto, hold the personality.",
  "The cockpit selfie nobody asked for.",
  "Penistone's finest weekend DJ.",
  "Arsenal fan, which explains the optimism.",
  "Butterscotch latte with a side of spice.",
  "A raccoon has better posture on camera.",
  "Killing it on stage, supposedly.",
  "Blind date material, literally.",
  "Lifting weights and lifting expectations.",
  "Chasing sunsets like they owe you money.",
  "Matsushita vintage radio collector.",
];

const mustBlock: Array<[string, string]> = [
  ["You look like you'd hate Muslims.", "religion"],
  ["Your religion can't save this bio.", "religion"],
  ["Typical Mexicans, always late.", "race or ethnicity"],
  ["That's so gay.", "sexuality or gender"],
  ["Women can't take a selfie.", "sexuality or gender"],
  ["Too fat for the frame.", "body size"],
  ["Skinny legs, skinny personality.", "body size"],
  ["Autistic levels of spreadsheet love.", "disability or health"],
  ["Wheelchair races at the office.", "disability or health"],
  ["Sexy? In this lighting?", "sexual"],
  ["Send nudes is not a bio.", "sexual"],
  ["I will kill you with this caption.", "threat"],
  ["kys, honestly.", "threat"],
  ["Go die in a group chat.", "threat"],
  ["What the fuck is this bio.", "profanity"],
];

describe("checkScriptSafety", () => {
  it.each(mustPass)("lets through %j", (text) => {
    expect(checkScriptSafety(text)).toEqual({ safe: true, reasons: [] });
  });

  it.each(mustBlock)("blocks %j as %s", (text, category) => {
    const result = checkScriptSafety(text);
    expect(result.safe).toBe(false);
    expect(result.reasons.some((r) => r.startsWith(category))).toBe(true);
  });

  it("blocks every slur on the list, whatever the case, without repeating it in the reasons", () => {
    for (const slur of BLOCKED_TERMS.slur) {
      const result = checkScriptSafety(`Honestly, ${slur.toUpperCase()} energy.`);
      expect(result).toEqual({ safe: false, reasons: ["slur"] });
    }
  });

  it("catches a blocked phrase split by a hyphen or extra spaces", () => {
    expect(checkScriptSafety("A real one-night-stand of a profile.").safe).toBe(false);
    expect(checkScriptSafety("Double   chin energy.").safe).toBe(false);
  });
});
