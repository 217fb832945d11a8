import { describe, expect, it } from "vitest";
import type { Analysis, Box, ScreenLine } from "../../types";
import { fitNarratorPace } from "../voice/fit-narrator-pace";
import { checkEditedScript, editScript } from "./edit-script";
import { makeTestAnalysis } from "./test-support/make-test-analysis";
import { writeOfflineScript } from "./write-offline-script";

const box = (y: number): Box => ({ x: 40, y, w: 600, h: 40 });
const line = (text: string, role: ScreenLine["role"], y: number): ScreenLine => ({ text, role, owner: "self", box: box(y), confidence: 0.9 });

const screen: Analysis = {
  ...makeTestAnalysis({ platform: "instagram", kind: "profile", bioPhrases: ["Coffee addict"], lines: ["Coffee addict", "Plant dad since 2019"] }),
  lines: [line("Coffee addict", "bio", 400), line("Plant dad since 2019", "bio", 480)],
  quotes: [
    { text: "Coffee addict", role: "bio", box: box(400) },
    { text: "Plant dad since 2019", role: "bio", box: box(480) },
  ],
};
const fitVoice = fitNarratorPace("flite");

describe("an edited script is checked like every script, with a message naming what is refused", () => {
  it("takes a fair edit", () => {
    expect(checkEditedScript("'Coffee addict'. Four espressos deep and still nobody asked you for a hot take about oat milk.", { fitVoice })).toBeUndefined();
  });

  it("refuses one too long for 6–8 s, saying how many words and the limit", () => {
    const long = Array.from({ length: 40 }, (_, i) => `word${i % 2 ? "y" : "s"}`).join(" ");
    const refused = checkEditedScript(long, { fitVoice });
    expect(refused?.code).toBe("too_long");
    expect(refused?.message).toContain("40 words");
    expect(refused?.message).toContain("26");
  });

  it("refuses one too short to be a roast", () => {
    expect(checkEditedScript("Nice coffee.", { fitVoice })?.message).toBe("Your script has 2 words; a roast needs at least 6.");
  });

  it("refuses an unsafe edit naming its rule and word, and a slur only as a slur", () => {
    const refused = checkEditedScript("'Coffee addict'. Honestly this whole profile is shit and everyone who follows it knows.", { fitVoice });
    expect(refused).toEqual({ code: "unsafe", message: expect.stringContaining('profanity ("shit")') });
  });

  it("refuses a body in a safe roast's edit, naming the word", () => {
    const refused = checkEditedScript("'Coffee addict'. Four espressos deep and and still shirtless for nobody in particular today.", { fitVoice, safe: true });
    expect(refused?.code).toBe("body_in_safe_roast");
    expect(refused?.message).toContain('"shirtless"');
  });
});

describe("an edited script keeps the marks of the quotes it still says", () => {
  const draft = writeOfflineScript(screen, "edit-1");
  const quote = draft.targets.find((t) => t.kind === "quote");

  it("moves a kept quote's mark to where the edit says it", () => {
    expect(quote).toBeDefined();
    const said = draft.words
      .slice(quote?.wordStart, quote?.wordEnd)
      .map((w) => w.text)
      .join(" ");
    const edited = editScript(draft, `Look, my friend, ${said} is not a personality, it's a warning label on a mug.`, screen);
    expect(edited.text).not.toBe(draft.text);
    const kept = edited.targets.find((t) => t.text === quote?.text);
    expect(kept?.box).toEqual(quote?.box);
    expect(edited.words.slice(kept?.wordStart, kept?.wordEnd).map((w) => w.text)).toEqual(said.split(" "));
  });

  it("marks a new quote that reads on the upload, and narrates an invented one without a mark", () => {
    const edited = editScript(draft, "Forget the coffee: 'Plant dad since 2019' means the ferns have seen things. And 'Gym legend' is not here.", screen);
    expect(edited.targets).toHaveLength(1);
    expect(edited.targets[0]).toMatchObject({ kind: "quote", box: box(480) });
    expect(
      edited.words
        .slice(edited.targets[0].wordStart, edited.targets[0].wordEnd)
        .map((w) => w.text)
        .join(" "),
    ).toBe("'Plant dad since 2019'");
    expect(edited.quoted).toEqual(["Plant dad since 2019"]);
  });

  it("drops the mark of a quote the edit no longer says", () => {
    const edited = editScript(draft, "Honestly, the whole profile reads like a mug from an airport gift shop that nobody ever bought.", screen);
    expect(edited.targets).toEqual([]);
    expect(edited.words.at(-1)).toEqual({ text: "bought.", emphasis: true });
  });
});
