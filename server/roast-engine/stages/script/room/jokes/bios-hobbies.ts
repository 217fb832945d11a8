import type { TropeSource } from "../joke-types";
import { bio } from "./bios-match";

/** Identity by hobby: plants, pets, the stars, books, games, music, the enthusiast of anything. */
export const BIO_HOBBIES: TropeSource[] = [
  {
    id: "plants",
    match: bio(/plants|plant (?:mom|mum|dad|parent|lady|person|lover|collector|hoarder)|\bjungle/i),
    mood: "wholesome",
    jokes: [
      ["{q}. The {w} did not sign up for this.", "They just keep quietly photosynthesising through it."],
      "{q}. A jungle indoors, and every single leaf has heard about your week.",
      "{q}. Plants: the only roommates who cannot move out, no matter how bad it gets.",
      ["{q}. Owning plants is adopting very slow pets that judge your watering.", "Silently, but constantly."],
    ],
  },
  {
    id: "plant-killer",
    match: bio(
      /plant (?:murderer|killer|assassin)|kill(?:ed|s|ing|er)? (?:\w+ )?(?:house)?plants|plants? (?:always )?(?:die|died|dies)|plant\b.*\b(?:died|dead)/i,
    ),
    mood: "chaotic",
    jokes: [
      ["{q}. Plants survived the dinosaurs and the ice age, and then they met you.", "Undefeated, until now."],
      ["{q}. Somewhere, a garden centre has your name on a list behind the till.", "Do not sell. Do not make eye contact."],
      "{q}. Anything green in your care has the life expectancy of a snowman in July.",
      ["{q}. Watering is the whole job, and somehow the job is still open.", "Applicants have been warned."],
    ],
  },
  {
    id: "dog-parent",
    match: bio(/\b(?<!hot )dogs?(?: (?:mom|mum|dad|parent|person|lover))?/i),
    mood: "wholesome",
    jokes: [
      "{q}. Dogs did not ask to be a personality. Dogs asked for a walk.",
      ["{q}. Dogs: the most interesting thing in this sentence, and they would agree.", "Loudly, at the door."],
      ["{q}. Dogs: like kids, but always thrilled to see you and never asking for pocket money.", "Ideal, honestly."],
      ["{q}. A dog is wonderful. A dog is also not a personality you can borrow.", "Give it back."],
    ],
  },
  {
    id: "cat-parent",
    match: bio(/\bcats?(?: (?:mom|mum|dad|parent|person|lady|lover))?|kittens?/i),
    mood: "wholesome",
    jokes: [
      "{q}. Cats tolerate people at best, so this is the most one-sided love on here.",
      ["{q}. People think they have a cat. The cat thinks it has staff.", "Underpaid staff, at that."],
      ["{q}. Any cat reading this would remain unimpressed.", "Which is the cat's default setting, to be fair."],
      "{q}. Every cat owner believes their cat is the funny one, and every cat owner is right.",
    ],
  },
  {
    id: "fur-baby",
    match: bio(/fur ?(?:baby|babies|mom|mum|dad|parent|kids?)|pet (?:mom|mum|dad|parent)/i),
    mood: "wholesome",
    jokes: [
      ["{q}. A parent whose children have never once said thank you.", "Or anything, really."],
      "{q}. A parenting style built entirely on treats, praise, and talking in a silly voice.",
      ["{q}. Fur babies: the only kids who will never move out, or get a job.", "Or stop shedding on the good clothes."],
    ],
  },
  {
    id: "star-sign",
    match: bio(/\b(?:aries|taurus|gemini|leo|virgo|libra|scorpio|sagittarius|capricorn|aquarius|pisces)\b/i),
    jokes: [
      ["{q}. Naming the sign, so any red flags are technically the planets' fault.", "Legally, they cannot be sued."],
      ["{q}. A personality outsourced to a planet that has never met you.", "And would not return your calls."],
      ["{q}. Announcing the star sign is the most {w} thing a {w} could possibly do.", "The stars saw this coming."],
      ["{q}. A star sign, listed like care instructions on a delicate jumper.", "Handle gently. Do not tumble dry."],
    ],
  },
  {
    id: "astrology",
    match: bio(/astrology|zodiac|star signs?|horoscopes?|retrograde|birth chart|big three/i),
    jokes: [
      ["{q}. Every bad decision now comes with an alibi from outer space.", "Signed by Mercury, personally."],
      "{q}. When it goes badly, it was retrograde. When it goes well, also retrograde.",
      ["{q}. Fan fiction where you are the main character, written by planets.", "And the planets are phoning it in."],
    ],
  },
  {
    id: "books",
    match: bio(/bookworm|bookish|\bbooks?\b|bibliophile|\breaders?\b|\breading\b|book club/i),
    jokes: [
      ["{q}. A reader's shelf is half books read and half books bought to feel like a reader.", "Very impressive shelf, either way."],
      ["{q}. Reading is great. Announcing it is a separate hobby entirely.", "With a much bigger audience."],
      "{q}. The kind of reader with opinions about the film before it is even cast.",
      ["{q}. Ask for a recommendation, then clear your afternoon.", "Bring a snack and a notebook."],
    ],
  },
  {
    id: "gamer",
    match: bio(/\bgamer|\bgaming|video games?|\bconsole|xbox|playstation|nintendo|esports/i),
    jokes: [
      ["{q}. Respawns instantly, replies to messages eventually.", "Usually after the next round."],
      "{q}. Countless hours in a world with save points, and real life still has none.",
      ["{q}. Will pause a conversation, but never, ever an online match.", "Priorities, set in the settings menu."],
      "{q}. A warning, really, that every plan ends the minute someone says 'one more game'.",
    ],
  },
  {
    id: "music",
    match: bio(/\bmusic|\bconcerts?|\bfestivals?|\bvinyl|playlists?|spotify|audiophile|\bgigs\b/i),
    jokes: [
      ["{q}. Everyone likes music. Listing it is like listing 'enjoys air'.", "Bold of you to go public."],
      "{q}. The kind of person who says 'you probably have not heard of them' as a greeting.",
      ["{q}. A playlist for every mood, and every mood is slightly dramatic.", "Especially the sad one."],
      ["{q}. Will absolutely take over the aux and call it curating.", "Nobody asked for the deep cut."],
    ],
  },
  {
    id: "enthusiast",
    match: bio(/enthusiast|aficionado|connoisseur|\bnerd|\bgeek|junkie|fanatic|\bsnob\b/i),
    jokes: [
      "{q}. A hobby gets called '{w}' once it starts costing real money.",
      ["{q}. A fan club of one, and the founding member never misses a meeting.", "Minutes are kept."],
      ["{q}. Passion this intense usually comes with a podcast nobody asked for.", "Episode one runs longer than a film."],
      "{q}. The kind of hobby that comes with a lecture, whether or not you blink.",
    ],
  },
  {
    id: "type-a",
    match: bio(/spreadsheets?|itinerar(?:y|ies)|type a\b|colou?r[- ]coded|\bplanner/i),
    jokes: [
      ["{q}. Spontaneity is welcome, as long as it is booked well in advance.", "In pen, not pencil."],
      "{q}. The holiday has tabs, the tabs have formulas, and fun lives in column F.",
      "{q}. Somebody's idea of relaxing is a colour-coded cell, and that somebody is you.",
      ["{q}. A personality with conditional formatting.", "It turns bright red whenever plans change."],
    ],
  },
  {
    id: "personality-type",
    match: bio(/\b[ie][ns][tf][jp](?:-[at])?\b|enneagram|myers[- ]briggs/i),
    jokes: [
      ["{q}. Letters that explain everything, according to an online quiz.", "And the quiz is never wrong, apparently."],
      ["{q}. A personality summarised in letters, like a very confident licence plate.", "Vanity plate, really."],
      "{q}. Telling people your type up front, so they know which of your flaws are official.",
    ],
  },
  {
    id: "school-house",
    match: bio(/hufflepuff|gryffindor|slytherin|ravenclaw/i),
    jokes: [
      ["{q}. Sorted into a fictional house years ago, and never once asked for a transfer.", "Loyal, at least."],
      "{q}. A personality assigned by a talking piece of fictional headwear, and accepted without appeal.",
      ["{q}. Leading with a school you never attended, in a castle that does not exist.", "Strong credentials."],
    ],
  },
  {
    id: "binge",
    match: bio(/binge[- ]?watch(?:er|ers|ing)?|\bnetflix|reality tv|rom-?coms?|\btv shows?|\bsitcoms?/i),
    jokes: [
      "{q}. A hobby done entirely lying down, listed like it was a competitive sport.",
      ["{q}. Still watching, as the screen keeps asking, and the answer is always yes.", "Without shame."],
      ["{q}. The only commitment on here that never skips an episode.", "Except the intro, every single time."],
    ],
  },
  {
    id: "true-crime",
    match: bio(/true crime|crime (?:podcasts?|documentar(?:y|ies)|shows?)|murder (?:podcasts?|shows?|mysteries)/i),
    jokes: [
      "{q}. Could talk anyone through how every case was solved, whether or not they asked.",
      ["{q}. Relaxes with the worst day of a stranger's life, told in instalments.", "To fall asleep to."],
      "{q}. That much forensic knowledge, and it is all being used to choose a podcast.",
    ],
  },
];
