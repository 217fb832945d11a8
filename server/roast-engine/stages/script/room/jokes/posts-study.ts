import type { LineRole } from "../../../../types";
import { defineJokes } from "../joke-types";
import type { Match } from "../room-types";

/**
 * Where people talk about studying: a caption, a story, a bio or a headline, their own comment, a
 * chat bubble, a dating answer. The jokes call the words neither a post nor a message.
 */
const STUDY_ROLES: LineRole[] = ["caption", "sticker", "other", "bio", "comment", "chat_message", "answer"];

/** The person's own words about their studies, starting on a word ("finals" is not in "semifinals"). */
const studied = (words: RegExp, extra: LineRole[] = []): Match => ({
  on: "quote",
  words: new RegExp(`\\b(?:${words.source})`, words.flags),
  roles: [...STUDY_ROLES, ...extra],
});

/** Study: exams, revision, essays and dissertations, group projects, lectures, graduation. */
export const POST_STUDY_JOKES = defineJokes("jpost", [
  {
    // "Exam season is upon us", "Finals week, pray for me", "Exams start tomorrow".
    id: "study-exam-season",
    mood: "deadpan",
    match: studied(/exam (?:season|szn|week|period|time)|finals (?:week|season|szn|start|tomorrow|next week)|exams (?:start|begin|tomorrow|next week)/i),
    jokes: [
      ["{q}. Announced like a storm warning; the plan is to wait for it to pass.", "Pass, ideally."],
      ["{q}. The dates have clearly been read; the notes are next, any day now.", "Highlighters ready."],
      ["{q}. Shared widely, in case somebody reading it happens to know the answers.", "Nobody does.", "Nobody reading this knows the answers."],
      ["{q}. Said in the tone of a war correspondent reporting live from the library.", "Send snacks."],
    ],
  },
  {
    // "Revision mode: activated", "Study session number four", "Locked in for exams".
    id: "study-revision-mode",
    match: studied(/(?:revision|study|studying|exam) (?:mode|grind|szn|era|sesh|session|marathon)|locked in (?:for|till|until) (?:exams|finals)/i),
    jokes: [
      ["{q}. Announcing the studying is the part of the studying that gets done first.", "Sometimes the only part."],
      ["{q}. A mode, switched on like a power-up, with the actual powers sold separately.", "Out of stock."],
      ["{q}. Declared like martial law, and the first casualty is the social calendar.", "It had it coming."],
      ["{q}. Going quiet to concentrate, and telling people about it first, loudly.", "Concentration, with an audience."],
    ],
  },
  {
    // "Made my revision timetable!", "Colour-coded my notes", "Study plan for the week".
    id: "study-revision-timetable",
    match: studied(
      /(?:revision|study|exam) (?:timetables?|schedules?|plans?|planners?)|colou?r[- ]?cod(?:ed|ing) (?:my |the |all my )?(?:notes|revision|timetable|schedule|flashcards)/i,
    ),
    jokes: [
      ["{q}. Beautifully organised, and the organising is the only part finished.", "So far."],
      ["{q}. Organising the revision so thoroughly there's no time left to do it.", "Flawless logic."],
      ["{q}. So far, the most closely studied thing this whole term.", "Top marks for the stationery."],
      ["{q}. The oldest trick in revision: make it so neat it feels like studying.", "It is not studying."],
    ],
  },
  {
    // "Last exam EVER", "Exams are over!!", "Finally done with finals".
    id: "study-exams-done",
    mood: "chaotic",
    match: studied(
      /last exams? (?:ever|done|over|finished)|(?:exams?|finals) (?:are |r |is )?(?:done|over|finished|complete)|(?:done|finished) (?:with )?(?:my |the )?(?:exams|finals)|no more exams/i,
    ),
    jokes: [
      ["{q}. Everything learned this term is now free to leave, and is already packing.", "Gone by the weekend."],
      ["{q}. Total freedom, for exactly as long as it takes the results to arrive.", "Enjoy the interval."],
      ["{q}. Celebrated like the end of a war, and the survivors have earned a nap.", "A long one."],
    ],
  },
  {
    // "Results day tomorrow, feeling sick", "Got my grades back", "Passed all my modules!".
    id: "study-results-day",
    match: studied(
      /results day|(?:got|getting|waiting (?:for|on)|opened|opening) (?:my |our |the )?(?:(?:exam|a-?level|gcse|degree|final|uni) results|grades|marks)|(?:(?:exam|my|our) results|grades) (?:are |r )?(?:out|back|in)|passed (?:all )?(?:my |the )?(?:exams|finals|modules|course)/i,
    ),
    jokes: [
      ["{q}. All that work, summed up in one grade, like a very judgemental receipt.", "No refunds."],
      ["{q}. The one occasion when refreshing a page counts as cardio.", "Heart rate included.", "Heart rate included, free of charge."],
      ["{q}. The one day a student checks their inbox before noon.", "Heart in mouth."],
      ["{q}. Nothing raises a pulse quite like a grade arriving before the courage does.", "Courage still loading."],
    ],
  },
  {
    // "Should be studying rn", "Should be revising but here we are", "I should really be writing my essay".
    id: "study-should-be-studying",
    match: studied(
      /should (?:really |probably |definitely |honestly )?be (?:studying|revising|writing (?:my|an|this|that|the) (?:essay|dissertation|thesis|assignment|coursework)|doing (?:my )?(?:homework|coursework|assignments?|revision|essay|dissertation)|in (?:the )?library)/i,
    ),
    jokes: [
      ["{q}. A confession, written in the very time that was meant for the studying.", "Caught in the act."],
      ["{q}. Knowing exactly what you should be doing, and choosing to tell people instead.", "Transparency, at least."],
      ["{q}. The conscience has spoken, and has been politely shown the door.", "It will be back.", "It will be back, with a deadline."],
      ["{q}. The essay isn't writing itself, but this sentence somehow did.", "Priorities, sorted at last."],
    ],
  },
  {
    // "Cleaned my whole room instead of revising", "Productive procrastination", "Procrastinating on my essay".
    id: "study-instead-of-studying",
    mood: "chaotic",
    match: studied(
      /instead of (?:studying|revising|writing (?:my|an|the) (?:essay|dissertation|thesis)|doing (?:my )?(?:homework|coursework|revision|essay|dissertation))|procrastinat(?:ing|ion) (?:on |from )?(?:my |the )?(?:essay|dissertation|thesis|revision|coursework|exams?|studying|homework)|productive procrastination|(?:study|revision) procrastination/i,
    ),
    jokes: [
      ["{q}. Nothing has ever been so urgent as the moment studying became the alternative.", "Nothing at all."],
      ["{q}. Procrastination so productive that everything in life got done except the one thing.", "The one thing is waiting."],
      ["{q}. Avoiding the work so hard it would have been quicker to do the work.", "Much quicker."],
      ["{q}. The studying stays untouched, but what a great day for absolutely everything else.", "Everything else thanks you."],
    ],
  },
  {
    // "Word count: 400/3000", "Only 2,000 words to go", "Wrote 12 words today".
    id: "study-word-count",
    mood: "deadpan",
    match: studied(/word ?(?:count|limit)|\d[\d,.]*k? words? (?:to go|left|down|written|done|today|so far)/i),
    jokes: [
      ["{q}. Checking the count more often than adding to it.", "Its own kind of maths."],
      ["{q}. A progress report on the writing, written in the time the writing needed.", "Ironic, and on the clock."],
      ["{q}. Every word counted, as if each one was squeezed out by hand.", "Squeezed, then counted again."],
      ["{q}. Counting the words is the one part of the writing going smoothly.", "Ahead of schedule, even."],
    ],
  },
  {
    // "Dissertation is killing me", "Thesis update: still writing", "Writing my essay all weekend".
    id: "study-dissertation",
    match: studied(
      /(?:writing|working on|started|starting|finishing|redrafting|editing) (?:my|the|this|an|our) (?:dissertation|thesis|essay)|(?:dissertation|thesis|essay) (?:writing|mode|life|hell|grind|szn|season|era|crisis|update|progress|struggles?|brain)|(?:dissertation|thesis|essay) is (?:killing|destroying|ruining) me|lit(?:erature)? review/i,
    ),
    jokes: [
      ["{q}. The document gets longer, the deadline gets closer, and the point gets further away.", "Much further."],
      ["{q}. Soon to be read by the people paid to read it, and nobody else.", "Not even you."],
      ["{q}. At this stage the references section has more confidence than the argument.", "And better sources."],
      ["{q}. Talked about like a siege, and the document appears to be winning.", "On points."],
    ],
  },
  {
    // "DISSERTATION SUBMITTED", "Thesis handed in!!", "Essay done, never again".
    id: "study-submitted",
    mood: "wholesome",
    match: studied(
      /(?:dissertation|thesis|essay|coursework|assignment|final project)s? (?:is |are )?(?:done|submitted|handed in|finished|complete(?:d)?)|(?:submitted|handed in|finished|done with) (?:my|the|our) (?:dissertation|thesis|essay|coursework|assignment|final project)/i,
    ),
    jokes: [
      ["{q}. Released into the world, never to be reread by its author.", "Or anyone else, really."],
      ["{q}. Any minute now, a typo will reveal itself, too late to fix.", "Tradition demands it."],
      ["{q}. Proof that the deadline, not inspiration, is the greatest motivator ever invented.", "Inspiration sent apologies."],
      ["{q}. Done, and the brain has already deleted every word of it.", "Including the title.", "Including the title, and the bibliography."],
    ],
  },
  {
    // "Due at midnight and I've written the title", "Deadline tomorrow, haven't started", "Essay due in 3 hours".
    id: "study-due-at-midnight",
    mood: "chaotic",
    match: studied(
      /(?:essay|assignment|coursework|dissertation|thesis|homework|paper)s? (?:is |are )?due|(?:essay|assignment|coursework|dissertation|thesis) deadline|hand[- ]?in (?:is |day )?(?:tonight|tomorrow|today|at midnight)|due at midnight/i,
    ),
    jokes: [
      ["{q}. A deadline is not a date, it is a starting pistol.", "And the race is a sprint.", "And the race is a sprint, blindfolded."],
      ["{q}. The final hours: traditionally when the question finally gets read properly.", "All of it, at last."],
      ["{q}. The theory that you work best under pressure is about to be tested, again.", "Results to follow."],
      ["{q}. Nothing focuses the mind like a clock that is openly mocking you.", "Tick.", "Tick, tock, louder."],
    ],
  },
  {
    // "Pulled an all-nighter for this", "All nighter number three", "No sleep till hand-in".
    id: "study-all-nighter",
    mood: "chaotic",
    match: studied(
      /all[- ]?nighters? (?:for (?:my |this |an? |the )?(?:essay|exams?|dissertation|thesis|deadline|coursework|assignment|finals)|to finish|writing|studying|revising|in the library)|(?:essay|study|studying|revision|library|dissertation|exam|deadline) all[- ]?nighters?|no sleep (?:till|until|til) (?:hand[- ]?in|submission|the deadline|exams?|finals)/i,
    ),
    jokes: [
      ["{q}. Skipping sleep to study: the famous method for forgetting everything by morning.", "Every last bit."],
      ["{q}. A badge of honour that is really a receipt for putting things off.", "Itemised."],
      ["{q}. The work got the whole night, and the morning got the bill.", "Paid in yawns.", "Paid in full, in yawns."],
      ["{q}. Staying up all night, which is just procrastination with the lights on.", "Bright, not clever."],
    ],
  },
  {
    // "Group project where I did everything", "My group members ghosted me", "Group presentation tomorrow".
    id: "study-group-project",
    mood: "deadpan",
    match: studied(/group (?:projects?|assignments?|presentations?|coursework|members?|work)/i),
    jokes: [
      ["{q}. One person does the work, and the others do the nodding.", "Enthusiastic nodding."],
      ["{q}. A masterclass in how people vanish the moment there is work to divide.", "Back in time for the credit."],
      ["{q}. Shared credit, private suffering, and at least one name on it that did nothing.", "Nothing at all."],
      ["{q}. The real lesson was never the subject. It was who answers a deadline reminder.", "Hardly anyone."],
    ],
  },
  {
    // "8am lecture, why", "9am seminar on a Monday", "Early lecture survival mode".
    id: "study-early-lecture",
    mood: "deadpan",
    match: studied(/\d{1,2}(?::\d{2})? ?(?:am|a\.m\.) (?:lectures?|seminars?|tutorials?)|(?:morning|early) (?:lectures?|seminars?|tutorials?)/i),
    jokes: [
      ["{q}. Timetabled by someone who has clearly never met a student before noon.", "Or been one."],
      ["{q}. The lecture happens either way. Whether you happen to it is another question.", "Open question."],
      ["{q}. An hour when the lecturer and the students are equally unsure why they're there.", "Mutual confusion."],
      ["{q}. Complaining about the time is the most awake anyone has been about it.", "Wide awake, briefly."],
    ],
  },
  {
    // "Skipped my lecture for this", "Slept through my 9am", "Missing another seminar".
    id: "study-skipped-lecture",
    match: studied(
      /(?:skipped|skipping|skip|missed|missing|slept through|bunked|bunking|ditched|ditching) (?:my |the |a |another |today'?s )?(?:\d{1,2} ?am |morning |early )?(?:lectures?|seminars?|tutorials?)|(?:skipped|missed|slept through) (?:my |the )?\d{1,2} ?am(?=\s*(?:[.!,?]|$))/i,
    ),
    jokes: [
      ["{q}. Paying full price for a lecture and then generously leaving it for someone else.", "Very charitable."],
      ["{q}. The recording will definitely be watched later, said every student, ever.", "Never watched."],
      ["{q}. Somewhere, a lecturer is talking to an empty seat with your name on it.", "The seat is taking notes."],
      ["{q}. Education is expensive, and this is the bit you decided to save on.", "Savings, of a sort."],
    ],
  },
  {
    // "Officially graduated!!", "Graduation day with my favourite people", "I graduated, mum".
    id: "study-graduated",
    mood: "wholesome",
    match: studied(
      /(?:officially|finally|just|i|we|i['’]?ve) graduated|graduat(?:ed|ing) today|graduation (?:day|done|szn)|grad (?:day|szn)|(?:my|our) graduation/i,
    ),
    jokes: [
      ["{q}. Educated, certified, and released into a job market with no idea what is coming.", "Brace, job market."],
      ["{q}. Finished, just in time to discover that the studying was the easy part.", "Welcome to the hard part."],
      ["{q}. Released from education with a certificate and a very large overdraft.", "Enjoy it while it lasts."],
      ["{q}. A proud moment, and the last one before the question: so, what is next?", "Asked forever, by everyone."],
    ],
  },
  {
    // "Class of 2026", "c/o 2025", "Class of '24 forever".
    id: "study-class-of",
    mood: "wholesome",
    match: studied(/class of ['’]?(?:20)?\d{2}|c\/o ['’]?(?:20)?\d{2}/i, ["headline"]),
    jokes: [
      ["{q}. Naming the year like a vintage, before anyone knows if it aged well.", "Best before: unknown."],
      ["{q}. A whole identity, assigned by the calendar and worn with enormous pride.", "The calendar is touched."],
      ["{q}. Shared with every student that year, and announced like a personal best.", "Which, fair enough, it is."],
      ["{q}. A graduating year, in writing, so the reunion organisers know where to find you.", "They will find you."],
    ],
  },
  {
    // "MSc done", "PhD: complete", "First class honours!!".
    id: "study-degree-done",
    mood: "wholesome",
    match: studied(
      /(?:msc|ma|ba|bsc|phd|mba|masters?|master['’]?s|degree|llb|llm|meng|beng|mphil|dphil|undergrad|uni)(?::|\s)\s*(?:done|complete|completed|finished|secured|over|in the bag|achieved)|first[- ]class (?:honours|degree)|(?:got|achieved|graduated with) (?:a |my )?(?:2:1|2\.1|distinction)|graduated with a first|got a first (?:in|class)/i,
      ["headline"],
    ),
    jokes: [
      ["{q}. All that work, announced in the shorthand of a shopping list.", "Milk, eggs, degree.", "Milk, eggs, bread, degree."],
      ["{q}. Now comes the real exam: every relative asking what you will do with it.", "No revision possible."],
      ["{q}. Education complete, and the only thing left to study is the job listings.", "Closely, and often."],
      ["{q}. Qualified at last, and said as briefly as possible, as if it were nothing.", "It is not nothing."],
    ],
  },
  {
    // "Broke student life", "Student budget dinner", "Student discount queen".
    id: "study-broke-student",
    match: studied(
      /broke (?:uni |college |university )?student|(?:poor|skint) (?:uni |college )?student|student (?:budget|discount|overdraft)s?|on a student budget/i,
    ),
    jokes: [
      ["{q}. An economy where the main currency is discount codes and optimism.", "Mostly optimism."],
      ["{q}. Budgeting like a finance minister in a crisis, with no advisers and no reserves.", "And no plan."],
      ["{q}. Said with pride, as if being skint were a module worth credits.", "Top of the class, too."],
      ["{q}. The one lifestyle where being out of money counts as part of the course.", "Compulsory, apparently."],
    ],
  },
  {
    // "Uni life", "Freshers week was a blur", "Student life hits different".
    id: "study-uni-life",
    match: studied(/(?:uni|student|college|campus|university|halls) life|life at uni|freshers['’]?(?: week| flu| fair)?|fresher['’]s week|freshman year/i),
    jokes: [
      ["{q}. The brochure version, with the deadlines and the panic politely cropped out.", "Very glossy."],
      ["{q}. A whole lifestyle built around learning, with the learning somewhere near the bottom.", "A footnote, really."],
      ["{q}. Sold as the best years of your life, and reviewed live as they happen.", "Mixed reviews so far."],
      ["{q}. Said like an adventure, which it is, if adventures had deadlines and queues.", "Long queues."],
    ],
  },
]);
