import { dark, FONTS, light } from "./screen-kit";
import type { ReadingScreen } from "./screen-truth";
import { mapReview, marketListing, runActivity, threadsProfile } from "./screens-other-apps";

/** Apps beyond the seven platforms: a Threads-like profile, a run tracker, a marketplace, a map review. */
export const OTHER_APP_SCREENS: ReadingScreen[] = [
  threadsProfile({
    id: "threads-profile-lea",
    theme: light("#000"),
    font: FONTS.inter,
    name: "Léa Fontaine",
    handle: "leafontaine_",
    bio: ["Pisces | bottomless brunch enthusiast", "Professional napper, amateur florist"],
    followedBy: "bakewithmaya",
    others: 48,
    followers: "2,310",
    post: "Bought a plant to feel like an adult. It died. I feel like an adult.",
    date: "Mar 3",
  }),
  runActivity({
    id: "run-activity-dark-tomas",
    theme: dark("#fc4c02", { bg: "#121212" }),
    font: FONTS.liberation,
    name: "Tomás Reyes",
    when: "Yesterday at 7:02 AM",
    place: "Lisbon, Portugal",
    title: "Ran to the bakery and back",
    note: "Negative splits, positive croissant balance.",
    stats: [
      ["Distance", "12.4 km"],
      ["Pace", "5:41 /km"],
      ["Time", "1:10:32"],
    ],
    kudos: "23 kudos",
    comment: { name: "Inês Costa", text: "the croissant was the real PR" },
    jpegQuality: 70,
  }),
  marketListing({
    id: "market-listing-armchair",
    theme: light("#1877f2"),
    font: FONTS.dejavu,
    title: "Vintage armchair, slightly haunted",
    price: "$45",
    listed: "Listed 2 days ago in Brooklyn, NY",
    description: "Selling because my cat has claimed it. The cat does not come with the chair.",
    seller: "Dana Whitaker",
    joined: "Joined in 2014",
    similar: ["Mid-century lamp", "Velvet ottoman"],
  }),
  mapReview({
    id: "map-review-cafe-priya",
    theme: light("#1a73e8"),
    font: FONTS.nimbus,
    place: "Café Lumen",
    reviewer: "Priya Nair",
    reviewerStats: "Local Guide · 41 reviews · 212 photos",
    ago: "2 weeks ago",
    review: "Ordered a flat white and got a life lesson from the barista. Five stars, no notes.",
    owner: "Thank you Priya, the life lessons are free with every flat white!",
    jpegQuality: 72,
  }),
];
