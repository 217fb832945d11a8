import type { SeoPageContent } from "./types";

export const studentRoast: SeoPageContent = {
  slug: "student-roast",
  navLabel: "Student Roast",
  title: "Student Roast",
  subtitle: "Deadline tomorrow, roast video today. Priorities.",
  description:
    "Screenshot your study-gram, your dorm setup, your class group chat or your 'locked in' story at 1 a.m., and get a 7-second roast of the highlighter collection, the instant-noodle diet and the essay that's been 'almost done' for a week.",
  benefits: [
    { title: "Free first roast", description: "Your first roast video costs nothing. Your student budget can relax." },
    { title: "Procrastination, upgraded", description: "If you're avoiding homework anyway, at least make it funny." },
    { title: "Dorm-wide content", description: "Roast every roommate and merge the clips for the floor group chat." },
    { title: "Study-break length", description: "Seven seconds. You can get back to that essay. Eventually." },
  ],
  examples: [
    { title: "Aesthetic Study Desk", description: "Candles, matcha, twelve pens. The AI found no actual notes.", platform: "Instagram" },
    { title: "Locked In (Posted at 2 a.m.)", description: "Claiming focus while posting stories. The AI has doubts.", platform: "TikTok" },
    { title: "Group Project Ghost", description: "Last seen: the first meeting. The AI sent a search party.", platform: "Group chat" },
  ],
  ctaText: "Roast My Student Life",
  keywords: ["student roast", "college roast", "study gram roast", "dorm roast"],
  testimonial: {
    text: "It said my study setup 'has the lighting of a thesis and the output of a nap'. My roommate made it her lock screen.",
    author: "Ethan R.",
    handle: "@ethan.studies.sometimes",
  },
};
