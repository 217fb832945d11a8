import type { TropeSource } from "../joke-types";

/** The person's own words, in any role: a rant reads the same in a post, a comment or a group message. */
const said = (words: RegExp) => ({ on: "quote" as const, words });

/** Neighbourhood rants and notices, and questions asked of the whole internet. */
export const RANT_TROPES: TropeSource[] = [
  {
    id: "who-keeps",
    match: said(/\bwho(?:ever)? keeps\b/i),
    jokes: [
      ["{q}. Whoever it is has read this, enjoyed it, and kept going.", "That is what keeps means.", "Keeps means tomorrow, too."],
      ["{q}. A mystery you could solve by looking out of the window for one afternoon.", "Bring a chair."],
      ["{q}. Asking the culprit to confess in public, the one plan that has never once worked.", "Not once."],
      ["{q}. The word 'keeps' is carrying a lot of quiet, carefully logged resentment.", "It has a spreadsheet.", "Colour coded."],
    ],
  },
  {
    id: "parking",
    match: said(/\b(?:parking|parked|driveway)/i),
    jokes: [
      ["{q}. Said in public, when a note under the wiper would have reached the right person.", "Eventually."],
      ["{q}. Parking: the one topic that turns a calm person into a border guard.", "Papers, please.", "Permit, please."],
      ["{q}. A border dispute, fought entirely in paragraphs, over a few feet of tarmac.", "Peace talks stalled."],
      ["{q}. The whole street now knows your parking spot better than your name.", "And likes it less."],
    ],
  },
  {
    id: "whoever-took",
    match: said(/\b(?:stole|stolen|whoever took|who ate|whoever ate|who drank|who finished)\b/i),
    jokes: [
      ["{q}. A crime report, addressed directly to the criminal, with no plan beyond hoping.", "Hoping hard."],
      ["{q}. The culprit read this, enjoyed it, and is finishing the evidence right now.", "Slowly.", "Savouring it."],
      ["{q}. Detective work, done entirely by asking the suspect to turn themselves in.", "In writing.", "Politely, in writing."],
      ["{q}. Justice, demanded in a single furious sentence, to the one person who will never reply.", "Case cold."],
      ["{q}. The culprit has read this. Twice.", "Enjoyed it both times."],
    ],
  },
  {
    id: "to-the-person",
    match: said(/\bto the (?:person|guy|lady|people|individual|neighbou?rs?|driver|genius) who\b/i),
    jokes: [
      ["{q}. An open letter to the one person who will never read it.", "Read by everyone else.", "Everyone else loved it."],
      ["{q}. Passive aggression, with a delivery address and no return postage.", "Return to sender: the whole neighbourhood."],
      ["{q}. Starts like a love letter, ends like a formal complaint to the council.", "Signed, furious."],
      ["{q}. The politest way ever invented of saying you know exactly who it is.", "And where they live."],
    ],
  },
  {
    id: "lost-pet",
    match: said(/\b(?:lost|missing|runaway|escaped) (?:my |our |a |the )?(?:cats?|kitten|dogs?|puppy|pet|tortoise|parrot|bunny|rabbit)\b/i),
    jokes: [
      ["{q}. Somewhere nearby, someone is serving a second dinner to a very convincing actor.", "Award worthy."],
      ["{q}. Not lost. Touring the neighbourhood on a strict schedule of other people's porches.", "Back by dinner."],
      ["{q}. If this was a getaway, it was planned, and nobody consulted the humans.", "Rude, honestly."],
      ["{q}. The whole street is now looking, which is exactly the attention they left for.", "Mission accomplished."],
      ["{q}. Not lost. Just seeing other households.", "Casually, for now."],
    ],
  },
  {
    id: "lost-keys",
    match: said(/\b(?:lost|lose|losing|missing|misplaced|find|found|where are) (?:my |the |our |some |a set of )?(?:house |spare )?keys\b/i),
    jokes: [
      ["{q}. Probably in a pocket that has already been checked twice, with feeling.", "Check again.", "Check it a third time."],
      ["{q}. Asking the whole internet, which famously cannot see inside your pockets.", "Check the pockets."],
      ["{q}. They are in the door. They are usually in the door.", "Go and look at the door.", "Usually."],
      ["{q}. A search party of strangers, for something almost certainly in your other hand.", "The other one."],
    ],
  },
  {
    id: "psa",
    match: said(/\b(?:psa|public service announcement|just a heads up|heads up|friendly reminder|just a reminder|gentle reminder|reminder to all)\b/i),
    jokes: [
      ["{q}. A public service, in the sense that the public did not ask for it.", "At all.", "Not even slightly."],
      ["{q}. Announced with the urgency of a siren, about something that needed a shrug.", "Sirens were not required."],
      ["{q}. The words people type right before telling a room full of strangers how to live.", "Unpaid, too."],
      ["{q}. Broadcast to everyone, in the hope that the right one reads it.", "Democracy in action."],
      ["{q}. Announced like the news, read like a chore.", "Nobody asked for the bulletin."],
    ],
  },
  {
    id: "noise",
    match: said(/\b(?:noise|noisy|loud music|so loud|too loud|blasting|the bass)\b/i),
    jokes: [
      ["{q}. A complaint about volume, delivered at the volume of the entire internet.", "Turn it down."],
      ["{q}. You are now the loudest thing on the street, and you did it in writing.", "Impressive range."],
      ["{q}. Somewhere, a neighbour read this and turned it up, purely out of principle.", "Then up again."],
      ["{q}. Written in the exact tone of someone banging on a ceiling with a broom.", "Bang, bang, paragraph."],
      ["{q}. Loud, in writing, about loud.", "Irony, at full volume."],
    ],
  },
  {
    id: "fireworks",
    match: said(/\bfireworks?\b/i),
    jokes: [
      ["{q}. Fireworks come back every year, and so do complaints about fireworks. A tradition on both sides.", "Both sides loud."],
      ["{q}. The only thing louder than the {w} is this.", "And it has a longer fuse.", "A much longer fuse."],
      ["{q}. A strongly worded complaint against gunpowder. The gunpowder remains completely unmoved.", "Boom, it replies."],
      ["{q}. Your complaint will be carefully considered, right after the grand finale.", "Which is also loud.", "The finale says hello."],
    ],
  },
  {
    id: "speeding",
    match: said(/\b(?:speeding|speeders?|slow down|speed bumps?|racing down|drag racing)\b/i),
    jokes: [
      ["{q}. Shouting at traffic, in paragraphs, which traffic is famously unable to read.", "At that speed, anyway."],
      ["{q}. The drivers are not reading this.", "They are busy doing exactly what it says.", "They are busy speeding."],
      ["{q}. A speed camera made entirely of disappointment, and roughly as effective as one.", "Flash."],
      ["{q}. A speed limit, enforced entirely in writing.", "Results may vary."],
    ],
  },
  {
    id: "kids-these-days",
    match: said(/\b(?:kids these days|kids today|these kids|this generation|back in my day|in my day)\b/i),
    jokes: [
      ["{q}. Every generation has said this about the next, word for word, since people could talk.", "Same words."],
      ["{q}. Get off my lawn, lovingly rewritten for the internet.", "Same lawn, new font.", "Same lawn."],
      ["{q}. Somewhere, a kid is reading this out loud to friends, in a voice.", "A very good voice."],
      ["{q}. The complaint so old that the people who first said it were also kids these days.", "Circle complete."],
      ["{q}. A classic, passed down like a grudge.", "Every generation gets a turn."],
    ],
  },
  {
    id: "does-anyone-know",
    match: said(/\b(?:does anyone know|does anybody know|anyone know|does someone know|can anyone tell me|can someone explain)\b/i),
    jokes: [
      ["{q}. Somewhere, a search bar is sitting right there, feeling ignored.", "Very ignored."],
      ["{q}. Asked of the internet, which is mostly people who also do not know.", "Confidently.", "Confidently, at length."],
      ["{q}. A question a search bar answers in seconds, handed to strangers for a week of opinions.", "Bold."],
      ["{q}. Someone does know. They will reply with the wrong answer, loudly, with a link.", "And a follow up."],
      ["{q}. Someone does. They will not say.", "They will say something else, loudly."],
    ],
  },
  {
    id: "only-one",
    match: said(/\b(?:am i the only one|anyone else|does anyone else|is anyone else|am i crazy|am i wrong)\b/i),
    jokes: [
      ["{q}. No. That is the one thing the internet can promise you.", "Never the only one.", "Never, ever the only one."],
      ["{q}. Asked of the whole planet, hoping to feel unique. Bold arithmetic.", "The planet says no.", "Very bold."],
      ["{q}. The answer is always no, followed by everyone on earth saying so at once.", "Loudly."],
      ["{q}. Not a question, a recruitment drive.", "The replies are the new members.", "Membership is open."],
    ],
  },
  {
    id: "just-me",
    match: said(/\b(?:is it just me|or is it just me|just me or)\b/i),
    jokes: [
      ["{q}. It is not just you. It is also not really a question, it is a petition.", "Sign here."],
      ["{q}. Phrased like a question, posted like a protest sign.", "Signatures welcome.", "Signatures welcome, strangers encouraged."],
      ["{q}. It is never just you. That is the comfort, and the problem, of the internet.", "Mostly the problem."],
      ["{q}. Asking whether it is just you, in the one place where it is never just anybody.", "Ever."],
      ["{q}. It is not just you. It never is.", "That is the internet's whole business model."],
    ],
  },
  {
    id: "recommendations",
    match: said(/\b(?:recommendations?|recs|any suggestions|suggestions|where should i|where can i|what should i|any tips)\b/i),
    jokes: [
      ["{q}. Asking strangers for taste, which is how you get every opinion and no answer.", "Good luck."],
      ["{q}. Every reply will recommend the one thing its author already did, loudly.", "Twice.", "Then again, louder."],
      ["{q}. Asking the internet for ideas, which usually ends with doing the thing already decided.", "Classic."],
      ["{q}. Crowdsourcing a decision, which usually gets overruled the moment the first reply arrives.", "Thanks, everyone.", "Thanks anyway, everyone."],
    ],
  },
  {
    id: "what-happened-to",
    match: said(/\b(?:what happened to|whatever happened to|bring back|what ever happened to)\b/i),
    jokes: [
      ["{q}. Nothing happened to it. Everyone just stopped noticing, all at once.", "It sends its regards.", "It sends its regards, from years ago."],
      ["{q}. A memorial service in one sentence, for something that was never that good.", "Flowers optional."],
      ["{q}. The internet's favourite question, always answered by: you stopped paying attention.", "Everyone did.", "Everyone did, honestly."],
      ["{q}. Mourned loudly by everyone who quietly stopped using it.", "Which is what happened to it.", "That is what happened."],
    ],
  },
  {
    id: "why-do-people",
    match: said(/\b(?:why do people|why can'?t people|why does everyone|why is it so hard|why is nobody|why does nobody)\b/i),
    jokes: [
      ["{q}. Asked of people, sent to people, who will all assume it is about someone else.", "Every one."],
      ["{q}. Every reader agrees, and every reader is the problem.", "Including this one.", "Including the one who wrote it."],
      ["{q}. A complaint about people, sent to the largest collection of them ever assembled.", "Bold venue."],
      ["{q}. The answer is simple: they also think they are the only reasonable one.", "Just like you."],
      ["{q}. Because they are people. Next question.", "Same answer every time."],
    ],
  },
  {
    id: "some-people",
    match: said(/\b(?:some people|people need to|common courtesy|common sense|basic manners|respect your neighbou?rs)\b/i),
    jokes: [
      ["{q}. Nobody in history has read that and thought it was about them.", "Not once.", "Not once, not ever."],
      ["{q}. Vague enough to be about anyone, specific enough that exactly one person knows.", "They know."],
      ["{q}. Sent to a list of suspects, every one of them nodding along in agreement.", "All of them guilty."],
      ["{q}. The classic vague complaint: aimed carefully at a target, then fired into the air.", "Missed."],
      ["{q}. Aimed at someone, addressed to everyone.", "Classic crossfire."],
    ],
  },
  {
    id: "audacity",
    match: said(/\b(?:the audacity|the nerve|how dare)\b/i),
    jokes: [
      ["{q}. Naming the crime without saying what it was, so everyone can be furious together.", "Pitchforks out."],
      ["{q}. Clutching pearls, in writing, no actual pearls required.", "No pearls were harmed.", "Pearls entirely imaginary."],
      ["{q}. Someone wronged you, and now the whole internet has to hold your coat.", "Coat held."],
      ["{q}. Outrage, short enough to fit on a mug, and cross enough to crack it.", "A very cross mug."],
      ["{q}. Outrage, served without the details.", "Everyone has to guess the crime."],
    ],
  },
  {
    id: "cant-believe",
    match: said(/\b(?:can'?t believe|cannot believe|unbelievable|still in shock|i'?m shocked)\b/i),
    jokes: [
      ["{q}. You can believe it. You wrote it down.", "That is what believing looks like.", "That is believing, in writing."],
      ["{q}. Disbelief, shared publicly, so strangers can do the believing for you.", "They believe it.", "They believe it. Instantly."],
      ["{q}. A shock so deep it needed an audience before it could be processed.", "Processing.", "Still processing."],
      ["{q}. Said with the surprise of someone who absolutely saw this coming.", "From miles away.", "Saw it from miles away."],
    ],
  },
  {
    id: "rant",
    match: said(/\b(?:rant|rant incoming|sorry for the rant|need to vent|venting|rant over)\b/i),
    jokes: [
      ["{q}. A warning label on the front, so nobody can say they were not told.", "Fair.", "Fair, actually."],
      ["{q}. Labelled honestly, which is more restraint than most rants ever manage.", "Respect.", "Respect, honestly."],
      ["{q}. The internet is not a therapist, but it does accept walk-ins without an appointment.", "Next."],
      ["{q}. Announcing a rant, like a kettle announcing it is about to be a kettle.", "Whistle incoming."],
      ["{q}. Labelled like a hazard, which is fair.", "Stand well back from the paragraphs."],
    ],
  },
  {
    id: "just-saying",
    match: said(/\b(?:just saying|just sayin|no offen[cs]e|with all due respect|not to be that person|not gonna lie|i'?m not being funny)\b/i),
    jokes: [
      ["{q}. The phrase that arrives to excuse whatever was just said, and fails.", "Every time.", "Every single time."],
      ["{q}. A disclaimer with the legal force of crossed fingers.", "Still counts, apparently.", "Still counts."],
      ["{q}. Every sentence that needs this label knew exactly what it was doing.", "Exactly.", "Exactly what it was doing."],
      ["{q}. An airbag of a phrase, deployed after the collision, which is not how airbags work.", "Ouch."],
    ],
  },
  {
    id: "edit-update",
    match: said(/\b(?:edit|update|eta|edited to add)\b(?=\s*:)|\bthanks for the (?:likes|upvotes|awards?|gold)\b/i),
    jokes: [
      ["{q}. Updating, as if the public is waiting, breathless, for the next chapter.", "It is not.", "The public is not waiting."],
      ["{q}. Release notes, for a few sentences on the internet.", "Same bugs, new version.", "Same bugs, shiny new version."],
      ["{q}. The sequel nobody requested, stapled directly to the original.", "Director's cut.", "The director's cut, sadly."],
      ["{q}. An edit is how the internet says: I have read the replies, and I am hurt.", "Deeply."],
    ],
  },
  {
    id: "pick-up-after",
    match: said(/\b(?:pick up after|clean up after|bag it and bin it|scoop the poop)\b/i),
    jokes: [
      ["{q}. A notice written with the fury of someone who has just checked their shoe.", "Both shoes."],
      ["{q}. Addressed to the owners, read by the owners, ignored by the owners.", "Same time next week.", "Same notice next week."],
      ["{q}. The most passionate writing this neighbourhood will produce all year.", "Literature.", "Angry literature."],
      ["{q}. Civic duty, expressed entirely through disgust and strong adjectives.", "Mostly disgust.", "Mostly the disgust."],
    ],
  },
  {
    id: "bins",
    match: said(/\b(?:bin day|the bins|their bins|trash day|garbage day|recycling day|bin collection|wheelie bins?)\b/i),
    jokes: [
      ["{q}. Nothing unites a street like a grudge about where the bins go.", "Nothing at all.", "Nothing, and nobody, ever."],
      ["{q}. The neighbourhood's real calendar, and its only shared tradition.", "Sacred.", "Observed weekly."],
      ["{q}. A scandal, by the standards of a street where the bins are the news.", "Breaking.", "Breaking news, literally."],
      ["{q}. Rubbish collection, discussed with the gravity of an international summit.", "Talks ongoing.", "Talks are ongoing."],
    ],
  },
  {
    id: "parcel",
    match: said(/\b(?:parcels?|packages?|porch pirates?|delivery driver|courier)\b/i),
    jokes: [
      ["{q}. A delivery saga, delivered promptly, in full, to everyone.", "Signed for."],
      ["{q}. The courier has surely moved on with their life. This sentence has not.", "Not yet.", "Not for a while."],
      ["{q}. A saga, told in more detail than the tracking page ever gave.", "Out for delivery.", "Still out for delivery."],
      ["{q}. Tracking number, emotional damage, and now a full public statement.", "In that order.", "In exactly that order."],
    ],
  },
];
