import type { TropeSource } from "../joke-types";
import { bio } from "./bios-match";

/** Personality as a claim: the introvert, the overthinker, the main character, the slogan, the vibe. */
export const BIO_PERSONA: TropeSource[] = [
  {
    id: "introvert",
    match: bio(/introvert(?:ed)?|ambivert|homebody|antisocial|\bhermit/i),
    mood: "deadpan",
    jokes: [
      "{q}. Announced to the whole internet: the most outgoing thing an introvert can do.",
      ["{q}. Your favourite plans are the ones that get cancelled.", "Best night out: staying in."],
      ["{q}. Treats a ringtone like a home invasion.", "But will text a paragraph at midnight, happily."],
      "{q}. Recharging takes a week, a blanket, and absolutely no follow-up questions.",
    ],
  },
  {
    id: "overthinker",
    match: bio(/over-?think(?:er|ers|ing|s)?/i),
    mood: "deadpan",
    jokes: [
      ["{q}. Typed that, deleted it, retyped it, and is now worried about this.", "Very worried."],
      "{q}. Has already imagined this roast, rehearsed a comeback, and lost the argument anyway.",
      ["{q}. Reads a full stop in a text as a declaration of war.", "And replies with a carefully worded essay."],
      ["{q}. Still lies awake replaying a conversation from years ago, and still losing it.", "In the replay."],
    ],
  },
  {
    id: "main-character",
    match: bio(/main[- ]character|protagonist/i),
    jokes: [
      ["{q}. Walks to the shops like a camera is following. It isn't.", "It never was."],
      ["{q}. The soundtrack is playing in your head, and only in your head.", "The rest of us just hear traffic."],
      ["{q}. Main characters usually have a plot. This one mostly has errands.", "Scored like an action film."],
    ],
  },
  {
    id: "best-life",
    match: bio(/best life|best self|living my best/i),
    mood: "wholesome",
    jokes: [
      ["{q}. Announced with the energy of someone who needs us to confirm it.", "Confirmed. Please stop checking."],
      ["{q}. Best compared to what, exactly? You've only had the one.", "Small sample."],
      "{q}. If this is the best life, the sequel needs a much bigger budget.",
      ["{q}. A review of your own life, top marks, written by the only customer.", "Verified purchase."],
      ["{q}. Bold, ranking it with so many years still to go.", "Early results."],
      ["{q}. A life this good usually doesn't need a sign saying so.", "The sign is working very hard."],
    ],
  },
  {
    id: "fluent-in",
    // A made-up language ("fluent in sarcasm"), not a real one: "fluent in Spanish" is a fact, not a bit.
    match: bio(
      /fluent in(?! (?:english|spanish|french|german|italian|portuguese|mandarin|cantonese|japanese|korean|arabic|hindi|urdu|russian|dutch|polish|greek|turkish|swedish|hebrew|tagalog|vietnamese|sign language|asl\b))/i,
    ),
    jokes: [
      ["{q}. A language learned entirely by accident, and now you can't stop speaking it.", "No off switch."],
      ["{q}. Fluent, and the only examiner was your own mum.", "She passed you, out of love."],
      ["{q}. Fluent in it, and still no subtitles for the rest of us.", "We've been nodding along."],
      ["{q}. Fluent, in the sense that nobody has ever checked.", "Or dared to."],
    ],
  },
  {
    id: "sarcasm",
    match: bio(/sarcasm|sarcastic|\bsnark(?:y)?\b/i),
    jokes: [
      "{q}. Sarcasm listed as a skill: the one time you meant something sincerely.",
      ["{q}. Wow, sarcasm, how rare, nobody has ever listed that before.", "Truly, a pioneer."],
      "{q}. A warning in advance, so every rude thing you say counts as a bit.",
      ["{q}. Every compliment you've ever given is now under investigation.", "Retroactively."],
    ],
  },
  {
    id: "vibes",
    match: bio(/\bvibes?\b|good energy|positive energy|positivity|no bad days/i),
    jokes: [
      "{q}. Vibes are the one thing on here nobody can measure, which is very convenient.",
      ["{q}. Somewhere, a bad day just read this and decided to come anyway.", "It brought friends."],
      ["{q}. '{w}', doing the work of an entire personality.", "Unpaid overtime."],
      ["{q}. Vibes: the currency of people who would rather not be asked for details.", "Details available on request. Requests declined."],
      ["{q}. That's what people say when the actual personality is still in the post.", "Tracking number pending."],
      ["{q}. With energy like that, someone should plug a kettle into you.", "Save on the bills."],
      ["{q}. All vibes and no details, like a horoscope written about yourself.", "By yourself."],
    ],
  },
  {
    id: "adventure",
    match: bio(/adventures?|adventurers?|adventurous|adrenaline|thrill[- ]seek(?:er|ers|ing)|spontaneous/i),
    jokes: [
      "{q}. Adventure, which usually means a new brunch spot and a different route home.",
      "{q}. Always up for an adventure, as long as it's booked, reviewed, and back before dinner.",
      ["{q}. Spontaneous, according to a calendar that planned it weeks ahead.", "With a reminder set."],
      ["{q}. Adventurous, the way ordering the other thing on the menu is adventurous.", "And regretting it."],
    ],
  },
  {
    id: "chaos",
    match: bio(/chaos|chaotic|hot mess|\bdisaster|train ?wreck|unhinged|\bferal\b/i),
    mood: "chaotic",
    jokes: [
      ["{q}. Chaos announced up front, like a wet floor sign with a personality.", "Slip at your own risk."],
      ["{q}. Calling yourself '{w}' usually means running late, with extra steps.", "And a very good excuse."],
      ["{q}. A warning label, written by the hazard itself.", "Which is at least considerate."],
      "{q}. Anyone who calls themselves this has a spreadsheet somewhere they're very proud of.",
    ],
  },
  {
    id: "no-chill",
    match: bio(/(?:no|zero|0) chill/i),
    mood: "chaotic",
    jokes: [
      ["{q}. Admitting it up front is the only relaxed thing on here.", "Everything else is at full volume."],
      ["{q}. Chill left the building, and you chased it down the street with a follow-up text.", "Then another."],
      ["{q}. A fair warning for anyone planning to reply to you slowly.", "Or at all."],
    ],
  },
  {
    id: "no-drama",
    match: bio(/no drama|drama[- ]free|low maintenance|easy[- ]?going/i),
    jokes: [
      ["{q}. Anyone who announces this is usually the opening act.", "Tickets, sadly, already sold out."],
      ["{q}. Declared with the energy of a season finale.", "Previously, on your life."],
      ["{q}. Saying it in writing is, technically, the first scene.", "Cue the dramatic music."],
    ],
  },
  {
    id: "just-a",
    match: bio(/just an? (?:girl|guy|boy|gal|dude|person|human|kid|lad|lass|soul)/i),
    jokes: [
      ["{q}. The word 'just' doing some extremely heavy lifting there.", "Modesty, but make it a headline."],
      ["{q}. Anything that starts with 'just a' ends up being a whole lot.", "A whole lot of a lot."],
      ["{q}. 'Just a', because 'an extraordinary' wouldn't fit.", "It would have, though."],
      ["{q}. The humblest opening there is, said like the start of a film trailer.", "In a world of just people."],
    ],
  },
  {
    id: "work-hard-play-hard",
    match: bio(/work hard,? play hard|work hard|play hard/i),
    jokes: [
      ["{q}. Also known as being tired on weekdays and on weekends.", "Efficient."],
      ["{q}. The motto of every office party that ended in an apology email.", "Sent the next morning, very quietly."],
      ["{q}. Work hard, play hard, and announce both, hardest of all.", "Especially on Mondays."],
      "{q}. A slogan from a poster in a break room, adopted as a whole philosophy.",
    ],
  },
  {
    id: "slogan",
    match: bio(
      /live,? laugh,? love|carpe diem|\byolo\b|hakuna matata|stay humble|be kind|dream big|no regrets|good things take time|everything happens for a reason|not all who wander/i,
    ),
    jokes: [
      ["{q}. A slogan that belongs on a throw pillow, not a first impression.", "Although the pillow would be proud."],
      ["{q}. Inspirational, in the way a fridge magnet is inspirational.", "Held up by the same force, too."],
      ["{q}. Words to live by, straight from the gift shop.", "Clearance aisle, no less."],
      "{q}. Somebody read this off a wooden sign and felt it deep in their soul.",
    ],
  },
  {
    id: "noun-noun-noun",
    match: bio(/(?:\b[a-z]+(?:er|or|ist|ian)[.,] +){2,}[a-z]+(?:er|or|ist|ian)\b/i),
    jokes: [
      ["{q}. Like the tagline of a perfume advert, minus the perfume.", "And the budget."],
      "{q}. Reads like the end credits of a film where nothing actually happens.",
      ["{q}. Each title gets its own pause, like it's waiting for applause.", "Still waiting."],
      ["{q}. Some nouns walk into a profile, and not one of them tells a joke.", "Until now."],
    ],
  },
  {
    id: "pro-amateur",
    match: bio(/professional [a-z-]+,? (?:and )?(?:amateur|part-time)|\bamateur|part-time|self-proclaimed|self-appointed|semi-pro/i),
    jokes: [
      "{q}. Titles this official, and HR has never heard of a single one.",
      ["{q}. The only career where you promote yourself and nobody objects.", "Mostly because nobody checked."],
      ["{q}. Ranks awarded by the only person on the hiring committee.", "Who also wrote the job ad."],
      "{q}. Somewhere, an actual professional read this and quietly filed a complaint.",
    ],
  },
  {
    id: "old-soul",
    match: bio(/old soul|born in the wrong (?:decade|era|generation|century)/i),
    jokes: [
      ["{q}. Longs for the past, and would last about a day without wifi.", "Half a day, honestly."],
      "{q}. An old soul, which mostly means liking records and complaining about the volume.",
      "{q}. Every old soul thinks the past was better, and the past had no takeaway.",
    ],
  },
  {
    id: "lifelong-learner",
    match: bio(/lifelong learner|always learning|forever learning|student of life|\bcurious\b/i),
    jokes: [
      "{q}. A student forever, which is a lovely way to avoid the final exam.",
      ["{q}. Always learning, and still hasn't learned to stop saying so.", "Lesson pending."],
      ["{q}. Curiosity is charming, right up to the fourth follow-up question.", "And the fifth."],
    ],
  },
];
