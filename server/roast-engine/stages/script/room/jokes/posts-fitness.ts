import { defineJokes } from "../joke-types";
import { caption, captionOrBio, stat } from "./posts-match";

/**
 * Fitness in words: how a workout or a run felt, rest days and skipped ones, programmes, gym talk
 * and race talk. Logged runs, personal bests, streaks and steps are posts-stats.ts's; fitness
 * hashtags are posts-hashtags.ts's. A distance or a day count is theirs, said inside the quote.
 */
export const POST_FITNESS_JOKES = defineJokes("jpost", [
  {
    // "legs are gone", "can't feel my legs", "won't walk tomorrow".
    id: "fit-legs-gone",
    match: stat(
      /(?:my )?legs (?:are|r|is) (?:officially )?(?:gone|dead|jelly|done|finished|toast|destroyed|wrecked|shot)|legs? (?:have|has) (?:gone|left)|can['’]?t feel my legs|jelly legs|(?:won['’]?t|can['’]?t|cannot) walk tomorrow|(?:my )?legs hate me/i,
    ),
    mood: "chaotic",
    jokes: [
      ["{q}. A missing persons report, filed on behalf of your own legs.", "Last seen leaving without you."],
      ["{q}. The legs clocked off early, but the thumbs stayed on to post about it.", "Loyal staff."],
      ["{q}. Said like an accident, when you volunteered those legs yourself.", "They'll remember, on the stairs."],
      ["{q}. Tomorrow, the stairs become the hardest workout of the week.", "No rest between flights."],
    ],
  },
  {
    // "DOMS are real", "everything hurts", "sore in places I didn't know existed".
    id: "fit-sore",
    match: stat(
      /doms\b|(?:so |very |really )?sore (?:today|everywhere|all over|in places|from (?:yesterday|leg day|that)|after (?:yesterday|leg day|that))|everything hurts|(?:can['’]?t|cannot) (?:lift|raise|move) my arms|muscles i didn['’]?t know (?:i had|existed)/i,
    ),
    jokes: [
      ["{q}. Paying for the workout twice: once in sweat, then in instalments.", "Interest compounding daily."],
      ["{q}. The aches are the receipt, and you've posted it like a trophy.", "Proof of purchase."],
      ["{q}. Discovering muscles by the one method guaranteed to make you regret it.", "Anatomy, the hard way."],
      ["{q}. Complaining about an ache you worked very hard, on purpose, to get.", "Earned, technically."],
    ],
  },
  {
    // "leg day destroyed me", "that spin class nearly killed me", "hill repeats humbled me".
    id: "fit-destroyed-me",
    match: stat(
      /(?:leg day|workout|gym session|training session|spin class|class|spin|run|hills?|hill repeats|intervals|burpees|coach|trainer|instructor|circuits?|hiit|boot ?camp) (?:(?:nearly|almost|actually|literally|absolutely|properly|just|has|had|tried to|wants to) )*(?:killed|destroyed|wrecked|broke|ended|humbled|murdered|kill|destroy|wreck|break|humble|finished) (?:me|us)\b/i,
    ),
    mood: "chaotic",
    jokes: [
      ["{q}. Flattened, and the first thing the remains did was post about it.", "Survivors always do."],
      ["{q}. Volunteering to be flattened, then writing the review yourself.", "Would be flattened again."],
      ["{q}. Said like a crime report, about something you chose to do on purpose.", "No charges will be pressed."],
      ["{q}. Beaten, and bragging about it: the one sport where losing is the flex.", "Gold medal in losing."],
    ],
  },
  {
    // "legs felt fresh today", "felt strong", "solid session".
    id: "fit-felt-strong",
    match: stat(
      /(?:legs|run|workout|lifts?|pace) (?:felt|feel|feels|feeling) (?:so |really |super )?(?:good|great|strong|fresh|easy|light|amazing|fast|unstoppable|incredible)|felt (?:so |really )?(?:strong|fast|unstoppable|light on my feet)|(?:good|great|solid|strong|decent|quality|productive) (?:workout|lift|gym session|training session|leg day)/i,
    ),
    mood: "deadpan",
    jokes: [
      ["{q}. A glowing review of a workout, written by its only customer.", "Verified purchase."],
      ["{q}. One good session, and suddenly it's a press conference.", "Questions from the floor."],
      ["{q}. Enjoy it. The next session has read this and taken it personally.", "It's already planning."],
      ["{q}. Every good day gets announced, and the bad days somehow go very quiet.", "Funny how that works."],
    ],
  },
  {
    // "legs felt heavy today", "tough session", "struggle run, what a slog".
    id: "fit-rough-session",
    match: stat(
      /(?:legs|run|pace) (?:felt|feel|feels|feeling) (?:so |really |super )?(?:heavy|awful|terrible|rough|sluggish|like lead|horrible|slow)|(?:rough|tough|brutal|ugly|grim|sluggish|struggle|grindy|awful) (?:workout|run|lift|miles|km|leg day|gym session|training session)/i,
    ),
    mood: "deadpan",
    jokes: [
      ["{q}. A bad session, reviewed in more detail than most people review a holiday.", "One star, would repeat anyway."],
      ["{q}. A complaint about a hobby nobody forced on you.", "The management sympathises, slightly."],
      ["{q}. A rough day, and still the report got filed on time.", "The workout was optional. The post was not."],
      ["{q}. Said like a weather warning, for a storm you walked into on purpose.", "In trainers."],
    ],
  },
  {
    // "rest day", "active recovery", "deload week, doing nothing".
    id: "fit-rest-day",
    match: stat(/rest day|active recovery|recovery day|deload(?: week)?/i),
    mood: "deadpan",
    jokes: [
      ["{q}. Posting about not working out is still, technically, posting about working out.", "The workout found a way in."],
      ["{q}. A day of doing nothing, announced like a fixture.", "Kick-off whenever."],
      ["{q}. Rest, given a proper name, so lying down counts as part of the plan.", "Napping, with a training licence."],
      ["{q}. Even the day off needed a public statement.", "The rest of us just call it a day."],
    ],
  },
  {
    // "skipped leg day again", "skipping the gym today", "didn't make it to the gym".
    id: "fit-skipped",
    match: stat(
      /(?<!never |don['’]?t |do not )skip(?:ped|ping)? (?:leg day|the gym|gym|my workout|the workout|workout|cardio|my run|the run|today['’]?s run|spin class|arm day)|(?:leg day|cardio|workout),? (?:skipped|cancelled)|didn['’]?t (?:make it to|go to|get to) the gym/i,
    ),
    jokes: [
      ["{q}. Announcing the skip, so that at least it counts for something.", "Attendance: zero. Publicity: full."],
      ["{q}. Confessing in public, so nobody can be disappointed in private.", "Absolved in advance."],
      ["{q}. Skipped, and yet somehow still the main topic of the day.", "It won anyway."],
      ["{q}. The motivation turned up, checked the time, and went home.", "It left a note."],
    ],
  },
  {
    // "leg day", "it's chest day", "push day done".
    id: "fit-split-day",
    match: caption(
      /(?<!skip |skipped |skipping |never skip |survived |surviving )(?:leg|arm|chest|back|push|pull|shoulders?|glutes?|core|upper body|lower body) day(?! (?:bangers|playlist|mix|music|songs|anthems|tunes))/i,
    ),
    jokes: [
      ["{q}. A whole day named after one part of you, like a bank holiday for a muscle.", "Every part gets its turn."],
      ["{q}. The week is sorted by body part, and each one gets its own announcement.", "Press releases, by limb."],
      ["{q}. The day has been assigned to one muscle, and that muscle has been informed.", "It's dreading it."],
      ["{q}. Every other muscle has the day off, and is very relieved about it.", "Quietly celebrating."],
    ],
  },
  {
    // "week 3 of couch to 5k", "C25K graduate", "couch to 10k next".
    id: "fit-couch-to-5k",
    match: captionOrBio(/couch[- ]to[- ](?:5|10) ?k\b|c2(?:5|10)k\b/i),
    mood: "wholesome",
    jokes: [
      ["{q}. The programme's name gives away the whole route, and you're sharing every stop.", "Live updates from the road."],
      ["{q}. A programme honest enough to admit exactly where everyone begins.", "Cushions, mostly."],
      ["{q}. Every week announced, so the whole feed ends up doing the programme by proxy.", "We're exhausted."],
      ["{q}. From lying down to running, with a progress report at every stage.", "Evolution, narrated."],
    ],
  },
  {
    // "Day 1 of 75 Hard", "75 Hard complete", "failed 75 hard again".
    id: "fit-75-hard",
    match: captionOrBio(/75 ?(?:hard|soft|medium)\b|seventy[- ]five hard\b/i),
    jokes: [
      ["{q}. A challenge so hard it mainly tests how often you can post about it.", "Daily, it turns out."],
      ["{q}. Hard by name, and the hardest rule is apparently staying quiet.", "Broken already."],
      ["{q}. Rules, checklists and daily proof: a hobby that comes with its own paperwork.", "Filed in triplicate."],
      ["{q}. Strict rules, no exceptions, and a daily update nobody signed up for.", "Except you. You signed up."],
    ],
  },
  {
    // "Day 1 of my fitness journey", "30 day squat challenge", "week 2 of getting fit".
    id: "fit-journey",
    match: captionOrBio(
      /(?:day|week) (?:\d+|one) of (?:my |the |getting |a )?(?:fitness|getting (?:fit|in shape|back in shape|stronger)|(?:gym|workout|training|running) (?:plan|programme|program|journey))|fitness journey|(?:\d+|thirty)[- ]day (?:squat|plank|fitness|abs?|workout|yoga|running|pilates|push-?up|burpee) challenge/i,
    ),
    jokes: [
      ["{q}. A challenge issued by you, to you, with the whole internet as referee.", "The referee is watching."],
      ["{q}. A journey announced at the starting line, where every journey looks brilliant.", "The middle is less photogenic."],
      ["{q}. Every fitness plan gets a launch post. Very few get a closing ceremony.", "Tickets still available."],
      ["{q}. Recruiting the whole internet as your personal trainer, unpaid.", "We'd like weekends off."],
    ],
  },
  {
    // "first run back", "back in the gym after 3 months", "first workout in ages".
    id: "fit-comeback",
    match: caption(
      /back (?:in|at|to) the gym|first (?:workout|run|gym session|training session|lift|spin class|parkrun|swim|ride) (?:back|in (?:months|weeks|ages|a while|forever|years|a long time|over a (?:month|year)))|getting back into (?:running|the gym|lifting|fitness|training|shape)|back on the treadmill/i,
    ),
    jokes: [
      ["{q}. Back, like nothing happened, and your muscles have a very different version.", "They remember everything."],
      ["{q}. The hardest part is going back, and the second hardest is not posting about it.", "Failed the second part."],
      ["{q}. Back after a break, and greeted by the equipment like a stranger.", "Formal introductions needed."],
      ["{q}. Announcing the return, so that the next disappearance has witnesses.", "They'll be watching."],
    ],
  },
  {
    // "gym rat", "certified gym bro", "gymaholic".
    id: "fit-gym-rat",
    match: captionOrBio(/gym ?(?:rat|rats|bro|bros|addict|junkie|freak|lover)\b|gymaholic/i),
    jokes: [
      ["{q}. A label that brags while dressed up as a confession.", "Very convincing disguise."],
      ["{q}. Said with pride by someone who lives, voluntarily, among the dumbbells.", "Membership, not rent."],
      ["{q}. A whole identity, built one rep at a time, and mentioned every set.", "Rest between mentions: none."],
      ["{q}. Most hobbies stay in the building. This one moved into the personality.", "And brought its shaker."],
    ],
  },
  {
    // "the gym is my therapy", "running is cheaper than therapy", "lifting = therapy".
    id: "fit-therapy",
    match: captionOrBio(
      /(?:(?:the )?gym|running|lifting|training|cardio|sweat|spin|(?:the )?miles|(?:the )?trails?|boxing|pilates|yoga|swimming|climbing) (?:is|=|are) (?:my |cheaper than |better than |basically )?therapy|(?:cheaper|better) than therapy/i,
    ),
    mood: "deadpan",
    jokes: [
      ["{q}. Therapy where nobody asks how you feel, only whether you're using this.", "Session over when the bench is free."],
      ["{q}. The only therapy where the session ends and the aching starts.", "Same time next week."],
      ["{q}. Therapy with no talking, just a lot of loud breathing near strangers.", "Very open sharing."],
      ["{q}. A therapist that never talks back and charges in sweat.", "Cancellation policy: guilt."],
    ],
  },
  {
    // "no pain no gain", "go hard or go home", "stronger than yesterday".
    id: "fit-mantra",
    match: captionOrBio(
      /no pain,? no gain|never skip leg day|go hard or go home|no excuses|pain is (?:just )?weakness leaving the body|stronger than yesterday|train insane or remain the same|sweat (?:now|today),? (?:shine|smile) (?:later|tomorrow)|beast mode(?! (?:playlist|mix|music))/i,
    ),
    jokes: [
      ["{q}. A motto from a changing-room poster, filed as personal philosophy.", "Original artist uncredited."],
      ["{q}. Said with the force of a coach, to an audience mostly lying down.", "Reading it under a duvet."],
      ["{q}. Motivation in slogan form, the lightest thing anyone has ever lifted.", "No spotter needed."],
      ["{q}. A mantra that sounds best shouted, and so it has been, in writing.", "Inside voice, please."],
    ],
  },
  {
    // "lift heavy", "heavy squats today", "pick things up, put them down".
    id: "fit-lift-heavy",
    match: captionOrBio(
      /lift(?:ing)? heavy(?: things| stuff)?|heavy (?:lifts|singles|triples|squats?|deadlifts?|bench)|pick(?:ing)? (?:heavy )?things up(?: and)?,? put(?:ting)? them (?:back )?down/i,
    ),
    jokes: [
      ["{q}. Heavy things lifted, then set back down exactly where they were found.", "Productive, in a circle."],
      ["{q}. A philosophy, and also the literal instructions.", "Simple enough for a fridge magnet."],
      ["{q}. Picking heavy things up and putting them down: the job description of a removal van.", "Unpaid, though."],
      ["{q}. Everything heavy gets picked up, except the hint to talk about something else.", "That stays down."],
    ],
  },
  {
    // "slow and steady", "not fast, but I finished", "slowest parkrun ever".
    id: "fit-slow-steady",
    match: stat(
      /slow (?:and|but|&) steady|not fast,? but (?:i )?(?:finished|done|got there)|slow(?:est)? (?:run|km|mile|time|parkrun|pace) (?:ever|yet|of my life)|walked (?:most|half|some|a bit|bits) of it|run[- ]walk(?:ed|ing)?\b|jeffing/i,
    ),
    mood: "wholesome",
    jokes: [
      ["{q}. Slow, steady, and very quick to tell everyone.", "The only sprint of the day."],
      ["{q}. The tortoise won once, and every slow runner has quoted him ever since.", "He never posted about it."],
      ["{q}. Nobody asked about the speed, which is exactly why it got mentioned.", "Getting in before the critics."],
      ["{q}. The scenic route, at the scenic speed, with scenic commentary.", "Tours available daily."],
    ],
  },
  {
    // "first half marathon done!", "my first ever 10k", "first triathlon in the books".
    id: "fit-first-race",
    match: stat(
      /(?:my )?first (?:ever )?(?:half[- ]marathon|marathon|ultra(?:marathon)?|5k|10k|parkrun|park run|triathlon|trail race|ironman|hyrox|obstacle race)\b(?! (?:followers|subscribers|subs|views|likes|steps|words))/i,
    ),
    mood: "wholesome",
    jokes: [
      ["{q}. Note the word first, which makes this a series.", "Next episode already scheduled."],
      ["{q}. The race takes a morning. The retelling has no finish line.", "Pace: eternal."],
      ["{q}. First, which means a sequel is coming, and so are the medal photos.", "Brace yourselves."],
      ["{q}. First ever, said like a debut, as if the sport had been waiting.", "It had not, but well done."],
    ],
  },
  {
    // "marathon done, never again", "first and last ultra", "retiring from running".
    id: "fit-never-again",
    match: stat(
      /(?:marathon|ultra|triathlon|hyrox|ironman|race day)[^.!?]{0,30}never again|never again[^.!?]{0,40}(?:marathon|ultra|triathlon|hyrox|ironman|running)|(?:first and last|last ever) (?:half marathon|marathon|ultra|race|triathlon)|never running (?:again|another)|retir(?:ed|ing) from running/i,
    ),
    mood: "chaotic",
    jokes: [
      ["{q}. Never again, says every runner, right up until entries open.", "Then it's again."],
      ["{q}. A vow made while the legs still hurt, binding only until they stop.", "Then the sign-up page loads."],
      ["{q}. Said in pain, and pain is a famously terrible negotiator.", "It always caves."],
      ["{q}. A promise with an asterisk, and the asterisk is the next race.", "Small print, big ambitions."],
    ],
  },
  {
    // "signed up for another marathon", "signed up for my first half", "got a ballot place".
    id: "fit-signed-up",
    match: stat(
      /signed up for (?:my |another |a |an |the )?(?:first |next |second )?(?:half marathon|half|marathon|ultra|race|triathlon|5k|10k|hyrox|ironman|tough mudder|obstacle race)\b|(?:got|didn['’]?t get) (?:a |my |into )?(?:the )?ballot(?: place)?\b/i,
    ),
    jokes: [
      ["{q}. Paying good money to suffer on a date a stranger chose.", "Organised suffering, at least."],
      ["{q}. Future you has been volunteered, and nobody asked their opinion.", "They'll have words."],
      ["{q}. Signing up is the easy bit, and somehow it got its own announcement.", "The training will get less."],
      ["{q}. Telling everyone early, so that pulling out becomes a public scandal.", "No pressure."],
    ],
  },
  {
    // "Ice bath done", "Morning cold plunge", "Cold water swim club".
    id: "fit-cold-plunge",
    match: captionOrBio(/ice ?baths?|cold ?plunges?|cold[- ]water (?:swims?|swimming|dips?|therapy|immersion)/i),
    mood: "deadpan",
    jokes: [
      ["{q}. Sitting in freezing water on purpose, and calling it recovery.", "The penguins call it Tuesday."],
      ["{q}. Cold water, entered on purpose, then described like a spiritual awakening.", "Mostly it was just cold."],
      ["{q}. Suffering in freezing water, renamed wellness, so it can be posted.", "Shivering, but mindful."],
      ["{q}. Freezing on purpose, so the rest of the day feels warm by comparison.", "Low bar, very cold."],
    ],
  },
]);
