import { defineJokes } from "../joke-types";

/**
 * A question on the screen and the answer in the next voice (details/find-exchanges.ts): the
 * reference roasts' favourite shape ("Asked why: 'Difficulty.'"). The two quotes, in order and
 * said as whose they are, are the joke; the tag only closes it. Every joke names who asked, as
 * well as who answered: the question is someone's words too. No line says what came after the
 * answer, or how soon it came ("and nobody has asked since" was judged false blind where the
 * thread went on: bench/judging/README.md). Nothing here says more of the
 * answer than that it came next, nor judges whether it answered.
 */
export const EXCHANGE_JOKES = defineJokes("jexchange", [
  {
    id: "your-answer",
    // The person answered; {asker} is another person's name, or "someone" for a question page's anonymous asker (read-question-page.ts).
    match: { on: "quote", asked: true },
    broad: false,
    mood: "deadpan",
    // No "answer, in full", "a full and complete answer", "your whole answer" or "all they are ever
    // getting": the answer may go on in the next message (judged false blind on v29). Each frame
    // kept its length, so the answers it fits the voice's budget with are the same.
    jokes: [
      ["{asker} asked {ask}, a perfectly reasonable question. Your answer: {q}.", "Every word of it load-bearing."],
      ["{asker}: {ask}. You, with the confidence of a whole committee: {q}.", "Motion carried, apparently."],
      ["{asker} wanted to know {ask}. What they got was {q}.", "Short, and somehow still too long."],
      ["Asked {ask} by {asker}, you looked deep inside yourself and came back with {q}.", "Deep, it turns out, is relative."],
      ["A fair question from {asker}: {ask}. A considered and careful answer from you: {q}.", "Careful, by your standards."],
      ["{asker} asked {ask} and got {q}, for better or, more likely, worse.", "Appeal denied, in writing."],
      // Short frames, for a long question: the exchange itself is the joke.
      ["{asker} asked {ask}, and your considered answer was {q}.", "The defence rests."],
      ["{asker} asked {ask}. Your answer, word for word: {q}.", "Case closed."],
      ["{asker} asked {ask}. Survey says: {q}.", "A survey of one."],
      ["{asker} asked {ask}. The oracle has spoken: {q}.", "Offerings may be left by the door."],
      ["{asker} asked {ask}. Your official position: {q}.", "Cleared by legal, somehow."],
      ["Question, from {asker}: {ask}. Answer, from you: {q}.", "The judges are conferring."],
      ["{asker} asked {ask}. You, in your wisdom: {q}.", "Wisdom, loosely defined."],
      ["{asker} asked {ask}. Breaking news from you: {q}.", "Back to the studio."],
      ["{asker}: {ask}. You: {q}.", "Somebody put that on a mug."],
      ["{asker} asked {ask}. You rose to the occasion with {q}.", "The occasion stayed where it was."],
      ["{asker} asked {ask}. Your TED talk on the subject: {q}.", "Standing ovation pending."],
      ["{asker} asked {ask}. Historians will one day study your reply: {q}.", "Mostly in the footnotes."],
      ["In a world where {asker} asked {ask}, one brave soul answered: {q}.", "Coming soon to no cinemas."],
      ["{asker} asked {ask}. You took the question, turned it over, and handed back {q}.", "It came back worse."],
    ],
  },
  {
    id: "prompt-answer",
    // The app asked ({ask} is a dating card's prompt, named unquoted), the person answered: nobody is named as asking.
    // Ranked with the card's other lines, not put first as a chat's answer is (order-candidates.ts):
    // naming the prompt keeps the answer's setup but is no punch, and blind judges scored it a
    // restatement (funny 1) in four of ten dating pairs of held-out v24, three of them where a
    // better line of the card went unsaid (bench/judging/README.md). No frame calls the box blank:
    // said over an answer, "a whole blank box" was judged false on held-out v31.
    match: { on: "quote", asked: true, prompted: true, kinds: ["dating"] },
    broad: false,
    mood: "deadpan",
    jokes: [
      ["The app asked for {ask}, and you, fully awake, went with {q}.", "Type carefully."],
      ["Given {ask} and the whole alphabet, you typed {q}.", "Then pressed save."],
      ["Of every way to finish {ask}, you picked {q}, and put it on a dating profile.", "On purpose."],
      ["For {ask}, you pitched {q}.", "The market will decide."],
      ["The app wanted {ask}. It got {q}.", "The app has no complaints department."],
      ["Invited to share {ask}, you shared {q}.", "Strangers, consider yourselves informed."],
      ["Somewhere between {ask} and {q}, a dating profile happened.", "Investigators are looking into it."],
      ["The prompt was {ask}. Your answer: {q}. Verdict pending.", "The jury is still scrolling."],
      ["The app asked for {ask}, and you gave it {q} to work with.", "It's doing its best."],
      ["Asked for {ask}, you reached into your soul and pulled out {q}.", "Check the other pocket."],
    ],
  },
  {
    id: "their-answer",
    // Another person answered ({by}); {asker} is the person ("you") or someone else.
    match: { on: "quote", asked: true, by: true },
    broad: false,
    mood: "deadpan",
    jokes: [
      ["{asker} asked {ask}, a perfectly reasonable question. {by}'s answer: {q}.", "Every word of it load-bearing."],
      ["{asker} asked {ask}. {by} took the question very seriously and said {q}.", "Straight to the point, and then through it."],
      ["{asker} put the question on the table: {ask}. The answer from {by}: {q}.", "Short, and somehow still too long."],
      ["{asker} asked {ask}, and {by} came back with {q}.", "Mic, dropped. Respectfully."],
      ["{asker} asked {ask}. {by} said {q}. Honestly, hard to argue with.", "Nobody has the paperwork to try."],
    ],
  },
]);
