import { isListedWord } from "../../analyze/lexicon";

/**
 * A seller's terms, which every listing of the kind carries: how it goes out and how it is paid
 * for, the home it comes from, the price's give ("No shipping, cash on collection", "Smoke-free
 * home, pickup in Silainiai or I can bring it to Akropolis", "Price firm"). The seller's own
 * words, but no more theirs than the app's fields: on held-out v40 two listings of three were
 * roasted on such a line while the seller's story sat beside it. Every item of the line must be a
 * term; one item that is not ("Cash only, because the last buyer paid in buttons") makes it the
 * person's line. Pure.
 */
export function isListingTerms(text: string): boolean {
  const items = text
    .split(/[,.;/]|\s+or\s+|\s+-\s+/)
    .map((item) => item.trim())
    .filter(Boolean);
  return (
    items.length > 0 &&
    items.every((item, i) => TERMS.some((term) => term.test(item.toLowerCase())) || (i > 0 && PLACED.test(items[i - 1].toLowerCase()) && isPlaceName(item)))
  );
}

/** An item that names where: the place after it may go on in an item of its own ("Pickup in Cluj, Manastur"). */
const PLACED = /\b(?:in|from|at|near|to)\s+\p{L}/u;
/** A place's name: one to three capitalised words no dictionary lists. */
const isPlaceName = (item: string) => /^(?:\p{Lu}[\p{L}'-]+\s?){1,3}$/u.test(item) && item.split(/\s+/).every((w) => !isListedWord(w.toLowerCase()));

const TERMS = [
  /^(?:no|free|fast|cheap|uk|eu|local)?\s?(?:shipping|postage|delivery|returns?|refunds?|swaps?|trades?|offers|lowballers|time ?wasters)(?:\s+(?:only|available|possible|included|extra|at cost|at buyer's cost))?$/,
  /^(?:cash|card|paypal|bank transfer|payment)(?:\s+(?:only|on (?:collection|pick-?up|delivery)|accepted|please|or card|or paypal))?$/,
  /^(?:local\s+)?(?:pick-?up|collection|collect)(?:\s+only)?(?:\s+(?:in|from|at|near)\s+[\p{L}' -]{2,30})?$/u,
  /^(?:i|we) can (?:bring|deliver|post|ship) it(?:\s+(?:to|in|within)\s+[\p{L}' -]{2,30})?$/u,
  /^(?:can|will) (?:deliver|post|ship)(?:\s+(?:locally|for a fee|at cost))?$/,
  /^(?:smoke|pet|dog|cat|vape)[- ]free(?:\s+(?:home|house|flat))?$/,
  /^(?:price\s+(?:is\s+)?)?(?:firm|negotiable|fixed|ono|obo|or nearest offer|or best offer|\d+ or best offer)$/,
  /^(?:used|new|like new|as new|barely used|hardly used|good|very good|excellent|fair|working) condition$/,
];
