import { defineJokes } from "../joke-types";
import { caption, captionOrBio } from "./posts-match";

/** The working feed's posts: the thrilled announcement, the humbled, the lesson, the hire, the first day, the exit. */
export const POST_WORK_JOKES = defineJokes("jpost", [
  {
    id: "thrilled",
    match: caption(
      /thrilled|excited to (?:share|announce)|pleased to (?:share|announce)|delighted to|happy to (?:share|announce)|proud to (?:share|announce)|beyond excited|over the moon/i,
    ),
    jokes: [
      ["{q}. Thrilled, in the exact tone of a press release approved by legal.", "Joy, redacted."],
      ["{q}. The most excited sentence ever typed in business casual.", "Top button done up."],
      ["{q}. Cue a queue of people typing 'Congrats!' without reading any further.", "Reading is optional."],
      ["{q}. Announced with all the restraint of a company that just bought a billboard.", "Restraint, not found."],
      ["{q}. If this is the excited version, we'd hate to hear you calm.", "Pulse: steady."],
    ],
  },
  {
    id: "humbled",
    match: caption(/humbled|humble|honou?red|privileged/i),
    jokes: [
      ["{q}. Nothing says humble like a public announcement.", "Humility, now available as a press release."],
      ["{q}. If you were truly humbled, this would be a diary entry.", "With a lock on it."],
      ["{q}. So humbled that everyone you've ever met has now been told.", "Even the postman."],
      ["{q}. A brag in a fake moustache, and the moustache is the word {w}.", "Fooling nobody."],
    ],
  },
  {
    id: "agree",
    match: caption(/agree\?|thoughts\?|what do you think|am i wrong|change my mind|who else|anyone else|can you relate|do you agree/i),
    jokes: [
      ["{q}. Ending on a question so the comments do the thinking.", "Outsourced, politely."],
      ["{q}. A question with one right answer, and it's whatever you just said.", "Marks for agreeing."],
      ["{q}. Not a question, a tip jar shaped like one.", "Likes accepted, comments preferred."],
      ["{q}. Polling the audience, who came for a scroll and got homework.", "Due by the end of the comments."],
    ],
  },
  {
    id: "sink-in",
    match: caption(/let that sink in|let it sink in|read that again|i['’]?ll say it again|say it louder/i),
    mood: "deadpan",
    jokes: [
      ["{q}. It sank. Nothing came back up.", "The search party has been called off."],
      ["{q}. We read it again. It was the same, which was the problem.", "Third read, same result."],
      ["{q}. Some sentences sink in. This one just sank.", "Straight to the bottom, without a trace."],
      ["{q}. Repeating it for emphasis, as if volume were the missing ingredient.", "It was not the volume."],
    ],
  },
  {
    id: "lessons",
    match: caption(
      /lessons? (?:i|i['’]ve|learned|learnt|from)|lesson learned|taught me|here['’]?s what|key takeaways?|takeaways|what i learned|i learned|learnings/i,
    ),
    jokes: [
      ["{q}. Something happened to you, and now it's a seminar.", "Tickets sold separately."],
      ["{q}. A small lesson, delivered at keynote volume.", "Key takeaway: scroll a bit faster."],
      ["{q}. You learned one thing, and now we all have to sit the exam.", "Notes allowed, at least."],
      ["{q}. A teachable moment, and everyone scrolling past has been enrolled.", "No refunds."],
    ],
  },
  {
    id: "b2b",
    match: caption(
      /b2b|b2c|saas|leadership|synerg(?:y|ies)|thought leader|disrupt(?:ion|ive)?|scalable|growth mindset|mindset|stakeholders?|ecosystem|innovation|value add|circle back|deep dive|move the needle|low-hanging fruit|paradigm|leverage|alignment|kpis?|roi/i,
    ),
    jokes: [
      ["{q}. A sentence so corporate it could be claimed as an expense.", "Receipt attached."],
      ["{q}. Written as if the quarterly review would be reading it.", "Out loud, in a meeting, with slides."],
      ["{q}. The word {w} is doing the work of an entire department.", "Unpaid, and over budget."],
      ["{q}. Say that at a barbecue and watch the garden empty.", "Even the host leaves."],
    ],
  },
  {
    id: "journey",
    match: caption(/journey/i),
    jokes: [
      ["{q}. A journey: a walk that thinks it deserves a soundtrack.", "Strings swelling."],
      ["{q}. Every journey ends in the same place: a long post about the journey.", "The destination was the feed."],
      ["{q}. A journey, and we're the kids in the back asking if we're there yet.", "We are not there yet."],
    ],
  },
  {
    id: "hiring",
    match: captionOrBio(/we['’]?re hiring|i['’]?m hiring|hiring|join (?:our|my) team|now hiring|open roles?|apply now|come work with/i),
    jokes: [
      ["{q}. A job opening, announced like a product launch, and the product is a desk.", "Limited stock."],
      ["{q}. The one invitation to slide into the DMs that wants a CV attached.", "Cover letter optional."],
      ["{q}. And if anyone says 'we're like a family', ask which kind.", "The shouting-at-Christmas kind."],
    ],
  },
  {
    id: "open-to-work",
    match: captionOrBio(
      /open to work|open to (?:new )?opportunities|looking for (?:my next|a new|new) (?:role|opportunit(?:y|ies)|challenge)|actively looking|seeking (?:new )?opportunities|next challenge/i,
    ),
    mood: "wholesome",
    jokes: [
      ["{q}. Open to offers, and open about it, which is half the battle.", "The other half is the offers."],
      ["{q}. Announced like a shop opening: ribbon cut, doors wide, please come in.", "Free samples inside."],
      ["{q}. Open to work, and refreshing the inbox like it owes you money.", "It does, in a way."],
    ],
  },
  {
    id: "after-years",
    match: caption(/after (?:\d+|a|an|almost|nearly|over|many) ?(?:\w+ )?(?:years?|months?|decades?)|last day|moving on|said goodbye|farewell/i),
    jokes: [
      ["{q}. All that time, and the write-up still reads like a press release.", "Quotes available on request."],
      ["{q}. The classic opening of a long speech, and the tissues are already out.", "Pass them down."],
      ["{q}. An award-speech opener, and the orchestra is already warming up to play you off.", "Wrap it up."],
    ],
  },
  {
    id: "new-role",
    match: caption(
      /new role|new position|new job|starting (?:a|my) new (?:job|role|position|chapter at)|promoted|(?:got|get|getting|earned|my|a) promotion|new title|stepping into/i,
    ),
    jokes: [
      ["{q}. A new role, announced like a cabinet appointment.", "The nation awaits your first speech."],
      ["{q}. Congratulations are in order, and the post has already placed the order.", "Delivery expected shortly."],
      ["{q}. Barely started, and already doing the job's most important duty: telling people.", "Employee of the month, by caption."],
      ["{q}. Career news, announced with the gravity of a moon landing.", "One small step for the org chart."],
    ],
  },
  {
    // "Quit my 9-5 to go full time on my brand", "Handed in my notice today", "Left my corporate job".
    id: "quit-job",
    match: caption(
      /quit my (?:job|day job|9-?5|nine[- ]to[- ]five|corporate job|office job)|(?:handed|handing) in my notice|(?:left|leaving) my (?:corporate |day |office |full[- ]time )?job|resigned (?:from|today)/i,
    ),
    jokes: [
      ["{q}. A great escape, and somewhere an empty office chair is still spinning.", "Slowly, dramatically."],
      ["{q}. Somewhere, a manager is reading this and quietly redoing the rota.", "In pencil, this time."],
      ["{q}. A resignation letter, addressed to everyone, this time with likes.", "HR has seen it."],
    ],
  },
  {
    // "First day at my new job!", "Day one at the new office", "First day in the new role".
    id: "first-day",
    match: caption(
      /first day (?:at|in|of) (?:my |the |a )?new (?:job|role|office|company|team|position)|first day at work|day one at (?:my |the )?new (?:job|role|office|company)/i,
    ),
    jokes: [
      ["{q}. Day one, when the big achievement is finding the toilets.", "And the way back."],
      ["{q}. Announced like the first day at school, minus a parent waving at the gate.", "Lunch packed, presumably."],
      ["{q}. Nobody there knows your name yet, and the whole internet knows you've arrived.", "Name badge pending."],
    ],
  },
  {
    id: "certified",
    match: captionOrBio(/certified|certification|certificate|credential|course completed|completed (?:the|a|my|an online) course/i),
    jokes: [
      ["{q}. The course has ended; telling people about it never will.", "Continuing education, in public."],
      ["{q}. A certificate, held up to the internet like a fish you caught.", "It was this big."],
      ["{q}. Officially qualified, and the first skill put to use is announcing it.", "Top marks."],
    ],
  },
]);
