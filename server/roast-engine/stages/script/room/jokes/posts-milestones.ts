import { defineJokes } from "../joke-types";
import { caption, captionOrBio, hashtag } from "./posts-match";

/**
 * Posts that mark time: a launch announced after years of secrecy, a milestone with a number,
 * and a hashtag that is an identity rather than a topic ("#dogmom", "#introvert").
 */
export const POST_MILESTONE_JOKES = defineJokes("jpost", [
  {
    // "After 3 years in stealth, we're live", "Finally launching".
    id: "stealth-launch",
    match: captionOrBio(
      /(?:in|out of) stealth|stealth mode|we['’]?re (?:finally )?live|finally (?:launching|launched|live|shipping|shipped)|launch(?:ing)? today|just launched/i,
    ),
    jokes: [
      ["{q}. Stealth, so quiet that for years not even the customers knew.", "They still don't, mostly."],
      "{q}. A secret kept so well that the launch announcement is the first anyone heard of it.",
      ["{q}. Years of silence, then one post with the volume of a stadium.", "Please keep the noise down."],
      ["{q}. Launched into the world, and the world will get to it after lunch.", "Maybe tomorrow."],
    ],
  },
  {
    // "1 year ago today", "100th post", "Finally hit 1,000".
    id: "milestone",
    match: caption(/\d+(?:st|nd|rd|th) (?:post|video|episode|day|week|run|workout)|(?:one|\d+) years? (?:ago today|since)|(?:finally )?hit \d[\d,.]*k?/i, [
      "bio",
    ]),
    jokes: [
      ["{q}. A milestone, celebrated by the one person who was counting.", "Confetti for one."],
      "{q}. Marking the number like a birthday, with fewer guests and more graphs.",
      ["{q}. The number is big to you, and that's the sweetest thing about it.", "Nobody tell the number."],
      ["{q}. Counting up to this and then announcing it is how a hobby gets a press office.", "Statement to follow."],
    ],
  },
  {
    // "#dogmom", "#introvert", "#vanlife": a tag that names who they are, not what the post shows.
    id: "tag-identity",
    match: hashtag(
      /(?:dog|cat|plant|boy|girl|fur|bird|horse)(?:mom|mum|mama|dad|papa|parent|lady|guy)s?|introvert|extrovert|overthinker|vanlife|digitalnomad|bookworm|coffeeaddict|gymrat|foodie|wanderer|creative|entrepreneur|bosslady|girlboss|momlife|dadlife/i,
    ),
    jokes: [
      ["{q}. An identity, compressed into a tag so strangers can file you correctly.", "Filed, thanks."],
      "{q}. A whole personality, hashtagged, so it can be found by people with the same one.",
      ["{q}. Tagging yourself like a product on a shelf, aisle {w}.", "Price on request."],
      ["{q}. Not a topic, a membership card, waved at the algorithm.", "It let you in."],
    ],
  },
]);
