import { BRAND, SUPPORT_EMAIL } from "../../../../common/brand";
import type { LegalDocumentContent } from "./types";

export const PRIVACY: LegalDocumentContent = {
  title: "Privacy Policy",
  lastUpdated: "November 27, 2026",
  intro: `This Privacy Policy explains what personal data ${BRAND} collects, why, how long we keep it and the choices you have. We collect as little as we need to make roast videos for you, and we never sell your data.`,
  sections: [
    {
      id: "collect",
      heading: "1. What we collect",
      paragraphs: ["We collect the following information:"],
      list: [
        "Account data: your email address, display name, a securely hashed password if you set one, and the date you joined. If you sign in with Google we receive your name, email and profile picture from Google.",
        "Uploads: the images you submit for roasting, and the text and details our systems read from them.",
        "Generated content: your roast videos, compilations, their scripts and captions.",
        "Payment data: the plan you bought, amounts, dates and the payment provider's reference. Card details are entered with our card payment provider or PayPal and never reach our servers.",
        "Technical data: IP address, browser type, pages visited and security events such as sign-ins, used to keep accounts safe and the Service reliable.",
        "Messages you send us through the contact form or by email.",
      ],
    },
    {
      id: "use",
      heading: "2. How we use it",
      paragraphs: ["We use your data to:"],
      list: [
        "create, store and deliver your roast videos;",
        "run your account, credits and subscriptions and process payments;",
        "send the emails the Service needs, such as sign-in links, verification and receipts;",
        "prevent abuse, fraud and security incidents;",
        "answer your questions and requests;",
        "improve the Service using aggregated, de-identified statistics.",
      ],
    },
    {
      id: "legal-bases",
      heading: "3. Legal bases",
      paragraphs: [
        "We process your data to perform our contract with you (providing the Service), on the basis of your consent (for example to process an uploaded image with AI), to meet legal obligations (for example keeping payment records), and for our legitimate interest in keeping the Service secure. You can withdraw consent at any time for future processing.",
      ],
    },
    {
      id: "ai",
      heading: "4. AI processing of uploads",
      paragraphs: [
        "Your uploaded image is analysed automatically to write and produce your roast. Where we use an AI provider for this, it processes the image only on our behalf, under contract, and may not use it to train its models.",
        "We do not use your uploads to identify people, and roasts are not used to make decisions about you.",
      ],
    },
    {
      id: "retention",
      heading: "5. How long we keep data",
      paragraphs: ["We keep data only as long as needed:"],
      list: [
        "Uploaded images: deleted within 24 hours.",
        "Individual roast videos: 90 days. Compilations: 1 year.",
        "Purchased credits: valid for 1 year, after which the unused balance resets.",
        "Payment records: 7 years, as accounting law requires.",
        "Security logs: 12 months.",
        "Account data: for as long as your account exists. Deleting your account on your account page deletes it at once, with your roasts, videos, uploads, share pages, credits, sessions and sign-in methods.",
        "A copy of your data you ask for: deleted when you download it, or 24 hours after it is ready if you don't.",
      ],
    },
    {
      id: "after-deletion",
      heading: "6. What we keep after you delete your account",
      paragraphs: ["Only what the law or the fairness of the Service needs, none of it linked to your account any more:"],
      list: [
        "Payment records (amount, currency, date, plan, payment method and the provider's reference): 7 years, as accounting and tax law requires, with your account removed from them. Our payment providers keep their own records under their own policies.",
        "A one-way fingerprint of your email address, which cannot be turned back into it: kept so the free roast stays one per inbox, and, if the account was banned for breaking the Terms, so that a new account on the same inbox starts banned too. Your address itself is deleted, and you may sign up again with it.",
        "Reports you made about other people's roasts: kept without your account, so the reviews they led to still make sense.",
        "Records of moderation actions taken on your account or roasts (for example a roast taken down after reports): kept as long as we may need to show how a report was handled.",
        "Security logs: 12 months, as for every account.",
      ],
    },
    {
      id: "sharing",
      heading: "7. Who we share data with",
      paragraphs: [
        "We share data only with service providers that help us run the Service (hosting, storage, email delivery, our card payment provider, PayPal and, where used, AI processing), each bound by contract to protect it and use it only for us. We disclose data to authorities only where the law requires it. We never sell personal data or share it for advertising.",
      ],
    },
    {
      id: "cookies",
      heading: "8. Cookies",
      paragraphs: [
        "We use essential cookies to keep you signed in and to protect forms against misuse. They last at most 12 months. We do not use advertising or cross-site tracking cookies. Payment providers may set their own cookies on their checkout pages.",
      ],
    },
    {
      id: "rights",
      heading: "9. Your rights",
      paragraphs: [
        "You can access, correct, export or delete your personal data, object to or restrict its processing, and withdraw consent.",
        "Two of these you can do yourself, at any time, on your account page: download a copy of your data (a zip of your account, roasts, credits, payments and the videos and images still stored; the link is emailed to you, works once and expires after 24 hours; one copy per hour), and delete your account (confirmed with your password, or with a link we email you; see section 6 for what stays).",
        "For anything else, write to us and we will answer within 30 days. You also have the right to complain to your data protection authority; in Iceland that is Persónuvernd.",
      ],
    },
    {
      id: "security",
      heading: "10. Security",
      paragraphs: [
        "Data is encrypted in transit, passwords are hashed, media links are signed and expire, and access to production systems is limited and logged. No system is perfectly secure, but we work to protect your data and will notify you of any breach that affects you as the law requires.",
      ],
    },
    {
      id: "children",
      heading: "11. Children",
      paragraphs: [
        "The Service is for people aged 13 and over. We do not knowingly collect data from children under 13. If you believe a child under 13 has used the Service, contact us and we will delete their data.",
      ],
    },
    {
      id: "transfers",
      heading: "12. International transfers",
      paragraphs: [
        "Some providers may process data outside your country. When they do, we use safeguards recognised by law, such as standard contractual clauses.",
      ],
    },
    {
      id: "changes",
      heading: "13. Changes",
      paragraphs: [
        "We will post updates to this policy here with a new date, and tell you by email or in the app about significant changes before they take effect.",
      ],
    },
    {
      id: "contact",
      heading: "14. Contact",
      paragraphs: [`${BRAND} is operated from Reykjavík, Iceland. For privacy questions or requests, write to ${SUPPORT_EMAIL} or use our contact page.`],
    },
  ],
};
