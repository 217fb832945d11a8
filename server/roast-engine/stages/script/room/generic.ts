import { defineFamily } from "./room-types";

/**
 * The last resort, for an upload with nothing the room can name: no words of the person's read for
 * sure, no number, nothing recognisable in the photo. A screenshot whose words were too small or
 * blurred to be sure of lands here too, so no line says there is nothing written: only that nothing
 * could be quoted. Kept few and plain; the eval counts how often it runs.
 */
export const [GENERIC_THEME] = defineFamily("generic", [
  {
    id: "nothing-found",
    match: { on: "scene" },
    mood: "deadpan",
    setups: [
      "Nothing here I could quote for sure, just an upload and a lot of confidence.",
      "Not one word I would swear to. You uploaded pure mystery and asked a robot to be funny.",
      "Nothing I can quote, nothing to hold on to, just an upload staring back at me.",
    ],
    punches: [
      "Roasting this is like roasting a screensaver.",
      "Even my circuits need more to work with.",
      "Bold strategy: give the critic nothing.",
      "I've seen more personality in a loading screen.",
      "An upload that says nothing I can read, and says it loudly.",
      "Next time, bring a caption. Or a clue.",
      "Even the pixels look unsure why they're here.",
      "The mystery is the only thing this upload has going for it.",
    ],
  },
]);

/**
 * Setups that name two details of the upload at once (a quote and a count, a title and a caption),
 * usable before any theme's twist and punch. Each starts with the upload's own words, so no two
 * roasts open the same way.
 */
export const PAIR_SETUPS = {
  quote: defineFamily("pair", [
    {
      id: "quote",
      match: { on: "quote" },
      setups: [
        "{ctx} on one side, {q} on the other.",
        "{q}, on the same screen as {ctx}.",
        "{ctx}, and then, proudly: {q}.",
        "{q}. Also {ctx}. Noted.",
        "{ctx}. And {q}. Together, at last.",
        "{q}. Then, as if that weren't enough, {ctx}.",
        "{ctx}, followed closely by {q}.",
        "First {ctx}, then {q}. A bold one-two.",
        "{q}, with a side of {ctx}.",
        "{ctx}. Hold that thought. {q}.",
        "{q}, and in the small print, {ctx}.",
        "{ctx} and {q}, in the same upload, on purpose.",
        "{q}. Meanwhile, a little lower: {ctx}.",
        "Exhibit A, {ctx}. Exhibit B, {q}.",
        "{ctx}, plus {q}, for the full picture.",
        "{q}, and as a bonus feature, {ctx}.",
        "Starting strong with {ctx}, then {q}.",
        "{q}. And the supporting evidence: {ctx}.",
        "{ctx}, and somehow also {q}.",
        "{q}, signed off with {ctx}.",
        "Between {ctx} and {q}, a whole personality.",
        "{ctx} opens; {q} closes.",
        "{q}. Scroll a bit and: {ctx}.",
        "One upload, two confessions: {ctx} and {q}.",
        // Short ones too: with a long quote, only a short connective leaves room for the punchline.
        "{q}. Plus {ctx}.",
        "{ctx}. Then {q}.",
        "{ctx}? And {q}?",
        "{q}. Beside it, {ctx}.",
        "{q}. See also {ctx}.",
        "{ctx}. Add {q}.",
        "{q}, then {ctx}. Right.",
        "{ctx}, then {q}. Wow.",
        "{q}. And yes, {ctx}.",
        "{ctx}. Also, {q}.",
      ],
      punches: [],
    },
  ])[0].setups,
  count: defineFamily("pair", [
    {
      id: "count",
      match: { on: "count" },
      punches: [],
      setups: [
        "{q} {label}, and {ctx}.",
        "{ctx}, backed by {q} {label}.",
        "{ctx}, to an audience of {q} {label}.",
        "{q} {label} have read {ctx}.",
        "{ctx}. {q} {label} saw that and stayed.",
        "{q} {label}, all of them exposed to {ctx}.",
        "{ctx}, now showing to {q} {label}.",
        "With {q} {label} watching: {ctx}.",
      ],
    },
  ])[0].setups,
  hashtag: defineFamily("pair", [
    {
      id: "tag",
      match: { on: "hashtag" },
      punches: [],
      setups: [
        "{ctx}, tagged {q}.",
        "{q}, on a post with {ctx}.",
        "{ctx}, filed under {q}.",
        "{q}, stuck onto {ctx} like a label.",
        "{ctx}, and the hashtag {q} to find it.",
        "{q}, in case {ctx} was too subtle.",
      ],
    },
  ])[0].setups,
};
