import type { LineRole } from "../../../../types";
import type { Match } from "../room-types";

const SELF: LineRole[] = ["bio", "headline", "answer"];
const WORK: LineRole[] = ["bio", "headline", "answer", "detail"];

/** The person's own self-description: a bio line, a headline, a prompt answer. */
export const bio = (words: RegExp): Match => ({ on: "quote", words, roles: SELF });

/** A job or a title: the same lines, and an app's job field ("Founder at Stealth"). */
export const work = (words: RegExp): Match => ({ on: "quote", words, roles: WORK });

/**
 * A title the person holds, not one they serve: "Founder", "Co-founder & CEO", never "I help
 * founders", "coaching for creators" or "unlock your inner founder". Plurals are other people.
 */
export const held = (title: string): RegExp =>
  new RegExp(`(?<!\\b(?:for|help|helping|with|to|inner|fellow|other|your|their|our|and) )\\b(?:${title})(?!s\\b|es\\b)`, "i");
