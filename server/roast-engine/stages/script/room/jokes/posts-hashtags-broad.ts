import { defineJokes } from "../joke-types";
import { hashtag } from "./posts-match";

/** Hashtags that say little: any tag at all (the catch-all), a mood's tags, a selfie's. */
export const POST_BROAD_HASHTAG_JOKES = defineJokes("jpost", [
  {
    id: "any-hashtag",
    pair: { kinds: ["hashtag"] },
    match: hashtag(),
    jokes: [
      ["{q}. Tagged so strangers could find it. The strangers are still deciding.", "Give them time.", "Give them time. A lot of time."],
      ["{q}. A hashtag: the filing system of people who never file anything else.", "Tidy, online only.", "Very tidy, but online only."],
      ["{q}. A hashtag is a message in a bottle, thrown into a sea of other bottles.", "Nobody is reading the bottles."],
    ],
  },
  {
    id: "tag-mood",
    match: hashtag(/mood|currentmood|vibes?|vibe ?check|aesthetic/i),
    jokes: [
      ["{q}. A mood, labelled with a hashtag, in case the post couldn't carry it alone.", "It needed a sign.", "It needed a sign, and a spotlight."],
      ["{q}. The vibe, announced by hashtag, like a party telling its guests it's fun.", "Are we having fun yet?", "Are we having fun yet? Say yes."],
      ["{q}. A feeling, tagged and filed alongside every other feeling on the internet.", "Search results: everyone.", "Search results: absolutely everyone."],
    ],
  },
  {
    id: "tag-selfie",
    match: hashtag(/selfie|selfies|selfietime|me|myself/i),
    jokes: [
      ["{q}. A hashtag pointing straight at yourself, like a name tag at a party of one.", "Hello, my name is you."],
      [
        "{q}. Tagging yourself, so strangers searching for you have a handy shortcut.",
        "In case anyone was searching.",
        "Just in case anyone, anywhere, was searching.",
      ],
      ["{q}. Of all the hashtags on the internet, you chose the one that's about you.", "Brave, and on theme."],
    ],
  },
]);
