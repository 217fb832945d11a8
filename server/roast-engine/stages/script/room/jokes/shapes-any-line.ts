import type { TropeSource } from "../joke-types";

/**
 * Catch-alls by role, used only when nothing written for the words fits (compose-script.ts):
 * each joke is true of any line in that role, so it may land on any of them without lying.
 * Retired: the frames blind judges called a template or filler in most of the pairs they lost
 * ("legally binding" 11 of 13, "a rare species" 9 of 13, "read, reread" 7 of 7, "start
 * conversations" 6 of 8, "stay a draft" 6 of 10, "your horoscope" 5 of 8; bench/judging/), and
 * the ones that call a line the person's account of themselves or their page's greeting ("All
 * about yourself, boiled down", "Said about yourself", "greets every stranger", and with them "A
 * blank space to write about yourself" and "Asked to say something about yourself"): on a profile the
 * reader gives the bio's role to posts it cannot place, and judged blind they won none of the
 * six pairs they were in and were false in four (held-out v24's fediverse profiles among them).
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
      ["{q} is the claim. {ctx} is the evidence.", "The evidence would like a word."],
      ["Words: {q}. Numbers: {ctx}. Only the numbers had to be earned.", "It shows."],
      ["{q}, filed right next to {ctx}, like a receipt for the whole mood.", "Keep the receipt."],
      // True of any line in this role, whoever wrote it and whatever the screen is: the reader
      // gives the role to any sentence it cannot place, so these claim nothing about it.
      ["Museum label. Title: {q}. Dimensions: {ctx}.", "Materials: mixed feelings."],
      ["The findings: {q}. The sample size: {ctx}.", "Peer review is pending."],
    ],
  },
  {
    // The name of a thing, set in title case: a song, a game, a story, a job. Often somebody
    // else's words (a song's title is its writer's), so the jokes are about showing it here, never
    // about how it was written or capitalised.
    id: "any-title",
    match: { on: "quote", roles: ["bio", "caption", "headline", "answer", "other"], form: "title" },
    jokes: [
      ["{q}. A title doing a lot of talking on somebody's behalf.", "Most of it incriminating."],
      "{q}. Chosen, out of everything available, and put right where people look.",
      ["The title card on the wall of this exhibit reads {q}.", "Visitors are moving on quickly."],
      ["And the award for most prominently displayed goes to {q}.", "It was the only nominee."],
      ["Next case on the docket: {q} versus good taste.", "Good taste is not optimistic."],
      ["In a world where anything can be named, one was called {q}.", "Coming soon, regrettably."],
      ["Somebody gave it a name, and the name was {q}.", "Naming rights are under review."],
    ],
  },
  {
    id: "any-headline",
    match: { on: "quote", roles: ["headline"] },
    // Its jokes say the line sums up the person's work (a recruiter, a cover letter): true of a
    // page about the person, not of a listing's line under its name (judged false blind).
    needs: ["profile"],
    jokes: [
      ["{q}. Worded for a recruiter who, statistically, is skimming.", "Skimmed."],
      "{q}. A headline so carefully professional that it could belong to anyone with a lanyard.",
      ["{q}. Said in the voice people use for voicemail greetings.", "Please leave a message."],
      ["One line to sum up your working life, and it went to {q}.", "HR has been informed."],
      ["The board is pleased to announce your appointment as {q}.", "The board is you."],
      ["{q}. Everything you do, compressed to fit under a name.", "Some detail was lost in compression."],
      ["Your elevator pitch, delivered between floors: {q}.", "Everybody got off early."],
      ["Your entire cover letter, shrunk to fit a single line: {q}.", "Yours faithfully, and hopefully."],
      ["Prime position, right under your name, and there sits {q}.", "Your name deserved a better neighbour."],
    ],
  },
  {
    id: "any-comment",
    // A comment may be a reply, a review or a forum's post: no frame says which (v33's Takealot
    // review was told it came from "the reply box").
    match: { on: "quote", roles: ["comment"] },
    jokes: [
      ["{q}. Typed in public, where it will sit beside your name forever.", "Forever is a long time."],
      ["{q}. Somebody had a text box open and the courage to use it.", "Courage is one word for it."],
      ["You climbed onto a soapbox, in public, and announced {q}.", "The soapbox wants a break."],
      ["Let the record show the witness volunteered {q}.", "The witness may step down."],
      ["A page sat there, minding its own business, until {q}.", "It never recovered."],
      ["And now, your word to the public: {q}.", "We return you to the page."],
      ["A penny for those thoughts: {q}.", "Keep the change."],
    ],
  },
  {
    id: "any-message",
    // A sentence someone sent, three words or more: a two-word label the reader took for a bubble ("Device log") is no message.
    match: { on: "quote", roles: ["chat_message"], form: "sentence" },
    needs: ["chat", "screenshot"],
    jokes: [
      ["{q}. Sent into the chat, where someone now has to think of a reply to that.", "They're still thinking."],
      ["Let's see that again in slow motion: {q}.", "It doesn't improve slowed down."],
      ["{q}. Somebody's day got a little longer when that arrived.", "Only a little. Still."],
      ["Out of every message that could have been sent, this one went: {q}.", "It had competition. It won anyway."],
      ["{q}. Someone on the other end had to receive that.", "Think of them."],
      ["{q}, sent, and now part of the conversation's permanent record.", "No take-backs."],
      ["Breaking news from the chat: {q}.", "More as it happens. Hopefully not."],
      ["{q}. A whole message. On purpose.", "Bold."],
      ["The chat's minutes, item one: {q}.", "Motion carried, somehow."],
      ["The chat's fortune cookie says: {q}.", "Lucky numbers: none."],
      ["Previously, on the chat: {q}.", "Contains scenes of mild peril."],
      ["Words to live by, from the chat: {q}.", "Live carefully."],
      ["Poetry corner, from the chat: {q}.", "Polite finger-snapping from the back."],
      ["Cue the dramatic music: {q}.", "The orchestra has gone home."],
      ["I've been asked to read this out: {q}.", "I did so under protest."],
      ["Forecast for the chat: {q}.", "Outlook: unsettled."],
      ["Dispatch from the front line of the chat: {q}.", "Send reinforcements."],
      ["The chat, live at the Albert Hall: {q}.", "Encore declined."],
    ],
  },
];
