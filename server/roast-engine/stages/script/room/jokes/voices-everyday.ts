import type { LineRole } from "../../../../types";
import type { TropeSource } from "../joke-types";
import type { Match } from "../room-types";

/** Where a moan is said: a caption, a story's text, a comment, a message, a bio, any other line. */
const MOAN_ROLES: LineRole[] = ["caption", "sticker", "comment", "chat_message", "bio", "other"];

/**
 * A moan in the person's own words, in whichever role it was read. The jokes speak of the words
 * and never name where they were said (a post, a message), so any of these roles can carry them.
 */
export const moan = (words: RegExp, roles: LineRole[] = MOAN_ROLES): Match => ({ on: "quote", words, roles });

/** Everyday moans in people's own words: Mondays, the commute, the weather, sleep, being tired. */
export const EVERYDAY_TROPES: TropeSource[] = [
  {
    // "Case of the Mondays", "I hate Mondays", "Monday blues" ("Happy Monday" is posts-voice.ts's).
    id: "day-mondays",
    match: moan(
      /\b(?:(?:a )?case of the mondays|(?:i )?hate mondays|mondays? blues|mondays (?:are|r) (?:the worst|rubbish|awful|hard|the enemy|cancelled)|not a monday person|ugh,? mondays?|mondays,? am i right|manic monday|mondays should be (?:illegal|banned|cancelled)|monday(?:itis| feeling))\b/i,
    ),
    mood: "deadpan",
    jokes: [
      ["{q}. Monday shows up every week at the same time, and still gets treated like an ambush.", "Nobody ever sees it coming."],
      ["{q}. Picking a fight with a day of the week, which can't hit back.", "Tuesday is watching, though.", "Tuesday is watching, and taking notes."],
      ["{q}. A grudge against Monday, renewed weekly, like a subscription nobody can cancel.", "Auto-renews at midnight."],
      ["{q}. Monday's only crime is turning up on time, which is more than most of us manage.", "Punctual, and hated for it."],
    ],
  },
  {
    // "Sunday scaries", "Back to work tomorrow", "Where did the weekend go?"
    id: "day-sunday-scaries",
    match: moan(
      /\b(?:sunday scaries|sunday (?:night )?dread|back to (?:work|reality|the grind) tomorrow|where (?:did|has) the weekend (?:go|gone)|weekend (?:went|goes|flew) (?:by )?(?:so |too |way too )?(?:fast|quick(?:ly)?)|weekends? (?:are|is) (?:too|so|way too) short)\b/i,
    ),
    jokes: [
      ["{q}. Dreading tomorrow so thoroughly that it ruins today as well.", "Buy one, get one free, on misery."],
      ["{q}. The weekend left without saying goodbye, the way weekends always do.", "And took the good snacks."],
      ["{q}. Every single weekend ends, and every single weekend it's a total shock.", "Same twist, every week."],
      ["{q}. Grieving the weekend like it's gone forever. It's back on Saturday.", "Same as always.", "Same as always, same shock after."],
    ],
  },
  {
    // "Is it Friday yet?", "Roll on Friday", "Bring on the weekend".
    id: "day-friday-yet",
    match: moan(
      /\b(?:is it (?:friday|the weekend|home ?time) yet|roll on (?:friday|the weekend|home ?time)|bring on (?:the weekend|friday)|(?:can|could) it be (?:friday|the weekend)(?: already| yet)?|counting down (?:to|till|until) (?:friday|the weekend|home ?time))\b/i,
    ),
    jokes: [
      ["{q}. The clock has heard, and decided to take the long way round.", "Via every meeting.", "Via every meeting, with a stop for lunch."],
      ["{q}. Wishing the week away, one day at a time, every single week.", "Then asking where the year went."],
      [
        "{q}. The whole week, treated as a waiting room for the last bit of it.",
        "Please take a seat.",
        "Please take a seat, your weekend will be with you shortly.",
      ],
      ["{q}. Asking has never once made it come any quicker, but it's a lovely tradition.", "Ask again in an hour."],
    ],
  },
  {
    // "How is it only Tuesday", "Longest week ever", "This week has lasted a year".
    id: "day-longest-week",
    match: moan(
      /\b(?:how is it (?:only|still) (?:monday|tuesday|wednesday|thursday)|(?:it'?s|its|it is) only (?:monday|tuesday|wednesday|thursday)|longest (?:week|monday)(?: ever| of my life| in history)?|(?:this|the) week (?:is|has been) (?:dragging|never-?ending|endless|so long)|(?:this|the) week (?:has )?(?:lasted|felt like) (?:a|about a) (?:year|month|lifetime)|week from hell)\b/i,
    ),
    mood: "deadpan",
    jokes: [
      ["{q}. Time is moving at the usual speed. It just refuses to look like it.", "Out of spite."],
      ["{q}. A week this long should come with a second weekend to make up for it.", "Compensation pending.", "Compensation pending, forms in triplicate."],
      ["{q}. The calendar insists it's a normal week. Nobody believes the calendar.", "Liar.", "The calendar is a known liar."],
      ["{q}. A week measured entirely in how often the clock has been checked.", "The clock has had a long week too."],
    ],
  },
  {
    // "Train cancelled again", "Signal failure, obviously", "Rail replacement bus service".
    id: "day-trains",
    match: moan(
      /\b(?:trains? (?:cancelled|canceled|delayed|terminated|running late)|(?:cancelled|canceled|delayed) trains?|signal failures?|rail replacement|replacement bus(?:es| service)?|leaves on the (?:line|track)|wrong kind of (?:snow|leaves)|points failure)\b/i,
    ),
    mood: "deadpan",
    jokes: [
      ["{q}. The timetable is less a promise, more a rough idea shared in good faith.", "Very rough.", "Very rough, and mostly fiction."],
      ["{q}. The railway has an excuse for every season, and uses them all.", "Leaves, snow, sunshine.", "Leaves, snow, and in summer, sunshine."],
      ["{q}. The national sport, played perfectly: complaining about the railway.", "Gold medal, delayed.", "Gold medal, delayed, replacement medal running."],
      ["{q}. Said with the calm of someone who stopped trusting the departure board long ago.", "Wise.", "Wise, and still waiting."],
    ],
  },
  {
    // "Stuck in traffic", "Traffic was a nightmare", "Gridlock again" (in a chat, it is running late: voices-chats.ts).
    id: "day-traffic",
    match: moan(
      /\b(?:stuck in (?:traffic|a (?:traffic )?jam)|traffic (?:is|was) (?:a nightmare|awful|terrible|horrendous|horrific|insane|mental|ridiculous|a joke|hell|shocking|unreal)|traffic jams?|gridlock(?:ed)?|bumper to bumper)\b/i,
      ["caption", "sticker", "comment", "other"],
    ),
    jokes: [
      ["{q}. Every driver in it thinks they're stuck in traffic. None of them thinks they're the traffic.", "Spoiler: everyone is."],
      ["{q}. A complaint about other people doing the exact same thing, right beside you.", "Great minds.", "Great minds, very slow roads."],
      ["{q}. Moving so slowly that walking would have won, and been smug about it.", "Very smug.", "Very smug, and home by now."],
      ["{q}. Sitting perfectly still, surrounded by people sitting perfectly still, all furious.", "Honking in harmony."],
    ],
  },
  {
    // "My commute is killing me", "The commute home was brutal", "Rush hour".
    id: "day-commute",
    match: moan(/\b(?:(?:my|the|this|daily|morning|evening) commute|commuting|commute (?:home|to work|from hell)|rush hour)\b/i, [
      "caption",
      "sticker",
      "comment",
      "chat_message",
      "other",
    ]),
    jokes: [
      ["{q}. The part of the working day nobody pays for and everybody has to attend.", "Unpaid overtime, both ways."],
      ["{q}. A pilgrimage, made daily, with none of the enlightenment and all of the queueing.", "Amen."],
      // Of the commute, not of a moan: "on my commute" is often only where something happened.
      [
        "{q}. The commute: the only journey planned to the minute and enjoyed by nobody.",
        "Then doing it all again, in reverse.",
        "Then doing it all again, in reverse, for dessert.",
      ],
      ["{q}. A round trip to a place you'd rather not go, every single weekday.", "With a packed lunch.", "With a packed lunch, and a sigh."],
    ],
  },
  {
    // "It's raining again", "Of course it's raining", "So much for summer".
    id: "day-raining",
    match: moan(
      /\b(?:(?:it'?s|its|it is|still|of course it'?s|and now it'?s) (?:raining|pouring|chucking it down|tipping it down|bucketing down)|raining (?:again|all day|non-?stop|sideways)|rain,? rain,? go away|(?:typical|lovely|classic) british (?:summer|weather)|so much for (?:summer|the summer|the sunshine|the heatwave)|rained off)\b/i,
    ),
    mood: "deadpan",
    jokes: [
      ["{q}. The rain has heard the complaint, and is taking it as encouragement.", "Heavier now.", "Heavier now, and sideways."],
      ["{q}. Said with the shock of someone meeting rain for the very first time.", "Every single time."],
      ["{q}. Shouting at the rain, which has famously never taken any feedback.", "Not once.", "Not once, in all of history."],
      ["{q}. At this point the rain is less weather, more a flatmate who never pays rent.", "And never leaves."],
    ],
  },
  {
    // "Too hot to function", "I'm melting", "It's boiling".
    id: "day-too-hot",
    match: moan(
      /\b(?:too hot to (?:function|sleep|think|move|work|cope|do anything|exist|live|breathe)|(?:way|far|much) too hot|(?:it'?s|its|it is) (?:too hot|boiling|roasting|sweltering|scorching)|(?:i'?m|im|we'?re) (?:melting|boiling|roasting)|(?:this|the) heat is (?:unreal|unbearable|too much|killing me|insane|mental)|heatwave)\b/i,
    ),
    jokes: [
      ["{q}. Give it a few months and this same voice will be begging for it back.", "Word for word.", "Word for word, in a thick coat."],
      ["{q}. Slowly turning into soup, and narrating the recipe.", "Lukewarm soup.", "Lukewarm soup, served with complaints."],
      ["{q}. The sun turned up exactly as requested, and the complaints started at once.", "Customer service is closed."],
      ["{q}. Overheated, but with just enough energy left to file a complaint.", "Priorities intact.", "Priorities intact, fan on full."],
    ],
  },
  {
    // "It's freezing", "Can't feel my toes", "Too cold to function".
    id: "day-freezing",
    match: moan(
      /\b(?:(?:it'?s|its|it is|i'?m|im|absolutely|bloody) freezing|freezing (?:cold|outside|out there|today)|too cold to (?:function|sleep|think|move|work|cope|do anything|exist|live)|(?:so|way|far|too) cold (?:today|outside|out there|in here)|can'?t feel my (?:fingers|toes|hands|feet|nose)|(?:put|putting|turn|turning|whack|whacking) the heating on)\b/i,
    ),
    jokes: [
      ["{q}. Come summer, this exact voice will be complaining about the opposite.", "Loudly, and at length."],
      ["{q}. Reported like a dispatch from a polar expedition, quite possibly from indoors.", "Brave work.", "Brave work, under a blanket."],
      ["{q}. The annual war over the heating has begun, and nobody ever wins it.", "Hands off the dial."],
      ["{q}. Shivering in writing, which somehow makes everyone reading it colder.", "Thanks for that.", "Thanks for that, we were warm."],
    ],
  },
  {
    // "This weather though", "Four seasons in one day", "The weather is all over the place".
    id: "day-this-weather",
    match: moan(
      /\b(?:this weather (?:though|tho|is|man|mate)|(?:the|this) weather (?:is|has been) (?:awful|grim|miserable|horrible|rubbish|terrible|mad|confused|a joke|all over the place)|(?:four|4) seasons in (?:one|a|1) day|make your mind up,? weather|what is (?:this|going on with this) weather|weather can'?t make (?:its|up its) mind)\b/i,
    ),
    mood: "deadpan",
    jokes: [
      ["{q}. A formal complaint, lodged with the one authority that has never replied.", "The weather.", "The weather, which is out."],
      ["{q}. The weather has no idea it's being reviewed, and wouldn't care.", "Zero stars, regardless."],
      ["{q}. The oldest conversation there is, and still nobody has won it.", "Another draw.", "Another draw, see you tomorrow."],
      ["{q}. Talking about the weather like it owes you money.", "It does.", "It does, in sunshine, with interest."],
    ],
  },
  {
    // "Running on 3 hours sleep", "No sleep again", "Didn't sleep a wink".
    id: "day-no-sleep",
    match: moan(
      /\b(?:running on (?:\w+ )?(?:hours?(?:'s|')? (?:of )?)?sleep|(?:\d+|one|two|three|four|five) hours?(?:'s|')? (?:of )?sleep|no sleep(?! (?:till|until|til))|zero sleep|didn'?t sleep(?: a wink)?|(?:haven'?t|hasn'?t|not|barely) slept|slept (?:badly|terribly|awful(?:ly)?|like rubbish)|sleep[- ]deprived)\b/i,
    ),
    jokes: [
      ["{q}. The body asked for rest and got a status update instead.", "Very restful.", "Very restful, for the status."],
      ["{q}. Announced like an achievement, when it's really a warning label.", "Handle with care.", "Handle with care, and from a distance."],
      ["{q}. Carrying on bravely, in the way that makes everyone nearby slightly nervous.", "Stand well back."],
      ["{q}. Confessed like a crime, when it's really a cry for a nap.", "A loud one.", "A loud one, from under a desk."],
    ],
  },
  {
    // "Can't sleep", "Why am I awake", "Brain won't switch off".
    id: "day-cant-sleep",
    match: moan(
      /\b(?:can'?t sleep|cannot sleep|couldn'?t sleep|why am i (?:still )?(?:awake|up)|(?:wide|still) awake|insomnia|brain won'?t (?:switch off|shut up|stop)|(?:lying|laying) awake)\b/i,
    ),
    jokes: [
      ["{q}. Telling the internet instead of sleeping, a cure with a famously poor record.", "Famously poor."],
      ["{q}. The brain has chosen now to replay every awkward thing ever said.", "In order, with commentary."],
      ["{q}. Awake, and making sure somebody else knows, in case misery wants company.", "It does.", "It does, and it brought snacks."],
      ["{q}. Typing about not sleeping, the one activity guaranteed to keep you up.", "Goodnight, allegedly.", "Goodnight, allegedly, again."],
    ],
  },
  {
    // "Need a nap", "Nap time", "Could sleep for a week".
    id: "day-nap",
    match: moan(
      /\b(?:(?:need|needs|needed|want|deserve|earned) (?:an? (?:\w+ )?)nap|nap ?time|nap o'?clock|(?:could|can) (?:sleep|nap) for (?:a (?:week|month|year)|days|ever|england)|need (?:some|more) sleep|need my bed)\b/i,
      ["caption", "sticker", "comment", "chat_message", "other"],
    ),
    mood: "deadpan",
    jokes: [
      ["{q}. Naps were wasted on children, who fought every single one of them.", "Justice, far too late."],
      ["{q}. A nap, requested in writing, like annual leave for the eyelids.", "Approval pending.", "Approval pending, eyes already shut."],
      ["{q}. The most honest request a grown-up can make, and the least likely to be granted.", "Denied."],
      ["{q}. Everybody wants a nap. Saying so out loud is how you end up not getting one.", "Someone needs something now."],
    ],
  },
  {
    // "So tired", "Absolutely knackered", "Running on fumes".
    id: "day-so-tired",
    match: moan(
      /\b(?:so+ (?:so+ )?tired(?! of)|(?:i'?m|im|absolutely|completely|utterly|totally|properly) (?:exhausted|shattered|knackered|wrecked|drained|cream crackered|done in)|knackered|running on (?:fumes|empty)|tired of being tired|(?:too|so) tired to (?:function|think|move|adult|care|even|exist)|zombie mode)\b/i,
    ),
    jokes: [
      ["{q}. Spending the last of the energy on telling everyone about the energy.", "Now it's gone.", "Now it's gone, well spent."],
      ["{q}. A low battery warning, from someone who still hasn't plugged in.", "Charger, ignored.", "Charger, ignored, and judging you."],
      ["{q}. Tired, yet still awake enough to file a report on it.", "Impressive, really.", "Impressive, really, and slightly worrying."],
      ["{q}. The body filed a complaint, and its owner is reading it out loud.", "To anyone nearby."],
    ],
  },
  {
    // "Can't adult today", "Adulting is hard", "Too tired to adult".
    id: "day-cant-adult",
    match: moan(
      /\b(?:can'?t adult|cannot adult|(?:don'?t|do not) want to adult|too \w+ to adult|refuse to adult|adulting|adult(?:ing)? is (?:hard|overrated|a scam|a trap|rubbish))\b/i,
    ),
    jokes: [
      ["{q}. Using adult as a verb is already a sign it's not going well.", "Not well at all."],
      ["{q}. Adulthood has no notice period, so this counts as a very brief strike.", "Back tomorrow.", "Back tomorrow, no pay rise."],
      ["{q}. The responsibilities heard that, and will be waiting exactly where they were left.", "Patiently.", "Patiently, with interest."],
      ["{q}. A day off from being a grown-up, announced in the least grown-up way possible.", "Fair, honestly."],
    ],
  },
  {
    // "Send help", "Someone please send help", "Send snacks".
    id: "day-send-help",
    match: moan(/\bsend (?:help|reinforcements|snacks|supplies|rescue|backup|a rescue team|a search party)\b/i),
    mood: "chaotic",
    jokes: [
      ["{q}. A distress signal with no address on it, so help will have to guess.", "Help is guessing.", "Help is guessing, and not hurrying."],
      ["{q}. An emergency broadcast, for a situation that can almost certainly wait until after lunch.", "Help is on its lunch break."],
      ["{q}. Help has read this, and decided it sounds like a personal matter.", "Good luck.", "Good luck, from help."],
      ["{q}. Calling for rescue in the tone of someone who'll be absolutely fine.", "Probably fine.", "Probably fine, after a biscuit."],
    ],
  },
  {
    // "That's it, I'm moving to Spain", "I'm emigrating", "Moving somewhere warm".
    id: "day-moving-away",
    match: moan(
      /\b(?:that'?s it,? (?:i'?m|im|we'?re) (?:moving|emigrating|leaving|relocating)|(?:(?:i'?m|im|we'?re) )?(?:moving|emigrating|relocating) (?:somewhere|anywhere) (?:warm|hot|sunny)|(?:i'?m|im|we'?re) (?:moving|emigrating|relocating) (?:somewhere|anywhere) else|(?:i'?m|im|we'?re) emigrating|(?:time|planning|going|gonna) to emigrate|moving to the sun)\b/i,
    ),
    jokes: [
      ["{q}. Every great escape starts with a threat like this, and most of them end there too.", "Bags still unpacked."],
      ["{q}. Emigrating over this would be a very strong review of the place.", "One star, would not stay."],
      ["{q}. A relocation plan with every detail in place, except all of the details.", "Minor issue.", "Minor issue, like where."],
      ["{q}. Said the way everyone says it, shortly before staying put for another decade.", "Cosily.", "Cosily, with the heating on."],
    ],
  },
  {
    // "One of those days", "Today has been a day", "Long day".
    id: "day-long-day",
    match: moan(
      /\b(?:one of those days|today (?:has been|was|is) (?:a day|a lot|a write-?off|rough|long|too much)|today can do one|(?:such a|very|so|really|what a) long day|long day at work|been a long (?:day|one)|rough day|(?:it'?s|its) been a day)\b|^long day[.!]*$/i,
    ),
    mood: "deadpan",
    jokes: [
      ["{q}. A day, reviewed by the one person who had to sit through all of it.", "Would not repeat."],
      ["{q}. Vague about the details, which usually means the details were worse.", "Much worse.", "Much worse, with paperwork."],
      ["{q}. Tomorrow has read this and is now very nervous about its turn.", "Good.", "Good, it should be."],
      ["{q}. The day has been rated, filed under never again, and shredded.", "Then the shredder jammed."],
    ],
  },
  {
    // "Can't be bothered", "Zero motivation today", "Social battery is dead".
    id: "day-cant-be-bothered",
    match: moan(
      /\b(?:can'?t be (?:bothered|arsed|asked)|(?:no|zero) (?:motivation|enthusiasm)(?: (?:today|whatsoever|at all|left))?|(?:no|zero) energy(?! drinks?)(?: (?:today|whatsoever|at all|left))?|social battery (?:is )?(?:dead|drained|flat|empty|gone|at zero|low|depleted)|(?:low|power|energy)[- ]saving mode)\b/i,
    ),
    jokes: [
      ["{q}. Bothered enough to announce it, though, which is at least a start.", "A small one.", "A small one, lying down."],
      ["{q}. The energy has left the building and taken the enthusiasm with it.", "No forwarding address."],
      ["{q}. Saying it out loud used up whatever was left in the tank.", "Running on nothing now."],
      ["{q}. Honest, at least. Most people just lie down quietly and let the day happen around them.", "Like weather."],
    ],
  },
];
