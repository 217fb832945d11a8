import { describe, expect, it } from "vitest";
import { type Analysis, type Box, NO_PHOTO_FACTS, type ScreenLine } from "../../types";
import { makeTestAnalysis, makeVariedAnalysis } from "./test-support/make-test-analysis";
import { ROOM } from "./room";
import { countSpokenWords, splitWords, WORD_BUDGET } from "./word-budget";
import { writeOfflineScript } from "./write-offline-script";

const box = (y: number): Box => ({ x: 40, y, w: 600, h: 40 });
const line = (text: string, role: ScreenLine["role"], owner: ScreenLine["owner"], y: number): ScreenLine => ({
  text,
  role,
  owner,
  box: box(y),
  confidence: 0.9,
});

/** A realistic screen: status bar, buttons, a friend's comment, and the owner's own words. */
const screen = makeTestAnalysis({
  platform: "instagram",
  kind: "profile",
  counts: { followers: 212, following: 980 },
  lines: ["9:41", "Edit profile", "Suggested for you", "212 followers 980 following", "Coffee addict. Chasing sunsets.", "@friend: this is so you lol"],
});
screen.lines = [
  line("9:41", "status_bar", "ui", 10),
  line("Edit profile", "button", "ui", 600),
  line("Suggested for you", "ui", "ui", 700),
  line("212 followers 980 following", "count", "self", 300),
  line("Coffee addict. Chasing sunsets.", "bio", "self", 400),
  line("this is so you lol", "comment", "other", 900),
];
screen.quotes = [{ text: "Coffee addict. Chasing sunsets.", role: "bio", box: box(400) }];

const photo = (overrides: Partial<Analysis["photo"]>): Analysis =>
  makeTestAnalysis({
    kind: "photo",
    visual: { isScreenshot: false, brightness: 0.5, colorNames: ["white"] } as never,
    photo: { ...NO_PHOTO_FACTS, ...overrides },
  });

describe("the writers' room picks a theme written for what the upload shows", () => {
  it("roasts a bio line with the theme written for it", () => {
    const coffee = makeTestAnalysis({ bioPhrases: ["Coffee addict"] });
    for (let i = 0; i < 8; i++) expect(writeOfflineScript(coffee, `c${i}`).lineIds.at(-1)).toMatch(/^bio\.coffee:p/);
    const founder = makeTestAnalysis({ platform: "linkedin", jobTitles: ["Founder & CEO"] });
    for (let i = 0; i < 8; i++)
      expect(writeOfflineScript(founder, `f${i}`).lineIds.at(-1)).toMatch(/^(?:job\.founder|job\.linkedin-headline|job\.any-headline):p/);
  });

  it("quotes only the owner's own whole words: never UI text, never another person's comment", () => {
    for (let i = 0; i < 30; i++) {
      const script = writeOfflineScript(screen, `s${i}`);
      expect(script.text).not.toMatch(/9:41|Edit profile|Suggested|so you lol/);
      // The whole quote, or a whole sentence of it.
      expect(script.quoted.some((q) => ["Coffee addict. Chasing sunsets", "Coffee addict", "Chasing sunsets"].includes(q))).toBe(true);
      expect(script.text).not.toMatch(/'(?:addict|sunsets)'/i);
    }
  });

  it("uses a second detail when the upload has one, and marks which words speak of which box", () => {
    const scripts = Array.from({ length: 20 }, (_, i) => writeOfflineScript(screen, `two${i}`));
    expect(scripts.filter((s) => s.targets.length >= 2).length).toBeGreaterThanOrEqual(14);
    for (const script of scripts) {
      const words = script.words.map((w) => w.text);
      const quote = script.targets.find((t) => t.kind === "quote")!;
      expect(quote.box).toEqual(box(400));
      expect(words.slice(quote.wordStart, quote.wordEnd).join(" ")).toContain(quote.text.split(" ")[0]);
      for (const t of script.targets) expect(t.wordEnd).toBeGreaterThan(t.wordStart);
    }
  });

  it("roasts a photo on what is visibly there: the pet, the mirror selfie, the outfit", () => {
    const dog = photo({ people: 1, objects: [{ label: "dog", box: box(500), score: 0.9 }] });
    const mirror = photo({ people: 1, pose: { mirrorSelfie: true, selfie: false, phoneInHand: true }, outfit: ["black jacket"] });
    for (let i = 0; i < 6; i++) {
      const a = writeOfflineScript(dog, `d${i}`);
      expect(a.lineIds.at(-1)).toMatch(/^(?:pet\.dog|thing\.any-object):p/);
      expect(a.targets[0]).toMatchObject({ kind: "object", text: "dog", box: box(500) });
      const b = writeOfflineScript(mirror, `m${i}`);
      expect(b.lineIds.at(-1)).toMatch(/^(?:pose\.mirror-selfie|pose\.phone-in-hand|outfit\.[a-z-]+):p/);
      expect(b.text).toMatch(/mirror|black jacket|phone/i);
    }
  });

  it("gives a photo the model found nothing in its own angle: how it was taken, not the generic lines", () => {
    for (let i = 0; i < 10; i++) {
      const script = writeOfflineScript(photo({}), `n${i}`);
      expect(script.lineIds.some((id) => id.startsWith("generic."))).toBe(false);
      expect(script.lineIds.some((id) => id.startsWith("pose.nobody:"))).toBe(true);
    }
  });

  it("falls back to the generic lines only when nothing can be named, still inside the budget", () => {
    // A screen the reader found no words on, in the app's own plain white.
    const empty = makeTestAnalysis({ kind: "post" });
    const script = writeOfflineScript(empty, "x");
    expect(script.lineIds.every((id) => id.startsWith("generic."))).toBe(true);
    expect(countSpokenWords(script.text)).toBeLessThanOrEqual(WORD_BUDGET.max);
    expect(splitWords(script.text).length).toBeGreaterThanOrEqual(WORD_BUDGET.min);
    const varied = Array.from({ length: 30 }, (_, i) => writeOfflineScript(makeVariedAnalysis(i), "g"));
    expect(varied.filter((s) => s.lineIds.some((id) => id.startsWith("generic."))).length).toBeLessThanOrEqual(3);
  });
});

describe("no repeats for the same user", () => {
  it("never reuses a punchline from the user's last 20 roasts, re-roasts included", () => {
    const upload = makeVariedAnalysis(4);
    const heard: string[][] = [];
    for (let i = 0; i < 21; i++) {
      const avoid = heard.slice(-20).flat();
      const script = writeOfflineScript(upload, `roast-${i}`, { avoidLineIds: avoid });
      const punch = script.lineIds.at(-1)!;
      expect(avoid).not.toContain(punch);
      heard.push(script.lineIds);
    }
  });

  it("gives a re-roast a different roast from its parent, whatever the seed", () => {
    const upload = makeVariedAnalysis(9);
    for (let i = 0; i < 10; i++) {
      const parent = writeOfflineScript(upload, `p${i}`);
      const child = writeOfflineScript(upload, `p${i}`, { avoidLineIds: parent.lineIds });
      expect(child.text).not.toBe(parent.text);
      expect(child.lineIds.at(-1)).not.toBe(parent.lineIds.at(-1));
    }
  });

  it("reaches for a theme whose punchlines the user has not heard over one they mostly have", () => {
    const upload = makeTestAnalysis({ bioPhrases: ["Coffee addict", "Gym at 5am"] });
    const coffee = ROOM.find((theme) => theme.id === "bio.coffee")!.punches.map((p) => p.id);
    const heard = coffee.slice(1);
    const coffeeShare = (avoid: string[]) =>
      Array.from({ length: 40 }, (_, i) => writeOfflineScript(upload, `h${i}`, { avoidLineIds: avoid }).lineIds.at(-1)!).filter((id) =>
        id.startsWith("bio.coffee:"),
      ).length;
    expect(coffeeShare(heard)).toBeLessThan(coffeeShare([]));
  });

  it("keeps no stock punchline in more than 2 of 30 different uploads", () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 30; i++) {
      const punch = writeOfflineScript(makeVariedAnalysis(i), `u${i}`).lineIds.at(-1)!;
      counts.set(punch, (counts.get(punch) ?? 0) + 1);
    }
    expect(Math.max(...counts.values())).toBeLessThanOrEqual(2);
  });
});

describe("variety across different uploads", () => {
  it("varies the connective that joins two details: none opens more than 2 of 30 different uploads", () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 30; i++) {
      const opener = writeOfflineScript(makeVariedAnalysis(i), `v${i}`).lineIds[0];
      if (opener.startsWith("pair.")) counts.set(opener, (counts.get(opener) ?? 0) + 1);
    }
    expect(counts.size).toBeGreaterThanOrEqual(3);
    expect(Math.max(...counts.values())).toBeLessThanOrEqual(2);
  });

  it("gives every punchline of the theme its turn, not only the shortest, even beside a long quote", () => {
    const plants = ROOM.find((theme) => theme.id === "bio.plants")!.punches;
    for (const bio of ["Plant dad", "Owns more houseplants than forks"]) {
      const upload = makeTestAnalysis({ bioPhrases: [bio] });
      const used = new Map<string, number>();
      for (let i = 0; i < 120; i++) {
        const punch = writeOfflineScript(upload, `k${i}`).lineIds.at(-1)!;
        used.set(punch, (used.get(punch) ?? 0) + 1);
      }
      expect(used.size, bio).toBe(plants.length);
      expect(Math.max(...used.values()), bio).toBeLessThanOrEqual((2.5 * 120) / plants.length);
    }
  });
});
