import type { SeoPageContent } from "./types";

export const petRoast: SeoPageContent = {
  slug: "pet-roast",
  navLabel: "Pet Roast",
  title: "Pet Roast",
  subtitle: "Your cat has an Instagram. Your cat has more followers than you. Let's discuss.",
  description:
    "Upload a photo of your dog, cat, hamster or bearded dragon (or its suspiciously popular pet account) and get a 7-second roast of the tiny outfits, the judgemental stares and the chewed-up couch in the background. No pets are harmed; some egos may be.",
  benefits: [
    { title: "Zero hurt feelings", description: "Your pet can't read captions. Probably. Roast freely." },
    { title: "Pet-account content", description: "Vertical video made for the pet influencer you're secretly managing." },
    { title: "Works on any creature", description: "Dogs, cats, parrots, goldfish, the AI has opinions on all of them." },
    { title: "Treat-sized", description: "Seven seconds: about as long as your dog's attention span." },
  ],
  examples: [
    { title: "The Judgemental Cat", description: "Stares like you owe it rent. The AI thinks you do.", platform: "Instagram" },
    { title: "Dog in a Costume", description: "Hot dog outfit, deeply betrayed face. The AI sides with the dog.", platform: "TikTok" },
    { title: "Couch Destroyer", description: "Innocent face, shredded cushion behind. The AI rests its case.", platform: "Instagram" },
  ],
  ctaText: "Roast My Pet",
  keywords: ["pet roast", "roast my dog", "roast my cat", "funny pet video"],
  testimonial: {
    text: "It said my corgi 'walks like he's late for a meeting he called'. That video has more views than my wedding.",
    author: "Grace H.",
    handle: "@waffles.the.corgi",
  },
};
