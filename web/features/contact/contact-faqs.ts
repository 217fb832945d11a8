/** The contact page's questions and answers (also the page's FAQPage structured data). */
export const CONTACT_FAQS: ReadonlyArray<{ q: string; a: string }> = [
  {
    q: "How long does a roast take?",
    a: "Results usually take seconds: most roasts are ready shortly after your upload finishes. At busy times it can take up to a minute.",
  },
  {
    q: "What happens to my screenshot?",
    a: "It is used only to make your roast and is deleted automatically within 24 hours. Your videos stay in your account for 90 days (compilations for 1 year).",
  },
  {
    q: "I didn't love my roast. Now what?",
    a: "Our satisfaction promise has you covered: message us and we'll add a free credit so you can re-roast it. Failed videos refund their credit automatically.",
  },
  {
    q: "How do I cancel my subscription?",
    a: "Anytime, from your account or by writing to us. It stays active until the end of the billing period you've paid for.",
  },
  {
    q: "Can I roast my friends?",
    a: "Yes, with their permission. Roasts are playful and PG-13, and the AI jokes about posts and styling, never about who someone is.",
  },
  {
    q: "Which video formats do I get?",
    a: "HD landscape (16:9) for YouTube and TVs, and portrait (9:16) for TikTok, Reels and Stories.",
  },
];
