import type { TropeSource } from "../joke-types";
import { said } from "./shapes-match";

/**
 * Phrases that frame a sentence rather than fill it: the honesty disclaimer, the hot take, the
 * "just saying", the "no offense", the "literally", the "obsessed", the "low-key" said out loud.
 */
export const PHRASE_TROPES: TropeSource[] = [
  {
    id: "not-gonna-lie",
    match: said(/not gonna lie|not going to lie|\bngl\b|\bno lie\b|\bno cap\b/i),
    jokes: [
      ["{q}. Promising not to lie here raises questions about everything else you've said.", "We're rereading it now."],
      ["{q}. Good to know this one's true. We'll treat the rest as drafts.", "Rough drafts."],
      ["{q}. Nobody was expecting a lie until you brought it up.", "Now we're all expecting one."],
      ["{q}. Flagging the honest bit, like a shop labelling one item not stolen.", "We're checking the others."],
    ],
  },
  {
    id: "unpopular-opinion",
    match: said(/unpopular opinion|controversial opinion|controversial take|hear me out|i['’]?ll say it|someone had to say it/i),
    jokes: [
      "{q}. Announced as unpopular, which is the most popular way to announce anything.",
      ["{q}. Braced for backlash, for an opinion most people would answer with a shrug.", "A warm, agreeing shrug."],
      ["{q}. The only unpopular part is the warning label in front of it.", "The opinion itself is doing fine."],
      "{q}. Standing alone and brave, with everyone who agrees standing right beside you.",
    ],
  },
  {
    id: "hot-take",
    match: said(/hot take|spicy take|hottest take/i),
    jokes: [
      ["{q}. This take has been sitting out since lunch.", "Room temperature, and nobody's touching it."],
      ["{q}. If that's a hot take, the oven was never switched on.", "Somebody check the fuse box."],
      ["{q}. Served hot, arrived lukewarm, and the internet had already eaten it.", "These are the leftovers."],
      ["{q}. Labelling a take as hot is how you know it isn't.", "Real heat doesn't need a sign."],
    ],
  },
  {
    id: "just-saying",
    match: said(/just saying|just sayin|just a thought|food for thought|just putting it out there|just an observation/i),
    jokes: [
      ["{q}. Said it, then threw a little phrase over it like a sheet over furniture.", "We can still see the shape."],
      "{q}. That little phrase is how you leave the room while you're still talking.",
      ["{q}. Tacked on like a shrug after a shove.", "We all saw the shove."],
      ["{q}. The phrase you tack on when you know it'll start an argument.", "Argument started."],
    ],
  },
  {
    id: "no-offense",
    match: said(/no offen[cs]e|with all due respect|no shade|not to be rude|respectfully|no disrespect/i),
    jokes: [
      "{q}. A disclaimer like that just makes it an insult with better manners.",
      ["{q}. The phrase people say right before it's time to duck.", "Everybody duck."],
      "{q}. A disclaimer stapled on after the damage, like an apology taped to a dent.",
      ["{q}. Offence usually gets taken anyway, and kept as a souvenir.", "It's on the shelf next to the grudges."],
    ],
  },
  {
    id: "literally",
    match: said(/literally/i),
    jokes: [
      ["{q}. If literally means literally here, somebody should check on you.", "Gently, and soon."],
      ["{q}. The word literally is working overtime in there, unpaid.", "And now it wants a union."],
      ["{q}. If that's literal, we'd like to see the footage.", "Unedited, please, with timestamps."],
      "{q}. Literally has done more heavy lifting in there than anyone has all week.",
    ],
  },
  {
    id: "obsessed",
    match: said(/obsessed|obsession|obsessing/i),
    jokes: [
      ["{q}. That's not an obsession, that's a personality on a free trial.", "Cancel before it renews."],
      ["{q}. Obsessed, the word people use for things they'll forget by spring.", "It's already packing its bags."],
      ["{q}. Obsession, announced out loud, is just enthusiasm asking for witnesses.", "Consider us witnessed."],
      ["{q}. Obsessed, so somewhere there's a wall of pictures joined up with red string.", "Detectives are baffled."],
    ],
  },
  {
    id: "iconic",
    match: said(/iconic|legendary/i),
    jokes: [
      ["{q}. The word {w} usually comes from other people, after a long wait.", "You skipped the wait."],
      ["{q}. History hands out that word, and history hasn't got round to this yet.", "Give it a century."],
      ["{q}. Declared {w} on the spot, with no panel and no ceremony.", "The panel would like a recount."],
      "{q}. That word gets awarded at the end of a career, not typed into the middle of one.",
    ],
  },
  {
    id: "honestly",
    match: said(/honestly|to be honest|\btbh\b|in all honesty|truthfully|real talk/i),
    jokes: [
      ["{q}. A whole honesty disclaimer, and it was spent on this.", "Save some for later."],
      ["{q}. Honestly, as opposed to the other lines, which we'll now be checking.", "Carefully."],
      "{q}. Serving honesty like a rare treat you only bring out for guests.",
    ],
  },
  {
    id: "low-key",
    match: said(/low[- ]?key/i),
    jokes: [
      ["{q}. Nothing stays low-key once it's been typed out and sent.", "That's the key's whole problem."],
      ["{q}. Low-key, announced at full volume, in writing, on purpose.", "Very high-key of you."],
      ["{q}. The most public low-key anyone has ever managed.", "A secret with a megaphone."],
      "{q}. Low-key is what you call a feeling you want credit for without any of the risk.",
    ],
  },
  {
    id: "high-key",
    match: said(/high[- ]?key/i),
    jokes: [
      ["{q}. High-key, as opposed to the usual volume, which was already plenty.", "The neighbours have been in touch."],
      ["{q}. High-key means you checked the volume dial and chose the top.", "The dial is now stuck there."],
      ["{q}. Nobody was wondering how sure you were. Now everyone knows.", "At full volume, permanently."],
    ],
  },
  {
    id: "its-giving",
    match: said(/it['’]?s giving|giving off|(?:big|chaotic|unhinged|villain|main character|golden retriever) energy/i),
    jokes: [
      "{q}. That energy was given freely, and we'd like a gift receipt so we can return it.",
      ["{q}. Described entirely in vibes, like a weather forecast for a personality.", "Outlook: unclear."],
    ],
  },
  {
    id: "the-audacity",
    match: said(/the audacity|audacity|the nerve|how dare/i),
    jokes: [
      "{q}. Outraged at someone else's nerve, out loud, which takes quite a lot of nerve.",
      ["{q}. Said by someone with plenty of nerve of their own.", "It takes one to know one."],
      "{q}. Audacity, spotted in the wild and reported by a fellow member of the species.",
      ["{q}. Clutching the pearls so hard they're about to file a complaint.", "The pearls have rights."],
    ],
  },
  {
    id: "thank-me-later",
    match: said(/thank me later|you['’]?re welcome|trust me|take it from me|you heard it here first|mark my words|write that down/i),
    jokes: [
      ["{q}. Advice handed out with no receipt and no returns policy.", "All sales final."],
      ["{q}. That's the sign-off of a guru, just without the robes.", "Robes sold separately."],
      ["{q}. Advice delivered like a prophecy, about something that will be forgotten by Friday.", "Mark your calendars."],
      ["{q}. Spoken like someone who has never once been asked for a refund.", "Yet."],
    ],
  },
  {
    // "Pro tip: freeze your grapes", "Life hack: just don't reply": advice with a label on it.
    id: "pro-tip",
    match: said(/\b(?:pro[- ]?tip|top tip|life ?hack)\b/i),
    jokes: [
      ["{q}. Calling it a {w} makes it sound tested.", "It was tested on exactly one person."],
      ["{q}. A {w}, shared for free, which is roughly what it's worth.", "No refunds."],
      "{q}. Advice with a label on the front, so nobody checks whether it works.",
    ],
  },
  {
    // "Fun fact: I've never seen Star Wars": the fun announced before the fact.
    id: "fun-fact",
    match: said(/\bfun fact\b/i),
    jokes: [
      "{q}. Labelled fun in advance, like a party that has to tell you it's a party.",
      ["{q}. The word fun is doing the PR for this fact.", "The fact is very grateful."],
      ["{q}. The fact, we'll take your word for. The fun is still under review.", "Results pending."],
    ],
  },
  {
    // "Normalise leaving parties early", "We need to normalize naps": a movement of one.
    id: "normalise",
    match: said(/\bnormali[sz](?:e|ing)\b/i),
    jokes: [
      "{q}. A whole movement, launched so you can keep doing what you were doing anyway.",
      ["{q}. A campaign for change with one member and a very clear personal interest.", "Membership is open. Nobody has applied."],
      ["{q}. Asking the world to change so that you don't have to.", "The world is thinking about it."],
    ],
  },
  {
    // "Plot twist: I stayed in": a twist announced for a very small plot.
    id: "plot-twist",
    match: said(/^plot twist\b/i),
    jokes: [
      ["{q}. A plot twist assumes somebody was following the plot.", "We lost it a while back."],
      ["{q}. As twists go, that one barely bent.", "A plot nudge, at most."],
      ["{q}. Cue the dramatic music, and then it's just that.", "The orchestra would like to go home."],
    ],
  },
];
