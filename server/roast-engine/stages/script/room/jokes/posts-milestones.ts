import { defineJokes } from "../joke-types";
import { caption, captionOrBio, hashtag } from "./posts-match";

/**
 * Posts that mark time: a launch, the stealth before it, a milestone with a number,
 * and a hashtag that is an identity rather than a topic ("#dogmom", "#introvert").
 */
export const POST_MILESTONE_JOKES = defineJokes("jpost", [
  {
    // "After 3 years in stealth, we're live", "Finally launching" (the stealth alone: "stealth" below).
    id: "stealth-launch",
    match: captionOrBio(/we['’]?re (?:finally )?live|finally (?:launching|launched|live|shipping|shipped)|launch(?:ing)? today|just launched/i),
    jokes: [
      ["{q}. Launch day, when every early user is somebody's mum.", "Supportive, and unpaid."],
      ["{q}. Live at last, and now refreshing the page until a stranger notices.", "Any stranger at all."],
      ["{q}. Live at last, and so is every bug you meant to fix first.", "They're thrilled too."],
      ["{q}. Launched into the world, and the world will get to it after lunch.", "Maybe tomorrow."],
    ],
  },
  {
    // "After 3 years in stealth", "Out of stealth today", "Building in stealth mode".
    id: "stealth",
    match: captionOrBio(/(?:in|out of) stealth|stealth mode/i),
    jokes: [
      ["{q}. Stealth: the startup word for nobody having heard of you yet.", "Yet is doing a lot there."],
      ["{q}. From the outside, stealth mode looks exactly like not existing.", "Very convincing, too."],
      ["{q}. Announcing your stealth in public is the one move a ninja never makes.", "Cover blown, proudly."],
    ],
  },
  {
    // "1 year ago today", "100th post", "Finally hit 1,000".
    id: "milestone",
    match: caption(/\d+(?:st|nd|rd|th) (?:post|video|episode|day|week|run|workout)|(?:one|\d+) years? (?:ago today|since)|(?:finally )?hit \d[\d,.]*k?/i, [
      "bio",
    ]),
    jokes: [
      ["{q}. A milestone, celebrated by the one person who was keeping count.", "Confetti for one."],
      ["{q}. Announced like a birthday, so now we all have to sign the card.", "Signed, reluctantly."],
      ["{q}. Count that closely and a hobby gets a scoreboard, and a commentator.", "Both of them you."],
      ["{q}. Counting up, then announcing it: that's how a hobby gets a press office.", "Statement to follow."],
    ],
  },
  {
    // "New episode out now!", "Our podcast is live", "Started a podcast with my best mate".
    id: "podcast",
    match: caption(
      /new (?:podcast )?episode|(?:podcast|episode) (?:is )?(?:out|live|up)\b|(?:our|my) (?:new )?podcast|(?:launched|launching|started|starting) (?:a|my|our) (?:new )?podcast/i,
    ),
    jokes: [
      ["{q}. Now available wherever your friends pretend to listen.", "Top marks from your mum."],
      ["{q}. Opinions that were too long for dinner now have their own episode.", "With an intro jingle."],
      ["{q}. A radio show that your friends can't switch off politely.", "They have tried."],
      ["{q}. Every podcast starts the same way: a microphone and a friend who couldn't say no.", "Still can't."],
    ],
  },
  {
    // "#dogmom", "#introvert", "#vanlife": a tag that names who they are, not what the post shows.
    id: "tag-identity",
    match: hashtag(
      /(?:dog|cat|plant|boy|girl|fur|bird|horse)(?:mom|mum|mama|dad|papa|parent|lady|guy)s?|introvert|extrovert|overthinker|vanlife|digitalnomad|bookworm|coffeeaddict|gymrat|foodie|wanderer|creative|entrepreneur|bosslady|girlboss|momlife|dadlife/i,
    ),
    jokes: [
      ["{q}. Not a topic, a whole personality, tagged so strangers can find it.", "Found, thanks."],
      ["{q}. Tagging yourself like stock on a shelf: aisle {w}, top row.", "Price on request."],
      ["{q}. A name badge, pinned on so nobody gets the wrong idea about you.", "Or any other idea."],
      ["{q}. A membership card, flashed at the algorithm so it lets you in.", "It let you in."],
    ],
  },
]);
