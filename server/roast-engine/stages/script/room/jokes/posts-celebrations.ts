import type { LineRole } from "../../../../types";
import { defineJokes } from "../joke-types";
import type { Match } from "../room-types";

/**
 * The person's own celebration words, where they wrote them. The jokes speak of the words (the
 * wish, the vow, the announcement), never of where they stand, so they hold in every role given.
 */
const said = (words: RegExp, roles: LineRole[]): Match => ({ on: "quote", words, roles });

const POSTED: LineRole[] = ["caption", "sticker", "other"];
const POSTED_OR_BIO: LineRole[] = [...POSTED, "bio"];
const POSTED_OR_CHAT: LineRole[] = [...POSTED, "chat_message"];
const SAID: LineRole[] = [...POSTED, "comment", "chat_message"];

/** Celebrations in words: birthdays, weddings, anniversaries, parties, the best night ever. */
export const POST_CELEBRATION_JOKES = defineJokes("jpost", [
  {
    // "Another trip around the sun", "Solar return complete", "One more lap around the sun".
    id: "party-trip-around-the-sun",
    mood: "wholesome",
    match: said(/\b(?:trips?|laps?|orbits?|spins?|loops?|journeys?|rides?) (?:around|round) the sun\b|\bsolar return\b/i, POSTED),
    jokes: [
      ["{q}. The planet did all the driving, and the passenger still expects presents.", "Passengers usually tip the driver."],
      ["{q}. A birthday, described in space terms so it sounds like an achievement.", "Mission control is thrilled for you."],
      ["{q}. Every single person on Earth made that trip as well, and kept much quieter about it.", "Much, much quieter."],
      ["{q}. A voyage, logged like a captain's, by a passenger who never touched the controls.", "Captain's log, unearned."],
    ],
  },
  {
    // "Birthday week!", "It's officially my birthday month", "Bday weekend loading".
    id: "party-birthday-week",
    mood: "chaotic",
    match: said(/\b(?:birthday|bday|b-day) (?:week|weekend|month|season|szn|fortnight|festival|celebrations? continue)\b/i, POSTED_OR_CHAT),
    jokes: [
      ["{q}. Everyone else gets a day. This birthday applied for an extension and got one.", "Nobody saw the paperwork."],
      ["{q}. A birthday with a run time, like a festival with exactly one headliner.", "Same act, every night."],
      ["{q}. One day, stretched so far it now needs a calendar of its own.", "And a budget of its own."],
      ["{q}. At this rate the celebrations finish just in time for the next birthday.", "Year-round, then."],
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
      ["{q}. Said by the birthday person first, so at least one mention arrives on time.", "Delivered, and signed for."],
      ["{q}. The first birthday announcement of the day, from the most reliable source there is.", "Never once forgot."],
      ["{q}. Announced by the birthday person, which saves everyone else the trouble of remembering.", "Reminder sent."],
      ["{q}. A solo, performed by the birthday person, for the birthday person.", "Standing ovation, from one."],
    ],
  },
  {
    // "Birthday girl", "The birthday boy has arrived", "Birthday queen".
    id: "party-birthday-title",
    mood: "smug",
    match: said(/\b(?:birthday|bday|b-day) (?:girl|boy|queen|king|princess|prince|gal|babe|royalty)\b/i, POSTED_OR_BIO),
    jokes: [
      ["{q}. A title that lasts one day, worn with the authority of a crown.", "Abdication at midnight."],
      ["{q}. A rank held for one day only, and every request today is an order.", "Presents first, questions later."],
      ["{q}. The one day a year that title can be used without anyone laughing.", "Almost anyone."],
      ["{q}. Self-appointed royalty, with a reign that ends when the day does.", "Long may it last, until bedtime."],
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
      ["{q}. The wishes arrived one at a time, and the thanks went out wholesale.", "Bulk discount applied."],
      ["{q}. One thank-you for everybody, which saves replying to anybody in particular.", "Efficient, and a little bit cold."],
      ["{q}. An acceptance speech, for the one award everybody wins once a year.", "The orchestra is playing you off."],
      ["{q}. A reply to everyone at once, so no single wish ever has to be answered.", "The wishes are on hold."],
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
      ["{q}. A slogan that chose its words for the sound and hoped the facts would follow.", "The facts are running late."],
      ["{q}. Straight off a party balloon, and said with all of the balloon's confidence.", "Helium included."],
      ["{q}. A greetings-card line, adopted as the official motto for the year.", "Printed inside, in gold."],
      ["{q}. The wordplay does all the heavy lifting, and the birthday just gets carried.", "Carried, cheering."],
    ],
  },
  {
    // "HBD bro", "Happy bday!!", "Hbd, have a good one".
    id: "party-hbd",
    mood: "deadpan",
    match: said(/\b(?:hbd+|hbday|happy b-?day|hppy bday|happie bday)\b/i, ["comment", "chat_message", "caption", "other"]),
    jokes: [
      ["{q}. A birthday wish with most of the letters, and most of the effort, taken out.", "Lovingly compressed."],
      ["{q}. Shortened so far that even the happiness had to be abbreviated.", "Joy, in shorthand."],
      ["{q}. Birthday love in text-speak, the way a receipt says thank you.", "Have a nice day."],
      ["{q}. A heartfelt wish, with all the warmth of an out-of-office reply.", "Back tomorrow."],
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
      ["{q}. The shortest answer in the language, and it unlocks a mountain of admin.", "Congratulations, and good luck."],
      ["{q}. The answer everyone hoped for, announced like the result of a very close election.", "A landslide, in fact."],
      ["{q}. Yes to the question, and now yes to every opinion anybody has about venues.", "Forever."],
    ],
  },
  {
    // "Save the date!", "Mark your calendars", "The date is set".
    id: "party-save-the-date",
    mood: "smug",
    match: said(/\b(?:save the date|mark your calendars?|the date is (?:set|booked|official)|we have a date)\b/i, POSTED_OR_CHAT),
    jokes: [
      ["{q}. Issued like a summons, only with nicer fonts.", "Attendance is voluntary, technically."],
      ["{q}. The date has been saved. The outfit, the gift and the speech have not.", "Panic scheduled for later."],
      ["{q}. An order to every calendar in reach, and the reminder for the reminder is coming.", "Then the follow-up."],
      ["{q}. Politely phrased, but every reader's weekend now belongs to somebody else.", "Reply required."],
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
      ["{q}. Signed, witnessed, legally binding, and still it needed announcing to the rest of us.", "We are honoured, really."],
      ["{q}. The happiest day, with a guest list that now includes everybody reading this.", "Late invitations, gratefully received."],
      ["{q}. Made official by law, then by the far stricter authority of the internet.", "Now it counts."],
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
      ["{q}. The party before the party, for people who found one wedding insufficient.", "Sequels already planned."],
      ["{q}. A farewell to freedom, as if marriage came with a curfew.", "It doesn't. Mostly."],
      ["{q}. A rehearsal for the wedding, where nobody rehearses anything and everybody remembers everything.", "Witnesses are sworn to secrecy."],
      ["{q}. One person's big decision, mourned loudly by friends as if it were theirs.", "Tissues optional."],
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
      ["{q}. The honour is real, and so is the list of chores that came with it.", "A very long list."],
      ["{q}. Front row at somebody else's big day, with a job description longer than the vows.", "Unpaid, obviously."],
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
      ["{q}. A title it holds right up until the next one.", "Champion, for now.", "Reigning champion, for now."],
      ["{q}. Ranked against all of history by a judge who was there and very emotional.", "Not an impartial jury."],
      ["{q}. Ever is a big claim, and the evidence has been kept strictly confidential.", "Nobody's talking."],
      ["{q}. An all-time record, set and certified by the only official present.", "No appeals."],
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
      ["{q}. The highlights are not fit for publication, so the headline will have to do.", "Legal is still reading."],
      ["{q}. Told the way survivors describe a storm: vaguely, fondly, and with no names.", "No names, ever."],
    ],
  },
  {
    // "Never drinking again", "I'm never drinking again", "Not drinking ever again, I swear".
    id: "party-never-drinking-again",
    mood: "chaotic",
    match: said(/\b(?:never (?:ever )?drinking (?:ever )?again|not drinking (?:ever )?again|never drinking agai+n)\b/i, SAID),
    jokes: [
      ["{q}. A vow with one of the best renewal rates of any promise in the language.", "Renewed regularly."],
      ["{q}. Said by everyone, every morning after, and meant until roughly lunchtime.", "Then someone suggests a quick one."],
      ["{q}. A solemn oath, witnessed by nobody, binding until the next invitation.", "Reply pending."],
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
      ["{q}. Last night made the promises, and this morning is paying them back with interest.", "Compound interest."],
      ["{q}. Sympathy requested for an injury that was self-inflicted and thoroughly enjoyed.", "Claim denied."],
      ["{q}. The party ended, and the sequel, starring your head, has just opened.", "Terrible reviews."],
      ["{q}. Private suffering, announced publicly, in case anyone wondered how the night went.", "Now we know."],
    ],
  },
  {
    // "New year, new me", "New year new goals", "New year, new era".
    id: "party-new-year-new-me",
    mood: "smug",
    match: said(/\bnew year,? new (?:me|you|goals|start|era|energy|vibes?|beginnings?|mindset)\b/i, [...SAID, "bio"]),
    jokes: [
      ["{q}. The calendar changed over, and somehow it was expected to do all the work.", "The calendar was not consulted."],
      ["{q}. A brand-new model, announced by the previous model, who remains firmly in charge.", "Upgrade pending."],
      ["{q}. A rebrand timed to the one date when absolutely everybody else rebrands too.", "Very crowded launch day."],
      ["{q}. Same person, a new number on the calendar, and a great deal of optimism in between.", "Mostly optimism."],
    ],
  },
  {
    // "My New Year's resolution: more sleep", "Dry January, day one", "This is my year".
    id: "party-resolutions",
    mood: "deadpan",
    match: said(
      /\b(?:new year['’]?s? resolutions?|(?:my|our) (?:one |only |main |big )?resolutions? (?:for (?:the new year|this year|(?:19|20)\d\d)|this year|(?:is|was) to)|resolutions? (?:for|this) (?:the )?(?:new )?year|dry january|dry jan|sober october|veganuary|this (?:is|will be|is going to be|is gonna be) my year|(?:19|20)\d\d (?:is|will be|is going to be|is gonna be) my year)\b/i,
      POSTED_OR_BIO,
    ),
    jokes: [
      ["{q}. Ambition with a start date and no mention of a finish line.", "Deliberately vague."],
      ["{q}. Resolved in writing, which gives the rest of the year something to quote back.", "Consider it quoted."],
      ["{q}. A promise to the calendar, which has heard this one before and kept the receipts.", "All of them."],
      ["{q}. Declared in public, so that the whole internet can hold you to it.", "And we will."],
    ],
  },
  {
    // "Surprise party!", "You guys totally surprised me", "Didn't suspect a thing".
    id: "party-surprise",
    mood: "wholesome",
    match: said(
      /\b(?:surprise (?:party|parties|birthday|do|bash|celebration)|(?:they|you guys|u guys|everyone|my friends) (?:totally |completely |actually |really )?surprised me|didn['’]?t suspect a thing)\b/i,
      POSTED_OR_CHAT,
    ),
    jokes: [
      ["{q}. A surprise, which means somebody lied beautifully, and entirely out of love.", "Organised deceit, with balloons."],
      ["{q}. The one occasion where the guest of honour is the last to hear about it.", "Their invitation was lost, deliberately."],
      ["{q}. A secret kept by more than one person, which is the real achievement here.", "Nobody cracked."],
      ["{q}. All that plotting, for a single gasp that lasts about a second.", "Worth it, apparently."],
    ],
  },
  {
    // "Here's to many more", "Cheers to another year", "Many more to come".
    id: "party-many-more",
    mood: "wholesome",
    match: said(
      /\b(?:here['’]?s to (?:many|lots|plenty|so many) more|cheers to (?:many more|another|the next)|to many (?:many )?more (?:years|birthdays|adventures|memories|anniversaries)|many more to come)\b/i,
      [...POSTED, "comment"],
    ),
    jokes: [
      ["{q}. A toast that orders the sequel before this one has even finished.", "Franchise confirmed."],
      ["{q}. Ordering more of the same, like a regular who never looks at the menu.", "The usual, please."],
      ["{q}. Raising a glass in writing, the only toast where nobody hears the speech wobble.", "Steady as text."],
      ["{q}. Optimistic, open-ended, and booking every future celebration in one sentence.", "Dates to be confirmed."],
    ],
  },
]);
