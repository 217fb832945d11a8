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
      ["{q} followers. Not an audience yet, more of a dinner reservation.", "They'd all fit at one table."],
      "{q} followers is a guest list, not a fan base, and every name gets checked at the door.",
      "{q} followers. Every post lands like a speech at a small wedding: polite, warm, and fully seated.",
      "{q} followers. At this size you don't need analytics, you can just ask each of them personally.",
    ],
  },
  {
    id: "followers-small",
    match: counted("followers", 100, 999),
    jokes: [
      "{q} followers: enough to fill a function room, and every one of them knows your name.",
      ["{q} followers, which is a lot of people to let down with every post.", "Gently. Consistently."],
      "{q} followers. Not famous, but just famous enough to start calling them my community, out loud.",
      ["{q} followers: the size where people start scheduling posts for maximum reach.", "Reach, maximised, politely."],
    ],
  },
  {
    id: "followers-big",
    match: counted("followers", 10000, 999999),
    jokes: [
      "{q} followers. That many people, and not one of them warned you about any of this.",
      "{q} followers, which is a small town's worth of people who saw this and kept scrolling.",
      "{q} followers. Enough to fill a concert hall, and still the loudest voice in it is yours.",
      ["{q} followers, and every single one of them could have said something.", "Think about that."],
    ],
  },
  {
    id: "followers-huge",
    match: counted("followers", 1000000),
    jokes: [
      ["{q} followers, and not one of them has ever staged an intervention.", "That's not loyalty, that's enabling."],
      "{q} followers. A whole city's worth of people, and every one of them saw this on purpose.",
      "{q} followers, which means more people have read your words than most novels will ever reach.",
    ],
  },
  {
    id: "following-many",
    match: counted("following", 1000),
    jokes: [
      "Following {q} accounts. That's not a feed, that's a census, and you're the only one reading it.",
      "You follow {q} accounts. Nobody keeps up with that many; you're just collecting them like stamps.",
      "Following {q} accounts is less a feed and more a waiting room with no receptionist at all.",
    ],
  },
  {
    id: "posts-many",
    match: counted("posts", 500),
    jokes: [
      "{q} posts. Somewhere along the way this stopped being a hobby and became a shift pattern.",
      "{q} posts. That's not a profile anymore, that's an archive, and the archive needs a librarian.",
      "{q} posts, and somewhere in there, surely, one of them is the good one.",
      "{q} posts. At this point the archive should have its own union rep and a grievance procedure.",
    ],
  },
  {
    id: "posts-few",
    match: counted("posts", 0, 9),
    jokes: [
      "Just {q} posts. A gallery this small needs a velvet rope and a very patient guard.",
      ["{q} posts, which is less a profile and more a rumour that you exist.", "A rumour with a username."],
      "{q} posts. Everything else is being saved for a moment that keeps not arriving.",
      "{q} posts. Either very selective, or the profile version of standing by the door with your coat on.",
    ],
  },
  {
    id: "likes-few",
    mood: "deadpan",
    match: counted("likes", 0, 20),
    jokes: [
      "{q} likes. That's not engagement, that's a register being taken, and half the class is absent.",
      "{q} likes. Each one possibly a thumb slipping, and every single one of them still counts.",
      "{q} likes. The internet walked past this like a charity collector on a very rainy Monday.",
      "Only {q} likes. Even the algorithm looked at this, winced, and very quietly changed the subject.",
    ],
  },
  {
    id: "likes-many",
    match: counted("likes", 10000),
    jokes: [
      "{q} likes, which is a lot of people agreeing to something they only half read, at best.",
      "{q} likes, and somewhere in there is one honest person who tapped it by accident while scrolling.",
      ["{q} likes. That many strangers agreeing on anything should be studied by actual scientists.", "Then gently stopped."],
    ],
  },
  {
    id: "views-few",
    mood: "deadpan",
    match: counted("views", 0, 200),
    jokes: [
      "{q} views. Watched by fewer people than a local council meeting, and with even less plot.",
      "{q} views: an audience small enough to greet individually, by name, before lunch.",
      "{q} views. A premiere with the turnout of a dentist's waiting room on a quiet Tuesday morning.",
    ],
  },
  {
    id: "views-many",
    match: counted("views", 100000),
    jokes: [
      ["{q} views. That's a lot of people who now know this about you, permanently.", "No take-backs."],
      "{q} views. More people saw this than have ever read an instruction manual, and they learned about as much.",
      ["{q} views, which is a whole city watching something nobody needed to see twice.", "Yet here we all are."],
    ],
  },
  {
    // A perfectly round count: "1,000", "500", "20,000".
    id: "round-count",
    match: { on: "count", words: /^[1-9]0{2,}$|^[1-9]0{0,2}(?:,000)+$/ },
    jokes: [
      "{q} {label}, exactly. Either a milestone, or somebody waited for this exact moment to capture it.",
      "{q} {label}, a perfectly round number, and perfectly round numbers never stay that way for long.",
      "A clean {q} {label}. Enjoy it, because the next number will not be nearly this tidy.",
    ],
  },
  {
    // Following far more than follow back: {q} the following count, {n2} the followers.
    id: "follow-ratio",
    match: { on: "ratio" },
    jokes: [
      "Following {q}, followed by {n2}. That's not a network, that's a waiting list you joined yourself.",
      "You follow {q}, and {n2} follow you. The rest just politely watch you wave from afar.",
      "Following {q}, followed by {n2}: applauding at every show, and getting a smaller round back.",
      "{q} following and {n2} followers. You're the most loyal fan of people who don't know you.",
    ],
  },
  {
    id: "follow-ratio-steep",
    match: { on: "ratio", min: 5 },
    jokes: [
      "Following {q}, followed by {n2}. That's not social media, that's a fan club you founded alone.",
      "{q} following, {n2} followers. Do the math: you're the audience in this arrangement, not the show.",
      "You follow {q} people and {n2} follow you. Somewhere, a bouncer is laughing at this list.",
    ],
  },
];
