import type { TropeSource } from "../joke-types";
import { SELF_ASIDE } from "../../details/comic-potential";
import { said } from "./shapes-match";

/**
 * Shapes a sentence takes whatever it is about: an aside in brackets, a hedge, a rant in capitals,
 * a question to everyone, a pile of exclamation marks, a trail of dots, a "but" in the middle.
 */
export const ASIDE_TROPES: TropeSource[] = [
  {
    // "Self-made entrepreneur (dad co-signed)": the person already wrote the punchline in brackets.
    id: "bracket-aside",
    match: said(SELF_ASIDE),
    jokes: [
      ["{q}. The part in brackets is the only part anyone is going to believe.", "Lead with the brackets next time."],
      ["{q}. You wrote the claim, then leaned over and whispered the truth.", "Everyone heard the whisper."],
      ["{q}. A sentence that fact-checks itself before anyone else gets the chance.", "You roasted yourself and left us the crumbs."],
      "{q}. The main clause is the brochure; the brackets are the small print the lawyers insisted on.",
      ["{q}. Brackets are where a sentence goes to confess, and this one confessed.", "Case closed, no further questions."],
    ],
  },
  {
    id: "hedge-word",
    match: said(/allegedly|supposedly|technically|in theory|on paper|sort of|kinda|more or less|mostly|slightly|barely|somewhat|semi-\w+|\w+-ish|\bish\b/i),
    jokes: [
      ["{q}. The word {w} is the lawyer this whole sentence hired.", "And the lawyer bills by the hour."],
      ["{q}. A claim with the escape hatch already cut into it.", "Mind the gap on your way out."],
      "{q}. You hedged your own sentence, so even you won't fully stand behind it.",
      "{q}. That {w} is the sound of a sentence backing slowly out of the room.",
    ],
  },
  {
    // A rant in capitals: case-sensitive on purpose, so "Nasa" or "ok" never reads as shouting.
    // Two words in capitals are shouting only inside a sentence in lower case ("this is NEVER AGAIN territory");
    // alone, they are a label or a heading ("MINUTES RIDDEN"), which nobody typed at anyone.
    id: "caps-rant",
    mood: "chaotic",
    match: said(/\b[A-Z']{2,}(?:\s+[A-Z']{2,}){2,}\b|(?<=\p{Ll}.*)\b[A-Z]{4,}\s+[A-Z]{3,}\b|\b[A-Z]{4,}\s+[A-Z]{3,}\b(?=.*\p{Ll})/u),
    jokes: [
      ["{q}. In capitals, as if volume was the missing piece of the argument.", "It was not the missing piece."],
      "{q}. Typed in capitals so the people at the back of the internet could hear.",
      ["{q}. The caps lock key has been working this shift alone, with no breaks.", "Somebody give it a lunch."],
      "{q}. Removing every lowercase letter has never once won an argument, but please, keep going.",
      ["{q}. The lowercase letters saw this coming and left the sentence early.", "Smart letters."],
    ],
  },
  {
    id: "question-to-everyone",
    // About the punctuation, not the words: below any joke written for what the words say.
    broad: true,
    match: said(/\?/i),
    jokes: [
      ["{q}. Asked into the void, and the void has opinions.", "Mostly bad ones."],
      ["{q}. The question mark is carrying more hope than the question.", "That's a lot to ask of punctuation."],
      "{q}. Asking the whole internet, which is a brave way to avoid asking one friend.",
      "{q}. A question for everyone, which is the surest way to get answers from the wrong people.",
      ["{q}. Phrased as a question, so that whatever happens next is technically everyone's fault.", "Shared blame, evenly split."],
    ],
  },
  {
    // "Should I text him back?": a decision handed to everyone.
    id: "should-i",
    match: said(/\bshould (?:i|we)\b/i),
    jokes: [
      "{q}. Asking the internet is how you get permission for something you've already decided to do.",
      ["{q}. Outsourcing a decision to strangers, who will all give the worst possible advice.", "Enthusiastically, and at once."],
      ["{q}. You already know the answer; you just want it in writing from strangers.", "Signed, and witnessed."],
      "{q}. A big decision, handed to people whose only qualification is that they were scrolling.",
    ],
  },
  {
    // The one-word question at the end of a post: "Agree?", "Thoughts?".
    id: "engagement-bait",
    match: said(/\b(?:agree|thoughts|right|am i wrong|who['’]?s with me|yes or no)\?/i, ["caption", "comment"]),
    jokes: [
      ["{q}. A question tacked on, like a preacher checking the pews are still awake.", "Some of them are."],
      ["{q}. Asking for agreement the way a salesperson asks if you'd like the warranty.", "Nobody wants the warranty."],
      ["{q}. The little hook, in case the sermon alone didn't get a reply.", "Bait, lightly seasoned."],
      "{q}. A tiny question mark, doing all the work of starting a conversation on its own.",
    ],
  },
  {
    id: "anyone-else",
    match: said(/anyone else|is it just me|am i the only one|just me|who else/i),
    jokes: [
      ["{q}. Recruiting allies one question mark at a time, like a very small petition.", "Signatures so far: you."],
      "{q}. Polling strangers to feel normal, which is the least normal way to do it.",
      ["{q}. You're not the only one, which is exactly why it wasn't news.", "It was barely gossip."],
      ["{q}. Asking for a show of hands from people who can't see you.", "They're raising them anyway, to leave."],
    ],
  },
  {
    // "Does anyone know how to turn off the caps lock on this thing": tech support, asked of everyone.
    id: "help-request",
    match: said(/(?:does anyone|anyone|does somebody|somebody) know how to|how do (?:i|you) (?:turn|switch|get|make|stop|change|fix|delete|undo)/i),
    jokes: [
      "{q}. Typed out to the whole internet, when somewhere a manual exists for exactly this.",
      "{q}. A help request broadcast to everyone, like a flare sent up over a settings menu.",
      ["{q}. Somewhere, a support forum just felt a disturbance.", "And quietly logged off for the day."],
      "{q}. The answer is probably in the settings, which is the one place nobody has ever looked.",
    ],
  },
  {
    id: "exclamation-pile",
    // About the punctuation, not the words: below any joke written for what the words say.
    broad: true,
    mood: "chaotic",
    match: said(/!{2,}/i),
    jokes: [
      "{q}. Enough exclamation marks to sound excited twice, in case once was unconvincing.",
      ["{q}. The exclamation marks arrived before the reason for them did.", "The reason is still stuck in traffic."],
      "{q}. Each exclamation mark is a little raised voice, and you brought a choir.",
      "{q}. Those aren't exclamation marks, that's a smoke alarm going off in text form.",
    ],
  },
  {
    // Dots inside a quote (trailing ones are trimmed with the quote's edges).
    id: "trailing-dots",
    // About the punctuation, not the words: below any joke written for what the words say.
    broad: true,
    mood: "deadpan",
    match: said(/(?:\.{2,}|…)(?:\s*[\w']+)?/i),
    jokes: [
      ["{q}. Those dots are a thought walking slowly away from the table.", "It did not push its chair in."],
      "{q}. Trailing off is how a sentence asks for sympathy without saying what happened.",
      "{q}. The interesting part was in the dots, and you kept it for yourself.",
      "{q}. A pause that loaded deserves a drumroll, and you gave it punctuation.",
    ],
  },
  {
    // A word stretched with one letter held down: "sooooo", "yesss".
    id: "held-down-letter",
    // About the punctuation, not the words: below any joke written for what the words say.
    broad: true,
    mood: "chaotic",
    match: said(/\b\w*([a-z])\1{2,}\w*\b/i),
    jokes: [
      ["{q}. The spare letters in there could have spelled a whole second thought.", "We'd have preferred the thought."],
      ["{q}. Holding a key down is not the same as feeling something more.", "It's the same feeling, just longer."],
      "{q}. Stretched like that, the word takes longer to read and means exactly as much.",
      "{q}. Typed with a finger resting on the key like a doorbell nobody is answering.",
    ],
  },
  {
    id: "but-turn",
    match: said(/\bbut\b|\band yet\b/i),
    jokes: [
      "{q}. Everything before the turn is the brochure; everything after is the reviews.",
      ["{q}. Rival personalities in one sentence, and a conjunction keeping them apart like a referee.", "The referee is losing."],
      ["{q}. A sentence that argues with itself and still manages to lose.", "Both sides want a rematch."],
      ["{q}. You negotiated with yourself in public and settled for both.", "Nobody won; the sentence just got longer."],
    ],
  },
  {
    id: "sign-off",
    match: said(/(?:that['’]?s (?:it|the post|the tweet|all)|rant over|end of (?:story|discussion|rant)|\bperiod|full stop|i said what i said|mic drop)$/i),
    jokes: [
      ["{q}. You ended it twice: once by stopping, and once by saying so.", "A third ending is on its way."],
      ["{q}. A full stop with its own press release.", "The press did not attend."],
      ["{q}. Declaring a discussion closed has never once closed a discussion.", "It opened this one."],
      "{q}. The kind of exit line people write, then stay in the room to watch.",
    ],
  },
  {
    // "I don't usually post, but…": said in the post it claims is rare.
    id: "rarely-posts",
    match: said(
      /(?:don['’]?t|never|rarely|do not|hardly ever) (?:usually |normally |really )?post|not one to post|don['’]?t usually do this|not usually one to/i,
      ["caption", "comment"],
    ),
    jokes: [
      ["{q}. Said, naturally, in public, which rather undoes the point.", "The call is coming from inside the feed."],
      ["{q}. Every rare poster says this, and they say it every single time.", "Rarely, and loudly."],
      ["{q}. Rarely posts, except to announce how rarely they post.", "That one counts, too."],
      "{q}. A disclaimer like that is knocking on a door you've already opened.",
    ],
  },
];
