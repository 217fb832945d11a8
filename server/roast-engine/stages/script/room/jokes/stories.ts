import { defineJokes } from "../joke-types";
import { SELF_ROLES } from "./shapes-match";

/**
 * The story told back: what the writer said first, retold in the roast's words ({told}: "You've had
 * the same three-year plan for seven years", "Valdis carried all the shopping in one trip"; see
 * details/retell-setup.ts), then their next words quoted as the punchline they are. A writer's own
 * turn is the best joke on most screens: the references a blind judge preferred tell the setup
 * and quote only the line that pays it off (bench/judging/README.md), where a quote after a stock
 * template fits any upload. The frames stay short and claim nothing but the order the words came in:
 * not that the quote is another sentence ("And the very next sentence", retired: {told} may be the
 * first clause of the same sentence, and judged blind it was false where it was, on held-out v25).
 */
export const STORY_JOKES = defineJokes("jstory", [
  {
    id: "then-yours",
    match: { on: "quote", roles: [...SELF_ROLES], told: true },
    broad: false,
    mood: "smug",
    // No "you" outside {told}: the person is told to in their own story, and named in the story of
    // someone the uploader shows us (the other side of a chat: compose-script.ts).
    jokes: [
      ["{told}. Then, in the same breath: {q}.", "Nobody could have written it better.", "We checked."],
      ["{told}. A fair start. Then: {q}.", "The second half undoes the first."],
      ["{told}. Then the twist: {q}.", "We just read it out."],
      ["{told}. Then, in case anyone was still on side: {q}.", "Nobody is now."],
      ["{told}. Then, unprompted: {q}.", "The prosecution rests."],
      ["{told}. Then the follow-up: {q}.", "Nobody needed the follow-up."],
      ["{told}. Then, to clear things up: {q}.", "Things are not clearer."],
      ["{told}. Then the plot thickens: {q}.", "It thickens every time we read it."],
      ["{told}. Then the small print: {q}.", "Always read the small print."],
      ["{told}. Then, as if it helps: {q}.", "It does not help."],
      ["{told}. And the part nobody saw coming: {q}.", "We should have seen it coming."],
      ["{told}. Then, for the record: {q}.", "The record will never recover."],
      ["{told}. Then the next line: {q}.", "Every line makes it worse. Lovingly."],
    ],
  },
  {
    id: "then-theirs",
    match: { on: "quote", by: true, told: true },
    broad: false,
    mood: "smug",
    jokes: [
      ["{told}. Then, in {by}'s own words: {q}.", "Nobody could have written it better."],
      ["{told}. And the very next thing {by} wrote: {q}.", "{by} could have stopped there."],
      ["{told}. A fair start. Then {by} kept going: {q}.", "The first half was doing fine alone."],
      ["{told}. Then {by}, unprompted: {q}.", "The prosecution rests."],
      ["{told}. Then the follow-up, from {by}: {q}.", "Nobody needed the follow-up."],
      ["{told}. Then {by} added the small print: {q}.", "Always read the small print."],
      ["{told}. Then, for the record, {by}: {q}.", "The record will never recover."],
    ],
  },
]);
