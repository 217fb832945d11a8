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
      ["{q}. And the email could have been a nod across the desk.", "And the nod could have been nothing."],
      ["{q}. Then nobody reads the email, so everyone meets to go through it.", "Full circle, with slides."],
      ["{q}. The one point every meeting agrees on, right before booking another.", "Agenda item one, for ever."],
      ["{q}. Somewhere an inbox hears that and begs for the meeting instead.", "It's already full."],
    ],
  },
  {
    // "Sending an invite now", "I'll send over a calendar invite", "Let's put some time in the diary"
    id: "sending-an-invite",
    match: work(
      /\b(?:send(?:ing)? (?:you |over |out )?(?:an|the|a) (?:calendar |meeting )?invite|(?:calendar|meeting) invite|(?:put|pop|get) (?:something|some time|time) in (?:the|your|my|our) (?:calendar|diary|diaries))\b/i,
    ),
    jokes: [
      ["{q}. The polite way of taking an hour out of someone's week without asking.", "Recurring, probably."],
      ["{q}. And just like that, a chat becomes an event with a title.", "And, somehow, an agenda."],
      ["{q}. The moment 'we should chat' becomes a recurring event nobody can leave.", "Accept, decline, or the coward's 'tentative'."],
      ["{q}. Somewhere a calendar just lost its last free afternoon.", "It put up a fight."],
    ],
  },
  {
    // "Quick sync?", "Can we hop on a quick call", "Quick question"
    id: "quick-sync",
    match: work(/\b(?:quick (?:sync|call|chat|catch[- ]?up|question|q|word)|(?:hop|jump) on a quick (?:call|chat))\b/i),
    jokes: [
      ["{q}. Quick, the way a dentist promises it'll only pinch a bit.", "It will not be quick."],
      ["{q}. Nothing called quick at work has ever once been quick.", "Clear the whole afternoon, just in case."],
      ["{q}. 'Quick' describes how it starts, never how it ends.", "End time: unknown, possibly never."],
      ["{q}. Opens with 'quick', closes with an apology for running slightly over time.", "Slightly, by about an hour."],
    ],
  },
  {
    // "Let's take this offline", "Put a pin in it", "Let's park that for now"
    id: "take-it-offline",
    match: work(/\b(?:tak(?:e|ing) (?:this|that|it) offline|put a pin in (?:it|that|this)|let'?s park (?:this|that|it))\b/i),
    mood: "deadpan",
    jokes: [
      ["{q}. Offline: where conversations go and are never heard from again.", "Rest in peace, action item."],
      ["{q}. Translation: this will never be discussed again, by anyone, anywhere.", "Case closed, minutes lost."],
      ["{q}. A polite little burial for an idea, with a promise to visit.", "Nobody ever visits."],
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
      ["{q}. Polite on top, and underneath someone is shouting 'read it'.", "In capitals, with underlining."],
      ["{q}. Office speak for: I have the receipts, and they're dated.", "Filed, highlighted and ready to forward."],
      ["{q}. The office version of taking your earrings off before a fight.", "Earrings off, cc on."],
      ["{q}. Repeating yourself, with a citation, so it counts as evidence.", "Exhibit A, attached again."],
    ],
  },
  {
    // "Just circling back on this", "Bumping this to the top", "Any update on this?"
    id: "circling-back",
    match: work(
      /\b(?:circling back|circle back|bumping this|bump(?:ing)? (?:this|it) (?:up|to the top)|just following up|following up on (?:this|my|the|our)|any updates? on (?:this|that|the above))\b/i,
    ),
    jokes: [
      ["{q}. A polite knock on a door everyone knows is locked from the inside.", "Knock, knock, again."],
      ["{q}. The sequel to being ignored the first time.", "Same plot, starring the same silence."],
      ["{q}. The same ask as before, in a slightly thinner layer of politeness.", "Nearly see-through now."],
      ["{q}. Round it goes until somebody replies just to make it stop.", "It works, annoyingly."],
    ],
  },
  {
    // "Friendly reminder that timesheets are due", "Gentle reminder", "Just a gentle nudge"
    id: "friendly-reminder",
    match: work(/\b(?:friendly reminder|gentle (?:reminder|nudge)|kind reminder|quick reminder)\b/i),
    jokes: [
      ["{q}. A {w} is a warning that's been to charm school.", "It still bites, just politely."],
      ["{q}. The nicest words in the office, typed by someone running out of patience.", "Running on fumes."],
      ["{q}. The office version of a growl with a bow on it.", "Still a growl."],
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
      ["{q}. Followed, in every recorded case, by something that won't find you well.", "Brace yourself."],
      ["{q}. Warm words, placed there to soften the ask standing right behind them.", "The ask is coming."],
      ["{q}. Nobody has ever checked whether it actually found them well.", "It did not, for the record."],
      ["{q}. Small talk, pre-typed, so the real talk can walk in wearing a cardigan.", "Buttons done up."],
    ],
  },
  {
    // "Kind regards", "Best regards, Sam", "Warmest regards"
    id: "kind-regards",
    match: work(/\b(?:kind(?:est)? regards|best regards|warm(?:est)? regards|many regards|thanks (?:and|&) regards)\b/i),
    jokes: [
      ["{q}. The sign-off that means the kindness ended somewhere in the first line.", "Regards, and nothing more."],
      ["{q}. Regards, plural, and not one of them warm.", "Room temperature at best, like a waiting room."],
      ["{q}. A handshake offered with the other hand already on the door.", "Door closing, quietly but firmly."],
      ["{q}. Signed off like a letter from the bank, and about as warm.", "Interest not included."],
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
      ["{q}. The most relaxed words anyone at work ever writes, and the most envied.", "Read slowly, with envy."],
      ["{q}. Away, while the inbox quietly plans its revenge for the return.", "It will be waiting."],
      ["{q}. A tiny shield between a person and every problem that can wait.", "Most of them can."],
      ["{q}. Every urgent thing is now somebody else's urgent thing.", "Delegated, beautifully, by simply not being there."],
    ],
  },
  {
    // "Heads down today", "Focus time, please don't ping me", "Deep work mode"
    id: "heads-down",
    match: work(/\b(?:heads[- ]down|focus time|focus mode|deep work|do not disturb|don'?t ping me|no pings)\b/i, ["bio"]),
    jokes: [
      ["{q}. Announcing the focus is already the first interruption of the day.", "Off to a strong start."],
      ["{q}. A status that says busy, hoping nobody asks busy with what.", "Please do not ask."],
      ["{q}. Concentration, declared like a small country closing its borders.", "Visas suspended until further notice."],
      ["{q}. Work this focused apparently needs a sign on the door and a press release.", "Silence, please."],
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
      ["{q}. The one excuse at work that nobody's allowed to question, or check.", "Conveniently, every time."],
      ["{q}. A whole day talking about the work, with none of it done.", "Tomorrow, maybe."],
      ["{q}. Meetings: the natural habitat of people who'd rather be anywhere else.", "Including, honestly, right here."],
      ["{q}. Busy, in the specific way that mostly produces nodding.", "Vigorous, professional, completely silent nodding."],
    ],
  },
  {
    // "Please stop replying all", "Remove me from this list", "Who keeps hitting reply all"
    id: "reply-all",
    match: work(/\b(?:repl(?:y|ied|ying)[- ]all|remove me from (?:this|the) (?:list|thread|e-?mail|chain)|stop replying|unsubscribe me)\b/i),
    mood: "chaotic",
    jokes: [
      ["{q}. The traditional way to end a reply-all storm is, famously, another reply.", "To all."],
      ["{q}. A thread this big stopped being a conversation and became weather.", "Storm warning in effect."],
      ["{q}. An inbox filling up one polite request to stop at a time.", "Each one sent to all."],
      ["{q}. The one button at work that turns a small question into a public event.", "Attendance compulsory."],
    ],
  },
  {
    // "You're on mute", "Sorry, I was on mute", "Can everyone hear me?"
    id: "on-mute",
    match: work(
      /\b(?:(?:you'?re|you are|youre|you were|i was|i'?m|im|still|was) on mute|can (?:everyone|everybody|you all|you guys) hear me|you'?re (?:frozen|breaking up))\b/i,
    ),
    jokes: [
      ["{q}. The most repeated words of the decade, and nobody's learned a thing.", "Nobody, ever."],
      ["{q}. Somewhere a brilliant point is being made in silence to a wall of squares.", "Nodding anyway."],
      ["{q}. Talking to yourself, but with a row of colleagues watching politely.", "And waiting, and waiting."],
      ["{q}. The opening line of every call, practically the national anthem by now.", "Please rise."],
    ],
  },
  {
    // "Can everyone see my screen?", "Let me share my screen", "Next slide, please"
    id: "screen-share",
    match: work(/\b(?:(?:share|sharing|shared|see|seeing) (?:my|your) screen(?! time)|screen[- ]?shar(?:e|ing)|still sharing|next slide(?:,? please)?)\b/i),
    mood: "chaotic",
    jokes: [
      ["{q}. The moment every open tab becomes a matter of public record.", "Close the tabs. All of them."],
      ["{q}. Always followed by a long pause while a cursor hunts for the right window.", "Not that one."],
      ["{q}. Yes, everyone can see it, including the notifications nobody was meant to.", "Especially those."],
      ["{q}. The most trusting thing anyone does at work: show everybody their desktop.", "Trust, tested live."],
    ],
  },
  {
    // "Need this by EOD", "By end of day please", "Can you get it to me EOW"
    id: "eod",
    match: work(/\b(?:eod|eow|(?:by|before) cob|(?:by|before) (?:the )?(?:end|close) of (?:the )?(?:day|week|play|business))\b/i),
    jokes: [
      ["{q}. A deadline with a wonderfully vague ending, depending on whose day it is.", "And whose time zone."],
      ["{q}. Which, in practice, means one minute to midnight, with an apology.", "And a typo."],
      ["{q}. Close enough to ruin the evening, far enough to relax until then.", "Evening cancelled."],
      ["{q}. A time that means teatime to one person and midnight to another.", "Guess which one sent it."],
    ],
  },
  {
    // "Need this ASAP", "URGENT: please review", "Time-sensitive, needed it yesterday"
    id: "asap",
    match: work(/\b(?:asap|urgent(?:ly)?|high priority|top priority|time[- ]sensitive|need(?:ed)? (?:it|this) yesterday)\b/i),
    mood: "chaotic",
    jokes: [
      ["{q}. Urgent, in the tone of a fire alarm set off by toast.", "Everyone out, for a spreadsheet."],
      ["{q}. A request that arrives already late, and somehow blames the reader.", "Somehow, every single time."],
      ["{q}. Typed with the calm of someone whose problem just became yours.", "Transfer complete, no returns."],
      ["{q}. If it were that urgent, somebody would have started it last week.", "Yesterday, at the latest."],
    ],
  },
  {
    // "No rush!", "Whenever you get a chance", "No hurry at all"
    id: "no-rush",
    match: work(
      /\b(?:no rush|no hurry|whenever you (?:get a chance|get a sec|get a minute|have a (?:sec|second|minute|moment)|can)|when you get a (?:chance|sec|second|minute|moment)|in your own time)\b/i,
    ),
    jokes: [
      ["{q}. Which, at any workplace, means within the hour.", "Ideally sooner, without being asked again."],
      ["{q}. The gentlest way of starting a countdown nobody else can see.", "Tick, tick, tick."],
      ["{q}. Completely sincere, right up until the first follow-up arrives.", "Tomorrow morning, early, with a question mark."],
      ["{q}. There's always a rush. This one has just been very politely hidden.", "Behind the word 'no'."],
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
      ["{q}. A shared fridge is where trust goes in fresh and comes out furry.", "Labelled, but furry."],
      ["{q}. Every workplace has these words, and one villain who read them mid-bite.", "Chewing, slowly."],
      ["{q}. Passive aggression, written with so much care it deserves lamination.", "Laminated, ideally, and signed."],
      ["{q}. Somewhere the culprit reads this calmly, still holding the evidence.", "Mid-bite, and very relaxed."],
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
      ["{q}. Written by somebody who has clearly done all the washing up alone.", "For years."],
      ["{q}. The most read and most ignored literature in any office.", "A bestseller nobody follows."],
      ["{q}. Words with the exact energy of a parent standing in a doorway.", "Arms folded."],
      ["{q}. Ignored by exactly the one person it was written for.", "They know who they are."],
    ],
  },
  {
    // "Thanks in advance!", "Thank you in advance for your help"
    id: "thanks-in-advance",
    match: work(/\b(?:thanks in advance|thank you in advance|thanks in adv)\b/i),
    jokes: [
      ["{q}. Gratitude, paid upfront, so saying no now feels like theft.", "Receipt attached, no refunds."],
      ["{q}. A thank-you sent before the favour, like a tip left before the meal.", "No pressure, apparently."],
      ["{q}. The politest trap in the office: the thanks has already been spent.", "No refunds on thanks."],
      ["{q}. Thanks, in advance, which quietly removes the option marked 'no'.", "Greyed out, and unclickable."],
    ],
  },
  {
    // "Sorry for the delay", "Apologies for the late reply", "Sorry I'm late getting back to you"
    id: "sorry-for-delay",
    match: work(
      /\b(?:sorry for (?:the|my) (?:delay(?:ed (?:reply|response))?|late (?:reply|response)|slow (?:reply|response))|apologies for (?:the|my) (?:delay|late (?:reply|response)|slow (?:reply|response))|sorry (?:i'?m|for being) late (?:replying|getting back))\b/i,
    ),
    jokes: [
      ["{q}. The apology usually arrives first, and is often longer than the answer.", "Padded, like the delay."],
      ["{q}. The office version of jogging the last few yards, so it looks like effort.", "Slightly out of breath."],
      ["{q}. Sorry, from someone who saw it days ago and hoped it would leave.", "It did not leave."],
      ["{q}. The delay was the real reply; this is just the paperwork.", "Signed, eventually, in triplicate."],
    ],
  },
];
