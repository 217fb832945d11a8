import type { Mood } from "../types";
import { type Line, only } from "./bit";

/** A kind of bio line, the exaggerations that fit it, and the punches that end it. */
export interface BioTheme {
  name: string;
  match: RegExp;
  mood: Mood;
  twists: Line[];
  punches: Line[];
}

const pick = <T>(f: { r: { pick: (items: readonly T[]) => T } }, items: readonly T[]) => f.r.pick(items);

export const BIO_THEMES: BioTheme[] = [
  {
    name: "travel", mood: "smug", match: /wanderlust|travel|countries|passport|explor|adventure|sunset|globe|nomad/i,
    twists: [only(/countries/i, () => "Counting countries like they're Pokémon."), (f) => `Every trip, the same pose and the same ${pick(f, ["filter", "sunglasses", "peace sign"])}.`],
    punches: [
      (f) => `The only thing you've explored is the duty-free ${pick(f, ["aisle", "perfume counter", "snack wall"])}.`,
      () => "Your passport has more personality than your captions.",
      only(/sunset/i, () => "Somewhere a sunset is begging for some privacy."),
      () => "And the furthest you've really gone is your comfort zone.",
    ],
  },
  {
    name: "coffee", mood: "deadpan", match: /coffee|caffeine|espresso|latte|matcha/i,
    twists: [() => "That's not a personality, that's a loyalty card."],
    punches: [
      () => "Your blood type is oat milk.",
      () => "A whole identity, available in tall, grande and venti.",
      () => "The barista spells your name wrong on purpose.",
    ],
  },
  {
    name: "vibes", mood: "smug", match: /best life|good vibes|vibes only|blessed|manifest|grateful|positive energy|no filter|reset/i,
    twists: [() => "Said with the confidence of a horoscope.", () => "Bold claim for a caption this plain."],
    punches: [
      only(/best life/i, () => "If this is your best life, the sequel needs a rewrite."),
      () => "The universe read your manifesto and left you on read.",
      only(/manifest/i, () => "Manifesting is not a strategy."),
      only(/vibes/i, () => "The good vibes have left the building."),
      only(/blessed|grateful/i, () => "Gratitude this loud usually comes with a discount code."),
      only(/no filter/i, () => "No filter, and honestly, it needed one."),
      only(/reset/i, () => "A reset button, pressed weekly, with no visible results."),
    ],
  },
  {
    name: "hustle", mood: "smug", match: /entrepreneur|own boss|hustle|grind|opportunity|passive income|brand deals|link below|dm for|coaching|essential oils/i,
    twists: [() => "Every message is secretly a sales funnel.", () => "Big words for a business run from the couch."],
    punches: [
      () => "Translation: a logo, a ring light and zero customers.",
      () => "Your business plan is mostly fonts.",
      () => "That's not a pitch, that's a pyramid with better lighting.",
      () => "Somewhere an inbox is bracing for impact.",
    ],
  },
  {
    name: "gym", mood: "chaotic", match: /\bgym|gains|protein|lift|5am|fitness|workout|marathon|crossfit/i,
    twists: [() => "Even your bio does cardio.", () => "We get it, you own a shaker bottle."],
    punches: [
      () => "The only rep you never skip is telling everyone.",
      () => "Your personality has a pre-workout and a post-workout, and nothing in between.",
      () => "Leg day is optional; mentioning the gym is mandatory.",
    ],
  },
  {
    name: "food", mood: "chaotic", match: /foodie|brunch|taco|avocado|pizza|recipe|cook|chef|eats|kitchen|toast critic/i,
    twists: [() => "Every meal gets a photo shoot and a press release."],
    punches: [
      () => "Being hungry is not a personality.",
      () => "Your camera eats before you do.",
      only(/critic|foodie/i, () => "A food critic whose only review is yum."),
      only(/cook|chef|kitchen|smoke/i, () => "The smoke alarm is your most loyal fan."),
    ],
  },
  {
    name: "pets", mood: "wholesome", match: /\b(dog|cat|plant) (mom|dad|parent)\b|\bplants\b|corgi|my cat/i,
    twists: [only(/plant/i, () => "The plants are clearly the ones raising you.")],
    punches: [
      only(/dog|cat|corgi|pet/i, () => "Your pets have a better social life than you."),
      only(/dog|cat|corgi|pet/i, () => "The pets are the main characters; you're the intern."),
      only(/plant/i, () => "Even the houseplants think this bio is a bit much."),
      only(/plant/i, () => "The plants are photosynthesising harder than you're trying."),
    ],
  },
  {
    name: "humour", mood: "deadpan", match: /sarcasm|funny|humou?r|memes?\b|jokes?|love language/i,
    twists: [() => "A bold claim, with no evidence attached."],
    punches: [
      () => "Says the bio with zero jokes in it.",
      only(/sarcasm/i, () => "Sarcasm isn't a language, it's a warning label."),
      only(/love language|memes/i, () => "That's not a love language, that's a message from 2014."),
    ],
  },
  {
    name: "seeking", mood: "smug", match: /partner in crime|looking for|someone who|keep up|long term|no drama/i,
    twists: [() => "That's a job listing with no benefits."],
    punches: [
      only(/crime/i, () => "The only crime here is this bio."),
      only(/keep up/i, () => "Keep up with what, your screen time?"),
      only(/long term/i, () => "Long term is ambitious for a bio this short."),
      () => "Applicants should expect a long, unpaid trial period.",
    ],
  },
  {
    name: "height", mood: "deadpan", match: /\b\d'\d{1,2}\b|\bheight\b/i,
    twists: [() => "Leading with a measurement, like a piece of flat-pack furniture."],
    punches: [
      () => "Nothing says confidence like opening with a tape measure reading.",
      () => "A height in the bio: a résumé with exactly one skill.",
    ],
  },
  {
    name: "crypto", mood: "chaotic", match: /crypto|web3|nft|blockchain|moon|financial advice|bitcoin|early to everything/i,
    twists: [() => "Every chart you own points the same direction: down."],
    punches: [
      only(/advice/i, () => "Correct, it's not financial advice, it's barely advice."),
      () => "Your portfolio and your follower count are racing to zero.",
      only(/early/i, () => "Early to everything, except making money."),
    ],
  },
];
