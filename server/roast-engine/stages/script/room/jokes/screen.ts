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
      ["{q}. That sentence made it past a thumb, a brain and a keyboard.", "Each of them is now under review."],
      ["This screen says {q}, and you saved it on purpose.", "Framed it, practically, like a diploma."],
      ["{q}. Read it slowly, out loud, and feel the room get quieter.", "That silence is the review."],
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
      "First {q}, then {ctx}. This screenshot is a whole season of television.",
      ["Put {q} next to {ctx} and you get the whole story, minus the dignity.", "The dignity stayed home."],
      ["{q} on one line, {ctx} on another, and nobody stepped in between.", "Somebody should have."],
      ["{q}, and then, without a word of warning, {ctx}.", "The screen does not do transitions."],
    ],
  },
]);
