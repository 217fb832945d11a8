import { dark, FONTS, light } from "./screen-kit";
import { beachScene, streetScene } from "./screen-scenes";
import type { ScreenSample } from "./screen-truth";
import { facebookPost, facebookProfile, linkedinPostDesktop, linkedinProfileDesktop, linkedinProfilePhone } from "./screens-linkedin-facebook";
import { tiktokProfile, tiktokVideo, xProfile, xThread } from "./screens-tiktok-x";

/** TikTok-, X-, LinkedIn- and Facebook-like screens: profiles and posts, light and dark, phone and desktop. */
export const SOCIAL_SAMPLES: ScreenSample[] = [
  tiktokProfile({
    id: "tiktok-profile-marisol", theme: light("#fe2c55"), font: FONTS.inter, name: "Marisol 🌮", handle: "marisol.cooks.chaos",
    bio: ["Teaching my cat to skateboard one day at a time 🛹", "Recipes that mostly work"], stats: ["312", "48.9K", "1.2M"],
    counts: { following: 312, followers: 48900, likes: 1200000 },
  }),
  tiktokProfile({
    id: "tiktok-profile-dark-kwame", theme: dark("#fe2c55", { bg: "#121212" }), font: FONTS.nimbus, name: "Kwame", handle: "kwame.dances.badly",
    bio: ["Professional overthinker, amateur dancer", "New video every time I embarrass myself"], stats: ["1,203", "210K", "3.4M"],
    counts: { following: 1203, followers: 210000, likes: 3400000 }, jpegQuality: 70,
  }),
  tiktokVideo({
    id: "tiktok-video-binge", theme: dark("#fff"), font: FONTS.liberation, handle: "nora.binges", ago: "2d",
    caption: "POV: you said one episode at 9pm #fyp #bingewatch", side: ["98.2K", "1,203", "4,410"], counts: { likes: 98200 },
    sound: "original sound - nora.binges", scene: beachScene,
  }),
  xProfile({
    id: "x-profile-devon", theme: light("#1d9bf0"), font: FONTS.dejavu, name: "Devon Okafor", handle: "devon_ships_it",
    bio: ["Building the future of todo apps. Again.", "Opinions are my cat's."], place: "Lagos", joined: "March 2019",
    following: "412", followers: "1,024", counts: { following: 412, followers: 1024 }, posts: "Day 41 of learning Rust. The borrow checker and I are in couples therapy.",
  }),
  xThread({
    id: "x-thread-dark-renee", theme: dark("#1d9bf0"), font: FONTS.inter, name: "Renée Park", handle: "renee_takes",
    text: "Hot take: breakfast for dinner is the only correct dinner and I will not be taking questions", when: "9:14 PM · Mar 3, 2026",
    views: "48.2K", stats: ["312", "41", "2,087"], counts: { likes: 2087, views: 48200 },
    replies: [
      { name: "Luis", handle: "luis_eats", text: "pancakes at 8pm is a cry for help" },
      { name: "Ingrid", handle: "ingrid_k", text: "finally someone said it" },
    ],
  }),
  xThread({
    id: "x-post-light-small-omar", theme: light("#1d9bf0"), font: FONTS.narrow, name: "Omar Haddad", handle: "omar_h",
    text: "Got a standing desk. Have stood at it once. It is now a very tall shelf for laundry.", when: "7:02 AM · Jan 12, 2026",
    views: "3,911", stats: ["12", "2", "140"], counts: { likes: 140, views: 3911 },
    replies: [{ name: "Bea", handle: "bea_builds", text: "the laundry desk pipeline is real" }], scale: 1.5, jpegQuality: 68,
  }),
  linkedinProfileDesktop({
    id: "linkedin-profile-desktop-brad", theme: light("#0a66c2", { bg: "#f4f2ee", card: "#ffffff" }), font: FONTS.liberation,
    name: "Brad Kessler", headline: "Chief Vibes Officer | Turning coffee into synergy | Keynote Speaker", place: "Austin, Texas, United States",
    connections: "500+", counts: { connections: 500 }, company: "SynergyWorks",
    about: "I help founders unlock their inner founder. Ex-intern at three unicorns. I wake up at 4am so my calendar doesn't have to.",
    alsoViewed: [
      { name: "Dana Whitfield", headline: "Growth Hacker at Stealth Startup" },
      { name: "Marcus Lee", headline: "Head of People | Culture Nerd" },
    ],
  }),
  linkedinPostDesktop({
    id: "linkedin-post-desktop-chloe", theme: dark("#70b5f9", { bg: "#000000", card: "#1b1f23" }), font: FONTS.inter,
    name: "Chloé Martin", headline: "Senior Product Manager at Cloudnine", ago: "1d",
    text: "I'm humbled to announce that I have been promoted to Senior Product Manager.\nThis journey taught me that every no is just a yes waiting for a better slide deck.\nAgree?",
    reactions: "2,431", comments: "187", counts: { likes: 2431 },
    comment: { name: "Gary Stone", headline: "Founder | Investor", text: "Congrats! Let's grab a virtual coffee and synergize" },
  }),
  linkedinProfilePhone({
    id: "linkedin-profile-phone-anjali", theme: light("#0a66c2"), font: FONTS.nimbus, name: "Anjali Rao",
    headline: "Data Scientist who mostly makes pie charts", place: "Pune, Maharashtra, India", connections: "1,203", counts: { connections: 1203 },
    about: "Passionate about turning coffee into dashboards nobody opens. Fluent in Python, Excel and apologising to stakeholders.",
    jpegQuality: 70,
  }),
  facebookProfile({
    id: "facebook-profile-gerald", theme: light("#1877f2"), font: FONTS.liberation, name: "Gerald Finch",
    bio: "Retired. Grilling enthusiast. Still figuring out this website.", friends: "1,203", counts: { friends: 1203 },
    intro: ["Lives in Porto", "Works at Finch Family Hardware"], post: "Does anyone know how to turn off the caps lock on this thing",
  }),
  facebookPost({
    id: "facebook-post-dark-lucia", theme: dark("#1877f2", { bg: "#18191a", card: "#3a3b3c" }), font: FONTS.dejavu, name: "Lucía Gómez",
    text: "Ran into my ex at the grocery store while holding 14 frozen pizzas. I said they were for a party. There is no party.",
    when: "Yesterday at 9:14 PM", reactions: "214", counts: { likes: 214 },
    comments: [{ name: "Pilar Ruiz", text: "invite me to the no party" }, { name: "Tomás Vega", text: "the pizzas were the real winners here" }],
    jpegQuality: 74,
  }),
  tiktokVideo({
    id: "tiktok-video-street", theme: dark("#fff"), font: FONTS.grotesque, handle: "citywalker.jo", ago: "5h",
    caption: "Rating every hot dog stand in the city so you don't have to. Stand #7 changed my life #foodtok", side: ["12.4K", "388", "1,020"],
    counts: { likes: 12400 }, sound: "original sound - citywalker.jo", scene: streetScene, jpegQuality: 72,
  }),
  linkedinProfileDesktop({
    id: "linkedin-profile-desktop-dark-sofia", theme: dark("#70b5f9", { bg: "#000000", card: "#1b1f23" }), font: FONTS.nimbus,
    name: "Sofía Herrera", headline: "Visionary Thought Leader • Web3 • AI • Also Web2", place: "Madrid, Community of Madrid, Spain",
    connections: "2,087", counts: { connections: 2087 }, company: "Blockchain Bakery", jpegQuality: 75,
    about: "I disrupt industries before breakfast. Currently disrupting the breakfast industry.",
    alsoViewed: [
      { name: "Pedro Alonso", headline: "Serial Entrepreneur (3 exits, 2 of them fire exits)" },
      { name: "Nadia Karim", headline: "UX Designer at Pixelworks" },
    ],
  }),
];
