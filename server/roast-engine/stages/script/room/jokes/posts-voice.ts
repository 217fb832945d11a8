import { defineJokes } from "../joke-types";
import { caption, captionOrBio } from "./posts-match";

/** How posts talk: the slang verdicts, the vibes, the calls to action, the teasers and the love notes. */
export const POST_VOICE_JOKES = defineJokes("jpost", [
  {
    id: "link-in-bio",
    match: caption(/link in (?:my )?bio|link in profile|link below|link above|swipe up|tap the link|click the link|links? in (?:my )?bio/i),
    jokes: [
      ["{q}. The most persuasive sales pitch in history: go and find it yourself.", "Conversion rate: hopeful."],
      ["{q}. Sending your audience on a scavenger hunt with no prize at the end.", "Happy hunting, everyone."],
      ["{q}. A link, waiting patiently, like a sign-up sheet on a noticeboard.", "Pens provided."],
      ["{q}. Every story ends the same way: with directions to somewhere else.", "Even the caption has a referral scheme."],
    ],
  },
  {
    id: "cant-believe",
    match: caption(/can['’]?t believe|cannot believe|can not believe|can['’]?t even|unreal|pinch me/i),
    jokes: [
      ["{q}. The rest of us believed it instantly, and kept scrolling.", "Belief is cheap on a feed."],
      ["{q}. Disbelief, performed for an audience that believed it straight away.", "Theatre, but with likes."],
      ["{q}. Easy to believe, honestly. The hard part is this caption.", "That one nobody saw coming."],
      ["{q}. Pinch yourself all you like; the caption is still real.", "And still there in the morning."],
    ],
  },
  {
    id: "slay",
    match: caption(/slay|left no crumbs|no crumbs|devoured|ate that|ate this|ate it up|(?:she|he|they|you|we|i) ate$/i),
    jokes: [
      ["{q}. A rave verdict, delivered by the one person not allowed on the jury.", "Case dismissed, by the defendant."],
      ["{q}. Self-reviewed, self-approved and self-captioned. The chef is also the critic.", "Table for one."],
      ["{q}. Reviewing your own post in a single word, and it's a rave.", "The critics' table seats one."],
      ["{q}. Every triumph needs a witness, so the caption volunteered.", "Witness and defendant, same person."],
    ],
  },
  {
    id: "assignment",
    match: captionOrBio(/understood the assignment|the assignment/i),
    jokes: [
      ["{q}. Nobody set an assignment, and you graded yourself top marks anyway.", "Teacher's pet, and the teacher."],
      ["{q}. Self-graded homework always gets an A.", "The teacher is also the student, and the teacher is generous."],
      ["{q}. The assignment was to show up. You did. Gold star.", "From yourself, to yourself, with love."],
    ],
  },
  {
    id: "iconic",
    match: caption(/iconic|legendary|\blegend|\bicon/i),
    jokes: [
      ["{q}. Calling yourself that is a job other people were supposed to do.", "They are still on their break."],
      ["{q}. Iconic, self-certified, which is also how counterfeits work.", "The hologram sticker is a caption."],
      ["{q}. Legends are made by other people. This one was made by the caption.", "Self-published, as legends go."],
      ["{q}. A legacy, declared on the day it began.", "Historians have not been consulted, and they have questions."],
    ],
  },
  {
    id: "main-character",
    pair: { kinds: ["object"] },
    match: caption(/main character|protagonist/i),
    jokes: [
      ["{q}. Every main character needs a plot. This one has a caption.", "The sequel is another caption."],
      ["{q}. Main character energy, announced by the character, which is usually the narrator's job.", "The narrator has been let go."],
      ["{q}. The main character, played by you, written by you, reviewed by you.", "A rave review, from you."],
      ["{q}. If you're the main character, somebody should warn the supporting cast.", "They signed up for a cameo."],
      ["{q}. Main character, and the supporting cast is {ctx}.", "Casting went with what was available."],
    ],
  },
  {
    id: "vibes",
    match: caption(/vibes?|mood|aesthetic|energy/i),
    jokes: [
      ["{q}. When a caption has to name the {w}, the post forgot to bring it.", "Then apologised in writing."],
      ["{q}. Announced at the door like a dress code, and just as strictly enforced.", "The bouncer is also you."],
      ["{q}. Naming the vibe is the surest sign it never arrived.", "It sent its apologies."],
      ["{q}. Vibes are felt, not captioned, but nobody told the caption.", "Now it knows."],
    ],
  },
  {
    id: "best-life",
    match: caption(/best life|living my best|livin|living life|life is good|the good life/i),
    jokes: [
      ["{q}. If this is the best life, the other ones must be in storage.", "Climate controlled, hopefully."],
      ["{q}. Best life, as rated by the one reviewer with a stake in it.", "Verified purchase, biased buyer."],
      ["{q}. The best lives are usually too busy to caption themselves.", "Yours found the time."],
      ["{q}. Living it and livestreaming it, which are not the same hobby.", "Only one of them needs a caption."],
    ],
  },
  {
    id: "stay-tuned",
    match: caption(/stay tuned|coming soon|watch this space|more to come|something big|big things/i),
    jokes: [
      ["{q}. We are tuned. We have been tuned for some time now.", "The signal remains weak."],
      ["{q}. Teasing an announcement like the audience is holding its breath, not scrolling past.", "Some of them are scrolling."],
      ["{q}. Promised in the exact tone of a shop sign that never comes down.", "Opening soon, since forever."],
      ["{q}. Watching this space, as instructed. The space remains empty.", "Like most promises made online."],
    ],
  },
  {
    id: "wanderlust",
    match: caption(/wanderlust|wander(?:ing)?|adventure awaits|vacation mode|holiday mode|out of office|travel bug|passport|jet ?lag/i),
    jokes: [
      ["{q}. Off seeing the world, and making very sure the world sees you doing it.", "Seen, thanks."],
      ["{q}. Seeing the world, one caption the world has already seen.", "Postcards, but mass-produced."],
      ["{q}. The trip will end eventually. The posting about it will not.", "Reruns all winter."],
      ["{q}. The world is big, and somehow every caption about it is the same.", "This one included."],
    ],
  },
  {
    id: "memories",
    match: caption(/core memor(?:y|ies)|memories|making memories|memory unlocked/i),
    mood: "wholesome",
    jokes: [
      ["{q}. A memory, made and then uploaded immediately, in case it got lost.", "Now it belongs to everyone."],
      ["{q}. Making memories, and backing them up to the feed just in case.", "Your memory, our scroll."],
      ["{q}. Memories used to live in shoeboxes. Now they live in captions like this.", "The shoebox was more discreet."],
    ],
  },
  {
    id: "official",
    match: caption(/it['’]?s official|officially|made it official/i),
    jokes: [
      ["{q}. Official, according to the only office consulted: the caption.", "Stamped and filed under posts."],
      ["{q}. Nothing is official until it's posted. That's how paperwork works now, apparently.", "Signed, sealed, captioned."],
      ["{q}. Officially, meaning there's a document, and the document is this caption.", "Notarised by likes."],
    ],
  },
  {
    id: "comeback",
    match: caption(/i['’]?m back|we['’]?re back|back at it|been a while|long time no (?:post|see)|hiatus|dusting off/i),
    jokes: [
      ["{q}. Back, after a break nobody declared, to applause nobody scheduled.", "The comeback tour starts and ends here."],
      ["{q}. A long break, and clearly none of it was spent on the caption.", "Rest, clearly, was the priority."],
      ["{q}. A comeback, announced by the person coming back, which saves the fans the trouble.", "Attendance is being taken now."],
    ],
  },
  {
    id: "engagement-bait",
    match: caption(/comment below|drop a comment|tag a friend|tag someone|tag your|share this|like and share|double tap|let me know|sound off|drop your/i),
    jokes: [
      ["{q}. Engagement, requested politely, in the tone of a tip jar.", "Please, anything helps."],
      ["{q}. Telling people how to interact, like a sign asking guests to please enjoy themselves.", "Fun is mandatory."],
      ["{q}. The call to action is clear, which is more than most actions ever get.", "Please hold."],
      ["{q}. Instructions for the audience, because the post could not do it alone.", "Some assembly required."],
    ],
  },
  {
    id: "swipe",
    match: caption(/swipe|last slide|final slide|keep swiping|wait for it|wait (?:till|until|for) the end|watch (?:till|until) the end/i),
    jokes: [
      ["{q}. Making us work for it, like the good part had a cover charge.", "We paid, and we want a refund."],
      ["{q}. A swipe is a small act of faith, and this post tested it.", "Faith, shaken."],
      ["{q}. Promising a payoff at the end is how they get you. Every time.", "We swiped anyway."],
    ],
  },
  {
    id: "anniversary",
    match: caption(/anniversary|years together|year together/i),
    mood: "wholesome",
    jokes: [
      ["{q}. Anniversaries belong to the people involved and, apparently, everyone scrolling.", "A private milestone with a public guest list."],
      ["{q}. Celebrating love in public, where the other half can reply in writing.", "Romance, with read receipts."],
      ["{q}. Another year, another caption the other person has to like.", "Publicly. Promptly. Or else."],
    ],
  },
  {
    id: "my-person",
    match: caption(/love of my life|my person|my fav(?:ou)?rite (?:person|human)|my rock|partner in crime|my everything|my other half|better half/i),
    mood: "wholesome",
    jokes: [
      ["{q}. Said in a caption, which is where the great love letters go to be liked.", "Sealed with a double tap."],
      ["{q}. A sentiment this private, delivered in public, for anyone scrolling past.", "Love, with an audience."],
      ["{q}. Sweet. Now say it somewhere nobody can double tap it.", "Out loud, in a room, like the old days."],
    ],
  },
  {
    id: "so-proud",
    match: caption(/so proud|proud of (?:myself|you|us|this|everyone|my)|proud moment|proudest/i),
    mood: "wholesome",
    jokes: [
      ["{q}. Pride is best enjoyed with a comment section nodding along.", "Applause, delivered by notification."],
      ["{q}. Proud, and filing that pride on the public record, in triplicate.", "Witnessed, stamped and liked."],
      ["{q}. Proud enough to post, and posting to make sure it counts.", "Pride, with a receipt."],
    ],
  },
  {
    id: "storytime",
    match: caption(/story ?time|buckle up|long post|quick story|let me tell you|a thread/i),
    jokes: [
      ["{q}. A story, told in full, to people who would have taken the summary.", "Abridged edition, please."],
      ["{q}. Asking us to buckle up for a trip that could have been a sentence.", "We walked."],
      ["{q}. Every long post promises a twist. The twist is how long it is.", "Spoiler: still going."],
    ],
  },
  {
    id: "happy-weekday",
    match: caption(/happy (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend|hump day)|tgif|friyay|monday again/i),
    mood: "deadpan",
    jokes: [
      ["{q}. Announcing the day of the week, a public service no calendar could offer.", "Calendars everywhere, relieved."],
      ["{q}. A caption that's just the day is a caption that clocked out early.", "The weekend started at the caption."],
      ["{q}. Thanks for the update. The calendar sends its regards.", "It had it covered, but thanks."],
    ],
  },
  {
    id: "any-caption",
    pair: { kinds: ["quote"], roles: ["caption"] },
    match: { on: "quote", roles: ["caption"] },
    jokes: [
      ["{q}. Of every possible caption, this one made it out alive.", "The drafts did not survive."],
      ["{q}. One line to make its case, and it spent it on this.", "Case closed, sadly."],
      ["{q}, posted along with {ctx}, and neither one is helping the other.", "A team effort, for nothing."],
    ],
  },
]);
