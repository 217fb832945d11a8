import { describe, expect, it } from "vitest";
import type { LineRole } from "../../types";
import type { QuoteWord } from "./read-quote-words";
import { scoreQuote } from "./score-quote";

/** Words as tesseract reads them: sure (0.95) unless a word is given as [text, confidence] or with a box. */
const read = (...words: Array<string | [string, number] | QuoteWord>): QuoteWord[] =>
  words.map((w) => (typeof w === "string" ? { text: w, confidence: 0.95 } : Array.isArray(w) ? { text: w[0], confidence: w[1] } : w));
const score = (words: QuoteWord[], role: LineRole = "bio") => scoreQuote(words, role);

describe("scoreQuote: the noise of issue 28 is refused or repaired", () => {
  it("leaves out a last sentence cut at a wrap the layout did not join, and keeps the whole ones before it", () => {
    expect(score(read(..."Made pizza from scratch, the kitchen will".split(" ")), "caption")).toEqual([]);
    expect(score(read(..."Retired. Grilling enthusiast. Still figuring out the".split(" ")))).toEqual(["Retired. Grilling enthusiast."]);
    expect(score(read(..."Your order from Pizza Palace is on its".split(" ")), "comment")).toEqual([]);
    // A caption may end without a full stop on any other word.
    expect(score(read(..."Set off the smoke alarm making cereal".split(" ")), "caption")).toEqual(["Set off the smoke alarm making cereal"]);
  });

  it("drops a sentence that stops on two lower-case letters no word list holds, however surely read (a word's end lost on a coloured bubble)", () => {
    expect(score(read(..."No. But I've kept the ro.".split(" ")), "chat_message")).toEqual(["No."]);
    expect(score(read(..."Honestly the ro is kept".split(" ")), "chat_message")).toEqual([]);
    // Its cut word trimmed, the sentence is still short of its end: "That's my work" is not what was written.
    expect(score(read(..."Oh no. That's my work ba".split(" ")), "chat_message")).toEqual(["Oh no."]);
    // Chat's own two-letter words are words.
    expect(score(read(..."see you tomorrow xo".split(" ")), "chat_message")).toEqual(["see you tomorrow xo"]);
    expect(score(read(..."ew no thank you".split(" ")), "chat_message")).toEqual(["ew no thank you"]);
  });

  it("reads a pipe that became 'I' between two items as the separator it was", () => {
    const out = score(read("Pisces", ["I", 0.9], "bottomless", "brunch", "enthusiast"));
    expect(out).toEqual(["Pisces | bottomless brunch enthusiast"]);
    expect(out.join(" ")).not.toContain("Pisces I");
  });

  it("trims an emoji read as 'BB' before a job", () => {
    expect(score(read(["BB", 0.6], "Software", "Engineer"), "headline")).toEqual(["Software Engineer"]);
  });

  it("trims icon glyphs read at a line's end ('¢f', '[ffl')", () => {
    expect(score(read("Chief", "Happiness", "Officer", ["¢f", 0.4]), "headline")).toEqual(["Chief Happiness Officer"]);
    expect(score(read("I", "made", "a", "spreadsheet", ["[ffl", 0.5]))).toEqual(["I made a spreadsheet"]);
  });

  it("keeps the 'I' that opens a sentence in capitals, and trims an icon's before a title in capitals", () => {
    expect(score(read(..."I DO NOT REGRET THE GOAT".split(" ")), "comment")).toEqual(["I DO NOT REGRET THE GOAT"]);
    expect(score(read(..."I CAN CONFIRM THE SOUP WAS COLD".split(" ")), "comment")).toEqual(["I CAN CONFIRM THE SOUP WAS COLD"]);
    expect(score(read(["I", 0.7], "BRIGHTON", "MARINA"), "detail").join(" ")).not.toMatch(/^I /);
  });

  it("drops a place whose pin became 'I' and whose name OCR split and cannot join", () => {
    const out = score(read(["I", 0.7], "MALIBU,", "CALIF", ["ORNIA", 0.62]), "detail");
    expect(out.join(" ")).not.toMatch(/\bI MALIBU|CALIF\b/);
  });

  it("joins a word OCR split when only the joined word is English", () => {
    expect(score(read(["Actu", 0.8], ["ally,", 0.8], "do", "ask."))).toEqual(["Actually, do ask."]);
    // Both parts are words: "over time" stays two words.
    expect(score(read("Better", "over", "time"))).toEqual(["Better over time"]);
    // An acronym and the word after it are no split word, though "rain" is one: the case changes between them.
    expect(score(read("I'm", "an", "RA", "in", "a", "first-year", "dorm."))).toEqual(["I'm an RA in a first-year dorm."]);
  });

  it("trims a leading 'f' (an icon) before pronouns", () => {
    expect(score(read(["f", 0.5], "she/her"), "bio")).toEqual(["she/her"]);
  });

  it("drops the sentence with an unreadable word and trims a trailing 'v', keeping the sure sentences", () => {
    const out = score(read("Geese.", "Don't", "ask.", ["Actu", 0.55], ["X", 0.4], "do", "ask.", ["v", 0.5]));
    expect(out).toEqual(["Geese. Don't ask."]);
  });

  it("refuses a word OCR misread that no dictionary holds, unless read very surely", () => {
    expect(score(read(["Ex-intem", 0.85], "at", "three", "unicorns.")).join(" ")).not.toContain("intem");
    expect(score(read("Building", "the", "future", "of", ["todo", 0.96], "apps."))).toEqual(["Building the future of todo apps."]);
    expect(score(read(["up", 0.6], ["uss", 0.5], ["por", 0.5], ["broakiast.", 0.5]))).toEqual([]);
    // Read surely, a word one letter from a listed one is still a misread ("beter" for "better").
    expect(score(read("every", "no", "is", "a", "yes", "waiting", "for", "a", ["beter", 0.95], "slide"))).toEqual([]);
    expect(score(read(["T:02AM", 0.83], "·", "Jan", "12,", "2026"), "caption").join(" ")).not.toContain("02AM");
  });

  it("drops a tag chip that repeats the title's last word in lower case, and keeps a word said twice on purpose", () => {
    expect(score(read(..."I rewrote our 40-line deploy script in Rust rust".split(" ")), "caption")).toEqual(["I rewrote our 40-line deploy script in Rust"]);
    expect(score(read(..."It was very very good".split(" ")), "caption")).toEqual(["It was very very good"]);
  });

  it("holds a capitalised word to a sure reading in a language the lexicon does not know, and a name in English to less", () => {
    // "Der Tüte geht es weniger gut", its "Tüte" read as "Tite" at 0.81.
    expect(score(read("Der", ["Tite", 0.81], "geht", "es", "weniger", "gut."), "chat_message")).toEqual([]);
    expect(score(read("Die", ["Suppe", 0.91], "ist", "sehr", "viel", "Suppe."), "chat_message")).toEqual(["Die Suppe ist sehr viel Suppe."]);
    expect(score(read("Told", ["Bernadette", 0.81], "the", "password", "again."), "chat_message")).toEqual(["Told Bernadette the password again."]);
  });

  it("trims a leading 'I' that has an icon's square box, not the capital I of a sentence", () => {
    const pin = { text: "I", confidence: 0.9, box: { x: 0, y: 0, w: 20, h: 22 } };
    const capital = { text: "I", confidence: 0.9, box: { x: 0, y: 0, w: 4, h: 22 } };
    expect(score([pin, ...read("love", "maps")])).toEqual(["love maps"]);
    expect(score([capital, ...read("love", "maps")])).toEqual(["I love maps"]);
  });
});

describe("scoreQuote keeps what people really write", () => {
  it("keeps names, brands, handles, hashtags, shorthand and contractions read surely", () => {
    expect(score(read("Your", "Spotify", "Wrapped.", "Be", "afraid."), "answer")).toEqual(["Your Spotify Wrapped. Be afraid."]);
    expect(score(read("Gym", "at", "5am", "so", "you", "don't", "have", "to"))).toEqual(["Gym at 5am so you don't have to"]);
    expect(score(read("POV:", "you", "said", "one", "episode", "at", "9pm"), "caption")).toEqual(["POV: you said one episode at 9pm"]);
    expect(score(read("Web3", "·", "AI", "·", "Also", "Web2"), "headline")).toEqual(["Web3 · AI · Also Web2"]);
    expect(score(read("ask", "@nate_wagmi", "about", "#gains"), "caption")).toEqual(["ask @nate_wagmi about #gains"]);
  });

  it("keeps a hyphenated word whose first piece is a prefix English only writes before a hyphen", () => {
    const line = "I design multi-storey car parks for a living and I still park three streets away from everywhere.";
    expect(score(read(...line.split(" ")), "answer")).toEqual([line]);
    expect(score(read(..."Semi-retired co-founder of a non-event.".split(" ")))).toEqual(["Semi-retired co-founder of a non-event."]);
    // Alone, the prefix is no word: a misreading as likely as any other.
    expect(score(read(..."The multi cat flap.".split(" ")))).toEqual([]);
  });

  it("keeps the capital I inside sentences", () => {
    expect(score(read("The", "borrow", "checker", "and", "I", "are", "in", "couples", "therapy."))).toEqual([
      "The borrow checker and I are in couples therapy.",
    ]);
    expect(score(read("Day", "3:", "I", "miss", "my", "desk", "chair"), "comment")).toEqual(["Day 3: I miss my desk chair"]);
  });

  it("keeps a flat, desk or bus by number and letter after a word of the sentence, read surely, and no such token alone or unsure", () => {
    expect(score(read(..."It turns out desk 4B is in the Leeds office.".split(" ")), "chat_message")).toEqual(["It turns out desk 4B is in the Leeds office."]);
    expect(score(read(..."They moved to the 38A.".split(" ")), "caption")).toEqual(["They moved to the 38A."]);
    // Unsure, or opening the line where an icon stands as often: a misreading as likely as a flat.
    expect(score(read("It", "turns", "out", "desk", ["4B", 0.6], "is", "in", "Leeds."), "chat_message")).toEqual([]);
    expect(score(read("The", "man", "from", ["4B", 0.7], "waved."), "caption")).toEqual([]);
    expect(score(read("Through", "the", "window.", "Of", "3G7", "too."), "caption")).toEqual(["Through the window."]);
  });

  it("refuses a rare word OCR makes of a common one ('ail' for 'all'), however surely read, and keeps the sentences around it", () => {
    expect(score(read(..."Your starter, beside my keyboard. It's been very calm ail week.".split(" ")), "chat_message")).toEqual([
      "Your starter, beside my keyboard.",
    ]);
    expect(score(read(..."Salt arid pepper.".split(" ")))).toEqual([]);
  });

  it("refuses a name read unsurely in a sentence but accepts it in a name or job field", () => {
    expect(score(read("Coffee", "at", ["Zyntrix", 0.75]), "bio")).toEqual([]);
    expect(score(read("Manager", "at", ["Zyntrix", 0.75]), "headline")).toEqual(["Manager at Zyntrix"]);
  });
});

describe("scoreQuote leaves out what was cut or read unsurely as a whole", () => {
  it("leaves out an '&' where no 'and' can stand (a flag or icon read as one), as an emoji, and keeps one that joins two things", () => {
    expect(score(read(..."Spanish & for my in-laws".split(" ")))).toEqual(["Spanish for my in-laws"]);
    // The bracket it opens closes on a short word, the aside whole.
    expect(score(read(..."Spanish & for my in-laws (they don't know yet)".split(" ")))).toEqual(["Spanish for my in-laws (they don't know yet)"]);
    expect(score(read(..."Walks with the & dog. Coffee first.".split(" ")))).toEqual(["Walks with the dog. Coffee first."]);
    expect(score(read(..."Me & my dog vs the world".split(" ")))).toEqual(["Me & my dog vs the world"]);
    expect(score(read(..."Sourdough mom to 3 starters (Doug, Carl & Bread Pitt)".split(" ")))).toEqual([
      "Sourdough mom to 3 starters (Doug, Carl & Bread Pitt)",
    ]);
  });

  it("says nothing of a line whose last word the screen cut to two letters, and keeps a phrase's short last word", () => {
    expect(score(read("Marketing", "ma", "at", "Acme"), "detail")).toEqual(["Marketing ma at Acme"]);
    // "Senior Marketing" is not what the screen says ("Senior Marketing Manager", cut).
    expect(score(read("Senior", "Marketing", "ma"), "detail")).toEqual([]);
    expect(score(read("so", "you", "don't", "have", "to"))).toEqual(["so you don't have to"]);
  });

  it("drops a part whose words were read unsurely on the whole, listed as each may be", () => {
    expect(score(read(["Senior", 0.72], ["Product", 0.52], ["Manage", 0.76]), "headline")).toEqual([]);
    expect(score(read("Hot", "take:", "breakfast", "is", "the", "only", "correct", ["questions", 0.17]))).toEqual([
      "Hot take: breakfast is the only correct questions",
    ]);
  });
});

describe("scoreQuote leaves out a sentence missing a word OCR dropped", () => {
  it("drops a sentence where a verb follows a word that needs a subject first ('told need': a thin 'I' was not read)", () => {
    expect(score(read(..."Loyal, active, and I've been told need a bath".split(" ")))).toEqual([]);
    expect(score(read(..."It's giving can't sit on the sofa".split(" ")), "caption")).toEqual([]);
    expect(score(read(..."It's giving I can't sit on the sofa".split(" ")), "caption")).toEqual(["It's giving I can't sit on the sofa"]);
    expect(score(read(..."Gym every day. Not because am good at it".split(" ")))).toEqual(["Gym every day."]);
    // The same sentences read whole are kept, as are verbs after a subject or a noun.
    expect(score(read(..."Loyal, active, and I've been told I need a bath".split(" ")))).toEqual(["Loyal, active, and I've been told I need a bath"]);
    expect(score(read(..."Told my boss I need a raise".split(" ")))).toEqual(["Told my boss I need a raise"]);
    expect(score(read(..."The plants I know need water".split(" ")))).toEqual(["The plants I know need water"]);
    expect(score(read(..."Only texts back when hungry".split(" ")))).toEqual(["Only texts back when hungry"]);
  });
});

describe("scoreQuote joins only where the sentence goes on", () => {
  it("leaves out the lower-case end of a sentence that began on a line not joined", () => {
    expect(score(read("with.", "I", "will", "eat", "your", "fries."), "answer")).toEqual(["I will eat your fries."]);
    expect(score(read("when", "the", "barista", "spells", "your", "name", "right"), "caption")).toEqual(["when the barista spells your name right"]);
  });
});

describe("scoreQuote reads separators only where no sentence goes on", () => {
  it("keeps the 'I' of a sentence after a noun, and reads a pipe by its height", () => {
    expect(score(read("New", "video", "every", "time", "I", "embarrass", "myself"))).toEqual(["New video every time I embarrass myself"]);
    expect(score(read("Should", "I", "text", "him", "back?"), "caption")).toEqual(["Should I text him back?"]);
    const box = (h: number) => ({ x: 0, y: 0, w: 10, h });
    const words = [
      { text: "coffee", confidence: 0.95, box: box(20) },
      { text: "I", confidence: 0.9, box: { x: 0, y: 0, w: 3, h: 30 } },
      { text: "cats", confidence: 0.95, box: box(20) },
    ];
    expect(score(words)).toEqual(["coffee | cats"]);
  });
});

describe("a lower-case 'i'", () => {
  it("is the pronoun, typed in lower case, before a verb that follows 'I'", () => {
    expect(score(read(..."day 3 i bought a ukulele".split(" ")), "comment")).toEqual(["day 3 i bought a ukulele"]);
    expect(score(read(..."honestly i think we peaked".split(" ")), "comment")).toEqual(["honestly i think we peaked"]);
  });
  it("stays doubtful read unsurely, first, or before anything else", () => {
    expect(score(read("day", "3", ["i", 0.5], "bought", "a", "ukulele"), "comment")).toEqual([]);
    expect(score(read(..."i bought a ukulele".split(" ")), "comment")).toEqual([]);
    expect(score(read(..."the i ukulele".split(" ")), "comment")).toEqual([]);
  });
});
