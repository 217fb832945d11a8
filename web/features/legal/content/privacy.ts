import { BRAND, SUPPORT_EMAIL } from "../../../../common/brand";
import type { LegalDocumentContent } from "./types";

export const PRIVACY: LegalDocumentContent = {
  title: "Privacy Policy",
  lastUpdated: "January 15, 2026",
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
        "Account data: for as long as your account exists, then deleted within 30 days of closing it (except records we must keep by law).",
      ],
    },
    {
      id: "sharing",
      heading: "6. Who we share data with",
      paragraphs: [
        "We share data only with service providers that help us run the Service (hosting, storage, email delivery, our card payment provider, PayPal and, where used, AI processing), each bound by contract to protect it and use it only for us. We disclose data to authorities only where the law requires it. We never sell personal data or share it for advertising.",
      ],
    },
    {
      id: "cookies",
      heading: "7. Cookies",
      paragraphs: [
        "We use essential cookies to keep you signed in and to protect forms against misuse. They last at most 12 months. We do not use advertising or cross-site tracking cookies. Payment providers may set their own cookies on their checkout pages.",
      ],
    },
    {
      id: "rights",
      heading: "8. Your rights",
      paragraphs: [
        "You can ask to access, correct, export or delete your personal data, object to or restrict its processing, and withdraw consent. Write to us and we will answer within 30 days. You also have the right to complain to your data protection authority; in Iceland that is Persónuvernd.",
      ],
    },
    {
      id: "security",
      heading: "9. Security",
      paragraphs: [
        "Data is encrypted in transit, passwords are hashed, media links are signed and expire, and access to production systems is limited and logged. No system is perfectly secure, but we work to protect your data and will notify you of any breach that affects you as the law requires.",
      ],
    },
    {
      id: "children",
      heading: "10. Children",
      paragraphs: [
        "The Service is for people aged 13 and over. We do not knowingly collect data from children under 13. If you believe a child under 13 has used the Service, contact us and we will delete their data.",
      ],
    },
    {
      id: "transfers",
      heading: "11. International transfers",
      paragraphs: [
        "Some providers may process data outside your country. When they do, we use safeguards recognised by law, such as standard contractual clauses.",
      ],
    },
    {
      id: "changes",
      heading: "12. Changes",
      paragraphs: [
        "We will post updates to this policy here with a new date, and tell you by email or in the app about significant changes before they take effect.",
      ],
    },
    {
      id: "contact",
      heading: "13. Contact",
      paragraphs: [`${BRAND} is operated from Reykjavík, Iceland. For privacy questions or requests, write to ${SUPPORT_EMAIL} or use our contact page.`],
    },
  ],
};
