import { describe, expect, it } from "vitest";
import type { Analysis, Box, LineRole, ScreenLine } from "../../types";
import { findDetails } from "./details/find-details";
import { makeTestAnalysis } from "./test-support/make-test-analysis";
import { isDenied, isMatch, matchThemes, scoreMatch } from "./match-themes";
import { ROOM } from "./room";

const box: Box = { x: 0, y: 0, w: 100, h: 20 };

/** An upload whose only words are the person's own, with the given roles. */
function ownWords(kind: Analysis["kind"], words: Array<[string, LineRole]>): Analysis {
  const lines: ScreenLine[] = words.map(([text, role]) => ({ text, role, owner: "self", box, confidence: 1 }));
  return { ...makeTestAnalysis({ kind }), lines, quotes: words.map(([text, role]) => ({ text, role, box })) };
}
const themesFor = (analysis: Analysis) => matchThemes(ROOM, findDetails(analysis), analysis);

describe("matchThemes", () => {
  it("meets a comment or a chat message with the themes written for its subject, not only the catch-alls", () => {
    const comment = themesFor(ownWords("comment", [["I have killed 11 succulents this year", "comment"]])).map((m) => m.theme.id);
    expect(comment).toContain("bio.plants");
    expect(comment).toContain("comment.confession");
    const chat = themesFor(ownWords("chat", [["Does mint chip ice cream count", "chat_message"]])).map((m) => m.theme.id);
    expect(chat).toContain("food.dessert");
  });

  it("spreads look-alike uploads over several themes written for their words", () => {
    const pizza = themesFor(ownWords("post", [["Made pizza from scratch, the kitchen will never recover", "caption"]])).map((m) => m.theme.id);
    expect(pizza).toEqual(expect.arrayContaining(["bio.foodie", "food.pizza-words", "food.kitchen-disaster"]));
  });

  it("meets a cooking disaster only where the words tell of one, not on a kitchen or a recipe alone", () => {
    for (const words of ["Burnt the garlic bread again", "The smoke alarm is my sous chef"]) {
      expect(themesFor(ownWords("post", [[words, "caption"]])).map((m) => m.theme.id)).toContain("food.kitchen-disaster");
    }
    for (const words of ["Kitchen splashback", "Cooking with my nan every Sunday", "Recipe in the comments, it takes ten minutes"]) {
      expect(themesFor(ownWords("post", [[words, "caption"]])).map((m) => m.theme.id)).not.toContain("food.kitchen-disaster");
    }
  });

  it("meets a thing bought and left unused only where the words say it was", () => {
    for (const words of ["Got a standing desk. Have stood at it once.", "It is now a very tall shelf for laundry", "The rowing machine is gathering dust"]) {
      expect(themesFor(ownWords("post", [[words, "caption"]])).map((m) => m.theme.id)).toContain("bio.used-once");
    }
    for (const words of ["Just bought a standing desk", "I love my treadmill", "Once upon a time in Lisbon", "Bookshelf tour, finally"]) {
      expect(themesFor(ownWords("post", [[words, "caption"]])).map((m) => m.theme.id)).not.toContain("bio.used-once");
    }
  });

  it("meets a height only where a number gives it", () => {
    for (const words of ["📏 6'1\"", "5 ft 9 if that matters", "183 cm of trouble", "6’2 apparently"]) {
      expect(themesFor(ownWords("dating", [[words, "detail"]])).map((m) => m.theme.id)).toContain("bio.height");
    }
    for (const words of ["It is now a very tall shelf for laundry", "Grande, tall, venti, whatever", "Eating 3 cm of cake"]) {
      expect(themesFor(ownWords("post", [[words, "caption"]])).map((m) => m.theme.id)).not.toContain("bio.height");
    }
  });

  it("ranks the person's prompt answer above a distance, and never takes a distance for a runner's miles", () => {
    const card = ownWords("dating", [
      ["📍 3 miles away", "detail"],
      ["Just a guy who owns more houseplants than forks", "answer"],
    ]);
    const matches = themesFor({ ...card, platform: "dating" });
    expect(matches[0].detail.text).toBe("Just a guy who owns more houseplants than forks");
    expect(matches.map((m) => m.theme.id)).not.toContain("bio.marathon");
  });

  it("meets a theme's word only as a word of the upload's, never inside another word", () => {
    const chair = themesFor(ownWords("post", [["Vintage armchair, slightly haunted", "caption"]])).map((m) => m.theme.id);
    expect(chair).not.toContain("bio.matcha");
    const run = themesFor(ownWords("post", [["Ran to the bakery and back", "caption"]])).map((m) => m.theme.id);
    expect(run).not.toContain("food.baking");
    const baker = themesFor(ownWords("post", [["Baked my first loaf, it is a brick", "caption"]])).map((m) => m.theme.id);
    expect(baker).toContain("food.baking");
    const plants = themesFor(ownWords("post", [["Owns more houseplants than forks", "bio"]])).map((m) => m.theme.id);
    expect(plants).toContain("bio.plants");
  });

  it("keeps lines that presume an opinion, a mishap or many plants for words that say so", () => {
    const cereal = themesFor(ownWords("comment", [["Set off the smoke alarm making cereal", "caption"]])).map((m) => m.theme.id);
    expect(cereal).not.toContain("food.breakfast-take");
    expect(cereal).toContain("food.breakfast-mishap");
    const take = themesFor(ownWords("post", [["breakfast for dinner is the only correct dinner", "caption"]])).map((m) => m.theme.id);
    expect(take).toContain("food.breakfast-take");
    expect(take).not.toContain("food.breakfast-mishap");
    const lea = themesFor(ownWords("profile", [["Bought a plant to feel like an adult. It died", "bio"]])).map((m) => m.theme.id);
    expect(lea).toContain("bio.one-plant");
    expect(lea).not.toContain("bio.plants");
    const splits = themesFor(ownWords("post", [["Negative splits, positive croissant balance.", "caption"]])).map((m) => m.theme.id);
    expect(splits).not.toContain("food.snacks-sharing");
    expect(splits).not.toContain("food.baking");
  });

  it("meets a team, a single plant or a candle-soft caption only where the words are that", () => {
    const city = themesFor(ownWords("post", [["Rating every hot dog stand in the city so you don't have to", "caption"]])).map((m) => m.theme.id);
    expect(city).not.toContain("bio.sports-team");
    expect(themesFor(ownWords("profile", [["Man City till I die", "bio"]])).map((m) => m.theme.id)).toContain("bio.sports-team");
    const any = themesFor(ownWords("comment", [["They say you can't overwater a succulent", "comment"]])).map((m) => m.theme.id);
    expect(any).not.toContain("bio.one-plant");
    const barista = themesFor(ownWords("story", [["when the barista spells your name right first try", "caption"]])).map((m) => m.theme.id);
    expect(barista).not.toContain("caption.candle-label");
  });

  it("keeps the coding jokes for someone who codes", () => {
    const pm = themesFor(ownWords("profile", [["Senior Product Manager at Cloudnine", "headline"]])).map((m) => m.theme.id);
    expect(pm).not.toContain("job.tech");
    expect(pm).toContain("job.tech-words");
    expect(themesFor(ownWords("profile", [["Software Engineer at Stripe", "headline"]])).map((m) => m.theme.id)).toContain("job.tech");
  });
});

describe("isMatch", () => {
  it("meets a face only with the expressions a match names", () => {
    const face = {
      kind: "face" as const,
      text: "smiling",
      say: "smiling",
      ctx: "that smile",
      box: { x: 0, y: 0, w: 10, h: 10 },
      target: "face" as const,
      weight: 1,
      quoted: [],
    };
    const analysis = makeTestAnalysis();
    expect(isMatch({ on: "face", expressions: ["smiling"] }, face, analysis)).toBe(true);
    expect(isMatch({ on: "face", expressions: ["angry", "sad"] }, face, analysis)).toBe(false);
    expect(isMatch({ on: "face" }, face, analysis)).toBe(true);
  });

  it("meets a line written for dating profiles alone only when the reader is sure the screen is one", () => {
    const answer = ownWords("dating", [["Tuesday and Thursday evenings, mostly", "answer"]]);
    const detail = findDetails(answer).find((d) => d.kind === "quote");
    if (!detail) throw new Error("no quote detail");
    const forDating = { on: "quote" as const, roles: ["answer" as const], kinds: ["dating" as const] };
    expect(isMatch(forDating, detail, { ...answer, kindSure: false })).toBe(false);
    expect(isMatch(forDating, detail, { ...answer, kindSure: true })).toBe(true);
    // Written for a profile of either kind: a guess is enough, as it says nothing of dating.
    expect(isMatch({ ...forDating, kinds: ["dating", "profile"] }, detail, { ...answer, kindSure: false })).toBe(true);
    const jokes = themesFor({ ...answer, kindSure: false }).map((m) => m.theme.id);
    expect(jokes.filter((id) => id.startsWith("dating."))).toEqual([]);
    expect(themesFor({ ...answer, kindSure: true }).some((m) => m.theme.id === "dating.any-answer")).toBe(true);
  });
});

describe("scoreMatch", () => {
  it("ranks a joke written for the words over a broad one keyed on their form, and that over a catch-all", () => {
    const detail = findDetails(makeTestAnalysis({ quotes: [{ text: "will it ever stop raining?", role: "bio", box }] })).find((d) => d.kind === "quote");
    if (!detail) throw new Error("no quote detail");
    const written = scoreMatch({ on: "quote", words: /raining/ }, detail, false);
    const form = scoreMatch({ on: "quote", words: /\?/ }, detail, true);
    const any = scoreMatch({ on: "quote" }, detail, true);
    expect(written).toBeGreaterThan(form);
    expect(form).toBeGreaterThan(any);
  });
});

describe("a word the person denies", () => {
  it("is denied by a no, a not or a hate among the three words before it in its clause", () => {
    expect(isDenied(/music/i, "NO MUSIC")).toBe(true);
    expect(isDenied(/brunch/i, "I hate brunch")).toBe(true);
    expect(isDenied(/hiking/i, "not really into hiking")).toBe(true);
    expect(isDenied(/dogs?/i, "no cats, no dogs")).toBe(true);
  });
  it("is not denied by a no in another clause, after it, or inside the trope's own words", () => {
    expect(isDenied(/hiking/i, "No regrets, love hiking")).toBe(false);
    expect(isDenied(/dogs?/i, "dogs are not my thing")).toBe(false);
    expect(isDenied(/music/i, "I love music")).toBe(false);
    expect(isDenied(/not a morning person/i, "not a morning person")).toBe(false);
  });
  it("keeps a theme written for the word off a line that denies it", () => {
    const rules = ownWords("profile", [["NO GUESTS. NO MUSIC. NO COOKING AFTER 7PM", "bio"]]);
    const detail = findDetails(rules).find((d) => d.kind === "quote");
    expect(detail).toBeDefined();
    expect(isMatch({ on: "quote", words: /music/i }, detail as NonNullable<typeof detail>, rules)).toBe(false);
    expect(isMatch({ on: "quote", words: /guests?/i }, detail as NonNullable<typeof detail>, rules)).toBe(false);
  });
});
