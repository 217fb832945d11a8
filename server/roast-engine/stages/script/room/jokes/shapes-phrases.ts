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
      ["{q}. Honesty, flagged in advance, like a sale sign nobody trusts.", "Everything must go, including the credibility."],
      ["{q}. The rare disclaimer that makes the sentences around it sound suspicious.", "They're lawyering up."],
      "{q}. Good to know this one is true. We'll treat the rest as drafts.",
    ],
  },
  {
    id: "unpopular-opinion",
    match: said(/unpopular opinion|controversial opinion|controversial take|hear me out|i['’]?ll say it|someone had to say it/i),
    jokes: [
      "{q}. Brave of you to stand alone with this many people standing right next to you.",
      "{q}. Announced as unpopular, which is the most popular way to announce anything.",
      ["{q}. Braced for backlash, for an opinion most people would answer with a shrug.", "A warm, agreeing shrug."],
      ["{q}. The only unpopular part is the warning label in front of it.", "The opinion itself is doing fine."],
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
      "{q}. Nothing in that sentence was just said; it was said and then fenced off.",
      ["{q}. The phrase you tack on when you know it'll get a reply.", "Reply pending."],
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
      ["{q}. Literally, which here means not literally at all.", "The dictionary has filed a complaint."],
      ["{q}. The word literally is working overtime in that sentence, unpaid.", "And now it wants a union."],
      ["{q}. If that's literal, we'd like to see the footage.", "Unedited, please, with timestamps."],
      "{q}. Literally has done more heavy lifting in that sentence than anyone has done all week.",
    ],
  },
  {
    id: "obsessed",
    match: said(/obsessed|obsession|obsessing/i),
    jokes: [
      ["{q}. That's not an obsession, that's a personality on a free trial.", "Cancel before it renews."],
      ["{q}. Obsessed, the word people use for things they'll forget by spring.", "It's already packing its bags."],
      ["{q}. Obsession announced in public is just enthusiasm asking for witnesses.", "Consider us witnessed."],
      "{q}. The strongest word available, for something that'll be replaced by next season.",
    ],
  },
  {
    id: "iconic",
    match: said(/iconic|legendary/i),
    jokes: [
      ["{q}. The word {w} usually comes from other people, after a long wait.", "You skipped the wait."],
      ["{q}. Nothing is {w} until somebody makes a bad copy of it.", "Still waiting on the bad copy."],
      ["{q}. Self-awarded {w} status, pending review by literally anyone else.", "The review board is laughing."],
      "{q}. That word gets awarded at the end of a career, not typed at the start of one.",
    ],
  },
  {
    id: "honestly",
    match: said(/honestly|to be honest|\btbh\b|in all honesty|truthfully|real talk/i),
    jokes: [
      "{q}. When a sentence promises honesty up front, the truth is usually running late.",
      "{q}. The honesty is appreciated; the news inside it could have stayed a rumour.",
      "{q}. Serving honesty like it's a rare treat you only bring out for guests.",
      ["{q}. Candour this casual usually arrives with a sigh and a long story.", "We'll pass on the story."],
    ],
  },
  {
    id: "low-key",
    match: said(/low[- ]?key/i),
    jokes: [
      ["{q}. Nothing stays low-key once it's typed out for strangers.", "That's the key's whole problem."],
      ["{q}. Low-key, announced at full volume, to everyone, on purpose.", "Very high-key of you."],
      ["{q}. The most public low-key anyone has ever managed.", "A secret with a megaphone."],
      "{q}. Low-key is what you call a feeling you want credit for without any of the risk.",
    ],
  },
  {
    id: "high-key",
    match: said(/high[- ]?key/i),
    jokes: [
      ["{q}. High-key, as opposed to the usual volume, which was already plenty.", "The neighbours would like a word."],
      ["{q}. High-key means you checked the volume dial and chose the top.", "The dial is now stuck there."],
      ["{q}. Nobody was wondering how sure you were. Now everyone knows.", "At full volume, permanently."],
    ],
  },
  {
    id: "its-giving",
    match: said(/it['’]?s giving|giving off|(?:big|chaotic|unhinged|villain|main character|golden retriever) energy/i),
    jokes: [
      ["{q}. Whatever it's giving, the return window has closed.", "Store credit only, and no receipt."],
      "{q}. That energy was given freely, and we'd like a gift receipt so we can return it.",
      "{q}. Describing anything as a vibe is how a sentence gets out of having a point.",
      ["{q}. That much energy, and not a single thing it's actually powering.", "Somebody unplug it."],
    ],
  },
  {
    id: "the-audacity",
    match: said(/the audacity|audacity|the nerve|how dare/i),
    jokes: [
      "{q}. Outraged at someone else's nerve, in public, which takes quite a lot of nerve.",
      "{q}. The audacity, said by the one person on this page with the most of it.",
      "{q}. Audacity spotted in the wild and reported by a fellow member of the species.",
      ["{q}. Clutching the pearls so hard they're about to file a complaint.", "The pearls have rights."],
    ],
  },
  {
    id: "thank-me-later",
    match: said(/thank me later|you['’]?re welcome|trust me|take it from me|you heard it here first|mark my words|write that down/i),
    jokes: [
      ["{q}. Booking the gratitude in advance, for advice nobody has tried yet.", "The refunds desk is already busy."],
      ["{q}. Trust is earned, not requested at the end of a sentence.", "Request denied, politely."],
      "{q}. Said with the confidence of advice that comes with no returns policy.",
      ["{q}. The sign-off of a guru, minus the robes.", "Robes sold separately."],
    ],
  },
];
