import type { TropeSource } from "../joke-types";
import { said } from "./shapes-match";

// Words people use to describe themselves in a list; two in a row make it a self-description.
const TRAITS =
  "loyal|active|honest|kind|funny|caring|ambitious|driven|passionate|creative|outgoing|adventurous|easygoing|easy-going|laid[- ]back|spontaneous|genuine|loving|independent|curious|chill|sarcastic|introverted|extroverted|motivated|positive|humble|hard[- ]?working|reliable|romantic|family[- ]oriented|goal[- ]oriented|down to earth|open[- ]minded|sporty|smart|witty|confident|respectful|nerdy|quirky|bubbly|calm|sweet|thoughtful|organi[sz]ed|punctual|fun";

/**
 * How a person lists themselves: a run of adjectives like a reference they wrote for themselves,
 * and an inventory counted in brackets ("Wife (1)", "Cats (2)").
 */
export const SELF_LIST_TROPES: TropeSource[] = [
  {
    // "Loyal, active, honest": two self-description words in a row, in a list.
    id: "trait-list",
    match: said(new RegExp(`\\b(?:${TRAITS})\\s*,\\s*(?:${TRAITS})\\b(?:\\s*,?\\s*(?:and\\s+)?(?:${TRAITS})\\b)*`, "i"), ["bio", "answer", "other", "caption"]),
    jokes: [
      "{q}. Qualities like that get proven in a story, and you've sent the list instead.",
      ["{q}. It reads like the back of a cereal box: every good quality, none of the ingredients.", "Serving suggestion only."],
      ["{q}. Listing your own virtues is the one thing none of those virtues would do.", "Modest was not on the list."],
    ],
  },
  {
    // "Husband (1)", "Cats (2)": counted in brackets, like stock.
    id: "bracket-count",
    match: said(/\b\p{L}[\p{L}'’-]+\s?\(\d{1,2}\)/u),
    jokes: [
      ["{q}. Counted in brackets, like stock on a shelf, in case anyone lost track.", "Inventory is up to date."],
      ["{q}. The brackets make it sound like more might be on order.", "Delivery date to be confirmed."],
      ["{q}. A number in brackets, like the sequel of a series nobody asked to go on.", "The sequel is never better."],
    ],
  },
];
