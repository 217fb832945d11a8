import type { Detail } from "./details/detail";

/**
 * A safe roast is for an upload the moderation model found borderline (ADR 0019): it is roasted,
 * but nothing in it is about the person's body, face or clothes. What is left to roast is what
 * they wrote, their counts and hashtags, the things around them and how the photo was taken.
 */

/** Material about a person's body, face or clothes: an outfit, a pose, an expression. */
const PERSON_KINDS = new Set<Detail["kind"]>(["outfit", "pose", "face"]);
/** Where a scene detail points at a person rather than the picture ("close-up", "cropped head"). */
const PERSON_TARGETS = new Set<Detail["target"]>(["outfit", "face"]);

/**
 * Words that make a line about a body or clothes, whoever wrote them (a theme's line, the
 * person's own caption quoted back, a model's roast). Broad on purpose: a safe roast that loses
 * a good line still has the rest of the room, and the generic lines name none of these.
 */
const BODY_OR_CLOTHES =
  /\b(bod(y|ies)|abs|six-?pack|muscles?|biceps?|flex(ing|ed)?|chest|legs?|thighs?|butt|booty|hips?|curves?|waist|skin|tan(ned)?|shirtless|topless|naked|nude|bikini|swim(suit|wear)?|lingerie|underwear|outfits?|ootd|fit ?check|wear(s|ing)?|worn|dress(ed|es)?|cloth(es|ing)|shirts?|t-shirts?|tops?|jeans|denim|hoodies?|sweat(er|shirt)s?|jackets?|coats?|suits?|blazers?|ties?|shoes|sneakers|boots|heels|hats?|caps?|beanies?|sunglasses|scarf|necklaces?|leather|fashion|styl(e|ed|ing)|poses?|posing|mirror|selfies?|arms?|smile|face|hot|sexy|thirst(y|trap)?)\b/i;

/** Whether a detail may be roasted in a safe roast. */
export function isSafeRoastDetail(detail: Detail): boolean {
  if (PERSON_KINDS.has(detail.kind) || PERSON_TARGETS.has(detail.target)) return false;
  return !BODY_OR_CLOTHES.test(detail.text) && !BODY_OR_CLOTHES.test(detail.say);
}

/** Whether a roast's text says nothing about a body or clothes. */
export const isSafeRoastText = (text: string): boolean => !BODY_OR_CLOTHES.test(text);

/** The details a safe roast may use (all of them when the roast need not be safe). */
export const filterRoastDetails = (details: Detail[], safe: boolean): Detail[] => (safe ? details.filter(isSafeRoastDetail) : details);
