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
    // Neither order nor answer is claimed: only that both are there. Ranked as written for the two
    // voices (no catch-all), these were judged "a stock closer" and "makes no sense" blind, and a
    // name the reader took for another's was the author's own on three screens (bench/judging/README.md).
    jokes: [
      ["On one side, {ctx}. On the other, {by}: {q}. {by} is winning.", "Comfortably."],
      ["You gave us {ctx}, and {by} gave us {q}. One of you should run this account.", "It isn't you."],
      ["{ctx} was the setup. {by} saying {q} was the punchline, and nobody even rehearsed.", "Natural talent, on the wrong account."],
      ["{ctx}, from you. {q}, from {by}. Give {by} the password.", "You can keep the username."],
      ["You brought {ctx}. {by} brought {q}. We're keeping {by}.", "You can visit."],
      ["Your line: {ctx}. {by}'s line: {q}. Only one of those needed an editor.", "It's yours."],
      ["{ctx}. And right there beside it, {by}: {q}. The screen has picked a side.", "It's {by}'s."],
      ["Best supporting role goes to {by}, for {q}, right next to your {ctx}.", "Supporting you, mostly against your will."],
      ["{ctx}, you wrote. {by} wrote {q}, and quietly became the main character.", "You're an extra now."],
      ["{by} said {q}, you said {ctx}, and only one of you sounds like they've met you.", "It's {by}."],
      // The reply said last, as the punch: the screen wrote it, so it follows from the setup.
      ["{ctx}, you said. And {by}, on the same screen: {q}.", "{by} should be running this account."],
      ["{ctx}, from you. And also on this screen, {by}: {q}.", "Nothing to add, {by} did it."],
      ["Your words: {ctx}. {by}'s: {q}.", "Only one of you is getting quoted."],
      // Short ones, for long lines: the two voices and as little glue as a sentence allows.
      ["You: {ctx}. {by}: {q}.", "Point to {by}."],
      ["{ctx}, says you. {q}, says {by}.", "Game, set, {by}."],
      ["Your take: {ctx}. {by}'s: {q}.", "Frame {by}'s."],
      ["{ctx}, you wrote. {by} wrote {q}.", "Guess which one we're quoting at parties."],
      ["In the red corner, {ctx}. In the blue, {by}: {q}.", "Ding ding."],
      // Whose each line is, and nothing of what either says or which came first.
      ["Your shot: {ctx}. {by}'s shot: {q}.", "Nothing but net, {by}."],
      ["Same screen, different leagues: {ctx}, you; {q}, {by}.", "Promote {by}."],
      ["History will remember {q}, by {by}. And, faintly, your {ctx}.", "Very faintly."],
      ["Credit where due: {q}, {by}. Blame where due: {ctx}, you.", "Fair's fair."],
      ["Put it to a vote: your {ctx}, or {by}'s {q}.", "It's {by}, unanimously."],
      ["You wrote {ctx} and lost the screen to {by}, who wrote {q}.", "Fair and square."],
      ["For the home side, {ctx}. For the visitors, {by}: {q}.", "Away win."],
      ["Your {ctx}, on the same screen as {by}'s {q}.", "Brave, uploading both."],
    ],
  },
  {
    id: "their-line",
    match: reply,
    mood: "deadpan",
    // {by} may be anyone (a friend, a stranger, another reviewer): nothing here says who they are
    // to the person or what prompted the words, so each frame sets {by} up and lets {q} land.
    jokes: [
      ["The best line on this screen isn't yours. It's {by}, with {q}.", "{by} didn't even have to try."],
      ["{by} could have said nothing. {by} said {q}.", "Nothing was right there, {by}."],
      ["Let the record show that {by}, of sound mind, wrote {q}.", "Sound-ish."],
      ["{q}. {by} typed it so nobody else had to.", "A public service, {by}."],
      ["{by}, live and unedited: {q}.", "Somebody get {by} an editor."],
      ["{by} had the whole dictionary to choose from and went with {q}.", "Every word, on purpose."],
      ["Centuries of free speech, and {by} spent some of it on {q}.", "Worth it, apparently."],
      ["Say what you like about {by}, but {by} did say {q}.", "In writing, where it stays."],
      ["A moment of silence for the silence {by} ended with {q}.", "It was a good silence."],
      ["{by} wrote {q} and, crucially, left it there.", "For all of us to see."],
      ["Everyone, meet {by}. {by}, everyone. {by} would like to say {q}.", "Lovely to meet you, {by}."],
      ["And here comes {by}, no hesitation, full commitment: {q}.", "The replay is somehow worse."],
      ["Breaking news, and {by} is live on the scene with {q}.", "Back to the studio."],
      ["A quick word from our sponsor, {by}: {q}.", "We're reviewing the sponsorship."],
      ["{by}'s contribution to the written record: {q}.", "The record did not ask."],
      ["Ladies and gentlemen, {by}, in {by}'s own words: {q}.", "Please hold your applause. Forever."],
      ["Quiet, please. {by} has the floor: {q}.", "{by} still has the floor."],
    ],
  },
]);
