import type { TropeSource } from "../joke-types";
import { SELF_ROLES, said } from "./shapes-match";

// Small ordeals people say they survived: never an illness, an accident or anything that hurt someone.
const ORDEALS =
  "mondays?|finals|exams|group projects?|family (?:dinners?|holidays?|reunions?|gatherings?)|the holidays|thanksgiving|retail|customer service|middle school|high school|wedding season|reply[- ]all|dating apps?|open[- ]plan offices?|jury duty|black friday|leg day|ikea|the group chat|another week|this week|the week|uni|university|college|law school|grad school";

// What people say they are recovering from in a bio, as a joke: never a substance or an illness.
const RECOVERING =
  "perfectionist|people[- ]pleaser|overachiever|overthinker|procrastinator|theat(?:er|re) kid|band kid|emo kid|gamer|influencer|lawyer|consultant|banker|academic|workaholic|shopaholic|chocoholic|know[- ]it[- ]all|hater|cynic|optimist|pessimist|romantic|hipster|nerd|goth|snob|picky eater|night owl|english major|journalist|engineer|teacher|chef|musician|runner";

// Hobbies people call a profession: "professional overthinker", never "professional engineer".
const PRETEND_TRADES =
  "over\\w+|nap\\w*|snack\\w*|procrastinat\\w*|sleep\\w*|eat\\w*|binge[- ]?\\w+|hater|yapp?\\w*|lurk\\w*|daydream\\w*|third[- ]wheel\\w*|couch \\w+|scroll\\w*|shopp\\w*|complain\\w*|brunch\\w*|gossip\\w*|ghost\\w*|hype (?:man|woman|person)|dog (?:petter|cuddler|walker)|cat (?:petter|cuddler)|coffee (?:drinker|snob)|wine (?:drinker|taster)|taco (?:eater|taster)|pizza (?:eater|taster)|foodie|tea drinker|plant (?:killer|parent)";

// One item of a list: a word or two ("coffee", "true crime").
const ITEM = "[\\w'-]+(?:\\s+[\\w'-]+)?";

/** What people call themselves: the part-timer, the expert, the survivor, the recovering one, the list of three. */
export const LABEL_TROPES: TropeSource[] = [
  {
    // "A bit of everything", "Jack of all trades", "All of the above".
    id: "bit-of-everything",
    match: said(/a (?:little |lil )?(?:bit|mix) of everything|a little of everything|jack of all trades|a bit of both|all of the above/i),
    jokes: [
      "{q}. A sampler platter of a person, and nobody can find the main course.",
      "{q}. The junk drawer approach: something for every occasion and nothing anyone needs.",
      ["{q}. Like a buffet where everything is on offer and every tray is lukewarm.", "And nobody's sure what's in the pie."],
      ["{q}. The pick and mix approach to a personality.", "Lovely at first, then a stomach ache."],
    ],
  },
  {
    // "A bit of a foodie", "Kind of a nerd".
    id: "bit-of-a",
    match: said(/a (?:little |tiny )?bit of an? \w+|(?:kind|sort) of an? \w+/i),
    jokes: [
      ["{q}. Only a bit, the way a flood is a bit damp.", "We can see the waterline from here."],
      "{q}. Downplayed to a bit, which is what people do when it's the whole thing.",
      ["{q}. Ordering yourself in the small size doesn't change what's in the cup.", "Same drink, just hiding."],
      "{q}. Only a bit, said the way people say they'll only stay for one.",
    ],
  },
  {
    // "Professional overthinker", "Professional napper".
    id: "professional-hobby",
    match: said(new RegExp(`professional (?:${PRETEND_TRADES})`, "i"), SELF_ROLES),
    jokes: [
      ["{q}. Professional means somebody pays you for it. Please name the client.", "We'd like a word with them."],
      ["{q}. A career with no boss, no salary, and an extremely committed employee.", "Employee of the month, every month."],
      ["{q}. If that's the profession, the annual review is going to be a long one.", "Mostly silence."],
      ["{q}. Putting a habit on a business card doesn't come with a pension.", "Just a very confusing card."],
    ],
  },
  {
    // "Part-time chef, full-time dog mum".
    id: "part-time-full-time",
    match: said(/part[- ]time|full[- ]time/i, SELF_ROLES),
    jokes: [
      ["{q}. Hobbies listed like shifts at a job, and the wages are still nothing.", "Not even a staff discount."],
      ["{q}. Someone should ask HR whether the {w} role comes with holiday.", "It comes with this roast."],
      "{q}. A personality with a rota, and still nobody wants the weekend shift.",
      ["{q}. And the {w} position pays in what, exactly?", "Exposure and snacks, presumably."],
    ],
  },
  {
    // "Accountant by day, DJ by night".
    id: "by-day-by-night",
    match: said(/by day|by night|by weekend/i, SELF_ROLES),
    jokes: [
      "{q}. A secret identity, typed out for anyone to read, which is not how secret identities work.",
      ["{q}. Superheroes hide their other life; you printed the timetable.", "The villain is the timetable."],
      "{q}. Both lives fit on one calendar, which is not the double life it sounds like.",
      ["{q}. Clark Kent kept his other job quiet, and he could actually fly.", "Take notes."],
    ],
  },
  {
    // "Certified coffee snob", "Certifiable".
    id: "certified",
    match: said(/certified|certifiable/i, SELF_ROLES),
    jokes: [
      ["{q}. Certified by whom? Hold the certificate up where we can see it.", "Laminated, ideally."],
      "{q}. The certificate was issued by you, to you, in a ceremony of one.",
      "{q}. Certified is a big word for a course nobody can find in any catalogue.",
      ["{q}. An official-sounding stamp on a completely unofficial hobby.", "The stamp is a sticker."],
    ],
  },
  {
    // "Pizza expert", "Wine connoisseur", "Authority on naps".
    id: "expert",
    match: said(/expert|connoisseur|aficionado|authority on|sommelier/i, SELF_ROLES),
    jokes: [
      ["{q}. The kind of expertise where you have strong opinions and nobody stopped you.", "Nobody ever will."],
      ["{q}. Self-assessed, which is the only exam that always passes.", "Top marks, from the only examiner."],
      "{q}. That's a title other people are supposed to give you, and you got tired of waiting.",
      ["{q}. You'd think a real {w} would know better than to call themselves one.", "Real ones just nod."],
    ],
  },
  {
    // "Self-proclaimed brunch queen".
    id: "self-proclaimed",
    match: said(/self[- ](?:proclaimed|appointed|declared|described|confessed|titled|crowned)/i),
    jokes: [
      ["{q}. Self-proclaimed, because nobody else was going to do the proclaiming.", "Somebody had to."],
      ["{q}. You proclaimed it yourself, which is how kings used to do it too.", "And look how that went."],
      "{q}. A title you can award yourself on a lunch break, and it shows a little.",
      ["{q}. The prefix is there so nobody else has to sign off on it.", "And nobody did."],
    ],
  },
  {
    // "Survived another Monday", "Group project survivor".
    id: "survivor",
    match: said(new RegExp(`(?:survived|surviving|survivor of) (?:another |a |the |my )?(?:${ORDEALS})\\b|(?:${ORDEALS}) survivor`, "i")),
    jokes: [
      "{q}. Survived, the way people survive a long queue: heroically, in their own telling.",
      ["{q}. Survived, as if there were casualties.", "There were not. Everyone else made it too."],
      "{q}. A survivor's story with all the danger taken out and the speech left in.",
      ["{q}. Somewhere, an actual survival story just got bumped down the list.", "It's not taking it well."],
    ],
  },
  {
    // "Recovering perfectionist", "Recovering theatre kid".
    id: "recovering",
    match: said(new RegExp(`recovering (?:${RECOVERING})`, "i")),
    jokes: [
      ["{q}. Recovering, present tense, which means still very much at it.", "Just with better excuses."],
      ["{q}. Recovering is a generous word for still doing it, only slower.", "Barely slower, to be fair."],
      "{q}. You can tell it's still going on, because you brought it up at all.",
      "{q}. Every recovering one brings it up within a minute, which is the part that hasn't recovered.",
    ],
  },
  {
    // "Coffee addict", "adrenaline junkie": never a substance, and the safety filter drops the rest.
    id: "hobby-addict",
    match: said(
      /\b(?!drug|heroin|crack|meth|opioid|opiate|alcohol|pill|painkiller|gambling)[\w'-]+[- ](?:addict|junkie)|addicted to (?!drugs|heroin|crack|meth|opioids|alcohol|pills|painkillers|gambling)[\w'-]+/i,
    ),
    jokes: [
      ["{q}. Calling it an addiction makes a preference sound like a documentary.", "Narrated slowly, with sad strings."],
      ["{q}. If that's an addiction, the intervention is going to be very polite.", "Biscuits will be served."],
      ["{q}. Admitting it is the first step; announcing it skips all the others.", "Straight to the speech."],
      ["{q}. That's not an addiction, that's a habit that hired a publicist.", "The publicist is you."],
    ],
  },
  {
    // "Coffee, dogs, and travel": a person as a list of nouns.
    id: "list-of-three",
    match: said(new RegExp(`^(?:${ITEM},\\s+)+${ITEM},?\\s+(?:and|&)\\s+${ITEM}$|^(?:${ITEM},\\s+){2,}${ITEM}$|^(?:[\\w'-]+\\.\\s+){2,}[\\w'-]+$`, "i"), [
      "bio",
      "answer",
      "other",
    ]),
    jokes: [
      ["{q}. A whole personality, itemised like a receipt from a very small shop.", "Nobody kept the receipt."],
      ["{q}. Those are ingredients. We're still waiting on the recipe.", "And frankly, the chef."],
      "{q}. Described the way a shop describes a candle: notes of this, that, and the other.",
      "{q}. A list this tidy is how a whole person ends up as a search filter.",
    ],
  },
];
