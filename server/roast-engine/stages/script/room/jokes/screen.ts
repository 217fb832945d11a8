import { defineJokes } from "../joke-types";

const onScreen = { on: "quote" as const, unowned: true };

/**
 * Words on the screen whose writer the reader could not tell (find-details.ts): quoted as what
 * the screen says, roasting the upload and whoever chose to upload it, never claiming who wrote them.
 */
export const SCREEN_JOKES = defineJokes("jscreen", [
  {
    id: "the-line",
    match: onScreen,
    mood: "deadpan",
    needs: ["screenshot"],
    jokes: [
      ["Of all the words on this screen, {q} is the one doing the most damage.", "And it isn't even trying."],
      ["Somebody read {q} and thought: this needs a bigger audience.", "That somebody is you."],
      ["{q}. Out of everything you could screenshot, you chose the evidence.", "Bold move for the defendant."],
      ["{q}. Every word in that had somewhere better to be.", "They stayed anyway."],
      ["This screen says {q}, and you saved it on purpose.", "Framed it, practically, like a diploma."],
      ["We tried reading it upside down. Right way up, it still says {q}.", "No improvement either way."],
      ["The words {q}, together, on purpose, in that order.", "Nobody stopped them."],
      ["Of all the words ever arranged, this screen went with these: {q}.", "A curated selection."],
      // Said by the roast's own voice, so reading it aloud is simply true.
    ],
  },
  {
    // The person's own sentence on a screen no other catch-all is true of (a money app's note, a
    // diary's entry): the frames say only that the words are theirs and on the screen, so a line
    // with no joke of its own is still the one roasted, not a label or an address beside it.
    id: "the-line-yours",
    match: { on: "quote", roles: ["bio", "caption", "answer", "other", "detail", "comment", "chat_message"], form: "sentence" },
    broad: true,
    // After every catch-all written for the line's role: these say the least about it.
    lastResort: true,
    mood: "deadpan",
    needs: ["screenshot"],
    jokes: [
      ["Of everything on this screen, {q} is the line that does the damage.", "All by itself."],
      ["{q}. Typed with thumbs, on purpose, and saved.", "The thumbs are not sorry."],
      ["Your words, not ours: {q}.", "We only read them out.", "Slowly, for the people at the back."],
      ["In your own words, since nobody else's would do: {q}.", "Fair enough."],
      ["{q}. It's on the screen, so it's on the record.", "The record is not impressed."],
      ["We could add a joke to {q}.", "It doesn't need one."],
      ["{q}. Said once, on purpose, where everyone could see.", "Everyone saw."],
      ["{q}. Read it out loud and it gets worse.", "We just did. It did."],
    ],
  },
  {
    id: "the-pair",
    pair: { kinds: ["quote"], roles: ["bio", "headline", "answer", "caption", "comment", "chat_message", "sticker", "other", "detail"] },
    match: onScreen,
    mood: "chaotic",
    needs: ["screenshot"],
    // Two lines the reader could not give a writer: nothing here says one person wrote both.
    jokes: [
      "On one screen, {q}, and right beside it, {ctx}. Whoever saved this knew exactly what they had.",
      ["Put {q} next to {ctx} and you get the whole story, minus the dignity.", "The dignity stayed home."],
      // Neither which came first nor that one answers the other: only that the screen holds both.
      ["Now showing: {q}. Also showing: {ctx}.", "No refunds."],
      ["{q} and {ctx}, on the same screen, and the screen is coping.", "Barely."],
    ],
  },
]);
