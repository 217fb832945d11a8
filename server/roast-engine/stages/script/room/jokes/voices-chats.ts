import type { TropeSource } from "../joke-types";

/** A chat bubble: the jokes call it a message or a text, never a post or a comment. */
const chat = (words: RegExp) => ({ on: "quote" as const, words, roles: ["chat_message" as const] });

/** Chat messages: the late-night question, the ominous summons, the excuses and the little replies. */
export const CHAT_TROPES: TropeSource[] = [
  {
    id: "u-up",
    match: chat(/\b(?:you up|u up|are you up|r u up|you awake|u awake|are you awake)\b/i),
    jokes: [
      ["{q}. The most suspicious question in the language, sent without a trace of shame.", "Nothing good follows it."],
      ["{q}. A question that belongs to the hour when every decision looks like a great one.", "None of them are.", "Not one of them is."],
      ["{q}. If they were up, they would have texted first. Sit with that.", "Sit with it quietly.", "Sit with it, quietly, until morning."],
      ["{q}. Asked like a wellness check, meant like absolutely anything but.", "Nobody is fooled.", "Nobody is fooled, not even you."],
    ],
  },
  {
    id: "its-fine",
    match: chat(/\b(?:it'?s fine|i'?m fine|its fine|im fine|totally fine|all good|whatever you want|do what you want)\b/i),
    jokes: [
      ["{q}. Nothing in recorded history has ever been fine after someone typed that.", "Nothing.", "Nothing at all, ever."],
      ["{q}. The calmest words in the language, and the most dangerous.", "Brace for impact.", "Everybody brace for impact."],
      ["{q}. Fine, the way a smoke alarm is fine right before it goes off.", "Beep.", "Any second now."],
      ["{q}. A translation is available on request, and it is not fine.", "It is never fine.", "It has never once been fine."],
    ],
  },
  {
    id: "we-need-to-talk",
    match: chat(/\b(?:we need to talk|can we talk|we should talk|need to talk to you|got a minute|are you free to talk)\b/i),
    jokes: [
      ["{q}. Every pulse in the conversation just stopped at exactly the same time.", "Then restarted, badly.", "Then restarted, very badly."],
      ["{q}. The scariest sentence available without a single scary word in it.", "Pure dread, in lower case.", "Pure dread."],
      ["{q}. Somewhere, someone is now rereading every message they have ever sent.", "Twice.", "Every one, twice."],
      ["{q}. Sent by text, which is exactly where nobody wants to do the talking.", "Ironic.", "Deeply ironic."],
    ],
  },
  {
    id: "call-me",
    match: chat(/\b(?:call me|call me back|pick up the phone|answer me|why aren'?t you answering|ring me)\b/i),
    jokes: [
      ["{q}. Texting to ask for a call, the long way round to a conversation.", "Scenic route.", "The scenic route, as always."],
      ["{q}. A message begging to skip the messages.", "Answered, naturally, by another message.", "Answered by a message."],
      ["{q}. The one request in any chat guaranteed to be answered in writing.", "Every time.", "Every time, without fail."],
      ["{q}. A summons. Nobody picks up after a summons. That is what makes it a summons.", "Ring ring."],
    ],
  },
  {
    id: "on-my-way",
    match: chat(/\b(?:on my way|omw|leaving now|almost there|nearly there|be there soon|be there in|just leaving)\b/i),
    jokes: [
      ["{q}. The words traditionally typed while still looking for the other shoe.", "Found it.", "Found it, still at home."],
      ["{q}. A progress report with no progress in it.", "Still at the door.", "Still at the door, looking for keys."],
      ["{q}. Technically true. Everyone alive is on their way somewhere, eventually.", "Eventually.", "Some faster than others."],
      ["{q}. Measured in a private time zone where minutes are more of a suggestion.", "A gentle one.", "A very gentle one."],
    ],
  },
  {
    id: "running-late",
    match: chat(/\b(?:running late|running behind|bit late|little late|sorry i'?m late|stuck in traffic|gonna be late|going to be late)\b/i),
    jokes: [
      ["{q}. Announced like breaking news, in the one genre where the news is always the same.", "Not news.", "Not news, a tradition."],
      ["{q}. The only thing about you that ever arrives on time is the excuse.", "The apology.", "The apology for arriving late."],
      ["{q}. Running, allegedly. Late, definitely. Sorry, that remains to be seen.", "Debatable.", "Highly debatable."],
      ["{q}. A forecast, sent in the hope that nobody has ordered without you yet.", "Fingers crossed.", "Fingers crossed, menus closed."],
    ],
  },
  {
    id: "sorry-just-saw",
    match: chat(/\b(?:just saw this|just seeing this|just saw your message|sorry for the late reply|sorry for the slow reply|sorry i missed this)\b/i),
    jokes: [
      ["{q}. Possibly seen at once, then left a respectful amount of time, then greeted with surprise.", "Award worthy."],
      ["{q}. The most common lie in texting, told gently, and accepted gently.", "So it can be told back.", "So it can be told right back."],
      ["{q}. The notification arrived, was read, and was sent to think about what it had done.", "Grounded."],
      ["{q}. Just saw this, says the message, with the timing of a carefully planned accident.", "Very careful."],
    ],
  },
  {
    id: "lmk",
    match: chat(/\b(?:lmk|let me know|keep me posted|keep me updated|get back to me)\b/i),
    jokes: [
      ["{q}. The sound of a plan being put down gently, never to get back up.", "Rest in peace.", "Rest in peace, plan."],
      ["{q}. Outsourcing the decision, and keeping the right to complain about it.", "Forever.", "Forever, in writing."],
      ["{q}. Translation: there is no plan, but I would love to be included in yours.", "Anyone's.", "Anyone's plan."],
      ["{q}. And with that, the whole thing is officially somebody else's problem.", "Done.", "Delegated, completely."],
    ],
  },
  {
    id: "wyd",
    match: chat(/\b(?:wyd|hwyd|what are you doing|what you doing|whatcha doing|what are you up to|what you up to)\b/i),
    jokes: [
      ["{q}. A question asked only when the asker is doing absolutely nothing.", "Nothing at all.", "Absolutely nothing, on purpose."],
      ["{q}. Not a question. An invitation, dressed up as curiosity.", "Badly dressed.", "Badly dressed, and in a hurry."],
      ["{q}. The answer is always nothing, and the plan is always nothing, together.", "Romantic.", "Very efficient."],
      ["{q}. A tiny message holding up the entire burden of somebody being bored.", "Heavy lifting.", "Very heavy lifting."],
    ],
  },
  {
    id: "miss-you",
    match: chat(/\b(?:miss you|miss u|miss ya|missing you|miss our|thinking of you|thinking about you)\b/i),
    jokes: [
      ["{q}. Said in a text, the one place where it costs absolutely nothing to say.", "Free.", "Completely free."],
      ["{q}. Either tender or a trap, and whoever reads it is still deciding which.", "Deliberating.", "Still deliberating."],
      ["{q}. Soft words, sent with the risk level of a paper airplane across a room.", "Gentle landing.", "Hoping for a gentle landing."],
      ["{q}. A message that will now be read, reread, and shown to a panel of friends.", "Verdict pending."],
      ["{q}. Soft words, and now a long wait.", "For a reply that matches the energy."],
    ],
  },
  {
    id: "new-number",
    match: chat(/\b(?:new phone,? who (?:dis|this|is this)|who dis|who is this|who'?s this|sorry,? who is this)\b/i),
    jokes: [
      ["{q}. Saved the number, forgot the person, kept all of the attitude.", "Every bit.", "Every last bit of it."],
      ["{q}. A reply so cold it could keep milk fresh.", "For a week.", "Fresh for a whole week, easily."],
      ["{q}. Either a brand new start or a brand new way of avoiding someone.", "Probably both.", "Probably both, honestly."],
      ["{q}. Pretending not to know a number, the oldest trick since numbers.", "Still works.", "It still works, sadly."],
    ],
  },
  {
    id: "voice-note",
    match: chat(/\b(?:voice (?:notes?|messages?|memos?)|sent a voice|listen to my voice)\b/i),
    jokes: [
      ["{q}. A message you cannot skim, sent to people who only skim.", "Bold.", "Every single time."],
      ["{q}. The podcast nobody subscribed to, now available in every chat.", "New episode.", "New episode, unfortunately."],
      ["{q}. Because typing was too quick, and this needed to take much longer.", "Much longer.", "Much, much longer."],
      ["{q}. Somewhere, someone is holding this up to their ear in public, like a seashell.", "Listening for the point."],
    ],
  },
  {
    id: "lol",
    match: chat(/\b(?:lol|lmao|haha(?:ha)*|hehe|rofl)\b/i),
    jokes: [
      ["{q}. The written laugh, doing the work of a nervous cough.", "Ahem.", "A very polite cough."],
      ["{q}. A laugh added so the sentence does not sound as serious as it is.", "It is that serious.", "It is exactly that serious."],
      ["{q}. Nobody in history has laughed out loud at that. It is basically punctuation.", "A comma."],
      ["{q}. A laugh, typed with a perfectly straight expression, like every written laugh.", "Ever.", "Every written laugh, ever."],
    ],
  },
  {
    id: "left-on-read",
    match: chat(/\b(?:left (?:me|you|it) on (?:read|seen|delivered)|on read|read receipts?|saw my message|seen my message|ignoring me)\b/i),
    jokes: [
      ["{q}. Being ignored in real time, with a receipt as proof.", "Filed.", "Filed under evidence."],
      ["{q}. Read, understood, and filed under later.", "Later is forever.", "And later, as everyone knows, is forever."],
      ["{q}. A complaint about silence, sent into the exact same silence.", "Echo.", "Echo, echo."],
      ["{q}. The cruellest invention in messaging: proof that they saw it and chose peace.", "Peace."],
    ],
  },
  {
    id: "are-you-mad",
    match: chat(/\b(?:are you mad|are you angry|are you upset|did i do something|are we good|we good|are we okay|r u mad)\b/i),
    jokes: [
      ["{q}. If they were not before, they are thinking about it now.", "Seriously thinking.", "Seriously thinking about it."],
      ["{q}. The question that turns a quiet afternoon into a crisis meeting.", "Minutes to follow.", "Minutes to follow shortly."],
      ["{q}. Asked with the calm of someone who may be drafting an apology in another window.", "Draft saved.", "Draft saved, just in case."],
      ["{q}. An alarm bell, typed in lower case, to look casual.", "It does not.", "It does not look casual."],
    ],
  },
  {
    id: "does-it-count",
    match: chat(/\bdoes (?:[\w'-]+ ){1,5}count\b|\b(?:does that count|that counts?|count as|counts as)\b/i),
    jokes: [
      ["{q}. Asked by someone who has already decided that it counts.", "It counts.", "It counts, apparently, by decree."],
      ["{q}. A loophole, submitted for approval, by its own lawyer.", "Denied, lovingly.", "Denied, but lovingly."],
      ["{q}. If you have to ask whether it counts, it is being counted generously.", "Very generously."],
      ["{q}. Bargaining with the rules in writing, and hoping nobody checks the maths.", "Somebody will.", "Somebody always does."],
    ],
  },
  {
    id: "denial",
    match: chat(
      /\b(?:plead the fifth|no comment|not me|wasn'?t me|it wasn'?t me|i have no idea what you|no idea what you'?re talking about|i was never here)\b/i,
    ),
    jokes: [
      ["{q}. Which, in any chat, is a full confession with extra steps.", "Signed.", "Signed and dated."],
      ["{q}. The legal strategy of someone who absolutely did it.", "Case closed.", "Case closed. Guilty, lovingly."],
      ["{q}. Silence, announced out loud, which is not how silence works.", "Loudly.", "Loudly silent."],
      ["{q}. Nothing says innocent quite like refusing to answer the question.", "Nothing at all.", "Nothing, your honour."],
    ],
  },
  {
    id: "im-outside",
    match: chat(/\b(?:i'?m outside|im outside|outside now|i'?m downstairs|here waiting)\b/i),
    jokes: [
      ["{q}. The most urgent sentence in any chat, usually received by someone still getting ready.", "Just a minute, they say."],
      ["{q}. Sent with all the patience of an engine left running.", "And running. And running.", "Still running, still waiting, still typing."],
      ["{q}. Arrival, announced like a delivery, with about the same patience for the door.", "Knock knock."],
      ["{q}. Short, cold, and somehow also a countdown. The meter is officially running.", "Tick, tick."],
    ],
  },
  {
    id: "ok-cool",
    match: chat(/^(?:ok|okay|k|kk|okey)[\s,.!]+(?:cool|sure|fine|then|thanks|whatever|bye|noted|great)[.!]*$/i),
    jokes: [
      ["{q}. A reply with the warmth of a receipt, and roughly the same length.", "No returns.", "No returns accepted."],
      ["{q}. The shortest possible message, and somehow the loudest thing on the screen.", "Deafening.", "Absolutely deafening."],
      ["{q}. Translation: this conversation is over, and everybody knows whose fault it is.", "Not theirs."],
      ["{q}. A handful of syllables of pure, unreadable mood, sent with full intent.", "Decode it.", "Good luck decoding it."],
    ],
  },
];
