import { dark, FONTS, light } from "./screen-kit";
import { beachScene, foodScene, gymScene, mirrorSelfieScene, parkScene, streetScene } from "./screen-scenes";
import type { ScreenSample } from "./screen-truth";
import { chatScreen, commentThread, hingeCard, photoOnly, snapStory, swipeCard } from "./screens-dating-chat";

/** Dating cards, chats, a comment thread, a Snapchat-like story and photos with little or no text. */
export const DATING_CHAT_SAMPLES: ScreenSample[] = [
  hingeCard({
    id: "hinge-maya-light", theme: light("#6a3ea1", { card: "#f7f4f0" }), font: FONTS.inter, name: "Maya", active: "Active today",
    vitals: ["29", "5'7\"", "Brooklyn"], scene: parkScene,
    prompts: [
      ["I will judge you by", "Your Spotify Wrapped. Be afraid."],
      ["My simple pleasures", "Finding a parking spot on the first try and pretending it was skill"],
    ],
  }),
  hingeCard({
    id: "hinge-zoe-dark", theme: dark("#c9a7ff", { card: "#1f1f22" }), font: FONTS.grotesque, name: "Zoë", active: "Active now",
    vitals: ["31", "Barista", "Montréal"], scene: foodScene, jpegQuality: 70,
    prompts: [
      ["Typical Sunday", "Farmers market at 8, nap by 10, existential dread by 4"],
      ["The way to win me over is", "Bring snacks and do not talk during the movie"],
    ],
  }),
  swipeCard({
    id: "swipe-jake-light", theme: light("#fd5068"), font: FONTS.liberation, name: "Jake", age: 29, badge: "Recently Active",
    details: ["📍 3 miles away", "📏 6'1\"", "🏠 Lives in Denver"], bio: "Just a guy who owns more houseplants than forks 🌿", scene: beachScene,
  }),
  swipeCard({
    id: "swipe-jose-small", theme: dark("#fd5068", { bg: "#111" }), font: FONTS.dejavu, name: "José", age: 31, badge: "Nearby",
    details: ["Marketing manager", "12 km away"], bio: "Looking for someone to split appetizers with. I will eat your fries.", scene: gymScene,
    viewport: { width: 360, height: 740 }, scale: 1.5, jpegQuality: 70,
  }),
  chatScreen({
    id: "chat-imessage-roommates", theme: light("#0a84ff"), font: FONTS.inter, style: "imessage", title: "Roommates 🏠", subtitle: "3 people",
    day: "Today 9:41 PM", footer: ["Delivered", "iMessage"],
    messages: [
      { from: "Priya", text: "who ate my leftover pad thai" },
      { from: "Sam", text: "not me I was at the gym" },
      { from: "me", text: "I plead the fifth" },
      { from: "me", text: "but also it was delicious and you should be proud" },
      { from: "Priya", text: "I'm changing the wifi password" },
    ],
  }),
  chatScreen({
    id: "chat-whatsapp-dark-mom", theme: dark("#00a884", { bg: "#0b141a" }), font: FONTS.liberation, style: "whatsapp", title: "Mom", subtitle: "online",
    day: "Yesterday", footer: ["", "Message"], jpegQuality: 70,
    messages: [
      { from: "Mom", text: "Did you eat anything green today" },
      { from: "me", text: "Does mint chip ice cream count" },
      { from: "Mom", text: "No." },
      { from: "me", text: "Then I am fasting for personal growth" },
    ],
  }),
  commentThread({
    id: "reddit-thread-plants", theme: light("#ff4500"), font: FONTS.nimbus, community: "r/houseplants", author: "fern_gully_88", ago: "6h",
    title: "I have killed 11 succulents this year. AMA", text: "They say you can't overwater a succulent. I found a way.",
    votes: "2.1K", comments: [
      { author: "cactus_carl", text: "this is the most honest post on this sub", votes: "812" },
      { author: "leafmeal0ne", text: "have you tried simply not", votes: "430" },
    ],
  }),
  commentThread({
    id: "reddit-thread-dark-cooking", theme: dark("#ff4500", { bg: "#0b1416", card: "#1a282d" }), font: FONTS.inter, community: "r/Cooking",
    author: "burnt_toast_bandit", ago: "2h", title: "Set off the smoke alarm making cereal", text: "Do not ask me how. The toaster was involved.",
    votes: "14.8K", jpegQuality: 72, comments: [
      { author: "chef_rowan", text: "the toaster should not have been involved", votes: "3.2K" },
      { author: "Zoë_eats", text: "respect for posting this", votes: "901" },
    ],
  }),
  snapStory({
    id: "snap-story-barista", theme: dark("#fffc00"), font: FONTS.liberation, name: "Theo", ago: "3h", scene: streetScene,
    caption: "when the barista spells your name right first try",
  }),
  photoOnly({ id: "photo-fitcheck-mirror", theme: light("#000"), font: FONTS.grotesque, caption: "fit check", scene: (w, h) => mirrorSelfieScene(w, h), jpegQuality: 78 }),
  photoOnly({ id: "photo-street-notext", theme: light("#000"), font: FONTS.inter, scene: streetScene, viewport: { width: 640, height: 480 }, scale: 2 }),
  photoOnly({ id: "photo-park-notext", theme: light("#000"), font: FONTS.inter, scene: parkScene, jpegQuality: 70 }),
];
