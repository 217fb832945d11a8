import { defineFamily } from "./room-types";

const tag = (words: RegExp) => ({ on: "hashtag" as const, words });

/** Hashtags, the footnotes nobody reads. */
export const HASHTAGS = defineFamily("tag", [
  {
    id: "blessed",
    match: tag(/blessed|grateful|thankful|gratitude/i),
    setups: ["{q}. Blessed, and making sure the algorithm knows.", "{ctx}, and then {q}."],
    twists: ["Humble, in a very loud font."],
    punches: ["Blessed, but the lighting wasn't.", "The only thing blessed here is the hashtag count.", "Gratitude, but make it searchable."],
  },
  {
    id: "fyp",
    match: tag(/fyp|foryou|viral|explore|trending/i),
    setups: ["{q}. Asking the algorithm, nicely.", "{ctx}, and the wish {q}."],
    twists: ["The algorithm has its headphones on."],
    punches: ["The For You page said 'not for me'.", "The algorithm saw the tag and scrolled past.", "Begging the algorithm in public, brave."],
  },
  {
    id: "ootd",
    match: tag(/ootd|outfit|fitcheck|fashion|style|wiwt/i),
    setups: ["{q}. The outfit needed a hashtag to explain itself.", "{ctx}, and the label {q}."],
    twists: ["Posted like a museum label."],
    punches: ["Outfit of the day, and of yesterday, and Tuesday.", "The fit checked itself out.", "A hashtag holding the outfit together."],
  },
  {
    id: "grindset",
    match: tag(/grind|hustle|motivation|mondaymotivation|success|mindset|entrepreneur/i),
    setups: ["{q}. Motivation, as a hashtag, for others.", "{ctx}, and the rally cry {q}."],
    twists: ["Typed between two naps."],
    punches: ["The grind is mostly posting about the grind.", "Motivational poster, lower resolution.", "Success loading, please hold."],
  },
  {
    id: "travel-tag",
    match: tag(/travel|wanderlust|vacation|holiday|beach|explore/i),
    setups: ["{q}. Tagged, in case we missed the beach.", "{ctx}, and the tag {q}."],
    twists: ["Sunburn included."],
    punches: ["A holiday, tagged like a crime scene.", "We saw the sand; the tag was extra.", "Your out-of-office has hashtags now."],
  },
  {
    id: "food-tag",
    match: tag(/food|foodtok|foodie|yum|brunch|eats|instafood/i),
    setups: ["{q}. Tagging food so it gets famous.", "{ctx}, and the tag {q}."],
    twists: ["The waiter is still waiting."],
    punches: ["The food was cold by the time you posted.", "Your camera ate first again.", "The plate has more followers than the chef."],
  },
  {
    id: "golden-hour",
    match: tag(/goldenhour|sunset|nofilter|naturallight|photography/i),
    setups: ["{q}. Golden hour, bronze effort.", "{ctx}, and the tag {q}."],
    twists: ["Taken fifty times."],
    punches: [
      "No filter, just a lot of squinting.",
      "The sun did all the work and you took the credit.",
      "Golden hour lasts an hour; the posting lasted three.",
    ],
  },
  {
    id: "selfcare",
    match: tag(/selfcare|selflove|wellness|metime|spaday/i),
    setups: ["{q}. Self care, with an audience.", "{ctx}, and the tag {q}."],
    twists: ["Scheduled between two reels."],
    punches: ["Nothing relaxes like a public announcement.", "Self love, but check the likes first.", "The bath is lovely; the hashtag is loud."],
  },
  {
    id: "any-tag",
    match: { on: "hashtag" },
    broad: true,
    setups: ["{q}. Hashtags in this economy.", "{ctx}, and the footnote {q}."],
    twists: ["Filed under nothing."],
    punches: ["A hashtag doing the job of a personality.", "Nobody has clicked a hashtag since 2014.", "The tag is searching for a reason to exist."],
  },
]);
