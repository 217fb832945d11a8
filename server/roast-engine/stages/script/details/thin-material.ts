import type { Detail } from "./detail";
import { isWrittenLine } from "./detail";
import { isTitleCase } from "./line-form";

/** Words a line needs to tell a story of its own: a whole clause with a subject and what happened. */
const STORY_WORDS = 5;

/**
 * Whether the person wrote a line with a story in it: five words or more of typed words, whole
 * ("Six weeks of research went into the circle"), their own and not a reply.
 */
export function isStoryLine(detail: Detail): boolean {
  if (detail.kind !== "quote" || detail.by !== undefined || detail.unowned) return false;
  return detail.text.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length >= STORY_WORDS && isWrittenLine(detail.text);
}

/**
 * Whether a detail gives a comedian little beside a story line: a label of two or three words
 * ("leg day", "music fan", "Brand Designer - Milan"), a title, a bare count, a handle or a tag.
 * A joke written for such a word still fits it, but a writer scanning the screen starts from the
 * sentence where something happened, where the blind judges' reference roasts start
 * (bench/judging/README.md).
 */
export function isThinMaterial(detail: Detail): boolean {
  if (detail.kind === "count" || detail.kind === "ratio" || detail.kind === "handle" || detail.kind === "hashtag") return true;
  if (detail.kind !== "quote") return false;
  const words = detail.text.split(/\s+/).filter((w) => /\p{L}/u.test(w));
  return words.length <= 3 || isTitleCase(detail.text);
}
