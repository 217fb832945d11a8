import { defineJokes } from "../joke-types";
import { ABSOLUTE_TROPES } from "./shapes-absolutes";
import { ANY_LINE_TROPES } from "./shapes-any-line";
import { ARITHMETIC_TROPES } from "./shapes-arithmetic";
import { ASIDE_TROPES } from "./shapes-asides";
import { CALLBACK_TROPES } from "./shapes-callbacks";
import { CONTRAST_TROPES } from "./shapes-contrasts";
import { DURATION_TROPES } from "./shapes-durations";
import { COUNT_TROPES } from "./shapes-counts";
import { HANDLE_TROPES } from "./shapes-handles";
import { LABEL_TROPES } from "./shapes-labels";
import { NUMBER_TROPES } from "./shapes-numbers";
import { PHRASE_TROPES } from "./shapes-phrases";
import { PLEA_TROPES } from "./shapes-pleas";
import { SELF_LIST_TROPES } from "./shapes-self-lists";
import { TURN_TROPES } from "./shapes-turns";

/**
 * Shapes any words can take, written by the structure of the person's words rather than their
 * topic: an aside that undoes the line before it, capitals, a question, a hedge, a framing phrase,
 * a self-label, a number, a length of time, the small words where a story turns (shapes-turns.ts); counts, the following ratio and the handle's shape; two details
 * set against each other; a list of self-descriptions; a callback to a thing the line names; and catch-alls by role (shapes-any-line.ts).
 */
export const SHAPE_JOKES = defineJokes("jshape", [
  ...ARITHMETIC_TROPES,
  ...ASIDE_TROPES,
  ...PHRASE_TROPES,
  ...ABSOLUTE_TROPES,
  ...PLEA_TROPES,
  ...LABEL_TROPES,
  ...NUMBER_TROPES,
  ...DURATION_TROPES,
  ...COUNT_TROPES,
  ...HANDLE_TROPES,
  ...CONTRAST_TROPES,
  ...SELF_LIST_TROPES,
  ...TURN_TROPES,
  ...CALLBACK_TROPES,
  ...ANY_LINE_TROPES,
]);
