import type { SeoPageContent } from "./types";

export const genZRoast: SeoPageContent = {
  slug: "gen-z-roast",
  navLabel: "Gen Z Roast",
  title: "Gen Z Roast",
  subtitle: "It's giving… main character. The AI is not giving the same energy back.",
  description:
    "Screenshot your photo dump, your Close Friends story or your bio made entirely of emojis, and get a 7-second roast that's fluent in slang and unbothered by your aesthetic. No cap, it will notice the blurry photo of a shoe you called 'art'.",
  benefits: [
    { title: "Chronically online", description: "The AI knows the slang, the trends and the lore. It's a little too aware." },
    { title: "Photo dump literate", description: "Ten random pics, one vibe: the roast finds the through-line." },
    { title: "Lowkey viral", description: "Short, captioned and vertical: made for the way you actually post." },
    { title: "Zero boomer energy", description: "Funny first, never mean. The jokes age better than your references." },
  ],
  examples: [
    { title: "The Photo Dump", description: "A sunset, a receipt, a blurry dog. The AI says it's giving confusion.", platform: "Instagram" },
    { title: "Emoji-Only Bio", description: "Moon, sparkle, skull. The AI translated it and is worried.", platform: "TikTok" },
    { title: "Main Character Walk", description: "Slow-mo, headphones, rain. The AI cast you as extra number four.", platform: "TikTok" },
  ],
  ctaText: "Roast Me, Bestie",
  keywords: ["gen z roast", "photo dump roast", "main character roast", "bestie roast"],
  testimonial: {
    text: "It said my photo dump 'looks like my camera roll got hacked'. I'm deceased. Reposted instantly.",
    author: "Ava N.",
    handle: "@ava.nnn",
  },
};
