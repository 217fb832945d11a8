import { dark, FONTS, light } from "./screen-kit";
import { foodScene, gymScene, parkScene } from "./screen-scenes";
import type { ScreenSample } from "./screen-truth";
import { igComments, igPost, igProfile, igStory } from "./screens-instagram";

/** Instagram-like screens: profiles (own and someone else's), feed posts, stories with stickers. */
export const INSTAGRAM_SAMPLES: ScreenSample[] = [
  igProfile({
    id: "ig-profile-zoe-light", theme: light("#0095f6"), font: FONTS.inter, name: "Zoë Laurent", handle: "zoe.bakes.things",
    bio: ["Sourdough evangelist 🍞 and part-time plant murderer", "If I'm not baking I'm talking about baking"],
    link: "linktr.ee/zoebakes", stats: ["1,203", "12.4K", "891"], counts: { posts: 1203, followers: 12400, following: 891 },
    own: true, highlights: ["Bread", "Paris", "Fails"], suggested: true,
  }),
  igProfile({
    id: "ig-profile-jose-dark", theme: dark("#0095f6"), font: FONTS.liberation, name: "José Álvarez", handle: "jose.lifts",
    category: "Fitness coach", bio: ["Gym at 5am so you don't have to 💪", "Crypto curious. Protein certain."],
    stats: ["342", "2.1M", "12"], counts: { posts: 342, followers: 2100000, following: 12 }, own: false,
    followedBy: "maria.k", highlights: ["PRs", "Meal prep", "Clients"],
  }),
  igProfile({
    id: "ig-profile-small-priya", theme: light("#0095f6", { bg: "#fafafa" }), font: FONTS.dejavu, name: "Priya N",
    handle: "priya.plans.trips", bio: ["Spreadsheet for every vacation ✈️", "38 countries, 0 chill"],
    stats: ["87", "1,980", "1,002"], counts: { posts: 87, followers: 1980, following: 1002 }, own: true,
    highlights: ["Japan", "Peru"], viewport: { width: 360, height: 740 }, scale: 1.5, jpegQuality: 70,
  }),
  igPost({
    id: "ig-post-halfmarathon", theme: light("#0095f6"), font: FONTS.nimbus, handle: "kate.runs.late", location: "Central Park",
    caption: "Finally ran my first half marathon and only cried twice 🏃‍♀️ #halfmarathon #slowbutsteady",
    likedBy: "sam.rivera", likes: "1,204", likesCount: 1205,
    comments: [{ handle: "benji.k", text: "who let you cook 😭" }, { handle: "mom_of_kate", text: "So proud of you sweetie!!" }],
    commentTotal: 23, ago: "2 hours ago", scene: parkScene,
  }),
  igPost({
    id: "ig-post-pizza-dark", theme: dark("#0095f6"), font: FONTS.inter, handle: "tomas.eats", caption:
      "Made pizza from scratch, the kitchen will never recover", likedBy: "lena.w", likes: "318", likesCount: 319,
    comments: [{ handle: "lena.w", text: "invite me next time or else" }], commentTotal: 41, ago: "5 days ago",
    scene: foodScene, jpegQuality: 72,
  }),
  igStory({
    id: "ig-story-poll-text", theme: dark("#fff"), font: FONTS.grotesque, handle: "ava.m", ago: "5h",
    text: "Should I text him back?", poll: ["YES 🙌", "ABSOLUTELY NOT"], scene: parkScene,
  }),
  igStory({
    id: "ig-story-question-gym", theme: dark("#fff"), font: FONTS.liberation, handle: "dan.gains", ago: "12m",
    text: "Leg day is a state of mind", question: "Ask me anything about bulking", scene: gymScene, jpegQuality: 70,
  }),
  igComments({
    id: "ig-comments-dark-lena", theme: dark("#0095f6", { bg: "#121212" }), font: FONTS.dejavu, handle: "lena.wanders", ago: "1d",
    caption: "Quit my job to travel for a year. Day 3: I miss my desk chair",
    comments: [
      { handle: "marco.p", text: "the desk chair always wins", ago: "20h", likes: "312" },
      { handle: "auntie.bev", text: "Call your mother.", ago: "18h", likes: "1,087" },
      { handle: "jules_77", text: "living the dream (of sitting)", ago: "2h", likes: "44" },
    ],
  }),
];
