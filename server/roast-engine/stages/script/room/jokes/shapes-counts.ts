import type { TropeSource } from "../joke-types";
import { counted } from "./shapes-match";

/**
 * Counts as the screen shows them ({q} is "1,204" or "12.4K", said as read) and the following /
 * followers ratio ({q} the following count, {n2} the followers). A count is one written word but
 * up to six spoken ones, so these jokes run long alone or short with a tag.
 */
export const COUNT_TROPES: TropeSource[] = [
  {
    id: "followers-tiny",
    mood: "deadpan",
    match: counted("followers", 0, 99),
    jokes: [
      ["{q} followers. That's not a fan base, that's a wedding guest list.", "And you'd still have to cut a few."],
      "{q} followers. At that size you don't need analytics; you can just ask each of them.",
      ["{q} followers. Few enough to learn all their names, and you probably already have.", "Birthdays too."],
      ["{q} followers. Not famous, but you'd definitely notice if one of them left.", "You'd know which one."],
    ],
  },
  {
    id: "followers-small",
    match: counted("followers", 100, 999),
    jokes: [
      ["{q} followers. Enough to fill a village hall, as long as you promised biscuits.", "Good biscuits, too."],
      ["{q} followers, which is a lot of people to let down with every post.", "Gently. Consistently."],
      ["{q} followers. Not famous, but famous enough to start calling them your community.", "Out loud, even."],
      ["{q} followers. A school assembly's worth, and just as likely to be listening.", "Somebody is asleep."],
    ],
  },
  {
    id: "followers-big",
    match: counted("followers", 10000, 999999),
    jokes: [
      "{q} followers. A small town's worth of people, and not one of them has warned you.",
      ["{q} followers. That's a stadium, and you're the one up there on the big screen.", "Wave."],
      ["{q} followers, and every single one of them could have stopped this.", "None of them did."],
      "{q} followers. Enough to fill a concert hall, and you're still the loudest one in it.",
    ],
  },
  {
    id: "followers-huge",
    match: counted("followers", 1000000),
    jokes: [
      ["{q} followers, and not one of them has staged an intervention.", "That's not loyalty, that's enabling."],
      "{q} followers. A whole city's worth of people, and every single one of them chose this.",
      ["{q} followers. More readers than most novels will ever get.", "And the novels had an editor."],
    ],
  },
  {
    id: "following-many",
    match: counted("following", 1000),
    jokes: [
      ["Following {q} accounts. That's not a feed, that's a census.", "And you're the only one counting."],
      ["You follow {q} accounts. Nobody keeps up with that many.", "You're just collecting them, like stamps."],
      ["Following {q} accounts. Your feed has no bottom, and you're still digging.", "Bring a torch, and snacks."],
    ],
  },
  {
    id: "posts-many",
    match: counted("posts", 500),
    jokes: [
      "{q} posts. Somewhere along the way this stopped being a hobby and became a shift pattern.",
      "{q} posts. That's not a profile any more, that's an archive, and it needs a librarian.",
      ["{q} posts, and somewhere in there, surely, is the good one.", "We gave up looking halfway."],
      ["{q} posts. Scrolling back to the first one would need a packed lunch.", "And a map."],
    ],
  },
  {
    id: "posts-few",
    match: counted("posts", 0, 9),
    jokes: [
      "Just {q} posts. A gallery this small needs a velvet rope and a very patient guard.",
      ["{q} posts, which is less a profile and more a rumour that you exist.", "A rumour with a username."],
      ["{q} posts. Everything else is being saved for a moment that keeps not arriving.", "Any day now."],
      ["{q} posts. The profile version of standing by the door with your coat on.", "Ready to leave."],
    ],
  },
  {
    id: "likes-few",
    mood: "deadpan",
    match: counted("likes", 0, 20),
    jokes: [
      "{q} likes. That's not engagement, that's a register being taken, and half the class is absent.",
      ["{q} likes, and at least one of those was a thumb slipping.", "It still counts, just about."],
      ["{q} likes. The internet walked past this like a charity collector in the rain.", "Eyes down."],
      ["Only {q} likes. Even the algorithm looked at this and quietly changed the subject.", "Very awkward."],
    ],
  },
  {
    id: "likes-many",
    match: counted("likes", 10000),
    jokes: [
      "{q} likes, which is an awful lot of people agreeing with something they only half read.",
      ["{q} likes. That many strangers agreeing on anything should really be studied.", "Then stopped, for safety."],
      "{q} likes. A stadium's worth of thumbs, and not a single one of them pointed down.",
    ],
  },
  {
    id: "views-few",
    mood: "deadpan",
    match: counted("views", 0, 200),
    jokes: [
      ["{q} views. Fewer than a local council meeting gets, and even less plot.", "Minutes available on request."],
      ["{q} views: an audience small enough to greet individually, by name, at the door.", "With tea."],
      "{q} views. A premiere with the turnout of a dentist's waiting room on a quiet morning.",
    ],
  },
  {
    id: "views-many",
    match: counted("views", 100000),
    jokes: [
      ["{q} views. That's a lot of people who now know this about you, for good.", "No take-backs."],
      "{q} views. More people have seen this than have ever actually read the terms and conditions.",
      ["{q} views, a whole city's worth, for something nobody needed to see even once.", "Yet here we are."],
    ],
  },
  {
    // A perfectly round count: "1,000", "500", "20,000".
    id: "round-count",
    match: { on: "count", words: /^[1-9]0{2,}$|^[1-9]0{0,2}(?:,000)+$/ },
    jokes: [
      ["{q} {label} on the dot. Enjoy it, because the next one ruins it.", "Don't touch anything."],
      "{q} {label}, a perfectly round number, and perfectly round numbers never stay that way for long.",
      ["A clean {q} {label}. One more either way and it's just a number again.", "Frame it now."],
    ],
  },
  {
    // Following far more than follow back: {q} the following count, {n2} the followers.
    id: "follow-ratio",
    match: { on: "ratio" },
    jokes: [
      ["Following {q}, followed by {n2}. That's not a network, that's a waiting list.", "You joined it."],
      ["You follow {q}, and {n2} follow you. The rest just watch you wave.", "Keep waving, though."],
      ["Following {q}, followed by {n2}: clapping at every show, and getting a smaller round back.", "Polite."],
      ["{q} following and {n2} followers. The biggest fan of people who don't know you.", "Superfan, really."],
    ],
  },
  {
    id: "follow-ratio-steep",
    match: { on: "ratio", min: 5 },
    jokes: [
      ["Following {q}, followed by {n2}. That's not social media, that's a fan club.", "You founded it."],
      ["{q} following, {n2} followers. You're the audience in this arrangement, not the show.", "Do the maths."],
      ["You follow {q}, {n2} follow you. That's not a following, that's a queue.", "At the back."],
    ],
  },
];
