import type { TropeSource } from "../joke-types";

const said = (words: RegExp) => ({ on: "quote" as const, words });

/**
 * A seller in a hurry: the item must go, today, for whatever it takes, in their own words. The
 * words also turn up outside a sale ("need a plumber asap"), so the jokes speak of the hurry.
 */
export const DEAL_TROPES: TropeSource[] = [
  {
    id: "must-go",
    match: said(
      /\b(?:must go|need(?:s)? (?:it )?gone|needs to go|has to go|moving sale|priced to sell|asap|urgent(?:ly)?|today only|ends tonight|quick sale|clearing out)\b/i,
    ),
    jokes: [
      ["{q}. Hurry like that tells everyone else they can take their time.", "And they will.", "And they will, with a cup of tea."],
      ["{q}. The urgency of someone who has looked at this thing one too many times.", "It looked back."],
      ["{q}. A deadline nobody else agreed to, counted down like a game show.", "Buzzers at the ready."],
      ["{q}. Panic, politely formatted, and left where anyone with leverage can smell it.", "They can."],
    ],
  },
  {
    // "$40 or best offer", "£120, no lowballers": a price beside the seller's terms.
    id: "price-and-terms",
    match: said(/[$£€]\s?\d[\d,.]*\b[^.!?]{0,30}?\b(?:firm|obo|ono|negotiable|no offers|no lowball(?:er)?s|cash only|or best offer|or nearest offer)\b/i),
    jokes: [
      ["{q}. A number and its bodyguard, standing very still by the door.", "Nobody has even knocked."],
      ["{q}. The price arrives with its arms already folded.", "Foot tapping.", "Foot tapping, eyebrow raised."],
      ["{q}. Priced and fortified, like the haggling already happened in the seller's head.", "And the seller lost."],
      ["{q}. A price with a bouncer, and your offer isn't on the list.", "Not tonight.", "Not tonight, not in those trainers."],
    ],
  },
];
