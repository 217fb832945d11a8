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
      ["{q}. The part in brackets is the only part that would stand up in court.", "Lead with the brackets next time."],
      ["{q}. You said the claim out loud, then whispered the truth in brackets.", "Everyone heard the whisper."],
      ["{q}. The roast was already written, in brackets, by you.", "We're just reading it out."],
      ["{q}. Outside the brackets, the advert. Inside, the terms and conditions.", "Nobody reads those. We did."],
    ],
  },
  {
    // "Technically a morning person", "Fluent-ish in Spanish", "Mostly harmless".
    id: "hedge-word",
    // A compound that names a thing ("semi-detached", "semi-skimmed", "semi-final") hedges nothing.
    match: said(
      /allegedly|supposedly|technically|in theory|on paper|sort of|kinda|more or less|mostly|slightly|barely|somewhat|semi-(?!detached|skimmed|finals?\b|automatic|colon|circle|precious|permanent|professional|pro\b)\w+|\w+-ish|\bish\b/i,
    ),
    jokes: [
      ["{q}. The word {w} is doing the work of a whole legal team.", "And it bills by the hour."],
      ["{q}. That {w} is a fire exit, fitted before anyone even asked a question.", "The exit is clearly signed."],
      "{q}. Even the author won't fully commit to this line, and the author is you.",
      ["{q}. That {w} is the sound of a claim backing slowly out of the room.", "Without making eye contact."],
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
      ["{q}. In capitals, because the point wasn't landing at normal volume.", "It still isn't."],
      "{q}. Typed in capitals so the people at the back of the internet could hear.",
      ["{q}. We could hear this one before we'd finished reading it.", "From the next room."],
      ["{q}. The caps lock key has been working this shift alone.", "Somebody give it a lunch break."],
    ],
  },
  {
    id: "question-to-everyone",
    // About the punctuation, not the words: below any joke written for what the words say. Only a
    // question the person put to everyone (a caption, a bio, a sticker): a question in a chat or a
    // reply is put to someone, and "everybody else's problem" was judged false of it (7 of 17 and
    // 6 of 10 blind, bench/room-verdicts.ts).
    broad: true,
    match: said(/\?/i, ["caption", "bio", "sticker"]),
    jokes: [
      "{q}. Put a question mark on the end and it becomes everybody else's problem.",
      ["{q}. The question mark is carrying more hope than the question.", "That's a lot to ask of punctuation."],
    ],
  },
  {
    // "Should I text him back?": a decision handed to everyone.
    id: "should-i",
    match: said(/\bshould (?:i|we)\b/i),
    jokes: [
      ["{q}. You've already decided. This is a permission slip looking for a signature.", "Signed, by everyone who wants to watch."],
      "{q}. Anyone asking that already knows, and is shopping for someone to blame.",
      "{q}. The answer is no, and you're doing it anyway, so let's skip the vote.",
      ["{q}. A big decision, put to a vote of whoever happens to be reading.", "The nosy ones vote twice."],
    ],
  },
  {
    // The one-word question at the end of a post: "Agree?", "Thoughts?".
    id: "engagement-bait",
    match: said(/\b(?:agree|thoughts|right|am i wrong|who['’]?s with me|yes or no)\?/i, ["caption", "comment"]),
    jokes: [
      "{q}. The question's tacked on so the algorithm thinks this is a conversation.",
      ["{q}. Asked, but not really: there's only one answer allowed.", "And you've already written it."],
      ["{q}. Ending on a question turns a speech into a conversation, technically.", "Very technically."],
      ["{q}. A hook on the end, in case the rest didn't catch anything.", "Still nothing biting."],
    ],
  },
  {
    // "Anyone else hate the new update?", "Is it just me or…", "Am I the only one who…".
    id: "anyone-else",
    match: said(/anyone else|is it just me|am i the only one|just me|who else/i),
    jokes: [
      ["{q}. A petition to be normal, and so far it has one signature.", "Yours."],
      ["{q}. It's not just you. That's exactly why it wasn't news.", "It was barely gossip."],
      ["{q}. A show of hands, requested from people who can't see you.", "Several hands are up. Trust us."],
      "{q}. Checking you're normal by asking everyone, which is the least normal way to check.",
    ],
  },
  {
    // "Does anyone know how to turn off the caps lock on this thing": tech support, asked of everyone.
    id: "help-request",
    match: said(/(?:does anyone|anyone|does somebody|somebody) know how to|how do (?:i|you) (?:turn|switch|get|make|stop|change|fix|delete|undo)/i),
    jokes: [
      ["{q}. A question a search bar would have answered, put to people instead.", "People are slower, and ruder."],
      ["{q}. Tech support, requested from whoever happens to be reading this.", "Tried turning it off and on again?"],
      "{q}. Somewhere a manual covers exactly this, and it has never felt so ignored.",
      "{q}. The answer is probably in the settings, the one place nobody ever looks.",
    ],
  },
  {
    // "Made sourdough from scratch!!", "So excited!!!".
    id: "exclamation-pile",
    // About the punctuation, not the words: below any joke written for what the words say.
    broad: true,
    mood: "chaotic",
    match: said(/!{2,}/i),
    jokes: [
      "{q}. The second exclamation mark is there in case we didn't believe the first.",
      "{q}. The exclamation marks are jumping up and down so you don't have to.",
      "{q}. That's not punctuation, that's a smoke alarm going off in text form.",
    ],
  },
  {
    // Dots inside a quote (trailing ones are trimmed with the quote's edges): "Well that happened... anyway".
    id: "trailing-dots",
    // About the punctuation, not the words: below any joke written for what the words say.
    broad: true,
    mood: "deadpan",
    match: said(/(?:\.{2,}|…)(?:\s*[\w']+)?/i),
    jokes: [
      ["{q}. Those dots are a thought walking slowly away from the table.", "It did not push its chair in."],
      "{q}. Everything interesting happened in the dots, and you kept it for yourself.",
      "{q}. Dot, dot, dot: the sound of somebody waiting to be asked what happened.",
      ["{q}. Those dots are a typing bubble that gave up halfway and stayed.", "We're still waiting."],
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
      ["{q}. You leaned on that letter like a horn in traffic.", "Everyone heard. Nobody moved."],
      "{q}. Stretched out like that, it takes longer to read and means exactly the same.",
      "{q}. Typed with a finger resting on the key like a doorbell nobody is answering.",
    ],
  },
  {
    // "I love running but hate mornings", "Healthy eating and yet pizza".
    id: "but-turn",
    match: said(/\bbut\b|\band yet\b/i),
    jokes: [
      ["{q}. Everything after the {w} is the part we believe.", "Lead with that next time."],
      ["{q}. A sentence that argues with itself and still manages to lose.", "Both sides want a rematch."],
      "{q}. The {w} is the exact spot where the selling stops and the confessing starts.",
    ],
  },
  {
    // "I said what I said", "That's it, that's the post", "Rant over".
    id: "sign-off",
    match: said(/(?:that['’]?s (?:it|the post|the tweet|all)|rant over|end of (?:story|discussion|rant)|\bperiod|full stop|i said what i said|mic drop)$/i),
    jokes: [
      ["{q}. You ended it twice: once by stopping, and once by saying so.", "A third ending is on its way."],
      ["{q}. That's a full stop with its own press release.", "The press did not attend."],
      ["{q}. Declaring a discussion over has never once ended a discussion.", "It started this one."],
      ["{q}. An exit line, from someone who is definitely staying for the replies.", "Pull up a chair."],
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
      ["{q}. Said, of course, in public.", "The call is coming from inside the feed."],
      ["{q}. Every rare poster says this, and they say it every single time.", "Rarely, and loudly."],
      ["{q}. A public announcement that you rarely make public announcements.", "This one counts, by the way."],
      ["{q}. That's like saying you never do this, halfway through doing it.", "Caught in the act."],
    ],
  },
];
