import type { TropeSource } from "../joke-types";

/**
 * Catch-alls by role, used only when nothing written for the words fits (compose-script.ts):
 * each joke is true of any line in that role, so it may land on any of them without lying.
 */
export const ANY_LINE_TROPES: TropeSource[] = [
  {
    id: "any-bio",
    match: { on: "quote", roles: ["bio"], form: "sentence" },
    // Beside a number the same screen shows (a count, a run's distance, a level): the person's
    // words and their numbers, each exactly as shown (details/find-details.ts, findStatDetails).
    // Never a price: a price is not a thing the person did or measured ("Only one was measured").
    pair: { kinds: ["count"], labels: ["followers", "following", "likes", "posts", "connections", "views", "friends", "stat"] },
    jokes: [
      ["{q}, and on the same screen, {ctx}. One is a feeling; the other is evidence.", "The evidence wins, every time."],
      ["{q}. Also on record: {ctx}. Only one was measured.", "Numbers rarely exaggerate. Sentences do."],
      ["{q}. Then, on the same screen: {ctx}. Subject changed.", "Nobody noticed but us, and now everyone."],
      ["{q} is the claim. {ctx} is the evidence.", "The evidence would like a word."],
      ["{q}, and the only hard fact in sight is {ctx}.", "It's not helping your case."],
      ["Words: {q}. Numbers: {ctx}. Only the numbers had to be earned.", "It shows."],
      ["{q}. Meanwhile {ctx} just sits there, saying nothing, winning the argument.", "Quietly."],
      ["{q}, filed right next to {ctx}, like a receipt for the whole mood.", "Keep the receipt."],
      ["{q}. Of everything a person could say about themselves, this is what made the cut.", "The cut was generous."],
      "{q}. The line that greets every stranger who opens this page, and it greets them like that.",
      ["{q}. A bio is written with all the time in the world, and the time produced this.", "Take more time."],
      "{q}. Put that on a plaque and somebody would still ask what the plaque is for.",
      // True of any line in this role, whoever wrote it and whatever the screen is: the reader
      // gives the role to any sentence it cannot place, so most of these claim nothing about it.
      ["{q}. Print that on a mug and it still wouldn't sell, even in the sale.", "Especially in the sale."],
      ["{q}. Read that out at a wedding and watch the whole room check its phones.", "The bride too."],
      "{q}. Somewhere a fridge magnet read that and felt much better about itself.",
      ["{q}. Put it on a motivational poster and the poster asks to come down.", "Politely, then firmly."],
      ["{q}. The line a tour guide skips to get everyone to lunch on time.", "Nobody complains."],
    ],
  },
  {
    // The name of a thing, set in title case: a song, a game, a story, a job. Often somebody
    // else's words (a song's title is its writer's), so the jokes are about showing it here, never
    // about how it was written or capitalised.
    id: "any-title",
    match: { on: "quote", roles: ["bio", "caption", "headline", "answer", "other"], form: "title" },
    jokes: [
      ["{q}. Out of everything in the world to put on display, this made the cut.", "Bold curation."],
      ["{q}. Somebody looked at that and thought: yes, this says who I am.", "It does, unfortunately."],
      ["{q}. A title doing a lot of talking on somebody's behalf.", "Most of it incriminating."],
      "{q}. Chosen, out of everything available, and put right where people look.",
    ],
  },
  {
    id: "any-headline",
    match: { on: "quote", roles: ["headline"] },
    jokes: [
      ["{q}. Worded for a recruiter who, statistically, is skimming.", "Skimmed."],
      "{q}. A headline so carefully professional that it could belong to anyone with a lanyard.",
      ["{q}. Said in the voice people use for voicemail greetings.", "Please leave a message."],
    ],
  },
  {
    id: "any-comment",
    match: { on: "quote", roles: ["comment"] },
    jokes: [
      ["{q}. Typed under a stranger's post, where it will sit beside your name forever.", "Forever is a long time."],
      "{q}. A comment, added to the public record, as if the record was missing it.",
      ["{q}. Somebody had the reply box open and the courage to use it.", "Courage is one word for it."],
    ],
  },
  {
    id: "any-message",
    match: { on: "quote", roles: ["chat_message"] },
    needs: ["chat", "screenshot"],
    jokes: [
      ["{q}. Sent into the chat, where someone now has to think of a reply to that.", "They're still thinking."],
      "{q}. A message that gets read, reread, and screenshotted as evidence for later.",
      ["{q}. Sent, with no way to unsend it from the other person's memory.", "It lives there now."],
    ],
  },
];
