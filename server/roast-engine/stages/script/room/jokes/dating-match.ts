import type { LineRole } from "../../../../types";
import type { Match } from "../room-types";

/** A dating card's words: a prompt answer, a bio line, a prompt read as the person's. */
const CARD: LineRole[] = ["answer", "bio", "prompt"];

/** Dating talk that says itself what it is ("swipe left if", "love language"): a dating card, or a profile's bio. */
export const said = (words: RegExp): Match => ({ on: "quote", words, roles: CARD, kinds: ["dating", "profile"] });

/** A taste, a habit or a trait pitched to strangers: roasted as a dating pitch, so only on a dating card. */
export const pitched = (words: RegExp): Match => ({ on: "quote", words, roles: CARD, kinds: ["dating"] });
