import { PUNS_ANIMALS_FOOD } from "./animals-food";
import { PUNS_TRANSPORT } from "./transport";
import { PUNS_LIFE_PLACES } from "./life-places";
import { PUNS_PASTIMES } from "./pastimes";
import { definePuns, type Pun } from "./pun-types";
import { PUNS_WORK } from "./work";

/**
 * The room's fields and their punchlines (pun-types.ts), one group of fields a file: what the
 * person does for a living (work.ts), what they do for fun (pastimes.ts), the animals, food and
 * drink in their words (animals-food.ts), and the rest of a life: family, stars, school, the
 * calendar, the places and things of their days (life-places.ts).
 */
export const PUNS: readonly Pun[] = [
  ...definePuns("transport", PUNS_TRANSPORT),
  ...definePuns("work", PUNS_WORK),
  ...definePuns("pastimes", PUNS_PASTIMES),
  ...definePuns("animals-food", PUNS_ANIMALS_FOOD),
  ...definePuns("life-places", PUNS_LIFE_PLACES),
];
