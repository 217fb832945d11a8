import { defineJokes } from "../joke-types";

const reply = { on: "quote" as const, by: true };
// The person's own lines a reply may stand beside ({ctx}); never another reply (pair-claims.ts).
const OWN_LINE = {
  kinds: ["quote" as const],
  story: true,
  roles: ["bio" as const, "headline" as const, "answer" as const, "caption" as const, "comment" as const, "chat_message" as const],
};

/**
 * Other people's words on the screen, said as theirs ({by}: the name the reader read over them;
 * find-reply-details.ts): the reply that undoes a post, the friend who says what everyone thought.
 * Nothing here says the words are the person's, and nothing claims what the reply answers.
 */
export const REPLY_JOKES = defineJokes("jreply", [
  {
    id: "beside-yours",
    match: reply,
    mood: "smug",
    pair: OWN_LINE,
    // Neither order nor answer is claimed: only that both are there, and never that {ctx} is
    // "yours". Judged blind, the jokes that said "you wrote" or "your take" were false on 37 of 75
    // roasts (a line the reader gave to the uploader was the other person's, or the other person
    // was the uploader under a handle); these four, which name no owner for {ctx}, on none
    // (bench/judging/README.md, "Catch-alls by their verdicts").
    jokes: [
      ["On one side, {ctx}. On the other, {by}: {q}. {by} is winning.", "Comfortably."],
      ["{ctx}. And right there beside it, {by}: {q}. The screen has picked a side.", "It's {by}'s."],
    ],
  },
  {
    id: "their-line",
    match: reply,
    mood: "deadpan",
    // {by} may be anyone (a friend, a stranger, another reviewer): nothing here says who they are
    // to the person or what prompted the words, so each frame sets {by} up and lets {q} land. Nor
    // that {by} is not the person: in a thread whose inbox the screen does not name
    // (read-mail-thread.ts), {by} may be the uploader.
    jokes: [
      ["The best line on this screen? {by}, with {q}.", "{by} didn't even have to try."],
      ["{by} could have said nothing. {by} said {q}.", "Nothing was right there, {by}."],
      ["{by} had the whole dictionary to choose from and went with these: {q}.", "Every word, on purpose."],
      ["Centuries of free speech, and {by} spent some of it on {q}.", "Worth it, apparently."],
      ["{by} wrote {q} and, crucially, left it there.", "For all of us to see."],
      ["A quick word from our sponsor, {by}: {q}.", "We're reviewing the sponsorship."],
      ["{by}'s contribution to the written record: {q}.", "The record did not ask."],
      ["{by}'s testimony: {q}. No further questions.", "The witness may step down."],
      ["Credit where it's due: {by} wrote {q}.", "And blame, where that's due."],
      ["{by} put {q} in writing. Rookie mistake.", "Never put it in writing, {by}."],
      ["Everyone brings something. {by} brought {q}.", "Next time, crisps."],
      ["{by}'s gift to us all: {q}.", "We kept the receipt."],
      ["Nobody forced {by} to write {q}.", "We checked."],
      ["{by} has the floor: {q}.", "The floor would like it back."],
      ["Quote of the day, from {by}: {q}.", "It's been a slow day."],
      ["Somebody had to say {q}. {by} volunteered.", "Nobody had to, {by}."],
      ["Give {by} an inch and you get {q}.", "Nobody give {by} a mile."],
    ],
  },
]);
