import { darkTheme, lightTheme, type SampleSpec } from "./sample-spec";

const ig = (followers: string, following: string, posts: string) => [
  { value: posts, label: "posts" },
  { value: followers, label: "followers" },
  { value: following, label: "following" },
];
const tt = (following: string, followers: string, likes: string) => [
  { value: following, label: "Following" },
  { value: followers, label: "Followers" },
  { value: likes, label: "Likes" },
];
const igChrome = ["Follow", "Message"];
const ttChrome = ["Follow", "Message"];

/** Instagram, TikTok and X profiles. */
export const SOCIAL_SAMPLES: SampleSpec[] = [
  {
    id: "instagram-sunset-chaser", platform: "instagram", title: "The Wanderlust Bio", layout: "instagram",
    theme: lightTheme("#d9822b", "#f3ece0"), name: "Maya Torres", handle: "@sunset.chaser_22",
    bio: ["Wanderlust | Coffee addict", "Chasing sunsets, 31 countries", "Living my best life"],
    stats: ig("1,204", "2,987", "128"), extras: igChrome, hashtags: ["#blessed", "#travel"],
  },
  {
    id: "instagram-gym-leo", platform: "instagram", title: "The 5am Club", layout: "instagram",
    theme: lightTheme("#c0392b"), name: "Leo Brandt", handle: "@liftwithleo",
    bio: ["Gym rat. Protein enthusiast", "Founder of the 5am club", "DM for coaching"],
    stats: ig("316", "1,480", "412"), extras: igChrome, hashtags: ["#gains", "#grindset"],
  },
  {
    id: "instagram-brunch-bea", platform: "instagram", title: "The Brunch Critic", layout: "instagram",
    theme: lightTheme("#e67e22", "#fff4e6"), name: "Bea Lindqvist", handle: "@brunch.with.bea",
    bio: ["Foodie. Avocado toast critic", "Will travel for tacos"],
    stats: ig("18.4K", "640", "2,310"), extras: igChrome, hashtags: ["#brunchgoals", "#tacotuesday"],
  },
  {
    id: "instagram-influencer-kenzie", platform: "instagram", title: "The Influencer", layout: "instagram",
    theme: lightTheme("#8e44ad", "#fbeff8"), name: "Kenzie Hale", handle: "@itsjustkenzie",
    bio: ["Lifestyle influencer", "Brand deals: link below", "Manifesting good vibes only"],
    stats: ig("2.1M", "12", "1,050"), extras: igChrome, hashtags: ["#ad", "#grateful"],
  },
  {
    id: "instagram-plant-dad", platform: "instagram", title: "The Beige Minimalist", layout: "instagram",
    theme: lightTheme("#8d7b68", "#e8dcc8"), name: "Oliver Park", handle: "@plantdad.ollie",
    bio: ["Plant dad of 47 plants", "Minimalist. Neutral tones only"],
    stats: ig("403", "410", "56"), extras: igChrome, hashtags: ["#plantsofinstagram"],
  },
  {
    id: "tiktok-day-in-my-life", platform: "tiktok", title: "Day In My Life", layout: "tiktok",
    theme: darkTheme("#fe2c55"), name: "Chloe Ames", handle: "@chloe.vlogs",
    bio: ["Day in my life as a junior accountant", "Matcha or nothing"],
    stats: tt("87", "1.2K", "15.3K"), extras: ttChrome, hashtags: ["#fyp", "#dayinmylife"],
  },
  {
    id: "tiktok-dance-ray", platform: "tiktok", title: "Trend Chaser", layout: "tiktok",
    theme: darkTheme("#25f4ee"), name: "Ray Delgado", handle: "@danceking_ray",
    bio: ["Learning every trend 3 weeks late", "Choreographer in my kitchen"],
    stats: tt("342", "48", "210"), extras: ttChrome, hashtags: ["#dancechallenge"],
  },
  {
    id: "tiktok-chef-marco", platform: "tiktok", title: "Smoke Alarm Chef", layout: "tiktok",
    theme: lightTheme("#fe2c55"), name: "Marco Bellini", handle: "@chef.marco.eats",
    bio: ["Home cook, smoke alarm expert", "Recipes nobody asked for"],
    stats: tt("12", "89.5K", "1.1M"), extras: ttChrome, hashtags: ["#cooking", "#foodtok"],
  },
  {
    id: "tiktok-gamer-nate", platform: "tiktok", title: "Bronze Rank Pro", layout: "tiktok",
    theme: darkTheme("#7b61ff", "#0d0d1a"), name: "Nate Fischer", handle: "@noscope.nate",
    bio: ["Pro gamer (bronze rank)", "Streaming daily at 9pm"],
    stats: tt("1,020", "233", "3,401"), extras: ttChrome, hashtags: ["#gaming", "#fyp"],
  },
  {
    id: "x-thread-jordan", platform: "twitter", title: "The Thread Guy", layout: "x",
    theme: lightTheme("#1d9bf0"), name: "Jordan Miles", handle: "@jordanthreads",
    bio: ["Hot takes, cold coffee. A thread:", "Building in public"],
    stats: [{ value: "412", label: "Following" }, { value: "1,024", label: "Followers" }],
    extras: ["Joined March 2019", "2,871 posts"],
  },
  {
    id: "x-crypto-nico", platform: "twitter", title: "To The Moon", layout: "x",
    theme: darkTheme("#f7931a", "#000000"), name: "Nico Sterling", handle: "@nico_moonshot",
    bio: ["Web3 maximalist. Not financial advice.", "Early to everything"],
    stats: [{ value: "2,001", label: "Following" }, { value: "150", label: "Followers" }],
    extras: ["Joined June 2021", "9,410 posts"],
  },
  {
    id: "x-writer-ava", platform: "twitter", title: "Opinions Are My Cat's", layout: "x",
    theme: lightTheme("#16a085"), name: "Ava Quinn", handle: "@avaquinnwrites",
    bio: ["Writer. Coffee first, then words.", "Opinions are my cat's"],
    stats: [{ value: "89", label: "Following" }, { value: "12.5K", label: "Followers" }],
    extras: ["Joined May 2014", "31.2K posts"],
  },
];
