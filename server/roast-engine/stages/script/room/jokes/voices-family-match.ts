import type { LineRole } from "../../../../types";
import type { Match } from "../room-types";

/**
 * The person's own family words, wherever they wrote them. The jokes never say which (a bio, a
 * caption, a comment, a message): they speak of the words, so they hold in any of those places.
 */
export const family = (words: RegExp, roles: LineRole[]): Match => ({ on: "quote", words, roles });

export const PROFILE: LineRole[] = ["bio", "caption", "answer", "other"];
export const SAID: LineRole[] = ["caption", "comment", "chat_message", "other"];
export const ANYWHERE: LineRole[] = ["bio", "caption", "comment", "chat_message", "answer", "other"];

/** Words no pet parent or plant parent should trip: "dog mum of 2" and "plant dad life" belong to bios-hobbies.ts. */
export const NOT_PETS = "(?<!(?:dog|cat|plant|fur|pet|puppy|kitten|horse|bird|bunny|chicken) )";

/** A parent's remarks, as the family hears them: the meal check, the summons, the sign-off, the house rules. */
export const PARENT_REMARK =
  /\b(?:did (?:you|u|ya) eat|have (?:you|u) eaten|(?:make sure|remember) (?:you|u|to) eat|call your (?:mother|mum|mom|mam|dad|father)|love (?:you|ya|u),? (?:sweetie|sweetheart|darling|kiddo|poppet|pumpkin|my boy|my girl)|(?:this is|it'?s) your (?:father|mother|mum|mom|dad)|ask your (?:father|dad|mother|mum|mom)|because i said so)\b/i;
