import { defineJokes } from "../joke-types";
import { caption, captionOrBio } from "./posts-match";

/** The working feed's posts: the thrilled announcement, the humbled, the lesson, the hire, the farewell. */
export const POST_WORK_JOKES = defineJokes("jpost", [
  {
    id: "thrilled",
    pair: { kinds: ["quote", "object", "count"] },
    match: caption(
      /thrilled|excited to (?:share|announce)|pleased to (?:share|announce)|delighted to|happy to (?:share|announce)|proud to (?:share|announce)|beyond excited|over the moon/i,
    ),
    jokes: [
      ["{q}. Thrilled, in the tone of a press release approved by legal.", "Excitement, reviewed by compliance."],
      ["{q}. Excitement this formal should come with a uniform.", "Business casual joy, collar optional."],
      ["{q}. Nobody in history has been this excited in a sentence this professional.", "The thrill wore a lanyard."],
      ["{q}. Announced with all the restraint of a company that just bought a billboard.", "Restraint, not found."],
      ["{q}. Thrilled, and the evidence for the thrill is {ctx}.", "The case rests, reluctantly."],
    ],
  },
  {
    id: "humbled",
    match: caption(/humbled|humble|honou?red|privileged/i),
    jokes: [
      ["{q}. Nothing says humble like an announcement.", "Humility, now available as a press release."],
      ["{q}. If you were truly humbled, this would be a diary entry.", "With a lock on it."],
      ["{q}. Humbled, but not quite humbled enough to skip posting about it.", "Humble, with a broadcast licence."],
      ["{q}. A brag, wearing a humble little disguise.", "Fake moustache, real brag, fooling nobody."],
    ],
  },
  {
    id: "agree",
    match: caption(/agree\?|thoughts\?|what do you think|am i wrong|change my mind|who else|anyone else|can you relate|do you agree/i),
    jokes: [
      ["{q}. Ending on a question so the comments do the thinking.", "Outsourced, politely."],
      ["{q}. Asking for agreement, which on this site is measured in likes.", "Disagreement is measured in silence."],
      ["{q}. A question at the end is how a post asks for a tip.", "Likes accepted, comments preferred."],
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
      ["{q}. Everything teaches you about business if you're determined enough to post it.", "Even this post, somehow."],
      ["{q}. Somewhere, a perfectly normal experience is being turned into a leadership seminar.", "Tickets sold separately."],
      ["{q}. A small lesson, delivered at keynote volume.", "Key takeaway: scroll faster."],
      ["{q}. Learned in private, taught in public, which is the expensive order to do it in.", "Lanyards, sadly, not provided."],
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
      ["{q}. Somewhere, a conference lanyard just lit up.", "And a panel discussion started itself."],
    ],
  },
  {
    id: "journey",
    match: caption(/journey/i),
    jokes: [
      ["{q}. Calling it a {w} turns a job into an epic, and the post into a trailer.", "Coming to a feed near you."],
      ["{q}. Every journey eventually arrives at a long post about the journey.", "The destination was the feed."],
      ["{q}. A journey, narrated like the map is the achievement.", "You are here, and so, sadly, are we."],
    ],
  },
  {
    id: "hiring",
    match: captionOrBio(/we['’]?re hiring|i['’]?m hiring|hiring|join (?:our|my) team|now hiring|open roles?|apply now|come work with/i),
    jokes: [
      ["{q}. Every hiring post promises the same thing: fast-paced, like family, apply anyway.", "Family, with a probation period."],
      ["{q}. A job opening, announced like a product launch, and the product is a desk.", "Limited stock."],
      ["{q}. Hiring in public, so everyone can watch recruiting happen like a sport.", "Commentary to follow."],
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
      ["{q}. Announced like a store opening: ribbon cut, doors wide, please come in.", "Grand opening, free samples inside."],
      ["{q}. A job hunt, announced in the voice of a product launch.", "Now accepting pre-orders."],
    ],
  },
  {
    id: "after-years",
    match: caption(/after (?:\d+|a|an|almost|nearly|over|many) ?(?:\w+ )?(?:years?|months?|decades?)|last day|moving on|said goodbye|farewell/i),
    jokes: [
      ["{q}. All that time, and the goodbye still reads like a press release.", "Embargoed until the leaving drinks."],
      ["{q}. Nothing says moving on like writing about the thing you left.", "Closure, in paragraphs."],
      ["{q}. A goodbye with the tone of an award speech.", "Cue the orchestra."],
    ],
  },
  {
    id: "new-role",
    match: caption(/new role|new position|new job|starting (?:a|my) new|promoted|promotion|new title|stepping into/i),
    jokes: [
      ["{q}. A new role, announced like a cabinet appointment.", "The nation awaits your first speech."],
      ["{q}. Congratulations are in order, and the post has already placed the order.", "Delivery expected shortly."],
      ["{q}. Starting a job, and already doing its most important duty: posting about it.", "Employee of the month, by caption."],
      ["{q}. A title change, announced with the gravity of a moon landing.", "One small step for the org chart."],
    ],
  },
  {
    id: "certified",
    match: captionOrBio(/certified|certification|certificate|credential|course completed|completed (?:the|a|my|an online) course/i),
    jokes: [
      ["{q}. The course ended. The posting about it has not.", "Continuing education, in public."],
      ["{q}. A certificate, posted like a diploma, framed like a trophy.", "First class honours in announcing."],
      ["{q}. Proof of learning, submitted to an audience that never set the exam.", "Graded anyway, by likes."],
    ],
  },
]);
