import { describe, expect, it } from "vitest";
import type { Detail } from "./details/detail";
import { fillLine, quotesHold } from "./fill-line";

const quote = (text: string, role: Detail["role"]): Detail => ({
  kind: "quote",
  text,
  say: `'${text}'`,
  ctx: `'${text}'`,
  role,
  box: { x: 0, y: 0, w: 1, h: 1 },
  target: "quote",
  weight: 1,
  quoted: [text],
});

describe("fillLine", () => {
  it("fills the quote, the platform and the second detail", () => {
    const filled = fillLine("{ctx}. Then {q} on {place}.", {
      detail: quote("Plant dad", "bio"),
      second: quote("Gym rat", "bio"),
      platform: "instagram",
      profile: true,
    });
    expect(filled).toBe("'Gym rat'. Then 'Plant dad' on Instagram.");
  });

  it("ends a line on one full stop after a name that ends on an initial", () => {
    const reply = { ...quote("Is this a reminder app", "comment"), by: "Priyanka J." };
    expect(fillLine("{q}, says {by}. Keep {by}.", { detail: reply, platform: "generic", profile: false })).toBe(
      "'Is this a reminder app', says Priyanka J. Keep Priyanka J.",
    );
  });

  it("fills an exchange's question and who asked it, 'you' when the person did, and keeps a username as written at the start", () => {
    const answer = { ...quote("Difficulty", "chat_message"), asked: { say: "'why 6?'", by: "kemi_a" } };
    expect(fillLine("{asker} asked {ask}. You said {q}.", { detail: answer, platform: "generic", profile: false })).toBe(
      "kemi_a asked 'why 6?'. You said 'Difficulty'.",
    );
    const theirs = { ...quote("A little. She is 19", "chat_message"), by: "Hamish Reid", asked: { say: "'Does Doris have any rust?'" } };
    expect(fillLine("{asker} asked {ask}. {by} said {q}.", { detail: theirs, platform: "generic", profile: false })).toBe(
      "You asked 'Does Doris have any rust?'. Hamish Reid said 'A little. She is 19'.",
    );
    expect(fillLine("{asker} asked {ask}.", { detail: quote("Difficulty", "chat_message"), platform: "generic", profile: false })).toBeUndefined();
  });

  it("names a card's prompt inside a sentence in the case it would be said in, and as written where it opens one", () => {
    const answer = (prompt: string) => ({ ...quote("My mother put a deposit on a wedding hall", "answer"), asked: { say: prompt, prompt: true } });
    const fill = (template: string, prompt: string) => fillLine(template, { detail: answer(prompt), platform: "generic", profile: false });
    expect(fill("The prompt was {ask}. You wrote {q}.", "A fun fact")).toBe(
      "The prompt was a fun fact. You wrote 'My mother put a deposit on a wedding hall'.",
    );
    expect(fill("The prompt: {ask}. Your answer: {q}.", "A fun fact")).toBe(
      "The prompt: A fun fact. Your answer: 'My mother put a deposit on a wedding hall'.",
    );
    expect(fill("{ask}. Your answer: {q}.", "My simple pleasures")).toBe("My simple pleasures. Your answer: 'My mother put a deposit on a wedding hall'.");
    expect(fill("Of every way to finish {ask}, you picked {q}.", "I'm weirdly good at")).toBe(
      "Of every way to finish I'm weirdly good at, you picked 'My mother put a deposit on a wedding hall'.",
    );
  });

  it("puts a prompt only where it reads: a thing asked for anywhere, a sentence to finish only to be finished, a label only as a heading", () => {
    const answer = (prompt: string) => ({ ...quote("My mother put a deposit on a wedding hall", "answer"), asked: { say: prompt, prompt: true } });
    const fill = (template: string, prompt: string) => fillLine(template, { detail: answer(prompt), platform: "generic", profile: false });
    // "asked for I'm weirdly good at" is no English.
    expect(fill("Given {ask} and a blank box, you typed {q}.", "I'm weirdly good at")).toBeUndefined();
    expect(fill("The app asked for {ask}, and you went with {q}.", "Shabbat looks like")).toBeUndefined();
    expect(fill("The app asked for {ask}, and you went with {q}.", "Your kids would describe me as")).toBeUndefined();
    expect(fill("Of every way to finish {ask}, you picked {q}.", "We'll get on if")).toContain("finish We'll get on if,");
    expect(fill("The app asked for {ask}, and you went with {q}.", "How I pay rent")).toContain("asked for how you pay rent,");
    expect(fill("The prompt was {ask}. You wrote {q}.", "How I'd describe myself")).toContain("The prompt was how you'd describe yourself.");
    expect(fill("The app asked for {ask}, and you went with {q}.", "Green flag")).toBeUndefined();
    expect(fill("Of every way to finish {ask}, you picked {q}.", "Green flag")).toBeUndefined();
    expect(fill("{ask}. Your answer: {q}.", "Green flag")).toMatch(/^Green flag\./);
  });

  it("says a prompt in the person's voice back to them as theirs, where it stands inside a sentence", () => {
    const answer = (prompt: string) => ({ ...quote("I've been a bridesmaid seven times", "answer"), asked: { say: prompt, prompt: true } });
    const fill = (template: string, prompt: string) => fillLine(template, { detail: answer(prompt), platform: "generic", profile: false });
    expect(fill("The app asked for {ask}, and you went with {q}.", "My most irrational habit")).toBe(
      "The app asked for your most irrational habit, and you went with 'I've been a bridesmaid seven times'.",
    );
    expect(fill("Given {ask} and the whole alphabet, you typed {q}.", "A little quirk of mine")).toBe(
      "Given a little quirk of yours and the whole alphabet, you typed 'I've been a bridesmaid seven times'.",
    );
    expect(fill("The prompt was {ask}. You wrote {q}.", "A little about me")).toContain("The prompt was a little about you.");
    // Opening a sentence, the prompt is the app's label, as written.
    expect(fill("{ask}. Your answer: {q}.", "My simple pleasures")).toMatch(/^My simple pleasures\./);
    // A clause in the first person is left as the card wrote it.
    expect(fill("Of every way to finish {ask}, you picked {q}.", "I'm weirdly good at")).toContain("finish I'm weirdly good at,");
  });

  it("leaves out a line that needs a second detail the upload does not have", () => {
    expect(fillLine("{ctx}. Then {q}.", { detail: quote("Plant dad", "bio"), platform: "generic", profile: true })).toBeUndefined();
  });

  it("says 'bio' only of a bio or a headline, never of a caption, a comment or a chat message", () => {
    const line = "The cat reads this bio and sighs.";
    expect(fillLine(line, { detail: quote("Cat dad", "bio"), platform: "generic", profile: true })).toBe(line);
    expect(fillLine(line, { detail: quote("Cat dad", "headline"), platform: "generic", profile: true })).toBe(line);
    for (const role of ["caption", "comment", "chat_message", "answer"] as const) {
      expect(fillLine(line, { detail: quote("My cat is asleep", role), platform: "generic", profile: true }), role).toBeUndefined();
    }
  });

  it("calls words a bio, or the person's account of themselves, only on a page that is surely theirs", () => {
    const bio = quote("Cat dad", "bio");
    const unsure = { detail: bio, platform: "generic" as const, profile: false };
    expect(fillLine("{q}. The cat reads this bio and sighs.", unsure)).toBeUndefined();
    expect(fillLine("{q}. Of everything a person could say about themselves, this made the cut.", unsure)).toBeUndefined();
    expect(fillLine("{q}. The line that greets every stranger who opens this page.", unsure)).toBeUndefined();
    // A review's words are renamed as a review, but are no account of the person.
    expect(fillLine("{q}. Your bio peaked in the draft.", { ...unsure, genre: "review" })).toBe("'Cat dad'. Your review peaked in the draft.");
    expect(fillLine("{q}. Of everything a person could say about themselves, this.", { ...unsure, genre: "review" })).toBeUndefined();
    expect(fillLine("{q}. Somebody typed that and pressed send.", unsure)).toBe("'Cat dad'. Somebody typed that and pressed send.");
  });

  it("says the words were said in public only where strangers read them: never of a chat, a mail or a note", () => {
    const said = quote("Couldn't find parking. Did not go in", "chat_message");
    const line = "{q}. Now the whole internet has opinions about your parking situation.";
    expect(fillLine(line, { detail: said, platform: "generic", profile: false })).toBeUndefined();
    expect(fillLine(line, { detail: said, platform: "generic", profile: false, public: false })).toBeUndefined();
    expect(
      fillLine("{q}. You negotiated with yourself in public and settled for both.", { detail: said, platform: "generic", profile: false }),
    ).toBeUndefined();
    // A chat's tag "For all of us to see" (judged on v28's Nextplus chat) is the same claim.
    for (const claim of ["For all of us to see.", "{q}. On a dating app, in front of everybody.", "{q}. So the whole world knows."])
      expect(fillLine(claim, { detail: said, platform: "generic", profile: false })).toBeUndefined();
    expect(
      fillLine(line, { detail: quote("Couldn't find parking. Did not go in", "caption"), platform: "generic", profile: false, post: true, public: true }),
    ).toBe("'Couldn't find parking. Did not go in'. Now the whole internet has opinions about your parking situation.");
  });

  it("calls words a caption only when the screen is surely a post and the words are its caption; else a line, outside the quotes", () => {
    const line = "{q}. Of every possible caption, this one made it out alive. Captions everywhere, worried.";
    const caption = quote("No caption needed", "caption");
    expect(fillLine(line, { detail: caption, platform: "generic", profile: false, post: true })).toBe(
      "'No caption needed'. Of every possible caption, this one made it out alive. Captions everywhere, worried.",
    );
    // A thread's question or a story's title the reader took for a caption, on a screen it cannot place.
    expect(fillLine(line, { detail: caption, platform: "generic", profile: false })).toBe(
      "'No caption needed'. Of every possible line, this one made it out alive. Lines everywhere, worried.",
    );
    expect(fillLine(line, { detail: quote("How many posts are on the blog?", "comment"), platform: "generic", profile: false, post: true })).toBe(
      "'How many posts are on the blog?'. Of every possible line, this one made it out alive. Lines everywhere, worried.",
    );
  });

  it("calls the words a sentence only when they are one: three words or more, not a title", () => {
    const line = "{q}. A sentence that could close any meeting.";
    const slots = { platform: "generic" as const, profile: false };
    expect(fillLine(line, { ...slots, detail: quote("Synergy Lead", "headline") })).toBeUndefined();
    expect(fillLine(line, { ...slots, detail: quote("The CEO's Secret Werewolf Barista", "caption") })).toBeUndefined();
    expect(fillLine(line, { ...slots, detail: quote("Let's circle back on synergy", "bio") })).toBe(
      "'Let's circle back on synergy'. A sentence that could close any meeting.",
    );
    // A quote that itself says "sentence" is no claim of the line's.
    expect(fillLine("{q}. Noted.", { ...slots, detail: quote("Life sentence", "bio") })).toBe("'Life sentence'. Noted.");
  });

  it("names the person's words as what they are on a review or a listing, outside the quotes", () => {
    const review = quote("Five stars, no notes", "bio");
    expect(fillLine("{q}. That's the bio. Your bio peaked in the draft.", { detail: review, platform: "generic", profile: true, genre: "review" })).toBe(
      "'Five stars, no notes'. That's the review. Your review peaked in the draft.",
    );
    expect(
      fillLine("Caption check: {q}.", { detail: quote("Vintage armchair, no caption", "bio"), platform: "generic", profile: true, genre: "listing" }),
    ).toBe("Listing check: 'Vintage armchair, no caption'.");
  });
});

describe("the person's own word, {w}", () => {
  const detail = {
    kind: "quote" as const,
    text: "Sourdough evangelist",
    say: "'Sourdough evangelist'",
    ctx: "",
    box: { x: 0, y: 0, w: 1, h: 1 },
    target: "quote" as const,
    weight: 1,
    quoted: [],
  };
  it("is said inside the sentence in lower case unless written as a name or in capitals", () => {
    expect(fillLine("{q}. The only thing that rises is the {w}.", { detail, platform: "generic", profile: true, word: "Sourdough" })).toBe(
      "'Sourdough evangelist'. The only thing that rises is the sourdough.",
    );
    expect(fillLine("Look at that {w}.", { detail, platform: "generic", profile: true, word: "TIME" })).toBe("Look at that TIME.");
    expect(fillLine("An {w} user.", { detail, platform: "generic", profile: true, word: "iPhone" })).toBe("An iPhone user.");
  });
  it("leaves a line that needs a word out when the trope matched none", () => {
    expect(fillLine("Said {w}.", { detail, platform: "generic", profile: true })).toBeUndefined();
  });
});

describe("words a line quotes of its own", () => {
  it("stand only where the person wrote them: else the line reads as an invented quote", () => {
    const music = quote("music fan", "bio");
    expect(fillLine("{q}. Listing it is like listing 'enjoys air'.", { detail: music, platform: "generic", profile: true })).toBeUndefined();
    const never = quote("I will never run a marathon", "bio");
    expect(fillLine("{q}. That 'never' is now in writing.", { detail: never, platform: "generic", profile: true })).toBe(
      "'I will never run a marathon'. That 'never' is now in writing.",
    );
  });
  it("are told apart from an apostrophe inside a word", () => {
    expect(quotesHold("{q}. Don't, won't, can't: it's fine.", quote("music fan", "bio"))).toBe(true);
    expect(quotesHold("{q}, says 'oaky'.", quote("wine o'clock", "bio"))).toBe(false);
  });
});
