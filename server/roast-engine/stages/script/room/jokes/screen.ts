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
      ["{q}. In the right voice, that's poetry.", "This is not the right voice."],
      ["Whoever wrote {q}: we'd like a word.", "Several, actually."],
      ["{q}. Somebody typed that.", "Letter by letter."],
      ["{q}. We read it twice.", "It lost both times."],
      ["Nobody needed to see {q}.", "And now we all have."],
      ["{q}. Saved forever, thanks to you.", "History will not be thanking you."],
      ["{q}. Imagine being the screen.", "It can't even look away."],
      ["{q}. Whatever it means, it means it.", "Commitment, we'll give it that."],
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
      ["{q}. The prosecution rests.", "You did its job for it."],
      ["{q}. Strong words. Well, words.", "The strong part is still loading."],
      ["{q}. Crisp, clear, regrettable.", "Mostly the last one."],
      ["{q}. Every syllable, yours.", "Nobody else would claim them."],
      ["{q}. Future you has questions.", "Past you isn't taking them."],
      ["{q}. First draft, surely.", "Please say first draft."],
      ["{q}. Put that on a mug.", "Dishwasher safe. The line is not."],
      ["{q}. The delete key was right there.", "It still is."],
      ["Someone wrote {q}. It was you.", "Sorry to be the ones to tell you."],
      ["{q}. One for the history books.", "The footnotes, anyway."],
      ["{q}. Motivational poster, or warning label?", "Warning label."],
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
      ["{q}, meet {ctx}. Play nicely.", "They won't."],
      ["{q}, {ctx}: the screen's greatest hits.", "Both of them."],
      ["{q}, plus {ctx}. Carry the shame.", "The maths is unforgiving."],
      ["{q}. {ctx}. Neither one is helping.", "Each makes the other worse."],
      ["{q} and {ctx} walk into a bar.", "The barman leaves."],
      ["{q}. {ctx}. Read together, they make a sort of sense.", "The wrong sort."],
      ["Between {q} and {ctx}, this screen has said enough.", "More than enough."],
    ],
  },
]);
