import { defineJokes } from "../joke-types";
import { said, POSTED, POSTED_OR_BIO, POSTED_OR_CHAT, SAID } from "./posts-celebrations";

/** Occasions: New Year and its resolutions, surprises, birthdays' "many more", costume parties. */
export const POST_OCCASION_JOKES = defineJokes("jpost", [
  {
    // "New year, new me", "New year new goals", "New year, new era".
    id: "party-new-year-new-me",
    mood: "smug",
    match: said(/\bnew year,? new (?:me|you|goals|start|era|energy|vibes?|beginnings?|mindset)\b/i, [...SAID, "bio"]),
    jokes: [
      ["{q}. The calendar changed, and somehow it was expected to do all the work.", "The calendar was not consulted."],
      ["{q}. A brand-new model, announced by the previous model, who is still in charge.", "Upgrade pending."],
      ["{q}. A rebrand, launched on the one day absolutely everybody else rebrands too.", "Very crowded launch."],
      ["{q}. Written by the old you, which puts the new you on probation already.", "Review in February."],
    ],
  },
  {
    // "My New Year's resolution: more sleep", "Dry January, day one", "This is my year".
    id: "party-resolutions",
    mood: "deadpan",
    match: said(
      /\b(?:new year['’]?s? resolutions?|(?:my|our) (?:one |only |main |big )?resolutions? (?:for (?:the new year|this year|(?:19|20)\d\d)|this year|(?:is|was) to)|resolutions? (?:for|this) (?:the )?(?:new )?year|dry january|dry jan|sober october|veganuary|this (?:is|will be|is going to be|is gonna be) my year|(?:19|20)\d\d (?:is|will be|is going to be|is gonna be) my year)\b/i,
      POSTED_OR_BIO,
    ),
    jokes: [
      ["{q}. Ambition with a start date and no mention anywhere of a finish line.", "Deliberately vague."],
      ["{q}. Resolved in writing, so the rest of the year has something to quote back.", "Consider it quoted."],
      ["{q}. A promise to the calendar, which has heard this one before and kept the receipts.", "All of them."],
      ["{q}. Said in public, so the whole internet can check in around February.", "We will."],
    ],
  },
  {
    // "Surprise party!", "You guys totally surprised me", "Didn't suspect a thing".
    id: "party-surprise",
    mood: "wholesome",
    match: said(
      /\b(?:surprise (?:party|parties|birthday|do|bash|celebration)|(?:they|you guys|u guys|everyone|my friends) (?:totally |completely |actually |really )?surprised me|didn['’]?t suspect a thing)\b/i,
      POSTED_OR_CHAT,
    ),
    jokes: [
      ["{q}. A surprise, which means somebody lied beautifully, and entirely out of love.", "Organised deceit, with balloons."],
      ["{q}. The one party where the guest of honour is the last to hear about it.", "Invitation lost, deliberately."],
      ["{q}. A secret kept by more than one person, which is the real achievement here.", "Nobody cracked."],
      ["{q}. All that plotting, for one gasp that lasts about a second.", "Worth it, apparently."],
    ],
  },
  {
    // "Here's to many more", "Cheers to another year", "Many more to come".
    id: "party-many-more",
    mood: "wholesome",
    match: said(
      /\b(?:here['’]?s to (?:many|lots|plenty|so many) more|cheers to (?:many more|another|the next)|to many (?:many )?more (?:years|birthdays|adventures|memories|anniversaries)|many more to come)\b/i,
      [...POSTED, "comment"],
    ),
    jokes: [
      ["{q}. A toast that orders the sequel before this one has even finished.", "Franchise confirmed."],
      ["{q}. Ordering more of the same, like a regular who never looks at the menu.", "The usual, please."],
      ["{q}. Raising a glass in writing, where nobody can hear the speech wobble.", "Steady as text."],
      ["{q}. Booking every future celebration in one sentence, dates to be confirmed.", "Venue pending."],
    ],
  },
  {
    // "Fancy dress party", "Halloween costume", "Dressed up as a banana".
    id: "party-costume",
    mood: "chaotic",
    match: said(/\b(?:fancy dress|(?:halloween |party )?costumes?|dressed (?:up )?as (?:a|an|the))\b/i, SAID),
    jokes: [
      ["{q}. Dressing up as someone else, then posting it so everyone knows it was you.", "Disguise, undone."],
      ["{q}. Dressing up means a whole evening spent explaining who you're meant to be.", "Again, and again."],
      ["{q}. A costume, the one outfit where nobody recognising you counts as a win.", "Nobody knew it was you."],
      ["{q}. Committing to a character for one night, and the internet keeps the evidence for years.", "The character has left. The evidence stays."],
    ],
  },
]);
