import type { SeoPageContent } from "./types";

export const parentRoast: SeoPageContent = {
  slug: "parent-roast",
  navLabel: "Parent Roast",
  title: "Parent Roast",
  subtitle: "Minivan? Dad jokes? Fourteen photos of the same first day of school?",
  description:
    "Screenshot Mom's profile, Dad's Facebook wall or the family group chat's 'good morning' images, and get a 7-second roast the whole family can watch together. It's affectionate teasing for the people who taught you how to take a joke.",
  benefits: [
    { title: "Family safe", description: "Warm and PG-13: more dinner-table laugh than stand-up special." },
    { title: "Perfect for holidays", description: "A Mother's Day or Father's Day roast beats another mug." },
    { title: "Generation bridge", description: "Finally, a video your parents will actually share to their wall." },
    { title: "Easy to gift", description: "Download and send it, or play it on the TV at the family dinner." },
  ],
  examples: [
    { title: "Dad Joke Archive", description: "Every comment is a pun. The AI responded with a worse one.", platform: "Facebook" },
    { title: "Good Morning Flowers", description: "Glittering rose GIF, daily, 7:02 a.m. The AI admires the consistency.", platform: "Facebook" },
    { title: "The Sports-Sideline Mom", description: "Eighty blurry photos of one football match. The AI found the ball.", platform: "Instagram" },
  ],
  ctaText: "Roast My Parents",
  keywords: ["parent roast", "dad roast", "mom roast", "fathers day roast video"],
  testimonial: {
    text: "I roasted my mom's profile picture, the same beach photo since 2012. She loved it so much she finally changed it.",
    author: "Olivia F.",
    handle: "@liv.f",
  },
};
