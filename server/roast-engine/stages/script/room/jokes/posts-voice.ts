import { defineJokes } from "../joke-types";
import { caption, captionOrBio } from "./posts-match";

/** How posts talk: the slang verdicts, the vibes, the calls to action, the teasers and the love notes. */
export const POST_VOICE_JOKES = defineJokes("jpost", [
  {
    id: "link-in-bio",
    match: caption(/link in (?:my )?bio|link in profile|link below|link above|swipe up|tap the link|click the link|links? in (?:my )?bio/i),
    jokes: [
      ["{q}. The most persuasive sales pitch in history: go and find it yourself.", "Conversion rate: hopeful."],
      ["{q}. A scavenger hunt, and the clue is always somewhere else.", "Happy hunting, everyone."],
      ["{q}. The internet's version of 'details on the back', and nobody turns it over.", "Nobody, ever."],
      ["{q}. A caption with one job, and it delegated it.", "To a link, somewhere else."],
    ],
  },
  {
    id: "cant-believe",
    match: caption(/can['’]?t believe|cannot believe|can not believe|can['’]?t even|unreal|pinch me/i),
    jokes: [
      ["{q}. The rest of us believed it instantly, and kept scrolling.", "Belief is cheap on a feed."],
      ["{q}. Total disbelief, from the one person who was actually there.", "Eyewitness, unconvinced."],
      ["{q}. Believe it. It's in writing now, and the internet keeps receipts.", "Laminated."],
      ["{q}. Pinch yourself all you like; it's still real, and still online.", "Forever, in fact."],
    ],
  },
  {
    id: "slay",
    match: caption(/slay|left no crumbs|no crumbs|devoured|ate that|ate this|ate it up|(?:she|he|they|you|we|i) ate$/i),
    jokes: [
      ["{q}. Top marks from a critic whose entire vocabulary is one verb.", "Reasons not supplied."],
      ["{q}. The internet's highest honour, and it sounds like a crime report.", "Or a lunch order."],
      ["{q}. The kind of praise that gets printed on a film poster.", "Out of context, naturally."],
      ["{q}. Said with the confidence of a verdict, and the evidence of a vibe.", "Case closed, somehow."],
    ],
  },
  {
    id: "assignment",
    match: captionOrBio(/understood the assignment|the assignment/i),
    jokes: [
      ["{q}. Nobody set an assignment, and it still got top marks.", "Teacher's pet, and the teacher."],
      ["{q}. Homework nobody set, marked by nobody, and somehow an A.", "Gold star, self-issued."],
      ["{q}. Top of a class nobody else knew was in session.", "Register taken, by you."],
    ],
  },
  {
    id: "iconic",
    match: caption(/iconic|legendary|\blegend|\bicon/i),
    jokes: [
      ["{q}. A word that used to need a statue, now handed out like free samples.", "Statue pending."],
      ["{q}. Legendary used to take centuries; now it takes a caption.", "History, fast-tracked."],
      ["{q}. Icon status, awarded on the day, before history could check.", "Historians have questions."],
      ["{q}. A word once saved for pharaohs, and here we are.", "The pyramids are furious."],
    ],
  },
  {
    id: "main-character",
    pair: { kinds: ["object"] },
    match: caption(/main character|protagonist/i),
    jokes: [
      ["{q}. Every main character needs a plot. This one has a caption.", "The sequel is another caption."],
      ["{q}. Main character, which makes everyone else on the street an extra.", "Unpaid, and unaware."],
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
      ["{q}. A mood, declared like a weather forecast, so we can all wrap up warm.", "Scarves advised."],
      ["{q}. Vibes are felt, not captioned, but nobody told the caption.", "Now it knows."],
    ],
  },
  {
    id: "best-life",
    match: caption(/best life|living my best|livin|living life|life is good|the good life/i),
    jokes: [
      ["{q}. If this is the best one, we'd love to see the rough drafts.", "Director's cut, please."],
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
      ["{q}. A teaser, which is an announcement with the news taken out.", "News to follow, allegedly."],
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
      ["{q}. Away from it all, except the internet, which came along.", "It always packs itself."],
    ],
  },
  {
    id: "memories",
    match: caption(/core memor(?:y|ies)|memories|making memories|memory unlocked/i),
    mood: "wholesome",
    jokes: [
      ["{q}. A memory, made and then uploaded immediately, in case it got lost.", "Now it belongs to everyone."],
      ["{q}. Filed as a memory before it had even finished happening.", "Nostalgia, same day."],
      ["{q}. Memories used to live in shoeboxes. Now they live in captions like this.", "The shoebox was more discreet."],
    ],
  },
  {
    id: "official",
    match: caption(/it['’]?s official|officially|made it official/i),
    jokes: [
      ["{q}. Official, according to the only office consulted: the caption.", "Stamped and filed under posts."],
      ["{q}. Nothing is official until it's posted. That's how paperwork works now, apparently.", "Signed, sealed, captioned."],
      ["{q}. Official, like a royal decree, minus the trumpets and the royals.", "Hear ye, scroll ye."],
    ],
  },
  {
    id: "comeback",
    match: caption(/i['’]?m back|we['’]?re back|back at it|been a while|long time no (?:post|see)|hiatus|dusting off/i),
    jokes: [
      ["{q}. A comeback tour, and this is the whole tour.", "One night only."],
      ["{q}. A long break, and clearly none of it was spent on the caption.", "Rest, clearly, was the priority."],
      ["{q}. A comeback, announced by the person coming back, which saves the fans the trouble.", "Attendance is being taken now."],
    ],
  },
  {
    id: "engagement-bait",
    match: caption(/comment below|drop a comment|tag a friend|tag someone|tag your|share this|like and share|double tap|let me know|sound off|drop your/i),
    jokes: [
      ["{q}. Engagement, requested politely, in the tone of a tip jar.", "Please, anything helps."],
      ["{q}. Telling people how to interact, like a sign asking guests to enjoy themselves.", "Fun is mandatory."],
      ["{q}. It comes with instructions, like a fire drill for thumbs.", "Please proceed to the comments."],
      ["{q}. Instructions for the audience, because the post could not do it alone.", "Some assembly required."],
    ],
  },
  {
    id: "swipe",
    match: caption(/swipe|last slide|final slide|keep swiping|wait for it|wait (?:till|until|for) the end|watch (?:till|until) the end/i),
    jokes: [
      ["{q}. Making us work for it, like the good part had a cover charge.", "We paid, and we want a refund."],
      ["{q}. Saving the best for last means admitting the first ones weren't.", "The first ones took it personally."],
      ["{q}. Promising a payoff at the end is how they get you. Every time.", "We swiped anyway."],
    ],
  },
  {
    id: "anniversary",
    match: caption(/anniversary|years together|year together/i),
    mood: "wholesome",
    jokes: [
      ["{q}. An anniversary: a birthday for something that can't blow out candles.", "Cards still expected."],
      ["{q}. Marked on the calendar, then on the internet, in case the calendar forgot.", "It did not forget."],
      ["{q}. Anniversaries belong to the people involved and, apparently, everyone scrolling.", "Private event, public guest list."],
    ],
  },
  {
    id: "my-person",
    match: caption(/love of my life|my person|my fav(?:ou)?rite (?:person|human)|my rock|partner in crime|my everything|my other half|better half/i),
    mood: "wholesome",
    jokes: [
      ["{q}. Said in a caption, where great love letters now go to be liked.", "Sealed with a double tap."],
      ["{q}. Sweet enough that the rest of us should really look away.", "Looking away now."],
      ["{q}. Sweet. Now say it somewhere nobody can double tap it.", "Out loud, like the old days."],
    ],
  },
  {
    id: "so-proud",
    match: caption(/so proud|proud of (?:myself|you|us|this|everyone|my)|proud moment|proudest/i),
    mood: "wholesome",
    jokes: [
      ["{q}. Pride is best enjoyed with a comment section nodding along.", "Applause, delivered by notification."],
      ["{q}. Proud, and filing that pride on the public record, in triplicate.", "Witnessed, stamped and liked."],
      ["{q}. Said like a parent at sports day, only louder.", "Standing on the bench."],
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
      ["{q}. The internet's town crier, reporting live on which day it is.", "Oyez, it's still today."],
      ["{q}. Thanks for the update. The calendar sends its regards.", "It had it covered, but thanks."],
    ],
  },
  {
    // "Manifesting a big year", "Manifested this!!", "Manifesting my dream job".
    id: "manifesting",
    match: captionOrBio(/manifest(?:ing|ed|ation)?\b/i),
    jokes: [
      ["{q}. Wanting something very badly, and sending the universe a written request.", "Recorded delivery."],
      ["{q}. The universe has received your request and put you on hold.", "Your call is important to it."],
      ["{q}. Like a to-do list, minus the doing, plus a scented candle.", "Lit, for luck."],
      ["{q}. Wishing, but with the paperwork filed in public so the universe can't lose it.", "Filed in triplicate."],
    ],
  },
  {
    id: "any-caption",
    // No joke here names a second caption beside the first: read as the person's, it was often a
    // label or another poster's words, and judged blind "{q}. And, as if that needed company,
    // {ctx}." was false four times in twelve and the least funny of the family (bench/room-verdicts.ts).
    match: { on: "quote", roles: ["caption"] },
    jokes: [
      ["{q}. A caption is the one thing you get to write yourself, and you wrote this.", "On purpose."],
      ["{q}. The caption a greetings card would turn down for being too vague.", "Politely."],
      // "caption" becomes "line" where the screen is not surely a post (fill-line.ts), so no joke names a post.
      ["Of all the words available, you went with these: {q}.", "The other words are relieved."],
      ["We interrupt this feed for an important announcement: {q}.", "Normal scrolling will resume shortly."],
      ["The official statement, released to the public: {q}.", "Questions will not be taken."],
      ["Observe the rare caption, in the wild, unbothered: {q}.", "Do not approach it."],
      ["Next lot: a caption, original condition, reading {q}.", "No reserve. No bids."],
      ["Please rise for a reading of the caption: {q}.", "You may be seated. Quickly."],
      ["Everything gets a caption eventually. This one got {q}.", "It is appealing the decision."],
      ["{q}. That's the explanation, and it's the only one offered.", "No further questions."],
      ["A caption is meant to add something. This one added {q}.", "Subtraction would have helped."],
      ["In cinemas Friday: {q}.", "Critics have not been invited."],
      ["Verse one: {q}.", "The band split up before the chorus."],
      ["Tattoo idea: {q}.", "Sleep on it first."],
      ["The secret password: {q}.", "Still not getting in."],
      ["A caption walks into a bar: {q}.", "The barman has heard it before."],
      ["The epigraph, before chapter one: {q}.", "The rest of the novel was lost."],
      ["Sat nav, new instruction: {q}.", "Recalculating. Please turn around."],
    ],
  },
]);
