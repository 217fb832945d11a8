import type { TropeSource } from "../joke-types";
import { bio } from "./bios-match";

/** Identity by hobby: plants, pets, the stars, books, games, music, the enthusiast of anything. */
export const BIO_HOBBIES: TropeSource[] = [
  {
    id: "plants",
    match: bio(/plants|plant (?:mom|mum|dad|parent|lady|person|lover|collector|hoarder)|\bjungle/i),
    mood: "wholesome",
    jokes: [
      ["{q}. Plants: roommates who pay no rent and still get the best window.", "And never do the dishes."],
      "{q}. Every leaf in that home has heard about your week, and not one can leave.",
      ["{q}. Plants: pets that sulk for a month, then drop a leaf at you.", "Passive aggression, in green."],
      ["{q}. Finally, a family tree that is mostly actual trees.", "Better watered than the cousins."],
    ],
  },
  {
    id: "plant-killer",
    match: bio(
      /plant (?:murderer|killer|assassin)|kill(?:ed|s|ing|er)? (?:\w+ )?(?:house)?plants|plants? (?:always )?(?:die|died|dies)|plant\b.*\b(?:died|dead)/i,
    ),
    mood: "chaotic",
    jokes: [
      ["{q}. Plants survived the dinosaurs and the ice age, and then they met you.", "Extinction event: you."],
      ["{q}. Somewhere, a garden centre has your name on a list behind the till.", "Do not sell. Do not make eye contact."],
      "{q}. Anything green in your care has the life expectancy of a snowman in July.",
      ["{q}. At this point even a plastic fern would ask to be rehomed.", "It has seen things."],
    ],
  },
  {
    id: "dog-parent",
    match: bio(/\b(?<!hot )dogs?(?: (?:mom|mum|dad|parent|person|lover))?/i),
    mood: "wholesome",
    jokes: [
      ["{q}. Mentioning dogs: borrowing their charm, the oldest trick in the park.", "Works every time, to be fair."],
      ["{q}. Dogs: children who are thrilled to see you and never want pocket money.", "Ideal, honestly."],
      "{q}. Dogs: loyal, cheerful, always happy to see you. Much easier to brag about than yourself.",
      ["{q}. Dogs, the one subject that sends your voice up an octave.", "Only other dogs can hear the top notes."],
    ],
  },
  {
    id: "cat-parent",
    match: bio(/\bcats?(?: (?:mom|mum|dad|parent|person|lady|lover))?|kittens?/i),
    mood: "wholesome",
    jokes: [
      ["{q}. A love for cats, which cats return strictly at feeding time.", "And not a minute before."],
      ["{q}. Any cat reading this would knock it straight off the table.", "Slowly, while holding eye contact."],
      "{q}. Cats: roommates who ignore you all day, then scream for breakfast at dawn.",
    ],
  },
  {
    id: "fur-baby",
    match: bio(/fur ?(?:baby|babies|mom|mum|dad|parent|kids?)|pet (?:mom|mum|dad|parent)/i),
    mood: "wholesome",
    jokes: [
      ["{q}. Parenthood, except the kids never say thank you and shed on everything.", "Especially the good clothes."],
      "{q}. A parenting style built entirely on treats, praise, and talking in a silly voice.",
      ["{q}. The only parent on earth who's thrilled the kids will never leave home.", "Or get a job."],
    ],
  },
  {
    id: "star-sign",
    match: bio(/\b(?:aries|taurus|gemini|leo|virgo|libra|scorpio|sagittarius|capricorn|aquarius|pisces)\b/i),
    jokes: [
      ["{q}. The sign goes first, so any red flags are officially the planets' fault.", "Legally, they cannot be sued."],
      ["{q}. Your whole personality, outsourced to some stars that have never met you.", "And don't plan to."],
      ["{q}. Announcing the star sign is the most {w} thing a {w} could possibly do.", "The stars saw this coming."],
      ["{q}. A star sign, listed like care instructions on a delicate jumper.", "Handle gently. Do not tumble dry."],
    ],
  },
  {
    id: "astrology",
    match: bio(/astrology|zodiac|star signs?|horoscopes?|retrograde|birth chart|big three/i),
    jokes: [
      ["{q}. Every bad decision now comes with an alibi from outer space.", "Signed by Mercury, personally."],
      ["{q}. Late, rude or wrong, and every single time it's Mercury's fault.", "Mercury has a lawyer now."],
      ["{q}. Asks for your birth time before your surname.", "Then goes very quiet about it."],
    ],
  },
  {
    id: "books",
    // "Reading" only where it means books ("love reading", "reading in bed"), never "after reading" a message or "reading the room".
    // "Book" only as a noun ("a book a week", "book lover", the word alone, as a joke names it),
    // never the verb of a hotel's review ("I would book again").
    match: bio(
      /bookworm|bookish|\bbooks\b(?! (?:a|an|the|in|it|again)\b)|\b(?:a|the|my|your|this|that|one|new|good|favou?rite|every|last|next|whole|first) book\b|\bbook (?:lovers?|nerds?|shops?|stores?|clubs?|hoarders?)\b|^books?$|bibliophile|\breaders?\b|\b(?:love|loves|enjoy|enjoys|into|avid|adore|like) reading\b|\breading(?:,| and| in bed| by the| novels?| fiction| poetry)\b|(?:,|\band) reading$|^reading\b|book club/i,
    ),
    jokes: [
      ["{q}. More books bought than there are evenings left to read them.", "The pile is load-bearing now."],
      "{q}. Has opinions on the film adaptation before anyone has even been cast.",
      ["{q}. Ask for a recommendation, then clear your afternoon.", "Bring a snack and a notebook."],
      ["{q}. Brings a book to parties, in case the people turn out worse.", "They usually do."],
    ],
  },
  {
    id: "gamer",
    match: bio(/\bgamer|\bgaming|video games?|\bconsole|xbox|playstation|nintendo|esports/i),
    jokes: [
      ["{q}. Respawns instantly, replies to messages eventually.", "Usually after the next round."],
      ["{q}. Online matches can't be paused, so dinner will have to wait.", "Dinner is used to it."],
      "{q}. Every plan you make ends the moment someone says 'one more game'.",
    ],
  },
  {
    id: "music",
    match: bio(/\bmusic|\bconcerts?|\bfestivals?|\bvinyl|playlists?|spotify|audiophile|\bgigs\b/i),
    jokes: [
      ["{q}. Everyone likes music. Listing it is like listing 'enjoys air'.", "Also a big fan of sleep."],
      ["{q}. A playlist for every mood, including one for making playlists.", "It's mostly the same song."],
      ["{q}. Will take over the aux cord and call it curating.", "Nobody asked for the deep cut."],
    ],
  },
  {
    id: "enthusiast",
    match: bio(/enthusiast|aficionado|connoisseur|\bnerd|\bgeek|junkie|fanatic|\bsnob\b/i),
    jokes: [
      "{q}. Officially a '{w}', meaning the hobby now has its own shelf and its own budget.",
      ["{q}. A fan club of one, and the founding member never misses a meeting.", "Minutes are kept."],
      ["{q}. Ask one question about it and you're getting the director's cut.", "With commentary."],
      ["{q}. The kind of fan who corrects you on things you didn't say.", "Politely. At length."],
    ],
  },
  {
    id: "type-a",
    match: bio(/spreadsheets?|itinerar(?:y|ies)|type a\b|colou?r[- ]coded|\bplanner/i),
    jokes: [
      ["{q}. Spontaneity is welcome, as long as it's booked well in advance.", "In pen, not pencil."],
      "{q}. Every plan gets a tab, every tab gets formulas, and fun lives in column F.",
      ["{q}. Relaxing, for you, is a colour-coded cell that finally turns green.", "Deep breath. Save."],
      ["{q}. A personality with conditional formatting.", "It turns bright red whenever plans change."],
    ],
  },
  {
    id: "personality-type",
    match: bio(/\b[ie][ns][tf][jp](?:-[at])?\b|enneagram|myers[- ]briggs/i),
    jokes: [
      ["{q}. Letters from a free online quiz, worn like a university degree.", "Framed, probably."],
      ["{q}. A personality summarised in letters, like a very confident licence plate.", "Vanity plate, really."],
      "{q}. Telling people your type up front, so they know which of your flaws are official.",
    ],
  },
  {
    id: "school-house",
    match: bio(/hufflepuff|gryffindor|slytherin|ravenclaw/i),
    jokes: [
      ["{q}. Sorted by talking headwear, and still quoting the result like a degree.", "Framed above the desk."],
      ["{q}. A whole personality, assigned by headwear, and accepted without appeal.", "The headwear was very sure."],
      ["{q}. Leading with a school you never attended, in a castle that does not exist.", "Strong credentials."],
    ],
  },
  {
    id: "fandom",
    match: bio(/\bswifties?\b|\bpotterhead|\bdisney adult|\btrekkie|\bwhovian|\bdirectioner|\bbelieber|\bbeyhive\b/i),
    jokes: [
      ["{q}. Knows every release date by heart, and not one friend's birthday.", "Calendar synced to the tour."],
      ["{q}. Owns more merchandise than the shop that sells it.", "The shop calls you for stock."],
      ["{q}. A fandom with a name, which is how you know it has rules.", "And a newsletter."],
    ],
  },
  {
    id: "binge",
    match: bio(/binge[- ]?watch(?:er|ers|ing)?|\bnetflix|reality tv|rom-?coms?|\btv shows?|\bsitcoms?/i),
    jokes: [
      "{q}. A hobby done entirely lying down, listed like it was a competitive sport.",
      "{q}. The screen asks 'are you still watching?', and you take it as a compliment.",
      ["{q}. The longest relationship on here, and it has a skip intro button.", "Used every time."],
    ],
  },
  {
    id: "true-crime",
    match: bio(/true crime|crime (?:podcasts?|documentar(?:y|ies)|shows?)|murder (?:podcasts?|shows?|mysteries)/i),
    jokes: [
      ["{q}. Falls asleep to murder podcasts, and calls that winding down.", "Sweet dreams, apparently."],
      ["{q}. Relaxes with the worst day of a stranger's life, told in instalments.", "To fall asleep to."],
      ["{q}. Shouts legal advice at people on a screen who cannot hear it.", "Ask for a lawyer!"],
    ],
  },
];
