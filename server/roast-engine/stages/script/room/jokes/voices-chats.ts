import type { TropeSource } from "../joke-types";

/** A chat bubble: the jokes call it a message or a text, never a post or a comment. */
const chat = (words: RegExp) => ({ on: "quote" as const, words, roles: ["chat_message" as const] });

/** Chat messages: the late-night question, the ominous summons, the excuses and the little replies. */
export const CHAT_TROPES: TropeSource[] = [
  {
    // "u up?", "you awake?" ("are you up for drinks", "what are you up to" are plans, not the question).
    id: "u-up",
    match: chat(/\b(?:you up|u up|are you up|r u up|you awake|u awake|are you awake)\b(?!\s+(?:for|to)\b)/i),
    jokes: [
      ["{q}. The one text that makes grown adults pretend to be asleep.", "Eyes shut, thumb hovering.", "Eyes shut, thumb hovering over the reply."],
      ["{q}. A question nobody in history has ever asked at a sensible hour.", "It has never once been sent with breakfast."],
      ["{q}. Whoever reads that is now up, and wondering why you are.", "Nothing good, is the answer."],
      ["{q}. Asked to find out if they're awake. Mostly proves that you are.", "And out of better ideas.", "Awake, and clearly out of better ideas."],
    ],
  },
  {
    id: "its-fine",
    match: chat(/\b(?:it'?s fine|i'?m fine|its fine|im fine|totally fine|all good|whatever you want|do what you want)\b/i),
    jokes: [
      ["{q}. Fine, like a smoke alarm between beeps.", "The next beep is a paragraph.", "The next beep will be a long paragraph."],
      ["{q}. The calmest words in texting, and the only ones that come with a translator.", "Translation: it is not."],
      ["{q}. Anyone with sense who reads that starts drafting an apology.", "For what, they'll find out later."],
      ["{q}. Typed calmly, and received like a weather warning.", "Amber for now.", "Amber for now, red by dinner."],
    ],
  },
  {
    id: "we-need-to-talk",
    match: chat(/\b(?:we need to talk|can we talk|we should talk|need to talk to you|got a minute|are you free to talk)\b/i),
    jokes: [
      ["{q}. Whoever got that is now scrolling back through every message they've ever sent.", "Looking for the crime."],
      ["{q}. Not one scary word in it, and still the scariest text there is.", "Horror films could learn from this."],
      ["{q}. Asking to talk, in writing, when writing was right there.", "Just type the rest.", "Just type the rest, it's quicker."],
      ["{q}. The texting version of a mechanic sucking air through his teeth.", "Expensive, whatever it is."],
    ],
  },
  {
    id: "call-me",
    match: chat(/\b(?:call me|call me back|pick up the phone|answer me|why aren'?t you answering|ring me)\b/i),
    jokes: [
      ["{q}. A text asking for a call. The reply will be a text asking why.", "It always is."],
      ["{q}. The one request in any conversation guaranteed to be answered in writing.", "Usually with 'what's up?'"],
      ["{q}. Messaging to ask for a call, like knocking to ask if you can knock.", "Nobody's opening either."],
      ["{q}. Whoever got that is now deciding whether they were asleep.", "Or in a tunnel.", "Or in a tunnel, or abroad."],
    ],
  },
  {
    id: "on-my-way",
    match: chat(/\b(?:on my way|omw|leaving now|almost there|nearly there|be there soon|be there in|just leaving)\b/i),
    jokes: [
      ["{q}. Traditionally typed with one shoe on and the other one missing.", "Keys also at large."],
      ["{q}. Movement confirmed, direction confirmed, speed left entirely to the imagination.", "And the imagination is slow."],
      ["{q}. A travel update written to stop anyone asking for a travel update.", "It works for about a minute."],
      ["{q}. The favourite words of the late, because nobody can check them.", "Yet.", "Not until you walk in."],
    ],
  },
  {
    id: "running-late",
    match: chat(/\b(?:running late|running behind|bit late|little late|sorry i'?m late|stuck in traffic|gonna be late|going to be late)\b/i),
    jokes: [
      ["{q}. The only part of this plan arriving on time is the excuse.", "Well done, excuse."],
      ["{q}. Not an apology, a forecast: late now, with a strong chance of later.", "Pack snacks."],
      ["{q}. Whoever's waiting has just been promoted to whoever's waiting longer.", "No pay rise.", "No pay rise, no chair."],
      ["{q}. Texting about being late, the one job that makes you later.", "Every word costs a minute."],
    ],
  },
  {
    id: "sorry-just-saw",
    match: chat(/\b(?:just saw this|just seeing this|just saw your message|sorry for the late reply|sorry for the slow reply|sorry i missed this)\b/i),
    jokes: [
      ["{q}. Of course. It must have come by pigeon, and the pigeon got lost.", "The pigeon has been spoken to."],
      ["{q}. The lie everyone tells and everyone accepts, so they can tell it back.", "Texting's only fair trade."],
      ["{q}. Apologising for a late reply, late, in the reply.", "Efficient, in a way.", "Very efficient, in a way nobody asked for."],
      ["{q}. Said with the wide eyes of someone who has definitely read it before.", "Twice, out loud."],
    ],
  },
  {
    id: "lmk",
    match: chat(/\b(?:lmk|let me know|keep me posted|keep me updated|get back to me)\b/i),
    jokes: [
      ["{q}. The decision is now somebody else's job, and so is the blame.", "Delegated, beautifully."],
      ["{q}. Translation: I have no plan, but I'd love to be in yours.", "Anyone's. Anyone's at all."],
      ["{q}. The last words a plan hears before it's never mentioned again.", "Gone, but not forgotten. Just gone."],
      ["{q}. Handing over the decision like a hot plate, and keeping the right to complain.", "Forever."],
    ],
  },
  {
    id: "wyd",
    match: chat(/\b(?:wyd|hwyd|what are you doing|what you doing|whatcha doing|what are you up to|what you up to)\b/i),
    jokes: [
      ["{q}. Only ever asked by people doing nothing, looking for someone to do it with.", "Nothing, but together."],
      ["{q}. Not a question. An invitation in disguise, and a cheap disguise.", "Everyone can see the moustache."],
      ["{q}. The honest answer is 'reading your message', which helps nobody.", "Least of all the conversation."],
      ["{q}. Boredom, typed out and sent to see if it's catching.", "It is.", "It is, and it just spread."],
    ],
  },
  {
    // "Miss you", "missing our chats" ("thinking of you" is too often said in grief to be roasted).
    id: "miss-you",
    match: chat(/\b(?:miss you|miss u|miss ya|missing you|miss our)\b/i),
    mood: "wholesome",
    jokes: [
      ["{q}. Sweet, brave, and one reply of just 'aw' away from disaster.", "Aw is devastating.", "Aw is devastating, and they know it."],
      ["{q}. The kind of text that gets answered in a minute, or in a week.", "Nothing in between."],
      ["{q}. Tender, brave, and now entirely at the mercy of how long the reply takes.", "Still taking."],
      ["{q}. A soft message that will now be shown to a panel of friends for analysis.", "Verdict pending."],
      ["{q}. Soft words, and then the longest wait in texting: the dots that come and go.", "And go."],
    ],
  },
  {
    id: "new-number",
    match: chat(/\b(?:new phone,? who (?:dis|this|is this)|who dis|who is this|who'?s this|sorry,? who is this)\b/i),
    jokes: [
      ["{q}. Cold enough to keep milk fresh for a week.", "Whoever sent the first message needs a blanket."],
      ["{q}. Either a brand new start, or a very old way of avoiding someone.", "Probably both.", "Probably both, honestly."],
      ["{q}. Asked with all the warmth of a bouncer checking ID.", "Name's not down.", "Name's not down, not coming in."],
      ["{q}. Somewhere, a person who thought they were saved in your contacts just found out.", "The hard way."],
    ],
  },
  {
    id: "voice-note",
    match: chat(/\b(?:voice (?:notes?|messages?|memos?)|sent a voice|listen to my voice)\b/i),
    jokes: [
      ["{q}. Voice notes: messages you can't skim, sent to people who only skim.", "Playback speed: double."],
      ["{q}. A podcast nobody subscribed to, with a new episode every day.", "Mostly breathing.", "Mostly breathing and 'anyway'."],
      ["{q}. A minute of talking, to say what a text says in a second.", "And a long 'um'.", "And a long 'um', and a kettle boiling."],
      ["{q}. Voice notes get played in public, held to the ear like a seashell, hoping to hear the point.", "Just waves."],
    ],
  },
  {
    id: "lol",
    match: chat(/\b(?:lol|lmao|haha(?:ha)*|hehe|rofl)\b/i),
    jokes: [
      ["{q}. Nobody laughed out loud. Nobody ever has. It's punctuation now.", "A very smug comma."],
      ["{q}. Laughing out loud, allegedly, in a perfectly silent room.", "Not a sound.", "Not a sound, not even a snort."],
      ["{q}. A laugh with all the noise of a polite nod.", "Mostly a nod.", "A very small nod, from across the room."],
      ["{q}. The sound of someone breathing out slightly through their nose, typed up.", "Transcribed faithfully."],
    ],
  },
  {
    id: "left-on-read",
    match: chat(/\b(?:left (?:me|you|it) on (?:read|seen|delivered)|on read|read receipts?|saw my message|seen my message|ignoring me)\b/i),
    jokes: [
      ["{q}. Read, understood, and answered with silence, the loudest reply there is.", "Deafening.", "Deafening, and delivered."],
      ["{q}. Being left on read: the only silence that comes with a receipt.", "No refunds on feelings."],
      ["{q}. Someone saw the message and chose peace.", "Peace is winning.", "Peace is winning, and it isn't close."],
      ["{q}. A little tick that says they saw it, and a silence that says the rest.", "Loudly.", "Loudly, for days."],
    ],
  },
  {
    id: "are-you-mad",
    match: chat(/\b(?:are you mad|are you angry|are you upset|did i do something|are we good|we good|are we okay|r u mad)\b/i),
    jokes: [
      ["{q}. If they weren't before, they're considering it now.", "Seriously considering it.", "Seriously considering it, thanks to this."],
      ["{q}. The question that turns a quiet afternoon into a crisis meeting.", "Minutes to follow."],
      ["{q}. Typed while drafting an apology for whatever it turns out to be.", "Draft saved, just in case."],
      ["{q}. Asking someone if they're mad is the surest way to find out they're about to be.", "Any second."],
    ],
  },
  {
    id: "does-it-count",
    match: chat(/\bdoes (?:[\w'-]+ ){1,5}count\b|\b(?:does that count|that counts?|count as|counts as)\b/i),
    jokes: [
      ["{q}. Asked by someone who has already decided that it counts.", "The ruling is a formality."],
      ["{q}. A loophole, submitted for approval by its own lawyer.", "Denied, lovingly.", "Denied, but lovingly, on appeal."],
      ["{q}. If it needs asking, it's being counted very generously.", "By the person asking.", "By the person asking, mainly."],
      ["{q}. Haggling with the rules in writing, where the rules can quote it back.", "They will."],
    ],
  },
  {
    id: "denial",
    match: chat(
      /\b(?:plead the fifth|no comment|not me|wasn'?t me|it wasn'?t me|i have no idea what you|no idea what you'?re talking about|i was never here)\b/i,
    ),
    jokes: [
      ["{q}. In any conversation, that's a full confession with extra steps.", "Signed and dated.", "Signed, dated, and delivered by hand."],
      ["{q}. The legal strategy of someone who absolutely did it.", "Case closed.", "Case closed. Guilty, but lovingly, your honour."],
      ["{q}. Innocent people just say what happened. Guilty people say that.", "Word for word.", "Word for word, every single time."],
      ["{q}. A denial with fingerprints all over it.", "Yours.", "Yours, in every single one of them, clearly."],
    ],
  },
  {
    id: "im-outside",
    match: chat(/\b(?:i'?m outside|im outside|outside now|i'?m downstairs|here waiting)\b/i),
    jokes: [
      ["{q}. Received, traditionally, by someone still deciding what to wear.", "Just a minute, they'll say."],
      ["{q}. Polite on the surface. Underneath, a horn being leaned on.", "Hard.", "Hard, and for a long time."],
      ["{q}. Arrival, announced like a parcel that refuses to be left with a neighbour.", "Sign here."],
      ["{q}. Short, cold, and ticking. The meter is officially running.", "Tick, tick.", "Tick, tick, and that's the patience going."],
    ],
  },
  {
    id: "ok-cool",
    match: chat(/^(?:ok|okay|k|kk|okey)[\s,.!]+(?:cool|sure|fine|then|thanks|whatever|bye|noted|great)[.!]*$/i),
    jokes: [
      ["{q}. A reply with the warmth of a receipt, and about the same length.", "No returns.", "No returns accepted."],
      ["{q}. The shortest message possible, and somehow the loudest thing on the screen.", "Deafening.", "Absolutely deafening."],
      ["{q}. Translation: this conversation is over, and the other person should think about what they did.", "For a week."],
      ["{q}. A full stop in word form, with a door closing behind it.", "Quietly.", "Quietly, which is worse."],
    ],
  },
  {
    // "brb", "one sec", "give me a minute".
    id: "brb",
    match: chat(/\b(?:brb|be right back|back in a (?:sec|min|minute|bit)|give me (?:a )?(?:sec|min|minute)|one sec|hold on a sec)\b/i),
    jokes: [
      ["{q}. A promise with no clock on it, which is exactly why it was made.", "Back eventually, allegedly."],
      ["{q}. Vanishing mid-conversation like a magician, minus the part where you reappear.", "Still waiting for the rabbit."],
      ["{q}. Famous last words, typed in the middle of a conversation.", "Nobody is holding their breath."],
      ["{q}. The conversation has been put on hold, and nobody's playing any music.", "Please keep holding.", "Please keep holding, your call matters."],
    ],
  },
  {
    // "stupid autocorrect", "autocorrect strikes again".
    id: "autocorrect",
    match: chat(/\bauto-?correct(?:ed|s)?\b/i),
    jokes: [
      ["{q}. Blaming the keyboard, the one witness that can't testify.", "It would, though.", "It would, and it would win."],
      ["{q}. Autocorrect, taking the fall again for a thumb that knows what it did.", "Loyal to the end."],
      ["{q}. Autocorrect has been blamed for more messages than it ever wrote.", "Framed, frankly.", "Framed, frankly, by the thumbs."],
      ["{q}. Every typo has a scapegoat, and the scapegoat is always the software.", "Never the thumbs."],
    ],
  },
];
