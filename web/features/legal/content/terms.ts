import { BRAND, SUPPORT_EMAIL } from "../../../../common/brand";
import type { LegalDocumentContent } from "./types";

export const TERMS: LegalDocumentContent = {
  title: "Terms of Service",
  lastUpdated: "November 27, 2026",
  intro: `These Terms of Service ("Terms") govern your use of ${BRAND}, the website and service that turns an image you upload into a short, humorous AI-generated roast video (the "Service"). By creating an account or using the Service you agree to these Terms. If you do not agree, please do not use the Service.`,
  sections: [
    {
      id: "eligibility",
      heading: "1. Who may use the Service",
      paragraphs: [
        "You must be at least 13 years old to use the Service, and you confirm that you are when you create an account. If you are under the age of legal majority where you live, you may use the Service only with the involvement and consent of a parent or legal guardian, who accepts these Terms on your behalf.",
        "You are responsible for your account and for everything done with it. Keep your password and sign-in links private and tell us promptly if you believe someone else has used your account.",
      ],
    },
    {
      id: "service",
      heading: "2. What the Service does",
      paragraphs: [
        `You upload a screenshot or photo, for example of a social-media or dating profile, a post, a story or an outfit. Our systems analyse the image and produce a roast video of about 6 to 8 seconds, usually 7, with narration and captions. You can download videos in landscape (16:9) and portrait (9:16) format and merge several videos into a longer compilation.`,
        "Roasts are comedy. They are generated automatically, are meant to be playful and PG-13, and do not state facts about anyone. We filter for hateful or harmful content, but automated output can occasionally miss the mark; tell us if it does and we will fix it.",
      ],
    },
    {
      id: "your-content",
      heading: "3. Your uploads and your responsibilities",
      paragraphs: [
        "You may upload only images you have the right to use. Before each upload you confirm that you own the image or have permission to use it, that it does not violate anyone else's rights, and that you consent to it being processed by AI to create a video.",
        "You keep the rights you have in your uploads. You give us a limited licence to store, process and transform them solely to provide the Service to you. Uploaded images are deleted automatically within 24 hours.",
      ],
      list: [
        "Do not upload images of other people without their permission, and never of anyone under 13.",
        "Do not upload nudity, sexual content, graphic violence, or content that is hateful, harassing or illegal.",
        "Do not use the Service to bully, threaten or humiliate anyone, or to impersonate someone.",
        "Do not attempt to disrupt, reverse engineer, scrape or overload the Service.",
      ],
    },
    {
      id: "videos",
      heading: "4. Your roast videos",
      paragraphs: [
        "You may download, keep and share the videos generated for you for personal and commercial purposes, provided the sharing respects these Terms and the rights of the people shown. Free roast videos carry a watermark.",
        "We keep individual videos available in your account for 90 days and compilations for 1 year, after which they are deleted. Download anything you want to keep.",
      ],
    },
    {
      id: "plans",
      heading: "5. Plans, credits and payments",
      paragraphs: [
        "Every new account receives one free, watermarked roast video. Additional videos require credits: each credit creates one roast video. You can get credits through a monthly subscription or a one-off purchase, and additional credits are priced per plan.",
        "All prices are shown in US dollars and include applicable taxes. Payments are handled by our card payment provider and, where offered, PayPal; we never see or store your full card number.",
        "Subscriptions renew automatically every month until cancelled. You can cancel at any time from your account or by contacting us; cancellation takes effect at the end of the current billing period, and you keep your plan's benefits until then.",
        "Individually purchased credits are valid for 1 year from purchase, after which unused credits expire.",
      ],
    },
    {
      id: "refunds",
      heading: "6. Refunds and our satisfaction promise",
      paragraphs: [
        "Because videos are generated immediately and digital content cannot be returned, payments are non-refundable except where the law requires otherwise.",
        "Our 100% satisfaction promise: if you are not happy with a roast video, contact us and we will give you a free credit to re-roast it. If a video fails to generate, the credit used is returned to your account automatically.",
      ],
    },
    {
      id: "acceptable-use",
      heading: "7. Suspension and termination",
      paragraphs: [
        "We may suspend or close accounts that break these Terms, endanger other people or put the Service at risk. Where reasonable we will tell you why and give you a chance to respond.",
        "You may stop using the Service and delete your account at any time, yourself, on your account page: you confirm with your password, or with a link we email you if your account has none. Deleting your account first cancels any subscription with its payment provider, so you are not charged again; it then removes your videos, uploads, share pages, credits and personal data at once, as described in our Privacy Policy, except the records we must keep by law. Unused credits and the rest of a paid period are not refunded when you delete your account.",
        "Before you go, you can download a copy of your data from the same page.",
      ],
    },
    {
      id: "ip",
      heading: "8. Our intellectual property",
      paragraphs: [
        `${BRAND}, its logo, software, designs and texts belong to us or our licensors. These Terms do not grant you any right to use them other than to use the Service as intended.`,
      ],
    },
    {
      id: "disclaimers",
      heading: "9. Disclaimers",
      paragraphs: [
        'The Service is provided "as is" and "as available". We work hard to keep it running and accurate, but we do not promise that it will be uninterrupted, error-free, or that every roast will be funny to everyone.',
      ],
    },
    {
      id: "liability",
      heading: "10. Limitation of liability",
      paragraphs: [
        "To the fullest extent permitted by law, we are not liable for indirect, incidental, special or consequential damages, or for lost profits, data or goodwill, arising from your use of the Service.",
        "Our total liability for any claim relating to the Service is limited to the greater of 100 US dollars (USD $100) or the amount you paid us in the 12 months before the event giving rise to the claim. Nothing in these Terms limits liability that cannot be limited by law.",
        "Any claim relating to the Service must be filed within 1 year after it arose; otherwise it is permanently barred, to the extent the law allows.",
      ],
    },
    {
      id: "law",
      heading: "11. Governing law and disputes",
      paragraphs: [
        "These Terms are governed by the laws of Iceland, without regard to its conflict-of-law rules. Disputes will be heard by the courts of Reykjavík, Iceland, unless the consumer-protection law of your country gives you the right to bring a claim where you live.",
      ],
    },
    {
      id: "changes",
      heading: "12. Changes to these Terms",
      paragraphs: [
        "We may update these Terms as the Service evolves. We will post the new version here with a new date and, for significant changes, tell you by email or in the app before they take effect. Continuing to use the Service after that means you accept the updated Terms.",
        `These Terms apply to this website and to every other domain we operate the Service under the ${BRAND} name.`,
      ],
    },
    {
      id: "contact",
      heading: "13. Contact",
      paragraphs: [`Questions about these Terms? Write to ${SUPPORT_EMAIL} or use our contact page. We reply within 24 hours on business days.`],
    },
  ],
};
