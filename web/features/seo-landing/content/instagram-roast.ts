import type { SeoPageContent } from "./types";

export const instagramRoast: SeoPageContent = {
  slug: "instagram-roast",
  navLabel: "Instagram Roast",
  title: "Instagram Roast",
  subtitle: "Your grid is aesthetic. Your captions are a cry for help. Let the AI say it out loud.",
  description:
    "Screenshot any Instagram profile, post or story and get a 7-second roast video that reads the bio, counts the sunset pics and notices the seventh photo of the same latte. It's the honest comment section your followers are too polite to write.",
  benefits: [
    { title: "Reads the whole grid", description: "Bio, highlights, follower ratio and that one pinned post from 2019: all fair game." },
    { title: "Made for Reels", description: "Portrait 9:16 download, captions burned in, ready to post before the moment passes." },
    { title: "Roast yourself first", description: "Beat your friends to it. Self-roasts get the most comments, trust the algorithm." },
    { title: "Gone in 24 hours", description: "Your screenshot is deleted within a day, unlike that story you posted at 2 a.m." },
  ],
  examples: [
    {
      title: "The Golden Hour Addict",
      description: "Forty-two sunsets, zero sunrises. The AI has questions about your sleep schedule.",
      platform: "Instagram",
    },
    { title: "Link in Bio Energy", description: "Three links, one of them a playlist called 'vibes'. Bold strategy.", platform: "Instagram" },
    { title: "Story Highlight Museum", description: "Highlights named 'me', 'me 2' and 'me again'. A curator's dream.", platform: "Instagram" },
  ],
  ctaText: "Roast My Instagram",
  keywords: ["instagram roast", "roast my instagram", "ig profile roast", "reels roast video"],
  testimonial: {
    text: "It called my feed 'a beige mood board that gave up halfway'. I reposted it and got more likes than my actual posts.",
    author: "Maya R.",
    handle: "@mayamakesthings",
  },
};
