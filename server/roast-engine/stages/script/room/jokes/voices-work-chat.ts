import type { LineRole } from "../../../../types";
import type { TropeSource } from "../joke-types";

/**
 * Work talk wherever it is read: a chat bubble, a comment, a caption, a pasted email (other). The
 * jokes speak of the phrase itself and never call it a message, an email or a post, so they hold
 * on any of them. Statuses ("OOO until Monday", "heads down") also sit where a bio would.
 */
const WORK_ROLES: LineRole[] = ["chat_message", "comment", "caption", "other"];
const work = (words: RegExp, extra: LineRole[] = []) => ({ on: "quote" as const, words, roles: [...WORK_ROLES, ...extra] });

/** Work chat: meetings, invites, out-of-office, email phrases, a team channel's messages. */
export const WORK_CHAT_TROPES: TropeSource[] = [
  {
    // "This meeting could have been an email", "Can this be an email?"
    id: "could-be-an-email",
    match: work(/\b(?:could(?:'ve| have)? been an? e-?mail|can (?:this|it|that) (?:just )?be an? e-?mail|should(?:'ve| have)? been an? e-?mail)\b/i),
    jokes: [
      ["{q}. And the email could have been a sentence, and the sentence a nod.", "Efficiency, all the way down."],
      ["{q}. Somewhere an inbox hears that and quietly begs for the meeting instead.", "It is already full."],
      ["{q}. Then nobody reads the email, so everybody meets to go through it.", "Full circle, with slides."],
      ["{q}. The one point every meeting agrees on, right before booking another to discuss it.", "Agenda item one, forever."],
    ],
  },
  {
    // "Sending an invite now", "I'll send over a calendar invite", "Let's put some time in the diary"
    id: "sending-an-invite",
    match: work(
      /\b(?:send(?:ing)? (?:you |over |out )?(?:an|the|a) (?:calendar |meeting )?invite|(?:calendar|meeting) invite|(?:put|pop|get) (?:something|some time|time) in (?:the|your|my|our) (?:calendar|diary|diaries))\b/i,
    ),
    jokes: [
      ["{q}. The polite way of taking an hour out of someone's life without asking.", "Recurring, probably."],
      ["{q}. The sound of a perfectly good afternoon being carved into a meeting.", "With a dial-in."],
      ["{q}. And just like that, a casual chat becomes an official event with a title.", "And, somehow, an agenda."],
      ["{q}. Nothing kills an idea faster than a time slot and a link.", "Accept, decline, or the coward's tentative."],
    ],
  },
  {
    // "Quick sync?", "Can we hop on a quick call", "Quick question"
    id: "quick-sync",
    match: work(/\b(?:quick (?:sync|call|chat|catch[- ]?up|question|q|word)|(?:hop|jump) on a quick (?:call|chat))\b/i),
    jokes: [
      ["{q}. Quick, the way a dentist promises it will only pinch a little.", "It will not be quick."],
      ["{q}. Nothing described as quick at work has ever once been quick.", "Clear the afternoon."],
      ["{q}. Quick is a promise about how it starts, never about how it ends.", "End time unknown."],
      ["{q}. Opens with quick, and closes with someone saying we are slightly over time.", "Slightly, by an hour."],
    ],
  },
  {
    // "Let's take this offline", "Put a pin in it", "Let's park that for now"
    id: "take-it-offline",
    match: work(/\b(?:tak(?:e|ing) (?:this|that|it) offline|put a pin in (?:it|that|this)|let'?s park (?:this|that|it))\b/i),
    mood: "deadpan",
    jokes: [
      ["{q}. Offline, the quiet place where conversations go and are never heard from again.", "Rest in peace."],
      ["{q}. Translation: this will never be discussed again, by anyone, anywhere.", "Case closed.", "Case closed, minutes lost."],
      ["{q}. A polite little burial for an idea, with a promise to visit.", "Nobody visits.", "Nobody ever visits."],
      ["{q}. Said the moment a meeting gets interesting, to make sure it stops.", "Mission accomplished."],
    ],
  },
  {
    // "Per my last email", "As previously mentioned", "As stated below"
    id: "per-my-last-email",
    match: work(
      /\b(?:(?:as )?per my (?:last|previous|earlier|original) (?:e-?mail|message|mail)|as (?:previously|already) (?:mentioned|stated|discussed|explained)|as (?:mentioned|stated) (?:below|above|previously|earlier|before))\b/i,
    ),
    jokes: [
      ["{q}. Polite on the surface, and underneath it someone is shouting read it.", "In capitals."],
      ["{q}. Office speak for: I have the receipts, and the receipts have dates.", "Filed and dated."],
      ["{q}. The workplace equivalent of taking off your earrings before a fight.", "Earrings off."],
      ["{q}. Repeating yourself, but with a citation, so it counts as evidence.", "Exhibit A."],
    ],
  },
  {
    // "Just circling back on this", "Bumping this to the top", "Any update on this?"
    id: "circling-back",
    match: work(
      /\b(?:circling back|circle back|bumping this|bump(?:ing)? (?:this|it) (?:up|to the top)|just following up|following up on (?:this|my|the|our)|any updates? on (?:this|that|the above))\b/i,
    ),
    jokes: [
      ["{q}. A polite knock on a door everybody knows is locked from the inside.", "Knock, knock, again."],
      ["{q}. The gentle sequel to being ignored the first time.", "Same plot, same silence.", "Same plot, starring the same silence."],
      ["{q}. The same request as before, wearing a slightly thinner layer of politeness.", "Nearly see-through now."],
      ["{q}. Round and round it goes, until someone replies just to make it stop.", "It works, annoyingly."],
    ],
  },
  {
    // "Friendly reminder that timesheets are due", "Gentle reminder", "Just a gentle nudge"
    id: "friendly-reminder",
    match: work(/\b(?:friendly reminder|gentle (?:reminder|nudge)|kind reminder|quick reminder)\b/i),
    jokes: [
      ["{q}. A {w} is a warning that has been to charm school.", "It still bites.", "It still bites, just politely."],
      ["{q}. The nicest words in the office, typed by someone quietly running out of patience.", "Running on fumes."],
      ["{q}. Nothing is less friendly than announcing how friendly you are being.", "Suspiciously friendly."],
      ["{q}. The last polite step before the one with everyone's manager copied in.", "Next time, in bold."],
    ],
  },
  {
    // "Hope this email finds you well", "Hope you had a lovely weekend", "I hope you're well"
    id: "hope-this-finds-you-well",
    match: work(
      /\b(?:hope (?:this|the|my) (?:e-?mail|message|note) finds you(?: well)?|hope this finds you(?: well)?|hope you(?:'re| are) (?:well|keeping well|doing well)|hope you (?:had|are having|have had) a (?:great|good|lovely|nice|restful) (?:weekend|week|break|holiday))\b/i,
    ),
    jokes: [
      ["{q}. Followed, in every recorded case, by something that will not find you well.", "Brace yourself."],
      ["{q}. Warm words, placed there only to soften the ask standing right behind them.", "The ask is coming."],
      ["{q}. Nobody has ever stopped to check whether it actually found them well.", "It did not.", "It did not, for the record."],
      ["{q}. Small talk, pre-typed, so the real talk can walk in wearing a cardigan.", "Buttons done up."],
    ],
  },
  {
    // "Kind regards", "Best regards, Sam", "Warmest regards"
    id: "kind-regards",
    match: work(/\b(?:kind(?:est)? regards|best regards|warm(?:est)? regards|many regards|thanks (?:and|&) regards)\b/i),
    jokes: [
      ["{q}. The sign-off that means the kindness ended somewhere in the first line.", "Regards, and nothing more."],
      ["{q}. Regards, in the plural, which is still fewer than anyone was hoping for.", "Counted them."],
      ["{q}. A polite handshake, offered with the other hand already on the door.", "Door closing."],
      ["{q}. Signed off like a letter from a bank, and roughly as warm.", "Interest not included."],
    ],
  },
  {
    // "OOO until Monday", "I am currently out of the office", "On annual leave with limited access to email"
    id: "out-of-office",
    match: work(
      /\b(?:ooo|out of (?:the )?office|on (?:annual )?leave|(?:limited|no|intermittent) access to (?:my )?(?:e-?mails?|inbox)|away from my desk)\b/i,
      ["bio"],
    ),
    mood: "wholesome",
    jokes: [
      ["{q}. The most relaxed sentence anyone at work ever writes, and the most envied.", "Read slowly, with envy."],
      ["{q}. Away, and the inbox is already plotting its revenge for the return.", "It will be waiting."],
      ["{q}. A tiny shield standing between a person and every problem that can wait.", "Most of them can."],
      ["{q}. Which means every urgent thing is now somebody else's urgent thing.", "Delegated by absence."],
    ],
  },
  {
    // "Heads down today", "Focus time, please don't ping me", "Deep work mode"
    id: "heads-down",
    match: work(/\b(?:heads[- ]down|focus time|focus mode|deep work|do not disturb|don'?t ping me|no pings)\b/i, ["bio"]),
    jokes: [
      ["{q}. Announcing the focus is already the first interruption of the day.", "Off to a strong start."],
      ["{q}. A status that says busy, in the hope that nobody asks busy with what.", "Please do not ask."],
      ["{q}. Concentration, declared publicly, like a small country closing its borders.", "Visas suspended.", "Visas suspended until further notice."],
      ["{q}. Work this deep apparently needs a sign on the door and a press release.", "Silence, please."],
    ],
  },
  {
    // "In a meeting", "Back to back meetings all day", "Stuck in meetings"
    id: "in-meetings",
    match: work(
      /\b(?:in a meeting|in meetings|back[- ]to[- ]back (?:meetings|calls)|meetings all day|all[- ]day meetings|stuck in (?:a )?meetings?|wall[- ]to[- ]wall (?:meetings|calls))\b/i,
      ["bio"],
    ),
    mood: "deadpan",
    jokes: [
      ["{q}. The one excuse at work that nobody is allowed to question, or check.", "Conveniently."],
      ["{q}. A day spent entirely talking about the work, with none of it left to do.", "Tomorrow, maybe."],
      ["{q}. Meetings, the natural habitat of people who would rather be anywhere else.", "Including here."],
      ["{q}. Busy, in the specific way that produces a great deal of nodding.", "Vigorous nodding."],
    ],
  },
  {
    // "Please stop replying all", "Remove me from this list", "Who keeps hitting reply all"
    id: "reply-all",
    match: work(/\b(?:repl(?:y|ied|ying)[- ]all|remove me from (?:this|the) (?:list|thread|e-?mail|chain)|stop replying|unsubscribe me)\b/i),
    mood: "chaotic",
    jokes: [
      ["{q}. The traditional way to end a reply-all storm is, famously, another reply.", "To all."],
      ["{q}. A thread this big has stopped being a conversation and become weather.", "Storm warning in effect."],
      ["{q}. Somewhere an inbox is filling up one polite request to stop at a time.", "Each one replying to all."],
      ["{q}. The only button at work that turns a small question into a public event.", "Attendance compulsory."],
    ],
  },
  {
    // "You're on mute", "Sorry, I was on mute", "Can everyone hear me?"
    id: "on-mute",
    match: work(
      /\b(?:(?:you'?re|you are|youre|you were|i was|i'?m|im|still|was) on mute|can (?:everyone|everybody|you all|you guys) hear me|you'?re (?:frozen|breaking up))\b/i,
    ),
    jokes: [
      ["{q}. The most repeated sentence of the decade, and somehow nobody has learned a thing.", "Nobody, ever."],
      ["{q}. Somewhere, a brilliant point is being made in silence to a wall of squares.", "Nodding anyway."],
      ["{q}. The modern version of talking to yourself, with colleagues watching.", "Politely watching.", "Politely watching, and waiting."],
      ["{q}. The opening line of every call, practically the national anthem by now.", "Please rise."],
    ],
  },
  {
    // "Can everyone see my screen?", "Let me share my screen", "Next slide, please"
    id: "screen-share",
    match: work(/\b(?:(?:share|sharing|shared|see|seeing) (?:my|your) screen(?! time)|screen[- ]?shar(?:e|ing)|still sharing|next slide(?:,? please)?)\b/i),
    mood: "chaotic",
    jokes: [
      ["{q}. The moment every open tab becomes a matter of public record.", "Close the tabs.", "Close the tabs. All of them."],
      ["{q}. Always followed by a long pause while a cursor searches for the right window.", "Not that one."],
      ["{q}. Yes, everyone can see it, including the notifications nobody was meant to.", "Especially those."],
      ["{q}. The most trusting thing anyone can do at work is show everybody their desktop.", "Trust, tested live."],
    ],
  },
  {
    // "Need this by EOD", "By end of day please", "Can you get it to me EOW"
    id: "eod",
    match: work(/\b(?:eod|eow|(?:by|before) cob|(?:by|before) (?:the )?(?:end|close) of (?:the )?(?:day|week|play|business))\b/i),
    jokes: [
      ["{q}. A deadline with a wonderfully vague ending, depending on whose day it is.", "And whose time zone."],
      ["{q}. Which, in practice, means a minute before midnight, with an apology.", "And a typo."],
      ["{q}. The deadline that arrives precisely when everyone has stopped checking.", "Perfect timing.", "Perfect timing, for nobody."],
      ["{q}. The perfect deadline: far enough away to relax, close enough to ruin the evening.", "Evening cancelled."],
    ],
  },
  {
    // "Need this ASAP", "URGENT: please review", "Time-sensitive, needed it yesterday"
    id: "asap",
    match: work(/\b(?:asap|urgent(?:ly)?|high priority|top priority|time[- ]sensitive|need(?:ed)? (?:it|this) yesterday)\b/i),
    mood: "chaotic",
    jokes: [
      ["{q}. When everything is urgent, urgent just means normal, only louder.", "Priority inflation.", "Priority inflation, running wild."],
      ["{q}. A request that arrives already late, and somehow blames the reader for it.", "Somehow."],
      ["{q}. Written with the calm of someone whose problem just became somebody else's.", "Transfer complete."],
      ["{q}. If it were truly that urgent, somebody would have started it last week.", "Yesterday, at the latest."],
    ],
  },
  {
    // "No rush!", "Whenever you get a chance", "No hurry at all"
    id: "no-rush",
    match: work(
      /\b(?:no rush|no hurry|whenever you (?:get a chance|get a sec|get a minute|have a (?:sec|second|minute|moment)|can)|when you get a (?:chance|sec|second|minute|moment)|in your own time)\b/i,
    ),
    jokes: [
      ["{q}. Which, in any workplace, means within the hour.", "Ideally sooner.", "Ideally sooner, and without being asked again."],
      ["{q}. The gentlest possible way of starting a countdown nobody else can see.", "Tick, tick."],
      ["{q}. Said with complete sincerity, right up until the first follow-up.", "Tomorrow morning, early."],
      ["{q}. There is always a rush. This one has just been very politely hidden.", "Behind the word no."],
    ],
  },
  {
    // "Please label your food", "Whoever took my yoghurt from the work fridge", "The fridge will be cleared on Friday"
    id: "fridge-note",
    match: work(
      /\b(?:(?:office|work|shared|communal|staff) fridge|fridge (?:will be|is being|gets) (?:cleared|cleaned|emptied)|label (?:your|all) (?:food|items|lunch(?:es)?|containers)|whoever (?:took|ate|stole|finished|has been (?:taking|eating|stealing)) my)\b/i,
    ),
    mood: "chaotic",
    jokes: [
      ["{q}. A shared fridge is where trust goes in fresh and comes out growing something.", "Furry, mostly."],
      ["{q}. Every workplace has this sentence, and one villain who read it and carried on.", "Chewing."],
      ["{q}. Passive aggression, written with such care it deserves its own frame.", "Laminated, ideally."],
      ["{q}. Somewhere the culprit is reading this very calmly, and still holding the evidence.", "Mid-bite."],
    ],
  },
  {
    // "Your mother doesn't work here", "Please clean up after yourselves", "Wash your own mugs"
    id: "clean-up-after-yourself",
    match: work(
      /\b(?:your (?:mother|mum|mom) (?:doesn'?t|does not) work here|clean up after (?:yourself|yourselves)|(?:wash|rinse) (?:up )?your (?:own )?(?:mugs?|cups?|dishes|plates?|cutlery))\b/i,
    ),
    mood: "deadpan",
    jokes: [
      ["{q}. Written by somebody who has quite clearly done all the washing up alone.", "For years."],
      ["{q}. The most read literature in any office, and also the most ignored.", "A bestseller nobody follows."],
      ["{q}. Words with the exact energy of a parent standing in a doorway.", "Arms folded."],
      ["{q}. Read by everyone, ignored by precisely the one person it was written for.", "They know who they are."],
    ],
  },
];
