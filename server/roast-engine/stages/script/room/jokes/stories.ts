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
 * first clause of the same sentence, and judged blind it was false where it was, on held-out v25),
 * nor that nobody asked ("Then, unprompted:", retired: judged false on v38 where another had just
 * pointed the thing out).
 * A long quote leaves room for little else, so most frames are a bare connective of two or three
 * words ("And then:", "Spoiler alert:", "Over to {by}:"); the rest frame the order with an irony
 * that claims nothing of the person ("Then, as a bonus:"), never a manner or a feeling.
 */
export const STORY_JOKES = defineJokes("jstory", [
  {
    // The story told, then its tally as the punch ({tally}: the setup's count against the one
    // thing the punchline names, details/tally-contrast.ts): "Eleven families, one couch." Tried
    // before the bare frames, which take over wherever there is no tally or no room for one.
    id: "then-yours-tallied",
    match: { on: "quote", roles: [...SELF_ROLES], told: true, tallied: true },
    broad: false,
    mood: "smug",
    jokes: [["{told}. Then: {q}. {tally}"], ["{told}. And then: {q}. {tally}"], ["{told}. After that: {q}. {tally}"], ["{told}: {q}. {tally}"]],
  },
  {
    id: "then-theirs-tallied",
    match: { on: "quote", by: true, told: true, tallied: true },
    broad: false,
    mood: "smug",
    jokes: [["{told}. Then {by}: {q}. {tally}"], ["{told}. And then, from {by}: {q}. {tally}"]],
  },
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
      ["{told}. Then the follow-up: {q}.", "Nobody needed the follow-up."],
      ["{told}. Then, to clear things up: {q}.", "Things are not clearer."],
      ["{told}. Then the plot thickens: {q}.", "It thickens every time we read it."],
      ["{told}. Then the small print: {q}.", "Always read the small print."],
      ["{told}. Then, as if it helps: {q}.", "It does not help."],
      ["{told}. And the part nobody saw coming: {q}.", "We should have seen it coming."],
      ["{told}. Then, for the record: {q}.", "The record will never recover."],
      ["{told}. Then the next line: {q}.", "Every line makes it worse. Lovingly."],
      ["{told}. And then: {q}.", "And scene.", "Somebody roll the credits."],
      ["{told}. Then, quote: {q}.", "Unquote.", "Unquote. We changed nothing."],
      ["{told}. After that: {q}.", "After that, silence. Hopefully."],
      ["{told}. Next up: {q}.", "Good luck following that."],
      ["{told}. Exhibit B: {q}.", "Exhibit C pending."],
      ["{told}. Followed by: {q}.", "The running order needs work."],
      ["{told}. It continues: {q}.", "Stopping was an option."],
      ["{told}. Then, naturally: {q}.", "Act surprised.", "Everyone act surprised."],
      ["{told}. Then, somehow: {q}.", "Investigations are ongoing."],
      ["{told}. The sequel: {q}.", "Nobody commissioned a trilogy."],
      ["{told}. Then, verbatim: {q}.", "Not one word of it ours."],
      ["{told}. Key detail: {q}.", "Lead with that next time."],
      ["{told}. There's more: {q}.", "Less would also have worked."],
      ["{told}. But wait: {q}.", "Operators are standing by.", "Act now, while stocks last."],
      ["{told}. Breaking news: {q}.", "More after the break."],
      ["{told}. Spoiler alert: {q}.", "Too late now."],
      ["{told}. Then the encore: {q}.", "Hold the applause."],
      ["{told}. It gets better: {q}.", "For us, anyway."],
      ["{told}. And, for balance: {q}.", "Balance is hard."],
      ["{told}. Then, as a bonus: {q}.", "No receipt, no returns."],
      ["{told}. Then the part worth quoting: {q}.", "As demonstrated."],
      ["{told}. Where to go from there? Here: {q}.", "Of all the places."],
      ["{told}. Which brings us, inevitably, to: {q}.", "All roads led here."],
      ["{told}. Then, in the words of the author: {q}.", "The author takes no questions."],
      ["{told}. Any story could end there. This one did not: {q}.", "Some stories know when to stop."],
      ["{told}. Then, in the interest of full disclosure: {q}.", "Disclosed, and then some."],
      ["{told}. Then, in what can only be called a development: {q}.", "Watch this space."],
      // The barest telling, with no tag: only for a story long enough to fill the voice alone.
      ["{told}. Then: {q}."],
      ["{told}: {q}."],
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
      ["{told}. Then the follow-up, from {by}: {q}.", "Nobody needed the follow-up."],
      ["{told}. Then {by} added the small print: {q}.", "Always read the small print."],
      ["{told}. Then, for the record, {by}: {q}.", "The record will never recover."],
      ["{told}. And then {by}: {q}.", "Thanks, {by}."],
      ["{told}. Over to {by}: {q}.", "The studio has questions."],
      ["{told}. Then, enter {by}: {q}.", "Stage directions unclear."],
      ["{told}. Straight from {by}: {q}.", "No translation needed."],
      ["{told}. Then {by}, for context: {q}.", "The context needs context."],
      ["{told}. Then, in {by}'s defence: {q}.", "Some defences need defending."],
      ["{told}. Then {by} filled in the blanks: {q}.", "Some blanks are better left."],
      ["{told}. Then {by} took the story somewhere: {q}.", "Somewhere, certainly."],
      ["{told}. Then {by}: {q}."],
    ],
  },
]);
