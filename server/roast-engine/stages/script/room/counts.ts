import { defineFamily } from "./room-types";

/** Counts and ratios: the numbers people show off, or can't hide. */
export const COUNTS = defineFamily("count", [
  {
    id: "tiny-followers",
    match: { on: "count", labels: ["followers", "friends"], max: 300 },
    setups: ["{q} {label}. An audience the size of a group chat.", "{ctx}, and just {q} {label}."],
    twists: ["Half of them are family."],
    punches: ["Your following could fit in a minivan.", "A fanbase that shares one bathroom.", "A crowd the size of a dentist's waiting room."],
  },
  {
    id: "mid-followers",
    match: { on: "count", labels: ["followers"], min: 301, max: 20_000 },
    setups: ["{q} {label}. Famous in one postcode.", "{ctx}, with {q} {label} watching."],
    punches: [
      "Recognised at exactly one coffee shop.",
      "Influencer energy, neighbourhood reach.",
      "Big enough to be smug, small enough to check every like.",
      "A following the size of a school reunion nobody wanted.",
      "Enough fans to fill a bus, not enough to push it.",
    ],
  },
  {
    id: "big-followers",
    match: { on: "count", labels: ["followers"], min: 20_001 },
    setups: ["{q} {label}. That many people chose this.", "{ctx}, and {q} {label} signed up for it."],
    punches: [
      "And not one of them told you about the lighting.",
      "A small town of people, all enabling this.",
      "That's a stadium, and it's watching you eat toast.",
      "A fanbase the size of a city, and nobody told you.",
      "That many followers, and not one with notes.",
      "A crowd that size usually needs a permit.",
    ],
  },
  {
    id: "many-following",
    match: { on: "count", labels: ["following"], min: 1500 },
    setups: ["Following {q} accounts. A full-time job with no salary.", "{ctx}, and following {q}."],
    punches: ["You're not a user, you're an audience.", "That's not following, that's surveillance.", "The feed has a feed."],
  },
  {
    id: "ratio",
    match: { on: "ratio", min: 1.5 },
    setups: ["Following {q}, followed by {n2}.", "{q} following, {n2} followers."],
    twists: ["The maths is not mathing."],
    punches: [
      "A networking strategy built entirely on hope.",
      "That's not a following, that's a waiting list.",
      "You're giving, and the internet is not giving back.",
    ],
  },
  {
    id: "huge-ratio",
    match: { on: "ratio", min: 5 },
    setups: ["Following {q}, followed back by {n2}.", "{q} following and {n2} followers."],
    punches: ["That's not a ratio, that's a cry for help.", "An unrequited love story told in numbers.", "You follow everyone; everyone follows the rules."],
  },
  {
    id: "few-posts",
    match: { on: "count", labels: ["posts"], max: 12 },
    setups: ["{q} {label}. Mysterious, or just busy.", "{ctx}, and only {q} {label}."],
    punches: ["Posting less than a cautious ghost.", "A gallery with more walls than art.", "Every post is a rare sighting."],
  },
  {
    id: "many-posts",
    match: { on: "count", labels: ["posts"], min: 800 },
    setups: ["{q} {label}. The camera roll has a second job.", "{ctx}, and {q} {label}."],
    punches: [
      "Your thumb deserves a pension.",
      "That's not a profile, it's an archive.",
      "Every moment documented, not one enjoyed.",
      "The cloud storage bill is a personality trait.",
      "A thousand posts and the grid is still buffering.",
    ],
  },
  {
    id: "likes",
    match: { on: "count", labels: ["likes"] },
    setups: ["{q} {label}. Counting them, we assume, daily.", "{ctx}, and {q} {label}."],
    punches: [
      "Every one of them tapped by accident on the way past.",
      "Likes are not rent, but you'd try paying with them.",
      "Somewhere a double tap is being regretted.",
      "Your mum accounts for at least four of them.",
      "Likes from strangers, silence from friends.",
      "Each like checked in person, like a bouncer.",
    ],
  },
  {
    id: "many-friends",
    match: { on: "count", labels: ["friends"], min: 301 },
    setups: ["{q} {label}. Every one of them gets the birthday reminder.", "{ctx}, and {q} {label} to tell about it."],
    punches: [
      "Friends in number, acquaintances in practice.",
      "Half of them are from a school trip in 1998.",
      "A friend list longer than the guest list of a wedding.",
      "Most of them muted you after the last holiday album.",
    ],
  },
  {
    id: "connections",
    match: { on: "count", labels: ["connections"] },
    setups: ["{q} {label}. You've met maybe nine.", "{ctx}, and {q} {label}."],
    punches: [
      "Networking, but most of the net is holes.",
      "A rolodex of people who accepted to be polite.",
      "They connected, then they muted.",
      "Each connection a stranger who clicked accept by reflex.",
      "A network wide enough to catch recruiters and nothing else.",
      "All of them endorsed you for Microsoft Word.",
    ],
  },
  {
    id: "views",
    match: { on: "count", labels: ["views"] },
    setups: ["{q} {label}. Most of them were you, checking.", "{ctx}, and {q} {label}."],
    punches: [
      "Viewed, but never truly seen.",
      "The replay button is doing overtime.",
      "A view count built on rewatching your own face.",
      "Most of those views were the loading screen.",
      "Seen by many, finished by few.",
      "The algorithm showed it to everyone by mistake.",
    ],
  },
  {
    id: "round-number",
    match: { on: "count", words: /^\d{1,3}(?:[.,]?0+)?[kKmM]$|^\d0{2,}(?:,000)*$/ },
    setups: ["{q} {label}. Suspiciously round.", "{ctx}, and a very tidy {q} {label}."],
    punches: ["Numbers that round usually come with a receipt.", "A count so neat it has a filter.", "Round numbers, square effort."],
  },
]);
