import type { TropeSource } from "../joke-types";
import { family, SAID, ANYWHERE, PARENT_REMARK } from "./voices-family-match";

/** Family life, heard: a parent's remarks and sign-offs, the family chat, in-laws, siblings, home visits. */
export const FAMILY_REMARK_TROPES: TropeSource[] = [
  {
    // "Dad jokes loading", "Professional dad joke teller", "Fluent in dad humour".
    id: "dad-humour",
    mood: "chaotic",
    match: family(/\bdad (?:jokes?|joker|puns?|humou?r)\b/i, ANYWHERE),
    jokes: [
      ["{q}. Announced in advance, which is the only mercy anyone will be shown.", "Groan accordingly.", "Groan accordingly, and loudly."],
      ["{q}. A style of comedy where the groan is the applause, and both are guaranteed.", "Every time.", "Every time, from every room."],
      ["{q}. A comedy act where the applause is the sound of eyes rolling.", "Standing eye-roll.", "A standing eye-roll, every night."],
      ["{q}. Every room goes quiet, and somehow that counts as a standing ovation.", "Encore, sadly."],
    ],
  },
  {
    // "Call your mother", "Ring your mum", "Text your mom back".
    id: "call-your-mother",
    mood: "wholesome",
    match: family(
      /\b(?:call|ring|text|visit|hug) your (?:mother|mum|mom|mam|mama|mummy|parents|folks|nan|nana|gran|granny|grandma|grandmother|dad|father)\b/i,
      ["bio", ...SAID],
    ),
    jokes: [
      ["{q}. Not a suggestion. An instruction, with the guilt included at no extra charge.", "Free delivery."],
      ["{q}. Somewhere, a parent read that and felt completely, gloriously vindicated.", "At last.", "At last, in writing."],
      ["{q}. Public advice, aimed with suspicious precision at one person in particular.", "They know who they are."],
      ["{q}. Great advice. Whoever typed it has presumably already rung theirs.", "Presumably.", "Presumably today, and for a good long while."],
    ],
  },
  {
    // "Did you eat?", "Have you eaten yet", "Make sure you eat something".
    id: "did-you-eat",
    mood: "wholesome",
    match: family(
      /\b(?:did (?:you|u|ya) eat|have (?:you|u) eaten|are (?:you|u) eating (?:properly|enough)|(?:make sure|remember) (?:you|u|to) eat|you need to eat|eaten yet|did (?:you|u) have (?:lunch|dinner|breakfast|tea)|what did (?:you|u) have for (?:lunch|dinner|tea))\b/i,
      SAID,
    ),
    jokes: [
      ["{q}. Not a question: a welfare check with a menu attached.", "Seconds are mandatory.", "Seconds are mandatory, thirds expected."],
      ["{q}. Whatever the answer, it'll be the wrong one, and more food will follow.", "Lots more.", "Lots more, in a tub to take home."],
      ["{q}. The way some people say I love you, with gravy.", "Extra gravy.", "Extra gravy, no arguments."],
      ["{q}. A love language, phrased as a nutrition audit.", "Pass or fail.", "Fail, obviously. Eat something, right now, please."],
    ],
  },
  {
    // "Love you sweetie", "Love ya kiddo", "Love you darling".
    id: "pet-name-sign-off",
    mood: "wholesome",
    match: family(
      /\blove (?:you|ya|u)(?: (?:lots|loads|always|so much|to bits))?,? (?:sweetie|sweetheart|darling|kiddo|poppet|pumpkin|my boy|my girl|my darling|sunshine|petal|chicken)\b/i,
      SAID,
    ),
    jokes: [
      ["{q}. A pet name, in writing, which is how affection becomes evidence.", "Exhibit A.", "Exhibit A, at every birthday speech."],
      ["{q}. Sweet enough to rot teeth, and readable by absolutely anyone.", "Anyone at all.", "Including everyone who'll tease you for it."],
      ["{q}. Tender words with the volume of a parent waving both arms at the school gates.", "Both arms, still waving."],
      ["{q}. Lovely, sincere, and now ready to be read aloud at every family gathering.", "Forever.", "Forever, with actions."],
    ],
  },
  {
    // "This is your father", "It's mum.", "Love, Dad".
    id: "signed-by-parent",
    mood: "deadpan",
    match: family(
      /\b(?:(?:hi,? )?(?:this is|it'?s) (?:your )?(?:father|mother|mum|mom|mam|dad|nan|gran|grandma|grandad)(?=\s*(?:[.,!]|here\b|speaking\b|$))|(?:lots of love|love|regards|signed|from),\s?(?:your )?(?:mum|mom|mam|dad|father|mother|nan|gran|grandma|grandad)(?=\s*(?:x+\b|[.!]|$))|love from (?:your )?(?:mum|mom|mam|dad|father|mother|nan|gran|grandma|grandad)(?=\s*(?:x+\b|[.!]|$)))/i,
      SAID,
    ),
    jokes: [
      ["{q}. Signed in full, in case anyone wondered who else might be typing.", "Nobody wondered.", "Nobody wondered, but thank you."],
      ["{q}. Formal as a letter, from someone who believes every message needs a signature.", "And a stamp."],
      ["{q}. Typed like a voicemail, read like a summons.", "Report home at once.", "Report home at once, and bring a coat."],
      ["{q}. Credentials stated in full, as if someone else might be applying for the position.", "Nobody is."],
    ],
  },
  {
    // "Family group chat is on fire", "Muting the family chat", "Mum just joined the family WhatsApp".
    id: "family-chat",
    mood: "chaotic",
    match: family(/\b(?:family (?:group ?chat|group|chat|whats ?app|thread)|fam(?:ily)? gc)s?\b/i, ANYWHERE),
    jokes: [
      ["{q}. Part newsroom, part courtroom, run by whoever has the most free time.", "Usually the loudest relative."],
      ["{q}. Mute it, by all means. Leaving would be a declaration of war.", "Christmas would be cancelled."],
      ["{q}. Where news arrives late, in capitals, with a forwarded warning attached.", "Signed with a thumbs-up."],
      ["{q}. The one place a single thumbs-up can start a feud that outlives everyone.", "Generations of it."],
    ],
  },
  {
    // "Meeting the in-laws", "My mother-in-law is visiting", "Christmas with the outlaws".
    id: "in-laws",
    mood: "smug",
    match: family(/\b(?:in-?laws|(?:mother|father|sister|brother|son|daughter|parents)s?[- ]in[- ]laws?|the outlaws)\b/i, ANYWHERE),
    jokes: [
      ["{q}. Family you didn't choose, chosen for you by the person you did.", "Small print, unread."],
      ["{q}. Relatives by paperwork, with opinions by birthright.", "Loud ones.", "Loud ones, at every meal."],
      ["{q}. Said in the careful tone of someone who knows they might read this.", "They will.", "They will, and they'll bring it up."],
    ],
  },
  {
    // "Happy birthday to my little sister", "My brother from another mother", "Sibling rivalry".
    id: "siblings",
    mood: "wholesome",
    match: family(
      /\b(?:(?:my|our) (?:little |big |baby |older |younger |twin |kid |annoying |favou?rite )?(?:sis|sister|brother|siblings?)s?(?! in christ)|sibling (?:rivalry|love|goals|bond)|(?:sister|brother) from another (?:mister|mother))\b/i,
      ANYWHERE,
    ),
    jokes: [
      ["{q}. The one person legally allowed to bring up everything you did as a child.", "At length.", "At length, at every wedding."],
      ["{q}. A shared childhood, and still no agreement on who started it.", "They did.", "They did, obviously."],
      ["{q}. Sibling love: mostly insults, and borrowed things that never come back.", "Never.", "Never, ever coming back."],
      ["{q}. Sibling affection, said out loud, which is rare enough to frame.", "And deny later.", "And deny it ever happened."],
    ],
  },
  {
    // "Family holiday done", "Home for the holidays", "Christmas with the fam".
    id: "family-time",
    mood: "wholesome",
    match: family(
      /\b(?:family (?:holiday|vacation|trip|reunion|christmas|xmas|dinner|lunch|gathering|day out|time|weekend|bbq|barbecue|get-?together)s?|home for (?:the holidays|christmas|xmas|thanksgiving|easter)|(?:christmas|xmas|thanksgiving|easter|sunday lunch|sunday dinner) (?:with|at) (?:the )?(?:family|fam|in-?laws|parents|folks|grandparents))\b/i,
      ANYWHERE,
    ),
    jokes: [
      ["{q}. Rest and relaxation, with every available relative, which guarantees neither.", "Not a minute of either."],
      ["{q}. The same arguments as every year, now with a change of scenery.", "And better snacks."],
      ["{q}. Quality time, served in large quantities, with opinions nobody requested.", "Seconds of those too."],
      ["{q}. Sold as bonding. Remembered, accurately, as a long negotiation over seating.", "Nobody won."],
    ],
  },
  {
    // "Back at my parents' for the week", "Moved back in with my parents", "Staying at mum's".
    // Where the person is, not where a thing was: "the bucket of bricks at my parents' house" is
    // no stay of theirs (its "Rent-free" joke was judged false on held-out v35).
    id: "back-at-parents",
    mood: "deadpan",
    match: family(
      /(?:(?:^|\b(?:back|staying|stayed|stay|over|round|home|i'm|i’m|im|am|we're|we’re|been|sleeping|week|weekend|night|nights))\s*at (?:my |our )?(?:mum|mom|mam|parents|folks|nan|nana|gran|grandma|grandparents)(?:'s|’s|s'|s’|'|’)|(?:moved|moving|living|staying) (?:back )?(?:in )?with (?:my |the )?(?:parents|folks|mum|mom|mam))(?!\w)/i,
      ANYWHERE,
    ),
    jokes: [
      ["{q}. Back where the fridge is always full and the questions never stop.", "Are you eating properly?"],
      ["{q}. Reverting to a teenager the moment the front door closes.", "Sulking included.", "Sulking and slammed doors included."],
      ["{q}. Free food, free laundry, and a curfew nobody mentions but everybody observes.", "Strictly."],
      ["{q}. Rent-free, fully catered, and supervised at all times.", "Living the dream.", "Living the dream, under inspection."],
    ],
  },
  {
    // "Ask your father", "Because I said so", "We have food at home".
    id: "parent-classics",
    mood: "deadpan",
    match: family(
      /\b(?:ask your (?:father|dad|mother|mum|mom)|wait (?:till|until|'?til) your (?:father|dad|mother|mum|mom)|because i said so|we(?:'ve| have) (?:got )?food at home|money doesn'?t grow on trees|were you born in a barn|i'?m not (?:a|your) taxi|(?:i'?m )?not angry,? (?:i'?m )?just disappointed)\b/i,
      ["caption", "comment", "chat_message", "answer", "other"],
    ),
    jokes: [
      ["{q}. Straight from the parental phrasebook, quoted word for word.", "Page one.", "Page one, first line."],
      ["{q}. Said with full authority by someone who swore, as a child, never to say it.", "Never say never."],
      ["{q}. A classic, handed down through the generations like a chipped dish.", "Still in use.", "Still in use, every Sunday."],
      ["{q}. No further questions will be taken at this time.", "Or at any time.", "Or at any time, by anyone, ever."],
    ],
  },
  {
    // "Family first", "Family over everything", "Family is everything".
    id: "family-first",
    mood: "wholesome",
    match: family(/\bfamily(?: (?:first|over everything|is everything|comes first|above all|before everything)|,? (?:always|forever))\b/i, ANYWHERE),
    jokes: [
      ["{q}. Everybody else is welcome too, provided they take a ticket and wait.", "A long wait.", "A long wait, no chairs."],
      ["{q}. A loyalty statement, written for relatives who have it on mute.", "They'll see it at Christmas."],
      ["{q}. Said like a vow, and tested, very thoroughly, every single Christmas.", "Sorely tested."],
      ["{q}. A motto for a family crest, and a trump card in every argument about Sunday plans.", "Played loudly."],
    ],
  },
  {
    // Someone else's parental remark, read under their name: "Did you eat?" from Mum, "This is your father".
    id: "parent-remark-by",
    mood: "wholesome",
    match: { on: "quote", by: true, words: PARENT_REMARK, roles: ["comment", "chat_message"] },
    jokes: [
      ["{q}, says {by}. Sweet, sincere, and absolutely impossible to argue with.", "Do as {by} says."],
      ["{by} arrives with {q}, and everyone else on the screen sits up straight.", "Elbows off the table."],
      ["{q}, from {by}: the most parental sentence on the screen, and it is not close.", "Nobody else stood a chance."],
      ["{q}, says {by}, and the whole screen smells faintly of a roast dinner.", "Gravy pending.", "Gravy pending, seconds compulsory."],
    ],
  },
];
