import type { TropeSource } from "../joke-types";

/** The person's own words, in any role: a rant reads the same in a post, a comment or a group message. */
const said = (words: RegExp) => ({ on: "quote" as const, words });

/** Neighbourhood rants and notices, and questions asked of the whole internet. */
export const RANT_TROPES: TropeSource[] = [
  {
    id: "who-keeps",
    match: said(/\bwho(?:ever)? keeps\b/i),
    jokes: [
      ["{q}. Whoever it is will read this, enjoy it, and keep going.", "That's what 'keeps' means."],
      ["{q}. A mystery you could solve with one afternoon, a window and a flask.", "Bring a chair and a notebook."],
      ["{q}. Asking the culprit to confess in public: a plan that has never once worked.", "Not once, ever."],
      ["{q}. That 'keeps' means somebody has been counting, possibly in a notebook.", "Dated and initialled."],
    ],
  },
  {
    id: "parking",
    match: said(/\b(?:parking|parked|driveway)/i),
    jokes: [
      ["{q}. Parking: the one topic that turns a calm adult into a border guard.", "Papers, please."],
      ["{q}. Now the whole internet has opinions about your parking situation.", "And all of them park worse."],
      ["{q}. Nothing stirs the soul quite like a few feet of tarmac.", "Poets have written less."],
    ],
  },
  {
    id: "whoever-took",
    match: said(/\b(?:stole(?! the show| my heart| the spotlight)|stolen(?! my heart)|whoever took|who ate|whoever ate|who drank|who finished)\b/i),
    jokes: [
      ["{q}. A crime report, addressed straight to the criminal, with no plan beyond hoping.", "Hoping hard."],
      ["{q}. The culprit will read this, enjoy it, and finish the evidence.", "Slowly, savouring it."],
      ["{q}. Detective work, done entirely by asking the suspect to turn themselves in.", "Politely, in writing."],
      ["{q}. A wanted poster with no name, no photo and no reward.", "Just fury, freshly laminated."],
      ["{q}. Justice, demanded from the one person guaranteed never to reply.", "The case goes cold tonight."],
    ],
  },
  {
    id: "to-the-person",
    match: said(/\bto the (?:person|guy|lady|people|individual|neighbou?rs?|driver|genius) who\b/i),
    jokes: [
      ["{q}. An open letter to the one person guaranteed to skip it.", "Everyone else loved it."],
      ["{q}. Passive aggression, with a delivery address and no stamp.", "Return to sender: the whole street."],
      ["{q}. Opens like a love letter, lands like a parking fine.", "Payable within the week."],
      ["{q}. The politest way ever invented of saying you know exactly who it is.", "And where they live."],
    ],
  },
  {
    // A notice ("Lost cat", "Missing dog", "Escaped our rabbit"): never "lost our dog" or "missing my
    // cat", which may mean one that died or is missed, nor a line that says so.
    id: "lost-pet",
    match: said(
      /\b(?:(?:lost|missing|runaway|escaped) (?:cats?|kitten|dogs?|puppy|pet|tortoise|parrot|bunny|rabbit)|(?:runaway|escaped) (?:my |our |a |the )(?:cats?|kitten|dogs?|puppy|pet|tortoise|parrot|bunny|rabbit))\b(?![^.!?]*\b(?:rip|passed|died|put to sleep|put down|rainbow bridge|heaven|sadly|heartbroken|miss (?:him|her|them|you)|forever)\b)/i,
    ),
    jokes: [
      ["{q}. Somewhere nearby, someone is serving a second dinner to a very convincing actor.", "Award-worthy performance."],
      ["{q}. Not lost. Touring the neighbourhood on a strict schedule of other people's porches.", "Back by dinner."],
      ["{q}. If this was an escape, it was planned, and nobody told the humans.", "Rude, honestly."],
      ["{q}. The whole street will now be looking, which is all the attention they wanted.", "Mission accomplished."],
      ["{q}. Not lost. Just seeing other households, and being fed by all of them.", "Casually, for now."],
    ],
  },
  {
    // Keys someone cannot find: not "found keys by the park" (someone else's).
    id: "lost-keys",
    match: said(/\b(?:lost|lose|losing|missing|misplaced|find|where are) (?:my |the |our |some |a set of )?(?:house |spare )?keys\b/i),
    jokes: [
      ["{q}. Probably in a pocket that's already been checked twice, with feeling.", "Check it a third time."],
      ["{q}. Asking the internet, which famously can't see inside your pockets.", "Check them again, all of them."],
      ["{q}. They're in the door. They're always in the door.", "Go and look at the door."],
      ["{q}. A search party of strangers, for something almost certainly in your other hand.", "The other one."],
    ],
  },
  {
    id: "psa",
    match: said(/\b(?:psa|public service announcement|just a heads up|heads up|friendly reminder|just a reminder|gentle reminder|reminder to all)\b/i),
    jokes: [
      ["{q}. A public service, in the sense that the public didn't ask for it.", "Not even slightly."],
      ["{q}. Announced with the urgency of a siren, about something that needed a shrug.", "Sirens not required."],
      ["{q}. The words people type right before telling strangers how to live.", "Unpaid, and unasked."],
      ["{q}. Broadcast to everyone, in the hope that the right one reads it.", "They won't."],
      ["{q}. Delivered like the evening news, with none of the budget.", "And far fewer viewers tonight."],
    ],
  },
  {
    id: "noise",
    match: said(/\b(?:noise(?![- ]cancel)|noisy|loud music|too loud|blasting (?:music|their|out)|the bass)\b/i),
    jokes: [
      ["{q}. Somewhere, a neighbour will read this and turn it up, on principle.", "Then up again."],
      ["{q}. Written in the exact tone of a broom handle banging on a ceiling.", "Bang, bang, paragraph."],
      ["{q}. Earplugs cost less than this much typing.", "And they work."],
    ],
  },
  {
    id: "fireworks",
    match: said(/\bfireworks?\b/i),
    jokes: [
      ["{q}. The only thing louder than the {w}: everyone's opinions about the {w}.", "Both go on till midnight."],
      ["{q}. A strongly worded message about gunpowder, which has never once read anything.", "Boom, it replies."],
      ["{q}. Fireworks season, when every pet owner on the street becomes a war correspondent.", "Reporting live from under the table."],
      ["{q}. Whatever this says, the grand finale will have the last word.", "Bang, and a small fizzle."],
    ],
  },
  {
    id: "speeding",
    match: said(/\b(?:speeding|speeders?|slow down (?:on|in|through|around|along|down) (?:our|the|this|my)|speed bumps?|racing down|drag racing)\b/i),
    jokes: [
      ["{q}. Shouting at traffic in paragraphs, which traffic famously can't read.", "Not at that speed."],
      ["{q}. The drivers aren't reading this. They're busy doing exactly what it says.", "At speed."],
      ["{q}. A speed camera made entirely of disappointment, with no flash and no fine.", "Just a tut."],
    ],
  },
  {
    id: "kids-these-days",
    match: said(/\b(?:kids these days|kids today|these kids|this generation|back in my day|in my day)\b/i),
    jokes: [
      ["{q}. Every generation has said this about the next, word for word.", "Since the Romans."],
      ["{q}. 'Get off my lawn', lovingly rewritten for the internet age.", "Same lawn, same grumble, new font."],
      ["{q}. Somewhere a kid is reading this aloud to friends, doing a voice.", "A very good voice."],
      ["{q}. The people who first said this were also kids these days, once.", "Circle complete."],
      ["{q}. A complaint passed down like a family recipe.", "Every generation adds a little more salt."],
    ],
  },
  {
    id: "does-anyone-know",
    match: said(/\b(?:does anyone know|does anybody know|anyone know|does someone know|can anyone tell me|can someone explain)\b/i),
    jokes: [
      ["{q}. Somewhere a search bar is sitting right there, feeling ignored.", "Very ignored, and slightly hurt."],
      ["{q}. Asked of the internet, which is mostly people who also don't know.", "Confidently, at length."],
      ["{q}. Someone does know. They'll reply with the wrong answer, a link and a grudge.", "And a follow-up."],
      ["{q}. A question a search bar answers in seconds, given to strangers for a week.", "Of opinions."],
      ["{q}. Someone knows. They'll reply with a question of their own.", "Usually 'why would you want that?'"],
    ],
  },
  {
    id: "only-one",
    match: said(
      /\b(?:am i the only one|anyone else (?:feel|think|notice|get|have|find|see|hate|love|remember|sick|tired|want|just|ever|struggle|obsessed)|anyone else\?|does anyone else|is anyone else|am i crazy|am i wrong)/i,
    ),
    jokes: [
      ["{q}. No. That's the one thing the internet can promise you.", "Never the only one."],
      ["{q}. Asked of the whole planet, hoping to feel unique: brave arithmetic.", "The planet says no."],
      ["{q}. The answer is always no, followed by everyone saying so at once.", "Loudly, in capitals."],
      ["{q}. Not really a question, more a recruitment drive for the like-minded.", "Membership is open.", "The replies are the new members."],
    ],
  },
  {
    id: "just-me",
    match: said(/\b(?:is it just me|or is it just me|just me or)\b/i),
    jokes: [
      ["{q}. It's not just you. It's also not a question, it's a petition.", "Sign here."],
      ["{q}. Phrased like a question, posted like a protest sign.", "Signatures welcome, and strangers very encouraged."],
      ["{q}. Asked in the one place where it is never, ever, just anybody.", "Ever. Not once."],
      ["{q}. It isn't just you. Somewhere there's a whole forum of you, arguing.", "With each other."],
      ["{q}. Asked so that strangers can say it isn't you, which is the whole point.", "Reassurance, crowdsourced."],
    ],
  },
  {
    id: "recommendations",
    match: said(
      /\b(?:(?:any )?recommendations?(?:\?| please| welcome| for)|(?:any )?recs(?:\?| please| for)|any suggestions|suggestions (?:please|welcome)|where should i|where can i|what should i|any tips)/i,
    ),
    jokes: [
      ["{q}. Asking strangers for taste: every opinion, and not a single answer.", "And one reply that just says 'following'."],
      ["{q}. Every reply will recommend the one thing its author already did.", "Loudly, twice, in capitals."],
      ["{q}. Asking everyone, then doing the thing already decided before asking.", "Thanks anyway, everyone, very helpful."],
      ["{q}. The replies will be a list of places that closed years ago.", "Still highly rated, though."],
    ],
  },
  {
    id: "what-happened-to",
    match: said(/\b(?:what happened to|whatever happened to|bring back(?! memories)|what ever happened to)\b/i),
    jokes: [
      ["{q}. Nothing happened to it. Everyone just stopped noticing, all at once.", "It sends its regards."],
      ["{q}. A memorial service in a single line, with the whole internet invited.", "Flowers optional, nostalgia compulsory."],
      ["{q}. The internet's favourite question, always answered by: you stopped paying attention.", "Everyone did, honestly, all at once."],
      ["{q}. Mourned loudly by everyone who quietly stopped using it.", "Which is exactly what happened to it."],
    ],
  },
  {
    id: "why-do-people",
    match: said(/\b(?:why do people|why can'?t people|why does everyone|why is it so hard|why is nobody|why does nobody)\b/i),
    jokes: [
      ["{q}. Asked of people, sent to people, who'll all assume it's someone else.", "Every one of them."],
      ["{q}. Every reader agrees, and every reader is the problem.", "Including, sadly, the one who wrote it."],
      ["{q}. A complaint about people, sent to the biggest collection of them ever assembled.", "Brave venue."],
      ["{q}. The answer's simple: they think they're the only reasonable one, too.", "Just like you."],
      ["{q}. Because they're people. That's the whole answer, and it never changes.", "Next question, please."],
    ],
  },
  {
    id: "some-people",
    match: said(/\b(?:some people|people need to|common courtesy|common sense|basic manners|respect your neighbou?rs)\b/i),
    jokes: [
      ["{q}. Nobody in history has read that and thought it was about them.", "Not once, not ever."],
      ["{q}. Vague enough to be about anyone, specific enough that one person knows.", "They know."],
      ["{q}. Aimed at someone, fired into the air, heard by the whole street.", "Missed, loudly."],
      ["{q}. Sent to a list of suspects, every one of them nodding along.", "All of them guilty."],
      ["{q}. A vague complaint, which is a letter with no address on it.", "Return to sender."],
    ],
  },
  {
    id: "audacity",
    match: said(/\b(?:the audacity|the nerve|how dare)\b/i),
    jokes: [
      ["{q}. Outrage, short enough to fit on a mug and cross enough to crack it.", "A very cross mug."],
      ["{q}. Clutching pearls in writing, with no actual pearls anywhere near it.", "Pearls imaginary, clutch very real."],
      ["{q}. Someone wronged you, and now the whole internet has to hold your coat.", "Coat held."],
      ["{q}. Said in the voice of a Victorian aunt who has spotted elbows on the table.", "Fan fluttering."],
      ["{q}. Outrage, delivered in the tone of a duchess in a period drama.", "Fetch the smelling salts."],
    ],
  },
  {
    id: "cant-believe",
    match: said(/\b(?:can'?t believe|cannot believe|unbelievable|still in shock|i'?m shocked)\b/i),
    jokes: [
      ["{q}. You can believe it. You wrote it down.", "That's what believing looks like, in writing.", "That's believing, in writing."],
      ["{q}. Disbelief, shared publicly, so strangers can do the believing for you.", "They believe it instantly."],
      ["{q}. A shock so deep it needed an audience before it could be processed.", "Still processing."],
      ["{q}. Shocked, but not too shocked to find the keyboard.", "Priorities fully intact, typing very steady."],
    ],
  },
  {
    id: "rant",
    match: said(/\b(?:rant|rant incoming|sorry for the rant|need to vent|venting|rant over)\b/i),
    jokes: [
      ["{q}. A warning label on the front, so nobody can say they weren't told.", "Hard hats on."],
      ["{q}. Labelled honestly, which is the last bit of restraint this rant will show.", "You were warned."],
      ["{q}. The internet isn't a therapist, but it does take walk-ins.", "No appointment, no refunds."],
      ["{q}. Announcing a rant, like a kettle announcing it's about to boil.", "Whistle incoming, stand well back."],
      ["{q}. Labelled like a hazard, which, in fairness, is exactly what it is.", "Stand well back from the paragraphs."],
    ],
  },
  {
    id: "just-saying",
    match: said(/\b(?:just saying|just sayin|no offen[cs]e|with all due respect|not to be that person|not gonna lie|i'?m not being funny)\b/i),
    jokes: [
      ["{q}. The phrase that turns up to excuse whatever was just said, and fails.", "Every single time."],
      ["{q}. A disclaimer with the legal force of crossed fingers.", "Still counts, apparently, in court."],
      ["{q}. Anything that needs this label knew exactly what it was doing.", "Label applied after the damage."],
      ["{q}. An airbag of a phrase, inflating after the crash.", "Which isn't how airbags work."],
    ],
  },
  {
    id: "edit-update",
    match: said(/\b(?:edit|update|eta|edited to add)\b(?=\s*:)|\bthanks for the (?:likes|upvotes|awards?|gold)\b/i),
    jokes: [
      ["{q}. Updating, as if the public is waiting breathless for the next chapter.", "The public is not waiting."],
      ["{q}. Release notes, for a few lines on the internet.", "Same bugs, shiny new version."],
      ["{q}. The sequel nobody requested, stapled straight onto the original.", "The director's cut, sadly, with commentary."],
      ["{q}. Checking back on your own post, and then telling everyone you did.", "Refreshing, twice an hour."],
    ],
  },
  {
    // After a dog, not after a party or in an office kitchen (voices-work-chat.ts).
    id: "pick-up-after",
    match: said(/\b(?:(?:pick|clean) up after (?:your|their|the) (?:dogs?|pets?)|bag it and bin it|scoop the poop)\b/i),
    jokes: [
      ["{q}. A notice written with the fury of someone who has just checked a shoe.", "Both shoes."],
      ["{q}. Addressed to the culprits, read by the culprits, ignored by the culprits.", "Same notice next week."],
      ["{q}. The most passionate writing this street will produce all year.", "Angry literature, and very well read."],
      ["{q}. Civic duty, expressed entirely through disgust and strong verbs.", "Mostly the disgust, to be fair."],
    ],
  },
  {
    // The bins as the matter, not as the hour something else happens ("New issue every Sunday
    // morning, before the bins go out": judged false blind as a line about rubbish, held-out v40).
    id: "bins",
    match: said(
      /(?<!\b(?:before|after|when|until|till|once|as|by the time)\s)\b(?:bin day|the bins|their bins|trash day|garbage day|recycling day|bin collection|wheelie bins?)\b/i,
    ),
    jokes: [
      ["{q}. Nothing unites a street like a grudge about where the bins go.", "Nothing, and nobody, ever."],
      ["{q}. The bins: the one calendar the whole street actually follows.", "Observed weekly, and very resentfully."],
      ["{q}. A scandal, by the standards of a street where the bins are the news.", "Breaking news, literally."],
      ["{q}. Rubbish collection, discussed with the gravity of a peace summit.", "Talks are ongoing, and slow."],
    ],
  },
  {
    id: "parcel",
    match: said(/\b(?:parcels?|packages?|porch pirates?|delivery driver|courier)\b/i),
    jokes: [
      ["{q}. A delivery saga, delivered promptly and in full to everyone.", "Signed for by the whole street."],
      ["{q}. The courier has moved on with their life. This has not.", "Not for a while."],
      ["{q}. More detail than the tracking page has ever given anyone.", "Still out for delivery."],
      ["{q}. 'Sorry we missed you', but this time written by the customer.", "Left with a neighbour: the grudge."],
    ],
  },
  {
    // "This is why we can't have nice things": said over whatever just broke.
    id: "nice-things",
    match: said(/\bwhy we can'?t have nice things\b/i),
    jokes: [
      ["{q}. Said as if the nice things were ever actually on their way.", "They were stuck in traffic."],
      ["{q}. The nice things were never coming, but it's good to have someone to blame.", "And a sigh to go with it."],
      ["{q}. The anthem of every street that once, briefly, had a bench.", "It lasted about a week."],
      ["{q}. The last words every nice thing hears before it stops being one.", "Rest in pieces."],
    ],
  },
];
