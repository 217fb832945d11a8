import type { TropeSource } from "../joke-types";
import { family, PROFILE, ANYWHERE, NOT_PETS } from "./voices-family-match";

/** Family life, the parents' side: kids, being a parent, the titles a family gives. */
export const FAMILY_TROPES: TropeSource[] = [
  {
    // "Only here to play with my kids", "Just here to keep up with the family", "Only on here for the grandkids".
    id: "only-here-for-family",
    mood: "deadpan",
    match: family(
      /\b(?:only|just|mostly|mainly) (?:on )?here (?:to|for) (?:[\w'’]+ ){0,4}?(?:my|the|our) (?:kids|children|family|fam|grandkids|grandchildren|grandbabies|nieces?|nephews?)\b/i,
      PROFILE,
    ),
    jokes: [
      ["{q}. The internet's favourite alibi, and it has never once held up.", "Not once."],
      ["{q}. A disclaimer at the door, in case anyone suspects you came for fun.", "Nobody suspects that."],
      ["{q}. Said the way people say they only came to the party for the snacks.", "Last to leave, every time."],
      ["{q}. Here strictly on family business, like a parent at the school disco.", "Standing by the wall, judging."],
      ["{q}. A bio that opens by apologising for having a bio at all.", "Very polite.", "Very polite, very suspicious."],
    ],
  },
  {
    // "Mum of 3", "Dad to 2 girls", "Mom of twins".
    id: "parent-of-number",
    mood: "wholesome",
    match: family(
      new RegExp(
        `\\b${NOT_PETS}(?:mum|mom|mam|mama|momma|mummy|mommy|dad|daddy|papa|father|mother|parent)s?\\s+(?:of|to)\\s+(?:\\d+|one|two|three|four|five|six|seven|eight|twins|triplets|boys|girls|a (?:boy|girl|son|daughter|toddler|teen|teenager|newborn))\\b`,
        "i",
      ),
      PROFILE,
    ),
    jokes: [
      ["{q}. Listed like a job title, and fair enough: it has the worst hours going.", "No weekends, no sick days."],
      ["{q}. Introduced by headcount, like a manager whose whole team never stops shouting.", "Or asking for snacks."],
      ["{q}. A position with no salary, no holidays and an extremely demanding board.", "The board never sleeps."],
      ["{q}. The most senior role anyone can hold with absolutely zero training.", "And no exit interview."],
    ],
  },
  {
    // "Wife, mum, nurse", "Husband | Dad | Engineer", "Mum. Wife. Tired."
    id: "family-roles-list",
    mood: "wholesome",
    match: family(
      /(?:^|[|•·/.,]\s*)(?:proud |busy |tired |happy )?(?:wife|husband|hubby|mum|mom|mam|mama|mother|dad|daddy|father|papa|daughter|son|sister|brother|nana|grandma|grandad|grandpa)\s*[,|•·/.]\s*(?:wife|husband|hubby|mum|mom|mam|mama|mother|dad|daddy|father|papa|daughter|son|sister|brother|nana|grandma|grandad|grandpa)\b/i,
      ["bio", "answer", "other"],
    ),
    jokes: [
      ["{q}. A list of roles, in order of who needs something from you first.", "Everyone, at once."],
      ["{q}. Family titles listed like credentials, each one a full-time job with no pay.", "Overtime compulsory."],
      ["{q}. A whole career history where every position is unpaid and nobody ever resigns.", "Not even at lunch."],
      ["{q}. Job titles from a company where the staff can't be fired and know it.", "Tenure, for life."],
    ],
  },
  {
    // "Raising tiny humans", "My little monsters", "Mini me".
    id: "tiny-humans",
    mood: "chaotic",
    match: family(
      /\b(?:(?:tiny|little|mini) (?:humans?|monsters?|terrors?|gremlins?|dictators?|bosses)|my (?:littles|minions|munchkins)|mini[- ]me)\b/i,
      ANYWHERE,
    ),
    jokes: [
      ["{q}. A cute name for the people who actually run the household.", "And the budget."],
      ["{q}. Small in size, enormous in every other measurement, especially volume.", "Mostly volume."],
      ["{q}. Named like a sweet side project, managed like a hostile takeover.", "The takeover is going well."],
      ["{q}. Affectionate, accurate, and said by someone who has not sat down since breakfast.", "Or finished a hot drink."],
    ],
  },
  {
    // "Kids are finally asleep", "Nap time is sacred", "Bedtime battles".
    id: "kids-asleep",
    mood: "chaotic",
    match: family(
      /\b(?:(?:kids?|baby|babies|toddlers?|little ones?|twins) (?:(?:is|are|finally|now|both|all) ){0,2}(?:asleep|sleeping|napping|down for the night)|nap ?time|bed ?time (?:battles?|routine|stories|story|negotiations?))\b/i,
      ANYWHERE,
    ),
    jokes: [
      ["{q}. The sweetest words in the language, typed in a whisper.", "Tiptoe.", "Tiptoe, and do not breathe."],
      ["{q}. Silence at last, and a strong feeling that it will not last.", "It won't."],
      ["{q}. Celebrated like a ceasefire, which, to be fair, is exactly what it is.", "Fragile."],
      ["{q}. Every grown-up freedom, crammed into the window before somebody wakes up.", "Choose wisely."],
    ],
  },
  {
    // "Mum life", "Parenting fail", "Soccer mom", "Girl dad".
    id: "parent-life",
    mood: "wholesome",
    match: family(
      new RegExp(
        `\\b(?:${NOT_PETS}(?:mum|mom|mam|mama|dad|parent|parenting) (?:life|fails?|wins?|hacks?|guilt|brain|tax|taxi|duty|duties|struggles)|(?:boy|girl|twin|sports|soccer|football|rugby|hockey|dance|cheer|netball|swim|cricket) (?:mum|mom|mam|mama|momma|dad|daddy)s?)\\b`,
        "i",
      ),
      ANYWHERE,
    ),
    jokes: [
      ["{q}. Branded like a lifestyle, lived like a shift that never ends.", "No handover."],
      ["{q}. A job with no training, no pay, and very loud performance reviews.", "Daily."],
      ["{q}. Said with pride and exhaustion, in exactly equal measure.", "Mostly exhaustion.", "Mostly exhaustion, honestly."],
      ["{q}. A whole identity, with the snacks in every pocket to prove it.", "And the tiredness."],
    ],
  },
  {
    // "Proud mum moment", "Proud dad", "So proud of my daughter".
    id: "proud-parent",
    mood: "wholesome",
    match: family(
      /\b(?:proud (?:mum|mom|mam|mama|momma|mummy|dad|daddy|papa|parents?|nan|nana|grandma|granny|grandad|grandpa|grandparents?)|proud of (?:my|our) (?:son|daughter|boy|girl|kids|children|little one|baby)s?)\b/i,
      ["bio", "caption", "comment", "other"],
    ),
    jokes: [
      ["{q}. Pride at a volume normally reserved for a stadium.", "Encore.", "Encore, by popular demand."],
      ["{q}. The one brag nobody is allowed to roll their eyes at, and you know it.", "Clever."],
      ["{q}. A parent's brag: the only kind that gets louder every time it is repeated.", "And it will be."],
      ["{q}. Said like a headline, because the news simply could not wait.", "Extra, extra."],
    ],
  },
  {
    // "Cool aunt", "Favourite uncle", "Auntie duties".
    id: "cool-aunt",
    mood: "chaotic",
    match: family(
      /\b(?:(?:cool|fun|favou?rite|fave|best|crazy|honorary|world'?s best) (?:aunt|auntie|aunty|uncle|godmother|godfather|godparent)s?|(?:aunt|auntie|aunty|uncle|godmother|godfather|godparent) (?:life|duties|duty|mode|goals))\b/i,
      ANYWHERE,
    ),
    jokes: [
      ["{q}. All of the fun of children, with a very generous return policy.", "Same-day returns."],
      ["{q}. The sugar, the noise, the late nights, and then home to somewhere quiet.", "Blissfully quiet."],
      ["{q}. A self-awarded title. The children were not consulted.", "Nor were their parents."],
      ["{q}. Spoiling them rotten, then handing them back just before the crash.", "Perfect timing."],
    ],
  },
];
