import type { LineRole } from "../../../../types";
import type { Match } from "../room-types";

/**
 * The person's own words in any role but a name or a profile detail: a height, an age or a school
 * is never material for a joke about the shape of a sentence.
 */
export const OWN_ROLES: readonly LineRole[] = ["bio", "headline", "answer", "caption", "comment", "chat_message", "sticker", "other"];

/** Words a person wrote about themselves, not a job title: a "certified" or an "expert" in a headline may be a real one. */
export const SELF_ROLES: readonly LineRole[] = ["bio", "answer", "caption", "comment", "chat_message", "sticker", "other"];

/** A quote of the person's whose words take this shape. */
export const said = (words: RegExp, roles: readonly LineRole[] = OWN_ROLES): Match => ({ on: "quote", words, roles: [...roles] });

/** A count of one label, between two values. */
export const counted = (label: string, min?: number, max?: number): Match => ({ on: "count", labels: [label], min, max });

/** The person's handle, when it has this shape. */
export const handled = (words: RegExp): Match => ({ on: "handle", words });
