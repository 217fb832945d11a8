import { defineJokes } from "../joke-types";
import { cooking } from "./posts-cooking";

/** What cooks claim: a chef's title, quick and easy, made far too much, a starter kept alive. */
export const POST_COOKING_BOAST_JOKES = defineJokes("jpost", [
  {
    // "Gordon Ramsay could never", "Basically a chef now", "Michelin star incoming".
    id: "cook-chef-claims",
    match: cooking(
      /gordon ramsay (?:could never|who|is shaking|eat your heart out|would be proud|approved)|(?:ramsay|jamie oliver|nigella|masterchef) (?:could never|who|is shaking|eat your heart out|material|level)|(?:move over|take notes),? (?:gordon ramsay|gordon|ramsay|jamie|nigella|masterchef)|michelin[- ]star (?:incoming|worthy|material|pending|level|quality)|where(?:'?s| is) my michelin star|(?:basically|practically|literally) a (?:chef|professional chef)|a chef now|chef mode|resident chef|chef of the (?:house|year|family)/i,
    ),
    jokes: [
      ["{q}. A title conferred by the cook, on the cook, at the cook's own table.", "The vote was unanimous."],
      ["{q}. Chef, as ranked by a panel of people who were all fed for free.", "Very generous judges."],
      ["{q}. A chef's title, earned the way home titles are: nobody at the table dared disagree.", "Pass the salt, chef."],
      ["{q}. Professionals spend years training. This took one good dinner and some nerve.", "Mostly nerve."],
    ],
  },
  {
    // "Easy weeknight dinner", "15-minute pasta", "One-pot wonder", "Only 3 ingredients".
    id: "cook-quick-easy",
    match: cooking(
      /one[- ]pot (?:wonder|pasta|meal|dinner|dish|recipe|curry|chilli|rice)s?|one[- ]pan (?:meal|dinner|wonder|dish|bake)|(?:\d+|five|ten|fifteen|twenty|thirty)[- ]?(?:minute|min|mins) (?:meal|dinner|lunch|recipe|pasta|curry|dessert|bake|breakfast)s?|(?:only |just )?(?:\d|three|four|five)[- ]ingredients?|(?:easy|quick|lazy|simple) (?:weeknight|midweek) (?:dinner|meal|tea)s?|quick (?:and|&|n) easy (?:dinner|meal|recipe|lunch|tea)s?/i,
    ),
    jokes: [
      ["{q}. Quick, as timed by someone who chopped everything before the clock started.", "Creative timekeeping."],
      ["{q}. Easy, according to the cook, and not according to the washing up.", "It has notes."],
      ["{q}. Minimal effort, advertised with maximum enthusiasm, which is the real recipe.", "Serves one ego."],
      ["{q}. Billed as easy, the word every recipe uses right before asking you to zest something.", "Zest what, exactly?"],
    ],
  },
  {
    // "Made enough to feed an army", "Leftovers for days", "Cooked way too much again".
    id: "cook-made-too-much",
    match: cooking(
      /(?:made|cooked|baked|make|cook) (?:enough|way too much|far too much|too much|loads)(?: food)? (?:to feed|for) (?:an army|a small army|the street|a village|the whole street|the neighbourhood|a week)|(?:cooked|baked) (?:way |far |so much )?too much|made (?:way |far |so much )?too much food|enough (?:food )?to feed (?:an army|a small army|a village)|leftovers for (?:days|the week|a week|weeks)|(?:so many|enough|endless) leftovers/i,
    ),
    mood: "wholesome",
    jokes: [
      ["{q}. Cooking in the quantities of someone expecting guests who never confirmed.", "Places set anyway."],
      ["{q}. Portion control was invited, and sent its apologies.", "There was plenty for it, too."],
      ["{q}. The same meal for days now, a series nobody renewed that keeps on airing.", "Season finale: never."],
      ["{q}. Generosity measured by the pot, and the pot was clearly the biggest one.", "Seconds, thirds, fourths."],
    ],
  },
  {
    // "Fed my sourdough starter", "Named my starter Doughy", "Sourdough starter update".
    id: "cook-sourdough-starter",
    match: cooking(
      /sourdough starter|named (?:my|our|the) (?:sourdough )?starter|feed(?:ing|s)? (?:my|our|the) (?:sourdough )?starter|fed (?:my|our|the) (?:sourdough )?starter/i,
    ),
    mood: "wholesome",
    jokes: [
      ["{q}. A jar of flour and water that needs feeding more often than most pets.", "And gets more attention."],
      ["{q}. A pet, basically, except it smells of vinegar and can't be walked.", "Still gets a name."],
      ["{q}. Flour and water, and somehow the most demanding relationship in the house.", "Feeding time, again."],
      ["{q}. Keeping a jar alive on purpose, then posting its progress like a proud parent.", "School photos next."],
    ],
  },
]);
