import { describe, expect, it } from "vitest";
import { makeTestAnalysis } from "../../stages/script/test-support/make-test-analysis";
import { countSpokenWords } from "../../stages/script/word-budget";
import { type Analysis, NO_PHOTO_FACTS } from "../../types";
import { readSideMaterial } from "./battle-material";
import { judgeBattle, nameSides } from "./judge-battle";
import { DATING_SOFIA, INSTAGRAM_SUNSET, PHOTO_CANYON_HIKER } from "./test-support/sample-analyses";
import { SHORT_JABS } from "../../stages/script/room/comparisons";
import { BATTLE_SYLLABLES_MAX, syllablesOf } from "./battle-pace";
import { TURN_WORDS, writeBattleScript } from "./write-battle-script";

const SEEDS = ["s1", "s2", "s3", "seed-4", "re-roll", "x"];
const PAIRS: Array<[string, [Analysis, Analysis]]> = [
  ["dating screen vs Instagram screen", [DATING_SOFIA, INSTAGRAM_SUNSET]],
  ["Instagram screen vs real photo", [INSTAGRAM_SUNSET, PHOTO_CANYON_HIKER]],
  ["real photo vs dating screen", [PHOTO_CANYON_HIKER, DATING_SOFIA]],
];

/** The words a line quotes: everything in single quotes (not an apostrophe's), as it stands. */
const quotesIn = (text: string) => [...text.matchAll(/(?<!\p{L})'([^']+?)'(?!\p{L})/gu)].map((m) => m[1]);
/** Whether `fragment` stands letter for letter in the upload's own words (its quotes, its text, its handles and hashtags). */
const isOwnWords = (analysis: Analysis, fragment: string) =>
  [...analysis.quotes.map((q) => q.text), ...analysis.text, ...analysis.handles, ...analysis.hashtags].some((t) => t.includes(fragment));
/** A visible fact of the photo, as the room names it. */
const isPhotoFact = (analysis: Analysis, fragment: string) =>
  analysis.photo.outfit.includes(fragment) ||
  analysis.photo.objects.some((o) => o.label === fragment) ||
  analysis.photo.faces.some((f) => f.expression === fragment) ||
  ["mirror selfie", "selfie", "phone in hand", "sky", "sunset", "group photo", "two people", "close-up", "blurry", "dark"].includes(fragment);

describe("writeBattleScript", () => {
  it.each(PAIRS)("%s: four turns, A, B, A, B, then the verdict", (_, analyses) => {
    for (const seed of SEEDS) {
      const battle = writeBattleScript(analyses, seed);
      expect(battle.turns.map((t) => t.side)).toEqual(["a", "b", "a", "b"]);
      expect(battle.verdictText).toContain(battle.verdict.names[battle.verdict.winner === "a" ? 0 : 1]);
    }
  });

  it.each(PAIRS)("%s: every turn is grounded in its own upload, letter for letter", (_, analyses) => {
    for (const seed of SEEDS) {
      for (const turn of writeBattleScript(analyses, seed).turns) {
        const [own, other] = turn.side === "a" ? analyses : [analyses[1], analyses[0]];
        if (turn.fragment) expect(isOwnWords(own, turn.fragment) || isPhotoFact(own, turn.fragment), `${turn.fragment} in ${turn.side}`).toBe(true);
        for (const detail of turn.used) expect(turn.text.toLowerCase()).toContain(detail.say.toLowerCase());
        // Every quote said is the turn's own upload's, or the compared upload's in a comparison.
        for (const quote of quotesIn(turn.text)) {
          const ownQuote = isOwnWords(own, quote);
          expect(ownQuote || (turn.comparison !== undefined && isOwnWords(other, quote)), `'${quote}' in turn of ${turn.side}`).toBe(true);
        }
      }
    }
  });

  it.each(PAIRS)("%s: at least one turn compares the two uploads", (_, analyses) => {
    for (const seed of SEEDS) {
      const battle = writeBattleScript(analyses, seed);
      const comparisons = battle.turns.filter((t) => t.comparison);
      expect(comparisons.length).toBeGreaterThanOrEqual(1);
      for (const turn of comparisons) {
        const other = analyses[turn.side === "a" ? 1 : 0];
        const fragment = turn.comparison?.fragment;
        // A comparison names a fact of the other upload too (or both platforms, read from each).
        if (fragment) expect(isOwnWords(other, fragment) || isPhotoFact(other, fragment)).toBe(true);
      }
    }
  });

  it("fits what the battle's voice can say and never says the same line twice", () => {
    for (const [, analyses] of PAIRS) {
      for (const seed of SEEDS) {
        const battle = writeBattleScript(analyses, seed);
        const syllables = battle.turns.reduce((sum, t) => sum + syllablesOf(t.text), 0) + syllablesOf(battle.verdictText);
        expect(syllables).toBeLessThanOrEqual(BATTLE_SYLLABLES_MAX);
        for (const turn of battle.turns) expect(countSpokenWords(turn.text)).toBeLessThanOrEqual(TURN_WORDS.max);
        const ids = battle.turns.flatMap((t) => t.lineIds);
        expect(new Set(ids).size).toBe(ids.length);
      }
    }
  });

  it("says a long quote with a writers'-room line, not a short jab, wherever the battle has the room", () => {
    // A quote of five words or more and a room line ran past 10 words: most such turns got "Bold choice."
    let quoted = 0;
    let jabbed = 0;
    for (const [, analyses] of PAIRS) {
      for (const seed of [...SEEDS, "a", "b", "c", "d"]) {
        for (const turn of writeBattleScript(analyses, seed).turns) {
          if (turn.comparison || !turn.fragment) continue;
          quoted++;
          if (turn.lineIds.some((id) => SHORT_JABS.some((jab) => jab.id === id))) jabbed++;
        }
      }
    }
    expect(quoted).toBeGreaterThan(20);
    expect(jabbed / quoted).toBeLessThanOrEqual(0.35);
  });

  it("gives the same battle for the same seed, and the same verdict for every seed", () => {
    const analyses: [Analysis, Analysis] = [DATING_SOFIA, INSTAGRAM_SUNSET];
    expect(writeBattleScript(analyses, "same")).toEqual(writeBattleScript(analyses, "same"));
    const verdicts = new Set(SEEDS.map((seed) => JSON.stringify(writeBattleScript(analyses, seed).verdict)));
    expect(verdicts.size).toBe(1);
    expect(
      SEEDS.map((seed) =>
        writeBattleScript(analyses, seed)
          .turns.map((t) => t.text)
          .join(" "),
      ).length,
    ).toBe(SEEDS.length);
  });

  it("still compares two uploads with nothing to quote, and claims nothing of either", () => {
    const blank = makeTestAnalysis({ visual: { isScreenshot: true } as Analysis["visual"] });
    for (const seed of SEEDS) {
      const battle = writeBattleScript([blank, makeTestAnalysis()], seed);
      expect(battle.turns.map((t) => t.side)).toEqual(["a", "b", "a", "b"]);
      expect(battle.turns.filter((t) => t.comparison)).toHaveLength(1);
      for (const turn of battle.turns) expect(quotesIn(turn.text)).toEqual([]);
    }
  });

  it("keeps a safe side's turns off the body and clothes", () => {
    for (const seed of SEEDS) {
      const battle = writeBattleScript([INSTAGRAM_SUNSET, PHOTO_CANYON_HIKER], seed, { safe: [false, true] });
      for (const turn of battle.turns) expect(turn.text).not.toMatch(/black top|surprised face|outfit/i);
    }
  });
});

describe("judgeBattle", () => {
  const screen = (bio: string[], extra: Omit<Partial<Analysis>, "lines"> = {}) => makeTestAnalysis({ bioPhrases: bio, ...extra });
  const verdictOf = (a: Analysis, b: Analysis) => judgeBattle([readSideMaterial(a), readSideMaterial(b)], nameSides([a, b]));

  it("the side with fewer clichés wins, and the reason says the counts winner first", () => {
    const a = screen(["Wanderlust", "Coffee addict", "Living my best life"]);
    const b = screen(["Spreadsheet lover"]);
    const verdict = verdictOf(a, b);
    expect(verdict.winner).toBe("b");
    expect(verdict.reason).toMatch(/^\d cliché(s)? to \d clichés$|^\d clichés? to \d$/);
    const [w, l] = verdict.reason.match(/\d+/g)?.map(Number) ?? [];
    expect(w).toBeLessThan(l);
    // Swapping the uploads swaps the winner, not the reason.
    const swapped = verdictOf(b, a);
    expect(swapped.winner).toBe("a");
    expect(swapped.reason).toBe(verdict.reason);
  });

  it("breaks a tie on clichés by hashtags, then followers, then what there is to roast, then A", () => {
    const tagged = screen([], { hashtags: ["#qwerty", "#zxcvb"] });
    const untagged = screen([]);
    expect(verdictOf(tagged, untagged)).toMatchObject({ winner: "b", reason: "0 hashtags to 2" });
    const big = screen([], { counts: { followers: 5000 } });
    const small = screen([], { counts: { followers: 12 } });
    expect(verdictOf(small, big)).toMatchObject({ winner: "b", reason: "5,000 followers to 12" });
    const twin = screen([]);
    expect(verdictOf(twin, screen([]))).toMatchObject({ winner: "a", reason: "a dead heat, first in wins" });
  });

  it("names each side by its handle, its name, else Profile / Photo and its letter", () => {
    const photo = makeTestAnalysis({ kind: "photo", photo: NO_PHOTO_FACTS, visual: { isScreenshot: false } as Analysis["visual"] });
    expect(nameSides([INSTAGRAM_SUNSET, photo])).toEqual(["@sunset.chaser_22", "Photo B"]);
    expect(nameSides([DATING_SOFIA, makeTestAnalysis()])).toEqual(["Sofia", "Profile B"]);
    expect(nameSides([makeTestAnalysis(), makeTestAnalysis()])).toEqual(["Profile A", "Profile B"]);
  });

  it("prints a profile's name when it was really read, at a name's usual confidence, and never a misread", () => {
    const named = (text: string, confidence: number, extra: Analysis["lines"] = [], handles: string[] = []) => {
      const analysis = makeTestAnalysis({ handles });
      analysis.lines = [{ text, box: { x: 40, y: 60, w: 200, h: 40 }, role: "name", owner: "self", confidence }, ...extra];
      return analysis;
    };
    const other = makeTestAnalysis();
    // A big display name is often read right below 0.8: the card named "Profile A" while "Maya" was on screen.
    expect(nameSides([named("Maya", 0.74), other])[0]).toBe("Maya");
    expect(nameSides([named("Maya, 29", 0.72), other])[0]).toBe("Maya");
    expect(nameSides([named("Jake 29", 0.96), named("Marisol 🌮", 0.89)])).toEqual(["Jake", "Marisol"]);
    expect(nameSides([named("Priya N", 0.85), named("Zoë", 0.82)])).toEqual(["Priya N", "Zoë"]);
    // Less sure, but said again: in the post's author line, or in the handle.
    const author = { text: "Devon Okafor @devon · 3h", box: { x: 40, y: 900, w: 500, h: 30 }, role: "other" as const, owner: "self" as const, confidence: 0.9 };
    expect(nameSides([named("Devon Okafor", 0.61, [author]), other])[0]).toBe("Devon Okafor");
    expect(nameSides([named("Devon", 0.58, [], ["devon_ships_it"]), other])[0]).toBe("Devon");
    expect(nameSides([named("Devon", 0.58), other])[0]).toBe("Profile A");
    // Noise, however sure the OCR was, and an unsure reading said nowhere else, fall back to the letter.
    for (const misread of ["M aya", "M4ya", "MaYa", "maya", "Mya Tr Ss Qq", "|l", "Xq"]) expect(nameSides([other, named(misread, 0.95)])[1]).toBe("Profile B");
    expect(nameSides([named("Maya", 0.45), other])[0]).toBe("Profile A");
    // No name line, but the largest words on the card are a name: his name, not "Profile B".
    const card = makeTestAnalysis();
    card.lines = [
      { text: "Liam, 31", box: { x: 40, y: 700, w: 300, h: 72 }, role: "other", owner: "self", confidence: 0.9 },
      { text: "Texts back. Owns a plant", box: { x: 40, y: 800, w: 500, h: 36 }, role: "answer", owner: "self", confidence: 0.9 },
      { text: "Active today", box: { x: 40, y: 100, w: 300, h: 80 }, role: "ui", owner: "ui", confidence: 0.9 },
    ];
    expect(nameSides([other, card])).toEqual(["Profile A", "Liam"]);
    // Largest words that are not a name stay unnamed.
    card.lines[0] = { ...card.lines[0], text: "Texts back" };
    expect(nameSides([other, card])[1]).toBe("Profile B");
    // Initials and a double-barrelled name are names.
    expect(nameSides([named("J. Alvarez", 0.9), named("Anne-Marie", 0.9)])).toEqual(["J. Alvarez", "Anne-Marie"]);
  });
});
