import type { LineRole } from "../../../../types";
import { defineJokes } from "../joke-types";
import type { Match } from "../room-types";

/**
 * The person's own celebration words, where they wrote them. The jokes speak of the words (the
 * wish, the vow, the announcement), never of where they stand, so they hold in every role given.
 */
export const said = (words: RegExp, roles: LineRole[]): Match => ({ on: "quote", words, roles });

export const POSTED: LineRole[] = ["caption", "sticker", "other"];
export const POSTED_OR_BIO: LineRole[] = [...POSTED, "bio"];
export const POSTED_OR_CHAT: LineRole[] = [...POSTED, "chat_message"];
export const SAID: LineRole[] = [...POSTED, "comment", "chat_message"];

/** Celebrations in words: birthdays, weddings, anniversaries, parties, the best night ever. */
export const POST_CELEBRATION_JOKES = defineJokes("jpost", [
  {
    // "Another trip around the sun", "Solar return complete", "One more lap around the sun".
    id: "party-trip-around-the-sun",
    mood: "wholesome",
    match: said(/\b(?:trips?|laps?|orbits?|spins?|loops?|journeys?|rides?) (?:around|round) the sun\b|\bsolar return\b/i, POSTED),
    jokes: [
      ["{q}. A birthday, described as space travel, by a passenger who never touched the controls.", "The planet did the driving."],
      ["{q}. Every person on Earth made that exact same trip, and hardly anyone posted about it.", "You did, though."],
      ["{q}. It sounds like a space mission, but the astronaut sat still the entire way.", "Mission control is thrilled."],
      ["{q}. Round the sun again, and still not a single frequent-flyer point.", "Worst airline in the galaxy."],
    ],
  },
  {
    // "Birthday week!", "It's officially my birthday month", "Bday weekend loading".
    id: "party-birthday-week",
    mood: "chaotic",
    match: said(/\b(?:birthday|bday|b-day) (?:week|weekend|month|season|szn|fortnight|festival|celebrations? continue)\b/i, POSTED_OR_CHAT),
    jokes: [
      ["{q}. Everyone else gets a day. This birthday applied for an extension and approved it itself.", "Nobody else signed."],
      ["{q}. A birthday with a run time, like a festival with one act on the bill.", "Same headliner every night."],
      ["{q}. One day, stretched so thin you can see an ordinary Tuesday through it.", "Still a Tuesday."],
      ["{q}. Keep stretching it and next year's birthday will arrive in the middle of this one.", "Overlapping candles."],
    ],
  },
  {
    // "Happy birthday to me", "It's my birthday!", "Birthday today, presents accepted".
    id: "party-birthday-to-me",
    mood: "wholesome",
    match: said(
      /\b(?:happy (?:birthday|bday|b-day) to (?:me|myself)|it['’]?s my (?:birthday|bday|b-day)(?: today)?(?=\s*(?:[!.,]|$))|my (?:birthday|bday) is today)\b/i,
      POSTED_OR_CHAT,
    ),
    jokes: [
      ["{q}. The first birthday wish of the day, from the most reliable source available.", "Never once forgot."],
      ["{q}. Wishing yourself a happy birthday, like signing your own card and acting surprised.", "Oh, you shouldn't have."],
      ["{q}. Said first by the birthday person, so at least one wish turns up on time.", "Signed for, too."],
      ["{q}. The birthday song, sung as a solo, to an audience of the singer.", "Encore requested by the singer."],
    ],
  },
  {
    // "Birthday girl", "The birthday boy has arrived", "Birthday queen".
    id: "party-birthday-title",
    mood: "smug",
    match: said(/\b(?:birthday|bday|b-day) (?:girl|boy|queen|king|princess|prince|gal|babe|royalty)\b/i, POSTED_OR_BIO),
    jokes: [
      ["{q}. A title that lasts one day, worn with all the authority of a crown.", "Abdication at midnight."],
      ["{q}. A rank held for one day only, and today every request is an order.", "Presents first, questions later."],
      ["{q}. The one day of the year that title can be used without anyone laughing.", "Almost anyone."],
      ["{q}. Self-appointed royalty, whose entire reign ends at the stroke of midnight.", "Pumpkin to follow."],
    ],
  },
  {
    // "Thank you for all the birthday wishes", "Thanks everyone for the bday love", "Overwhelmed by all the birthday messages".
    id: "party-birthday-wishes",
    mood: "wholesome",
    match: said(
      /\b(?:thank(?:s|\s?you|\s?u)(?: so much| all| everyone| everybody| guys| all so much)? for (?:all )?(?:of )?(?:the |your |my )?(?:lovely |kind |sweet |amazing )?|(?:overwhelmed|blown away) by (?:all )?(?:of )?(?:the |your )?)(?:birthday|bday|b-day) (?:wishes|messages|love|texts|calls|shout-?outs?)\b/i,
      [...POSTED, "comment"],
    ),
    jokes: [
      ["{q}. The wishes came in one at a time, and the thanks went out in bulk.", "Bulk discount applied."],
      ["{q}. One thank-you for everybody, so nobody in particular has to get a reply.", "Efficient, and a little cold."],
      ["{q}. An acceptance speech, for the one award everybody wins once a year.", "The orchestra is playing you off."],
      ["{q}. A thank-you sent to everyone, including whoever just liked it and kept scrolling.", "They'll take it."],
    ],
  },
  {
    // "Thirty, flirty and thriving", "Dirty thirty", "Fabulous at forty".
    id: "party-age-rhyme",
    mood: "smug",
    match: said(
      /\b(?:(?:thirty|30),? (?:and )?flirty(?:,? (?:and|&) thriving)?|flirty (?:thirty|30)|dirty (?:thirty|30)|nifty (?:fifty|50)|(?:fab(?:ulous)?|fierce|flirty|fearless|thriving) (?:at|and) (?:twenty|thirty|forty|fifty|sixty|[2-9]\d)|(?:twenty|thirty|forty|fifty|sixty|[2-9]\d),? (?:and|&) (?:fab(?:ulous)?|fierce|flirty|fearless|thriving))\b/i,
      POSTED_OR_BIO,
    ),
    jokes: [
      ["{q}. A slogan chosen because it rhymes, with the facts asked to keep up.", "The facts are running late."],
      ["{q}. Straight off a party balloon, and said with all of the balloon's confidence.", "Helium included."],
      ["{q}. A line from the greetings-card aisle, adopted as the motto for a whole year.", "Printed in gold foil."],
      ["{q}. The kind of rhyme that only works printed on a badge the size of a saucer.", "Worn all night."],
    ],
  },
  {
    // "HBD bro", "Happy bday!!", "Hbd, have a good one".
    id: "party-hbd",
    mood: "deadpan",
    match: said(/\b(?:hbd+|hbday|happy b-?day|hppy bday|happie bday)\b/i, ["comment", "chat_message", "caption", "other"]),
    jokes: [
      ["{q}. A birthday wish with most of the letters, and most of the effort, taken out.", "Lovingly compressed."],
      ["{q}. So abbreviated that even the happiness had to be shortened.", "Joy, in shorthand."],
      ["{q}. Birthday love in text-speak, with all the warmth of a till receipt.", "Have a nice day."],
      ["{q}. A birthday wish that would fit on a parking ticket, with room to spare.", "And about as warm."],
    ],
  },
  {
    // "I said yes!", "She said yes", "We're engaged".
    id: "party-said-yes",
    mood: "wholesome",
    match: said(
      /\b(?:(?:i|she|he) said yes(?! to\b| when\b| but\b| after\b| because\b)|we['’]?re (?:officially |finally |now )?engaged|we are (?:officially |finally |now )?engaged|(?:just|finally|newly) (?:got )?engaged|got engaged)\b/i,
      POSTED,
    ),
    jokes: [
      ["{q}. Yes: the last decision in this story made without a seating plan.", "Every one after it needs a spreadsheet."],
      ["{q}. The shortest word in the language, and it unlocks a mountain of admin.", "Congratulations, and good luck."],
      ["{q}. Yes to the question, and now yes to everybody's opinion on venues.", "Forever."],
      ["{q}. Announced like a close election, though the result was never really in doubt.", "Landslide."],
    ],
  },
  {
    // "Save the date!", "Mark your calendars", "The date is set".
    id: "party-save-the-date",
    mood: "smug",
    match: said(/\b(?:save the date|mark your calendars?|the date is (?:set|booked|official)|we have a date)\b/i, POSTED_OR_CHAT),
    jokes: [
      ["{q}. Issued like a summons, only with nicer fonts and a venue.", "Attendance is voluntary, technically."],
      ["{q}. The date has been saved. The outfit, the gift and the speech have not.", "Panic scheduled for later."],
      ["{q}. Everyone's weekend has now been claimed, politely, in advance, in writing.", "Reply required."],
      ["{q}. Every calendar in reach has been booked, and the reminder for the reminder is coming.", "Then the follow-up."],
    ],
  },
  {
    // "Just married!", "Mr & Mrs Smith", "We tied the knot".
    id: "party-just-married",
    mood: "wholesome",
    match: said(
      /\b(?:just married|newly ?weds?|mr\.? (?:and|&) mrs|(?:we|just|finally|officially) got (?:married|hitched)|(?:we )?tied the knot|(?:now |officially )husband and wife)\b/i,
      POSTED_OR_BIO,
    ),
    jokes: [
      ["{q}. Announced like a merger, and the paperwork was about as long.", "Both parties signed."],
      ["{q}. Legally binding and properly witnessed, and now confirmed by the stricter court of {place}.", "Now it counts."],
      ["{q}. The happiest day, with a guest list that now includes everyone reading this.", "Late invitations, gratefully received."],
      ["{q}. Married, and the first joint decision was what to write right here.", "It took a while."],
    ],
  },
  {
    // "Hen do weekend!", "Stag do survivors", "Last night of freedom".
    id: "party-hen-stag",
    mood: "chaotic",
    match: said(
      /\b(?:hen (?:do|dos|party|night|weekend)|stag (?:do|dos|party|night|weekend)|bachelorette|bachelor (?:party|weekend)|last night of freedom)\b/i,
      SAID,
    ),
    jokes: [
      ["{q}. The party before the party, for people who found one wedding insufficient.", "Sequel already planned."],
      ["{q}. A farewell to freedom, as if marriage came with a curfew.", "It doesn't. Mostly."],
      ["{q}. A do that everybody will remember and nobody will ever describe in detail.", "Sworn to secrecy."],
      ["{q}. One person's big decision, mourned loudly by friends as if it were theirs.", "Matching outfits optional."],
    ],
  },
  {
    // "Bridesmaid duties", "Maid of honour speech: done", "Best man speech survived".
    id: "party-bridal-party",
    mood: "smug",
    match: said(
      /\b(?:bridesmaids?|maid of hono(?:u)?r|matron of hono(?:u)?r|best man(?:['’]s)? (?:speech|duties|duty)|(?:was|as|am|being) best man(?! for\b)|groomsm[ae]n)\b/i,
      POSTED_OR_CHAT,
    ),
    jokes: [
      ["{q}. A title with a uniform, a to-do list and absolutely no salary.", "Paid entirely in canapés."],
      ["{q}. Promoted to the wedding's middle management: all of the stress, none of the presents.", "And a speech to write."],
      ["{q}. Front row at somebody else's big day, with a job description longer than the vows.", "Unpaid, obviously."],
      ["{q}. An honour, the way jury duty is an honour: nobody gets to say no.", "And a matching outfit."],
    ],
  },
  {
    // "Best night ever", "Best night of my life", "Wildest weekend of all time".
    id: "party-best-night",
    mood: "chaotic",
    match: said(
      /\b(?:best|greatest|craziest|wildest|maddest) (?:night|weekend|party|evening)s? (?:ever|of (?:my|our) (?:life|lives)|of all time|in (?:forever|years|ages))\b/i,
      SAID,
    ),
    jokes: [
      ["{q}. A title it holds right up until the next one.", "Reigning champion, for now.", "Champion, until Friday."],
      ["{q}. Ranked against all of history by a judge who was there and very emotional.", "Not an impartial jury."],
      ["{q}. Ever is a big claim, and the evidence is sealed by everyone who was there.", "Nobody's talking."],
      ["{q}. Declared the best ever while still glowing, which is when every judge is generous.", "Re-rank it on Tuesday."],
    ],
  },
  {
    // "What a night", "Last night was a movie", "About last night…".
    id: "party-what-a-night",
    mood: "deadpan",
    match: said(
      /\b(?:what a (?:night|weekend|party|evening)|last night was (?:a movie|a film|wild|crazy|insane|mad|unreal|a vibe|something|everything|chaos|messy|a blur)|(?:still )?recovering from last night|about last night|we don['’]?t talk about last night)\b/i,
      SAID,
    ),
    jokes: [
      ["{q}. A review with no details, which usually means the details are the problem.", "Sealed records."],
      ["{q}. The whole story, compressed into a sigh and kept under lock and key.", "Witnesses have been briefed."],
      ["{q}. The highlights aren't fit for publication, so the headline will have to do.", "Legal is still reading."],
      ["{q}. Told the way survivors describe a storm: vaguely, fondly, and with no names.", "No names, ever."],
    ],
  },
  {
    // "Never drinking again", "I'm never drinking again", "Not drinking ever again, I swear".
    id: "party-never-drinking-again",
    mood: "chaotic",
    match: said(/\b(?:never (?:ever )?drinking (?:ever )?again|not drinking (?:ever )?again|never drinking agai+n)\b/i, SAID),
    jokes: [
      ["{q}. A vow that renews itself more often than any subscription you own.", "Auto-renew is on."],
      ["{q}. Said by everyone, every morning after, and meant until roughly lunchtime.", "Then someone suggests a quick one."],
      ["{q}. A solemn oath, binding right up until the next invitation arrives.", "Reply pending."],
      ["{q}. Never is a long time, and this one usually runs out by the weekend.", "Sometimes sooner."],
    ],
  },
  {
    // "So hungover", "Hangover from hell", "Paying for last night".
    id: "party-hungover",
    mood: "chaotic",
    match: said(
      /\b(?:hung ?over|hangovers?|paying for (?:last night|it today)|(?:feeling|so|very|a bit|a little) fragile today|the day after the night before)\b/i,
      SAID,
    ),
    jokes: [
      ["{q}. Last night wrote the cheques, and this morning is cashing them with interest.", "Compound interest."],
      ["{q}. Sympathy requested for an injury that was self-inflicted and thoroughly enjoyed.", "Claim denied."],
      ["{q}. The party ended, and the sequel, starring your head, has just opened.", "Terrible reviews."],
      ["{q}. Suffering, announced publicly, in case anyone wondered how last night went.", "Now we know."],
    ],
  },
]);
