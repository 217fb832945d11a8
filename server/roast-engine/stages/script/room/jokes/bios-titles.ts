import type { TropeSource } from "../joke-types";
import { held, work } from "./bios-match";

/** Job titles and the language of work: the thought leader, the guru, the keynote, the buzzword. */
export const BIO_TITLES: TropeSource[] = [
  {
    id: "thought-leader",
    pair: { kinds: ["count"], labels: ["followers", "connections", "subscribers", "friends"], max: 999 },
    match: work(/thought[- ]leaders?(?:hip)?|futurist/i),
    jokes: [
      ["{q}. Leads thoughts, mostly their own, mostly round in circles.", "Nobody has overtaken."],
      "{q}. Someone who had a thought once and simply would not stop leading it.",
      "{q}. The thoughts are followed very closely, mostly by the person having them.",
      ["{q}, and the following so far: {ctx}.", "A walking tour, not a movement."],
    ],
  },
  {
    id: "coach",
    match: work(held("coach(?:ing)?|mentor(?:ing|ship)?|accountability partner")),
    jokes: [
      "{q}. Coaching: for when you have advice and need someone paying to listen to it.",
      ["{q}. Professionally tells people to drink water and believe in themselves.", "Invoice attached."],
      ["{q}. Fixing other people's lives, one discovery call at a time.", "First call free. The rest, not so much."],
      ["{q}. Ask a coach anything and you get a question back, for a fee.", "How does that make you feel?"],
    ],
  },
  {
    id: "consultant",
    match: work(held("consultant|consulting|consultancy|advis[oe]r|strategist")),
    jokes: [
      "{q}. Borrows your watch to tell you the time, then invoices you for the strap.",
      ["{q}. Paid to have opinions, and this line was clearly free.", "You get what you pay for."],
      ["{q}. Every problem solved with a framework, a quadrant and a strong font.", "Results may vary. Fees do not."],
      ["{q}. Turns 'it depends' into a deck of slides and an invoice.", "Slide one: it depends."],
    ],
  },
  {
    id: "influencer",
    pair: { kinds: ["count"], labels: ["followers", "connections", "subscribers", "friends"], max: 999 },
    match: work(held("influencer|content creator|creator|ugc creator|brand ambassador|blogger|vlogger|youtuber|tiktoker")),
    jokes: [
      ["{q}, with {ctx}. That's not influence, that's a wedding guest list.", "Plus ones included."],
      "{q}. Every brand deal begins with a free sample and ends with a discount code.",
      ["{q}. The job is being yourself, professionally, with a tripod.", "And a great many takes."],
      ["{q}. Content created on a schedule, with a calendar colour reserved for being authentic.", "Scheduled spontaneity."],
    ],
  },
  {
    id: "collabs",
    match: work(/\bdm (?:me )?for|collabs?\b|business inquir(?:y|ies)|brand deals?|\bpr friendly|for bookings/i),
    jokes: [
      ["{q}. The inbox is open and the welcome mat is out.", "Brands, please form a queue."],
      ["{q}. A business line, waiting by the inbox like a dog at the window.", "Tail wagging at every email."],
      "{q}. A business line on a profile is a lemonade stand with a very hopeful sign.",
    ],
  },
  {
    id: "i-help",
    match: work(/\bI help|\bhelping (?:people|founders|brands|businesses|companies|you|leaders|women|men|teams|clients|creators|coaches)|\bhere to help/i),
    jokes: [
      ["{q}. Helping, in exchange for money, which is also called a job.", "A regular job, with adjectives."],
      ["{q}. That kind of help always ends with a payment link.", "Discovery call first, naturally."],
      "{q}. Noble work, and nobody on earth could tell you what it actually involves.",
      ["{q}. Help, as in a very long call and a very short summary.", "Billed by the hour."],
    ],
  },
  {
    id: "unlock",
    match: work(/\bunlock(?:ing)?|\bunleash(?:ing)?|your potential|\blevel up|best version of|inner (?:founder|ceo|leader|genius|boss|champion)/i),
    jokes: [
      ["{q}. Unlocking things for people who did not know they were locked.", "The key is sold separately, as a course."],
      "{q}. Potential: the one product nobody can ever prove you failed to deliver.",
      ["{q}. Potential, unlocked, and the receipt arrives before the results.", "The results are in the post."],
      "{q}. So vague it could be a coach, a locksmith or an ambitious smoothie.",
    ],
  },
  {
    id: "passionate",
    match: work(/passionate|\bpassion\b|obsessed with|dedicated to|driven by/i),
    jokes: [
      "{q}. Passion: what people call a job they would like extra credit for.",
      "{q}. Passionate is a very big word for something most people just call Tuesday.",
      ["{q}. On a profile, '{w}' is a polite way of saying 'please hire me'.", "Urgently."],
      ["{q}. Passion like that peaks on Monday morning and is gone by lunch.", "Back on Monday."],
    ],
  },
  {
    id: "visionary",
    match: work(/visionar(?:y|ies)|\bvision\b|big[- ]picture/i),
    jokes: [
      "{q}. Visionary, self-assessed, which is the only way anyone has ever been one.",
      ["{q}. Sees the big picture, and leaves all the small ones to someone else.", "Someone underpaid."],
      ["{q}. Can see the future, and still didn't see this roast coming.", "Blind spot: today."],
      ["{q}. A title normally handed out by historians, here awarded in advance.", "By the recipient."],
    ],
  },
  {
    id: "disruptor",
    match: work(/disrupt(?:or|ors|ive|ing|ion)?|game[- ]?changer|innovat(?:or|ors|ive|ion)|revolutioni[sz](?:e|ing)|trailblazer|pioneer/i),
    jokes: [
      ["{q}. The only thing reliably disrupted so far is everyone's patience.", "Market leader, in that."],
      ["{q}. Disruption is just interrupting, with a pitch deck.", "And a very long demo."],
      "{q}. Whole industries are trembling, mostly from the volume of the announcement.",
      ["{q}. Shaking up an industry that has not noticed yet.", "It's in a meeting."],
    ],
  },
  {
    id: "guru",
    match: work(/\bninja|rock ?stars?|\bguru|\bwizard|evangelist|\bjedi|superstar|\bmaven|whisperer|\bsherpa|\bsamurai/i),
    jokes: [
      ["{q}. A '{w}', and still has to fill in a timesheet like everyone else.", "In triplicate."],
      ["{q}. A title so mystical it makes an ordinary day job sound like a prophecy.", "Meetings, foretold."],
      "{q}. Every real expert avoids that word, which is exactly how you can tell.",
      ["{q}. Nobody with actual powers has ever needed to write them down.", "Powers, pending review."],
    ],
  },
  {
    id: "keynote",
    // A speaker the person is, not one they own ("Bluetooth speaker, two coolers": judged false blind).
    match: work(
      held(
        "keynote speaker|keynote|(?<!\\b(?:bluetooth|wireless|portable|smart|party|jbl|bose|sonos|car|pc|computer) )speaker|public speaker|tedx speaker|tedx|panell?ist",
      ),
    ),
    jokes: [
      ["{q}. The stage is optional; the title, apparently, is not.", "Microphone sold separately."],
      "{q}. Available to speak at your event, at every other event, and frankly at dinner.",
      ["{q}. Somewhere, a room full of people was told to hold their questions.", "Until the very end."],
      "{q}. Every speaker's first slide is a photo of themselves on a previous, bigger stage.",
    ],
  },
  {
    id: "author",
    match: work(/\bauthor|best-?selling|\bnovelist|\bpoet\b|screenwriter|\bwriter\b/i),
    jokes: [
      ["{q}. Writing, mostly about how hard writing is.", "Which, to be fair, is very hard."],
      ["{q}. Never ask how the next chapter is going. Never.", "It's going."],
      ["{q}. Every writer's finest work is the line about being a writer.", "Everything else is still a draft."],
    ],
  },
  {
    id: "engineer",
    match: work(held("software engineer|developer|dev|programmer|coder|full[- ]?stack(?: developer)?|engineer")),
    jokes: [
      ["{q}. Fixes bugs for a living, and wrote most of them.", "Job security, technically."],
      "{q}. It works on your machine, which is exactly where this personality should stay.",
      ["{q}. Explains the job at parties, and the party quietly moves to another room.", "Then explains it again, slower."],
      ["{q}. Has fixed every problem in life by turning it off and on again.", "Including friendships."],
    ],
  },
  {
    id: "data",
    match: work(held("data scien(?:tist|ce)|data analyst|analytics|data engineer")),
    jokes: [
      ["{q}. Turns numbers into charts, and charts into meetings about the charts.", "The meetings have charts too."],
      "{q}. Every answer comes with a confidence interval and a long, meaningful pause.",
      ["{q}. Explains correlation and causation at parties, whether or not anyone asked.", "Nobody did. Statistically."],
      ["{q}. Paid to find the story in the numbers, and the story is always 'it depends'.", "Significantly."],
    ],
  },
  {
    id: "product-manager",
    match: work(/product manager|\bpm\b|product owner|product lead|head of product/i),
    jokes: [
      "{q}. A job where you own the product, the roadmap, and absolutely none of the engineers.",
      ["{q}. Every promise you make goes on the roadmap, for next quarter.", "At the earliest."],
    ],
  },
  {
    id: "marketing",
    match: work(/\bmarketing|\bmarketer|growth hacker|growth hacking|brand strateg(?:y|ist)|social media manager|\bseo\b/i),
    jokes: [
      ["{q}. Professionally persuasive, which makes every kind word slightly suspicious.", "Including this one."],
      "{q}. Knows exactly how to sell anything, and is currently trying to sell this.",
      ["{q}. Calls a good day 'strong engagement' and a bad day 'learnings'.", "Every day is learnings."],
      ["{q}. Even the hobbies have a target audience.", "And a launch plan for the spring."],
    ],
  },
  {
    id: "big-title",
    match: work(/\bsenior|\bhead of|\bdirector|vice president|\b(?:vp|svp|evp)\b/i),
    jokes: [
      ["{q}. A title that comes with a lanyard and a much longer email signature.", "Sent from my desk."],
      ["{q}. Senior enough to call the meeting, not senior enough to skip it.", "Next year, maybe."],
      "{q}. A title you can only say in one breath after practising it out loud.",
      "{q}. The title went up, and so, reportedly, did the number of meetings about it.",
    ],
  },
  {
    id: "buzzwords",
    match: work(
      /synerg(?:y|ies|ize|ise|istic)|leverag(?:e|ing)|scalable|\becosystems?\b|paradigm|value[- ]add|stakeholders?|move the needle|circle back|\bbandwidth|deep dive|results[- ]driven|\bkpis?\b/i,
    ),
    jokes: [
      ["{q}. Words that could close any meeting, and probably have.", "With a follow-up email."],
      "{q}. The word '{w}' means nothing, and you've made it full-time work.",
      ["{q}. Corporate poetry, where every verse ends with an action item.", "Circle back for the chorus."],
      ["{q}. Somewhere, a whiteboard is weeping with pride.", "And nobody can erase it."],
    ],
  },
  {
    id: "turning-into",
    match: work(/turning [a-z]+(?: [a-z]+)? into/i),
    jokes: [
      ["{q}. Alchemy, but in the direction that loses value.", "The first ingredient was worth more."],
      ["{q}. A conversion rate nobody has ever audited.", "And nobody is brave enough to try."],
      ["{q}. The input is clear. The output remains under review.", "By a committee of one."],
      ["{q}. A magic trick, and everyone can see the sleeve.", "Ta-da, regardless."],
    ],
  },
  {
    id: "opinions-own",
    match: work(/opinions are|views are|opinions (?:my own|mine)|views (?:my own|mine)|not financial advice/i),
    mood: "deadpan",
    jokes: [
      "{q}. A disclaimer, in case anyone mistook this for the official position of anything.",
      "{q}. Thank you for clearing that up; nobody was about to blame anyone else.",
      ["{q}. A legal department somewhere would be very proud of this line.", "Framed, in the lobby."],
    ],
  },
  {
    id: "photographer",
    match: work(/photograph(?:er|ers|y)|\bphotog\b/i),
    jokes: [
      "{q}. A good camera is a very expensive way to say 'one more, just one more'.",
      "{q}. Will ask you to stand exactly there, then there, then back where you were.",
      "{q}. Every holiday with you is a photo shoot with brief intervals of holiday.",
    ],
  },
  {
    id: "creative",
    match: work(/\bcreative(?: director)?\b|\bartist\b|\bdesigner|art director/i),
    jokes: [
      ["{q}. A creative, which means even the invoices have a font story.", "Beautiful, and very late."],
      "{q}. Creative is a job title that also works beautifully as an excuse for being late.",
      ["{q}. The client wanted it bigger; you wanted it to mean something.", "The client won."],
    ],
  },
  {
    id: "recruiter",
    match: work(/recruit(?:er|ers|ing|ment)|talent acquisition|\bhr\b|human resources|head of people|people (?:and|&) culture/i),
    jokes: [
      ["{q}. Professionally enthusiastic about jobs that are not yours.", "An exciting opportunity, every single time."],
      "{q}. The only person allowed to say 'culture fit' with a completely clear conscience.",
      ["{q}. Every message begins with 'I came across your profile'.", "Nobody came across anything. It was a search."],
    ],
  },
  {
    id: "sales",
    match: work(/\bsales\b|\bcloser\b|account executive|business development|\brealtor|real estate/i),
    jokes: [
      ["{q}. Always closing, even in a line about yourself.", "Demo available on request."],
      ["{q}. Says 'let me be honest with you' at least once a call.", "Which is how you know."],
      ["{q}. Even a line about yourself ends on a call to action.", "Slots are filling up."],
    ],
  },
  {
    id: "cv-cliche",
    match: work(
      /self[- ]starter|go[- ]getter|team player|detail[- ]oriented|results[- ]oriented|problem[- ]solver|people person|hard[- ]?working|quick learner/i,
    ),
    jokes: [
      ["{q}. A phrase lifted straight from a job advert, and proudly returned to sender.", "Unopened."],
      "{q}. Every CV on earth says this, which makes it the one claim nobody can check.",
      ["{q}. The kind of quality that only ever appears in writing, never in a meeting.", "Allegedly seen once, on a Tuesday."],
      ["{q}. Reads like a cover letter that wandered off and got lost.", "Somebody call HR."],
    ],
  },
];
