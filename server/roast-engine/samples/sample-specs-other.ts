import { darkTheme, lightTheme, type SampleSpec } from "./sample-spec";

const connections = (value: string) => ({ value, label: "connections" });
const followers = (value: string) => ({ value, label: "followers" });

/** LinkedIn, Facebook, dating profiles and photo-like stills. */
export const OTHER_SAMPLES: SampleSpec[] = [
  {
    id: "linkedin-founder-derek", platform: "linkedin", title: "The Visionary Founder", layout: "linkedin",
    theme: lightTheme("#0a66c2", "#f4f2ee"), name: "Derek Vance",
    headline: "Founder & CEO | Visionary | Thought Leader | Keynote Speaker",
    bio: ["Helping brands disrupt the disruptors"], stats: [connections("500+"), followers("2,940")],
    extras: ["Austin, Texas", "Open to work", "Connect"],
  },
  {
    id: "linkedin-guru-priya", platform: "linkedin", title: "Synergy Evangelist", layout: "linkedin",
    theme: lightTheme("#0a66c2", "#f4f2ee"), name: "Priya Nair",
    headline: "Growth Hacking Guru | Synergy Evangelist", bio: ["Chief Vibes Officer at Nimbus Labs"],
    stats: [connections("312"), followers("1,203")], extras: ["Denver, Colorado", "Connect", "Message"],
  },
  {
    id: "linkedin-student-tom", platform: "linkedin", title: "Aspiring Entrepreneur", layout: "linkedin",
    theme: lightTheme("#0a66c2", "#f4f2ee"), name: "Tom Becker",
    headline: "Aspiring Entrepreneur | Crypto Enthusiast | Student",
    bio: ["Building the future, one webinar at a time"], stats: [connections("48")],
    extras: ["Leeds, England", "Open to work", "Connect"],
  },
  {
    id: "linkedin-excel-grace", platform: "linkedin", title: "Spreadsheet Ninja", layout: "linkedin",
    theme: lightTheme("#0a66c2", "#f4f2ee"), name: "Grace Liu", headline: "Senior Excel Ninja at Ledgerly",
    bio: ["Humbled to announce I love spreadsheets"], stats: [connections("500+"), followers("7,310")],
    extras: ["Toronto, Ontario", "Connect", "Message"],
  },
  {
    id: "facebook-minion-gary", platform: "facebook", title: "Minion Memes", layout: "facebook",
    theme: lightTheme("#1877f2", "#f0f2f5"), name: "Gary Dobbs",
    bio: ["Minion memes are my love language"], stats: [{ value: "1.2K", label: "friends" }],
    extras: ["Lives in Springfield", "Works at Self-Employed", "Add friend"],
  },
  {
    id: "facebook-boss-tina", platform: "facebook", title: "Be Your Own Boss", layout: "facebook",
    theme: lightTheme("#1877f2", "#f0f2f5"), name: "Tina Marsh",
    bio: ["Be your own boss | Essential oils", "Ask me about my opportunity"],
    stats: [{ value: "687", label: "friends" }],
    extras: ["Studied at School of Hard Knocks", "From Tulsa, Oklahoma", "Add friend"],
  },
  {
    id: "dating-tinder-ryan", platform: "dating", title: "Partner In Crime", layout: "dating",
    theme: darkTheme("#fd5068", "#1b1b1f"), name: "Ryan, 29",
    bio: ["Fluent in sarcasm", "Looking for my partner in crime"], stats: [],
    extras: ["tinder", "2 miles away"], prompts: [{ prompt: "About me", answer: "6'2 because apparently that matters" }],
  },
  {
    id: "dating-hinge-sofia", platform: "dating", title: "Typical Sunday", layout: "dating",
    theme: lightTheme("#6b4eff", "#fbf8f3"), name: "Sofia, 27", bio: [], stats: [],
    extras: ["Hinge", "Looking for something long term"],
    prompts: [
      { prompt: "My simple pleasures", answer: "Farmers markets and overpriced candles" },
      { prompt: "Typical Sunday", answer: "Brunch, a nap, then a second brunch" },
    ],
  },
  {
    id: "dating-bumble-marcus", platform: "dating", title: "Dog Dad Entrepreneur", layout: "dating",
    theme: lightTheme("#f5b700", "#fffbea"), name: "Marcus, 31",
    bio: ["Entrepreneur. Dog dad.", "Gym 6 days a week"], stats: [],
    extras: ["bumble", "5 km away"], prompts: [{ prompt: "Looking for", answer: "Someone who can keep up" }],
  },
  {
    id: "photo-outfit-fitcheck", platform: "generic", title: "Fit Check", layout: "photo",
    theme: darkTheme("#c8a27a", "#3a2f28"), name: "", bio: [], stats: [], extras: [],
    caption: "Fit check: all thrifted", hashtags: ["#ootd"],
  },
  {
    id: "photo-golden-hour", platform: "generic", title: "Golden Hour", layout: "photo",
    theme: darkTheme("#f39c12", "#2c1e10"), name: "", bio: [], stats: [], extras: [],
    caption: "Sunday reset, no filter", hashtags: ["#goldenhour"],
  },
];
