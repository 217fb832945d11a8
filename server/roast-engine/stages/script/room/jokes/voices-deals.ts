import type { TropeSource } from "../joke-types";

const said = (words: RegExp) => ({ on: "quote" as const, words });

/** A seller in a hurry: the item must go, today, for whatever it takes, in their own words. */
export const DEAL_TROPES: TropeSource[] = [
  {
    id: "must-go",
    match: said(
      /\b(?:must go|need(?:s)? (?:it )?gone|needs to go|has to go|moving sale|priced to sell|asap|urgent(?:ly)?|today only|ends tonight|quick sale|clearing out)\b/i,
    ),
    jokes: [
      ["{q}. The urgency of a seller who has looked at this thing one too many times.", "It looked back."],
      "{q}. Said like the item is being evicted, and honestly, the item had it coming.",
      ["{q}. A deadline nobody else agreed to, counted down like a game show.", "Buzzers at the ready."],
      ["{q}. That much hurry tells buyers everything, mainly that they can wait.", "And they will."],
    ],
  },
  {
    // "$40 or best offer", "£120, no lowballers": a price beside the seller's terms.
    id: "price-and-terms",
    match: said(/[$£€]\s?\d[\d,.]*\b[^.!?]{0,30}?\b(?:firm|obo|ono|negotiable|no offers|no lowball(?:er)?s|cash only|or best offer|or nearest offer)\b/i),
    jokes: [
      ["{q}. A number and its bodyguard, both standing very still by the door.", "Nobody has tried the door."],
      "{q}. The price arrives with its terms already folded across its arms.",
      ["{q}. Priced and fortified, like the haggling started in the seller's head last night.", "And the seller lost."],
    ],
  },
];
